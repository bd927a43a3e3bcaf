// The BUILT EXTENSION's first marks: the longest main-thread task from the content script's
// injection through its first marks and the mark-rule work that follows them, on the CR page (no
// ids: without rules already in place, Firefox's marks need universal ::highlight() rules) and on
// test/fixtures/hostile/big-page.html (100,000 elements, id'd paragraphs). Each build is measured
// in a browser of its own (fresh profile), fresh tab per page, builds taking turns run by run.
//
//   node scripts/run-ts.js scripts/bench/extension-marks.ts [--runs N] [--ext DIR]... [--tail MS]
//
// --ext: an unpacked build, firefox-mv2 or chrome-mv3 (repeatable; default
// dist/extension/firefox-mv2), e.g. one built before a change next to one built after it.
//
// The injection is when the page sees the event WXT's content-script context dispatches on the
// document as the script starts (`<add-on id>:content:wxt:content-script-started`, inside the
// injection task; its name is learned first from the message the context also posts, on a small
// page). Window: injection → first marks (the first check that finds a rulings-lens highlight
// holding a range) → + `tail` ms (default 1000: the rules the engine adopts after a draw go in
// within a task or two of it). Split in two: up to the first marks (scanning; the page's own
// first layout and paint may fall here too: document_idle often comes right after
// DOMContentLoaded), and after them (the mark rules, the paint of the marks). The page's own
// tasks in the window are counted too (the probe cannot tell them apart; the trace does not try).
// - Firefox: the in-page task probe of long-tasks.ts (a MessageChannel ping loop from
//   DOMContentLoaded; the gap between two pings is how long the thread was held by what ran
//   between them, tasks and rendering; gaps under 2 ms are not counted);
// - Chromium: a trace (trace.ts: every top-level task of the page's main thread, wall and CPU,
//   between marks the page sets), plus the style recalculations (UpdateLayoutTree) in the window.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext } from 'playwright-core';
import puppeteer, { type Browser } from 'puppeteer-core';
import { REPO_ROOT } from '../cli/paths.ts';
import { startDemoServer } from '../serve-demo.ts';
import { CHROMIUM, CHROMIUM_ARGS, FIREFOX, HOSTILE_DIR, VIEWPORT } from './browser.ts';
import { BENCH_TMP, CR_PAGE_NAME, ensureCrPage } from './cr-page.ts';
import { max, median, round } from './stats.ts';
import { mainThreadWindow, type TraceEvent } from './trace.ts';

export const PAGES = { 'CR page': CR_PAGE_NAME, 'big page': 'hostile/big-page.html' } as const;
export type PageName = keyof typeof PAGES;

export interface FirstMarksRun {
  /** Longest task, injection → first marks + tail, ms (Firefox: probe gap; not the gap holding
   *  the injection, see injectionGapMs). */
  longestMs: number;
  /** Firefox: the probe gap holding the injection, ms. The probe cannot split it: it also holds
   *  whatever the page ran just before (often its first layout and paint, right after
   *  DOMContentLoaded), so it is reported apart. NaN in Chromium (its trace has the tasks). */
  injectionGapMs: number;
  /** Longest task up to the first marks, and after them, ms. */
  toMarksMs: number;
  afterMarksMs: number;
  /** Σ max(0, task − 50 ms) over the window, ms. */
  blockingMs: number;
  /** Injection → first marks, ms. */
  firstMarksMs: number;
  /** Chromium: CPU time of the longest task, and the style recalculations in the window (wall,
   *  CPU), ms. NaN in Firefox. */
  longestCpuMs: number;
  styleMs: number;
  styleCpuMs: number;
  /** Firefox: gaps ≥ 20 ms in the window, [ms after the injection (gap end), length]. */
  gaps: Array<[number, number]>;
}

const NAMES = `['rulings-lens-high', 'rulings-lens-medium', 'rulings-lens-low']`;
const MARKED = `() => { const r = CSS.highlights; if (!r) return false; for (const n of ${NAMES}) if ((r.get(n)?.size ?? 0) > 0) return true; return false; }`;
/** Shared by both probes: records the start event's name (window.__extMarks.started). */
const LEARN = `window.addEventListener('message', (e) => {
    const t = e.data && e.data.type;
    if (typeof t === 'string' && t.endsWith('wxt:content-script-started')) window.__extMarks.started = t;
  });`;

/** Firefox (plain JS: evaluateOnNewDocument). */
const FF_PROBE = (tailMs: number, started: string) => `
(() => {
  const b = (window.__extMarks = { gaps: [], injectedAt: null, firstMarksAt: null, done: false, started: null });
  document.addEventListener(${JSON.stringify(started)}, () => { if (b.injectedAt === null) b.injectedAt = performance.now(); });
  ${LEARN}
  const marked = ${MARKED};
  document.addEventListener('DOMContentLoaded', () => {
    const mc = new MessageChannel();
    let last = performance.now();
    mc.port1.onmessage = () => {
      const t = performance.now();
      if (t - last >= 2) b.gaps.push([t, t - last]);
      last = t;
      if (b.firstMarksAt === null && b.injectedAt !== null && marked()) b.firstMarksAt = t;
      if (b.firstMarksAt !== null && t - b.firstMarksAt > ${tailMs}) { b.done = true; mc.port1.close(); return; }
      mc.port2.postMessage(0);
    };
    mc.port2.postMessage(0);
  });
})();
`;

/** Chromium: marks 'bench:injected', 'bench:first-marks' (the first frame with a mark) and
 *  'bench:end' (first marks + tail) for the trace. */
const CR_PROBE = (tailMs: number, started: string) => `
(() => {
  const b = (window.__extMarks = { done: false, started: null });
  let injected = false;
  document.addEventListener(${JSON.stringify(started)}, () => { if (!injected) { injected = true; performance.mark('bench:injected'); } });
  ${LEARN}
  const marked = ${MARKED};
  const tick = () => {
    if (!injected || !marked()) return requestAnimationFrame(tick);
    performance.mark('bench:first-marks');
    setTimeout(() => { performance.mark('bench:end'); b.done = true; }, ${tailMs});
  };
  requestAnimationFrame(tick);
})();
`;

interface FirefoxProbe {
  gaps: Array<[end: number, length: number]>;
  injectedAt: number | null;
  firstMarksAt: number | null;
}

export function firefoxFigures(r: FirefoxProbe): FirstMarksRun {
  if (r.injectedAt === null || r.firstMarksAt === null) throw new Error('extension-marks: no injection or no marks seen');
  const inj = r.injectedAt;
  const marks = r.firstMarksAt;
  // The injection task is inside the first gap ending after the injection event.
  const holding = r.gaps.find(([end, len]) => end >= inj && end - len <= inj);
  const inside = r.gaps.filter((g) => g[0] >= inj && g !== holding);
  const longest = (gaps: typeof inside) => round(gaps.length ? max(gaps.map(([, len]) => len)) : 0, 1);
  return {
    longestMs: longest(inside),
    injectionGapMs: round(holding?.[1] ?? 0, 1),
    toMarksMs: longest(inside.filter(([end]) => end <= marks)),
    afterMarksMs: longest(inside.filter(([end]) => end > marks)),
    blockingMs: round(inside.reduce((s, [, len]) => s + Math.max(0, len - 50), 0), 1),
    firstMarksMs: round(marks - inj, 0),
    longestCpuMs: Number.NaN,
    styleMs: Number.NaN,
    styleCpuMs: Number.NaN,
    gaps: inside.filter(([, len]) => len >= 20).map(([end, len]) => [round(end - inj, 0), round(len, 1)]),
  };
}


/** One page load in the browser of `open` (a Firefox tab or a Chromium page), measured. */
type Measure = (url: string, started: string) => Promise<FirstMarksRun>;
interface Session {
  /** Learns the start event's name on a small page. */
  warmUp(url: string): Promise<string>;
  measure: Measure;
  close(): Promise<void>;
}

async function firefoxSession(dir: string, tailMs: number): Promise<Session> {
  const browser: Browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true });
  await browser.installExtension(dir);
  /** A tab in the default context (a temporary add-on is not enabled in new, private-like ones). */
  const load = async <T>(url: string, probe: string, until: string, read: string): Promise<T> => {
    const page = await browser.newPage();
    try {
      page.setDefaultTimeout(90_000);
      await page.setViewport(VIEWPORT);
      await page.evaluateOnNewDocument(probe);
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForFunction(until, { timeout: 90_000, polling: 100 });
      return (await page.evaluate(read)) as T;
    } finally {
      await page.close();
    }
  };
  return {
    warmUp: (url) => load<string>(url, FF_PROBE(0, 'none'), 'window.__extMarks.started', 'window.__extMarks.started'),
    measure: async (url, started) => firefoxFigures(await load<FirefoxProbe>(url, FF_PROBE(tailMs, started), 'window.__extMarks.done', 'window.__extMarks')),
    close: () => browser.close(),
  };
}

async function chromiumSession(dir: string, tailMs: number): Promise<Session> {
  const profile = mkdtempSync(join(tmpdir(), 'rulings-lens-bench-'));
  const context: BrowserContext = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: false, // the new headless mode (in the args) is the one that runs extensions
    viewport: VIEWPORT,
    args: [...CHROMIUM_ARGS, `--disable-extensions-except=${dir}`, `--load-extension=${dir}`],
  });
  return {
    async warmUp(url) {
      const page = await context.newPage();
      try {
        await page.addInitScript(CR_PROBE(0, 'none'));
        await page.goto(url, { waitUntil: 'load' });
        await page.waitForFunction('window.__extMarks.started', null, { timeout: 30_000, polling: 50 });
        return (await page.evaluate('window.__extMarks.started')) as string;
      } finally {
        await page.close();
      }
    },
    async measure(url, started) {
      const page = await context.newPage();
      try {
        page.setDefaultTimeout(90_000);
        await page.addInitScript(CR_PROBE(tailMs, started));
        const cdp = await context.newCDPSession(page);
        const events: TraceEvent[] = [];
        cdp.on('Tracing.dataCollected', (e) => void events.push(...(e.value as unknown as TraceEvent[])));
        const complete = new Promise<void>((done) => cdp.once('Tracing.tracingComplete', () => done()));
        await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['toplevel', 'devtools.timeline', 'blink.user_timing', '__metadata'] }, transferMode: 'ReportEvents' });
        await page.goto(url, { waitUntil: 'load' });
        await page.waitForFunction('window.__extMarks.done', null, { timeout: 90_000, polling: 100 });
        await cdp.send('Tracing.end');
        await complete;
        const all = mainThreadWindow(events as never, 'bench:injected', 'bench:end');
        const at = (name: string) => events.find((e) => e.name === name)!;
        const inj = at('bench:injected');
        const end = at('bench:end');
        const style = events.filter((e) => e.pid === inj.pid && e.tid === inj.tid && e.name === 'UpdateLayoutTree' && e.ph === 'X' && e.ts >= inj.ts && e.ts < end.ts);
        return {
          longestMs: round(all.longestMs, 1),
          injectionGapMs: Number.NaN,
          toMarksMs: round(mainThreadWindow(events as never, 'bench:injected', 'bench:first-marks').longestMs, 1),
          afterMarksMs: round(mainThreadWindow(events as never, 'bench:first-marks', 'bench:end').longestMs, 1),
          blockingMs: round(all.blockingMs, 1),
          firstMarksMs: round((at('bench:first-marks').ts - inj.ts) / 1000, 0),
          longestCpuMs: round(all.longestCpuMs, 1),
          styleMs: round(style.reduce((t, e) => t + e.dur!, 0) / 1000, 1),
          styleCpuMs: round(style.reduce((t, e) => t + (e.tdur ?? e.dur!), 0) / 1000, 1),
          gaps: [],
        };
      } finally {
        await page.close();
      }
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

const isChromeBuild = (dir: string) => (JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { manifest_version: number }).manifest_version === 3;

export interface ExtensionMarksResult {
  /** Per build (its folder), per page: every run. */
  runs: Record<string, Record<PageName, FirstMarksRun[]>>;
  markdown: string;
}

export async function runExtensionMarks(opts: { builds: string[]; runs?: number; tailMs?: number; log?: (line: string) => void }): Promise<ExtensionMarksResult> {
  const runs = opts.runs ?? 3;
  const tail = opts.tailMs ?? 1000;
  const log = opts.log ?? (() => {});
  ensureCrPage();
  const server = await startDemoServer({ port: 0, root: BENCH_TMP, mounts: { '/hostile/': HOSTILE_DIR } });
  const out: ExtensionMarksResult['runs'] = {};
  try {
    for (let i = 0; i < runs; i++) {
      for (const dir of opts.builds) {
        const byPage = (out[dir] ??= { 'CR page': [], 'big page': [] });
        const session = await (isChromeBuild(dir) ? chromiumSession : firefoxSession)(dir, tail);
        try {
          const started = await session.warmUp(`${server.url}/hostile/frame.html`);
          for (const [name, path] of Object.entries(PAGES) as Array<[PageName, string]>) {
            const r = await session.measure(`${server.url}/${path}`, started);
            byPage[name].push(r);
            const { gaps, ...figures } = r;
            log(`${dir} ${name} run ${i + 1}: ${JSON.stringify(figures)}${gaps.length ? ` gaps ≥ 20 ms ${JSON.stringify(gaps)}` : ''}`);
          }
        } finally {
          await session.close();
        }
      }
    }
  } finally {
    await server.close();
  }
  return { runs: out, markdown: toMarkdown(out, runs, tail) };
}

function toMarkdown(r: ExtensionMarksResult['runs'], runs: number, tail: number): string {
  const rows: string[] = [];
  for (const [dir, pages] of Object.entries(r)) {
    for (const [name, list] of Object.entries(pages)) {
      const worst = (f: (x: FirstMarksRun) => number) => round(max(list.map(f)), 1);
      const med = (f: (x: FirstMarksRun) => number, digits = 1) => round(median(list.map(f)), digits);
      const cpu = Number.isFinite(list[0]?.longestCpuMs) ? ` (${worst((x) => x.longestCpuMs)})` : '';
      const style = Number.isFinite(list[0]?.styleMs) ? `${med((x) => x.styleMs)} (${med((x) => x.styleCpuMs)})` : '—';
      const inj = Number.isFinite(list[0]?.injectionGapMs) ? `${med((x) => x.injectionGapMs)}` : '—';
      rows.push(`| ${dir} | ${name} | ${worst((x) => x.longestMs)}${cpu} [${list.map((x) => x.longestMs).join(', ')}] | ${worst((x) => x.toMarksMs)} | ${worst((x) => x.afterMarksMs)} [${list.map((x) => x.afterMarksMs).join(', ')}] (median ${med((x) => x.afterMarksMs)}) | ${worst((x) => x.blockingMs)} | ${med((x) => x.firstMarksMs, 0)} | ${style} | ${inj} |`);
    }
  }
  return [
    `The built extension, fresh tab per page, ${runs} runs per build: the longest main-thread task from the content script's injection through its first marks + ${tail} ms (worst run; every run in brackets), split at the first marks, its TBT (worst run), injection → first marks and (Chromium) the style recalculation in the window (medians). Firefox: in-page MessageChannel probe, the gap holding the injection apart (median; it also holds the page's own work just before it); Chromium: trace (the longest task's CPU time in brackets).`,
    '',
    '| build | page | longest task (ms) | … up to first marks (ms) | … after first marks (ms) | TBT (ms) | injection → first marks (ms) | style recalc, wall (CPU) (ms) | Firefox: gap holding the injection (ms) |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const args = process.argv.slice(2);
  const builds: string[] = [];
  let runs = 3;
  let tail = 1000;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--ext') builds.push(resolve(args[++i]));
    else if (args[i] === '--runs') runs = Number(args[++i]);
    else if (args[i] === '--tail') tail = Number(args[++i]);
    else throw new Error(`extension-marks: unknown argument "${args[i]}" (usage: [--runs N] [--ext DIR]... [--tail MS])`);
  }
  if (!builds.length) builds.push(join(REPO_ROOT, 'dist/extension/firefox-mv2'));
  for (const b of builds) if (!existsSync(join(b, 'manifest.json'))) throw new Error(`extension-marks: no manifest.json in ${b} (npm run build first)`);
  const result = await runExtensionMarks({ builds, runs, tailMs: tail, log: (l) => console.log(l) });
  console.log(`\n${result.markdown}`);
}
