// Draws keyword marks with the CSS Custom Highlight API: one Highlight per confidence level in
// CSS.highlights, filled with StaticRanges (no live-range upkeep on every DOM change; when a
// node's text changes we drop and rebuild its ranges ourselves). Only text near the viewport
// has ranges registered (see near-viewport.ts for the measured reason): the engine hands over
// the near parts of the page at each viewport check; the rest is kept ready and drawn when it
// comes near. Where the API is missing, or with `highlight: 'none'`, nothing is drawn and the
// widget is hover-only: we never wrap words in elements or rewrite the page.
import type { Confidence, Match } from '../../rulings-data/schema.ts';
import type { HighlightMode, MarkStyles } from '../config/options.ts';
import { HIGHLIGHT_NAMES } from './highlight-styles.ts';
import type { NearParts } from '../scan/near-content.ts';
import type { Piece } from '../scan/runs.ts';
import { nearMarked } from './near-viewport.ts';
import type { MarkLayer, MarkLayerFactory } from './mark-layer.ts';
import { scopedStyles } from './scoped-styles.ts';

export interface Highlighter {
  /** True when marks are drawn (API present and mode is not 'none'). */
  readonly drawing: boolean;
  /** Replaces the marks of `node` with `matches` (levels filtered by the mode). */
  set(node: Text, matches: readonly Match[]): void;
  remove(node: Text): void;
  /** Shows which word the tooltip is about (background tint; every piece of a word that spans
   *  text nodes, runs.ts); null clears it. */
  setActive(node: Text | null, match?: Match): void;
  /** Makes the mark styles apply inside an open shadow root. */
  adoptInto(root: ShadowRoot): void;
  /** Adopts the stylesheet now (the engine calls it for <rulings-term>; marks call it themselves). */
  useStyles(): void;
  /** Draws the marks inside `parts` and takes away the others (and scopes the mark styles to
   *  the parts holding them: scoped-styles.ts); `onDrawn` runs once the ranges are in (now, or
   *  in the task that applies new mark rules). Always true (kept for callers that retry). */
  drawNear(parts: NearParts, onDrawn?: () => void): boolean;
  /** The marks of `node` (what is tinted there, drawn or not yet), or undefined for none: the
   *  keyboard's mark navigation goes from mark to mark (keyboard/mark-order.ts). */
  marksOf(node: Text): readonly Match[] | undefined;
  /** A word drawn near the viewport (the tooltip warm-up's sample), or null when none is. */
  sample(): { node: Text; match: Match } | null;
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

/** `onFar`: called when marks are set on an element not drawn yet (a check may draw them);
 *  `markStyles`: where the mark rules come from (options.ts, MarkStyles); `markLayer`: draws the
 *  marks as boxes where ::highlight() rules would cost a big document a long task (Gecko without
 *  ids; Chromium past 50,000 elements: scoped-styles.ts). The widget passes createMarkLayer;
 *  without it the former get the universal rules and the latter keep the scoped ones. */
export function createHighlighter(doc: Document, mode: HighlightMode, onFar: () => void = () => {}, markStyles: MarkStyles = 'scoped', markLayer?: MarkLayerFactory): Highlighter {
  const api = highlightApi(doc);
  let layer: MarkLayer | null = null;
  const styles = scopedStyles(
    doc,
    markStyles === 'provided',
    markLayer &&
      (() => {
        layer = markLayer(doc, [['active', active], ['low', levels.low], ['medium', levels.medium], ['high', levels.high]]);
        layer.dirty();
      }),
  );
  if (!api) return noopHighlighter(styles);

  const levels: Record<Confidence, Highlight> = { high: new api.Highlight(), medium: new api.Highlight(), low: new api.Highlight() };
  const active = new api.Highlight();
  active.priority = 1; // above the marks' tints
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
  /** The subtrees the mark styles are scoped to, and the element of the active word. */
  let scoped: Element[] = [];
  let activeEl: Element | null = null;
  /** Scopes the styles to `els` (+ the active word's element) unless they reach them already. */
  const cover = (els: Element[]) => {
    const all = activeEl && !els.includes(activeEl) ? [...els, activeEl] : els;
    if (all.every(styles.covers)) return;
    scoped = els;
    styles.cover(all);
  };

  /** The near set the last drawNear() found, drawn by redrawNear() (now or after the rules). */
  let nextNear: Set<Element> | null = null;
  function redrawNear(): void {
    const found = nextNear;
    if (!found) return;
    nextNear = null;
    for (const el of near) if (!found.has(el)) for (const node of byElement.get(el) ?? []) undraw(node);
    near = found;
    for (const el of found) for (const node of byElement.get(el) ?? []) draw(node);
  }

  function draw(node: Text): void {
    const m = marks.get(node);
    if (!m || m.drawn) return;
    if (!styles.covers(m.el)) cover([...scoped, m.el]);
    m.drawn = m.matches.map((match) => {
      const range = makeRange(node, match.start, match.end);
      levels[match.confidence].add(range);
      count++;
      return { hl: levels[match.confidence], range };
    });
    layer?.dirty();
  }
  function undraw(node: Text): void {
    const m = marks.get(node);
    if (!m?.drawn) return;
    for (const { hl, range } of m.drawn) if (hl.delete(range)) count--;
    m.drawn = null;
    layer?.dirty();
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
      activeEl = null;
      if (node && match && node.isConnected) {
        for (const [n, m] of (match as Piece).word?.pieces ?? [[node, match]]) {
          const el = n.parentElement;
          if (el && !styles.covers(el)) activeEl = el;
          active.add(makeRange(n, m.start, m.end));
        }
        if (activeEl) cover(scoped);
      }
      layer?.dirty('active');
    },
    adoptInto: styles.adoptInto,
    useStyles: styles.use,
    drawNear(parts, onDrawn) {
      if (!drawing) {
        onDrawn?.();
        return true;
      }
      const found = nearMarked(parts, (el) => byElement.has(el));
      // The styles first (one sheet change for the whole check), then the ranges.
      if (found.size) cover(subtreesOf(found, parts));
      nextNear = found;
      // New rules are applied in a task of their own (scoped-styles.ts). The range changes wait
      // for that task: Chromium re-validates every highlight range (and repaints the marked
      // text) in each frame that changes highlights or styles, so ranges drawn now and rules
      // applied after would cost that twice for one change. Unstyled, the ranges would not show
      // before the rules anyway.
      const done = () => {
        redrawNear();
        onDrawn?.();
      };
      styles.afterApply(done);
      return true;
    },
    marksOf: (node) => marks.get(node)?.matches,
    sample() {
      for (const el of near)
        for (const node of byElement.get(el) ?? []) {
          const m = marks.get(node);
          if (m?.drawn && m.matches.length) return { node, match: m.matches[0] };
        }
      return null;
    },
    size: () => count,
    clear() {
      for (const hl of Object.values(levels)) hl.clear();
      active.clear();
      count = 0;
      marks = new WeakMap();
      byElement.clear();
      near = new Set();
      nextNear = null;
      scoped = [];
      activeEl = null;
      layer?.dirty();
    },
    destroy() {
      this.clear();
      for (const name of Object.values(HIGHLIGHT_NAMES)) {
        const registered = api.registry.get(name);
        if (registered === active || Object.values(levels).includes(registered as Highlight)) api.registry.delete(name);
      }
      styles.remove();
      layer?.destroy();
      layer = null;
    },
  };
}

/** The near parts holding the marked elements `found`: each marked element lifted to the part it
 *  is in (the child of an opened element), or itself when it is an opened element. */
function subtreesOf(found: Set<Element>, parts: NearParts): Element[] {
  const opened = new Set(parts.opened);
  const whole = new Set(parts.whole);
  const out = new Set<Element>();
  for (const el of found) {
    let e = el;
    if (!opened.has(e)) while (!whole.has(e) && e.parentElement && !opened.has(e.parentElement)) e = e.parentElement;
    out.add(e);
  }
  return [...out];
}

function noopHighlighter(styles: ReturnType<typeof scopedStyles>): Highlighter {
  return {
    drawing: false,
    set() {},
    remove() {},
    setActive() {},
    adoptInto: styles.adoptInto,
    useStyles: styles.use,
    drawNear(_parts, onDrawn) {
      onDrawn?.();
      return true;
    },
    marksOf: () => undefined,
    sample: () => null,
    size: () => 0,
    clear() {},
    destroy: styles.remove,
  };
}
