// What the mark rules cost a page when an extension declares them as content-script CSS
// (run_at document_start: in the document before it has elements, on EVERY page the extension
// matches), against what adopting them at the first mark costs. Pages: the CR page and
// test/fixtures/hostile/big-page.html. Rules: Chromium `:root::highlight()` (HIGHLIGHT_CSS; it
// inherits highlight styles), Firefox universal (HIGHLIGHT_CSS_UNIVERSAL; it does not).
// - load (Chromium): two stub extensions taking turns, fresh profile each, one whose manifest
//   holds only that CSS entry and the same manifest without it; a trace from the document's start
//   (a mark set by an init script) to load + 2 frames + 300 ms: the style recalculations'
//   (UpdateLayoutTree) wall and CPU time, the main thread's task time (wall, CPU);
// - restyle (both): on the loaded page, no extension, the sheet adopted and taken out in turn (6
//   pairs), each time a full restyle timed (an inherited property of <html> changed, the style
//   read back; fastest of 11, the least disturbed by a busy machine): what the page's own style
//   work pays with the rules in, load included (a first style pass styles every element too);
// - adopt (Firefox): what the widget's way costs instead, adopting the universal sheet at the
//   first mark and taking the style update (as scoped-styles.ts does): the first adoption on the
//   page and the median of 7 (taken out and settled in between).
//
//   node scripts/run-ts.js scripts/bench/mark-rules-load.ts [--runs N]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { HIGHLIGHT_CSS, HIGHLIGHT_CSS_UNIVERSAL } from '../../widget/highlight/highlight-styles.ts';
import { startDemoServer } from '../serve-demo.ts';
import { CHROMIUM, CHROMIUM_ARGS, FIREFOX, HOSTILE_DIR, VIEWPORT } from './browser.ts';
import { BENCH_TMP, CR_PAGE_NAME, ensureCrPage } from './cr-page.ts';
import { median, round } from './stats.ts';
import type { TraceEvent } from './trace.ts';

const PAGES = { 'CR page': CR_PAGE_NAME, 'big page': 'hostile/big-page.html' } as const;
type PageName = keyof typeof PAGES;
type Variant = 'without' | 'with';
const MATCHES = ['http://*/*', 'https://*/*'];

/** The two stub Chromium extensions, written under bench/tmp. */
function stubExtensions(): Record<Variant, string> {
  const out = {} as Record<Variant, string>;
  for (const variant of ['without', 'with'] as const) {
    const dir = join(BENCH_TMP, `mark-rules-load/chromium-${variant}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'mark-rules.css'), `${HIGHLIGHT_CSS}\n`);
    const manifest = {
      manifest_version: 3,
      name: `mark rules ${variant}`,
      version: '1.0',
      ...(variant === 'with' ? { content_scripts: [{ matches: MATCHES, css: ['mark-rules.css'], all_frames: true, run_at: 'document_start' }] } : { host_permissions: MATCHES }),
    };
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2));
    out[variant] = dir;
  }
  return out;
}


export interface LoadFigures {
  styleMs: number;
  styleCpuMs: number;
  mainMs: number;
  mainCpuMs: number;
}

const SETTLE_AND_END = `new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => { performance.mark('bench:load-end'); done(); }, 300))))`;

async function traceLoad(page: Page, url: string): Promise<LoadFigures> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => void events.push(...(e.value as unknown as TraceEvent[])));
  const complete = new Promise<void>((done) => cdp.once('Tracing.tracingComplete', () => done()));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['toplevel', 'devtools.timeline', 'blink.user_timing', '__metadata'] }, transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'load' });
  await page.evaluate(SETTLE_AND_END);
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  const start = events.find((e) => e.name === 'bench:load-start');
  const end = events.find((e) => e.name === 'bench:load-end');
  if (!start || !end) throw new Error('mark-rules-load: marks not in the trace');
  const onMain = events.filter((e) => e.pid === start.pid && e.tid === start.tid && e.ph === 'X' && typeof e.dur === 'number' && e.ts >= start.ts && e.ts < end.ts);
  const style = onMain.filter((e) => e.name === 'UpdateLayoutTree');
  let covered = -Infinity; // nested tasks (nested run loops) inside their parent count once
  let mainUs = 0;
  let mainCpuUs = 0;
  for (const t of onMain.filter((e) => (e.cat ?? '').split(',').includes('toplevel')).sort((a, b) => a.ts - b.ts)) {
    if (t.ts < covered) continue;
    covered = t.ts + t.dur!;
    mainUs += t.dur!;
    mainCpuUs += t.tdur ?? t.dur!;
  }
  return {
    styleMs: style.reduce((s, e) => s + e.dur!, 0) / 1000,
    styleCpuMs: style.reduce((s, e) => s + (e.tdur ?? e.dur!), 0) / 1000,
    mainMs: mainUs / 1000,
    mainCpuMs: mainCpuUs / 1000,
  };
}

/** Restyle A/B in the page: { without: ms[], with: ms[] } (plain JS for either driver). */
const RESTYLE_AB = (css: string) => `(async () => {
  const html = document.documentElement;
  const last = document.body.querySelector('*:last-child') ?? document.body;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(${JSON.stringify(css)});
  const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 50))));
  const restyle = () => {
    const ts = [];
    for (let i = 0; i < 11; i++) {
      void getComputedStyle(last).color;
      const t0 = performance.now();
      html.style.color = i % 2 ? 'rgb(0, 0, 1)' : 'rgb(0, 0, 2)';
      void getComputedStyle(last).color;
      ts.push(performance.now() - t0);
    }
    html.style.color = '';
    return Math.min(...ts);
  };
  const out = { without: [], with: [] };
  for (let k = 0; k < 6; k++) {
    document.adoptedStyleSheets = [];
    await frames();
    out.without.push(restyle());
    document.adoptedStyleSheets = [sheet];
    await frames();
    out.with.push(restyle());
  }
  document.adoptedStyleSheets = [];
  return out;
})()`;

/** Adopting the sheet + the style update, 7 times (a new sheet each time, settled between). */
const ADOPT = (css: string) => `(async () => {
  const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 100))));
  const ts = [];
  for (let i = 0; i < 7; i++) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(${JSON.stringify(css)});
    await frames();
    const t0 = performance.now();
    document.adoptedStyleSheets = [sheet];
    void getComputedStyle(document.documentElement).color;
    ts.push(performance.now() - t0);
    document.adoptedStyleSheets = [];
  }
  return ts;
})()`;

type AB = { without: number[]; with: number[] };
export interface MarkRulesLoadResult {
  load: Record<PageName, Record<Variant, LoadFigures[]>>;
  restyle: Record<'chromium' | 'firefox', Record<PageName, AB>>;
  adopt: Record<PageName, number[]>;
  markdown: string;
}

export async function runMarkRulesLoad(opts: { runs?: number; log?: (line: string) => void }): Promise<MarkRulesLoadResult> {
  const runs = opts.runs ?? 5;
  const log = opts.log ?? (() => {});
  ensureCrPage();
  const server = await startDemoServer({ port: 0, root: BENCH_TMP, mounts: { '/hostile/': HOSTILE_DIR } });
  const entries = Object.entries(PAGES) as Array<[PageName, string]>;
  const load = { 'CR page': { without: [], with: [] }, 'big page': { without: [], with: [] } } as MarkRulesLoadResult['load'];
  const restyle = { chromium: {}, firefox: {} } as MarkRulesLoadResult['restyle'];
  const adopt = {} as MarkRulesLoadResult['adopt'];
  try {
    const exts = stubExtensions();
    for (let i = 0; i < runs; i++) {
      for (const variant of ['without', 'with'] as const) {
        const profile = mkdtempSync(join(tmpdir(), 'rulings-lens-bench-'));
        const context = await chromium.launchPersistentContext(profile, {
          executablePath: CHROMIUM,
          headless: false, // the new headless mode (in the args) is the one that runs extensions
          viewport: VIEWPORT,
          args: [...CHROMIUM_ARGS, `--disable-extensions-except=${exts[variant]}`, `--load-extension=${exts[variant]}`],
        });
        try {
          for (const [name, path] of entries) {
            const page = await context.newPage();
            page.setDefaultTimeout(90_000);
            await page.addInitScript(`performance.mark('bench:load-start');`);
            const f = await traceLoad(page, `${server.url}/${path}`);
            await page.close();
            load[name][variant].push(f);
            log(`load chromium ${name} ${variant} run ${i + 1}: ${JSON.stringify(f)}`);
          }
        } finally {
          await context.close();
          rmSync(profile, { recursive: true, force: true });
        }
      }
    }
    const cr = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
      for (const [name, path] of entries) {
        const context = await cr.newContext({ viewport: VIEWPORT });
        const page = await context.newPage();
        page.setDefaultTimeout(120_000);
        await page.goto(`${server.url}/${path}`, { waitUntil: 'load' });
        restyle.chromium[name] = (await page.evaluate(RESTYLE_AB(HIGHLIGHT_CSS))) as AB;
        log(`restyle chromium ${name}: ${JSON.stringify(restyle.chromium[name])}`);
        await context.close();
      }
    } finally {
      await cr.close();
    }
    const ff = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true });
    try {
      for (const [name, path] of entries) {
        for (const what of ['restyle', 'adopt'] as const) {
          const context = await ff.createBrowserContext();
          const page = await context.newPage();
          page.setDefaultTimeout(120_000);
          await page.setViewport(VIEWPORT);
          await page.goto(`${server.url}/${path}`, { waitUntil: 'load' });
          if (what === 'restyle') restyle.firefox[name] = (await page.evaluate(RESTYLE_AB(HIGHLIGHT_CSS_UNIVERSAL))) as AB;
          else adopt[name] = (await page.evaluate(ADOPT(HIGHLIGHT_CSS_UNIVERSAL))) as number[];
          log(`${what} firefox ${name}: ${JSON.stringify(what === 'restyle' ? restyle.firefox[name] : adopt[name])}`);
          await context.close();
        }
      }
    } finally {
      await ff.close();
    }
  } finally {
    await server.close();
  }
  const result = { load, restyle, adopt, markdown: '' };
  result.markdown = toMarkdown(result, runs);
  return result;
}

function toMarkdown(r: Omit<MarkRulesLoadResult, 'markdown'>, runs: number): string {
  const med = (xs: number[]) => round(median(xs), 1);
  const rows: string[] = [];
  for (const [name, v] of Object.entries(r.load)) {
    const cell = (list: LoadFigures[]) => `${med(list.map((x) => x.styleMs))} (${med(list.map((x) => x.styleCpuMs))}) | ${med(list.map((x) => x.mainMs))} (${med(list.map((x) => x.mainCpuMs))})`;
    rows.push(`| ${name} | ${cell(v.without)} | ${cell(v.with)} |`);
  }
  const restyleRows: string[] = [];
  for (const browser of ['chromium', 'firefox'] as const) {
    for (const [name, ab] of Object.entries(r.restyle[browser])) restyleRows.push(`| ${browser} | ${name} | ${med(ab.without)} | ${med(ab.with)} | ${round(median(ab.with) / median(ab.without), 2)}× |`);
  }
  const adoptRows = Object.entries(r.adopt).map(([name, ts]) => `| ${name} | ${round(ts[0], 0)} | ${med(ts)} |`);
  return [
    `Chromium page loads with and without \`:root::highlight()\` rules as content-script CSS (stub extensions, ${runs} loads each, medians; trace from the document's start to load + 2 frames + 300 ms):`,
    '',
    '| page | without: style recalc, wall (CPU) (ms) | main thread, wall (CPU) (ms) | with: style recalc, wall (CPU) (ms) | main thread, wall (CPU) (ms) |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    'A full restyle of the loaded page without and with the rules (Chromium `:root::highlight()`, Firefox universal; adopted and taken out in turn, 6 pairs, fastest of 11 each, medians):',
    '',
    '| browser | page | without (ms) | with (ms) | ratio |',
    '| --- | --- | ---: | ---: | ---: |',
    ...restyleRows,
    '',
    'Firefox: adopting the universal rules at the first mark instead (sheet + the style update):',
    '',
    '| page | first adoption (ms) | median of 7 (ms) |',
    '| --- | ---: | ---: |',
    ...adoptRows,
  ].join('\n');
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const i = process.argv.indexOf('--runs');
  const result = await runMarkRulesLoad({ runs: i >= 0 ? Number(process.argv[i + 1]) : 5, log: (l) => console.log(l) });
  console.log(`\n${result.markdown}`);
}
