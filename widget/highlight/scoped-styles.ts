// Where the mark styles apply. ::highlight() rules are styles: rules for the whole document
// (`:root::highlight()`, which every element inherits in Chromium, or `*::highlight()`) make the
// browser compute highlight styles for EVERY element in one frame, a task no slicing can split:
// ~40 ms on the 37k-element CR bench page, ~220 ms on a 100k-element page (Chromium 156,
// measured). So the rules name only the subtrees the marks are drawn in (near the viewport), by
// position: `:root > body:nth-child(2) > section:nth-child(3) > :nth-child(n+40):nth-child(-n+120)`,
// a few ranges of siblings padded so that scrolling a few screens stays inside them. The restyle
// then costs what those subtrees cost (~7-10 ms on the CR page, ~40 ms on the 100k page, with
// the same trace). The rules change only when a drawn mark falls outside them.
// Chromium inherits highlight styles, so rules on the subtrees' roots are enough. Engines without
// highlight inheritance get the universal rules instead (Gecko from the start; any other once a
// probe after the first frame finds the rules do not reach below): naming every element below the
// ranges (`:is(range) *`) costs O(siblings²) in Firefox 153, which computes :nth-child() indexes
// without a cache there (8.7 s on the 100k page, measured), while its universal restyle is
// ~0.2-0.3 s. Open shadow roots get the universal rules (small trees, outside these paths).
import { AdoptedSheet, HIGHLIGHT_CSS_UNIVERSAL, rootRulesInherit, scopedCss, TERM_RULE } from './highlight-styles.ts';

/** Gecko has no highlight inheritance (Firefox 153): the only engine known without a probe. */
const isGecko = (doc: Document) => 'MozAppearance' in (doc.documentElement?.style ?? {});

type Win = Window & typeof globalThis;
/** Siblings added to each end of a range: about a screen of short blocks either way. */
const PAD = 24;

const nth = (el: Element): number => {
  let i = 1;
  for (let s = el.previousElementSibling; s; s = s.previousElementSibling) i++;
  return i;
};

function pathOf(el: Element, root: Element, esc: (s: string) => string): string | null {
  const steps: string[] = [];
  for (let e = el; e !== root; ) {
    const p = e.parentElement;
    if (!p) return null; // in a shadow tree, or detached
    steps.push(`${esc(e.localName)}:nth-child(${nth(e)})`);
    e = p;
  }
  return [':root', ...steps.reverse()].join(' > ');
}

/** Selectors naming `elements` (in document order) as padded ranges of siblings. */
export function scopeSelectors(elements: readonly Element[], pad = PAD): string[] {
  const byParent = new Map<Element, Element[]>();
  const out: string[] = [];
  for (const el of elements) {
    const root = el.ownerDocument.documentElement;
    if (el === root) return [':root'];
    const p = el.parentElement;
    if (!p) continue;
    const list = byParent.get(p);
    if (list) list.push(el);
    else byParent.set(p, [el]);
  }
  for (const [parent, kids] of byParent) {
    const win = parent.ownerDocument.defaultView as Win | null;
    const esc = (s: string) => (win?.CSS?.escape ? win.CSS.escape(s) : s);
    const root = parent.ownerDocument.documentElement;
    const path = parent === root ? ':root' : pathOf(parent, root, esc);
    if (!path) continue;
    // One walk from the first kid: the others follow it closely (they are near each other).
    const want = new Set(kids);
    const idx: number[] = [];
    let i = nth(kids[0]);
    for (let c: Element | null = kids[0]; c && idx.length < want.size; c = c.nextElementSibling, i++) if (want.has(c)) idx.push(i);
    const tag = kids.every((k) => k.localName === kids[0].localName) ? esc(kids[0].localName) : '';
    let lo = idx[0];
    let hi = idx[0];
    const flush = () => out.push(`${path} > ${tag}:nth-child(n+${Math.max(1, lo - pad)}):nth-child(-n+${hi + pad})`);
    for (const k of idx.slice(1)) {
      if (k - hi > 2 * pad) {
        flush();
        lo = k;
      }
      hi = k;
    }
    flush();
  }
  return out;
}

export function scopedStyles(doc: Document) {
  const win = doc.defaultView as Win | null;
  const sheet = new AdoptedSheet(doc, TERM_RULE);
  const shadowSheet = new AdoptedSheet(doc, HIGHLIGHT_CSS_UNIVERSAL);
  let used = false;
  /** Highlight inheritance: null until probed. */
  let inherits: boolean | null = isGecko(doc) ? false : null;
  let scope: string[] = [];
  let within = ''; // `:is(scope)`: the subtrees the rules reach
  let probing = false;

  /** The universal rules are in (no inheritance): they reach everything. */
  let universal = false;
  const write = () => {
    const list = scope.join(', ');
    within = list ? `:is(${list})` : '';
    universal = inherits === false;
    sheet.replace(universal ? HIGHLIGHT_CSS_UNIVERSAL : list ? scopedCss(list) : TERM_RULE);
  };
  /** After the frame that applied the rules (style is clean then: the read is free). */
  const probe = (sample: () => Element | null) => {
    if (inherits !== null || probing || !win?.requestAnimationFrame) return;
    probing = true;
    win.requestAnimationFrame(() =>
      win.setTimeout(() => {
        probing = false;
        const el = sample();
        if (!used || !el || inherits !== null) return;
        inherits = rootRulesInherit(win, el);
        if (!inherits) write();
      }, 0),
    );
  };

  return {
    use(): void {
      if (used) return;
      used = true;
      sheet.adopt(doc);
    },
    /** True when the mark rules reach `el` (in a shadow tree: the shadow sheet does). */
    covers: (el: Element): boolean => {
      try {
        return universal || el.getRootNode().nodeType === 11 || (within !== '' && el.closest(within) !== null);
      } catch {
        return false;
      }
    },
    /** Rules for `elements` (subtree roots, document order). Inheritance is probed on a child
     *  of one of them (without one, nothing below them needs it yet). */
    cover(elements: readonly Element[]): void {
      // The rules are written before the sheet is adopted: one style invalidation, not two.
      if (inherits === false) {
        write(); // the universal rules (covers() is true from now)
        return this.use();
      }
      const next = scopeSelectors(elements);
      if (used && next.join() === scope.join()) return; // e.g. an element no path can name
      scope = next;
      write();
      this.use();
      probe(() => {
        for (const el of elements) if (el.isConnected && el.firstElementChild) return el.firstElementChild;
        return null;
      });
    },
    adoptInto(root: ShadowRoot): void {
      shadowSheet.adopt(root);
    },
    remove(): void {
      sheet.removeAll();
      shadowSheet.removeAll();
      used = false;
      universal = false;
      scope = [];
      within = '';
    },
  };
}
