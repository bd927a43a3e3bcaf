// @vitest-environment happy-dom
// trackPosition() and the panel's ResizeObserver: the report of the size update() has just placed
// the panel for (the observer's first report, or one caused by update()'s own caps) must not run
// another update, which would clear and reset the caps and re-lay out the panel in the next frame
// (on a big page in Chromium, a second whole-page layer walk per hover); any other size must.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Anchor } from '../contracts.ts';
import { trackPosition } from './position.ts';

type Report = (entries: Array<{ borderBoxSize?: Array<{ inlineSize: number; blockSize: number }> }>) => void;

const rect = (x: number, y: number, w: number, h: number) => ({ left: x, top: y, right: x + w, bottom: y + h, width: w, height: h, x, y }) as DOMRect;
const word: Anchor = { getBoundingClientRect: () => rect(100, 100, 80, 18) };

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.unstubAllGlobals();
});

/** A panel of natural size w×h in a 1000×700 viewport, with the observer and frames captured. */
function setUp(w: number, h: number) {
  let report: Report | null = null;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(cb: Report) {
        report = cb;
      }
      observe() {}
      disconnect() {}
    },
  );
  const frames: FrameRequestCallback[] = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
  Object.assign(window, { innerWidth: 1000, innerHeight: 700 });
  const panel = document.createElement('div');
  document.body.append(panel);
  let measures = 0;
  panel.getBoundingClientRect = () => (measures++, rect(0, 0, w, h));
  stops.push(trackPosition(word, panel), () => panel.remove());
  return { report: (iw: number, bh: number) => report!([{ borderBoxSize: [{ inlineSize: iw, blockSize: bh }] }]), frames, measures: () => measures, panel };
}

describe('trackPosition and ResizeObserver reports', () => {
  it('places the panel at once, below the word', () => {
    const t = setUp(300, 200);
    expect(t.panel.style.top).toBe('124px');
    expect(t.panel.style.left).toBe('100px');
    expect(t.measures()).toBe(1);
  });

  it('does not update again for the size it placed the panel for', () => {
    const t = setUp(300, 200);
    t.report(300, 200);
    expect(t.frames).toHaveLength(0);
  });

  it('updates in the next frame when the size differs (new content, fonts)', () => {
    const t = setUp(300, 200);
    t.report(300, 200);
    t.report(300, 260);
    expect(t.frames).toHaveLength(1);
    t.frames[0](0);
    expect(t.measures()).toBe(2);
  });

  it('updates when the first report is not the placed size', () => {
    const t = setUp(300, 200);
    t.report(300, 180.2);
    expect(t.frames).toHaveLength(1);
  });

  it('updates when a narrower cap re-wrapped the text (a height it never measured)', () => {
    const t = setUp(600, 200); // wider than the 420 px cap
    t.report(420, 260);
    expect(t.frames).toHaveLength(1);
  });
});
