// Long tasks per scenario, Chromium and Firefox: the widget must never hold the main thread for
// 50 ms or more, whatever the page does. Each scenario runs on a fresh page with the widget's
// ESM build mounted (the load itself is before the window), and reports the longest task, the
// total blocking time (Σ task − 50 ms) and the main-thread time of its window (task-window.ts):
// - mount: the CR page (1.9 MB), mount() → whenScanned() (marks near the viewport drawn);
// - scroll: the CR page after mount, 12 jumps of about a screen then 4 far jumps, 120 ms apart
//   (each brings unscanned text near: scanning follows the viewport);
// - mutation storm: test/fixtures/hostile/mutation-storm.html rewriting a paragraph every 5 ms
//   for ~3 s (600 rewrites), widget mounted;
// - big page: test/fixtures/hostile/big-page.html (100,000 elements built by the page), mount,
//   then a jump to the middle and whenScanned() again;
// - hover: the CR page after mount, 10 hovers on marked words, the first one after 2 s idle
//   (the widget prepares the tooltip UI in it: that idle work is in the window too).
// The same window with nothing mounted is not subtracted: the page's own tasks count too (the
// big page has none after its build; the storm's own rewrites are tiny).
import type { Browser } from 'playwright-core';
import { loadWidgetJs, openCrPage, openFirefoxPage, playwrightBenchPage, settleJs, type BenchPage, type BenchSession, type FirefoxSession } from './browser.ts';
import { CR_PAGE_NAME } from './cr-page.ts';
import { max, median, round, verdict } from './stats.ts';
import { withTasks, type TaskFigures } from './task-window.ts';

export const TARGET_LONGEST_MS = 50;
const TAIL_MS = 250;
export const SCENARIOS = ['mount', 'scroll', 'mutation storm', 'big page', 'hover'] as const;
export type Scenario = (typeof SCENARIOS)[number];

export interface ScenarioFigures extends TaskFigures {
  runs: number;
}
export interface LongTaskResult {
  chromium?: Record<Scenario, ScenarioFigures>;
  firefox?: Record<Scenario, ScenarioFigures>;
  markdown: string;
}

const PATHS: Record<Scenario, string> = {
  mount: CR_PAGE_NAME,
  scroll: CR_PAGE_NAME,
  'mutation storm': 'hostile/mutation-storm.html',
  'big page': 'hostile/big-page.html',
  hover: CR_PAGE_NAME,
};

// Every bench mounts at level 'everything' (the level that marks the most: the worst case; the
// default, 'mechanics', marks a fraction of it and leaves the CR page's first screen bare).
const MOUNT = (extra = '') => `(() => { const b = window.__rlBench; b.handle = b.mod.mount({ data: b.data, rememberLang: false, level: 'everything'${extra} }); return b.handle.whenScanned(); })()`;
const END = `(async () => { await new Promise((r) => setTimeout(r, ${TAIL_MS})); await window.__rlBench.frames(2); performance.mark('bench:end'); })()`;
const START = `performance.mark('bench:start')`;
const sleep = (page: BenchPage, ms: number) => page.eval(`new Promise((r) => setTimeout(r, ${ms}))`);

/** Words on screen to hover (centres of registered highlight ranges). */
const WORDS = `(() => {
  const out = [];
  for (const level of ['high', 'medium']) for (const r of CSS.highlights.get('rulings-lens-' + level) ?? []) {
    const range = document.createRange();
    range.setStart(r.startContainer, r.startOffset);
    range.setEnd(r.endContainer, r.endOffset);
    const rects = range.getClientRects();
    if (rects.length !== 1) continue;
    const b = rects[0];
    if (b.width < 4 || b.top < 40 || b.bottom > innerHeight - 40) continue;
    out.push({ x: b.left + b.width / 2, y: b.top + b.height / 2 });
  }
  return out;
})()`;

async function scenario(page: BenchPage, chromium: Browser | undefined, name: Scenario): Promise<TaskFigures> {
  await loadWidgetJs(page);
  await sleep(page, 300); // the import's compile / GC settle first
  const mounted = () => page.eval(MOUNT(name === 'hover' ? ', delay: 0' : ''));
  if (name !== 'mount' && name !== 'big page') {
    await mounted();
    await settleJs(page, 300);
  }
  const { tasks } = await withTasks(page, chromium, async () => {
    await page.eval(START);
    if (name === 'mount') await mounted();
    else if (name === 'scroll') {
      const h = await page.eval<number>('document.documentElement.scrollHeight');
      const at = [...Array.from({ length: 12 }, (_, i) => (i + 1) * 700), h * 0.3, h * 0.55, h * 0.8, h - 720];
      for (const y of at) {
        await page.eval(`window.scrollTo(0, ${Math.round(y)})`);
        await sleep(page, 120);
      }
      await page.eval('window.__rlBench.handle.whenScanned()');
    } else if (name === 'mutation storm') {
      await page.eval('window.__fixture.run()');
    } else if (name === 'big page') {
      await mounted();
      await page.eval('window.scrollTo(0, document.documentElement.scrollHeight / 2)');
      await sleep(page, 150);
      await page.eval('window.__rlBench.handle.whenScanned()');
    } else {
      await sleep(page, 2000); // idle first: the widget prepares the tooltip UI then (counted)
      const words = await page.eval<Array<{ x: number; y: number }>>(WORDS);
      if (words.length === 0) throw new Error('long-tasks: no marked word on screen to hover');
      for (let i = 0; i < 10; i++) {
        const w = words[(i * 3) % words.length];
        await page.move(12, 360);
        await sleep(page, 80);
        await page.move(w.x, w.y);
        await page.waitFor(`document.querySelector('rulings-lens-ui')?.shadowRoot?.querySelector('[data-part="panel"]')`, 3000);
      }
      await page.move(12, 360);
    }
    await page.eval(END);
  });
  return tasks;
}

async function runBrowser(open: (path: string) => Promise<BenchPage>, chromium: Browser | undefined, runs: number, only: readonly Scenario[]): Promise<Record<Scenario, ScenarioFigures>> {
  const out = {} as Record<Scenario, ScenarioFigures>;
  for (const name of only) {
    const all: TaskFigures[] = [];
    for (let i = 0; i < runs; i++) {
      const page = await open(PATHS[name]);
      try {
        all.push(await scenario(page, chromium, name));
      } finally {
        await page.close();
      }
    }
    out[name] = {
      runs,
      totalMs: round(median(all.map((t) => t.totalMs)), 1),
      // The target is about every task: worst run.
      longestMs: round(max(all.map((t) => t.longestMs)), 1),
      blockingMs: round(max(all.map((t) => t.blockingMs)), 1),
      tasks: Math.round(median(all.map((t) => t.tasks))),
      cpuMs: round(median(all.map((t) => t.cpuMs)), 1),
      longestCpuMs: round(max(all.map((t) => t.longestCpuMs)), 1),
    };
  }
  return out;
}

export async function runLongTasks(opts: { chromium?: BenchSession; firefox?: FirefoxSession; runs?: number; only?: readonly Scenario[] }): Promise<LongTaskResult> {
  const runs = opts.runs ?? 2;
  const only = opts.only ?? SCENARIOS;
  const result: LongTaskResult = { markdown: '' };
  if (opts.chromium) {
    const s = opts.chromium;
    result.chromium = await runBrowser(async (path) => playwrightBenchPage(await openCrPage(s, path)), s.browser, runs, only);
  }
  if (opts.firefox) {
    const s = opts.firefox;
    result.firefox = await runBrowser((path) => openFirefoxPage(s, path), undefined, runs, only);
  }
  result.markdown = toMarkdown(result, runs);
  return result;
}

/** Every scenario's longest task within the target, in every browser measured. */
export function longTasksMet(r: LongTaskResult, browser: 'chromium' | 'firefox'): boolean | undefined {
  const b = r[browser];
  return b ? Object.values(b).every((f) => f.longestMs <= TARGET_LONGEST_MS) : undefined;
}

function toMarkdown(r: LongTaskResult, runs: number): string {
  const cpu = (x: number) => (Number.isFinite(x) ? ` (${x})` : '');
  const cell = (f: ScenarioFigures | undefined): string => (f ? `${f.longestMs}${cpu(f.longestCpuMs)} | ${f.blockingMs} | ${f.totalMs}` : '— | — | —');
  const rows = SCENARIOS.filter((s) => r.chromium?.[s] || r.firefox?.[s]).map((s) => `| ${s} | ${cell(r.chromium?.[s])} | ${cell(r.firefox?.[s])} |`);
  return [
    `Widget mounted (ESM build), fresh page per run, ${runs} runs per scenario: longest task and total blocking time (TBT, Σ task − 50 ms) of the worst run, main-thread time the median. Chromium: from a trace (every top-level task of the renderer's main thread; the longest task's thread CPU time in brackets: on a loaded machine the wall time also counts waiting for a core). Firefox: from an in-page probe over the same window (a MessageChannel ping loop: the gaps between pings are the tasks and frames that held the thread; gaps under 2 ms are not counted, so its main-thread figure is a rough lower bound).`,
    '',
    '| scenario | Chromium longest task, wall (CPU) (ms) | TBT (ms) | main thread (ms) | Firefox longest task (ms) | TBT (ms) | main thread, probe (ms) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    `Target: no task over ${TARGET_LONGEST_MS} ms in any scenario. Chromium: ${verdict(longTasksMet(r, 'chromium') ?? false)}${r.firefox ? `; Firefox: ${verdict(longTasksMet(r, 'firefox') ?? false)}` : ''}.`,
    '',
    'Scenarios (the widget at level everything, which marks the most): mount = the CR page (1.9 MB), mount() → marks near the viewport drawn; scroll = 16 jumps through the CR page, 120 ms apart; mutation storm = test/fixtures/hostile/mutation-storm.html (600 rewrites in ~3 s); big page = test/fixtures/hostile/big-page.html (100,000 elements), mount, then a jump to the middle; hover = 10 hovers on the CR page, the first after 2 s idle (in which the widget prepares the tooltip UI, counted too).',
  ].join('\n');
}
