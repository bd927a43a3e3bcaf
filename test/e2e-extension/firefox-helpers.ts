// Firefox ESR with the built extension installed as a temporary add-on (puppeteer-core over
// WebDriver BiDi). BiDi refuses to navigate to moz-extension:// pages, so the popup is tested in
// Chromium only; here the content script, its messages to the background page and live
// settings (through the tooltip's own action) are. The options page's pack import is driven
// through the devtools server instead (`rdpPort`, see firefox-rdp.ts and firefox-packs.e2e.test.ts).
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { VIEWPORT, type Probe } from './ext-helpers.ts';

export const FIREFOX = '/usr/bin/firefox-esr';

export interface FirefoxExt {
  browser: Browser;
  addonId: string;
  /** Every request of the pages opened with open(). */
  requests: string[];
  errors: string[];
  open(url: string): Promise<Page>;
  close(): Promise<void>;
}

/** `extDir`: the unpacked firefox-mv2 build; `rdpPort`: also start the devtools server there;
 *  `prefs`: more Firefox preferences (e.g. extensions.webextOptionalPermissionPrompts). */
export async function launchFirefoxWithExtension(extDir: string, opts: { rdpPort?: number; prefs?: Record<string, unknown> } = {}): Promise<FirefoxExt> {
  const devtools = opts.rdpPort
    ? {
        args: ['--start-debugger-server', String(opts.rdpPort)],
        extraPrefsFirefox: { 'devtools.debugger.remote-enabled': true, 'devtools.chrome.enabled': true, 'devtools.debugger.prompt-connection': false, ...opts.prefs },
      }
    : { extraPrefsFirefox: opts.prefs };
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true, ...devtools });
  const addonId = await browser.installExtension(extDir);
  const requests: string[] = [];
  const errors: string[] = [];
  return {
    browser,
    addonId,
    requests,
    errors,
    async open(url) {
      const page = await browser.newPage();
      await page.setViewport(VIEWPORT);
      page.on('request', (r) => requests.push(r.url()));
      page.on('pageerror', (e) => errors.push(`${url}: ${String(e)}`));
      await page.goto(url);
      return page;
    },
    close: () => browser.close(),
  };
}

/** puppeteer Page → the driver-neutral Probe. */
export const probe = (page: Page): Probe => ({ evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never });

/** Centre of an element inside the tooltip's shadow root (to click it like a user). */
export function tooltipPartCentre(page: Page, part: string): Promise<{ x: number; y: number } | null> {
  return page.evaluate((part: string) => {
    const el = document.querySelector('rulings-lens-ui')?.shadowRoot?.querySelector(`[data-part="${part}"]`);
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  }, part);
}
