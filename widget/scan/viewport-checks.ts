// Runs a check of "what is near the viewport now" in an animation frame (the frame that will
// paint its result): when asked (new marks, new content), and after scrolling (of the page or of
// any scroller), resizing, or a change of the document's size (content loaded or expanded).
// Checks are at most every `throttleMs` (the first one, and `request(true)`, at the next frame):
// each batch of changes a check makes has a cost of its own on big documents, so scrolling must
// not cause one per frame. Listeners exist only between start() and stop().

export interface ViewportChecks {
  /** Check at the next frame (`now`) or at the next throttled slot. */
  request(now?: boolean): void;
  /** Listen for scroll / resize / document size changes (idempotent). */
  start(): void;
  /** Stop listening and drop a pending check. */
  stop(): void;
}

export interface CheckScheduling {
  now(): number;
  frame(fn: () => void): unknown;
  cancelFrame(id: unknown): void;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

type Win = Window & typeof globalThis;

export function browserCheckScheduling(win: Win): CheckScheduling {
  return {
    now: () => win.performance.now(),
    frame: (fn) => win.requestAnimationFrame(() => fn()),
    cancelFrame: (id) => win.cancelAnimationFrame(id as number),
    setTimeout: (fn, ms) => win.setTimeout(fn, ms),
    clearTimeout: (id) => win.clearTimeout(id as number),
  };
}

export function viewportChecks(doc: Document, check: () => void, throttleMs: number, sch?: CheckScheduling): ViewportChecks {
  const win = doc.defaultView as Win | null;
  const s = sch ?? (win ? browserCheckScheduling(win) : null);
  let frameId: unknown = null;
  let timerId: unknown = null;
  let last = -Infinity;
  let listening = false;
  let resizeObserver: ResizeObserver | null = null;

  /** The <html> box when the last check ran (while listening). ResizeObserver sends a first
   *  notification after observe() whatever the size: when that size is the one the check just
   *  worked with, a second check would find nothing new (on the CR bench page it was a whole
   *  extra check after the first marks, ~1 ms). Read before check(), which reads the layout
   *  anyway and may then change styles (a read after it could force their recalculation). */
  let seen: { width: number; height: number } | null = null;
  const run = () => {
    frameId = null;
    last = s!.now();
    if (resizeObserver && doc.documentElement) {
      const r = doc.documentElement.getBoundingClientRect();
      seen = { width: r.width, height: r.height };
    }
    check();
  };
  function request(now = false): void {
    if (!s || frameId !== null) return;
    const wait = now ? 0 : last + throttleMs - s.now();
    if (wait <= 0) {
      if (timerId !== null) s.clearTimeout(timerId);
      timerId = null;
      frameId = s.frame(run);
    } else if (timerId === null) {
      timerId = s.setTimeout(() => {
        timerId = null;
        if (frameId === null) frameId = s.frame(run);
      }, wait);
    }
  }
  const onChange = () => request();
  const opts: AddEventListenerOptions = { capture: true, passive: true };

  return {
    request,
    start() {
      if (listening || !win) return;
      listening = true;
      // Capture: scroll events of inner scrollers do not bubble, but they do pass the document.
      doc.addEventListener('scroll', onChange, opts);
      win.addEventListener('resize', onChange, opts);
      if (typeof win.ResizeObserver === 'function' && doc.documentElement) {
        resizeObserver = new win.ResizeObserver((entries) => {
          const box = entries[entries.length - 1]?.contentRect;
          if (box && seen && box.width === seen.width && box.height === seen.height) return;
          onChange();
        });
        resizeObserver.observe(doc.documentElement);
      }
    },
    stop() {
      if (frameId !== null) s?.cancelFrame(frameId);
      if (timerId !== null) s?.clearTimeout(timerId);
      frameId = timerId = null;
      if (!listening || !win) return;
      listening = false;
      doc.removeEventListener('scroll', onChange, opts);
      win.removeEventListener('resize', onChange, opts);
      resizeObserver?.disconnect();
      resizeObserver = null;
      seen = null;
    },
  };
}
