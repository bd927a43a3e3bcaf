// axe-core on every demo page, in one browser, in the light and the dark colour scheme: pages
// without the widget as they are, pages with it with the tooltip open on hover, then pinned (focus
// inside); the whole document each time, the tooltip's shadow root and the ESM demo's frame
// included. In Chromium also a phone (360 × 640, touch): the tooltip tapped open, as a bottom
// sheet. Every run must have 0 violations, and every "incomplete" (axe could not decide) must be
// explained in ALLOWED_INCOMPLETE below. The same suite runs in Chromium (test/e2e/widget-axe.e2e.test.ts) and Firefox ESR
// (test/e2e-firefox/widget-axe.e2e.test.ts). axe is injected from node_modules: no network.
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoServer } from '../../scripts/serve-demo.ts';
import { formatFindings, injectAxe, runAxe, unexplained, type AllowedIncomplete, type AxeReport, type Evaluator } from './axe.ts';
import { CHROMIUM, CHROMIUM_ARGS, VIEWPORT, luminance, startTestServer } from './widget-helpers.ts';
import { wordCentreInPage } from './page-probes.ts';
import { playwrightTab, puppeteerTab, type BrowserName, type Tab } from './widget-hostile-driver.ts';

export type Scheme = 'light' | 'dark';

/** The demo pages, and the word to hover on those that load the widget (null: no widget). */
export const AXE_PAGES: ReadonlyArray<{ path: string; hover: { context: string; word: string } | null }> = [
  { path: 'index.html', hover: null },
  { path: 'article-en.html', hover: { context: 'To proliferate, choose', word: 'proliferate' } },
  { path: 'article-zh.html', hover: { context: '增殖时', word: '增殖' } },
  { path: 'embeds.html', hover: { context: 'you may Proliferate', word: 'Proliferate' } },
  { path: 'embed-esm.html', hover: { context: 'Convoke can be paid', word: 'Convoke' } },
  { path: 'packs.html', hover: { context: 'this card says Surveil', word: 'Surveil' } },
  { path: 'plain-article.html', hover: null },
  { path: 'extension-demo.html', hover: null },
];

/**
 * "Incomplete" results a person has looked at and accepts, each with its reason. Anything axe
 * cannot decide that is NOT listed here fails the test.
 */
export const ALLOWED_INCOMPLETE: readonly AllowedIncomplete[] = [
  {
    rule: 'label-content-name-mismatch',
    target: /rulings-lens-ui >>> \.close$/,
    // WCAG 2.5.3 (label in name) is about visible TEXT labels. The close button shows the symbol
    // ×, named "Close" / "关闭"; axe cannot tell a symbol from a word and asks for a person to look.
    reason: 'the visible × is an icon, not a text label; the button is named by its aria-label',
  },
];

interface AxeTab extends Tab {
  /** The page's frames, main frame first (axe is injected into each). */
  frames(): Evaluator[];
}

interface AxeBrowser {
  open(url: string): Promise<AxeTab>;
  close(): Promise<void>;
}

/** Chromium: the scheme per context. Firefox: per profile (its BiDi has no media emulation), so
 *  one Firefox per scheme, with the content colour-scheme override pref (0 dark, 1 light). */
async function launchFor(browser: BrowserName, scheme: Scheme): Promise<AxeBrowser> {
  if (browser === 'chromium') {
    const b = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    return {
      async open(url) {
        const context = await b.newContext({ viewport: VIEWPORT, colorScheme: scheme });
        const page = await context.newPage();
        const tab = playwrightTab(page, () => context.close());
        await page.goto(url);
        return Object.assign(tab, { frames: () => page.frames() as unknown as Evaluator[] });
      },
      close: () => b.close(),
    };
  }
  const b = await puppeteer.launch({
    browser: 'firefox',
    executablePath: '/usr/bin/firefox-esr',
    headless: true,
    extraPrefsFirefox: { 'layout.css.prefers-color-scheme.content-override': scheme === 'dark' ? 0 : 1 },
  });
  return {
    async open(url) {
      const context = await b.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(VIEWPORT);
      const tab = puppeteerTab(page, () => context.close());
      await page.goto(url);
      return Object.assign(tab, { frames: () => page.frames() as unknown as Evaluator[] });
    },
    close: () => b.close(),
  };
}

/** Waits for the widget (script tag or the ESM demo's handle) to be mounted and scanned. */
async function widgetReady(tab: Tab): Promise<void> {
  await tab.waitFor(() => {
    const w = window as unknown as { RulingsLens?: unknown; demoWidget?: () => unknown };
    return document.readyState === 'complete' && (w.RulingsLens !== undefined || w.demoWidget?.() != null);
  });
  const active = await tab.evaluate(async () => {
    const w = window as unknown as { RulingsLens?: { ready: Promise<Handle | null> }; demoWidget?: () => Handle | null };
    type Handle = { active?: boolean; whenScanned(): Promise<void> };
    const handle = w.RulingsLens ? await w.RulingsLens.ready : w.demoWidget!();
    if (!handle || handle.active === false) return false;
    await handle.whenScanned();
    return true;
  });
  if (!active) throw new Error('widget did not mount');
}

/** Centre of `word` inside the text `context` (document and open shadow roots), scrolled into view. */
async function wordCentre(tab: Tab, context: string, word: string): Promise<{ x: number; y: number }> {
  const box = await tab.evaluate(wordCentreInPage, { context, word });
  if (!box) throw new Error(`"${context}" is not on the page`);
  return box;
}

/** Waits for the tooltip to be shown (and pinned or not); returns its background colour. */
async function panelShown(tab: Tab, pinned: boolean): Promise<string> {
  await tab.waitFor((pinned) => {
    const panel = document.querySelector('rulings-lens-ui')?.shadowRoot?.querySelector<HTMLElement>('[data-part="panel"]');
    return !!panel && panel.style.visibility !== 'hidden' && (panel.dataset.pinned === 'true') === pinned;
  }, pinned);
  return tab.evaluate(() => getComputedStyle(document.querySelector('rulings-lens-ui')!.shadowRoot!.querySelector('[data-part="panel"]')!).backgroundColor, undefined);
}

async function axeOn(tab: AxeTab): Promise<AxeReport> {
  await injectAxe(tab.frames());
  return runAxe(tab.frames()[0]);
}

/** 0 violations and no unexplained incomplete result, with a readable list when not. */
function expectClean(report: AxeReport, where: string): void {
  expect(report.rulesRun, `${where}: axe ran no rule`).toBeGreaterThan(10);
  // One assertion for both lists, so a failure shows everything axe found, one line each.
  const lines = (findings: AxeReport['violations']) => formatFindings(findings).split('\n').filter(Boolean);
  expect({ violations: lines(report.violations), unexplainedIncomplete: lines(unexplained(report.incomplete, ALLOWED_INCOMPLETE)) }, where).toEqual({
    violations: [],
    unexplainedIncomplete: [],
  });
}

/** What each run found, printed once per browser and scheme (before/after counts for reviews). */
type Tally = Record<string, { violations: number; incomplete: number }>;

/** A phone in Chromium: small viewport, touch, coarse pointer (where the tooltip is a bottom
 *  sheet with 44 px controls). Firefox over BiDi cannot emulate touch, so Chromium only. */
function phoneTest(): void {
  describe('axe-core on a phone-sized page, chromium', () => {
    let server: DemoServer;
    let b: Awaited<ReturnType<typeof chromium.launch>>;
    beforeAll(async () => {
      [b, server] = await Promise.all([chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS }), startTestServer()]);
    });
    afterAll(async () => {
      await b?.close();
      await server?.close();
    });

    for (const scheme of ['light', 'dark'] as const) {
      it(`article-en.html, tooltip tapped open, ${scheme}`, async () => {
        const context = await b.newContext({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true, colorScheme: scheme });
        const page = await context.newPage();
        const tab = Object.assign(playwrightTab(page, () => context.close()), { frames: () => page.frames() as unknown as Evaluator[] });
        try {
          await page.goto(`${server.url}/article-en.html`);
          expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
          await widgetReady(tab);
          const { x, y } = await wordCentre(tab, 'To proliferate, choose', 'proliferate');
          await page.touchscreen.tap(x, y);
          await tab.waitFor(() => {
            const panel = document.querySelector('rulings-lens-ui')?.shadowRoot?.querySelector<HTMLElement>('[data-part="panel"]');
            return !!panel && panel.style.visibility !== 'hidden';
          }, undefined);
          // The small-viewport layout is the one checked (position.ts SHEET_QUERY).
          expect(await tab.evaluate(() => document.querySelector('rulings-lens-ui')!.shadowRoot!.querySelector<HTMLElement>('[data-part="panel"]')!.dataset.sheet, undefined)).toBe('true');
          const report = await axeOn(tab);
          expect(report.shadowNodesChecked, 'axe looked inside the tooltip').toBeGreaterThan(5);
          expectClean(report, `article-en.html (phone, ${scheme})`);
          expect(tab.requests.filter((u) => !u.startsWith(`${server.url}/`) && !u.startsWith('data:'))).toEqual([]);
          expect(tab.pageErrors).toEqual([]);
        } finally {
          await tab.close();
        }
      });
    }
  });
}

export function axeSuite(browser: BrowserName): void {
  if (browser === 'chromium') phoneTest();
  for (const scheme of ['light', 'dark'] as const) {
    describe(`axe-core on the demo pages, ${browser}, ${scheme}`, () => {
      let b: AxeBrowser;
      let server: DemoServer;
      const tally: Tally = {};
      beforeAll(async () => {
        [b, server] = await Promise.all([launchFor(browser, scheme), startTestServer()]);
      });
      afterAll(async () => {
        await b?.close();
        await server?.close();
        console.log(`[axe:${browser}:${scheme}] ${JSON.stringify(tally)}`);
      });

      for (const { path, hover } of AXE_PAGES) {
        it(path, async () => {
          const tab = await b.open(`${server.url}/${path}`);
          const check = (state: string, report: AxeReport) => {
            tally[`${path} ${state}`] = { violations: report.violations.length, incomplete: report.incomplete.length };
            expectClean(report, `${path} (${state}, ${scheme})`);
          };
          try {
            await tab.waitFor(() => document.readyState === 'complete', undefined);
            expect(await tab.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches, undefined)).toBe(scheme === 'dark');
            if (!hover) {
              check('page', await axeOn(tab));
            } else {
              await widgetReady(tab);
              const { x, y } = await wordCentre(tab, hover.context, hover.word);
              await tab.move(x, y);
              const bg = await panelShown(tab, false);
              // The tooltip follows the scheme ("auto" theme), so each run checks the palette it names.
              expect(luminance(bg) < 0.2, `panel background ${bg}`).toBe(scheme === 'dark');
              const hovered = await axeOn(tab);
              expect(hovered.shadowNodesChecked, 'axe looked inside the tooltip').toBeGreaterThan(5);
              check('hover', hovered);

              await tab.click(x, y);
              await panelShown(tab, true);
              const pinned = await axeOn(tab);
              expect(pinned.shadowNodesChecked, 'axe looked inside the tooltip').toBeGreaterThan(5);
              check('pinned', pinned);
              // The run put the host back where it was and focus back inside: still pinned, as before.
              expect(await tab.evaluate(() => {
                const host = document.querySelector('rulings-lens-ui')!;
                const panel = host.shadowRoot!.querySelector<HTMLElement>('[data-part="panel"]');
                return { parent: host.parentElement?.tagName, pinned: panel?.dataset.pinned, focusInside: host.shadowRoot!.activeElement !== null };
              }, undefined)).toEqual({ parent: 'HTML', pinned: 'true', focusInside: true });
            }
            expect(tab.requests.filter((u) => !u.startsWith(`${server.url}/`) && !u.startsWith('data:'))).toEqual([]);
            expect(tab.pageErrors).toEqual([]);
          } finally {
            await tab.close();
          }
        });
      }
    });
  }
}
