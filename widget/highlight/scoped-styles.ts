// Where the mark styles apply. ::highlight() rules are styles: rules for the whole document
// (`:root::highlight()`, which every element inherits in Chromium, or `*::highlight()`) make the
// browser compute highlight styles for EVERY element in one frame, a task no slicing can split:
// ~40 ms on the 37k-element CR bench page, ~220 ms on a 100k-element page (Chromium 156,
// measured). So the rules name only the subtrees the marks are drawn in (near the viewport): by
// id where the subtree's root has a unique one (`#p1200`), else by position,
// `:root > body:nth-child(2) > section:nth-child(3) > :nth-child(n+40):nth-child(-n+120)`, a few
// ranges of siblings padded so that scrolling a few screens stays inside them. The restyle then
// costs what those subtrees cost (~7-10 ms on the CR page). The rules change only when a drawn
// mark falls outside them, and each change is taken in by the engine in a task of its own.
// Chromium inherits highlight styles, so rules on the subtrees' roots are enough. Without
// highlight inheritance (Gecko from the start; any other engine once a probe after the first
// frame finds the rules do not reach below) every element holding marked text must be named:
// through the nearest uniquely id'd ancestor (`#post-12, #post-12 *`, which Gecko invalidates
// without restyling the rest), or else with the universal rules (one restyle of the document,
// 57-62 ms on the CR page in Firefox 153). On documents of more than LAYER_MIN_ELEMENTS, the
// caller draws the marks itself instead (onLayered, mark-layer.ts), and no rule is adopted. So it
// does with highlight inheritance too (Chromium) on documents of more than BIG_DOCUMENT elements:
// there, each change of the rules is a long task of its own (apply()).
// Gecko has no cheaper selector for text without ids: its style invalidation is precise for
// ids, classes and tag names only, and restyles each element so named with its subtree (`p`
// alone: 40-72 ms on the CR page); each change of the adopted sheets re-invalidates them all
// (`insertRule` would not, but tag names cannot split the cost below a frame). Naming elements
// below position ranges (`:is(range) *`) costs O(siblings²) in Firefox 153, which computes
// :nth-child() indexes without a cache there (8.7 s on the 100k page, measured). Open shadow
// roots get the universal rules (small trees, outside these paths).
// None of this is needed where the page's styles hold the rules from its first styling on
// (`markStyles: 'provided'`: the extension's Firefox build declares the universal rules as
// content-script CSS, in place at document_start, before the page has elements): the page's own
// first style pass then includes them and drawing marks restyles nothing. Only shadow roots
// still get the shadow sheet (document styles do not reach into them).
import { elementIndex } from '../scan/native-walks.ts';
import { AdoptedSheet, HIGHLIGHT_CSS_UNIVERSAL, rootRulesInherit, scopedCss, TERM_RULE } from './highlight-styles.ts';

/** Gecko has no highlight inheritance (Firefox 153): the only engine known without a probe. Told
 *  apart by what only Gecko has: `window.mozInnerScreenX` (since Firefox 3.6), or the `-moz-orient`
 *  property. (`MozAppearance` in a style declaration, used before, is gone from Firefox 153: the
 *  engine then went through the probe, rules on the subtree roots first and the id'd or universal
 *  ones after, two restyles of the document where one is needed: 65 + 72 ms on the CR page.) */
export const isGecko = (doc: Document): boolean => {
  const win = doc.defaultView as Win | null;
  if (!win) return false;
  try {
    return 'mozInnerScreenX' in win || win.CSS?.supports?.('-moz-orient', 'inline') === true;
  } catch {
    return false;
  }
};

type Win = Window & typeof globalThis;
/** Siblings added to each end of a range: about a screen of short blocks either way. */
const PAD = 24;
/** Without highlight inheritance, an id'd ancestor whose subtree holds more elements than this is
 *  no cheaper to restyle than the document (Gecko: ~5 µs per element, so ≤ ~25 ms). */
const MAX_ANCESTOR_SUBTREE = 5000;

/** Without inheritance, a document with more elements than this gets its marks drawn as boxes
 *  (mark-layer.ts) rather than by universal rules: restyling it all would take over ~15 ms
 *  (Gecko: ~3.5 µs per element, measured on the CR page). */
const LAYER_MIN_ELEMENTS = 5000;

/** With highlight inheritance too (Chromium), a document with more elements than this gets its
 *  marks drawn as boxes (mark-layer.ts): each change of the document's rules costs the engine a
 *  pass over every element (see apply(); 35-62 ms on 100,000 elements), while the box layer
 *  costs one first frame (~20-38 ms there, its boxes a frame later) and then only its boxes'
 *  redraws. Below it, the rules are the cheaper way (5-6.5 ms per change on the 18,000-element
 *  CR page, against a first frame of 14-18 ms for the boxes). */
const BIG_DOCUMENT = 50_000;

const nth = elementIndex;

/** `#id` when `el`'s id names it alone in its document (ids are what both engines' style
 *  invalidation finds without visiting other elements' selectors), else null. */
function idOf(el: Element, esc: (s: string) => string): string | null {
  const id = el.id;
  return id && el.ownerDocument.getElementById(id) === el ? `#${esc(id)}` : null;
}

/** The selector path from the nearest uniquely id'd ancestor (or :root) down to `el`. */
function pathOf(el: Element, root: Element, esc: (s: string) => string): string | null {
  const steps: string[] = [];
  for (let e = el; e !== root; ) {
    const id = idOf(e, esc);
    if (id) return [id, ...steps.reverse()].join(' > ');
    const p = e.parentElement;
    if (!p) return null; // in a shadow tree, or detached
    steps.push(`${esc(e.localName)}:nth-child(${nth(e)})`);
    e = p;
  }
  return [':root', ...steps.reverse()].join(' > ');
}

const escaper = (el: Element) => {
  const win = el.ownerDocument.defaultView as Win | null;
  return (s: string) => (win?.CSS?.escape ? win.CSS.escape(s) : s);
};

/** Selectors naming `elements` (in document order): each by its id when it has a unique one,
 *  the others as padded ranges of siblings. */
export function scopeSelectors(elements: readonly Element[], pad = PAD): string[] {
  const byParent = new Map<Element, Element[]>();
  const out: string[] = [];
  for (const el of elements) {
    const root = el.ownerDocument.documentElement;
    if (el === root) return [':root'];
    const p = el.parentElement;
    if (!p) continue;
    const id = idOf(el, escaper(el));
    if (id) {
      out.push(id);
      continue;
    }
    const list = byParent.get(p);
    if (list) list.push(el);
    else byParent.set(p, [el]);
  }
  for (const [parent, kids] of byParent) {
    const esc = escaper(parent);
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

/**
 * Without highlight inheritance: selectors for `elements` and everything below them, through the
 * nearest uniquely id'd ancestor-or-self of each (`#a, #a *`), or null when one has none (other
 * than <html>/<body>) or it holds too many elements. Gecko's style invalidation finds an id'd
 * subtree without visiting the rest of the document: adopting such rules costs ~20 ms on the
 * 100,000-element page against ~170-300 ms for universal rules, while its `:nth-child()` paths
 * are far worse than either (1.2 s there: Firefox 153, measured).
 */
export function subtreeSelectors(elements: readonly Element[]): string[] | null {
  const out = new Set<string>();
  for (const el of elements) {
    const doc = el.ownerDocument;
    const esc = escaper(el);
    let id: string | null = null;
    let e: Element | null = el;
    for (; e && e !== doc.body && e !== doc.documentElement; e = e.parentElement) if ((id = idOf(e, esc))) break;
    if (!id || !e || e.getElementsByTagName('*').length > MAX_ANCESTOR_SUBTREE) return null;
    out.add(id).add(`${id} *`);
  }
  return [...out];
}

/** `provided`: the document's styles already hold the mark rules for every element (see the
 *  header): no document sheet is adopted or rewritten, and covers() is true everywhere.
 *  `onLayered`: where universal rules would restyle a big document, called once instead; the
 *  caller then draws the marks itself (mark-layer.ts) and covers() is true everywhere. */
export function scopedStyles(doc: Document, provided = false, onLayered?: () => void) {
  const win = doc.defaultView as Win | null;
  const sheet = new AdoptedSheet(doc, '');
  const termSheet = new AdoptedSheet(doc, TERM_RULE);
  /** The document's elements, live: its length is counted again only after the document changed. */
  let all: HTMLCollection | null = null;
  const elementCount = (of: Document) => (all ??= of.getElementsByTagName('*')).length;
  const shadowSheet = new AdoptedSheet(doc, `${HIGHLIGHT_CSS_UNIVERSAL}\n${TERM_RULE}`);
  /** The mark rules are in use (a mark was drawn). */
  let used = false;
  /** Highlight inheritance: null until probed. */
  let inherits: boolean | null = isGecko(doc) ? false : null;
  let scope: string[] = [];
  let within = ''; // `:is(scope)`: the subtrees the rules reach
  let probing = false;
  /** The elements of the last cover() (rewritten once the probe finds no inheritance). */
  let lastElements: readonly Element[] = [];

  /** The universal rules are in (no inheritance, no cheaper way): they reach everything. Once
   *  in, they stay: going back would restyle the whole document again. */
  let universal = false;
  /** The marks are drawn as boxes (onLayered): no document rules at all. Once in, it stays. */
  let layered = false;
  /** The rules the sheet should hold; written (and applied) by apply(), in a task of its own. */
  let css = '';
  /** What the sheet holds. */
  let applied = '';
  let applyTimer: number | null = null;
  let applyPending = false;
  /** Run right after the next apply, in its task (afterApply()). */
  let afterApplied: Array<() => void> = [];
  const write = () => {
    if (inherits === false && !universal && !layered) {
      const sub = subtreeSelectors(lastElements);
      if (sub) scope = sub;
      else if (onLayered && elementCount(lastElements[0]?.ownerDocument ?? doc) > LAYER_MIN_ELEMENTS) {
        layered = true;
        onLayered();
      } else universal = true;
    }
    const list = universal || layered ? '' : scope.join(', ');
    within = list ? `:is(${list})` : '';
    css = universal ? HIGHLIGHT_CSS_UNIVERSAL : list ? scopedCss(scope) : '';
    applySoon();
  };
  /**
   * Puts the rules in and makes the engine take them in now, in a task that does nothing else:
   * a rule change costs the engine a pass over the document (Chromium matches the changed rules
   * against every element, whatever they name, even for an empty sheet: 35-62 ms on the
   * 100,000-element page, 4-6.5 ms on the CR page; scripts/bench/rule-change-cost.ts), which
   * would otherwise fall into the next frame, on top of the viewport check that asked for the
   * change (65 ms frames, measured). The ranges drawn meanwhile show one frame later. No slicing
   * splits that pass: on documents where it nears a frame's budget (BIG_DOCUMENT) the marks are
   * boxes instead and the rules never change.
   */
  const apply = () => {
    applyTimer = null;
    applyPending = false;
    try {
      applyNow();
    } finally {
      const run = afterApplied;
      afterApplied = [];
      for (const fn of run) fn();
    }
  };
  const applyNow = () => {
    // An empty sheet is not adopted at all (marks drawn as boxes; no scope yet): adopting one
    // still costs Gecko a rebuild of the page's style data and a style flush (~4 ms, measured).
    if (!used || (css === applied && (css === '' || sheet.adopt(doc)))) return;
    applied = css;
    sheet.replace(css);
    sheet.adopt(doc);
    try {
      void win?.getComputedStyle(doc.documentElement).color; // the style update, here
    } catch {
      // A document without a view: the next frame takes the rules in.
    }
    probe();
  };
  const applySoon = () => {
    if (!used || applyPending) return;
    applyPending = true;
    if (win) applyTimer = win.setTimeout(apply, 0) as unknown as number;
    else apply();
  };
  /** After the frame that applied the rules (style is clean then: the read is free). */
  const probe = () => {
    if (inherits !== null || probing || !win?.requestAnimationFrame) return;
    probing = true;
    win.requestAnimationFrame(() =>
      win.setTimeout(() => {
        probing = false;
        // Inheritance is probed on a child of a covered subtree (without one, nothing below them
        // needs it yet).
        let el: Element | null = null;
        for (const e of lastElements) if (e.isConnected && (el = e.firstElementChild)) break;
        if (!used || !el || inherits !== null) return;
        inherits = rootRulesInherit(win, el);
        if (!inherits) write();
      }, 0),
    );
  };

  return {
    /** Runs `fn` right after new rules waiting for their task (apply()) are applied, in that
     *  task; now if none wait. The marks they style are best drawn then: the page takes both
     *  in one frame. */
    afterApply(fn: () => void): void {
      if (applyPending && css !== applied) afterApplied.push(fn);
      else fn();
    },
    /** Styles <rulings-term> elements (the engine calls it when it meets one). */
    use(): void {
      termSheet.adopt(doc);
    },
    /** True when the mark rules reach `el` (in a shadow tree: the shadow sheet does). */
    covers: (el: Element): boolean => {
      try {
        return provided || universal || layered || el.getRootNode().nodeType === 11 || (within !== '' && el.closest(within) !== null);
      } catch {
        return false;
      }
    },
    /** Rules for `elements` (subtree roots, document order). */
    cover(elements: readonly Element[]): void {
      if (provided) return;
      lastElements = elements;
      // With highlight inheritance (or before the probe), a document this big has its marks drawn
      // as boxes (checked again as the page grows: the live collection counts anew only after a
      // change of the document). Without it, write() decides.
      if (onLayered && !layered && !universal && inherits !== false && elementCount(elements[0]?.ownerDocument ?? doc) > BIG_DOCUMENT) {
        layered = true;
        onLayered();
      }
      if (!universal && !layered) {
        const next = inherits === false ? null : scopeSelectors(elements);
        if (next && used && next.join() === scope.join()) return; // e.g. an element no path can name
        if (next) scope = next;
      }
      used = true;
      write();
    },
    adoptInto(root: ShadowRoot): void {
      shadowSheet.adopt(root);
    },
    remove(): void {
      if (applyTimer !== null) win?.clearTimeout(applyTimer);
      applyTimer = null;
      applyPending = false;
      afterApplied = [];
      sheet.removeAll();
      termSheet.removeAll();
      shadowSheet.removeAll();
      used = false;
      universal = layered = false;
      scope = [];
      within = '';
      css = applied = '';
      lastElements = [];
    },
  };
}
