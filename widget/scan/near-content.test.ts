// @vitest-environment happy-dom
// Which parts of the page are near the viewport, over a made-up layout (happy-dom has none):
// boxes come from a map; elements without one have no box (0 × 0).
import { beforeEach, describe, expect, it } from 'vitest';
import type { Box, Layout } from './layout-band.ts';
import { nearParts } from './near-content.ts';
import { shouldSkipElement } from './skip-rules.ts';

const box = (top: number, height: number): Box => ({ top, bottom: top + height, left: 0, right: 800, width: 800, height });
const NONE: Box = { top: 0, bottom: 0, left: 0, right: 0, width: 0, height: 0 };
const skip = (el: Element) => shouldSkipElement(el, { scanCode: false });

let boxes: Map<Element, Box>;
let styles: Map<Element, string>;
let reads = 0;
const layout: Layout = {
  rect(el) {
    reads++;
    return boxes.get(el) ?? NONE;
  },
  style: (el) => ({ display: styles.get(el) ?? 'block', position: 'static', columnCount: 'auto', columnWidth: 'auto', writingMode: 'horizontal-tb' }),
  viewport: () => ({ width: 1000, height: 100 }),
};

function paragraphs(parent: Element, n: number, top = 0): HTMLElement[] {
  return Array.from({ length: n }, (_, i) => {
    const p = parent.appendChild(document.createElement('p'));
    p.textContent = `paragraph ${i}`;
    boxes.set(p, box(top + i * 50, 50));
    return p;
  });
}

beforeEach(() => {
  document.body.replaceChildren();
  boxes = new Map();
  styles = new Map();
  reads = 0;
});

describe('nearParts', () => {
  it('a root shorter than the viewport is one whole part; without layout, the root always is', () => {
    paragraphs(document.body, 3).forEach((p, i) => boxes.set(p, box(i * 25, 25)));
    boxes.set(document.body, box(0, 75));
    expect(nearParts(document.body, skip, layout)()).toEqual({ whole: [document.body], opened: [] });
    boxes.set(document.body, box(0, 5000));
    expect(nearParts(document.body, skip, null)()).toEqual({ whole: [document.body], opened: [] });
  });

  it('opens a tall root and binary-searches its children: a few dozen boxes read for 2,000', () => {
    const main = document.body.appendChild(document.createElement('main'));
    const ps = paragraphs(main, 2000, -50_000); // the viewport shows paragraphs 1000 and 1001
    boxes.set(document.body, box(-50_000, 100_000));
    boxes.set(main, box(-50_000, 100_000));
    const parts = nearParts(document.body, skip, layout)();
    expect(parts.opened).toEqual([document.body, main]);
    // Near: boxes meeting one viewport (100 px) above and below, [-100, 200].
    expect(parts.whole.map((p) => ps.indexOf(p as HTMLElement))).toEqual([997, 998, 999, 1000, 1001, 1002, 1003, 1004]);
    expect(reads).toBeLessThan(60);
  });

  it('never hands over skipped subtrees, checks every child of a non-flow container, and takes display: contents whole', () => {
    const grid = document.body.appendChild(document.createElement('div'));
    styles.set(grid, 'grid');
    boxes.set(document.body, box(0, 10_000));
    boxes.set(grid, box(0, 10_000));
    const cards = paragraphs(grid, 20, 5000);
    boxes.set(cards[15], box(10, 50)); // out of document order, on screen
    const pre = grid.appendChild(document.createElement('pre'));
    pre.textContent = 'code';
    boxes.set(pre, box(0, 10));
    const contents = grid.appendChild(document.createElement('div'));
    styles.set(contents, 'contents');
    contents.append(document.createElement('span'));
    const hidden = grid.appendChild(document.createElement('div')); // display: none, no box either
    hidden.append(document.createElement('span'));
    expect(nearParts(document.body, skip, layout)().whole).toEqual([cards[15], contents]);
  });
});
