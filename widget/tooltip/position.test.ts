import { describe, expect, it } from 'vitest';
import type { Anchor } from '../contracts.ts';
import { place, revealAboveSheet } from './position.ts';

const rect = (x: number, y: number, w: number, h: number) => ({ left: x, top: y, right: x + w, bottom: y + h, width: w, height: h, x, y }) as DOMRect;
const word = (x: number, y: number, w = 80, h = 18): Anchor => ({ getBoundingClientRect: () => rect(x, y, w, h) });

describe('place()', () => {
  it('puts the panel below the word, 6 px down, left edges aligned', () => {
    expect(place(word(100, 100), 300, 200, 1000, 700)).toMatchObject({ side: 'bottom', x: 100, y: 124 });
  });

  it('flips above when it does not fit below and there is more room above', () => {
    const p = place(word(100, 600), 300, 200, 1000, 700);
    expect(p.side).toBe('top');
    expect(p.y).toBe(600 - 6 - 200);
  });

  it('stays below when neither side fits but below has more room, capping the height', () => {
    const p = place(word(100, 200), 300, 900, 1000, 700);
    expect(p.side).toBe('bottom');
    expect(p.maxHeight).toBe(Math.floor(Math.min(700 - 218 - 14, 700 * 0.6)));
  });

  it('never caps below 120 px, and keeps 8 px from the viewport sides', () => {
    expect(place(word(10, 10), 300, 400, 1000, 150).maxHeight).toBe(120);
    expect(place(word(900, 100), 300, 200, 1000, 700).x).toBe(1000 - 8 - 300);
    expect(place(word(2, 100), 300, 200, 1000, 700).x).toBe(8);
    expect(place(word(10, 100), 600, 200, 1000, 700).maxWidth).toBe(420);
    expect(place(word(10, 100), 600, 200, 300, 700).maxWidth).toBe(284);
  });

  it('hangs from the last line of a wrapped word when below, the first when above', () => {
    const wrapped: Anchor = {
      getBoundingClientRect: () => rect(0, 300, 900, 40),
      getClientRects: () => [rect(850, 300, 50, 18), rect(20, 322, 40, 18)],
    };
    expect(place(wrapped, 300, 100, 1000, 700)).toMatchObject({ side: 'bottom', x: 20, y: 346 });
    const nearBottom: Anchor = {
      getBoundingClientRect: () => rect(0, 600, 900, 40),
      getClientRects: () => [rect(650, 600, 50, 18), rect(0, 622, 40, 18)],
    };
    expect(place(nearBottom, 300, 300, 1000, 700)).toMatchObject({ side: 'top', x: 650, y: 600 - 6 - 300 });
  });
});

describe('revealAboveSheet()', () => {
  /** A panel stand-in: a sheet (or not) whose top edge is at `top`, recording window scrolls. */
  function sheet(top: number, isSheet = true) {
    const scrolls: number[] = [];
    const panel = {
      dataset: isSheet ? { sheet: 'true' } : {},
      getBoundingClientRect: () => rect(0, top, 360, 640 - top),
      ownerDocument: { defaultView: { scrollBy: (_x: number, y: number) => void scrolls.push(y) } },
    } as unknown as HTMLElement;
    return { panel, scrolls };
  }

  it('scrolls the page just enough for a covered word to show above the sheet (6 px gap)', () => {
    const { panel, scrolls } = sheet(200);
    revealAboveSheet(word(20, 300), panel);
    expect(scrolls).toEqual([300 + 18 + 6 - 200]);
  });

  it('never scrolls the word past the top edge (8 px): a strip too small keeps it at the top', () => {
    const { panel, scrolls } = sheet(20);
    revealAboveSheet(word(20, 100), panel);
    expect(scrolls).toEqual([100 - 8]);
  });

  it('leaves the page alone when the word shows already, or the panel is a popover', () => {
    const above = sheet(200);
    revealAboveSheet(word(20, 100), above.panel);
    const popover = sheet(200, false);
    revealAboveSheet(word(20, 300), popover.panel);
    expect([...above.scrolls, ...popover.scrolls]).toEqual([]);
  });
});
