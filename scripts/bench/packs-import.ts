// A 5,000-ruling pack imported through the real options page of the built extension in
// Chromium, timed in the page: from the file input's change event until the page reports the
// pack imported — which covers reading and checking the file, storing the pack in IndexedDB and
// merging it (link, search index), all in the page's import worker, then the service worker
// taking the stored merge up, which the page waits for. Not counted: playwright handing the file
// over. Median of --runs (default 3); the first run is cold (nothing compiled yet) and reported
// apart; the pack is removed between runs.
//
//   node scripts/run-ts.js scripts/bench/packs-import.ts [--runs N] [--count N]
// Uses the e2e build and launcher (test/e2e-extension/), so it runs what the tests run.
import { strToU8, zipSync } from 'fflate';
import { ensureExtensionBuilt } from '../../test/e2e-extension/build-once.ts';
import { launchWithExtension } from '../../test/e2e-extension/chromium-helpers.ts';
import { p50, round } from './stats.ts';
import { seedSources, syntheticRulings, toSourceText } from './synthetic.ts';

function flag(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

const count = flag('count', 5000);
const runs = flag('runs', 3);
const text = toSourceText(syntheticRulings(count, 7, seedSources()));
const per = Math.ceil(count / 5);
const rulings = syntheticRulings(count, 7, seedSources());
const zip = zipSync(Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`part-${i}.txt`, strToU8(toSourceText(rulings.slice(i * per, (i + 1) * per)))])));

const built = await ensureExtensionBuilt();
const ext = await launchWithExtension(built.chromeExt);
try {
  const page = await ext.extensionPage('options.html');
  // The install's welcome tab opens first (the launcher waits for it), so the options page opens
  // in front; made sure of, as scale-harness.ts must: a background tab is throttled (no animation
  // frames, slowed timers) and its timings would be the throttling's.
  await page.bringToFront();
  if ((await page.evaluate(() => document.visibilityState)) !== 'visible') throw new Error('packs-import: the options page is not in front; its timings would be a background tab\'s');
  const input = page.locator('[data-part="pack-input"]');
  await input.waitFor({ state: 'attached' });
  const first: number[] = [];
  const measure = async (name: string, buffer: Buffer) => {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      await page.evaluate(() => {
        const w = window as unknown as { t0?: number; t1?: number };
        w.t0 = w.t1 = undefined;
        document.addEventListener('change', () => (w.t0 = performance.now()), { capture: true, once: true });
        const status = document.querySelector('[data-part="pack-status"]')!;
        const seen = new MutationObserver(() => {
          if (status.getAttribute('data-outcome') !== 'imported') return;
          w.t1 = performance.now();
          seen.disconnect();
        });
        seen.observe(status, { attributes: true });
      });
      await input.setInputFiles([{ name, mimeType: 'application/octet-stream', buffer }]);
      await page.locator('[data-part="pack-status"][data-outcome="imported"]').waitFor({ timeout: 60_000 });
      times.push(await page.evaluate(() => {
        const w = window as unknown as { t0: number; t1: number };
        return w.t1 - w.t0;
      }));
      const shown = await page.locator('[data-part="pack-count"]').first().textContent();
      if (!shown?.startsWith(String(count))) throw new Error(`packs-import: expected ${count} rulings, the page shows ${shown}`);
      await page.locator('[data-part="pack-remove"]').first().click();
      await page.locator('[data-part="packs-empty"]').waitFor({ timeout: 60_000 });
    }
    first.push(round(times[0], 0));
    return round(p50(times.slice(runs > 1 ? 1 : 0)), 0);
  };
  const txtMs = await measure('bench.txt', Buffer.from(text, 'utf8'));
  const zipMs = await measure('bench.zip', Buffer.from(zip));

  // An MV3 service worker is stopped when idle; the first request after a wake-up waits for its
  // data from IndexedDB (the kept merge of the packs, merged-data.ts). Timed from the options
  // page: the first lookup after a stop, with no pack and with the 5,000-ruling pack stored.
  const cdp = await ext.context.newCDPSession(page);
  const versions: Array<{ versionId: string; scriptURL: string; runningStatus: string }> = [];
  cdp.on('ServiceWorker.workerVersionUpdated', (e) => versions.push(...(e.versions as typeof versions)));
  await cdp.send('ServiceWorker.enable');
  const latest = () => [...versions].reverse().find((v) => v.scriptURL.endsWith('/background.js'));
  const wakeLookup = async () => {
    // Make sure the worker runs (and its state is known), then stop it.
    await page.evaluate(() => (globalThis as unknown as { chrome: { runtime: { sendMessage(m: unknown): Promise<unknown> } } }).chrome.runtime.sendMessage({ type: 'info' }));
    for (let end = Date.now() + 20_000; latest()?.runningStatus !== 'running'; ) {
      if (Date.now() > end) throw new Error('packs-import: no running service worker');
      await new Promise((r) => setTimeout(r, 50));
    }
    const running = latest();
    if (running) {
      await cdp.send('ServiceWorker.stopWorker', { versionId: running.versionId });
      const end = Date.now() + 20_000;
      while (latest()?.runningStatus !== 'stopped') {
        if (Date.now() > end) throw new Error('packs-import: the service worker did not stop');
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    return page.evaluate(async () => {
      const t = performance.now();
      await (globalThis as unknown as { chrome: { runtime: { sendMessage(m: unknown): Promise<unknown> } } }).chrome.runtime.sendMessage({ type: 'lookup', id: 'proliferate' });
      return performance.now() - t;
    });
  };
  const wakeNoPackMs = round(await wakeLookup(), 0);
  await input.setInputFiles([{ name: 'bench.txt', mimeType: 'text/plain', buffer: Buffer.from(text, 'utf8') }]);
  await page.locator('[data-part="pack-status"][data-outcome="imported"]').waitFor({ timeout: 60_000 });
  const wakeWithPackMs = round(await wakeLookup(), 0);
  await cdp.detach();
  console.log(JSON.stringify({ rulings: count, txtBytes: Buffer.byteLength(text), zipBytes: zip.length, runs, importTxtMs: txtMs, importZipMs: zipMs, firstRunTxtMs: first[0], firstRunZipMs: first[1], wakeLookupNoPackMs: wakeNoPackMs, wakeLookupWithPackMs: wakeWithPackMs }, null, 2));
} finally {
  await ext.close();
}
