// @vitest-environment happy-dom
// Pointer moves: the first move of a frame is handled at once (the tooltip renders in the frame
// the pointer arrived in); later moves in the same frame are coalesced into one handled from the
// frame's animation callback. Animation frames are driven by hand here.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { attachInput, type InputDeps } from './pointer-input.ts';
import type { Target, TooltipController } from './tooltip-controller.ts';

let frames: Array<FrameRequestCallback>;
let hovers: Array<{ x: number; y: number }>;
let detach: () => void;

function controller(): TooltipController {
  return {
    hover: (_t: Target | null, x: number, y: number) => void hovers.push({ x, y }),
    enterTooltip() {},
    open: async () => {},
    hide() {},
    shown: () => null,
    isPinned: () => false,
    byKey: () => false,
    destroy() {},
  };
}

const move = (x: number, y: number) =>
  document.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse', clientX: x, clientY: y }));

function runFrame(): void {
  const due = frames.splice(0);
  for (const fn of due) fn(performance.now());
}

/** Input on the document with no marks and no tooltip, the hovers recorded; `extra` adds deps. */
const attach = (extra: Partial<InputDeps> = {}) =>
  attachInput({
    doc: document,
    controller: controller(),
    targetAt: () => null,
    explicitTarget: () => null,
    inTooltip: () => false,
    onViewportChange() {},
    ...extra,
  });

beforeEach(() => {
  frames = [];
  hovers = [];
  window.requestAnimationFrame = (fn) => frames.push(fn);
  window.cancelAnimationFrame = (id) => void (frames[id - 1] = () => {});
  detach = attach();
});

afterEach(() => detach());

describe('pointer moves', () => {
  it('handles the first move of a frame at once, without waiting for the frame', () => {
    move(10, 20);
    expect(hovers).toEqual([{ x: 10, y: 20 }]);
  });

  it('coalesces further moves of the same frame into one, handled at the frame with the last position', () => {
    move(10, 20);
    move(11, 20);
    move(12, 21);
    expect(hovers).toHaveLength(1);
    runFrame();
    expect(hovers).toEqual([{ x: 10, y: 20 }, { x: 12, y: 21 }]);
    // A frame without moves handles nothing; the next move is again handled at once.
    runFrame();
    expect(hovers).toHaveLength(2);
    move(30, 40);
    expect(hovers.at(-1)).toEqual({ x: 30, y: 40 });
  });

  it('ignores touch moves (taps and scrolls are handled on pointerup)', () => {
    document.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'touch', clientX: 1, clientY: 1 }));
    runFrame();
    expect(hovers).toEqual([]);
  });

  it('stops handling moves once detached', () => {
    move(10, 20);
    move(11, 21);
    detach();
    runFrame();
    move(12, 22);
    expect(hovers).toEqual([{ x: 10, y: 20 }]);
  });
});

describe('the mark-navigation shortcuts', () => {
  function attachKeys(keys: { next: string; prev: string } | null) {
    const navs: number[] = [];
    const off = attach({ keys, nav: (dir) => navs.push(dir) });
    return { navs, off };
  }
  /** A keydown on the page's button, with a page listener on it that records what reaches it. */
  function press(code: string, mods: KeyboardEventInit) {
    document.body.innerHTML = '<button id="b">page</button>';
    const b = document.getElementById('b')!;
    let reachedPage = false;
    b.addEventListener('keydown', () => (reachedPage = true));
    const e = new KeyboardEvent('keydown', { code, key: code.slice(-1).toLowerCase(), bubbles: true, cancelable: true, ...mods });
    b.dispatchEvent(e);
    return { prevented: e.defaultPrevented, reachedPage };
  }

  it('takes its keys before the page (capture on the window) and says which way', () => {
    const { navs, off } = attachKeys({ next: 'alt+shift+j', prev: 'alt+shift+k' });
    expect(press('KeyJ', { altKey: true, shiftKey: true })).toEqual({ prevented: true, reachedPage: false });
    expect(press('KeyK', { altKey: true, shiftKey: true })).toEqual({ prevented: true, reachedPage: false });
    // Other keys, or the letter with other modifiers, are the page's.
    expect(press('KeyJ', { altKey: true })).toEqual({ prevented: false, reachedPage: true });
    expect(press('KeyJ', {})).toEqual({ prevented: false, reachedPage: true });
    expect(navs).toEqual([1, -1]);
    off();
    press('KeyJ', { altKey: true, shiftKey: true });
    expect(navs).toEqual([1, -1]);
  });

  it('listens for nothing when the keys are off', () => {
    const { navs, off } = attachKeys(null);
    expect(press('KeyJ', { altKey: true, shiftKey: true })).toEqual({ prevented: false, reachedPage: true });
    expect(navs).toEqual([]);
    off();
  });
});
