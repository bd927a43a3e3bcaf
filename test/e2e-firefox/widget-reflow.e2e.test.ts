// Reflow in Firefox ESR (puppeteer-core over WebDriver BiDi): the same bottom-sheet checks as in
// Chromium (test/e2e/widget-reflow-suite.ts) at the 200 % and 400 % zoom equivalents of
// 1280 × 720, and the popover at 100 %.
import puppeteer, { type Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoServer } from '../../scripts/serve-demo.ts';
import { startTestServer } from '../e2e/widget-helpers.ts';
import { puppeteerTab } from '../e2e/widget-hostile-driver.ts';
import { expectPopover, expectSheet, measureReflow, NO_ZOOM, openProliferate, REFLOW_PAGE, ZOOMS } from '../e2e/widget-reflow-suite.ts';

let browser: Browser;
let server: DemoServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([puppeteer.launch({ browser: 'firefox', executablePath: '/usr/bin/firefox-esr', headless: true }), startTestServer()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function measure(width: number, height: number) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width, height });
    const tab = puppeteerTab(page, () => context.close());
    await page.goto(`${server.url}/${REFLOW_PAGE}`);
    await openProliferate(tab);
    const m = await measureReflow(tab);
    expect(tab.pageErrors).toEqual([]);
    expect(tab.requests.filter((u) => !u.startsWith(`${server.url}/`) && !u.startsWith('data:'))).toEqual([]);
    return m;
  } finally {
    await context.close();
  }
}

describe('reflow (Firefox)', () => {
  for (const { zoom, width, height } of ZOOMS) {
    it(`at ${zoom} % (${width} × ${height} CSS px) the tooltip is a bottom sheet: header on screen, rulings ≥ 60 % high`, async () => {
      expectSheet(await measure(width, height));
    });
  }

  it(`at ${NO_ZOOM.zoom} % (${NO_ZOOM.width} × ${NO_ZOOM.height}) it is a popover by the word`, async () => {
    expectPopover(await measure(NO_ZOOM.width, NO_ZOOM.height));
  });
});
