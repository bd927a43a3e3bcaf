// One small browser-neutral API over playwright-core (Chromium) and puppeteer-core (Firefox ESR),
// so the hostile-page suite runs the very same checks in both engines. Only what the suite needs:
// open a page, evaluate / wait in it, move and click the mouse, and record every request,
// uncaught error and console message.
import { chromium, type Page as PwPage } from 'playwright-core';
import puppeteer, { type Page as PpPage } from 'puppeteer-core';
import { CHROMIUM, CHROMIUM_ARGS, VIEWPORT } from './widget-helpers.ts';

export type BrowserName = 'chromium' | 'firefox';
const TIMEOUT = 60_000; // generous: two browsers may share two cores; never a timed assertion

export interface Tab {
  /** Runs `fn(arg)` in the page (functions are serialised: no closures). */
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  /** Waits until `fn(arg)` is truthy in the page. */
  waitFor<A = undefined>(fn: (arg: A) => unknown, arg?: A): Promise<void>;
  move(x: number, y: number): Promise<void>;
  click(x: number, y: number): Promise<void>;
  requests: string[];
  pageErrors: string[];
  console: string[];
  close(): Promise<void>;
}

export interface Driver {
  name: BrowserName;
  open(url: string): Promise<Tab>;
  close(): Promise<void>;
}

/** What a suite may ask of the browser beyond the defaults (none by default). */
export interface LaunchOptions {
  /** Chromium: permissions granted to each tab's context (e.g. 'clipboard-read'). */
  permissions?: string[];
  /** Firefox: extra preferences. */
  firefoxPrefs?: Record<string, unknown>;
}

export async function launch(name: BrowserName, opts: LaunchOptions = {}): Promise<Driver> {
  return name === 'chromium' ? launchChromium(opts) : launchFirefox(opts);
}

/** A Tab over a playwright-core page; `close` ends whatever owns the page. */
export function playwrightTab(page: PwPage, close: () => Promise<void>): Tab {
  page.setDefaultTimeout(TIMEOUT);
  const tab: Tab = {
    requests: [],
    pageErrors: [],
    console: [],
    evaluate: (fn, arg) => page.evaluate(fn as never, arg),
    waitFor: async (fn, arg) => void (await page.waitForFunction(fn as never, arg, { timeout: TIMEOUT })),
    move: (x, y) => page.mouse.move(x, y),
    click: (x, y) => page.mouse.click(x, y),
    close,
  };
  page.on('request', (r) => tab.requests.push(r.url()));
  page.on('pageerror', (e) => tab.pageErrors.push(String(e)));
  page.on('console', (m) => tab.console.push(`${m.type()}: ${m.text()}`));
  return tab;
}

/** A Tab over a puppeteer-core page; `close` ends whatever owns the page. */
export function puppeteerTab(page: PpPage, close: () => Promise<void>): Tab {
  page.setDefaultTimeout(TIMEOUT);
  const tab: Tab = {
    requests: [],
    pageErrors: [],
    console: [],
    evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
    waitFor: async (fn, arg) => void (await page.waitForFunction(fn as never, { timeout: TIMEOUT, polling: 50 }, arg)),
    move: (x, y) => page.mouse.move(x, y),
    click: (x, y) => page.mouse.click(x, y),
    close,
  };
  page.on('request', (r) => tab.requests.push(r.url()));
  page.on('pageerror', (e) => tab.pageErrors.push(String(e)));
  page.on('console', (m) => tab.console.push(`${m.type()}: ${m.text()}`));
  return tab;
}

async function launchChromium(opts: LaunchOptions): Promise<Driver> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  return {
    name: 'chromium',
    async open(url) {
      const context = await browser.newContext({ viewport: VIEWPORT, permissions: opts.permissions });
      const page = await context.newPage();
      const tab = playwrightTab(page, () => context.close());
      await page.goto(url);
      return tab;
    },
    close: () => browser.close(),
  };
}

async function launchFirefox(opts: LaunchOptions): Promise<Driver> {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: '/usr/bin/firefox-esr', headless: true, extraPrefsFirefox: opts.firefoxPrefs });
  return {
    name: 'firefox',
    async open(url) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(VIEWPORT);
      const tab = puppeteerTab(page, () => context.close());
      await page.goto(url);
      return tab;
    },
    close: () => browser.close(),
  };
}
