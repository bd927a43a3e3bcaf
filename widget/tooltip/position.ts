// Places the panel next to the marked word and keeps it there while open.
//
// Hand-written rather than @floating-ui/dom: that library alone was ~7 KB of the widget's 30 KB
// gzip budget, and the panel only needs one placement strategy (the same one it used there):
// below the word by default (so the line being read stays visible), flipped above when it does
// not fit below and there is more room above, shifted to stay 8 px inside the viewport, its
// height capped to the space actually available (the list scrolls).
//
// Small viewports (SHEET_QUERY: under 480 CSS px wide or 400 high, i.e. a phone, or a laptop at
// 200 % / 400 % zoom) get a bottom sheet instead: the stylesheet pins the panel to the bottom edge
// at full width (styles.ts, `[data-sheet]`); here it only has to leave the panel alone.
//
// Coordinates: the host is `position: fixed` at 0,0, so the panel (also fixed) is placed in
// viewport coordinates, minus the host's own offset — non-zero only when a page ancestor
// (e.g. a transformed <html>) makes itself the containing block of fixed elements.
import type { Anchor } from '../contracts.ts';

const GAP = 6;
const PADDING = 8;
/** Never shrink below this even in a tiny viewport: a 40 px tooltip is useless. */
const MIN_HEIGHT = 120;
const MAX_WIDTH = 420;
const MIN_WIDTH = 200;

/** When the tooltip is a bottom sheet (WCAG 1.4.10 reflow): narrower than 480 CSS px or lower
 *  than 400. The legacy max-* form (not `width < 480px`) for older engines; .98 so 479.5 counts. */
export const SHEET_QUERY = '(max-width: 479.98px), (max-height: 399.98px)';

export interface SheetWatch {
  matches(): boolean;
  stop(): void;
}

/** Follows SHEET_QUERY in `win` (a resize, a zoom change), calling `onChange` when it flips.
 *  Without matchMedia (old test DOMs) never a sheet. */
export function watchSheet(win: Window | null, onChange: () => void): SheetWatch {
  const mq = typeof win?.matchMedia === 'function' ? win.matchMedia(SHEET_QUERY) : null;
  mq?.addEventListener?.('change', onChange);
  return {
    matches: () => mq?.matches === true,
    stop: () => mq?.removeEventListener?.('change', onChange),
  };
}

export interface Placement {
  x: number;
  y: number;
  maxHeight: number;
  maxWidth: number;
  side: 'bottom' | 'top';
}

/** The word's box for a side: a word wrapped over two lines hangs from its last line when the
 *  panel is below, from its first line when above. */
function wordBox(anchor: Anchor, side: 'bottom' | 'top'): DOMRect {
  const rects = anchor.getClientRects ? Array.from(anchor.getClientRects()).filter((r) => r.width > 0 || r.height > 0) : [];
  if (rects.length === 0) return anchor.getBoundingClientRect();
  return side === 'bottom' ? rects[rects.length - 1] : rects[0];
}

/**
 * Where the panel goes, in viewport coordinates. `panelW/H` is the panel's natural size (before
 * any cap), `viewW/H` the viewport. Pure, so the rules are unit-testable without layout.
 */
export function place(anchor: Anchor, panelW: number, panelH: number, viewW: number, viewH: number): Placement {
  const below = wordBox(anchor, 'bottom');
  const above = wordBox(anchor, 'top');
  const roomBelow = viewH - below.bottom - GAP - PADDING;
  const roomAbove = above.top - GAP - PADDING;
  const side = panelH <= roomBelow || roomBelow >= roomAbove ? 'bottom' : 'top';
  const room = side === 'bottom' ? roomBelow : roomAbove;
  const maxHeight = Math.floor(Math.max(MIN_HEIGHT, Math.min(room, viewH * 0.6)));
  const maxWidth = Math.floor(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, viewW - 2 * PADDING)));
  const height = Math.min(panelH, maxHeight);
  const width = Math.min(panelW, maxWidth);
  const ref = side === 'bottom' ? below : above;
  const y = side === 'bottom' ? ref.bottom + GAP : ref.top - GAP - height;
  // Shift along the word's line only (as before): keep the panel inside the viewport sideways.
  const x = Math.max(PADDING, Math.min(ref.left, viewW - PADDING - width));
  return { x, y, maxHeight, maxWidth, side };
}

/**
 * A pinned bottom sheet (a tap's preview, a click) that covers its word scrolls the page just
 * enough for the word to show above it: the reader keeps what they asked about in view, and a
 * second tap on a link must find the link. The window only (nested scrollers keep their place);
 * a page too short to scroll keeps the word covered, and a word in the strip above stays put.
 */
export function revealAboveSheet(anchor: Anchor, panel: HTMLElement): void {
  const win = panel.ownerDocument.defaultView;
  if (!win || panel.dataset.sheet !== 'true') return;
  try {
    const word = wordBox(anchor, 'top');
    const overlap = word.bottom + GAP - panel.getBoundingClientRect().top;
    const room = word.top - PADDING; // never past the top edge
    const by = Math.min(overlap, room);
    if (overlap > 0 && by > 0) win.scrollBy(0, by);
  } catch {
    // A detached anchor cannot be measured: nothing to reveal.
  }
}

/** Starts positioning `panel` against `anchor`; returns the cleanup function. */
export function trackPosition(anchor: Anchor, panel: HTMLElement): () => void {
  const doc = panel.ownerDocument;
  const win = doc.defaultView!;
  let stopped = false;
  let last = '';
  /** The border-box size update() placed the panel for, when it knows it (see the observer). */
  let placedFor: { w: number; h: number } | null = null;

  const update = () => {
    if (stopped) return;
    if (panel.dataset.sheet === 'true') {
      placeSheet();
      return;
    }
    try {
      // Measure the natural size: drop our own caps first (the stylesheet's caps stay).
      panel.style.maxHeight = '';
      panel.style.maxWidth = '';
      const natural = panel.getBoundingClientRect();
      const p = place(anchor, natural.width, natural.height, win.innerWidth, win.innerHeight);
      const origin = containingBlockOrigin(panel);
      panel.style.maxHeight = `${p.maxHeight}px`;
      panel.style.maxWidth = `${p.maxWidth}px`;
      let h = Math.min(natural.height, p.maxHeight);
      if (p.side === 'top') {
        // The capped height may differ from the natural one: hang the panel from the word.
        h = panel.getBoundingClientRect().height;
        p.y = wordBox(anchor, 'top').top - GAP - h;
      }
      // A narrower cap re-wraps the text, to a height not measured here (below the word).
      placedFor = natural.width <= p.maxWidth || p.side === 'top' ? { w: Math.min(natural.width, p.maxWidth), h } : null;
      const key = `${Math.round(p.x - origin.x)},${Math.round(p.y - origin.y)}`;
      if (key !== last) {
        last = key;
        panel.style.left = `${Math.round(p.x - origin.x)}px`;
        panel.style.top = `${Math.round(p.y - origin.y)}px`;
      }
    } catch {
      // A detached anchor (the page removed the word) cannot be measured: keep the panel where
      // it is but visible rather than invisible and focused.
    }
    panel.style.visibility = '';
  };

  /** A bottom sheet is placed by the stylesheet: drop the inline placement of a popover (the
   *  viewport may just have shrunk into sheet size). */
  const placeSheet = () => {
    for (const prop of ['max-height', 'max-width', 'left', 'top']) panel.style.removeProperty(prop);
    last = '';
    placedFor = null;
    panel.style.visibility = '';
  };

  // Later updates are batched to one per frame. The first runs now: the caller has just
  // rendered the panel, and it must be visible before pin() focuses it (Chromium does not focus
  // a `visibility: hidden` element).
  const hasRaf = typeof win.requestAnimationFrame === 'function';
  let frame = 0;
  const schedule = () => {
    if (!frame && !stopped) frame = hasRaf ? win.requestAnimationFrame(run) : win.setTimeout(run, 16);
  };
  const run = () => {
    frame = 0;
    update();
  };
  update();

  // What moves the word or changes the panel's size: any scroll (capture: nested scrollers too),
  // a resize, and the panel's own content changing (language switch, "N more").
  const opts = { capture: true, passive: true } as const;
  doc.addEventListener('scroll', schedule, opts);
  win.addEventListener('resize', schedule, { passive: true });
  let observer: ResizeObserver | null = null;
  if (typeof win.ResizeObserver === 'function') {
    // Its first report (observing starts with one) is of the size update() has just placed the
    // panel for; so is the report of a size update()'s own caps made. Another update then would
    // clear and reset the caps, re-laying out the panel in the next frame: a second frame of
    // layout, paint and (in Chromium) highlight re-validation for every hover. Measured on the
    // CR bench page when marks were underlines, it doubled the main-thread time of every hover.
    observer = new win.ResizeObserver((entries) => {
      const size = entries[entries.length - 1]?.borderBoxSize?.[0];
      const expected = placedFor;
      placedFor = null;
      if (expected && size && Math.abs(size.inlineSize - expected.w) < 0.5 && Math.abs(size.blockSize - expected.h) < 0.5) return;
      schedule();
    });
    observer.observe(panel);
  }

  return () => {
    stopped = true;
    if (frame) {
      if (hasRaf) win.cancelAnimationFrame(frame);
      else win.clearTimeout(frame);
    }
    doc.removeEventListener('scroll', schedule, opts);
    win.removeEventListener('resize', schedule);
    observer?.disconnect();
  };
}

/** Viewport position of the box that `position: fixed` is relative to for the panel: the
 *  host's (fixed at 0,0) own box tells us. (0,0) in the usual case. */
function containingBlockOrigin(panel: HTMLElement): { x: number; y: number } {
  const host = (panel.getRootNode() as ShadowRoot).host as HTMLElement | undefined;
  const r = host?.getBoundingClientRect?.();
  return r ? { x: r.left, y: r.top } : { x: 0, y: 0 };
}
