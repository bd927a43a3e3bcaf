// `npm run bench`: runs every benchmark and writes bench/results.json + bench/RESULTS.md.
// Each figure is measured next to its baseline in the same run (absolute times drift on
// shared machines; ratios are what we compare). Not part of `npm test`.
//
//   node scripts/run-ts.js scripts/bench/run-all.ts [--no-per-term] [--runs N] [--only a,b] [--readme]
//
// --only: any of matcher, sizes, build-scale, search, page-annotation, hover, long-tasks, memory,
// scale-70k (70,000 imported rulings in the built extension: scale-70k.ts).
// --no-firefox: the browser parts in Chromium only (default: page annotation, hover and long
// tasks also run in Firefox ESR, /usr/bin/firefox-esr, when it is there).
// --readme: also replace docs/performance.md's "## Performance" section with the headline table
// and README's "at a glance" figures (not with --only). `npm run bench` = `npm run build` (fresh sizes) + this script with --readme.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../cli/paths.ts';
import { FIREFOX, openFirefoxSession, openSession, type BenchSession, type FirefoxSession } from './browser.ts';
import { runBuildScale } from './build-scale.ts';
import { BENCH_TMP, ensureCrPage, type CrPageInfo } from './cr-page.ts';
import { runHoverLatency } from './hover-latency.ts';
import { runLongTasks } from './long-tasks.ts';
import { loadBenchKeywords, runMatcherBench } from './matcher-bench.ts';
import { runMemory } from './memory.ts';
import { runPageAnnotation } from './page-annotation.ts';
import { replaceSection } from './readme.ts';
import { writeFigures } from '../figures.ts';
import { runScale70k } from './scale-70k.ts';
import { runSearchBench } from './search-bench.ts';
import { measureSizes, sizesMarkdown } from './sizes.ts';
import { summaryTable, type BenchResults } from './summary.ts';

const SECTIONS = ['matcher', 'sizes', 'build-scale', 'search', 'page-annotation', 'hover', 'long-tasks', 'memory', 'scale-70k'] as const;
type Section = (typeof SECTIONS)[number];
const BROWSER_SECTIONS: readonly Section[] = ['page-annotation', 'hover', 'long-tasks', 'memory'];

function flag(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0) return process.argv[i + 1];
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

const only = flag('only')?.split(',').map((s) => s.trim()) ?? [...SECTIONS];
for (const s of only) if (!SECTIONS.includes(s as Section)) throw new Error(`run-all: unknown section '${s}' in --only (known: ${SECTIONS.join(', ')})`);
const wants = (s: Section) => only.includes(s);
// Five fresh pages per side: a median of three moved by ±15% between quiet runs (one GC or
// collector slice in a window shifts a figure by 10-20 ms).
const runs = Number(flag('runs') ?? 5);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`run-all: --runs must be a positive integer, got '${flag('runs')}'`);

const started = performance.now();
const load0 = loadavg()[0];
const log = (line: string) => console.log(`[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${line}`);
const run = promisify(execFile);
const node = (script: string, ...args: string[]) => run(process.execPath, [script, ...args], { cwd: REPO_ROOT, maxBuffer: 16 << 20 });

// 1. Builds the benches read: the data bundle always; the widget when it is missing.
log('building the data bundle (rulings build)');
await node('scripts/rulings.js', 'build');
const WIDGET_DIR = join(REPO_ROOT, 'dist/widget');
const WIDGET_NEEDS = ['rulings-lens.mjs', 'rulings-lens.data.json', 'rulings-lens.js'];
if (WIDGET_NEEDS.some((f) => !existsSync(join(WIDGET_DIR, f)))) {
  log('dist/widget is missing: building it (npm run build:widget)');
  await node('scripts/run-ts.js', 'scripts/build-widget.ts');
}
// Serve a snapshot: a rebuild running elsewhere must not swap the files under a page load.
const widgetSnapshot = join(BENCH_TMP, 'widget');
rmSync(widgetSnapshot, { recursive: true, force: true });
mkdirSync(widgetSnapshot, { recursive: true });
for (const f of WIDGET_NEEDS) cpSync(join(WIDGET_DIR, f), join(widgetSnapshot, f));

const keywords = await loadBenchKeywords();
const results: BenchResults = {};
const timings: Record<string, number> = {};
async function section<T>(name: Section, fn: () => Promise<T> | T): Promise<T | undefined> {
  if (!wants(name)) return undefined;
  log(`${name}…`);
  const t0 = performance.now();
  const out = await fn();
  timings[name] = Math.round((performance.now() - t0) / 100) / 10;
  log(`${name} done in ${timings[name]} s`);
  return out;
}

results.matcher = await section('matcher', () => runMatcherBench({ perTermRegex: !process.argv.includes('--no-per-term') }));
results.sizes = await section('sizes', () => measureSizes());
const scale = await section('build-scale', () => runBuildScale(keywords));
if (scale) {
  const { bundles: _bundles, ...rest } = scale;
  results.buildScale = rest;
}
results.search = await section('search', () => runSearchBench(keywords, { bundles: scale?.bundles }));
scale?.bundles.clear(); // ~100 MB of JSON: not needed by the browser benches

let page: CrPageInfo | undefined;
let chromium = '';
let firefoxVersion = '';
const skipped: string[] = [];
if (BROWSER_SECTIONS.some(wants)) {
  try {
    page = ensureCrPage();
  } catch (err) {
    skipped.push(`browser benchmarks skipped: ${(err as Error).message}`);
    log(skipped[skipped.length - 1]);
  }
}
if (page) {
  const session: BenchSession = await openSession({ widgetDir: widgetSnapshot });
  let firefox: FirefoxSession | undefined;
  if (!process.argv.includes('--no-firefox') && ['page-annotation', 'hover', 'long-tasks'].some((s) => wants(s as Section))) {
    if (!existsSync(FIREFOX)) skipped.push(`Firefox columns skipped: ${FIREFOX} not found`);
    else firefox = await openFirefoxSession({ widgetDir: widgetSnapshot });
  }
  try {
    chromium = session.browser.version();
    firefoxVersion = firefox?.version ?? '';
    results.pageAnnotation = await section('page-annotation', () => runPageAnnotation(session, page!, keywords, { runs, firefox }));
    results.hover = await section('hover', () => runHoverLatency(session));
    if (firefox && wants('hover')) {
      log('hover (Firefox)…');
      results.hoverFirefox = await runHoverLatency(null, { firefox });
    }
    results.longTasks = await section('long-tasks', () => runLongTasks({ chromium: session, firefox, runs: Math.min(2, runs) }));
    results.memory = await section('memory', () => runMemory(session, keywords));
  } finally {
    await session.close();
    await firefox?.close();
  }
}

// Its own Chromium with the built extension (the e2e build: no CR in the bundle, as a store
// install), after the others: its imports are the heaviest load of the run.
results.scale70k = await section('scale-70k', () => runScale70k({ log }));

// 2. Write what was measured.
const totalS = Math.round((performance.now() - started) / 1000);
const env = {
  date: new Date().toISOString(),
  node: process.version,
  chromium: chromium || null,
  firefox: firefoxVersion || null,
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model ?? '',
  loadAverage: { start: Math.round(load0 * 100) / 100, end: Math.round(loadavg()[0] * 100) / 100 },
  totalSeconds: totalS,
  sectionSeconds: timings,
};
const summary = summaryTable(results);
const md: string[] = [
  '# Benchmark results',
  '',
  `Run on ${env.date.slice(0, 10)}: Node ${env.node}${chromium ? `, Chromium ${chromium} (headless)` : ''}${firefoxVersion ? `, Firefox ${firefoxVersion} (headless)` : ''}, ${env.cpus} × ${env.cpuModel}; 1-minute load average ${env.loadAverage.start} at the start, ${env.loadAverage.end} at the end; ${totalS} s in all. Reproduce: \`npm run bench\`.`,
  '',
  '## Summary',
  '',
  summary,
];
const add = (title: string, body: string | undefined) => body && md.push('', `## ${title}`, '', body);
add('Matcher throughput', results.matcher?.markdown);
add('Page annotation', results.pageAnnotation?.markdown);
add('Hover latency', [results.hover?.markdown, results.hoverFirefox?.markdown].filter(Boolean).join('\n\n') || undefined);
add('Long tasks', results.longTasks?.markdown);
add('Search', results.search?.markdown);
add('Build scale', results.buildScale?.markdown);
add('Sizes', results.sizes && sizesMarkdown(results.sizes));
add('Memory', results.memory?.markdown);
add('Scale: 70,000 imported rulings', results.scale70k?.markdown);
if (skipped.length) md.push('', ...skipped.map((s) => `- ${s}`));

const outDir = join(REPO_ROOT, 'bench');
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'results.json'), `${JSON.stringify({ env, ...results }, null, 2)}\n`);
writeFileSync(join(outDir, 'RESULTS.md'), `${md.join('\n')}\n`);
// A partial run (--only) never replaces the Performance table: it would drop the other figures.
if (process.argv.includes('--readme') && flag('only') !== undefined) log('docs/performance.md left as it is: --only runs a part of the bench');
else if (process.argv.includes('--readme')) {
  const doc = join(REPO_ROOT, 'docs/performance.md');
  writeFileSync(doc, replaceSection(readFileSync(doc, 'utf8'), 'Performance', performanceSection(summary, env.date.slice(0, 10))));
  writeFigures();
  log('docs/performance.md: Performance section updated');
}
console.log(`\n${md.join('\n')}\n`);
log(`wrote bench/results.json and bench/RESULTS.md (${totalS} s)`);

function performanceSection(table: string, date: string): string {
  return [
    `Latest \`npm run bench\` (${date}, ${env.cpus}-core machine, 1-minute load average ${env.loadAverage.start}–${env.loadAverage.end}, Node ${env.node}${chromium ? `, headless Chromium ${chromium}` : ''}${firefoxVersion ? ` and Firefox ${firefoxVersion}` : ''}). Every figure is measured next to its baseline in the same run; full tables, method and per-query / per-run figures are in [bench/RESULTS.md](../bench/RESULTS.md) and [bench/results.json](../bench/results.json).`,
    '',
    table,
    '',
    'Reproduce:',
    '',
    '```sh',
    'npm run bench                      # builds everything, then ~3–10 min on 2 cores; writes bench/RESULTS.md,',
    '                                   # results.json and this section',
    'npm run bench -- --only search     # one part: matcher, sizes, build-scale, search, page-annotation, hover,',
    '                                   # long-tasks, memory, scale-70k (--no-firefox: browser parts in Chromium only)',
    '```',
    '',
    'The browser parts need Chromium at `/usr/bin/chromium` (Firefox columns: `/usr/bin/firefox-esr`) and the CR data pack (`../shared/data/cr/`): the test page is generated from it into `bench/tmp/` (gitignored, never committed). `npm run bench` runs `npm run build` first (data, widget, extension), so the sizes are of what the sources build now.',
  ].join('\n');
}
