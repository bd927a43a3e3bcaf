// Writer-chosen keywords: `<span data-rulings-term="proliferate">` on any element, or our own
// `<rulings-term term="proliferate">增殖</rulings-term>`. They always show their keyword's tooltip,
// whatever the matcher would say about the text. The page's own elements are never modified;
// only <rulings-term> (ours) gets tabindex=0 so keyboard users can reach it, and that attribute
// is removed again on destroy.
import type { Matcher } from '../../rulings-data/matcher/types.ts';
import { EXPLICIT_SELECTOR } from '../scan/skip-rules.ts';
import { RULINGS_TERM_TAG } from './define-rulings-term.ts';

/** The explicit-term element at or above `start`, crossing out of open shadow roots. */
export function findExplicitTerm(start: EventTarget | null): Element | null {
  return closestComposed(start, EXPLICIT_SELECTOR);
}

/** Element.closest() that continues from a shadow root to its host. */
export function closestComposed(start: EventTarget | null, selector: string): Element | null {
  let node = start as Node | null;
  if (node && node.nodeType === 3) node = node.parentNode;
  while (node) {
    if (node.nodeType === 1) {
      const found = (node as Element).closest(selector);
      if (found) return found;
    }
    const root = typeof node.getRootNode === 'function' ? node.getRootNode() : null;
    node = root && root.nodeType === 11 ? ((root as ShadowRoot).host ?? null) : null;
  }
  return null;
}

/** The raw term a writer wrote: `data-rulings-term` wins over `term`. */
export function explicitTermValue(el: Element): string {
  return (el.getAttribute('data-rulings-term') ?? el.getAttribute('term') ?? '').trim();
}

/**
 * Keyword id for a written term. Accepts ids (`first-strike`) and names in any script
 * (`First strike`, `先攻`): a name is resolved with the matcher when it covers the whole value.
 */
export function resolveTermId(value: string, matcher: Matcher): string | null {
  const v = value.trim();
  if (!v) return null;
  const m = matcher.match(v, { minConfidence: 'low', context: 'mtg' });
  if (m.length === 1 && m[0].start === 0 && m[0].end === v.length) return m[0].id;
  return v.toLowerCase().replace(/[\s_]+/g, '-');
}

/** Gives our own <rulings-term> elements a tab stop, remembering which we touched. */
export class TermFocus {
  private readonly touched = new Set<Element>();

  register(el: Element): void {
    if (el.localName !== RULINGS_TERM_TAG || el.hasAttribute('tabindex') || this.touched.has(el)) return;
    el.setAttribute('tabindex', '0');
    this.touched.add(el);
  }

  /** Removes the tabindex we added (only where it is still the value we set). */
  restore(): void {
    for (const el of this.touched) if (el.getAttribute('tabindex') === '0') el.removeAttribute('tabindex');
    this.touched.clear();
  }
}
