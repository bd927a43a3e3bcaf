// The headline table of bench/RESULTS.md (and README's Performance section): each figure next
// to its baseline from the same run, the ratio, the target and whether it was met.
import type { BuildScaleResult } from './build-scale.ts';
import type { HoverResult } from './hover-latency.ts';
import { longTasksMet, SCENARIOS, type LongTaskResult } from './long-tasks.ts';
import type { MatcherBenchResult } from './matcher-bench.ts';
import type { MemoryResult } from './memory.ts';
import type { PageAnnotationResult } from './page-annotation.ts';
import { TARGET_IMPORT_MS, TARGET_SEARCH_P95_MS, TARGET_WAKE_LOOKUP_MS, type ScaleResult } from './scale-70k.ts';
import type { SearchBenchResult } from './search-bench.ts';
import type { SizeEntry } from './sizes.ts';
import { ratio, round, signed, verdict } from './stats.ts';

export interface BenchResults {
  matcher?: MatcherBenchResult;
  pageAnnotation?: PageAnnotationResult;
  hover?: HoverResult;
  hoverFirefox?: HoverResult;
  longTasks?: LongTaskResult;
  search?: SearchBenchResult;
  buildScale?: Omit<BuildScaleResult, 'bundles'>;
  sizes?: SizeEntry[];
  memory?: MemoryResult;
  scale70k?: ScaleResult;
}

/** "About linear" for 10× more rulings: between 7× and 13×. */
export const LINEAR_BAND: [number, number] = [7, 13];

type Row = [figure: string, ours: string, baseline: string, ratio: string, target: string, met: string];

export function summaryTable(r: BenchResults): string {
  const rows: Row[] = [];
  if (r.matcher) {
    const mixed = r.matcher.corpora.find((c) => c.corpus === 'CR mixed') ?? r.matcher.corpora[0];
    rows.push([`Matcher throughput, ${mixed.corpus} (MB/s)`, `${mixed.matcher}`, `${mixed.alternation} (one alternation regex)`, `${mixed.speedup}× faster`, '—', '']);
  }
  const pa = r.pageAnnotation;
  if (pa) {
    rows.push([
      'Annotate the CR page: main-thread ms, mount → marks near the viewport drawn, from a collected heap (thread CPU ms; without the collection before the window)',
      `${pa.widget.mainThreadMs} (${pa.widget.mainThreadCpuMs}; ${pa.widget.uncollected.mainThreadMs})`,
      `${pa.baseline.mainThreadMs} (${pa.baseline.mainThreadCpuMs}) (span wrapping)`,
      `${pa.ratio}× less`,
      '≤ 50 ms; ≥ 20× less',
      `${verdict(pa.targets.mainThread)}; ${verdict(pa.targets.ratio)}`,
    ]);
    rows.push(['Annotate the CR page: longest task (ms; TBT ms)', `${pa.widget.longestTaskMs} (${pa.widget.blockingMs})`, `${pa.baseline.longestTaskMs} (${pa.baseline.blockingMs})`, `${ratio(pa.baseline.longestTaskMs, pa.widget.longestTaskMs)}× shorter`, '≤ 50 ms', verdict(pa.targets.longestTask)]);
    rows.push(['Annotate the CR page: first highlights painted (ms)', `${pa.widget.firstHighlightMs}`, `${pa.baseline.firstHighlightMs}`, `${ratio(pa.baseline.firstHighlightMs, pa.widget.firstHighlightMs)}× sooner`, '—', '']);
    const f = pa.firefox;
    if (f) {
      rows.push([
        'Firefox: annotate the CR page, main-thread ms (probe), mount → marks near the viewport drawn',
        `${f.widget.mainThreadMs}`,
        `${f.baseline.mainThreadMs} (span wrapping)`,
        `${f.ratio}× less`,
        '≤ 50 ms; ≥ 20× less',
        `${verdict(f.targets.mainThread)}; ${verdict(f.targets.ratio)}`,
      ]);
      rows.push(['Firefox: annotate the CR page, longest task (ms; TBT ms)', `${f.widget.longestTaskMs} (${f.widget.blockingMs})`, `${f.baseline.longestTaskMs} (${f.baseline.blockingMs})`, `${ratio(f.baseline.longestTaskMs, f.widget.longestTaskMs)}× shorter`, '≤ 50 ms', verdict(f.targets.longestTask)]);
    }
  }
  for (const h of [r.hover, r.hoverFirefox]) {
    if (!h) continue;
    const plain = Number.isFinite(h.plainP95) ? `${h.plainP95} (p50 ${h.plainP50}, p99 ${h.plainP99}) (plain fixed-div tooltip, no widget)` : '—';
    const vs = Number.isFinite(h.plainP95) && h.plainP95 > 0 ? `${round(h.paintedP95 / h.plainP95, 2)}× (widget ÷ plain)` : '';
    const who = h.browser === 'firefox' ? 'Firefox: hover' : 'Hover';
    rows.push([`${who} → tooltip painted, p95 (ms; delay 0; first hover after idle included)`, `${h.paintedP95} (p50 ${h.paintedP50}, p99 ${h.paintedP99})`, plain, vs, `≤ 1.1× plain or ≤ 16 ms: ≤ ${h.limitMs} ms`, verdict(h.target)]);
  }
  if (r.longTasks) {
    for (const b of ['chromium', 'firefox'] as const) {
      const lt = r.longTasks[b];
      if (!lt) continue;
      const worst = SCENARIOS.reduce((w, s) => (lt[s].longestMs > lt[w].longestMs ? s : w), SCENARIOS[0]);
      const all = SCENARIOS.map((s) => `${s} ${lt[s].longestMs}`).join(', ');
      rows.push([`${b === 'firefox' ? 'Firefox' : 'Chromium'}: longest task per scenario (ms; worst: ${worst}, TBT ${lt[worst].blockingMs} ms)`, all, '', '', '≤ 50 ms everywhere', verdict(longTasksMet(r.longTasks, b) ?? false)]);
    }
  }
  if (r.search) {
    for (const c of r.search.corpora) {
      if (c.target === null) continue;
      rows.push([`Search p95, ${c.name} (ms; p50, CPU p95)`, `${c.p95} (${c.p50}; ${c.cpuP95})`, '—', '', `≤ ${c.target} ms`, verdict(c.met!)]);
    }
    for (const c of r.search.corpora) {
      if (c.name !== 'seeds' && c.target === null) continue;
      rows.push([
        `Search index load p95, ${c.name}: JSON.parse of the index + createSearcher + first search (ms; p50; CPU p95; whole-bundle p95)`,
        `${c.loadP95} (${c.loadP50}; ${c.loadCpuP95}; ${c.bundleLoadP95})`,
        `${c.loadWithoutPrebuiltMs} (prefilter built from the texts, once)`,
        c.loadP95 > 0 ? `${round(c.loadWithoutPrebuiltMs / c.loadP95, 1)}× faster` : '',
        c.loadTarget === null ? '—' : `≤ ${c.loadTarget} ms`,
        c.loadMet === null ? '' : verdict(c.loadMet),
      ]);
    }
  }
  if (r.buildScale) {
    const last = r.buildScale.per10x[r.buildScale.per10x.length - 1];
    if (last) {
      const ok = (x: number) => x >= LINEAR_BAND[0] && x <= LINEAR_BAND[1];
      rows.push([
        `Build per 10× rulings (${last.from.toLocaleString('en')} → ${last.to.toLocaleString('en')}): CPU time ×, size ×`,
        `${last.time}×, ${last.size}×`,
        '10× (linear)',
        '',
        `≈ linear (${LINEAR_BAND[0]}–${LINEAR_BAND[1]}×)`,
        `time ${verdict(ok(last.time))}; size ${verdict(ok(last.size))}`,
      ]);
    }
  }
  for (const s of r.sizes ?? []) {
    if (!/content script|script tag|popup JS|data bundle|widget data/.test(s.name)) continue;
    const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
    rows.push([`Size gzip: ${s.name}`, s.present ? kb(s.gzipBytes) : 'not built', '', '', s.budget ? `≤ ${kb(s.budget)}` : '—', s.withinBudget === undefined ? '' : verdict(s.withinBudget)]);
  }
  if (r.memory) {
    const m = r.memory;
    const blink = (h: { embedderHeapMB: number | null }) => (h.embedderHeapMB === null || m.plain.embedderHeapMB === null ? 'n/a' : signed(round(h.embedderHeapMB - m.plain.embedderHeapMB, 2)));
    rows.push([
      'Memory after annotating: JS heap Δ / Blink heap Δ (MB)',
      `${signed(m.widgetJsDeltaMB)} / ${blink(m.widget)}`,
      `${signed(m.baselineJsDeltaMB)} / ${blink(m.baseline)} (spans)`,
      '',
      '—',
      '',
    ]);
  }
  if (r.scale70k) rows.push(...scaleRows(r.scale70k));
  return [
    '| figure | Rulings Lens | baseline (same run) | ratio | target | |',
    '| --- | ---: | ---: | ---: | --- | --- |',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/** The 70,000-ruling rows (scale-70k.ts): with the pack alone, then with the real CR imported too. */
function scaleRows(s: ScaleResult): Row[] {
  const n = s.rulings.toLocaleString('en');
  const rows: Row[] = [
    [`Extension, ${n} imported rulings: import with a progress bar, median (ms; options page's longest task)`, `${s.importMs} (${s.importLongestTaskMs})`, '', '', `≤ ${TARGET_IMPORT_MS / 1000} s`, verdict(s.targets.import)],
  ];
  const loaded: Array<[string, ScaleResult['pack'] | null, boolean | null, boolean | null]> = [
    ['', s.pack, s.targets.wakeLookup, s.targets.search],
    [' + the CR', s.cr, s.targets.crWakeLookup, s.targets.crSearch],
  ];
  for (const [also, f, wake, search] of loaded) {
    if (!f || wake === null || search === null) continue;
    rows.push(
      [
        `Extension, ${n} rulings${also}: first lookup after a service-worker wake-up, median (ms; max)`,
        `${f.wakeLookupP50} (${f.wakeLookupMax})`,
        `${f.fromMergeP50} (the whole stored merge read)`,
        `${ratio(f.fromMergeP50, f.wakeLookupP50)}× faster`,
        `≤ ${TARGET_WAKE_LOOKUP_MS} ms`,
        verdict(wake),
      ],
      [`Extension, ${n} rulings${also}: popup search p95, message end to end (ms; p50; first after a wake-up)`, `${f.searchP95} (${f.searchP50}; ${f.firstSearchAfterWakeMs})`, '', '', `≤ ${TARGET_SEARCH_P95_MS} ms`, verdict(search)],
      [`Extension, ${n} rulings${also}: service worker JS heap after a wake-up and a lookup / after searches (MB)`, `${f.memoryAfterLookup.jsHeapMB} / ${f.memoryAfterSearch.jsHeapMB}`, `${f.memoryFromMerge.jsHeapMB} (the whole merge read)`, '', '—', ''],
    );
  }
  return rows;
}
