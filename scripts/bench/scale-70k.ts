// Scale: 70,000 imported rulings in the built extension (Chromium, puppeteer-core: it reaches the
// service worker's DevTools target, which the memory figures need). One pack, the zip of
// scale-synthetic.ts, imported through the real options page; then, with the pack stored:
//   - import: from the file input's change event until the page reports the pack imported (which
//     waits for the background to answer with it); the progress the page showed meanwhile
//     (each distinct `<progress>` value and text), and the page's longest task (is it responsive?);
//   - wake-up: the service worker stopped (CDP ServiceWorker.stopAllWorkers), then the time of one
//     lookup from the options page (runtime message → the woken worker's answer), several times;
//     also the first lookup of the keyword with the most rulings (its tooltip is the largest);
//   - warm lookups (worker running), p50 / p95 over many keywords: the data a hover waits for;
//   - search: the popup's request (runtime message, limit 30) end to end from the options page:
//     the first one after a wake-up (it loads the search data), then the search bench's queries
//     repeated, p50 / p95;
//   - memory: the worker's JS heap (CDP Runtime.getHeapUsage on its target, after two forced
//     collections) with no pack, after a wake-up and one lookup, and after a search;
//   - the same again with the real Comprehensive Rules imported too (the CR panel), when the
//     CR JSON is there (never copied into the repo; skipped otherwise).
// Targets (issue 25.5): import ≤ 10 s, first lookup after a wake-up ≤ 100 ms, search p95 ≤ 30 ms.
//
//   node scripts/run-ts.js scripts/bench/scale-70k.ts [--count N] [--runs N] [--wakes N] [--no-cr] [--json out.json]
import { existsSync, writeFileSync } from 'node:fs';
import { ensureExtensionBuilt } from '../../test/e2e-extension/build-once.ts';
import { CR_JSON, TARGET_IMPORT_MS, TARGET_SEARCH_P95_MS, TARGET_WAKE_LOOKUP_MS, type HeapMB, type LoadedFigures, type ScaleResult } from './scale-figures.ts';
import { launch, sleep, workerHeap, type Harness } from './scale-harness.ts';
import { importCr, importRuns, writeScalePack, type ImportRun } from './scale-import.ts';
import { scaleMarkdown } from './scale-report.ts';
import { searchFigures } from './scale-search.ts';
import { waitPersisted } from './scale-store.ts';
import { SCALE_RULINGS } from './scale-synthetic.ts';
import { hottestKeyword, noPackWakeLookup, wakeFigures } from './scale-wake.ts';
import { max } from './stats.ts';

// The parts live beside this file: scale-harness.ts (the browser, wake-ups, heap), scale-store.ts
// (the stored merge), scale-import.ts (the pack written and imported), scale-wake.ts (lookups),
// scale-search.ts (searches), scale-report.ts (the Markdown), scale-figures.ts (types, targets).
export { CR_JSON, TARGET_IMPORT_MS, TARGET_SEARCH_P95_MS, TARGET_WAKE_LOOKUP_MS, scaleMarkdown };
export type { HeapMB, LoadedFigures, ScaleResult };

/** Lookups, then searches, with what is stored now (the keys in the order of LoadedFigures). */
async function loadedFigures(h: Harness, wakes: number, hotKeyword: string): Promise<LoadedFigures> {
  const { memoryAfterLookup, ...wake } = await wakeFigures(h, wakes, hotKeyword);
  const { memoryAfterSearch, ...search } = await searchFigures(h);
  return { ...wake, ...search, memoryAfterLookup, memoryAfterSearch };
}

/** The figures with the real CR imported too, or why they were skipped. */
async function crFigures(h: Harness, wakes: number, hotKeyword: string, asked: boolean, log: (line: string) => void): Promise<{ cr: ScaleResult['cr']; crSkipped?: string }> {
  if (!asked) return { cr: null, crSkipped: 'not asked (--no-cr)' };
  if (!existsSync(CR_JSON)) return { cr: null, crSkipped: `${CR_JSON} not found` };
  if (!(await h.options.$('[data-part="cr-input"]'))) return { cr: null, crSkipped: 'this build has no CR import' };
  log('scale-70k: importing the CR…');
  const crImportMs = await importCr(h);
  await waitPersisted(h);
  const cr = { crImportMs, ...(await loadedFigures(h, wakes, hotKeyword)) };
  log(`scale-70k: with the CR: wake lookup p50 ${cr.wakeLookupP50} ms, search p95 ${cr.searchP95} ms`);
  return { cr };
}

interface Measured {
  count: number;
  zipMB: number;
  runs: ImportRun[];
  imported: ImportRun;
  noPackWakeLookupMs: number;
  memoryNoPack: HeapMB;
  pack: LoadedFigures;
  cr: ScaleResult['cr'];
  crSkipped?: string;
}

function scaleResult(m: Measured): ScaleResult {
  const { imported, pack, cr } = m;
  const result: ScaleResult = {
    rulings: m.count,
    zipMB: m.zipMB,
    importMs: imported.ms,
    importRunsMs: m.runs.map((r) => r.ms),
    progress: imported.progress,
    importLongestTaskMs: max(m.runs.map((r) => r.longestTaskMs)),
    noPackWakeLookupMs: m.noPackWakeLookupMs,
    memoryNoPack: m.memoryNoPack,
    pack,
    cr,
    ...(m.crSkipped ? { crSkipped: m.crSkipped } : {}),
    targets: {
      import: imported.ms <= TARGET_IMPORT_MS,
      wakeLookup: pack.wakeLookupP50 <= TARGET_WAKE_LOOKUP_MS,
      search: pack.searchP95 <= TARGET_SEARCH_P95_MS,
      crWakeLookup: cr ? cr.wakeLookupP50 <= TARGET_WAKE_LOOKUP_MS : null,
      crSearch: cr ? cr.searchP95 <= TARGET_SEARCH_P95_MS : null,
    },
    markdown: '',
  };
  result.markdown = scaleMarkdown(result);
  return result;
}

export async function runScale70k(opts: { count?: number; wakes?: number; importRuns?: number; cr?: boolean; log?: (line: string) => void } = {}): Promise<ScaleResult> {
  const { count = SCALE_RULINGS, wakes = 7, importRuns: runCount = 3, log = () => {} } = opts;
  const { zipFile, zipMB } = writeScalePack(count);
  log(`scale-70k: pack of ${count} rulings, ${zipMB} MB zipped`);
  const built = await ensureExtensionBuilt();
  const h = await launch(built.chromeExt);
  try {
    await sleep(1000);
    const memoryNoPack = await workerHeap(h);
    const noPackWakeLookupMs = await noPackWakeLookup(h);
    const { runs, median: imported } = await importRuns(h, zipFile, runCount, log);
    const hotKeyword = await hottestKeyword(h);
    const pack = await loadedFigures(h, wakes, hotKeyword);
    log(`scale-70k: wake lookup p50 ${pack.wakeLookupP50} ms, search p95 ${pack.searchP95} ms`);
    const { cr, crSkipped } = await crFigures(h, wakes, hotKeyword, opts.cr !== false, log);
    return scaleResult({ count, zipMB, runs, imported, noPackWakeLookupMs, memoryNoPack, pack, cr, crSkipped });
  } finally {
    await h.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 ? process.argv[i + 1] : undefined;
  };
  const r = await runScale70k({ count: Number(arg('count') ?? SCALE_RULINGS), wakes: Number(arg('wakes') ?? 7), importRuns: Number(arg('runs') ?? 3), cr: !process.argv.includes('--no-cr'), log: console.log });
  const out = arg('json');
  if (out) writeFileSync(out, `${JSON.stringify(r, null, 2)}\n`);
  console.log(r.markdown);
}
