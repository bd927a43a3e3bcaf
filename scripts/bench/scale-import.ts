// The scale-70k bench's pack: the synthetic pack (scale-synthetic.ts) written as a zip, imported
// through the real options page's packs panel (timed from the file input's change event to
// "imported", with the progress the page showed and its longest task), removed between runs;
// and the real Comprehensive Rules imported through the CR panel.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ElementHandle } from 'puppeteer-core';
import { BENCH_TMP } from './cr-page.ts';
import { CR_JSON, type ScaleResult } from './scale-figures.ts';
import { inPage, type Harness } from './scale-harness.ts';
import { waitPersisted } from './scale-store.ts';
import { scalePackZip, scaleRulings } from './scale-synthetic.ts';
import { round } from './stats.ts';

export interface ImportRun {
  ms: number;
  progress: ScaleResult['progress'];
  longestTaskMs: number;
}

/** Writes the synthetic pack of `count` rulings into bench/tmp; its path and zipped size. */
export function writeScalePack(count: number): { zipFile: string; zipMB: number } {
  const dir = join(BENCH_TMP, 'scale-70k');
  mkdirSync(dir, { recursive: true });
  const zipFile = join(dir, `pack-${count}.zip`);
  const zip = scalePackZip(scaleRulings(count));
  writeFileSync(zipFile, zip);
  return { zipFile, zipMB: round(zip.length / 1048576, 1) };
}

/** Removes every stored pack through the panel (between import runs). */
async function removePacks(h: Harness): Promise<void> {
  while (await h.options.$('[data-part="pack-remove"]')) {
    await h.options.click('[data-part="pack-remove"]');
    await h.options.waitForSelector('[data-part="pack-status"][data-outcome="removed"]', { timeout: 120_000 });
    await h.options.waitForFunction(() => !document.querySelector('[data-part="pack-remove"]:disabled'), { timeout: 120_000 });
  }
  await h.options.waitForSelector('[data-part="packs-empty"]', { timeout: 120_000 });
}

/** In the options page: from the next change event, record the progress bar's distinct states,
 *  the longest task and when the status first reports an outcome (on window.__scale). */
const WATCH_IMPORT = `() => {
  const w = window;
  w.__scale = { t0: 0, t1: 0, progress: [], longest: 0 };
  document.addEventListener('change', () => (w.__scale.t0 = performance.now()), { capture: true, once: true });
  try {
    new PerformanceObserver((l) => { for (const e of l.getEntries()) if (w.__scale.t0 && !w.__scale.t1) w.__scale.longest = Math.max(w.__scale.longest, e.duration); }).observe({ type: 'longtask' });
  } catch {}
  const seen = new MutationObserver(() => {
    const s = w.__scale;
    const bar = document.querySelector('[data-part="pack-progress"] progress');
    if (bar) {
      const row = [Math.round(performance.now() - s.t0), bar.hasAttribute('value') ? bar.value + ' / ' + bar.max : 'indeterminate', document.querySelector('[data-part="pack-progress"]').textContent.trim()];
      const last = s.progress[s.progress.length - 1];
      if (!last || last[1] !== row[1] || last[2] !== row[2]) s.progress.push(row);
    }
    if (document.querySelector('[data-part="pack-status"]')?.getAttribute('data-outcome') && !s.t1) { s.t1 = performance.now(); }
  });
  seen.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
}`;

/** Imports `file` through the packs panel; returns the time, the progress seen and the longest task. */
async function importPack(h: Harness, file: string): Promise<ImportRun> {
  await inPage(h.options, WATCH_IMPORT);
  const input = (await h.options.$('[data-part="pack-input"]')) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(file);
  await h.options.waitForSelector('[data-part="pack-status"][data-outcome]:not([data-outcome=""])', { timeout: 300_000 });
  const outcome = await h.options.$eval('[data-part="pack-status"]', (el) => [el.getAttribute('data-outcome'), el.textContent]);
  if (outcome[0] !== 'imported') throw new Error(`scale-70k: the import ended '${outcome[0]}': ${outcome[1]}`);
  const r = await inPage<{ t0: number; t1: number; progress: ScaleResult['progress']; longest: number }>(h.options, `() => window.__scale`);
  return { ms: round(r.t1 - r.t0, 0), progress: r.progress, longestTaskMs: round(r.longest, 0) };
}

/** `runs` imports of `zipFile` (removed in between), each waited for until its merge is stored;
 *  every run and the median one. Every run is a first one for the import's workers (new ones
 *  each time): the median of a few runs only smooths out the other load of a shared machine. */
export async function importRuns(h: Harness, zipFile: string, runs: number, log: (line: string) => void): Promise<{ runs: ImportRun[]; median: ImportRun }> {
  const done: ImportRun[] = [];
  await h.options.bringToFront(); // the waits below need animation frames (scale-harness.ts)
  for (let i = 0; i < runs; i++) {
    if (i > 0) await removePacks(h);
    log(`scale-70k: importing (run ${i + 1} of ${runs})…`);
    done.push(await importPack(h, zipFile));
    log(`scale-70k: imported in ${done[i].ms} ms; waiting for the stored merge`);
    await waitPersisted(h);
  }
  return { runs: done, median: [...done].sort((a, b) => a.ms - b.ms)[Math.floor((done.length - 1) / 2)] };
}

/** Imports the real CR JSON through the CR panel; the time from its change event to "imported". */
export async function importCr(h: Harness): Promise<number> {
  await h.options.bringToFront();
  await inPage(h.options, `() => { window.__cr = { t0: 0 }; document.querySelector('[data-part="cr-input"]').addEventListener('change', () => (window.__cr.t0 = performance.now()), { once: true }); }`);
  const input = (await h.options.$('[data-part="cr-input"]')) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(CR_JSON);
  await h.options.waitForSelector('[data-part="cr-status"][data-outcome="imported"]', { timeout: 120_000 });
  return round(await inPage<number>(h.options, `() => performance.now() - window.__cr.t0`), 0);
}
