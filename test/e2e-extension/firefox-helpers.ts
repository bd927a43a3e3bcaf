// Firefox ESR with the built extension installed as a temporary add-on (puppeteer-core over
// WebDriver BiDi). BiDi refuses to navigate to moz-extension:// pages, so the popup is tested in
// Chromium only; here the content script, its messages to the background page and live
// settings (through the tooltip's own action) are. The extension's own pages are driven through
// the devtools server instead (`rdpPort`, firefox-rdp.ts, firefox-options-page.ts): a test file
// gets the build, the fixture server, Firefox and that connection from useFirefoxExtSession
// (or connectDevtools, for a browser started its own way), and hovers marks with `hoverable`.
import { createServer } from 'node:net';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll } from 'vitest';
import type { DemoServer } from '../../scripts/serve-demo.ts';
import { ensureExtensionBuilt, type Built } from './build-once.ts';
import { startFixtureServer, VIEWPORT, type Probe } from './ext-helpers.ts';
import { extensionViews, firefoxOptionsPage, type ExtensionViews, type FirefoxOptionsPage } from './firefox-options-page.ts';
import { RdpClient } from './firefox-rdp.ts';
import type { HoverPage } from './ward-hover.ts';

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
  return firefoxExt(browser, await browser.installExtension(extDir));
}

/** The FirefoxExt of a launched `browser` with the add-on `addonId` installed. */
export function firefoxExt(browser: Browser, addonId: string): FirefoxExt {
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

/** Where the Firefox tests park the pointer between hovers: the far corner (the tooltip may open
 *  near the top-left). */
export const FAR_CORNER = { x: 990, y: 690 };

/** A puppeteer Page as ward-hover.ts hovers it, parked in the far corner. */
export const hoverable = (page: Page): HoverPage => ({ mouse: page.mouse, probe: probe(page), park: FAR_CORNER });

/** A free TCP port on 127.0.0.1 (for the devtools server). */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** Firefox with its devtools server, connected (firefox-rdp.ts): the extension's background page
 *  reached through its console actor, the extension's tabs and options page driven from it. */
export interface FirefoxDevtools {
  ff: FirefoxExt;
  rdp: RdpClient;
  /** The console actor of the extension's background page. */
  consoleActor: string;
  views: ExtensionViews;
  options: FirefoxOptionsPage;
  /** Closes the connection, then the browser. */
  close(): Promise<void>;
}

/** Starts Firefox with `start` (given the devtools server's port: launchFirefoxWithExtension, or
 *  launchFirefoxOnProfile in firefox-profile.ts) and connects to the background page. */
export async function connectDevtools(start: (rdpPort: number) => Promise<FirefoxExt>): Promise<FirefoxDevtools> {
  const port = await freePort();
  const ff = await start(port);
  let rdp: RdpClient | undefined;
  let consoleActor: string;
  try {
    rdp = await RdpClient.open(port);
    consoleActor = await rdp.addonConsole(ff.addonId);
  } catch (e) {
    rdp?.close();
    await ff.close(); // not left running when the connection fails
    throw e;
  }
  return {
    ff,
    rdp,
    consoleActor,
    views: extensionViews(rdp, consoleActor),
    options: firefoxOptionsPage(rdp, consoleActor),
    async close() {
      rdp.close();
      await ff.close();
    },
  };
}

export interface FirefoxExtSession extends FirefoxDevtools {
  built: Built;
  /** The fixture pages (startFixtureServer). */
  server: DemoServer;
}

/** The shared build, the fixture server and Firefox with the extension installed as a temporary
 *  add-on and its devtools server connected. `prefs`: more Firefox preferences. */
export async function openFirefoxExtSession(opts: { prefs?: Record<string, unknown> } = {}): Promise<FirefoxExtSession> {
  const built = await ensureExtensionBuilt();
  const server = await startFixtureServer(built);
  const devtools = await connectDevtools((rdpPort) => launchFirefoxWithExtension(built.firefoxExt, { rdpPort, prefs: opts.prefs }));
  return {
    ...devtools,
    built,
    server,
    async close() {
      await devtools.close();
      await server.close();
    },
  };
}

/** For a test file (or a describe block): a FirefoxExtSession opened before its tests and closed
 *  after them; the function returned gives the open session. */
export function useFirefoxExtSession(opts: { prefs?: Record<string, unknown> } = {}): () => FirefoxExtSession {
  let session: FirefoxExtSession | undefined;
  beforeAll(async () => {
    session = await openFirefoxExtSession(opts);
  }, 240_000);
  afterAll(() => session?.close());
  return () => session!;
}
