// Runs the hostile fixture pages (hostile-ext-cases.ts) with the BUILT extension loaded in one
// browser. For each page: no uncaught error and no console error, the page-specific checks, and
// its DOM at the end identical (minus our one host element and the `data-rulings-lens` attribute
// on <html>) to the same page in an extension-free browser of the same engine (run to its end
// for the pages with activity of their own). Privacy: every request of the whole browse —
// Chromium including the extension's service worker — went to the test server (besides the
// extension loading its own matcher and tooltip UI files, see isOwnModuleLoad). In Chromium the
// pages the extension leaves alone are run once more with 127.0.0.1 allow-listed, through the
// widget suite's own checks (settings are written in the service worker; Firefox has no such door).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoServer } from '../../scripts/serve-demo.ts';
import { CASES } from '../e2e/widget-hostile-cases.ts';
import { launch, type BrowserName, type Driver, type Tab } from '../e2e/widget-hostile-driver.ts';
import { snapshot } from '../e2e/widget-hostile-page.ts';
import { startHostileServer } from '../e2e/widget-hostile-suite.ts';
import { ensureExtensionBuilt } from './build-once.ts';
import { isOwnModuleLoad, until } from './ext-helpers.ts';
import { EXT_CASES } from './hostile-ext-cases.ts';
import { launchExtBrowser, type ExtBrowser } from './hostile-ext-tabs.ts';

/** `data:` URLs are not network requests (Firefox loads a built-in font as one), nor is the
 *  extension reading its own tooltip UI file. */
const foreign = (urls: string[], server: DemoServer) => urls.filter((u) => !u.startsWith(`${server.url}/`) && !u.startsWith('data:') && !isOwnModuleLoad(u));

async function openReady(open: (url: string) => Promise<Tab>, url: string): Promise<Tab> {
  const tab = await open(url);
  await tab.waitFor(() => {
    const f = (window as unknown as { __fixture?: { ready: boolean } }).__fixture;
    return document.readyState === 'complete' && (!f || f.ready);
  });
  return tab;
}

/** Pages the extension leaves alone on an "other site" (too little MTG context), run once more
 *  with 127.0.0.1 on the user's allow list, through the WIDGET suite's own checks. */
const ON_ALLOW_LIST = ['special-text.html', 'globals-clash.html'];

const runFixture = (tab: Tab) => tab.evaluate(() => (window as unknown as { __fixture: { run(): Promise<unknown> } }).__fixture.run());

export function extensionHostileSuite(browser: BrowserName): void {
  describe(`hostile pages with the built extension in ${browser}`, () => {
    let ext: ExtBrowser;
    let plain: Driver;
    let server: DemoServer;
    const recorded: Record<string, Record<string, unknown>> = {};
    const allRequests: string[] = [];

    beforeAll(async () => {
      const built = await ensureExtensionBuilt();
      [ext, plain, server] = await Promise.all([launchExtBrowser(browser, built), launch(browser), startHostileServer()]);
    });
    afterAll(async () => {
      await ext?.close();
      await plain?.close();
      await server?.close();
      console.log(`[hostile-ext:${browser}] recorded ${JSON.stringify(recorded)}`);
    });

    async function runCase(file: string, dynamic: boolean | undefined, check: (tab: Tab) => Promise<void>): Promise<void> {
      const url = `${server.url}/hostile/${file}`;
      const ref = await openReady((u) => plain.open(u), url);
      let expected: string;
      try {
        if (dynamic) await runFixture(ref);
        expected = await snapshot(ref);
        expect(ref.pageErrors).toEqual([]);
      } finally {
        await ref.close();
      }
      const tab = await openReady((u) => ext.open(u), url);
      try {
        await check(tab);
        await tab.move(995, 695);
        expect(await snapshot(tab)).toBe(expected);
        expect(tab.pageErrors).toEqual([]);
        expect(tab.console.filter((m) => m.startsWith('error'))).toEqual([]);
        allRequests.push(...tab.requests);
        expect(foreign(tab.requests, server)).toEqual([]);
      } finally {
        await tab.close();
      }
    }
    const record = (file: string) => (k: string, v: unknown) => ((recorded[file] ??= {})[k] = v);

    for (const c of EXT_CASES) {
      it(`${c.file} (${c.activates})`, () => runCase(c.file, c.dynamic, (tab) => c.check(tab, { browser, record: record(c.file) })));
    }

    if (browser === 'chromium') {
      describe('with 127.0.0.1 on the allow list (the widget suite\'s checks)', () => {
        beforeAll(() => ext.setSettings!({ allow: ['127.0.0.1'] }));
        afterAll(() => ext.setSettings!(null));
        for (const c of CASES.filter((x) => ON_ALLOW_LIST.includes(x.file))) {
          it(`${c.file} (allowed)`, () => runCase(c.file, c.dynamic, (tab) => c.check(tab, { browser, markLayer: browser === 'chromium', record: record(`${c.file} (allowed)`) })));
        }
      });
    }

    it('privacy: the whole browse requested only test-server URLs (nothing from the extension)', () => {
      expect(allRequests.length).toBeGreaterThan(EXT_CASES.length);
      // Chromium: the context-wide list, service worker included; Firefox: every page's requests.
      expect(ext.requests.length).toBeGreaterThanOrEqual(allRequests.length);
      // Chromium: the welcome page the install opened loads the extension's own files (not network).
      const ownPage = (u: string) => u.startsWith(`${ext.describe()}/`);
      expect(foreign(ext.requests, server).filter((u) => !ownPage(u)), `requests not to the test server (extension: ${ext.describe()})`).toEqual([]);
    });

    if (browser === 'chromium') {
      it('privacy check can fail: a request made by the service worker itself is recorded', async () => {
        const probeUrl = `${server.url}/hostile/frame.html?from-service-worker`;
        await ext.fetchFromWorker!(probeUrl);
        await until(async () => ext.requests.includes(probeUrl), Boolean, 'the worker request to be recorded', 10_000);
      });
    }
  });
}
