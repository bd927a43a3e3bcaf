// Runs every hostile fixture (widget-hostile-cases.ts) in one browser. For each page: no uncaught
// error and no console error, the page's DOM identical before and after (minus our host, the
// <html> ownership attribute and the injected script), the page-specific checks, and — privacy —
// no request to anything but the test server. What is recorded rather than asserted is printed
// once at the end, for the README's "Reliability" table.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../scripts/serve-demo.ts';
import { CASES } from './widget-hostile-cases.ts';
import { launch, type BrowserName, type Driver, type Tab } from './widget-hostile-driver.ts';
import { injectWidget, snapshot } from './widget-hostile-page.ts';
import { STRICT_CSP } from './widget-helpers.ts';

export const HOSTILE_FIXTURES = fileURLToPath(new URL('../fixtures/hostile/', import.meta.url));

export function startHostileServer(): Promise<DemoServer> {
  return startDemoServer({
    port: 0,
    mounts: { '/hostile/': HOSTILE_FIXTURES },
    headers: (path) => (path === '/hostile/csp-strict.html' ? { 'content-security-policy': STRICT_CSP } : undefined),
  });
}

/** Requests that leave the machine for anything but the test server. `data:` URLs are not
 *  network requests (Firefox reports one for a built-in font, a woff2 from its own omni.ja). */
const foreign = (urls: string[], server: DemoServer) => urls.filter((u) => !u.startsWith(`${server.url}/`) && !u.startsWith('data:'));

async function openReady(driver: Driver, url: string): Promise<Tab> {
  const tab = await driver.open(url);
  await tab.waitFor(() => {
    const f = (window as unknown as { __fixture?: { ready: boolean } }).__fixture;
    return document.readyState === 'complete' && (!f || f.ready);
  });
  return tab;
}

export function hostileSuite(browser: BrowserName): void {
  describe(`hostile pages in ${browser}`, () => {
    let driver: Driver;
    let server: DemoServer;
    const recorded: Record<string, Record<string, unknown>> = {};
    const allRequests: string[] = [];

    beforeAll(async () => {
      [driver, server] = await Promise.all([launch(browser), startHostileServer()]);
    });
    afterAll(async () => {
      await driver?.close();
      await server?.close();
      console.log(`[hostile:${browser}] recorded ${JSON.stringify(recorded, null, 1)}`);
    });

    for (const c of CASES) {
      it(c.file, async () => {
        const url = `${server.url}/hostile/${c.file}`;
        const tabs: Tab[] = [];
        try {
          let before: string;
          if (c.dynamic) {
            // The same page without the widget, run to its end: what the DOM must be after.
            const ref = await openReady(driver, url);
            tabs.push(ref);
            await ref.evaluate(() => (window as unknown as { __fixture: { run(): Promise<unknown> } }).__fixture.run());
            before = await snapshot(ref);
          }
          const tab = await openReady(driver, url);
          tabs.push(tab);
          if (!c.dynamic) before = await snapshot(tab);
          // Long tasks (big page, Chromium) from here on are ours, not the page's own build.
          await tab.evaluate(() => {
            const w = window as unknown as { __longest?: number; __longestPage?: number };
            if (w.__longest !== undefined && w.__longest >= 0) [w.__longestPage, w.__longest] = [w.__longest, 0];
          });
          await injectWidget(tab, { 'data-context': 'mtg' });
          await c.check(tab, { browser, markLayer: true, record: (k, v) => ((recorded[c.file] ??= {})[k] = v) });
          await tab.move(995, 695);
          expect(await snapshot(tab)).toBe(before!);
          for (const t of tabs) {
            expect(t.pageErrors).toEqual([]);
            expect(t.console.filter((m) => m.startsWith('error'))).toEqual([]);
            allRequests.push(...t.requests);
            // Privacy: nothing but the test server, ever.
            expect(foreign(t.requests, server)).toEqual([]);
          }
        } finally {
          for (const t of tabs) await t.close();
        }
      });
    }

    it('privacy: the whole run requested only test-server URLs (and the widget fetched nothing)', () => {
      expect(allRequests.length).toBeGreaterThan(CASES.length);
      expect(foreign(allRequests, server)).toEqual([]);
      const dataUrls = allRequests.filter((u) => u.startsWith('data:')).map((u) => u.slice(0, 30));
      if (dataUrls.length) console.log(`[hostile:${browser}] data: URLs loaded by the browser (not network): ${[...new Set(dataUrls)].join(', ')}`);
      // The full build has its data inlined: besides pages and their own files, only the script.
      const widgetFiles = allRequests.filter((u) => u.includes('/widget/')).map((u) => new URL(u).pathname);
      expect([...new Set(widgetFiles)]).toEqual(['/widget/rulings-lens.full.js']);
    });
  });
}
