// Chromium with the built extension loaded (playwright-core, persistent context: extensions
// need one), plus access to the extension's service worker and its pages.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core';
import type { SiteStatus } from '../../extension/lib/messages.ts';
import type { Bundle } from '../../rulings-data/schema.ts';
import type { DemoServer } from '../../scripts/serve-demo.ts';
import { ensureExtensionBuilt, type Built } from './build-once.ts';
import { allMarked, builtBundle, centreOf, markedWords, panelState, startFixtureServer, until, VIEWPORT, type PanelState, type Probe } from './ext-helpers.ts';

export const CHROMIUM = '/usr/bin/chromium';

// The few extension APIs the tests call inside the service worker (the root tsconfig has no
// chrome types; these run in the worker, not in Node).
declare const chrome: {
  tabs: {
    query(q: object): Promise<Array<{ id?: number }>>;
    sendMessage(tabId: number, message: unknown, options: { frameId: number }): Promise<unknown>;
  };
  storage: { local: { get(key: string): Promise<Record<string, unknown>>; remove(key: string): Promise<void> } };
};

export interface ChromiumExt {
  context: BrowserContext;
  extensionId: string;
  /** Every request any page or the service worker made, in order. */
  requests: string[];
  /** Uncaught errors in pages and the extension's console errors. */
  errors: string[];
  worker(): Promise<Worker>;
  open(url: string, viewport?: { width: number; height: number }): Promise<Page>;
  extensionPage(path: string, viewport?: { width: number; height: number }): Promise<Page>;
  /** Asks the content script of the tab showing `url` what it decided (via the service worker). */
  siteStatus(url: string): Promise<SiteStatus | null>;
  tabId(url: string): Promise<number>;
  close(): Promise<void>;
}

/** `extDir`: the unpacked chrome-mv3 build; `lang`: the browser's UI language (e.g. 'zh-CN');
 *  `profile`: a profile folder to reuse (kept on close; default: a new one, removed on close). */
export async function launchWithExtension(extDir: string, opts: { lang?: string; profile?: string } = {}): Promise<ChromiumExt> {
  const profile = opts.profile ?? mkdtempSync(join(tmpdir(), 'rulings-lens-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: false, // the new headless mode (below) is the one that runs extensions
    viewport: VIEWPORT,
    locale: opts.lang,
    args: [
      ...(opts.lang ? [`--lang=${opts.lang}`] : []),
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--disable-extensions-except=${extDir}`,
      `--load-extension=${extDir}`,
    ],
  });
  const requests: string[] = [];
  const errors: string[] = [];
  context.on('request', (r) => requests.push(r.url()));
  context.on('weberror', (e) => errors.push(String(e.error())));

  const worker = async (): Promise<Worker> => context.serviceWorkers().find((w) => w.url().endsWith('/background.js')) ?? context.waitForEvent('serviceworker');
  const extensionId = new URL((await worker()).url()).host;
  // Chromium counts each start with --load-extension as an install, and an install opens the
  // welcome page (background onInstalled): wait for that tab (left open, as a user has it), so a
  // test waiting for a page its own action opens never gets this one instead.
  const welcome = `chrome-extension://${extensionId}/welcome.html`;
  for (let end = Date.now() + 10_000; Date.now() < end && !context.pages().some((p) => p.url() === welcome); ) await new Promise((r) => setTimeout(r, 100));

  const open = async (url: string, viewport = VIEWPORT) => {
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.setViewportSize(viewport);
    page.on('console', (m) => m.type() === 'error' && !/favicon|Failed to load resource/.test(m.text()) && errors.push(`${page.url()}: ${m.text()}`));
    await page.goto(url);
    return page;
  };

  const allStatuses = async () =>
    (await worker()).evaluate(async () => {
      const tabs = await chrome.tabs.query({});
      const out: Array<{ id: number; status: unknown }> = [];
      for (const tab of tabs) {
        if (tab.id === undefined) continue;
        const reply = await chrome.tabs.sendMessage(tab.id, { type: 'site-status' }, { frameId: 0 }).catch(() => null);
        out.push({ id: tab.id, status: (reply as { ok?: boolean; value?: unknown } | null)?.ok ? (reply as { value: unknown }).value : null });
      }
      return out;
    });

  return {
    context,
    extensionId,
    requests,
    errors,
    worker,
    open,
    extensionPage: (path, viewport) => open(`chrome-extension://${extensionId}/${path}`, viewport),
    async siteStatus(url) {
      const hit = (await allStatuses()).find((t) => (t.status as SiteStatus | null)?.url === url);
      return (hit?.status as SiteStatus | undefined) ?? null;
    },
    async tabId(url) {
      const hit = (await allStatuses()).find((t) => (t.status as SiteStatus | null)?.url === url);
      if (!hit) throw new Error(`no tab with a content script at ${url}`);
      return hit.id;
    },
    async close() {
      await context.close();
      if (!opts.profile) rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** playwright Page → the driver-neutral Probe. */
export const probe = (page: Page): Probe => ({ evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never });

/** The extension's stored settings, read in the service worker. */
export async function storedSettings(ext: ChromiumExt): Promise<Record<string, unknown> | null> {
  return (await ext.worker()).evaluate(async () => ((await chrome.storage.local.get('settings')).settings as Record<string, unknown>) ?? null);
}

export async function resetStoredSettings(ext: ChromiumExt): Promise<void> {
  await (await ext.worker()).evaluate(() => chrome.storage.local.remove('settings'));
}

/** The words marked on `page` now. */
export const marked = async (page: Page) => allMarked(await markedWords(probe(page)));

/** Opens `url` and waits for the extension's first marks. */
export async function openMarked(ext: ChromiumExt, url: string): Promise<Page> {
  const page = await ext.open(url);
  await until(() => marked(page), (m) => m.length > 0, `marks on ${url}`);
  return page;
}

/** Moves the pointer onto the element `id` and waits for the tooltip about `keyword`. */
export async function hover(page: Page, id: string, keyword: string): Promise<PanelState> {
  await page.mouse.move(5, 5);
  const { x, y } = await centreOf(probe(page), id);
  await page.mouse.move(x, y);
  const panel = await until(() => panelState(probe(page)), (s) => s?.keyword === keyword && s.rulingIds.length > 0, `tooltip for ${keyword}`);
  return panel!;
}

/** Types a query into the popup and waits for the results that answer it. */
export async function searchPopup(popup: Page, query: string): Promise<void> {
  await popup.locator('[data-part="search"]').fill(query);
  await popup.waitForFunction((q) => document.querySelector('#results')?.getAttribute('data-query') === q && !!document.querySelector('[role="treeitem"]'), query);
}

export interface ChromiumExtSession {
  built: Built;
  bundle: Bundle;
  server: DemoServer;
  ext: ChromiumExt;
  close(): Promise<void>;
}

/** The shared build, its bundle, the fixture server and Chromium with the extension loaded. */
export async function openChromiumExtSession(): Promise<ChromiumExtSession> {
  const built = await ensureExtensionBuilt();
  const server = await startFixtureServer(built);
  const ext = await launchWithExtension(built.chromeExt);
  return {
    built,
    bundle: builtBundle(built),
    server,
    ext,
    async close() {
      await ext.close();
      await server.close();
    },
  };
}
