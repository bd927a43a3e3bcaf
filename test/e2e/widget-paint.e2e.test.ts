// Marks are really painted, in Chromium and in Firefox ESR: registered highlights alone prove
// nothing if the ::highlight() rules do not reach the text (the widget scopes its rules to the
// subtrees near the viewport, relying on highlight inheritance below them, and names every
// element below them where that is missing: scoped-styles.ts). The
// amber tint is looked for in a screenshot, over the marked word, in plain prose, in nested
// inline elements, inside an open shadow root, and far down the page once scrolled there; an
// ordinary word next to them must show none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser as PwBrowser } from 'playwright-core';
import puppeteer, { type Browser as PpBrowser } from 'puppeteer-core';
import type { DemoServer } from '../../scripts/serve-demo.ts';
import { countPixels, decodePng, isActiveTint, isMarkTint } from './png-pixels.ts';
import { CHROMIUM, CHROMIUM_ARGS, startTestServer } from './widget-helpers.ts';

const VIEWPORT = { width: 900, height: 700 };
const PAGE = 'fixtures/paint.html';
const BOXES_PAGE = 'fixtures/paint-boxes.html';

interface PaintTab {
  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  move(x: number, y: number): Promise<void>;
  screenshot(): Promise<Uint8Array>;
  close(): Promise<void>;
}

interface Browsers {
  open(name: 'chromium' | 'firefox', url: string): Promise<PaintTab>;
  close(): Promise<void>;
}

async function launchBoth(): Promise<Browsers> {
  const [cr, ff] = await Promise.all([
    chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS }) as Promise<PwBrowser>,
    puppeteer.launch({ browser: 'firefox', executablePath: '/usr/bin/firefox-esr', headless: true }) as Promise<PpBrowser>,
  ]);
  return {
    async open(name, url) {
      if (name === 'chromium') {
        const context = await cr.newContext({ viewport: VIEWPORT });
        await context.addInitScript(RECORD_MARK_SHEETS);
        const page = await context.newPage();
        page.setDefaultTimeout(45_000);
        await page.goto(url);
        return { evaluate: (fn, arg) => page.evaluate(fn as never, arg), move: (x, y) => page.mouse.move(x, y), screenshot: () => page.screenshot(), close: () => context.close() };
      }
      const context = await ff.createBrowserContext();
      const page = await context.newPage();
      page.setDefaultTimeout(45_000);
      await page.setViewport(VIEWPORT);
      await page.evaluateOnNewDocument(RECORD_MARK_SHEETS);
      await page.goto(url);
      return { evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never, move: (x, y) => page.mouse.move(x, y), screenshot: () => page.screenshot(), close: () => context.close() };
    },
    async close() {
      await Promise.all([cr.close(), ff.close()]);
    },
  };
}

/** Page-side, from the first byte: the selector list of the mark rule (high level) of every
 *  sheet the document adopts, in order (`window.__markRules`). */
const RECORD_MARK_SHEETS = `(() => {
  const d = Object.getOwnPropertyDescriptor(Document.prototype, 'adoptedStyleSheets');
  const seen = (window.__markRules = []);
  Object.defineProperty(Document.prototype, 'adoptedStyleSheets', {
    configurable: true,
    get() { return d.get.call(this); },
    set(v) {
      for (const sheet of v) for (const r of sheet.cssRules) if ((r.selectorText || '').includes('::highlight(rulings-lens-high)') && !seen.includes(r.selectorText)) seen.push(r.selectorText);
      d.set.call(this, v);
    },
  });
})();`;

/** Mark rules that reach below the elements they name (`#a *::highlight()`), or every element
 *  (`::highlight()`): what an engine without highlight inheritance needs. */
const reachesBelow = (selectors: string) => selectors.split(/,(?![^(]*\))/).some((s) => s.trim().startsWith('::highlight') || s.includes(' *::highlight'));

/** The word's first line box (viewport px), looked up in the document and in open shadow roots;
 *  `registered`: whether a rulings-lens mark range covers it right now. */
function wordBox(tab: PaintTab, id: string, word: string) {
  return tab.evaluate(
    ({ id, word }) => {
      const host = document.getElementById('host')?.shadowRoot;
      const el = document.getElementById(id) ?? host?.getElementById(id) ?? document.querySelector(`[data-spot="${id}"]`);
      const walker = document.createTreeWalker(el!, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
        const at = n.data.indexOf(word);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(n, at);
        range.setEnd(n, at + word.length);
        const r = range.getClientRects()[0];
        let registered = false;
        CSS.highlights.forEach((hl, name) => {
          if (!name.startsWith('rulings-lens-') || name.endsWith('-active')) return;
          hl.forEach((x) => {
            const a = x as AbstractRange;
            if (a.startContainer === n && a.startOffset <= at && a.endOffset >= at + word.length) registered = true;
          });
        });
        return { x: r.left, y: r.top, width: r.width, height: r.height, registered };
      }
      return null;
    },
    { id, word },
  );
}


/** Pixels of the mark's tint in the word's box (`test`: which tint). */
async function tintOver(tab: PaintTab, id: string, word: string, test = isMarkTint): Promise<number> {
  const box = await wordBox(tab, id, word);
  if (!box) throw new Error(`"${word}" not found in #${id}`);
  const pixels = decodePng(await tab.screenshot());
  return countPixels(pixels, { x: box.x, y: box.y, width: box.width, height: box.height }, test);
}

/** Polls (screenshots) until `word` shows the mark's tint; returns the last count. Bounded by
 *  attempts, not time: the check is on colours, never on how fast they come. */
async function waitForTint(tab: PaintTab, id: string, word: string, attempts = 40): Promise<number> {
  let n = 0;
  for (let i = 0; i < attempts; i++) {
    n = await tintOver(tab, id, word);
    if (n >= 10) return n;
    await tab.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))), undefined);
  }
  return n;
}

/** Waits for the script-tag widget to mount and finish its first scan. */
function scanned(tab: PaintTab): Promise<void> {
  return tab.evaluate(async () => {
    while (!window.RulingsLens) await new Promise((r) => setTimeout(r, 20));
    const handle = await window.RulingsLens.ready;
    if (!handle?.active) throw new Error('widget did not mount');
    await handle.whenScanned();
  }, undefined);
}

let browsers: Browsers;
let server: DemoServer;
beforeAll(async () => {
  [browsers, server] = await Promise.all([launchBoth(), startTestServer()]);
});
afterAll(async () => {
  await browsers?.close();
  await server?.close();
});

for (const name of ['chromium', 'firefox'] as const) {
  describe(`marks are painted in ${name}`, () => {
    it('over keywords in prose, nested inline elements, an open shadow root, the own text of a tall block and far below once scrolled there; not over other words', async () => {
      const tab = await browsers.open(name, `${server.url}/${PAGE}`);
      try {
        await scanned(tab);
        expect(await waitForTint(tab, 'plain', 'Proliferate')).toBeGreaterThanOrEqual(10);
        expect(await waitForTint(tab, 'nested', 'Convoke')).toBeGreaterThanOrEqual(10);
        expect(await waitForTint(tab, 'in-shadow', 'Madness')).toBeGreaterThanOrEqual(10);
        expect(await waitForTint(tab, 'tall', 'Proliferate')).toBeGreaterThanOrEqual(10);
        expect(await tintOver(tab, 'plain', 'twice')).toBe(0);
        expect(await tintOver(tab, 'nested-line', 'ordinary')).toBe(0);
        // Far below: not drawn while far away, drawn (and painted) once scrolled near.
        expect((await wordBox(tab, 'far', 'Proliferate'))!.registered).toBe(false);
        await tab.evaluate(() => document.getElementById('far')!.scrollIntoView({ block: 'center' }), undefined);
        expect(await waitForTint(tab, 'far', 'Proliferate')).toBeGreaterThanOrEqual(10);
        expect((await wordBox(tab, 'far', 'Proliferate'))!.registered).toBe(true);
        // Chromium inherits highlight styles: its rules name the subtrees' roots only. Firefox does
        // not, and is known without a probe: its first rules already reach below (a probe first
        // costs a second restyle of the document: scoped-styles.ts, isGecko).
        const rules = await tab.evaluate(() => (window as unknown as { __markRules: string[] }).__markRules, undefined);
        expect(rules.length).toBeGreaterThan(0);
        if (name === 'chromium') expect(rules.filter(reachesBelow)).toEqual([]);
        else expect(rules.filter((r) => !reachesBelow(r))).toEqual([]);
      } finally {
        await tab.close();
      }
    });

    it('on a big page without ids: as boxes of our own where styles are not inherited (no document rules), clipped by a scroller and following it', async () => {
      const tab = await browsers.open(name, `${server.url}/${BOXES_PAGE}`);
      try {
        await scanned(tab);
        expect(await waitForTint(tab, 'plain', 'Proliferate')).toBeGreaterThanOrEqual(10);
        expect(await waitForTint(tab, 'inner', 'Convoke')).toBeGreaterThanOrEqual(10);
        expect(await tintOver(tab, 'plain', 'twice')).toBe(0);
        // Hovered, the word gets the active tint (a box of the layer in Firefox) with its tooltip.
        const word = (await wordBox(tab, 'plain', 'Proliferate'))!;
        const tinted = () => tintOver(tab, 'plain', 'Proliferate', isActiveTint);
        expect(await tinted()).toBe(0);
        await tab.move(word.x + word.width / 2, word.y + word.height / 2);
        await tab.evaluate(async () => {
          while (!document.querySelector('rulings-lens-ui')?.shadowRoot?.querySelector('[data-part="panel"]')) await new Promise((r) => setTimeout(r, 20));
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        }, undefined);
        expect(await tinted()).toBeGreaterThan(50);
        await tab.move(2, 2);
        // Left: the active tint goes (in Firefox only the layer's active group is redrawn), the mark stays.
        await tab.evaluate(async () => {
          while (document.querySelector('rulings-lens-ui')?.shadowRoot?.querySelector('[data-part="panel"]')) await new Promise((r) => setTimeout(r, 20));
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        }, undefined);
        expect(await tinted()).toBe(0);
        expect(await waitForTint(tab, 'plain', 'Proliferate')).toBeGreaterThanOrEqual(10);
        // A page scroll moves the boxes with the text (the layer scrolls with the document; in
        // Firefox nothing is redrawn for it).
        await tab.evaluate(() => new Promise((r) => (window.scrollBy(0, 37), requestAnimationFrame(() => requestAnimationFrame(r)))), undefined);
        expect(await waitForTint(tab, 'plain', 'Proliferate')).toBeGreaterThanOrEqual(10);
        await tab.evaluate(() => new Promise((r) => (window.scrollBy(0, -37), requestAnimationFrame(() => requestAnimationFrame(r)))), undefined);
        const state = () =>
          tab.evaluate(
            () => ({
              layers: document.querySelectorAll('rulings-lens-marks').length,
              rules: (window as unknown as { __markRules: string[] }).__markRules,
            }),
            undefined,
          );
        const { layers, rules } = await state();
        if (name === 'firefox') {
          expect(layers).toBe(1);
          expect(rules).toEqual([]); // no ::highlight() rule: nothing restyled the document
        } else {
          expect(layers).toBe(0); // Chromium inherits highlight styles: scoped rules, as before
          expect(rules.length).toBeGreaterThan(0);
        }
        // The scroller scrolls its word up out of its box: no tint where the word now is
        // (outside the scroller, over the paragraph below it); back in view, tinted again.
        const inner = await tab.evaluate(() => {
          const s = document.querySelector('.scroller')!;
          s.scrollTop = 200;
          const r = s.getBoundingClientRect();
          return { top: r.top, bottom: r.bottom };
        }, undefined);
        await tab.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 50)))), undefined);
        const gone = (await wordBox(tab, 'inner', 'Convoke'))!;
        expect(gone.y + gone.height).toBeLessThan(inner.top); // scrolled out of the scroller's box
        expect(await tintOver(tab, 'inner', 'Convoke')).toBe(0);
        await tab.evaluate(() => void (document.querySelector('.scroller')!.scrollTop = 30), undefined);
        const back = (await wordBox(tab, 'inner', 'Convoke'))!;
        expect(back.y).toBeGreaterThan(inner.top - 1);
        expect(await waitForTint(tab, 'inner', 'Convoke')).toBeGreaterThanOrEqual(10);
        // Far below: drawn once scrolled near.
        await tab.evaluate(() => document.querySelector('[data-spot="far"]')!.scrollIntoView({ block: 'center' }), undefined);
        expect(await waitForTint(tab, 'far', 'Proliferate')).toBeGreaterThanOrEqual(10);
        expect((await wordBox(tab, 'far', 'Proliferate'))!.registered).toBe(true);
        // Unmounted: the layer goes with the widget.
        await tab.evaluate(async () => (await window.RulingsLens!.ready)!.destroy(), undefined);
        expect((await state()).layers).toBe(0);
      } finally {
        await tab.close();
      }
    });
  });
}
