// The built extension in Chromium and Firefox behind the hostile suite's browser-neutral Tab
// (test/e2e/widget-hostile-driver.ts), so the extension run reuses the widget suite's page probes
// (marks, hover, snapshot) unchanged. Requests: Chromium records the whole persistent context
// (pages AND the extension's service worker); Firefox records the pages' requests.
import { playwrightTab, puppeteerTab, type BrowserName, type Tab } from '../e2e/widget-hostile-driver.ts';
import { launchWithExtension, type ChromiumExt } from './chromium-helpers.ts';
import { VIEWPORT } from './ext-helpers.ts';
import { launchFirefoxWithExtension, type FirefoxExt } from './firefox-helpers.ts';

// Runs in the service worker (the root tsconfig has no chrome types).
declare const chrome: { storage: { local: { set(items: object): Promise<void>; remove(key: string): Promise<void> } } };
declare function fetch(url: string): Promise<unknown>;

export interface ExtBrowser {
  name: BrowserName;
  open(url: string): Promise<Tab>;
  /** Every request seen by the browser (see the header for what each engine covers). */
  requests: string[];
  /** Chromium: the extension's service-worker URL (its requests are in `requests` too). */
  describe(): string;
  /** Stores extension settings (null = remove them). Chromium only: Firefox's background page
   *  cannot be reached from puppeteer (see firefox-helpers.ts). */
  setSettings?(settings: Record<string, unknown> | null): Promise<void>;
  /** Chromium: makes the service worker itself fetch `url` (proves its requests are recorded). */
  fetchFromWorker?(url: string): Promise<void>;
  close(): Promise<void>;
}

export async function launchExtBrowser(name: BrowserName, built: { chromeExt: string; firefoxExt: string }): Promise<ExtBrowser> {
  return name === 'chromium' ? chromiumExt(await launchWithExtension(built.chromeExt)) : firefoxExt(await launchFirefoxWithExtension(built.firefoxExt));
}

function chromiumExt(ext: ChromiumExt): ExtBrowser {
  return {
    name: 'chromium',
    requests: ext.requests, // context.on('request'): pages and the service worker
    describe: () => `chrome-extension://${ext.extensionId}`,
    async fetchFromWorker(url) {
      await (await ext.worker()).evaluate((u) => fetch(u).then(() => undefined, () => undefined), url);
    },
    async setSettings(settings) {
      const worker = await ext.worker();
      await worker.evaluate(
        (s) => (s === null ? chrome.storage.local.remove('settings') : chrome.storage.local.set({ settings: s })),
        settings,
      );
    },
    async open(url) {
      const page = await ext.context.newPage();
      await page.setViewportSize(VIEWPORT);
      const tab = playwrightTab(page, () => page.close());
      await page.goto(url);
      return tab;
    },
    close: () => ext.close(),
  };
}

function firefoxExt(ff: FirefoxExt): ExtBrowser {
  const requests: string[] = [];
  return {
    name: 'firefox',
    requests,
    describe: () => `addon ${ff.addonId}`,
    async open(url) {
      // The default context: a temporary add-on is not enabled in new (private-like) contexts.
      const page = await ff.browser.newPage();
      await page.setViewport(VIEWPORT);
      const tab = puppeteerTab(page, () => page.close());
      page.on('request', (r) => requests.push(r.url()));
      await page.goto(url);
      return tab;
    },
    close: () => ff.close(),
  };
}
