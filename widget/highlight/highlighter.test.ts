// @vitest-environment happy-dom
// Bookkeeping only: happy-dom has no CSS Custom Highlight API, so a minimal stand-in registry is
// used here. Painting itself can only be checked in real Chromium (browser e2e).
import { describe, expect, it } from 'vitest';
import type { Match } from '../../rulings-data/schema.ts';
import { HIGHLIGHT_NAMES } from './highlight-styles.ts';
import { createHighlighter } from './highlighter.ts';

class FakeHighlight extends Set<unknown> {
  priority = 0;
}
class FakeStaticRange {
  constructor(init: object) {
    Object.assign(this, init);
  }
}

type IoCallback = (entries: Array<{ target: Element; isIntersecting: boolean; boundingClientRect: DOMRect }>) => void;

function fakeDoc(opts: { io?: boolean } = {}) {
  const registry = new Map<string, FakeHighlight>();
  const observers: Array<{ cb: IoCallback; targets: Set<Element> }> = [];
  const win: Record<string, unknown> = {
    CSS: { highlights: registry },
    Highlight: FakeHighlight,
    StaticRange: FakeStaticRange,
    performance,
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: number) => clearTimeout(id),
  };
  if (opts.io) {
    win.IntersectionObserver = class {
      targets = new Set<Element>();
      constructor(cb: IoCallback) {
        observers.push({ cb, targets: this.targets });
      }
      observe(el: Element) {
        this.targets.add(el);
      }
      unobserve(el: Element) {
        this.targets.delete(el);
      }
      disconnect() {
        this.targets.clear();
      }
    };
  }
  const doc = { defaultView: win, createRange: () => document.createRange() } as unknown as Document;
  const cross = (el: Element, isIntersecting: boolean) =>
    observers[0].cb([{ target: el, isIntersecting, boundingClientRect: new DOMRect(0, 0, 10, 10) }]);
  return { doc, registry, cross, watched: () => observers[0]?.targets.size ?? 0 };
}

const m = (start: number, end: number, confidence: Match['confidence']): Match => ({ start, end, id: 'x', lang: 'en', confidence });
const textIn = (parent: Element, s: string) => parent.appendChild(document.createTextNode(s));

describe('highlighter', () => {
  it('registers one Highlight per level, replaces and removes a node\'s ranges, unregisters on destroy', () => {
    const { doc, registry } = fakeDoc();
    const h = createHighlighter(doc, 'all');
    expect([...registry.keys()].sort()).toEqual(Object.values(HIGHLIGHT_NAMES).sort());
    const p = document.createElement('p');
    const a = textIn(p, 'Ward and flying and madness');
    h.set(a, [m(0, 4, 'high'), m(9, 15, 'medium'), m(20, 27, 'low')]);
    expect(registry.get(HIGHLIGHT_NAMES.high)!.size).toBe(1);
    expect(registry.get(HIGHLIGHT_NAMES.medium)!.size).toBe(1);
    expect(registry.get(HIGHLIGHT_NAMES.low)!.size).toBe(1);
    expect(h.size()).toBe(3);
    h.set(a, [m(9, 15, 'medium')]); // text changed: old ranges go
    expect(h.size()).toBe(1);
    expect(registry.get(HIGHLIGHT_NAMES.high)!.size).toBe(0);
    h.remove(a);
    expect(h.size()).toBe(0);
    h.destroy();
    expect(registry.size).toBe(0);
  });

  it("'high' marks only high; 'none' marks nothing", () => {
    const p = document.createElement('p');
    const a = textIn(p, 'Ward and flying');
    const high = fakeDoc();
    const hh = createHighlighter(high.doc, 'high');
    hh.set(a, [m(0, 4, 'high'), m(9, 15, 'medium')]);
    expect(hh.size()).toBe(1);
    expect(high.registry.get(HIGHLIGHT_NAMES.medium)!.size).toBe(0);
    const none = fakeDoc();
    const hn = createHighlighter(none.doc, 'none');
    hn.set(a, [m(0, 4, 'high')]);
    expect(hn.size()).toBe(0);
    expect(none.registry.has(HIGHLIGHT_NAMES.high)).toBe(false);
    expect(hn.drawing).toBe(false);
  });

  it('draws only near the viewport and stops watching elements whose marks are gone', async () => {
    const { doc, cross, watched } = fakeDoc({ io: true });
    const h = createHighlighter(doc, 'all');
    const near = document.createElement('p');
    const far = document.createElement('p');
    const a = textIn(near, 'Ward');
    const b = textIn(far, 'Ward');
    const c = textIn(far, 'Ward');
    h.set(a, [m(0, 4, 'medium')]);
    h.set(b, [m(0, 4, 'medium')]);
    h.set(c, [m(0, 4, 'medium')]);
    expect(watched()).toBe(2); // one watch per parent element
    expect(h.size()).toBe(0); // nothing known to be near yet
    cross(near, true);
    expect(h.size()).toBe(1); // the first batch is applied at once
    cross(far, true);
    expect(h.size()).toBe(1); // later batches wait for the flush interval…
    await new Promise((r) => setTimeout(r, 150));
    expect(h.size()).toBe(3); // …then land together
    cross(far, false);
    await new Promise((r) => setTimeout(r, 150));
    expect(h.size()).toBe(1);
    h.remove(b);
    h.remove(c);
    expect(watched()).toBe(1);
    h.destroy();
    expect(watched()).toBe(0);
  });
});
