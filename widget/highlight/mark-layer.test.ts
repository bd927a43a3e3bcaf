// @vitest-environment happy-dom
// The mark layer's redraw (mark-layer.ts), with the layout read stubbed: happy-dom has none.
// That the boxes land on the words in a real browser is tested in widget-paint.e2e.test.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMarkLayer, LAYER_TAG } from './mark-layer.ts';

/** Past the animation frame the layer asked for (happy-dom runs frames on its own timer). */
const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('createMarkLayer', () => {
  it("reads every mark's rects before it writes a box (a write between reads lays the layer out again), one box per rect", async () => {
    const text = (s: string) => {
      const p = document.body.appendChild(document.createElement('p'));
      // happy-dom computes '' otherwise (and does not expand `overflow`): every box would be clipped away.
      p.style.overflowX = 'visible';
      p.style.overflowY = 'visible';
      return p.appendChild(document.createTextNode(s));
    };
    // What the layer reads of a registered range (happy-dom has no StaticRange).
    const range = (t: Text, a: number, b: number) => ({ startContainer: t, startOffset: a, endContainer: t, endOffset: b, collapsed: false }) as AbstractRange;
    const [a, b] = [text('Ward and Flying'), text('Proliferate')];
    const boxesAtRead: number[] = [];
    const boxes = () => [...(document.querySelector(LAYER_TAG)?.shadowRoot?.querySelectorAll('div') ?? [])];
    let n = 0;
    vi.spyOn(Range.prototype, 'getClientRects').mockImplementation(() => {
      boxesAtRead.push(boxes().length);
      const left = 10 + 100 * n++;
      return [{ left, top: 20, right: left + 40, bottom: 36, width: 40, height: 16 }] as unknown as DOMRectList;
    });
    const layer = createMarkLayer(document, [
      ['high', [range(a, 0, 4), range(a, 9, 15)]],
      ['medium', [range(b, 0, 11)]],
    ]);
    layer.dirty();
    await vi.waitFor(() => expect(boxesAtRead).toHaveLength(3));
    await frame();
    expect(boxesAtRead).toEqual([0, 0, 0]);
    expect(boxes().map((el) => [el.className, el.style.left, el.style.top, el.style.width, el.style.height])).toEqual([
      ['high', '10px', '20px', '40px', '16px'],
      ['high', '110px', '20px', '40px', '16px'],
      ['medium', '210px', '20px', '40px', '16px'],
    ]);
    // A redraw of one kind reuses its boxes and leaves the others as they are.
    layer.dirty('medium');
    await vi.waitFor(() => expect(boxesAtRead).toHaveLength(4));
    await frame();
    expect(boxes().map((el) => el.style.left)).toEqual(['10px', '110px', '310px']);
    layer.destroy();
    expect(document.querySelector(LAYER_TAG)).toBeNull();
  });

  it('appends its host in a task after the one that made it, and draws the boxes only after a frame of the empty host (its first paint is the costly one on a big page)', async () => {
    const p = document.body.appendChild(document.createElement('p'));
    p.style.overflowX = p.style.overflowY = 'visible';
    const t = p.appendChild(document.createTextNode('Ward'));
    vi.spyOn(Range.prototype, 'getClientRects').mockImplementation(() => [{ left: 5, top: 5, right: 45, bottom: 21, width: 40, height: 16 }] as unknown as DOMRectList);
    // Frames run by hand: happy-dom's own do not keep a browser's order.
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((fn) => frames.push(fn));
    const nextFrame = () => frames.splice(0).forEach((fn) => fn(0));
    const boxes = () => document.querySelector(LAYER_TAG)?.shadowRoot?.querySelectorAll('div').length ?? -1;
    const layer = createMarkLayer(document, [['high', [{ startContainer: t, startOffset: 0, endContainer: t, endOffset: 4, collapsed: false } as AbstractRange]]]);
    layer.dirty();
    nextFrame();
    expect(document.querySelector(LAYER_TAG)).toBeNull(); // not in the task (or frame) that asked for it
    await new Promise((r) => setTimeout(r, 0));
    expect(boxes()).toBe(0); // appended, empty
    nextFrame(); // its first frame
    expect(boxes()).toBe(0);
    nextFrame();
    expect(boxes()).toBe(1);
    layer.destroy();
    // Destroyed before its task: never appended.
    const gone = createMarkLayer(document, [['high', []]]);
    gone.destroy();
    await new Promise((r) => setTimeout(r, 0));
    expect(document.querySelector(LAYER_TAG)).toBeNull();
  });
});
