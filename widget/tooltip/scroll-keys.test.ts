// @vitest-environment happy-dom
// The scroll keys inside the tooltip move its body, never the page; keys that belong to a control
// (Space on a button) or a field are left to it.
import { describe, expect, it } from 'vitest';
import { LINE_PX, scrollKey } from './scroll-keys.ts';

function panel(): { panel: HTMLElement; body: HTMLElement; button: HTMLButtonElement } {
  document.body.innerHTML = '<div data-part="panel"><button>x</button><div data-part="body"><p>…</p></div></div>';
  const body = document.querySelector<HTMLElement>('[data-part="body"]')!;
  // happy-dom does no layout: give the body the sizes a browser would.
  Object.defineProperty(body, 'clientHeight', { value: 300 });
  Object.defineProperty(body, 'scrollHeight', { value: 1000 });
  let top = 0;
  Object.defineProperty(body, 'scrollTop', { get: () => top, set: (v: number) => (top = Math.max(0, Math.min(700, v))) });
  return { panel: document.querySelector<HTMLElement>('[data-part="panel"]')!, body, button: document.querySelector('button')! };
}

const key = (k: string, init: KeyboardEventInit = {}) => new KeyboardEvent('keydown', { key: k, ...init });

describe('scrollKey', () => {
  it('scrolls the body a line, a page, or to an end', () => {
    const { panel: p, body } = panel();
    const steps: Array<[string, KeyboardEventInit, number]> = [
      ['ArrowDown', {}, LINE_PX],
      ['PageDown', {}, LINE_PX + 300 - LINE_PX],
      [' ', {}, 300 + 260],
      ['ArrowUp', {}, 560 - LINE_PX],
      ['End', {}, 700],
      [' ', { shiftKey: true }, 700 - 260],
      ['PageUp', {}, 440 - 260],
      ['Home', {}, 0],
    ];
    for (const [k, init, expected] of steps) {
      expect(scrollKey(key(k, init), p)).toBe(true);
      expect(body.scrollTop).toBe(expected);
    }
  });

  it('takes a key at the end too (the page must not scroll instead)', () => {
    const { panel: p, body } = panel();
    body.scrollTop = 700;
    expect(scrollKey(key('PageDown'), p)).toBe(true);
    expect(body.scrollTop).toBe(700);
  });

  it('leaves other keys, modified keys, Space on a button and keys typed into a field', () => {
    const { panel: p, button } = panel();
    expect(scrollKey(key('a'), p)).toBe(false);
    expect(scrollKey(key('ArrowDown', { altKey: true }), p)).toBe(false);
    const onButton = key(' ', { bubbles: true });
    let handled: boolean | null = null;
    button.addEventListener('keydown', (e) => (handled = scrollKey(e, p)));
    button.dispatchEvent(onButton);
    expect(handled).toBe(false);
    const arrowOnButton = key('ArrowDown', { bubbles: true });
    button.dispatchEvent(arrowOnButton);
    expect(handled).toBe(true);
    const input = document.createElement('input');
    p.append(input);
    input.addEventListener('keydown', (e) => (handled = scrollKey(e, p)));
    input.dispatchEvent(key('End', { bubbles: true }));
    expect(handled).toBe(false);
  });
});
