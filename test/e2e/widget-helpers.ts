// Shared pieces of the widget's real-browser tests: launching Chromium, the demo server (with the
// fixture pages and a strict-CSP page), and reading the tooltip out of its shadow root.
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { startDemoServer, type DemoServer } from '../../scripts/serve-demo.ts';
import type { Bundle } from '../../rulings-data/schema.ts';
import { wordCentreInPage } from './page-probes.ts';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const VIEWPORT = { width: 1000, height: 700 };
export const STRICT_CSP = "default-src 'self'; style-src 'self'; script-src 'self'";
export const FIXTURES = fileURLToPath(new URL('../fixtures/widget/', import.meta.url));
export const SCREENSHOTS = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
export const HOST_TAG = 'rulings-lens-ui';
export const HIGHLIGHT_PREFIX = 'rulings-lens-';

/** The bundle the widget was built from (to compare what the tooltip shows against). */
export function builtBundle(): Bundle {
  return JSON.parse(readFileSync(fileURLToPath(new URL('../../dist/data/rulings.json', import.meta.url)), 'utf8')) as Bundle;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** demo/ at `/`, dist/widget/ at `/widget/`, test fixtures at `/fixtures/`; csp*.html get a strict CSP. */
export function startTestServer(): Promise<DemoServer> {
  return startDemoServer({
    port: 0,
    mounts: { '/fixtures/': FIXTURES },
    headers: (path) => (/^\/fixtures\/csp[^/]*\.html$/.test(path) ? { 'content-security-policy': STRICT_CSP } : undefined),
  });
}

/** A page plus everything it did that a test may want to check afterwards. */
export interface Tracked {
  page: Page;
  context: BrowserContext;
  requests: string[];
  console: string[];
  pageErrors: string[];
}

/** `init` runs in the page before any of its own scripts (e.g. to listen for CSP violations). */
export async function openPage(browser: Browser, url: string, options: BrowserContextOptions = {}, init?: () => void): Promise<Tracked> {
  const context = await browser.newContext({ viewport: VIEWPORT, ...options });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  // Generous: the whole test suite may be competing for two CPU cores. Never a timed assertion.
  page.setDefaultTimeout(45_000);
  const tracked: Tracked = { page, context, requests: [], console: [], pageErrors: [] };
  page.on('request', (r) => tracked.requests.push(r.url()));
  page.on('console', (m) => tracked.console.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => tracked.pageErrors.push(String(e)));
  await page.goto(url);
  return tracked;
}

export interface ChromiumSession {
  readonly browser: Browser;
  readonly server: DemoServer;
  /** Opens `path` on the test server in a fresh context; checked and closed after the test. */
  open(path: string, options?: BrowserContextOptions, init?: () => void): Promise<Tracked>;
}

/**
 * One Chromium and one test server for a test file, with the check every page gets: after each
 * test, nothing but the test server was contacted and nothing threw. Call at module top level.
 */
export function useChromiumSession(): ChromiumSession {
  let browser: Browser;
  let server: DemoServer;
  const opened: Tracked[] = [];
  beforeAll(async () => {
    [browser, server] = await Promise.all([launchChromium(), startTestServer()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  afterEach(async () => {
    for (const t of opened.splice(0)) {
      expect(foreignRequests(t, server)).toEqual([]);
      expect(t.pageErrors).toEqual([]);
      await t.context.close();
    }
  });
  return {
    get browser() {
      return browser;
    },
    get server() {
      return server;
    },
    async open(path, options, init) {
      const t = await openPage(browser, `${server.url}/${path}`, options, init);
      opened.push(t);
      return t;
    },
  };
}

/** Requests that did not go to the test server (must always be empty). */
export function foreignRequests(t: Tracked, server: DemoServer): string[] {
  return t.requests.filter((u) => !u.startsWith(`${server.url}/`));
}

/** Waits for the script-tag widget to be mounted and done with its first full scan. */
export async function widgetReady(page: Page): Promise<void> {
  await page.waitForFunction(() => window.RulingsLens !== undefined);
  const active = await page.evaluate(async () => {
    const handle = await window.RulingsLens!.ready;
    if (handle?.active) await handle.whenScanned();
    return handle?.active === true;
  });
  // Not mounted: the widget said why on the console (data not loaded, could not start…).
  if (!active) throw new Error(`widget did not mount on ${page.url()}`);
}

/**
 * Centre of `word` where it occurs inside the text `context` (searched in the document and in
 * every open shadow root), scrolled into view first. Measured with a Range, as a reader's
 * pointer would see it.
 */
export async function wordCentre(page: Page, context: string, word = context): Promise<{ x: number; y: number }> {
  const box = await page.evaluate(wordCentreInPage, { context, word });
  if (!box) throw new Error(`wordCentre: "${context}" is not on ${page.url()}`);
  return box;
}

export async function hoverWord(page: Page, context: string, word?: string): Promise<void> {
  const { x, y } = await wordCentre(page, context, word);
  await page.mouse.move(x, y);
}

/** What the open tooltip shows, read from the host's shadow root (null when closed). */
export interface PanelState {
  keyword: string;
  pinned: boolean;
  role: string | null;
  label: string | null;
  lang: string | null;
  rulingIds: string[];
  keywordEn: string;
  keywordZh: string;
  focusInside: boolean;
  rect: { x: number; y: number; width: number; height: number };
}

export function panelState(page: Page): Promise<PanelState | null> {
  return page.evaluate((tag) => {
    const host = document.querySelector(tag);
    const panel = host?.shadowRoot?.querySelector<HTMLElement>('[data-part="panel"]');
    if (!host || !panel) return null;
    const r = panel.getBoundingClientRect();
    return {
      keyword: panel.dataset.keyword ?? '',
      pinned: panel.dataset.pinned === 'true',
      role: panel.getAttribute('role'),
      label: panel.getAttribute('aria-label'),
      lang: panel.dataset.lang ?? null,
      rulingIds: [...panel.querySelectorAll<HTMLElement>('[data-part="ruling"]')].map((li) => li.dataset.rulingId ?? ''),
      keywordEn: panel.querySelector('[data-part="keyword-en"]')?.textContent ?? '',
      keywordZh: panel.querySelector('[data-part="keyword-zh"]')?.textContent ?? '',
      focusInside: host.shadowRoot!.activeElement !== null,
      rect: { x: r.x, y: r.y, width: r.width, height: r.height },
    };
  }, HOST_TAG);
}

/** Waits until the tooltip is open on `keyword` (and, when given, pinned or not). */
export async function waitForPanel(page: Page, keyword: string, pinned?: boolean): Promise<PanelState> {
  await page.waitForFunction(
    ({ tag, keyword, pinned }) => {
      const panel = document.querySelector(tag)?.shadowRoot?.querySelector<HTMLElement>('[data-part="panel"]');
      if (!panel || panel.dataset.keyword !== keyword || panel.style.visibility === 'hidden') return false;
      return pinned === undefined || (panel.dataset.pinned === 'true') === pinned;
    },
    { tag: HOST_TAG, keyword, pinned },
  );
  return (await panelState(page))!;
}

export async function waitForPanelClosed(page: Page): Promise<void> {
  await page.waitForFunction((tag) => !document.querySelector(tag)?.shadowRoot?.querySelector('[data-part="panel"]'), HOST_TAG);
}

/** Computed styles of the open panel (to tell a styled panel from an unstyled one). */
export function panelStyle(page: Page): Promise<Record<string, string>> {
  return page.evaluate((tag) => {
    const panel = document.querySelector(tag)!.shadowRoot!.querySelector('[data-part="panel"]')!;
    const s = getComputedStyle(panel);
    return {
      backgroundColor: s.backgroundColor,
      color: s.color,
      position: s.position,
      display: s.display,
      borderRadius: s.borderTopLeftRadius,
      fontSize: s.fontSize,
      lineHeight: s.lineHeight,
      visibility: s.visibility,
      zIndex: getComputedStyle(document.querySelector(tag)!).zIndex,
    };
  }, HOST_TAG);
}

/** Relative luminance 0..1 of a computed `rgb(…)` colour. */
export function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => Number(v) / 255);
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Ranges per registered rulings-lens highlight (marks only; the active-word tint excluded). */
export function highlightCounts(page: Page): Promise<Record<string, number>> {
  return page.evaluate((prefix) => {
    const out: Record<string, number> = {};
    CSS.highlights.forEach((hl, name) => {
      if (name.startsWith(prefix) && !name.endsWith('-active')) out[name] = hl.size;
    });
    return out;
  }, HIGHLIGHT_PREFIX);
}

export const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

/** Waits until at least `min` mark ranges are registered. Marks are drawn only near the viewport
 *  (viewport checks in animation frames, see widget/scan/near-content.ts), so this is asynchronous. */
export async function waitForMarks(page: Page, min: number): Promise<number> {
  const handle = await page.waitForFunction(
    ({ prefix, min }) => {
      let n = 0;
      CSS.highlights.forEach((hl, name) => {
        if (name.startsWith(prefix) && !name.endsWith('-active')) n += hl.size;
      });
      return n >= min ? n : false;
    },
    { prefix: HIGHLIGHT_PREFIX, min },
  );
  return (await handle.jsonValue()) as number;
}
