// Tracks which elements are within about one screen of the viewport, with one
// IntersectionObserver (computed by the browser, off our scripts' budget).
//
// Why: in Chromium every frame in which a registered Highlight changes costs time proportional
// to ALL registered ranges (measured, Chromium 156: ~10-17 µs per range per changed frame, so
// 10,000 marks = 60-170 ms per change). Drawing only the marks near the viewport keeps that
// bounded by what is on screen, whatever the length of the page.
// Crossings are delivered in batches at most every FLUSH_MS (first one at once): each batch is
// one highlight change, and a change has a cost of its own on big documents, so scrolling must
// not cause one per frame. (The observer itself costs about 1 µs per watched element per
// scrolled frame: ~3 ms for 3,000 marked elements, ~20 ms for a synthetic 20,000.)
export const NEAR_MARGIN = '100% 0px 100% 0px';
export const FLUSH_MS = 100;

export interface NearViewport {
  /** Start watching `el`; `onChange(el, near)` fires once soon, then on every crossing. */
  watch(el: Element): void;
  unwatch(el: Element): void;
  isNear(el: Element): boolean;
  reset(): void;
}

export function trackNearViewport(doc: Document, onChange: (el: Element, near: boolean) => void): NearViewport {
  const win = doc.defaultView as (Window & typeof globalThis) | null;
  const IO = win?.IntersectionObserver;
  let near = new WeakSet<Element>();
  if (!win || typeof IO !== 'function') {
    // No observer: everything counts as near (old engines, tests).
    return { watch: (el) => onChange(el, true), unwatch() {}, isNear: () => true, reset() {} };
  }
  let pending = new Map<Element, boolean>();
  let timer: number | null = null;
  let lastFlush = -Infinity;
  const flush = () => {
    timer = null;
    lastFlush = win.performance.now();
    const batch = pending;
    pending = new Map();
    for (const [el, isNear] of batch) onChange(el, isNear);
  };
  const io = new IO(
    (entries) => {
      for (const e of entries) {
        const r = e.boundingClientRect;
        // A box-less parent (display: contents) never intersects: count it as near rather than
        // never marking its text.
        const isNear = e.isIntersecting || (r.width === 0 && r.height === 0 && e.target.isConnected);
        if (isNear === near.has(e.target)) continue;
        if (isNear) near.add(e.target);
        else near.delete(e.target);
        pending.set(e.target, isNear);
      }
      if (!pending.size || timer !== null) return;
      const wait = lastFlush + FLUSH_MS - win.performance.now();
      if (wait <= 0) flush();
      else timer = win.setTimeout(flush, wait);
    },
    { rootMargin: NEAR_MARGIN },
  );
  return {
    watch: (el) => io.observe(el),
    unwatch(el) {
      io.unobserve(el);
      near.delete(el);
      pending.delete(el);
    },
    isNear: (el) => near.has(el),
    reset() {
      io.disconnect();
      near = new WeakSet();
      pending = new Map();
      if (timer !== null) win.clearTimeout(timer);
      timer = null;
    },
  };
}
