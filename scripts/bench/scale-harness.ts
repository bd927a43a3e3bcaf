// The scale-70k bench's browser: Chromium (puppeteer-core: it reaches the service worker's
// DevTools target, which the memory figures need) with the built extension and its options
// page open, from which every message is sent and timed; stopping the worker (a wake-up) and
// reading its heap.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type CDPSession, type Page } from 'puppeteer-core';
import { CHROMIUM, CHROMIUM_ARGS } from './browser.ts';
import type { HeapMB } from './scale-figures.ts';
import { round } from './stats.ts';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs `fn` (a function's source) in the page with `arg`: page.evaluate on a string, so tsx's
 *  __name wrappers never reach the page. */
export function inPage<T>(page: Page, fn: string, arg?: unknown): Promise<T> {
  return page.evaluate(`(${fn})(${JSON.stringify(arg ?? null)})`) as Promise<T>;
}

const SEND = `async (m) => { const t = performance.now(); const r = await chrome.runtime.sendMessage(m); return { ms: performance.now() - t, bytes: JSON.stringify(r ?? null).length }; }`;

/** A runtime message from the options page, timed there; the size of its reply. */
export async function send(page: Page, message: unknown): Promise<{ ms: number; bytes: number }> {
  return inPage(page, SEND, message);
}

export interface Harness {
  browser: Browser;
  extensionId: string;
  options: Page;
  cdp: CDPSession;
  close(): Promise<void>;
}

export async function launch(extDir: string): Promise<Harness> {
  const profile = mkdtempSync(join(tmpdir(), 'rulings-lens-scale-'));
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    pipe: true,
    userDataDir: profile,
    enableExtensions: true,
    args: [...CHROMIUM_ARGS.filter((a) => a !== '--headless=new'), `--disable-extensions-except=${extDir}`, `--load-extension=${extDir}`],
    protocolTimeout: 300_000,
  });
  const sw = await browser.waitForTarget((t) => t.type() === 'service_worker' && t.url().endsWith('/background.js'), { timeout: 30_000 });
  const extensionId = new URL(sw.url()).host;
  const options = await browser.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html`);
  // In front: the welcome page the install opens would otherwise be, and a background tab gets
  // no animation frames (puppeteer's waitForSelector polls on them).
  await options.bringToFront();
  await options.waitForSelector('[data-part="pack-input"]');
  const cdp = await options.createCDPSession();
  await cdp.send('ServiceWorker.enable');
  return {
    browser,
    extensionId,
    options,
    cdp,
    async close() {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Stops the extension's service worker and waits until its target is gone. */
export async function stopWorker(h: Harness): Promise<void> {
  await send(h.options, { type: 'info' }); // running, so the stop below is the one that counts
  await h.cdp.send('ServiceWorker.stopAllWorkers');
  for (let end = Date.now() + 20_000; h.browser.targets().some((t) => t.type() === 'service_worker' && t.url().includes(h.extensionId)); ) {
    if (Date.now() > end) throw new Error('scale-70k: the service worker did not stop');
    await sleep(25);
  }
  await sleep(100); // let the process settle: the next message is the wake-up
}

/** The worker's JS heap after two forced collections (its DevTools target, attached and let go). */
export async function workerHeap(h: Harness): Promise<HeapMB> {
  const target = await h.browser.waitForTarget((t) => t.type() === 'service_worker' && t.url().includes(h.extensionId), { timeout: 20_000 });
  const s = await target.createCDPSession();
  try {
    for (let i = 0; i < 2; i++) await s.send('HeapProfiler.collectGarbage');
    const heap = (await s.send('Runtime.getHeapUsage')) as { usedSize: number };
    return { jsHeapMB: round(heap.usedSize / 1048576, 1) };
  } finally {
    await s.detach();
  }
}
