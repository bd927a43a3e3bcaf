// Popup search: createSearcher (rulings-data/search/search-index.ts) over a bundle from
// buildBundle, queried with a fixed list (English, Simplified, Traditional, typos, phrases).
// Corpora: the seed bundle, and synthetic bundles of 5,000 and 50,000 rulings (synthetic.ts;
// built here, or handed over by build-scale.ts). Per query: p50/p95 over repeated runs (at least
// 3; more while a query is cheap). Loading, repeated (p95), "loaded" meaning "first results out"
// (the searcher decodes what it needs on the first search): JSON.parse of the bundle's
// searchIndex + createSearcher + the first search, the rest of the bundle already parsed (the
// background holds it for tooltips anyway); the same with JSON.parse of the whole bundle; and
// once without the prebuilt prefilter (searchIndex.candidates removed: built from the texts).
// Each corpus's loads start after a full GC and keep no searcher but the last (see
// benchCorpus): a load pays for its own garbage, not for what ran before it.
// Searches go the product's way: prefilter, then Fuse with the product's own options
// (rulings-data/search/fuse-options.ts) over the picked rulings.
import { buildBundle } from '../../rulings-data/bundle/build-bundle.ts';
import type { Bundle, KeywordEntry } from '../../rulings-data/schema.ts';
import { keywordPinyin } from '../../rulings-data/search/pinyin-names.ts';
import { createSearcher, type Searcher } from '../../rulings-data/search/search-index.ts';
import { collectGarbageNow, cpuMs, p50, p95, round, verdict } from './stats.ts';
import { seedSources, syntheticRulings, toSourceText } from './synthetic.ts';

// The last two: date / source words filtering the rulings (query-filters.ts).
export const QUERIES = ['prolif', '增殖', '偽裝', 'phased out', 'madnes', 'convke', 'face-down spell', '跃离', 'official 2024', 'MTGZH counter'] as const;
export const TARGET_SEEDS_P95_MS = 5;
export const TARGET_50K_P95_MS = 30;
export const TARGET_LOAD_SEEDS_P95_MS = 10;
export const TARGET_LOAD_50K_P95_MS = 300;
/** The first search of each load run (not one of QUERIES, so its timing stays separate). */
const FIRST_QUERY = 'counter';
/** Loads before the timed ones (the first is reported as the cold load): JIT warm-up, as for
 * the queries. V8 keeps optimising the load's code for about ten loads of a small bundle. */
const LOAD_WARMUP_SMALL = 10;
const LOAD_WARMUP_LARGE = 3;
const LIMIT = 20; // what the popup asks for

export interface QueryStats {
  query: string;
  runs: number;
  p50: number;
  p95: number;
  hits: number;
  /** Type and title of the first hit (a sanity check that the query found something). */
  top: string;
}

export interface SearchCorpus {
  name: string;
  rulings: number;
  bundleMB: number;
  /** Index load runs: JSON.parse of searchIndex + createSearcher + first search (the rest of
   * the bundle already parsed), after a few untimed ones (the first: loadColdMs). */
  loadRuns: number;
  loadP50: number;
  loadP95: number;
  /** The slowest load (with 50 runs, p99 is this one). */
  loadMax: number;
  loadCpuP95: number;
  loadColdMs: number;
  indexMB: number;
  /** The same with JSON.parse of the whole bundle. */
  bundleLoadP50: number;
  bundleLoadP95: number;
  bundleLoadCpuP95: number;
  bundleParseMs: number;
  /** Medians of the index load's parts. */
  jsonParseMs: number;
  createSearcherMs: number;
  firstSearchMs: number;
  /** One load without the prebuilt prefilter (built from the texts), for comparison. */
  loadWithoutPrebuiltMs: number;
  /** Bytes of the serialized prefilter in the bundle JSON. */
  candidatesMB: number;
  loadTarget: number | null;
  loadMet: boolean | null;
  queries: QueryStats[];
  /** Over every timed search of the corpus (wall time: what the reader waits). */
  p50: number;
  p95: number;
  /** The same searches' process CPU time (robust to other load on the machine). */
  cpuP50: number;
  cpuP95: number;
  target: number | null;
  met: boolean | null;
}

export interface SearchBenchResult {
  corpora: SearchCorpus[];
  markdown: string;
}

interface QueryTimes {
  times: number[];
  cpu: number[];
  hits: ReturnType<Searcher['search']>;
}

function timeQuery(searcher: Searcher, q: string, minRuns: number, budgetMs: number, maxRuns: number): QueryTimes {
  const out: QueryTimes = { times: [], cpu: [], hits: [] };
  let spent = 0;
  while (out.times.length < minRuns || (spent < budgetMs && out.times.length < maxRuns)) {
    const c0 = cpuMs();
    const t0 = performance.now();
    out.hits = searcher.search(q, { limit: LIMIT });
    const ms = performance.now() - t0;
    out.cpu.push(cpuMs() - c0);
    out.times.push(ms);
    spent += ms;
  }
  return out;
}

function timed<T>(fn: () => T): { ms: number; value: T } {
  const t0 = performance.now();
  const value = fn();
  return { ms: performance.now() - t0, value };
}

interface LoadRun {
  parse: number;
  create: number;
  first: number;
  total: number;
  /** Process CPU time of the whole load (robust to other load on the machine). */
  cpu: number;
}

/** JSON.parse → createSearcher → first search, timed in parts. `json` is the whole bundle, or
 * only its searchIndex (then `base` is the rest, already parsed). */
function loadOnce(json: string, base?: Omit<Bundle, 'searchIndex'>, prepare: (b: Bundle) => void = () => {}): LoadRun & { searcher: Searcher; bundle: Bundle } {
  const c0 = cpuMs();
  const parsed = timed(() => JSON.parse(json));
  const bundle: Bundle = base ? { ...base, searchIndex: parsed.value } : parsed.value;
  prepare(bundle);
  const created = timed(() => createSearcher(bundle));
  const first = timed(() => created.value.search(FIRST_QUERY, { limit: LIMIT }));
  return { parse: parsed.ms, create: created.ms, first: first.ms, total: parsed.ms + created.ms + first.ms, cpu: cpuMs() - c0, searcher: created.value, bundle };
}

/** Only the timings of a load: the reader's background holds one searcher, so each timed load
 * lets go of the one before. Keeping all of them alive (as this bench did) made every young-
 * generation GC in the loop copy and promote up to 50 searchers' worth of objects (≈0.5 MB each
 * with the old index, a whole bundle each for the whole-bundle loads): the slowest loads were
 * those GCs, a cost of the bench's bookkeeping, not of loading. */
function timings({ searcher: _s, bundle: _b, ...run }: ReturnType<typeof loadOnce>): LoadRun {
  return run;
}

export function benchCorpus(name: string, json: string, target: number | null, loadTarget: number | null = null): SearchCorpus {
  const small = json.length < 5e6;
  const runs = small ? 50 : 7;
  // The search index on its own: what search adds to the bundle the background already holds
  // for tooltips (its JSON parsed, the searcher created, the first results out).
  const { searchIndex, ...base } = JSON.parse(json) as Bundle;
  const indexJson = JSON.stringify(searchIndex);
  // One full GC per corpus, before the warm-up loads. What the process did before (building the
  // bundles, the previous corpus, the other sections of `npm run bench`) leaves garbage and
  // old-generation growth that V8 collects, incrementally or at once, whenever it next
  // allocates: the series paid for earlier work. Not right before the timed loads: a full GC
  // there shrinks the heap, and the first large load after it pays to grow it again (it doubled
  // the first 50,000-ruling load, which with 7 runs is the p95). The warm-up loads leave the heap
  // as a reader's background has it after a few loads. Each load's own garbage is still
  // collected on the series' time (young-generation GCs, and any old-generation work they lead to).
  collectGarbageNow();
  const cold = loadOnce(indexJson, base).total; // the first in this process: code not yet optimised
  for (let i = 1; i < (small ? LOAD_WARMUP_SMALL : LOAD_WARMUP_LARGE); i++) loadOnce(indexJson, base);
  const loads: LoadRun[] = [];
  for (let i = 0; i < runs; i++) loads.push(timings(loadOnce(indexJson, base)));
  // The whole bundle, JSON.parse of its rulings and keywords included; the last one's searcher
  // answers the queries below.
  const whole: LoadRun[] = [];
  let last: ReturnType<typeof loadOnce> | null = null;
  for (let i = 0; i < runs; i++) {
    last = null;
    last = loadOnce(json);
    whole.push(timings(last));
  }
  const { searcher, bundle } = last!;
  // The old way, once: no prebuilt prefilter, so the first search builds it from the texts.
  const without = loadOnce(indexJson, base, (b) => delete b.searchIndex.candidates).total;
  const loadP95 = p95(loads.map((l) => l.total));
  const created = { ms: p50(loads.map((l) => l.create)) };
  const parsed = { ms: p50(loads.map((l) => l.parse)) };
  // Warm-up (JIT) with queries outside the list, so no listed query gets a free first run.
  for (const w of ['warm', '热身']) searcher.search(w, { limit: LIMIT });
  const fewRulings = bundle.rulings.length < 1000;
  const queries: QueryStats[] = [];
  const all: number[] = [];
  const allCpu: number[] = [];
  for (const q of QUERIES) {
    const { times, cpu, hits } = fewRulings ? timeQuery(searcher, q, 30, 500, 300) : timeQuery(searcher, q, 3, 1000, 30);
    all.push(...times);
    allCpu.push(...cpu);
    queries.push({
      query: q,
      runs: times.length,
      p50: round(p50(times), 2),
      p95: round(p95(times), 2),
      hits: hits.length,
      top: hits[0] ? `${hits[0].type}: ${hits[0].title}` : '(none)',
    });
  }
  const corpusP95 = p95(all);
  return {
    name,
    rulings: bundle.rulings.length,
    bundleMB: round(Buffer.byteLength(json) / 1e6, 2),
    loadRuns: loads.length,
    loadP50: round(p50(loads.map((l) => l.total)), 1),
    loadP95: round(loadP95, 1),
    loadMax: round(Math.max(...loads.map((l) => l.total)), 1),
    loadCpuP95: round(p95(loads.map((l) => l.cpu)), 1),
    loadColdMs: round(cold, 1),
    indexMB: round(indexJson.length / 1e6, 2),
    bundleLoadP50: round(p50(whole.map((l) => l.total)), 1),
    bundleLoadP95: round(p95(whole.map((l) => l.total)), 1),
    bundleLoadCpuP95: round(p95(whole.map((l) => l.cpu)), 1),
    bundleParseMs: round(p50(whole.map((l) => l.parse)), 1),
    jsonParseMs: round(parsed.ms, 1),
    createSearcherMs: round(created.ms, 2),
    firstSearchMs: round(p50(loads.map((l) => l.first)), 1),
    loadWithoutPrebuiltMs: round(without, 1),
    candidatesMB: round(JSON.stringify(bundle.searchIndex.candidates ?? null).length / 1e6, 2),
    loadTarget,
    loadMet: loadTarget === null ? null : loadP95 <= loadTarget,
    queries,
    p50: round(p50(all), 2),
    p95: round(corpusP95, 2),
    cpuP50: round(p50(allCpu), 2),
    cpuP95: round(p95(allCpu), 2),
    target,
    met: target === null ? null : corpusP95 <= target,
  };
}

/** Bundle JSON for `n` synthetic rulings (same generator and seed as build-scale.ts). */
export function syntheticBundleJson(n: number, keywords: readonly KeywordEntry[]): string {
  const rulings = syntheticRulings(n);
  const sources = [];
  for (let i = 0; i < rulings.length; i += 1000) sources.push({ file: `synthetic-${n}/${i / 1000}.txt`, text: toSourceText(rulings.slice(i, i + 1000)) });
  return JSON.stringify(buildBundle({ sources, keywords }).bundle);
}

export function runSearchBench(keywords: readonly KeywordEntry[], opts: { bundles?: Map<number, string>; sizes?: readonly number[] } = {}): SearchBenchResult {
  // As `rulings build` writes it (with the keywords' pinyin).
  const seeds = JSON.stringify(buildBundle({ sources: seedSources(), keywords, pinyin: keywordPinyin }).bundle);
  const corpora = [benchCorpus('seeds', seeds, TARGET_SEEDS_P95_MS, TARGET_LOAD_SEEDS_P95_MS)];
  for (const n of opts.sizes ?? [5_000, 50_000]) {
    const json = opts.bundles?.get(n) ?? syntheticBundleJson(n, keywords);
    corpora.push(benchCorpus(`synthetic ${n.toLocaleString('en')}`, json, n === 50_000 ? TARGET_50K_P95_MS : null, n === 50_000 ? TARGET_LOAD_50K_P95_MS : null));
  }
  const result: SearchBenchResult = { corpora, markdown: '' };
  result.markdown = toMarkdown(result);
  return result;
}

function toMarkdown(r: SearchBenchResult): string {
  const head = r.corpora.map((c) => `${c.name} (${c.rulings} rulings)`);
  const lines = [
    `createSearcher(bundle).search(q, { limit: ${LIMIT} }) in Node ${process.version}; p50 / p95 in ms per query over repeated runs (runs in brackets). Fuse options as shipped.`,
    '',
    `| query | ${head.join(' | ')} |`,
    `| --- | ${r.corpora.map(() => '---:').join(' | ')} |`,
  ];
  QUERIES.forEach((q, i) => {
    lines.push(`| ${q} | ${r.corpora.map((c) => `${c.queries[i].p50} / ${c.queries[i].p95} (${c.queries[i].runs})`).join(' | ')} |`);
  });
  lines.push(`| **all queries** | ${r.corpora.map((c) => `**${c.p50} / ${c.p95}**`).join(' | ')} |`);
  lines.push(`| all queries, CPU time | ${r.corpora.map((c) => `${c.cpuP50} / ${c.cpuP95}`).join(' | ')} |`);
  lines.push(`| target p95 (wall) | ${r.corpora.map((c) => (c.target === null ? '—' : `≤ ${c.target} ms: ${verdict(c.met!)}`)).join(' | ')} |`);
  lines.push(`| bundle (MB) | ${r.corpora.map((c) => c.bundleMB).join(' | ')} |`);
  lines.push(`| search index JSON (MB; prebuilt prefilter of it) | ${r.corpora.map((c) => `${c.indexMB} (${c.candidatesMB})`).join(' | ')} |`);
  lines.push(`| **index load: JSON.parse of searchIndex + createSearcher + first search, p50 / p95 (ms; runs; slowest)** | ${r.corpora.map((c) => `**${c.loadP50} / ${c.loadP95}** (${c.loadRuns}; ${c.loadMax})`).join(' | ')} |`);
  lines.push(`| index load, CPU time p95; first (cold) load (ms) | ${r.corpora.map((c) => `${c.loadCpuP95}; ${c.loadColdMs}`).join(' | ')} |`);
  lines.push(`| target index load p95 (wall) | ${r.corpora.map((c) => (c.loadTarget === null ? '—' : `≤ ${c.loadTarget} ms: ${verdict(c.loadMet!)}`)).join(' | ')} |`);
  lines.push(`| index load parts, medians: JSON.parse / createSearcher / first search "${FIRST_QUERY}" (ms) | ${r.corpora.map((c) => `${c.jsonParseMs} / ${c.createSearcherMs} / ${c.firstSearchMs}`).join(' | ')} |`);
  lines.push(`| index load without the prebuilt prefilter, once (ms) | ${r.corpora.map((c) => c.loadWithoutPrebuiltMs).join(' | ')} |`);
  lines.push(`| whole bundle: JSON.parse + createSearcher + first search, p50 / p95 (CPU p95) (ms) | ${r.corpora.map((c) => `${c.bundleLoadP50} / ${c.bundleLoadP95} (${c.bundleLoadCpuP95})`).join(' | ')} |`);
  lines.push(`| whole bundle: JSON.parse alone, median (ms) | ${r.corpora.map((c) => c.bundleParseMs).join(' | ')} |`);
  return lines.join('\n');
}
