// Draws keyword marks with the CSS Custom Highlight API: one Highlight per confidence level in
// CSS.highlights, filled with StaticRanges (no live-range upkeep on every DOM change; when a
// node's text changes we drop and rebuild its ranges ourselves). Only text near the viewport
// has ranges registered (see near-viewport.ts for the measured reason): the engine hands over
// the near parts of the page at each viewport check; the rest is kept ready and drawn when it
// comes near. Where the API is missing, or with `highlight: 'none'`, nothing is drawn and the
// widget is hover-only: we never wrap words in elements or rewrite the page.
import type { Confidence, Match } from '../../rulings-data/schema.ts';
import type { HighlightMode } from '../config/options.ts';
import { AdoptedSheet, HIGHLIGHT_CSS, HIGHLIGHT_CSS_UNIVERSAL, HIGHLIGHT_NAMES, rootRulesInherit } from './highlight-styles.ts';
import type { NearParts } from '../scan/near-content.ts';
import { nearMarked } from './near-viewport.ts';

export interface Highlighter {
  /** True when marks are drawn (API present and mode is not 'none'). */
  readonly drawing: boolean;
  /** Replaces the marks of `node` with `matches` (levels filtered by the mode). */
  set(node: Text, matches: readonly Match[]): void;
  remove(node: Text): void;
  /** Shows which word the tooltip is about (background tint); null clears it. */
  setActive(node: Text | null, match?: Match): void;
  /** Makes the mark styles apply inside an open shadow root. */
  adoptInto(root: ShadowRoot): void;
  /** Adopts the stylesheet now (the engine calls it for <rulings-term>; marks call it themselves). */
  useStyles(): void;
  /** Draws the marks inside `parts` and takes away the others. False: not drawn, because the
   *  stylesheet was only adopted now; call again at the next frame (so the frame that restyles
   *  the document for it, the biggest task of a mount, holds nothing else). */
  drawNear(parts: NearParts): boolean;
  /** Ranges currently registered (near the viewport), for tests / diagnostics. */
  size(): number;
  clear(): void;
  destroy(): void;
}

type Win = Window & typeof globalThis;
type HighlightCtor = new (...ranges: AbstractRange[]) => Highlight;
interface Marks {
  el: Element;
  matches: readonly Match[];
  /** Registered ranges, or null while the element is away from the viewport. */
  drawn: Array<{ hl: Highlight; range: AbstractRange }> | null;
}

export function highlightApi(doc: Document): { registry: HighlightRegistry; Highlight: HighlightCtor } | null {
  const win = doc.defaultView as Win | null;
  const css = win?.CSS as (typeof CSS & { highlights?: HighlightRegistry }) | undefined;
  const Ctor = (win as (Win & { Highlight?: HighlightCtor }) | null)?.Highlight;
  if (!css || !css.highlights || typeof Ctor !== 'function') return null;
  return { registry: css.highlights, Highlight: Ctor };
}

/** `onFar`: called when marks are set on an element not drawn yet (a check may draw them). */
export function createHighlighter(doc: Document, mode: HighlightMode, onFar: () => void = () => {}): Highlighter {
  const api = highlightApi(doc);
  const styles = lazyStyles(doc);
  if (!api) return noopHighlighter(styles);

  const levels: Record<Confidence, Highlight> = { high: new api.Highlight(), medium: new api.Highlight(), low: new api.Highlight() };
  const active = new api.Highlight();
  active.priority = 1; // above the underline marks
  const drawing = mode !== 'none';
  if (drawing) for (const level of ['high', 'medium', 'low'] as const) api.registry.set(HIGHLIGHT_NAMES[level], levels[level]);
  api.registry.set(HIGHLIGHT_NAMES.active, active);

  const win = doc.defaultView as Win;
  const makeRange = (node: Text, start: number, end: number): AbstractRange => {
    if (typeof win.StaticRange === 'function') {
      return new win.StaticRange({ startContainer: node, startOffset: start, endContainer: node, endOffset: end });
    }
    const r = doc.createRange();
    r.setStart(node, start);
    r.setEnd(node, end);
    return r;
  };
  const wanted = (c: Confidence) => mode === 'all' || c === 'high';

  let marks = new WeakMap<Text, Marks>();
  /** Marked text nodes per parent element (what a viewport check looks for). */
  const byElement = new Map<Element, Set<Text>>();
  let count = 0;

  /** Marked elements drawn (near the viewport at the last check). */
  let near = new Set<Element>();

  function draw(node: Text): void {
    const m = marks.get(node);
    if (!m || m.drawn) return;
    styles.use();
    m.drawn = m.matches.map((match) => {
      const range = makeRange(node, match.start, match.end);
      levels[match.confidence].add(range);
      count++;
      return { hl: levels[match.confidence], range };
    });
  }
  function undraw(node: Text): void {
    const m = marks.get(node);
    if (!m?.drawn) return;
    for (const { hl, range } of m.drawn) if (hl.delete(range)) count--;
    m.drawn = null;
  }
  function remove(node: Text): void {
    const m = marks.get(node);
    if (!m) return;
    undraw(node);
    marks.delete(node);
    const set = byElement.get(m.el);
    set?.delete(node);
    if (set && set.size === 0) byElement.delete(m.el);
  }

  return {
    drawing,
    set(node, matches) {
      remove(node);
      if (!drawing) return;
      const kept = mode === 'all' ? matches : matches.filter((m) => wanted(m.confidence));
      const el = node.parentElement ?? (node.parentNode as ShadowRoot | null)?.host ?? null;
      if (!kept.length || !el) return;
      marks.set(node, { el, matches: kept, drawn: null });
      const set = byElement.get(el);
      if (set) set.add(node);
      else byElement.set(el, new Set([node]));
      if (near.has(el)) draw(node);
      else onFar();
    },
    remove,
    setActive(node, match) {
      active.clear();
      if (node && match && node.isConnected) {
        styles.use();
        active.add(makeRange(node, match.start, match.end));
      }
    },
    adoptInto: styles.adoptInto,
    useStyles: styles.use,
    drawNear(parts) {
      if (!drawing) return true;
      if (byElement.size && !styles.used()) {
        styles.use();
        return false;
      }
      const found = nearMarked(parts, (el) => byElement.has(el));
      for (const el of near) if (!found.has(el)) for (const node of byElement.get(el) ?? []) undraw(node);
      for (const el of found) if (!near.has(el)) for (const node of byElement.get(el)!) draw(node);
      near = found;
      return true;
    },
    size: () => count,
    clear() {
      for (const hl of Object.values(levels)) hl.clear();
      active.clear();
      count = 0;
      marks = new WeakMap();
      byElement.clear();
      near = new Set();
    },
    destroy() {
      this.clear();
      for (const name of Object.values(HIGHLIGHT_NAMES)) {
        const registered = api.registry.get(name);
        if (registered === active || Object.values(levels).includes(registered as Highlight)) api.registry.delete(name);
      }
      styles.remove();
    },
  };
}

/**
 * The stylesheet is adopted only once something needs it (a mark is drawn, a word is active, a
 * <rulings-term> exists): adopting any sheet makes the browser recalculate the style of the
 * whole document (~55 ms on the CR bench page, measured), which a page without keywords, the
 * common case for the extension, should never pay.
 * The sheet starts with the root-only rules (HIGHLIGHT_CSS); after the frame that applied them,
 * one computed-style read tells whether they reach the page's elements, and if not (no highlight
 * inheritance, Firefox) the universal rules replace them.
 */
function lazyStyles(doc: Document) {
  const sheet = new AdoptedSheet(doc, HIGHLIGHT_CSS);
  const shadowRoots: ShadowRoot[] = [];
  const win = doc.defaultView as Win | null;
  let used = false;
  return {
    used: () => used,
    use(): void {
      if (used) return;
      used = true;
      // After the frame that applies the sheet (style is up to date then: the read is free).
      if (sheet.adopt(doc)) win?.requestAnimationFrame?.(() => win.setTimeout(probe, 0));
      for (const root of shadowRoots) sheet.adopt(root);
    },
    adoptInto(root: ShadowRoot): void {
      shadowRoots.push(root);
      if (used) sheet.adopt(root);
    },
    remove(): void {
      sheet.removeAll();
      shadowRoots.length = 0;
      used = false;
    },
  };
  function probe(): void {
    const el = doc.body ?? doc.documentElement?.firstElementChild;
    if (used && (!el || !rootRulesInherit(win!, el))) sheet.replace(HIGHLIGHT_CSS_UNIVERSAL);
  }
}

function noopHighlighter(styles: ReturnType<typeof lazyStyles>): Highlighter {
  return {
    drawing: false,
    set() {},
    remove() {},
    setActive() {},
    adoptInto: styles.adoptInto,
    useStyles: styles.use,
    drawNear: () => true,
    size: () => 0,
    clear() {},
    destroy: styles.remove,
  };
}
