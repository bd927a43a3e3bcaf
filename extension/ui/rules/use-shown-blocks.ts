// Which chunks of the rules page (rules-model.ts) have their content rendered. The page opens
// with the chunk a deep link points into (or the first); a chunk is shown when it comes within
// SHOW_MARGIN of the viewport (one IntersectionObserver watches every placeholder) or a jump
// points into it; meanwhile the rest is filled in while the browser is idle, one chunk per idle
// period (small steps, not one long task), so the whole document is soon there for Tab,
// find-in-page and screen readers. Without IntersectionObserver, all show at once.
import { useEffect, useRef, useState } from 'preact/hooks';

/** How far outside the viewport a chunk starts rendering (a fast scroll rarely sees a gap). */
export const SHOW_MARGIN = '1500px 0px';

export interface ShownBlocks {
  shown: ReadonlySet<string>;
  show(keys: readonly string[]): void;
  /** Shows `key` once `el` (its placeholder) comes near the viewport; returns the unwatch. */
  watch(el: Element, key: string): () => void;
}

type IdleWindow = Window & { requestIdleCallback?: (cb: (d: { timeRemaining(): number }) => void) => number; cancelIdleCallback?: (id: number) => void };

/** `initial`: shown at once; `all`: every key in document order, filled in while idle. */
export function useShownBlocks(initial: readonly string[], all: readonly string[]): ShownBlocks {
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set(initial));
  const keys = useRef(new Map<Element, string>());
  const observer = useRef<IntersectionObserver | null>(null);

  const show = (add: readonly string[]) => setShown((prev) => (add.every((k) => prev.has(k)) ? prev : new Set([...prev, ...add])));

  if (!observer.current && typeof IntersectionObserver === 'function') {
    observer.current = new IntersectionObserver(
      (entries) => {
        const near = entries.filter((e) => e.isIntersecting).map((e) => keys.current.get(e.target));
        if (near.length) show(near.filter((k): k is string => !!k));
      },
      { rootMargin: SHOW_MARGIN },
    );
  }
  useEffect(() => () => observer.current?.disconnect(), []);
  useIdleFill(shown, all, show);

  const watch = (el: Element, key: string) => {
    const io = observer.current;
    if (!io) {
      show([key]);
      return () => {};
    }
    keys.current.set(el, key);
    io.observe(el);
    return () => {
      io.unobserve(el);
      keys.current.delete(el);
    };
  };

  return { shown, show, watch };
}

/** After each render, asks for one idle period to show the next chunks not shown yet. */
function useIdleFill(shown: ReadonlySet<string>, all: readonly string[], show: (keys: readonly string[]) => void): void {
  useEffect(() => {
    const win = window as IdleWindow;
    if (shown.size >= all.length || typeof IntersectionObserver !== 'function') return;
    const step = () => {
      const next = all.find((k) => !shown.has(k));
      if (next) show([next]);
    };
    if (win.requestIdleCallback) {
      const id = win.requestIdleCallback(step);
      return () => win.cancelIdleCallback?.(id);
    }
    const id = setTimeout(step, 50);
    return () => clearTimeout(id);
  }, [shown]);
}
