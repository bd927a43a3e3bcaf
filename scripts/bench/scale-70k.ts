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
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type CDPSession, type ElementHandle, type Page } from 'puppeteer-core';
import { ensureExtensionBuilt } from '../../test/e2e-extension/build-once.ts';
import { KEYWORDS } from '../../rulings-data/keywords/index.ts';
import { CHROMIUM, CHROMIUM_ARGS } from './browser.ts';
import { BENCH_TMP } from './cr-page.ts';
import { scalePackZip, scaleRulings, SCALE_RULINGS } from './scale-synthetic.ts';
import { QUERIES } from './search-bench.ts';
import { max, p50, p95, round, verdict } from './stats.ts';

export const CR_JSON = '/work/shared/data/cr/cr-20260417.json';
export const TARGET_IMPORT_MS = 10_000;
export const TARGET_WAKE_LOOKUP_MS = 100;
export const TARGET_SEARCH_P95_MS = 30;
/** The keyword the wake-up lookups ask for (an ordinary one: tens of rulings). */
const WAKE_KEYWORD = 'proliferate';
const SEARCH_LIMIT = 30; // what the popup asks for
const SEARCH_ROUNDS = 5;
const WARM_LOOKUPS = 60;
const BASELINE_WAKES = 3;

export interface HeapMB {
  jsHeapMB: number;
}

export interface LoadedFigures {
  /** First lookup after each wake-up (ms). */
  wakeLookupMs: number[];
  wakeLookupP50: number;
  wakeLookupMax: number;
  /** Baseline: first lookups after wake-ups with the persisted lookups removed (the whole stored
   *  merge read, as before they existed), and the worker's heap then. */
  fromMergeMs: number[];
  fromMergeP50: number;
  memoryFromMerge: HeapMB;
  /** The first lookup after a wake-up of the keyword with the most rulings, and its reply's size. */
  hotKeyword: string;
  hotWakeLookupMs: number;
  hotReplyKB: number;
  warmLookupP50: number;
  warmLookupP95: number;
  firstSearchAfterWakeMs: number;
  searchP50: number;
  searchP95: number;
  searches: number;
  memoryAfterLookup: HeapMB;
  memoryAfterSearch: HeapMB;
}

export interface ScaleResult {
  rulings: number;
  zipMB: number;
  /** The median import run, and every run. */
  importMs: number;
  importRunsMs: number[];
  /** What the progress bar showed (the median run), in order: [ms since the change event, value / max, text]. */
  progress: Array<[number, string, string]>;
  importLongestTaskMs: number;
  noPackWakeLookupMs: number;
  memoryNoPack: HeapMB;
  pack: LoadedFigures;
  cr: (LoadedFigures & { crImportMs: number }) | null;
  crSkipped?: string;
  targets: { import: boolean; wakeLookup: boolean; search: boolean; crWakeLookup: boolean | null; crSearch: boolean | null };
  markdown: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs `fn` (a function's source) in the page with `arg`: page.evaluate on a string, so tsx's
 *  __name wrappers never reach the page. */
function inPage<T>(page: Page, fn: string, arg?: unknown): Promise<T> {
  return page.evaluate(`(${fn})(${JSON.stringify(arg ?? null)})`) as Promise<T>;
}

const SEND = `async (m) => { const t = performance.now(); const r = await chrome.runtime.sendMessage(m); return { ms: performance.now() - t, bytes: JSON.stringify(r ?? null).length }; }`;

async function send(page: Page, message: unknown): Promise<{ ms: number; bytes: number }> {
  return inPage(page, SEND, message);
}

interface Harness {
  browser: Browser;
  extensionId: string;
  options: Page;
  cdp: CDPSession;
  close(): Promise<void>;
}

async function launch(extDir: string): Promise<Harness> {
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
async function stopWorker(h: Harness): Promise<void> {
  await send(h.options, { type: 'info' }); // running, so the stop below is the one that counts
  await h.cdp.send('ServiceWorker.stopAllWorkers');
  for (let end = Date.now() + 20_000; h.browser.targets().some((t) => t.type() === 'service_worker' && t.url().includes(h.extensionId)); ) {
    if (Date.now() > end) throw new Error('scale-70k: the service worker did not stop');
    await sleep(25);
  }
  await sleep(100); // let the process settle: the next message is the wake-up
}

/** The worker's JS heap after two forced collections (its DevTools target, attached and let go). */
async function workerHeap(h: Harness): Promise<HeapMB> {
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

/** Waits until the pack store holds a merge and its persisted lookups for the packs (and the CR)
 *  stored now:
 *  until then a stopped worker would merge again (or read the whole merge) on its next start. */
async function waitPersisted(h: Harness): Promise<void> {
  const check = `async () => {
    const db = await new Promise((ok, no) => { const r = indexedDB.open('rulings-lens-packs'); r.onsuccess = () => ok(r.result); r.onerror = () => no(r.error); });
    try {
      const names = [...db.objectStoreNames];
      const tx = db.transaction(names.filter((n) => ['packs', 'merged', 'lookups', 'cr'].includes(n)), 'readonly');
      const get = (store, key) => new Promise((ok) => { const r = tx.objectStore(store).get(key); r.onsuccess = () => ok(r.result); r.onerror = () => ok(undefined); });
      const all = (store) => new Promise((ok) => { const r = tx.objectStore(store).getAll(); r.onsuccess = () => ok(r.result); r.onerror = () => ok([]); });
      const packs = (await all('packs')).filter((p) => p.enabled);
      const merged = await get('merged', 'last-key');
      const meta = await get('lookups', 'meta');
      const cr = names.includes('cr') ? await get('cr', 'current') : undefined;
      const named = [...packs.map((p) => p.id), ...(cr ? [cr.importedAt] : [])];
      return !!merged && named.every((id) => merged.key.includes(JSON.stringify(id))) && meta?.key === merged.key;
    } finally { db.close(); }
  }`;
  for (let end = Date.now() + 120_000; !(await inPage<boolean>(h.options, check)); ) {
    if (Date.now() > end) throw new Error('scale-70k: the merge of the packs was not stored within 120 s');
    await sleep(200);
  }
  await sleep(500);
}

/** Removes the persisted lookups (the `lookups` store): the next wake-up reads the whole stored
 *  merge, as every wake-up did before they were persisted — the same-run baseline. */
async function clearLookups(h: Harness): Promise<void> {
  await inPage(h.options, `async () => {
    const db = await new Promise((ok, no) => { const r = indexedDB.open('rulings-lens-packs'); r.onsuccess = () => ok(r.result); r.onerror = () => no(r.error); });
    const tx = db.transaction('lookups', 'readwrite');
    tx.objectStore('lookups').clear();
    await new Promise((ok, no) => { tx.oncomplete = ok; tx.onerror = () => no(tx.error); });
    db.close();
  }`);
}

/** Imports `file` through the packs panel; returns the time, the progress seen and the longest task. */
/** Removes every stored pack through the panel (between import runs). */
async function removePacks(h: Harness): Promise<void> {
  while (await h.options.$('[data-part="pack-remove"]')) {
    await h.options.click('[data-part="pack-remove"]');
    await h.options.waitForSelector('[data-part="pack-status"][data-outcome="removed"]', { timeout: 120_000 });
    await h.options.waitForFunction(() => !document.querySelector('[data-part="pack-remove"]:disabled'), { timeout: 120_000 });
  }
  await h.options.waitForSelector('[data-part="packs-empty"]', { timeout: 120_000 });
}

async function importPack(h: Harness, file: string): Promise<{ ms: number; progress: ScaleResult['progress']; longestTaskMs: number }> {
  await inPage(
    h.options,
    `() => {
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
    }`,
  );
  const input = (await h.options.$('[data-part="pack-input"]')) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(file);
  await h.options.waitForSelector('[data-part="pack-status"][data-outcome]:not([data-outcome=""])', { timeout: 300_000 });
  const outcome = await h.options.$eval('[data-part="pack-status"]', (el) => [el.getAttribute('data-outcome'), el.textContent]);
  if (outcome[0] !== 'imported') throw new Error(`scale-70k: the import ended '${outcome[0]}': ${outcome[1]}`);
  const r = await inPage<{ t0: number; t1: number; progress: ScaleResult['progress']; longest: number }>(h.options, `() => window.__scale`);
  return { ms: round(r.t1 - r.t0, 0), progress: r.progress, longestTaskMs: round(r.longest, 0) };
}

async function importCr(h: Harness): Promise<number> {
  await inPage(h.options, `() => { window.__cr = { t0: 0 }; document.querySelector('[data-part="cr-input"]').addEventListener('change', () => (window.__cr.t0 = performance.now()), { once: true }); }`);
  const input = (await h.options.$('[data-part="cr-input"]')) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(CR_JSON);
  await h.options.waitForSelector('[data-part="cr-status"][data-outcome="imported"]', { timeout: 120_000 });
  return round(await inPage<number>(h.options, `() => performance.now() - window.__cr.t0`), 0);
}

/** Keyword ids that exist in the bundle, in a fixed spread-out order (warm lookups). */
function sampleKeywords(n: number): string[] {
  const step = Math.max(1, Math.floor(KEYWORDS.length / n));
  return KEYWORDS.filter((_, i) => i % step === 0).map((k) => k.id).slice(0, n);
}

async function loadedFigures(h: Harness, wakes: number, hotKeyword: string): Promise<LoadedFigures> {
  const wakeLookupMs: number[] = [];
  for (let i = 0; i < wakes; i++) {
    await stopWorker(h);
    wakeLookupMs.push(round((await send(h.options, { type: 'lookup', id: WAKE_KEYWORD })).ms, 1));
  }
  const memoryAfterLookup = await workerHeap(h);
  // Baseline: the same wake-ups without the persisted lookups (the worker then reads the whole
  // stored merge, and stores the lookups again for the next start).
  const fromMergeMs: number[] = [];
  for (let i = 0; i < BASELINE_WAKES; i++) {
    await clearLookups(h);
    await stopWorker(h);
    fromMergeMs.push(round((await send(h.options, { type: 'lookup', id: WAKE_KEYWORD })).ms, 1));
  }
  const memoryFromMerge = await workerHeap(h);
  await waitPersisted(h);
  await stopWorker(h);
  const hot = await send(h.options, { type: 'lookup', id: hotKeyword });
  const warm: number[] = [];
  for (const id of sampleKeywords(WARM_LOOKUPS)) warm.push((await send(h.options, { type: 'lookup', id })).ms);
  await stopWorker(h);
  const first = await send(h.options, { type: 'search', query: 'counter', limit: SEARCH_LIMIT });
  const times: number[] = [];
  for (let r = 0; r < SEARCH_ROUNDS; r++) for (const q of QUERIES) times.push((await send(h.options, { type: 'search', query: q, limit: SEARCH_LIMIT })).ms);
  const memoryAfterSearch = await workerHeap(h);
  return {
    wakeLookupMs,
    wakeLookupP50: round(p50(wakeLookupMs), 1),
    wakeLookupMax: round(max(wakeLookupMs), 1),
    fromMergeMs,
    fromMergeP50: round(p50(fromMergeMs), 1),
    memoryFromMerge,
    hotKeyword,
    hotWakeLookupMs: round(hot.ms, 0),
    hotReplyKB: round(hot.bytes / 1024, 0),
    warmLookupP50: round(p50(warm), 1),
    warmLookupP95: round(p95(warm), 1),
    firstSearchAfterWakeMs: round(first.ms, 0),
    searchP50: round(p50(times), 1),
    searchP95: round(p95(times), 1),
    searches: times.length,
    memoryAfterLookup,
    memoryAfterSearch,
  };
}

/** The keyword with the most rulings in the imported data (asked of the worker's `info`-free
 *  lookups: the largest reply among a few likely ones). */
async function hottestKeyword(h: Harness): Promise<string> {
  let best = { id: WAKE_KEYWORD, bytes: 0 };
  for (const id of ['cast', 'play', 'exile', 'create', 'jump-start', 'face-down', 'counter', 'stack']) {
    const r = await send(h.options, { type: 'lookup', id });
    if (r.bytes > best.bytes) best = { id, bytes: r.bytes };
  }
  return best.id;
}

export async function runScale70k(opts: { count?: number; wakes?: number; importRuns?: number; cr?: boolean; log?: (line: string) => void } = {}): Promise<ScaleResult> {
  const { count = SCALE_RULINGS, wakes = 7, importRuns = 3, log = () => {} } = opts;
  const dir = join(BENCH_TMP, 'scale-70k');
  mkdirSync(dir, { recursive: true });
  const zipFile = join(dir, `pack-${count}.zip`);
  const zip = scalePackZip(scaleRulings(count));
  writeFileSync(zipFile, zip);
  log(`scale-70k: pack of ${count} rulings, ${round(zip.length / 1048576, 1)} MB zipped`);
  const built = await ensureExtensionBuilt();
  const h = await launch(built.chromeExt);
  try {
    await sleep(1000);
    const memoryNoPack = await workerHeap(h);
    await stopWorker(h);
    const noPackWakeLookupMs = round((await send(h.options, { type: 'lookup', id: WAKE_KEYWORD })).ms, 1);
    // Every run is a first one for the import's workers (new ones each time): the median of a
    // few runs only smooths out the other load of a shared machine.
    const runs: Array<Awaited<ReturnType<typeof importPack>>> = [];
    for (let i = 0; i < importRuns; i++) {
      if (i > 0) await removePacks(h);
      log(`scale-70k: importing (run ${i + 1} of ${importRuns})…`);
      runs.push(await importPack(h, zipFile));
      log(`scale-70k: imported in ${runs[i].ms} ms; waiting for the stored merge`);
      await waitPersisted(h);
    }
    const imported = [...runs].sort((a, b) => a.ms - b.ms)[Math.floor((runs.length - 1) / 2)];
    const hotKeyword = await hottestKeyword(h);
    const pack = await loadedFigures(h, wakes, hotKeyword);
    log(`scale-70k: wake lookup p50 ${pack.wakeLookupP50} ms, search p95 ${pack.searchP95} ms`);
    let cr: ScaleResult['cr'] = null;
    let crSkipped: string | undefined;
    if (opts.cr === false) crSkipped = 'not asked (--no-cr)';
    else if (!existsSync(CR_JSON)) crSkipped = `${CR_JSON} not found`;
    else if (!(await h.options.$('[data-part="cr-input"]'))) crSkipped = 'this build has no CR import';
    else {
      log('scale-70k: importing the CR…');
      const crImportMs = await importCr(h);
      await waitPersisted(h);
      cr = { crImportMs, ...(await loadedFigures(h, wakes, hotKeyword)) };
      log(`scale-70k: with the CR: wake lookup p50 ${cr.wakeLookupP50} ms, search p95 ${cr.searchP95} ms`);
    }
    const result: ScaleResult = {
      rulings: count,
      zipMB: round(zip.length / 1048576, 1),
      importMs: imported.ms,
      importRunsMs: runs.map((r) => r.ms),
      progress: imported.progress,
      importLongestTaskMs: max(runs.map((r) => r.longestTaskMs)),
      noPackWakeLookupMs,
      memoryNoPack,
      pack,
      cr,
      ...(crSkipped ? { crSkipped } : {}),
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
  } finally {
    await h.close();
  }
}

export function scaleMarkdown(r: ScaleResult): string {
  const n = r.rulings.toLocaleString('en');
  const col = (f: LoadedFigures | null, pick: (f: LoadedFigures) => string) => (f ? pick(f) : '—');
  const rows: Array<[string, string, string, string]> = [
    ['first lookup after a wake-up, median / max (ms; wake-ups)', col(r.pack, (f) => `${f.wakeLookupP50} / ${f.wakeLookupMax} (${f.wakeLookupMs.length})`), col(r.cr, (f) => `${f.wakeLookupP50} / ${f.wakeLookupMax} (${f.wakeLookupMs.length})`), `≤ ${TARGET_WAKE_LOOKUP_MS} ms: ${verdict(r.targets.wakeLookup)}${r.targets.crWakeLookup === null ? '' : `; with the CR ${verdict(r.targets.crWakeLookup)}`}`],
    ['baseline: the same without the persisted lookups (the whole stored merge read), median (ms; wake-ups)', col(r.pack, (f) => `${f.fromMergeP50} (${f.fromMergeMs.length})`), col(r.cr, (f) => `${f.fromMergeP50} (${f.fromMergeMs.length})`), ''],
    ['first lookup after a wake-up of the keyword with the most rulings (ms; reply KB)', col(r.pack, (f) => `${f.hotWakeLookupMs} (${f.hotKeyword}; ${f.hotReplyKB})`), col(r.cr, (f) => `${f.hotWakeLookupMs} (${f.hotReplyKB})`), ''],
    ['lookup, worker running, p50 / p95 (ms; 60 keywords)', col(r.pack, (f) => `${f.warmLookupP50} / ${f.warmLookupP95}`), col(r.cr, (f) => `${f.warmLookupP50} / ${f.warmLookupP95}`), ''],
    ['first search after a wake-up (ms)', col(r.pack, (f) => `${f.firstSearchAfterWakeMs}`), col(r.cr, (f) => `${f.firstSearchAfterWakeMs}`), ''],
    ['popup search, runtime message end to end, p50 / p95 (ms; searches)', col(r.pack, (f) => `${f.searchP50} / ${f.searchP95} (${f.searches})`), col(r.cr, (f) => `${f.searchP50} / ${f.searchP95} (${f.searches})`), `≤ ${TARGET_SEARCH_P95_MS} ms: ${verdict(r.targets.search)}${r.targets.crSearch === null ? '' : `; with the CR ${verdict(r.targets.crSearch)}`}`],
    ['service worker JS heap after a wake-up and one lookup (MB)', col(r.pack, (f) => `${f.memoryAfterLookup.jsHeapMB}`), col(r.cr, (f) => `${f.memoryAfterLookup.jsHeapMB}`), ''],
    ['baseline: the same, the whole stored merge read (MB)', col(r.pack, (f) => `${f.memoryFromMerge.jsHeapMB}`), col(r.cr, (f) => `${f.memoryFromMerge.jsHeapMB}`), ''],
    ['service worker JS heap after searches (MB)', col(r.pack, (f) => `${f.memoryAfterSearch.jsHeapMB}`), col(r.cr, (f) => `${f.memoryAfterSearch.jsHeapMB}`), ''],
  ];
  const progress = r.progress.map(([ms, value, text]) => `${ms} ms: ${value} “${text}”`).join('; ');
  return [
    `The built extension in Chromium (puppeteer-core), one pack of ${n} synthetic bilingual rulings (scale-synthetic.ts: cards with a mechanic drawn from all ${KEYWORDS.length} keywords, Zipf-like; ${r.zipMB} MB zip of ${Math.ceil(r.rulings / 1000)} 单卡释疑 files) imported through the options page. Lookups and searches are runtime messages from the options page, timed there (the popup's search asks the same way). A wake-up: the worker stopped (CDP ServiceWorker.stopAllWorkers), then one request. Memory: the worker's JS heap after two forced collections (CDP, its own target).`,
    '',
    `| | ${n} rulings | + the Comprehensive Rules (${r.cr ? `imported in ${r.cr.crImportMs} ms` : r.crSkipped ?? 'skipped'}) | target |`,
    '| --- | ---: | ---: | --- |',
    `| import: change event → "imported" shown, the background answering with the pack, median (ms; runs) | ${r.importMs} (${r.importRunsMs.join(', ')}) | | ≤ ${TARGET_IMPORT_MS / 1000} s: ${verdict(r.targets.import)} |`,
    `| options page's longest task during the imports (ms) | ${r.importLongestTaskMs} | | |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
    '',
    `No pack: first lookup after a wake-up ${r.noPackWakeLookupMs} ms; worker JS heap ${r.memoryNoPack.jsHeapMB} MB.`,
    '',
    `Progress shown during the import (ms after the change event: value “text”): ${progress || 'none seen'}.`,
  ].join('\n');
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
