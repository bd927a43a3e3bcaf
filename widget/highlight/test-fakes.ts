// Stand-ins for the highlighter's unit tests: happy-dom has no CSS Custom Highlight API, no
// constructable sheets that count, and no layout, so these fake just what the highlighter reads.
import type { Match } from '../../rulings-data/schema.ts';
import type { createHighlighter } from './highlighter.ts';

class FakeHighlight extends Set<unknown> {
  priority = 0;
}
class FakeStaticRange {
  constructor(init: object) {
    Object.assign(this, init);
  }
}

interface FakeOpts {
  /** A layout-less window with frames (drawSoon / the style probe run when frames run). */
  frames?: boolean;
  /** Whether getComputedStyle(el, '::highlight(…)').backgroundColor answers the mark's tint
   *  (the probe) or transparent. */
  inherited?: boolean;
  /** setTimeout queues (runTimers() runs them) instead of running at once. */
  timers?: boolean;
}

export function fakeDoc(opts: FakeOpts = {}) {
  const registry = new Map<string, FakeHighlight>();
  const frames: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const sheets: FakeSheet[] = [];
  class FakeSheet {
    css = '';
    constructor() {
      sheets.push(this);
    }
    replaceSync(css: string) {
      this.css = css;
    }
  }
  const win: Record<string, unknown> = {
    CSS: { highlights: registry },
    Highlight: FakeHighlight,
    StaticRange: FakeStaticRange,
    CSSStyleSheet: FakeSheet,
    performance,
    setTimeout: (fn: () => void) => (opts.timers ? timers.push(fn) : fn(), 0),
    clearTimeout() {},
  };
  if (opts.frames) {
    win.requestAnimationFrame = (fn: () => void) => frames.push(fn);
    win.cancelAnimationFrame = () => {};
    win.getComputedStyle = () => ({ backgroundColor: opts.inherited ? 'rgba(217, 119, 6, 0.18)' : 'rgba(0, 0, 0, 0)' });
  }
  const doc = { defaultView: win, createRange: () => document.createRange(), body: document.body, adoptedStyleSheets: [] as unknown[] } as unknown as Document;
  return { doc, registry, sheets, runFrames: () => frames.splice(0).forEach((fn) => fn()), runTimers: () => timers.splice(0).forEach((fn) => fn()) };
}

/** The rules of the document's adopted sheet. */
export const adoptedCss = (doc: Document) => (doc.adoptedStyleSheets as unknown as Array<{ css: string }>).map((sh) => sh.css).join('\n');

/** A check that finds `el` near. */
export const drawAll = (h: ReturnType<typeof createHighlighter>, el: Element) => {
  h.drawNear({ whole: [el], opened: [] });
};
export const m = (start: number, end: number, confidence: Match['confidence']): Match => ({ start, end, id: 'x', lang: 'en', confidence });
export const textIn = (parent: Element, s: string) => parent.appendChild(document.createTextNode(s));
