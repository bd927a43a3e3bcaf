// Page annotation in Chromium and Firefox: the CR page (cr-page.ts) annotated by (a) the widget engine (ESM
// build, mount() with the data) and (b) the span baseline (span-baseline.ts), each on a fresh
// page in the same browser, runs alternating. Per run:
// - main-thread ms: sum of the renderer main thread's tasks from mount() (or the baseline's
//   start) until whenScanned() (the widget: the text within a screen of the viewport matched and
//   its marks drawn; it matches the rest of the page as it scrolls near) or the baseline's end,
//   + 250 ms + 2 frames, from a Chromium trace (trace.ts); the style, layout and paint the
//   change causes are included.
// - first highlight ms: the first animation frame where marks are registered (widget: any
//   `rulings-lens-*` highlight range; baseline: any span), i.e. the frame that paints them.
// - longest task and total blocking time (Σ task − 50 ms): from the trace (exact, also under
//   50 ms) and the 'longtask' observer.
// Firefox (puppeteer-core over WebDriver BiDi) has no trace here: its tasks come from the
// in-page probe (task-window.ts), over the same window, so its main-thread figure is a rough
// lower bound.
// Loading the widget (import + data fetch/parse) happens before the window and is reported
// separately. In Chromium each window starts after a full garbage collection (browser.ts,
// collectPageGarbage), widget and baseline alike: the garbage of the page's own load (~23 MB of
// DOM heap) was otherwise collected inside the mount's window in some runs (10-40 ms) and after
// it in others. The widget is also run without that collection, and its figure reported beside.
// Firefox has no such call over BiDi: its windows start after the same 300 ms settle only. The
// floors (annotation-floors.ts) put the figures in context: the page alone, the stylesheet
// alone, and the matcher over all of the page's text.
import type { Browser } from 'playwright-core';
import type { KeywordEntry } from '../../rulings-data/schema.ts';
import { floorsMarkdown, measureFloors, type AnnotationFloors } from './annotation-floors.ts';
import { loadWidgetJs, openCrPage, openFirefoxPage, type Collected, playwrightBenchPage, type BenchPage, type BenchSession, type FirefoxSession, type WidgetLoad } from './browser.ts';
import type { CrPageInfo } from './cr-page.ts';
import { SPAN_BASELINE_JS, SPAN_CLASS, spanBaselineSource } from './span-baseline.ts';
import { max, median, ratio, round, verdict } from './stats.ts';
import { withTasks } from './task-window.ts';

export const TARGET_MAIN_THREAD_MS = 50;
export const TARGET_RATIO = 20;
export const TARGET_LONGEST_TASK_MS = 50;
const TAIL_MS = 250;

export interface AnnotationSample {
  mainThreadMs: number;
  /** Thread CPU time of the same tasks (excludes time descheduled on a busy machine). */
  mainThreadCpuMs: number;
  longestTaskMs: number;
  /** Total blocking time: Σ (task − 50 ms). */
  blockingMs: number;
  tasks: number;
  /** 'longtask' entries (≥ 50 ms) inside the window, and the longest of them (0 = none). */
  longTasks: number;
  longestLongTaskMs: number;
  firstHighlightMs: number;
  /** Wall time from start until the whole page is scanned (widget: whenScanned). */
  doneMs: number;
  /** Widget: ranges registered at the end (near the viewport only); baseline: spans inserted. */
  marks: number;
  /** What the collection before the window freed (Chromium; absent when not collected). */
  collected?: Collected;
}

export interface AnnotationSummary {
  runs: AnnotationSample[];
  mainThreadMs: number;
  mainThreadCpuMs: number;
  firstHighlightMs: number;
  doneMs: number;
  /** Worst over all runs: the target is about every task. */
  longestTaskMs: number;
  blockingMs: number;
  longTasks: number;
  marks: number;
}

export interface PageAnnotationResult {
  page: Omit<CrPageInfo, 'file'>;
  /** `uncollected`: the same widget runs without the garbage collection before the window. */
  widget: AnnotationSummary & { load: WidgetLoad; uncollected: AnnotationSummary };
  baseline: AnnotationSummary & { textNodes: number };
  /** baseline ÷ widget main-thread time (medians). */
  ratio: number;
  floors: AnnotationFloors;
  targets: { mainThread: boolean; ratio: boolean; longestTask: boolean };
  /** The same widget / baseline runs in Firefox ESR (no floors there). */
  firefox?: { version: string; widget: AnnotationSummary; baseline: AnnotationSummary; ratio: number; targets: { mainThread: boolean; ratio: boolean; longestTask: boolean } };
  markdown: string;
}

interface InPageResult {
  doneMs: number;
  firstMs: number | null;
  marks: number;
  longtasks: Array<{ start: number; duration: number }>;
  nodes?: number;
}

/** Starts the widget on the loaded page (the mark opens the window); returns once it is done. */
export async function annotateWithWidget(page: BenchPage, onStarted?: () => Promise<void>): Promise<InPageResult> {
  await page.eval(`(() => {
    const b = window.__rlBench;
    performance.mark('bench:start');
    b.first = b.firstFrame(() => b.widgetMarks() > 0);
    b.handle = b.mod.mount({ data: b.data, rememberLang: false, level: 'everything' });
    b.scanned = b.handle.whenScanned().then(() => performance.now());
  })()`);
  await onStarted?.();
  return finish(page, 'b.scanned', 'b.widgetMarks()');
}

/** Runs the span baseline (one synchronous task) on the loaded page. */
export async function annotateWithSpans(page: BenchPage, source: string): Promise<InPageResult> {
  await page.eval(`(() => {
    const b = window.__rlBench;
    performance.mark('bench:start');
    b.first = b.firstFrame(() => document.querySelector('span.${SPAN_CLASS}') !== null);
    b.result = (${SPAN_BASELINE_JS})(${JSON.stringify(source)});
    b.scanned = Promise.resolve(performance.now());
  })()`);
  return finish(page, 'b.scanned', 'b.result.matches', 'b.result.nodes');
}

/** Waits for the end of the work, a quiet tail and two frames, then marks the window's end. */
async function finish(page: BenchPage, doneExpr: string, marksExpr: string, nodesExpr = 'undefined'): Promise<InPageResult> {
  return page.eval(`(async () => {
    const b = window.__rlBench;
    const t0 = performance.getEntriesByName('bench:start')[0].startTime;
    const doneAt = await ${doneExpr};
    const firstMs = await b.first;
    await new Promise((r) => setTimeout(r, ${TAIL_MS}));
    await b.frames(2);
    performance.mark('bench:end');
    return {
      doneMs: doneAt - t0,
      firstMs,
      marks: ${marksExpr},
      nodes: ${nodesExpr},
      longtasks: b.longtasks.filter((t) => t.start + t.duration > t0),
    };
  })()`);
}

async function measure(open: () => Promise<BenchPage>, chromium: Browser | undefined, kind: 'widget' | 'baseline', source: string, collect = true): Promise<{ sample: AnnotationSample; load?: WidgetLoad; nodes?: number }> {
  const page = await open();
  try {
    const load = kind === 'widget' ? await loadWidgetJs(page) : undefined;
    if (load) await page.eval('new Promise((r) => setTimeout(r, 300))'); // let the import's compile settle
    const collected = collect ? await page.collectGarbage?.() : undefined;
    const { value: r, tasks: w } = await withTasks(page, chromium, () => (kind === 'widget' ? annotateWithWidget(page) : annotateWithSpans(page, source)));
    if (r.firstMs === null) throw new Error(`page-annotation: the ${kind} drew no mark on the CR page within 20 s (${page.browser})`);
    const sample: AnnotationSample = {
      mainThreadMs: round(w.totalMs, 1),
      mainThreadCpuMs: round(w.cpuMs, 1),
      longestTaskMs: round(w.longestMs, 1),
      blockingMs: round(w.blockingMs, 1),
      tasks: w.tasks,
      longTasks: r.longtasks.length,
      longestLongTaskMs: round(max(r.longtasks.map((t) => t.duration), 0), 1),
      firstHighlightMs: round(r.firstMs, 1),
      doneMs: round(r.doneMs, 1),
      marks: r.marks,
      ...(collected && { collected: { jsMB: round(collected.jsMB, 2), domMB: round(collected.domMB, 2) } }),
    };
    return { sample, load, nodes: r.nodes };
  } finally {
    await page.close();
  }
}

function summarise(runs: AnnotationSample[]): AnnotationSummary {
  return {
    runs,
    mainThreadMs: median(runs.map((r) => r.mainThreadMs)),
    mainThreadCpuMs: median(runs.map((r) => r.mainThreadCpuMs)),
    firstHighlightMs: median(runs.map((r) => r.firstHighlightMs)),
    doneMs: median(runs.map((r) => r.doneMs)),
    longestTaskMs: max(runs.map((r) => r.longestTaskMs)),
    blockingMs: max(runs.map((r) => r.blockingMs)),
    longTasks: max(runs.map((r) => r.longTasks)),
    marks: median(runs.map((r) => r.marks)),
  };
}

export async function runPageAnnotation(
  session: BenchSession,
  page: CrPageInfo,
  keywords: readonly KeywordEntry[],
  opts: { runs?: number; firefox?: FirefoxSession } = {},
): Promise<PageAnnotationResult> {
  const runs = opts.runs ?? 3;
  const source = spanBaselineSource(keywords);
  const widgetRuns: AnnotationSample[] = [];
  const uncollectedRuns: AnnotationSample[] = [];
  const baselineRuns: AnnotationSample[] = [];
  const loads: WidgetLoad[] = [];
  let textNodes = 0;
  const openChromium = async () => playwrightBenchPage(await openCrPage(session));
  for (let i = 0; i < runs; i++) {
    // Alternate so drift on a shared machine hits both sides alike.
    const w = await measure(openChromium, session.browser, 'widget', source);
    widgetRuns.push(w.sample);
    loads.push(w.load!);
    uncollectedRuns.push((await measure(openChromium, session.browser, 'widget', source, false)).sample);
    const b = await measure(openChromium, session.browser, 'baseline', source);
    baselineRuns.push(b.sample);
    textNodes = b.nodes ?? textNodes;
    // The baseline's page (95,000 nodes) is torn down in the background: let that end before the
    // next window opens.
    await new Promise((r) => setTimeout(r, 1000));
  }
  const widget = {
    ...summarise(widgetRuns),
    load: { importMs: round(median(loads.map((l) => l.importMs)), 1), dataMs: round(median(loads.map((l) => l.dataMs)), 1) },
    uncollected: summarise(uncollectedRuns),
  };
  const baseline = { ...summarise(baselineRuns), textNodes };
  const floors = await measureFloors(session, runs);
  const r = ratio(baseline.mainThreadMs, widget.mainThreadMs);
  const { file: _file, ...pageInfo } = page;
  const result: PageAnnotationResult = {
    page: pageInfo,
    widget,
    baseline,
    ratio: r,
    floors,
    targets: {
      mainThread: widget.mainThreadMs <= TARGET_MAIN_THREAD_MS,
      ratio: r >= TARGET_RATIO,
      longestTask: widget.longestTaskMs <= TARGET_LONGEST_TASK_MS,
    },
    markdown: '',
  };
  if (opts.firefox) {
    const ff = opts.firefox;
    const openFirefox = () => openFirefoxPage(ff);
    const fw: AnnotationSample[] = [];
    const fb: AnnotationSample[] = [];
    for (let i = 0; i < runs; i++) {
      fw.push((await measure(openFirefox, undefined, 'widget', source)).sample);
      fb.push((await measure(openFirefox, undefined, 'baseline', source)).sample);
    }
    const widgetF = summarise(fw);
    const baselineF = summarise(fb);
    const rf = ratio(baselineF.mainThreadMs, widgetF.mainThreadMs);
    result.firefox = {
      version: ff.version,
      widget: widgetF,
      baseline: baselineF,
      ratio: rf,
      targets: { mainThread: widgetF.mainThreadMs <= TARGET_MAIN_THREAD_MS, ratio: rf >= TARGET_RATIO, longestTask: widgetF.longestTaskMs <= TARGET_LONGEST_TASK_MS },
    };
  }
  result.markdown = toMarkdown(result, runs);
  return result;
}

/** Median MB freed before the windows, DOM heap / JS heap. */
function freed(runs: readonly AnnotationSample[]): string {
  const c = runs.flatMap((r) => (r.collected ? [r.collected] : []));
  return c.length ? `${round(median(c.map((x) => x.domMB)), 1)} / ${round(median(c.map((x) => x.jsMB)), 2)}` : '—';
}

function toMarkdown(r: PageAnnotationResult, runs: number): string {
  const w = r.widget;
  const b = r.baseline;
  const mb = (r.page.bytes / 1e6).toFixed(2);
  return [
    `CR page: ${mb} MB HTML, ${b.textNodes.toLocaleString('en')} text nodes (${r.page.entries} rules + glossary entries, en + zh), viewport 1280×720. Medians of ${runs} runs each (longest task: worst run); fresh page per run, same browser, runs alternating. Each window starts after a full garbage collection (CDP), so the garbage of the page's load and of the widget's import is not collected inside it; the widget's figure without that collection is given too.`,
    '',
    '| | widget (CSS highlights) | span baseline (TreeWalker + alternation + `<span>`) | baseline ÷ widget | target | |',
    '| --- | ---: | ---: | ---: | --- | --- |',
    `| main-thread time, start → marks near the viewport drawn (widget) / every match wrapped (baseline), + 250 ms tail (ms) | ${w.mainThreadMs} | ${b.mainThreadMs} | ${r.ratio}× | ≤ ${TARGET_MAIN_THREAD_MS} ms; ≥ ${TARGET_RATIO}× less | ${verdict(r.targets.mainThread)}; ${verdict(r.targets.ratio)} |`,
    `| same tasks, thread CPU time (ms) | ${w.mainThreadCpuMs} | ${b.mainThreadCpuMs} | ${ratio(b.mainThreadCpuMs, w.mainThreadCpuMs)}× | | |`,
    `| main-thread time as above, widget run without the garbage collection before the window (median; runs: ${w.uncollected.runs.map((x) => x.mainThreadMs).join(', ')}) (ms) | ${w.uncollected.mainThreadMs} | | ${ratio(b.mainThreadMs, w.uncollected.mainThreadMs)}× | | |`,
    `| garbage freed by the collection before the window, DOM heap / JS heap (MB, median) | ${freed(w.runs)} | ${freed(b.runs)} | | | |`,
    `| longest main-thread task (ms) | ${w.longestTaskMs} | ${b.longestTaskMs} | ${ratio(b.longestTaskMs, w.longestTaskMs)}× | ≤ ${TARGET_LONGEST_TASK_MS} ms | ${verdict(r.targets.longestTask)} |`,
    `| total blocking time, Σ (task − 50 ms), worst run (ms) | ${w.blockingMs} | ${b.blockingMs} | | 0 | |`,
    `| 'longtask' entries (≥ 50 ms), worst run | ${w.longTasks} | ${b.longTasks} | | 0 | |`,
    `| first highlights painted (ms after start) | ${w.firstHighlightMs} | ${b.firstHighlightMs} | ${ratio(b.firstHighlightMs, w.firstHighlightMs)}× | | |`,
    `| wall time until whenScanned() / the baseline's end (ms) | ${w.doneMs} | ${b.doneMs} | | | |`,
    `| marks | ${w.marks} ranges near the viewport | ${b.marks} spans | | | |`,
    '',
    'The widget matches the text within a screen of the viewport at mount, then what scrolls near (and what hover or mutations reach); the baseline wraps every match of the page. What matching all of the page would cost is in the floors below.',
    '',
    `Widget load before mount (not in the figures above): import of rulings-lens.mjs ${w.load.importMs} ms, fetch + parse of rulings-lens.data.json ${w.load.dataMs} ms.`,
    '',
    floorsMarkdown(r.floors, runs),
    ...(r.firefox ? ['', firefoxMarkdown(r.firefox, runs)] : []),
  ].join('\n');
}

function firefoxMarkdown(f: NonNullable<PageAnnotationResult['firefox']>, runs: number): string {
  const w = f.widget;
  const b = f.baseline;
  return [
    `### Firefox ${f.version}`,
    '',
    `The same runs in Firefox ESR (puppeteer-core, WebDriver BiDi; medians of ${runs}, longest task and TBT: worst run). Tasks from the in-page probe, between the same marks as the Chromium trace: a rough lower bound of main-thread time, exact enough for long tasks.`,
    '',
    '| | widget | span baseline | baseline ÷ widget | target | |',
    '| --- | ---: | ---: | ---: | --- | --- |',
    `| main-thread time, start → marks near the viewport drawn / every match wrapped, + 250 ms tail (ms) | ${w.mainThreadMs} | ${b.mainThreadMs} | ${f.ratio}× | ≤ ${TARGET_MAIN_THREAD_MS} ms; ≥ ${TARGET_RATIO}× less | ${verdict(f.targets.mainThread)}; ${verdict(f.targets.ratio)} |`,
    `| longest main-thread task (ms) | ${w.longestTaskMs} | ${b.longestTaskMs} | ${ratio(b.longestTaskMs, w.longestTaskMs)}× | ≤ ${TARGET_LONGEST_TASK_MS} ms | ${verdict(f.targets.longestTask)} |`,
    `| total blocking time, worst run (ms) | ${w.blockingMs} | ${b.blockingMs} | | 0 | |`,
    `| first highlights painted (ms after start) | ${w.firstHighlightMs} | ${b.firstHighlightMs} | ${ratio(b.firstHighlightMs, w.firstHighlightMs)}× | | |`,
    `| wall time until whenScanned() / the baseline's end (ms) | ${w.doneMs} | ${b.doneMs} | | | |`,
    `| marks | ${w.marks} ranges near the viewport | ${b.marks} spans | | | |`,
  ].join('\n');
}
