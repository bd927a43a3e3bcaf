// Marks drawn as boxes of our own, over the page, instead of through ::highlight() rules. Used
// only where those rules would cost the big document a long task (scoped-styles.ts):
// - an engine without highlight inheritance (Gecko) on a page where no uniquely id'd ancestor
//   names the marked text cheaply: there, adopting the universal rules is one style pass over
//   every element that no slicing can split (57-62 ms on the 18,000-element CR page, Firefox 153,
//   measured), and naming elements by class or tag name costs about as much (Gecko restyles
//   every element of a tag with its subtree: `p` alone 40-72 ms there);
// - Chromium on a document of over 50,000 elements: it answers each change of the document's
//   rules, even an empty sheet, with a pass over every element (35-62 ms on the
//   100,000-element page; scripts/bench/rule-change-cost.ts), at the first marks and again at
//   each scroll far away. The layer costs that page one first frame, then its own boxes only.
// The ranges stay registered in CSS.highlights (hover and hit-testing are unchanged); this layer
// paints them.
//
// - One host, `<rulings-lens-marks>`, appended to <html> (in a task of its own, its boxes a frame
//   later: see `ready`), absolutely placed at the document's
//   origin, 0×0, `pointer-events: none`, z-index auto: boxes scroll with the document without
//   redrawing, sit above the page's static content and below its own z-indexed layers
//   (dialogs, menus). Styles go through CSSOM and an adopted sheet (a strict style-src CSP
//   blocks neither). It carries the UI host attribute, so scanning skips it.
// - A box per client rect of each range: a tint per confidence level, a stronger one for the
//   active word. Boxes are clipped to the ancestors that clip (overflow other than
//   visible), so a mark scrolled out of a scroller is not drawn outside it.
// - Redrawn in the next animation frame after a change of the ranges (only the kinds that
//   changed: a hover redraws the active tint alone), a scroll of a scroller (its content moves
//   under the boxes) or of the document when marks are in fixed or sticky content, a resize of
//   the window, a size change of the document (content reflowed above the marks), or a font
//   load. Reading client rects then costs a read of a clean layout (~14-200 ranges).
import { BOX_CSS, HIGHLIGHT_NAMES } from './highlight-styles.ts';
import { adoptShadowCss, isolateHost } from '../host-style.ts';
import { UI_HOST_ATTR } from '../scan/skip-rules.ts';

export const LAYER_TAG = 'rulings-lens-marks';

type Win = Window & typeof globalThis;
type Kind = keyof typeof HIGHLIGHT_NAMES;

/** Size and layout containment: what moves inside never reflows the page around it (Gecko
 *  otherwise reflowed the document's root for each redraw: hovers and scrolls of the CR page
 *  took 50-130 ms frames, measured). No paint containment: that would clip the boxes to 0×0. */
const CONTAIN: ReadonlyArray<readonly [string, string]> = [['contain', 'size layout style']];

export interface MarkLayer {
  /** The ranges changed (of `kind` only, when given): redraw in the next frame. */
  dirty(kind?: Kind): void;
  destroy(): void;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const intersect = (a: Box, b: Box | null): Box | null => {
  if (!b) return a;
  const r = { left: Math.max(a.left, b.left), top: Math.max(a.top, b.top), right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom) };
  return r.right > r.left && r.bottom > r.top ? r : null;
};

export type MarkLayerFactory = typeof createMarkLayer;

/** `sets`: the highlights to paint, in paint order (the active tint first, under the marks' tints). */
export function createMarkLayer(doc: Document, sets: ReadonlyArray<readonly [Kind, Iterable<AbstractRange>]>): MarkLayer {
  const win = doc.defaultView as Win;
  const host = doc.createElement(LAYER_TAG);
  host.setAttribute(UI_HOST_ATTR, '');
  isolateHost(host, 'absolute', CONTAIN);
  const shadow = host.attachShadow({ mode: 'open' });
  adoptShadowCss(shadow, doc, BOX_CSS);
  // One group of boxes per kind, in paint order (a <span>: not a box itself, so the boxes keep
  // the host as their containing block): a hover changes only the active word's tint, and
  // redrawing just that group spares reading every mark's rects and restyling every box (in
  // Firefox on the CR page the full redraw per hover and per leave cost as much as the tooltip).
  const groups = new Map<Kind, { el: HTMLElement; pool: HTMLElement[] }>();
  for (const [kind] of sets) groups.set(kind, { el: shadow.appendChild(doc.createElement('span')), pool: [] });
  let frame = 0;
  let destroyed = false;
  /** The kinds to redraw in the next frame; null: all of them. */
  let dirtyKinds: Set<Kind> | null = new Set();
  /** A box drawn at the last full redraw (or since) is inside fixed or sticky content: the
   *  document's own scrolling moves its text against the layer. Otherwise it does not (the layer
   *  scrolls with the document), and a document scroll needs no redraw. */
  let pinned = false;
  let pinnedNow = false;

  /** The part of the viewport where `el`'s content can show: the intersection of the padding
   *  boxes of its clipping ancestors (null: no clipping). Cached per redraw. */
  const clipOf = (el: Element | null, cache: Map<Element, Box | null>): Box | null => {
    if (!el || el === doc.documentElement || el === doc.body) return null;
    const known = cache.get(el);
    if (known !== undefined) return known;
    const up = clipOf(el.parentElement, cache);
    let own: Box | null = null;
    const cs = win.getComputedStyle(el);
    if (cs.position === 'fixed' || cs.position === 'sticky') pinnedNow = true;
    if ((cs.overflowX !== 'visible' || cs.overflowY !== 'visible') && cs.display !== 'contents') {
      const r = el.getBoundingClientRect();
      const left = r.left + el.clientLeft;
      const top = r.top + el.clientTop;
      own = { left, top, right: left + el.clientWidth, bottom: top + el.clientHeight };
    }
    const clip = own ? (intersect(own, up) ?? { left: 0, top: 0, right: 0, bottom: 0 }) : up;
    cache.set(el, clip);
    return clip;
  };

  const box = (group: { el: HTMLElement; pool: HTMLElement[] }, i: number): HTMLElement => {
    let el = group.pool[i];
    if (!el) {
      el = group.pool[i] = doc.createElement('div');
      group.el.appendChild(el);
    }
    return el;
  };

  const redraw = () => {
    frame = 0;
    if (destroyed) return;
    const only = dirtyKinds;
    dirtyKinds = new Set();
    pinnedNow = false;
    if (!host.isConnected) doc.documentElement.appendChild(host); // an SPA wiped what it did not make
    const origin = host.getBoundingClientRect();
    const clips = new Map<Element, Box | null>();
    const range = doc.createRange();
    // Every rect is read before any box is written: a write between two reads would make the
    // next read lay the layer out again (a forced reflow per mark).
    const drawn: Array<[Kind, Box[]]> = [];
    for (const [kind, ranges] of sets) {
      if (only && !only.has(kind)) continue;
      const boxes: Box[] = [];
      drawn.push([kind, boxes]);
      for (const r of ranges) {
        const node = r.startContainer;
        // Marks in open shadow roots are styled there by the shadow sheet (scoped-styles.ts).
        if (!node.isConnected || node.getRootNode() !== doc) continue;
        try {
          range.setStart(node, r.startOffset);
          range.setEnd(r.endContainer, r.endOffset);
        } catch {
          continue; // the text changed under a static range: the engine re-marks it
        }
        const clip = clipOf(node.parentElement, clips);
        for (const rect of Array.from(range.getClientRects())) {
          if (!rect.width || !rect.height) continue;
          const b = intersect({ left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom }, clip);
          if (b) boxes.push(b);
        }
      }
    }
    for (const [kind, boxes] of drawn) {
      const group = groups.get(kind)!;
      for (let i = 0; i < boxes.length; i++) {
        const b = boxes[i];
        const el = box(group, i);
        el.className = kind;
        el.style.left = `${b.left - origin.left}px`;
        el.style.top = `${b.top - origin.top}px`;
        el.style.width = `${b.right - b.left}px`;
        el.style.height = `${b.bottom - b.top}px`;
      }
      for (const el of group.pool.splice(boxes.length)) el.remove();
    }
    pinned = only ? pinned || pinnedNow : pinnedNow;
  };

  /** The host is appended in a task of its own, after the frame that asked for the layer, and
   *  its boxes are drawn a frame after it was first painted: on a big page that first paint of a
   *  new box is most of the layer's cost (Chromium 156, 100,000 elements: ~10-26 ms of
   *  compositing inputs and ~10-18 ms of paint, whatever the box), and the viewport check that
   *  asked for the layer, or the boxes' own layout, would add to that frame. */
  let ready = false;
  let pending = false;
  const dirty = (kind?: Kind) => {
    if (destroyed) return;
    if (kind === undefined) dirtyKinds = null;
    else dirtyKinds?.add(kind);
    if (!ready) pending = true;
    else if (!frame) frame = win.requestAnimationFrame(redraw);
  };
  /** Anything may have moved: every kind. */
  const moved = () => dirty();
  /** A scroller's scroll moves its text against the layer; the document's only moves text in
   *  fixed or sticky content (Firefox redrew every box for each frame of a page scroll). */
  const scrolled = (e: Event) => {
    if (e.target !== doc || pinned) moved();
  };
  const opts = { capture: true, passive: true } as const;
  doc.addEventListener('scroll', scrolled, opts);
  win.addEventListener('resize', moved, opts);
  const fonts = (doc as Document & { fonts?: FontFaceSet }).fonts;
  fonts?.addEventListener?.('loadingdone', moved);
  // Content added or reflowed above the marks moves them without a scroll: the document's size
  // changes with it (most of the time).
  const resized = typeof win.ResizeObserver === 'function' ? new win.ResizeObserver(moved) : null;
  resized?.observe(doc.documentElement);
  const insert = win.setTimeout(() => {
    if (destroyed) return;
    doc.documentElement.appendChild(host);
    frame = win.requestAnimationFrame(() => {
      ready = true;
      frame = pending ? win.requestAnimationFrame(redraw) : 0;
    });
  }, 0);

  return {
    dirty,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      win.clearTimeout(insert);
      if (frame) win.cancelAnimationFrame(frame);
      doc.removeEventListener('scroll', scrolled, opts);
      win.removeEventListener('resize', moved, opts);
      fonts?.removeEventListener?.('loadingdone', moved);
      resized?.disconnect();
      host.remove();
    },
  };
}
