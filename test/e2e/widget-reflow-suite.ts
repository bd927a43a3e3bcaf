// WCAG 1.4.10 reflow, the same checks in Chromium (widget-reflow.e2e.test.ts) and Firefox
// (e2e-firefox/widget-reflow.e2e.test.ts): a laptop's 1280 × 720 at 200 % zoom is 640 × 360 CSS
// px, at 400 % 320 × 180. There the tooltip is a bottom sheet: full width on the bottom edge, its
// header and close button inside the viewport (also with the rulings scrolled to the end), and
// the scrolling rulings area at least 60 % of the viewport's height, or all of its content when
// that is shorter. Measured on the demo article's "proliferate" (the longest tooltip there).
import { expect } from 'vitest';
import type { Tab } from './widget-hostile-driver.ts';

/** The 200 % and 400 % zoom equivalents of 1280 × 720, and 100 % as the control. */
export const ZOOMS = [
  { zoom: 200, width: 640, height: 360 },
  { zoom: 400, width: 320, height: 180 },
] as const;
export const NO_ZOOM = { zoom: 100, width: 1280, height: 720 } as const;
export const REFLOW_PAGE = 'article-en.html';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
  height: number;
}

export interface Reflow {
  sheet: boolean;
  innerWidth: number;
  innerHeight: number;
  clientWidth: number;
  panel: Box;
  head: Box;
  close: Box;
  body: Box;
  bodyScrollHeight: number;
  bodyClientHeight: number;
  /** After the rulings area was scrolled to its end. */
  scrolled: { scrollTop: number; head: Box; close: Box; why: Box };
}

/** Opens the tooltip on "proliferate" by pointing at it, as a mouse user at that zoom would. It
 *  stays open while measured: the pointer does not move, and where the sheet covers the word the
 *  pointer is inside the tooltip. (A click would land on the sheet that opened under it.) */
export async function openProliferate(tab: Tab): Promise<void> {
  await tab.waitFor(() => window.RulingsLens !== undefined);
  await tab.evaluate(async () => {
    const handle = await window.RulingsLens!.ready;
    if (handle?.active) await handle.whenScanned();
  });
  const at = await tab.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
      const i = n.data.indexOf('To proliferate');
      if (i < 0) continue;
      const range = document.createRange();
      range.setStart(n, i + 3);
      range.setEnd(n, i + 'To proliferate'.length);
      // The word itself to the middle (at 320 × 180 its paragraph is taller than the viewport).
      scrollBy(0, range.getClientRects()[0].top - innerHeight / 2);
      const r = range.getClientRects()[0];
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    }
    return null;
  });
  if (!at) throw new Error('"To proliferate" is not on the page');
  // Marks near a freshly scrolled-to viewport are drawn in the next frames: a pointer that arrived
  // before them meets no mark, and a still pointer sends no second move. Nudge it until it opens.
  for (let i = 0; i < 10; i++) {
    await tab.move(at.x + (i % 2), at.y);
    const open = await tab.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const started = performance.now();
          const check = () => {
            const panel = document.querySelector('rulings-lens-ui')?.shadowRoot?.querySelector<HTMLElement>('[data-part="panel"]');
            if (panel?.dataset.keyword === 'proliferate' && panel.style.visibility !== 'hidden') resolve(true);
            else if (performance.now() - started > 3000) resolve(false);
            else setTimeout(check, 50);
          };
          check();
        }),
    );
    if (open) return;
  }
  throw new Error('the tooltip on "proliferate" did not open');
}

/** Measures the open panel, then again with its rulings area scrolled to the end. */
export function measureReflow(tab: Tab): Promise<Reflow> {
  return tab.evaluate(async () => {
    const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const root = document.querySelector('rulings-lens-ui')!.shadowRoot!;
    const part = (name: string) => root.querySelector<HTMLElement>(`[data-part="${name}"]`)!;
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, height: r.height };
    };
    await frames();
    const panel = part('panel');
    const body = part('body');
    const first = {
      sheet: panel.dataset.sheet === 'true',
      innerWidth,
      innerHeight,
      clientWidth: document.documentElement.clientWidth,
      panel: box(panel),
      head: box(panel.querySelector('.head')!),
      close: box(part('close')),
      body: box(body),
      bodyScrollHeight: body.scrollHeight,
      bodyClientHeight: body.clientHeight,
    };
    body.scrollTop = body.scrollHeight;
    await frames();
    return { ...first, scrolled: { scrollTop: body.scrollTop, head: box(panel.querySelector('.head')!), close: box(part('close')), why: box(part('why')) } };
  });
}

/** Everything a sheet must satisfy (see the top of the file). */
export function expectSheet(m: Reflow): void {
  expect(m.sheet).toBe(true);
  // Full width along the bottom edge.
  expect(m.panel.left).toBeCloseTo(0, 0);
  expect(Math.abs(m.panel.right - m.clientWidth)).toBeLessThanOrEqual(1);
  expect(Math.abs(m.panel.bottom - m.innerHeight)).toBeLessThanOrEqual(1);
  expect(m.panel.top).toBeGreaterThanOrEqual(-0.5);
  // Header and close button on screen, before and after scrolling the rulings.
  for (const b of [m.head, m.close, m.scrolled.head, m.scrolled.close]) {
    expect(b.top).toBeGreaterThanOrEqual(-0.5);
    expect(b.left).toBeGreaterThanOrEqual(-0.5);
    expect(b.bottom).toBeLessThanOrEqual(m.innerHeight + 0.5);
    expect(b.right).toBeLessThanOrEqual(m.innerWidth + 0.5);
  }
  expect(m.scrolled.head).toEqual(m.head);
  // The rulings area: 60 % of the viewport's height, or all of its content.
  expect(m.body.height).toBeGreaterThanOrEqual(Math.min(0.6 * m.innerHeight, m.bodyScrollHeight) - 1);
  // This tooltip is longer than the viewport: the area scrolls, to the footer at its end.
  expect(m.bodyScrollHeight).toBeGreaterThan(m.bodyClientHeight);
  expect(m.scrolled.scrollTop).toBeGreaterThan(0);
  expect(m.scrolled.why.bottom).toBeLessThanOrEqual(m.innerHeight + 0.5);
  expect(m.scrolled.why.top).toBeGreaterThanOrEqual(m.scrolled.head.bottom - 0.5);
}

/** At 100 % the tooltip stays a popover next to the word. */
export function expectPopover(m: Reflow): void {
  expect(m.sheet).toBe(false);
  expect(m.panel.right - m.panel.left).toBeLessThanOrEqual(420.5);
  expect(m.panel.bottom).toBeLessThan(m.innerHeight - 1);
}
