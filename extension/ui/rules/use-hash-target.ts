// Deep links: `rules.html#702.9b` (and every in-page link) scroll to that rule, focus it and
// highlight it, on load and on each hashchange. The rule's block may not be rendered yet
// (use-shown-blocks.ts): the jump asks for it, and completes after the render that puts it there.
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { targetOfHash, type RulesModel } from './rules-model.ts';

/** The attribute that marks the rule the last jump went to (styled in rules.css). */
export const CURRENT_ATTR = 'data-current';

export interface HashTarget {
  /** Jumps to an anchor (a search result chosen with Enter): through the hash, so Back works. */
  go(target: string): void;
  /** The hash named something the document does not have (shown as a notice); null otherwise. */
  missing: string | null;
}

/** The chunk that holds `target` (or follows it: a section's or group's heading). */
export const blockOf = (target: string, model: RulesModel): string | undefined => model.chunkOf.get(target);

/** Scrolls `el` to the top, focuses it (screen readers read from there) and marks it current. */
function reveal(el: HTMLElement): void {
  el.ownerDocument.querySelector(`[${CURRENT_ATTR}]`)?.removeAttribute(CURRENT_ATTR);
  el.setAttribute(CURRENT_ATTR, 'true');
  el.scrollIntoView?.({ block: 'start' });
  el.focus({ preventScroll: true });
}

export function useHashTarget(model: RulesModel, show: (keys: readonly string[]) => void): HashTarget {
  const pending = useRef<string | null>(null);
  const [, rerender] = useState(0);
  const [missing, setMissing] = useState<string | null>(null);

  const jump = (target: string) => {
    pending.current = target;
    const block = blockOf(target, model);
    if (block) show([block]);
    rerender((n) => n + 1); // the layout effect below runs once the block is in the DOM
  };

  useLayoutEffect(() => {
    const id = pending.current;
    const el = id ? document.getElementById(id) : null;
    if (!el) return;
    pending.current = null;
    reveal(el);
  });

  useEffect(() => {
    const onHash = () => {
      const target = targetOfHash(location.hash, model);
      setMissing(target || !location.hash ? null : safeDecode(location.hash.slice(1)));
      if (target) jump(target);
    };
    // A link to the hash already in the address bar fires no hashchange: jump again anyway.
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element | null)?.closest?.('a[href^="#"]');
      if (a && safeDecode(a.getAttribute('href')!) === safeDecode(location.hash)) onHash();
    };
    onHash();
    window.addEventListener('hashchange', onHash);
    document.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('hashchange', onHash);
      document.removeEventListener('click', onClick);
    };
  }, [model]);

  return {
    go: (target) => {
      if (safeDecode(location.hash.slice(1)) === target) jump(target);
      else location.hash = target;
    },
    missing,
  };
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
