// One Chromium (playwright-core) or Firefox ESR (puppeteer-core over WebDriver BiDi) and one
// static server for all the in-browser benchmarks (page annotation, hover, long tasks, memory).
// Pages are served from 127.0.0.1: bench/tmp/ at `/` (the generated CR page), the built widget at
// `/widget/` (scripts/serve-demo.ts's server, which maps dist/widget there), the hostile fixture
// pages at `/hostile/`. Benches talk to a page through BenchPage, the same in both browsers.
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import puppeteer, { type Browser as PpBrowser, type Page as PpPage } from 'puppeteer-core';
import { REPO_ROOT } from '../cli/paths.ts';
import { startDemoServer, type DemoServer } from '../serve-demo.ts';
import { BENCH_TMP, CR_PAGE_NAME } from './cr-page.ts';

export const CHROMIUM = '/usr/bin/chromium';
export const FIREFOX = '/usr/bin/firefox-esr';
export const HOSTILE_DIR = join(REPO_ROOT, 'test/fixtures/hostile');
export const CHROMIUM_ARGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** A common laptop viewport: what "on screen" means for the viewport-first scan. */
export const VIEWPORT = { width: 1280, height: 720 };

export interface BenchSession {
  browser: Browser;
  server: DemoServer;
  close(): Promise<void>;
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  close(): Promise<void>;
}

/** The bench pages' server: bench/tmp at `/`, the hostile fixtures, and `widgetDir` at `/widget/`. */
function benchServer(widgetDir: string | undefined): Promise<DemoServer> {
  const mounts = { '/hostile/': HOSTILE_DIR, ...(widgetDir ? { '/widget/': widgetDir } : {}) };
  return startDemoServer({ port: 0, root: BENCH_TMP, mounts });
}

/** `widgetDir`: where `/widget/` is served from (default dist/widget; run-all passes a snapshot
 *  so a concurrent rebuild cannot swap files mid-run). */
export async function openSession(opts: { widgetDir?: string } = {}): Promise<BenchSession> {
  const server = await benchServer(opts.widgetDir);
  let browser: Browser;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  } catch (err) {
    await server.close();
    throw new Error(`bench: could not launch ${CHROMIUM} (${err instanceof Error ? err.message : String(err)})`);
  }
  return {
    browser,
    server,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * In-page harness (window.__rlBench), plain JS so no build step rewrites it: a long-task
 * observer from the first byte, and small helpers the benches call. `__name` is defined because
 * tsx compiles our page.evaluate() callbacks with esbuild's keepNames, which wraps named inner
 * functions in __name(...) calls.
 */
export const INIT_SCRIPT = `
globalThis.__name = globalThis.__name || ((f) => f);
window.__rlBench = {
  longtasks: [],
  /** Resolves with ms since the 'bench:start' mark at the first animation frame where check()
   *  holds (the frame that paints it), or null after timeoutMs. */
  firstFrame(check, timeoutMs = 20000) {
    const t0 = performance.getEntriesByName('bench:start')[0]?.startTime ?? performance.now();
    return new Promise((resolve) => {
      const tick = () => {
        const now = performance.now();
        if (check()) resolve(now - t0);
        else if (now - t0 > timeoutMs) resolve(null);
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
  },
  frames(n) {
    return new Promise((resolve) => {
      let i = 0;
      const f = () => (++i >= n ? resolve() : requestAnimationFrame(f));
      requestAnimationFrame(f);
    });
  },
  /** Task probe (Firefox has no trace here and no 'longtask' entries): a MessageChannel ping
   *  loop; the gap between two pings is how long the main thread was held by what ran between
   *  (tasks, rendering). Gaps under 2 ms are the loop itself (and Firefox's 1 ms clock). Keeps the thread busy: idle
   *  callbacks then run only at their timeout, so it is used around scenarios that need none. */
  probeStart() {
    const mc = new MessageChannel();
    const gaps = [];
    let last = performance.now();
    let on = true;
    mc.port1.onmessage = () => {
      const t = performance.now();
      if (t - last >= 2) gaps.push([last, t - last]);
      last = t;
      if (on) mc.port2.postMessage(0);
    };
    mc.port2.postMessage(0);
    this.probe = () => { on = false; mc.port1.close(); return gaps; };
  },
  /** The probe's figures over the same window as the Chromium trace's (trace.ts,
   *  mainThreadWindow): the time between the 'bench:start' and 'bench:end' marks when the
   *  scenario set them (a gap straddling either mark counts its part inside; longest task and
   *  blocking time take whole gaps), every gap otherwise. Without the clip the window also held
   *  the harness's own script evaluation before the start mark. */
  probeStop() {
    const gaps = this.probe ? this.probe() : [];
    this.probe = null;
    const from = performance.getEntriesByName('bench:start')[0]?.startTime ?? -Infinity;
    const to = performance.getEntriesByName('bench:end')[0]?.startTime ?? Infinity;
    let total = 0, longest = 0, blocking = 0, tasks = 0;
    for (const [at, g] of gaps) {
      const inside = Math.min(at + g, to) - Math.max(at, from);
      if (inside <= 0) continue;
      total += inside; longest = Math.max(longest, g); blocking += Math.max(0, g - 50); tasks++;
    }
    return { totalMs: total, longestMs: longest, blockingMs: blocking, tasks };
  },
  widgetMarks() {
    let n = 0;
    for (const l of ['high', 'medium', 'low']) n += CSS.highlights.get('rulings-lens-' + l)?.size ?? 0;
    return n;
  },
};
try {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__rlBench.longtasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
} catch (e) { window.__rlBench.noLongtask = String(e); }
`;

/** A fresh context + page on the CR page, loaded and settled (layout done, no pending work). */
export async function openCrPage(session: BenchSession, path = CR_PAGE_NAME): Promise<OpenedPage> {
  const context = await session.browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.addInitScript(INIT_SCRIPT);
  await page.goto(`${session.server.url}/${path}`, { waitUntil: 'load' });
  await settle(page);
  if (errors.length) throw new Error(`bench: the CR page threw: ${errors.join('; ')}`);
  return { page, context, close: () => context.close() };
}

/** Two animation frames then a short quiet spell: the load's style/layout/paint are over. */
export async function settle(page: Page, quietMs = 300): Promise<void> {
  await page.evaluate(
    (ms) => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, ms)))),
    quietMs,
  );
}

export interface WidgetLoad {
  /** import() of rulings-lens.mjs (fetch + parse + evaluate). */
  importMs: number;
  /** fetch + JSON parse of rulings-lens.data.json. */
  dataMs: number;
}

/** Loads the ESM build and its data into the page (window.__rlBench.mod / .data), unmounted. */
export async function loadWidgetModule(page: Page): Promise<WidgetLoad> {
  return page.evaluate(async () => {
    const b = (window as unknown as { __rlBench: Record<string, unknown> }).__rlBench;
    const t0 = performance.now();
    b.mod = await import('/widget/rulings-lens.mjs' as string);
    const t1 = performance.now();
    const res = await fetch('/widget/rulings-lens.data.json');
    if (!res.ok) throw new Error(`rulings-lens.data.json: HTTP ${res.status}`);
    b.data = await res.json();
    return { importMs: t1 - t0, dataMs: performance.now() - t1 };
  });
}

/** What a bench does with a page, in either browser. */
export interface BenchPage {
  readonly browser: 'chromium' | 'firefox';
  /** Evaluates a JS expression (a promise is awaited). */
  eval<T = unknown>(js: string): Promise<T>;
  move(x: number, y: number): Promise<void>;
  /** Polls the expression `js` until it is truthy. */
  waitFor(js: string, timeoutMs: number, pollMs?: number): Promise<void>;
  /** The playwright page (Chromium: traces, CDP). */
  readonly pw?: Page;
  /** Chromium: a full garbage collection now (collectPageGarbage); Firefox: none over BiDi. */
  collectGarbage?(): Promise<Collected>;
  close(): Promise<void>;
}

/** What a full collection freed: JS heap and Blink's DOM heap, MB. */
export interface Collected {
  jsMB: number;
  domMB: number;
}

/**
 * A full garbage collection in a Chromium page (CDP HeapProfiler.collectGarbage), so that the
 * garbage of what ran before is not collected inside the window measured next. On the CR page
 * that is mostly the page's own: ~23 MB of DOM-heap garbage from parsing its 1.9 MB of HTML
 * (the widget's import and data parse leave ~0.5 MB of JS garbage). Collected inside a mount's
 * window, it was a major GC and ~2,000 small finalisation tasks (the parser's objects), 10-40 ms
 * in all, in some runs and not in others. Returns what was freed.
 */
export async function collectPageGarbage(page: Page): Promise<Collected> {
  const cdp = await page.context().newCDPSession(page);
  try {
    type Usage = { usedSize: number; embedderHeapUsedSize?: number };
    const before = (await cdp.send('Runtime.getHeapUsage')) as Usage;
    await cdp.send('HeapProfiler.collectGarbage');
    const after = (await cdp.send('Runtime.getHeapUsage')) as Usage;
    return { jsMB: (before.usedSize - after.usedSize) / 1e6, domMB: ((before.embedderHeapUsedSize ?? 0) - (after.embedderHeapUsedSize ?? 0)) / 1e6 };
  } finally {
    await cdp.detach();
  }
}

export function playwrightBenchPage(opened: OpenedPage): BenchPage {
  const { page } = opened;
  return {
    browser: 'chromium',
    eval: (js) => page.evaluate(js),
    move: (x, y) => page.mouse.move(x, y),
    waitFor: async (js, timeout, polling = 20) => void (await page.waitForFunction(js, null, { timeout, polling })),
    pw: page,
    collectGarbage: () => collectPageGarbage(page),
    close: opened.close,
  };
}

export interface FirefoxSession {
  browser: PpBrowser;
  server: DemoServer;
  version: string;
  close(): Promise<void>;
}

/** Firefox ESR over WebDriver BiDi (as the e2e suites drive it), on the same kind of server. */
export async function openFirefoxSession(opts: { widgetDir?: string } = {}): Promise<FirefoxSession> {
  const server = await benchServer(opts.widgetDir);
  let browser: PpBrowser;
  try {
    browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true });
  } catch (err) {
    await server.close();
    throw new Error(`bench: could not launch ${FIREFOX} (${err instanceof Error ? err.message : String(err)})`);
  }
  return {
    browser,
    server,
    version: (await browser.version()).replace(/^firefox\//i, ''),
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** A fresh Firefox context + page on `path` (default the CR page), loaded and settled. */
export async function openFirefoxPage(session: FirefoxSession, path = CR_PAGE_NAME): Promise<BenchPage> {
  const context = await session.browser.createBrowserContext();
  const page: PpPage = await context.newPage();
  page.setDefaultTimeout(60_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.setViewport(VIEWPORT);
  await page.evaluateOnNewDocument(INIT_SCRIPT);
  await page.goto(`${session.server.url}/${path}`, { waitUntil: 'load' });
  const bp: BenchPage = {
    browser: 'firefox',
    eval: (js) => page.evaluate(js) as Promise<never>,
    move: (x, y) => page.mouse.move(x, y),
    waitFor: async (js, timeout, polling = 20) => void (await page.waitForFunction(js, { timeout, polling })),
    close: () => context.close(),
  };
  await settleJs(bp);
  if (errors.length) throw new Error(`bench: the page threw in Firefox: ${errors.join('; ')}`);
  return bp;
}

/** settle() for any BenchPage. */
export function settleJs(page: BenchPage, quietMs = 300): Promise<void> {
  return page.eval(`new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, ${quietMs}))))`);
}

/** loadWidgetModule() for any BenchPage. */
export function loadWidgetJs(page: BenchPage): Promise<WidgetLoad> {
  return page.eval(`(async () => {
    const b = window.__rlBench;
    const t0 = performance.now();
    b.mod = await import('/widget/rulings-lens.mjs');
    const t1 = performance.now();
    const res = await fetch('/widget/rulings-lens.data.json');
    if (!res.ok) throw new Error('rulings-lens.data.json: HTTP ' + res.status);
    b.data = await res.json();
    return { importMs: t1 - t0, dataMs: performance.now() - t1 };
  })()`);
}
