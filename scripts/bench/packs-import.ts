// A 5,000-ruling pack imported through the real options page of the built extension in
// Chromium: from handing the file to the page's file input until the page reports it imported
// — which covers reading and checking the file (parser, in the page), storing the pack in
// IndexedDB and the service worker's rebuild of its data (link, search index) that the page
// waits for. Median of --runs (default 3); the pack is removed between runs.
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
  const input = page.locator('[data-part="pack-input"]');
  await input.waitFor({ state: 'attached' });
  const measure = async (name: string, buffer: Buffer) => {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      await input.setInputFiles([{ name, mimeType: 'application/octet-stream', buffer }]);
      await page.locator('[data-part="pack-status"][data-outcome="imported"]').waitFor({ timeout: 60_000 });
      times.push(performance.now() - t);
      const shown = await page.locator('[data-part="pack-count"]').first().textContent();
      if (!shown?.startsWith(String(count))) throw new Error(`packs-import: expected ${count} rulings, the page shows ${shown}`);
      await page.locator('[data-part="pack-remove"]').first().click();
      await page.locator('[data-part="packs-empty"]').waitFor({ timeout: 60_000 });
    }
    return round(p50(times), 0);
  };
  const txtMs = await measure('bench.txt', Buffer.from(text, 'utf8'));
  const zipMs = await measure('bench.zip', Buffer.from(zip));
  console.log(JSON.stringify({ rulings: count, txtBytes: Buffer.byteLength(text), zipBytes: zip.length, runs, importTxtMs: txtMs, importZipMs: zipMs }, null, 2));
} finally {
  await ext.close();
}
