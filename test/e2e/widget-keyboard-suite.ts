// Keyboard reach in one browser (issue 26.1): on the demo article, Alt+Shift+J / Alt+Shift+K go
// to the next / previous mark in reading order (checked against the marks the page has drawn, by
// the active-word tint), scroll it into view and show its tooltip anchored to it, without taking
// focus; the same keyword reached again is announced in the live region; Esc takes the reader
// back (scroll position and focus); Enter pins, and then the arrow keys, PageDown, End, Space and
// Home scroll the rulings, never the page, and Tab stays inside. The same checks run in Chromium
// (test/e2e/widget-keyboard.e2e.test.ts) and Firefox ESR (test/e2e-firefox/).
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DemoServer } from '../../scripts/serve-demo.ts';
import { drawnMarksInPage } from './page-probes.ts';
import { CHROMIUM, CHROMIUM_ARGS, startTestServer, VIEWPORT } from './widget-helpers.ts';
import { playwrightTab, puppeteerTab, type BrowserName, type Tab } from './widget-hostile-driver.ts';

/** A tab that can also press keys: `press('Alt', 'Shift', 'KeyJ')` holds the modifiers. */
interface KeyTab extends Tab {
  press(...keys: string[]): Promise<void>;
  reload(): Promise<void>;
}

async function open(name: BrowserName, url: string): Promise<{ tab: KeyTab; close(): Promise<void> }> {
  if (name === 'chromium') {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    const page = await (await browser.newContext({ viewport: VIEWPORT })).newPage();
    const tab = Object.assign(playwrightTab(page, async () => {}), {
      press: (...keys: string[]) => page.keyboard.press(keys.join('+')),
      reload: async () => void (await page.goto(url)),
    });
    await page.goto(url);
    return { tab, close: () => browser.close() };
  }
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: '/usr/bin/firefox-esr', headless: true });
  const page = await (await browser.createBrowserContext()).newPage();
  await page.setViewport(VIEWPORT);
  const tab = Object.assign(puppeteerTab(page, async () => {}), {
    async press(...keys: string[]) {
      const mods = keys.slice(0, -1) as Parameters<typeof page.keyboard.down>[0][];
      for (const m of mods) await page.keyboard.down(m);
      await page.keyboard.press(keys[keys.length - 1] as Parameters<typeof page.keyboard.press>[0]);
      for (const m of mods.reverse()) await page.keyboard.up(m);
    },
    reload: async () => void (await page.goto(url)),
  });
  await page.goto(url);
  return { tab, close: () => browser.close() };
}

/** What the page shows now: the tooltip, the word under the active tint (as `text#n`, n = its
 *  text node's index in the document), their boxes, the scroll position and focus. */
interface View {
  keyword: string | null;
  pinned: boolean;
  active: string | null;
  activeRect: { top: number; bottom: number } | null;
  panelRect: { top: number; bottom: number } | null;
  body: { top: number; max: number } | null;
  scrollY: number;
  innerHeight: number;
  focus: string;
  focusInside: boolean;
  live: string;
}

function view(tab: Tab): Promise<View> {
  return tab.evaluate(() => {
    const root = document.querySelector('rulings-lens-ui')?.shadowRoot;
    const panel = root?.querySelector<HTMLElement>('[data-part="panel"]') ?? null;
    const body = panel?.querySelector<HTMLElement>('[data-part="body"]') ?? null;
    const texts: Node[] = [];
    const w = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = w.nextNode(); n; n = w.nextNode()) texts.push(n);
    let active: string | null = null;
    let activeRect: { top: number; bottom: number } | null = null;
    CSS.highlights.get('rulings-lens-active')?.forEach((r) => {
      const s = r as AbstractRange;
      if (active !== null) return;
      active = `${(s.startContainer as Text).data.slice(s.startOffset, s.endOffset)}#${texts.indexOf(s.startContainer)}`;
      const range = document.createRange();
      range.setStart(s.startContainer, s.startOffset);
      range.setEnd(s.endContainer, s.endOffset);
      const b = range.getBoundingClientRect();
      activeRect = { top: b.top, bottom: b.bottom };
    });
    const p = panel?.getBoundingClientRect();
    const a = document.activeElement as HTMLElement | null;
    return {
      keyword: panel?.dataset.keyword ?? null,
      pinned: panel?.dataset.pinned === 'true',
      active,
      activeRect,
      panelRect: p ? { top: p.top, bottom: p.bottom } : null,
      body: body ? { top: body.scrollTop, max: body.scrollHeight - body.clientHeight } : null,
      scrollY: Math.round(window.scrollY),
      innerHeight: window.innerHeight,
      focus: a ? `${a.tagName.toLowerCase()}${a.className ? `.${a.className}` : ''}` : 'none',
      focusInside: !!root?.activeElement,
      live: root?.querySelector('[aria-live]')?.textContent ?? '',
    };
  });
}

/** The drawn marks in document order (as `text#n`, like View.active). */
const drawnMarks = (tab: Tab): Promise<string[]> => tab.evaluate(drawnMarksInPage, 'node');

const inViewport = (v: View) => !!v.activeRect && v.activeRect.top >= 0 && v.activeRect.bottom <= v.innerHeight;

export function keyboardSuite(browser: BrowserName): void {
  describe(`keyboard reach to the marks, in ${browser}`, () => {
    let server: DemoServer;
    let tab: KeyTab;
    let close: () => Promise<void>;

    beforeAll(async () => {
      server = await startTestServer();
      ({ tab, close } = await open(browser, `${server.url}/article-en.html`));
    });
    afterAll(async () => {
      await close?.();
      await server?.close();
    });
    beforeEach(async () => {
      await tab.reload();
      await tab.waitFor(() => window.RulingsLens !== undefined);
      await tab.evaluate(async () => {
        const handle = await window.RulingsLens!.ready;
        if (handle?.active) await handle.whenScanned();
        // The reader was on the page's button (so that focus has somewhere to come back to).
        document.querySelector<HTMLButtonElement>('button.demo')!.focus({ preventScroll: true });
        window.scrollTo(0, 0);
      });
    });

    /** Presses a shortcut and waits until the tooltip is on another word than before (polled:
     *  a fixed wait would be a timed assertion). */
    async function go(keyCode: 'KeyJ' | 'KeyK'): Promise<View> {
      const before = (await view(tab)).active;
      await tab.press('Alt', 'Shift', keyCode);
      for (let i = 0; i < 600; i++) {
        const v = await view(tab);
        if (v.keyword && v.active !== null && v.active !== before) return v;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`${keyCode}: the tooltip did not move from ${before}`);
    }

    it('goes to mark 1, mark 2 and back to 1 in reading order, showing each tooltip at its mark without taking focus', async () => {
      const marks = await drawnMarks(tab);
      expect(marks.length).toBeGreaterThan(3);
      const first = await go('KeyJ');
      expect(first.active).toBe(marks[0]);
      const second = await go('KeyJ');
      expect(second.active).toBe(marks[1]);
      const back = await go('KeyK');
      expect(back.active).toBe(marks[0]);
      for (const v of [first, second, back]) {
        expect(v.keyword).not.toBeNull();
        expect(v.pinned).toBe(false);
        expect(v.focusInside).toBe(false);
        expect(v.focus).toBe('button.demo');
        expect(inViewport(v)).toBe(true);
        // Anchored to the mark: right below it, or right above it.
        const gap = Math.min(Math.abs(v.panelRect!.top - v.activeRect!.bottom), Math.abs(v.activeRect!.top - v.panelRect!.bottom));
        expect(gap).toBeLessThan(40);
      }
    });

    it('announces a mark of the keyword already shown (the tooltip itself says a new keyword once)', async () => {
      const marks = await drawnMarks(tab);
      // Two marks in a row of one keyword: the demo starts with "Adventure … adventurer card".
      let v = await go('KeyJ');
      let i = 1;
      for (; i < 8; i++) {
        const keyword = v.keyword;
        v = await go('KeyJ');
        if (v.keyword === keyword) break;
      }
      expect(i).toBeLessThan(8);
      expect(v.active).toBe(marks[i]);
      const word = v.active!.replace(/#\d+$/, '');
      await tab.waitFor((word) => (document.querySelector('rulings-lens-ui')?.shadowRoot?.querySelector('[aria-live]')?.textContent ?? '').includes(word), word);
    });

    it('scrolls each mark into view as it goes down the page; Esc takes the reader back: scroll position and focus', async () => {
      let v = await go('KeyJ');
      for (let i = 0; i < 60 && v.scrollY === 0; i++) {
        v = await go('KeyJ');
        expect(inViewport(v)).toBe(true);
      }
      expect(v.scrollY).toBeGreaterThan(0);
      expect(inViewport(v)).toBe(true);
      await tab.press('Escape');
      await tab.waitFor(() => !document.querySelector('rulings-lens-ui')?.shadowRoot?.querySelector('[data-part="panel"]'));
      const after = await view(tab);
      expect(after.scrollY).toBe(0);
      expect(after.focus).toBe('button.demo');
    });

    it('Enter pins: the rulings take ArrowDown, PageDown, End, Space and Home, the page does not move; Tab stays inside; Esc goes back', async () => {
      // The first mark whose tooltip has more to read than fits.
      let v = await go('KeyJ');
      for (let i = 0; i < 20 && !(v.body && v.body.max > 200); i++) v = await go('KeyJ');
      expect(v.body!.max).toBeGreaterThan(200);
      const tripStart = 0;
      const y = v.scrollY;
      await tab.press('Enter');
      await tab.waitFor(() => document.querySelector('rulings-lens-ui')?.shadowRoot?.querySelector<HTMLElement>('[data-part="panel"]')?.dataset.pinned === 'true');
      v = await view(tab);
      expect(v.focusInside).toBe(true);

      const tops: number[] = [];
      for (const key of ['ArrowDown', 'PageDown', 'End', 'Space', 'Home']) {
        await tab.press(key === 'Space' ? ' ' : key);
        await tab.waitFor(() => new Promise((r) => requestAnimationFrame(() => r(true))));
        v = await view(tab);
        expect(v.scrollY).toBe(y);
        tops.push(v.body!.top);
      }
      const max = v.body!.max;
      expect(tops[0]).toBeGreaterThan(0); // ArrowDown: a line
      expect(tops[1]).toBeGreaterThan(tops[0]); // PageDown: a page more
      expect(Math.abs(tops[2] - max)).toBeLessThanOrEqual(1); // End
      expect(Math.abs(tops[3] - max)).toBeLessThanOrEqual(1); // Space at the end: nothing, not the page
      expect(tops[4]).toBe(0); // Home

      for (let i = 0; i < 8; i++) {
        await tab.press('Tab');
        expect((await view(tab)).focusInside).toBe(true);
      }
      expect((await view(tab)).scrollY).toBe(y);

      await tab.press('Escape');
      await tab.waitFor(() => !document.querySelector('rulings-lens-ui')?.shadowRoot?.querySelector('[data-part="panel"]'));
      const after = await view(tab);
      expect(after.scrollY).toBe(tripStart);
      expect(after.focus).toBe('button.demo');
    });
  });
}
