// Matcher throughput: our trie scanner vs the obvious alternatives, on the Comprehensive Rules
// text (when the data pack is present) and on the seed rulings.
//
//   node scripts/run-ts.js scripts/bench/matcher-bench.ts
//
// (a) matcher.match(text, { minConfidence: 'low' })       — the whole job, confidences included
// (b) ONE alternation regex of every form, longest first, escaped, flags `gi`, English forms
//     inside \b…\b (what a tooltip script would usually write)
// (c) one regex per form, each run over the whole text
// (d) a plain charCodeAt loop (the ceiling: reading the string once)
// MB = UTF-8 megabytes of the text (10^6 bytes). Each figure is the median of RUNS timed runs
// after WARMUP untimed ones. The CR text is read at run time and never written anywhere.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { KeywordEntry } from '../../rulings-data/schema.ts';
import { compileTerms, createMatcher } from '../../rulings-data/matcher/index.ts';
import { FIXTURE } from '../../rulings-data/matcher/test-fixtures.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CR_FILE = resolve(ROOT, '../shared/data/cr/cr-20260417.json');
const RUNS = 5;
const WARMUP = 2;
/** Small texts are repeated up to this size so timings are not noise. */
const MIN_BENCH_CHARS = 1_000_000;

export interface CorpusResult {
  corpus: string;
  mb: number;
  matches: number;
  /** MB/s for each method (regexPerTerm is null when skipped). */
  matcher: number;
  alternation: number;
  regexPerTerm: number | null;
  charLoop: number;
  /** matcher ÷ alternation. */
  speedup: number;
}

export interface MatcherBenchResult {
  terms: 'keyword-table' | 'fixture';
  entries: number;
  forms: number;
  /** Median ms: compileTerms, and createMatcher + first match (the lazy trie build). */
  compileMs: number;
  buildMs: number;
  corpora: CorpusResult[];
  markdown: string;
}

async function loadKeywords(): Promise<{ entries: readonly KeywordEntry[]; source: MatcherBenchResult['terms'] }> {
  const table = join(ROOT, 'rulings-data/keywords/index.ts');
  if (!existsSync(table)) return { entries: FIXTURE, source: 'fixture' };
  const mod = (await import(pathToFileURL(table).href)) as { KEYWORDS: readonly KeywordEntry[] };
  return { entries: mod.KEYWORDS, source: 'keyword-table' };
}

interface CrNode {
  en?: string;
  zh?: string;
  subrules?: CrNode[];
}

function crTexts(): { en: string; zh: string; mixed: string } | null {
  if (!existsSync(CR_FILE)) return null;
  const cr = JSON.parse(readFileSync(CR_FILE, 'utf8')) as { main?: CrNode[]; glossary?: CrNode[] };
  const en: string[] = [];
  const zh: string[] = [];
  const mixed: string[] = [];
  const walk = (n: CrNode) => {
    if (typeof n.en === 'string') en.push(n.en), mixed.push(n.en);
    if (typeof n.zh === 'string') zh.push(n.zh), mixed.push(n.zh);
    n.subrules?.forEach(walk);
  };
  [...(cr.main ?? []), ...(cr.glossary ?? [])].forEach(walk);
  return { en: en.join('\n'), zh: zh.join('\n'), mixed: mixed.join('\n') };
}

function seedText(): string {
  const dir = join(ROOT, 'rulings-data/sources');
  if (!existsSync(dir)) return '';
  return readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('\n');
}

function repeatTo(text: string, chars: number): string {
  if (text.length === 0) return text;
  return text.repeat(Math.max(1, Math.ceil(chars / text.length)));
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1];
}

/** Median wall time (ms) of fn over RUNS runs after WARMUP; returns the last result too. */
function time<T>(fn: () => T, runs = RUNS, warmup = WARMUP): { ms: number; result: T } {
  let result = fn();
  for (let i = 1; i < warmup; i++) result = fn();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    result = fn();
    ms.push(performance.now() - t0);
  }
  return { ms: median(ms), result };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isEnglish = (s: string) => /[A-Za-z]/.test(s);

/** Word-bounded only where the form begins/ends with a word character, like the matcher. */
function boundedForm(s: string): string {
  const e = escape(s);
  return `${/^\w/.test(s) ? '\\b' : ''}${e}${/\w$/.test(s) ? '\\b' : ''}`;
}

function allForms(entries: readonly KeywordEntry[]): string[] {
  const forms = new Set<string>();
  for (const e of entries) for (const f of [...e.en, ...e.zhHans, ...e.zhHant]) forms.add(f);
  return [...forms].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
}

/**
 * Source of the ONE alternation regex (use with flags `gi`) over every form, longest first,
 * English forms word-bounded: what a tooltip script would usually write. Also the span
 * baseline of the page-annotation bench.
 */
export function alternationSource(entries: readonly KeywordEntry[]): string {
  const forms = allForms(entries);
  const english = forms.filter(isEnglish).map(boundedForm);
  const chinese = forms.filter((f) => !isEnglish(f)).map(escape);
  return `${english.join('|')}|${chinese.join('|')}`;
}

export async function loadBenchKeywords(): Promise<readonly KeywordEntry[]> {
  return (await loadKeywords()).entries;
}

function countAll(re: RegExp, text: string): number {
  re.lastIndex = 0;
  let n = 0;
  while (re.exec(text)) n++;
  return n;
}

function charLoop(text: string): number {
  let sum = 0;
  for (let i = 0; i < text.length; i++) sum = (sum + text.charCodeAt(i)) | 0;
  return sum;
}

export async function runMatcherBench(options: { perTermRegex?: boolean } = {}): Promise<MatcherBenchResult> {
  const { entries, source } = await loadKeywords();
  const forms = allForms(entries);
  const compile = time(() => compileTerms(entries));
  const data = compile.result;
  const build = time(() => createMatcher(data).match('warm'));
  const matcher = createMatcher(data);
  const alternation = new RegExp(alternationSource(entries), 'gi');
  const perTerm = forms.map((f) => new RegExp(isEnglish(f) ? boundedForm(f) : escape(f), 'gi'));

  const corpora: [string, string][] = [];
  const cr = crTexts();
  if (cr) corpora.push(['CR en', cr.en], ['CR zh', cr.zh], ['CR mixed', cr.mixed]);
  const seeds = seedText();
  if (seeds) corpora.push(['seeds ×N', repeatTo(seeds, MIN_BENCH_CHARS)]);
  if (corpora.length === 0) throw new Error('matcher-bench: no text to bench (no CR data pack and no rulings-data/sources)');

  const results: CorpusResult[] = [];
  for (const [name, text] of corpora) {
    const mb = Buffer.byteLength(text, 'utf8') / 1e6;
    const ours = time(() => matcher.match(text, { minConfidence: 'low' }).length);
    const alt = time(() => countAll(alternation, text));
    // One regex per form means ~1,300 passes over the text: one warm-up run; --no-per-term skips it.
    const per = options.perTermRegex === false ? null : time(() => perTerm.reduce((n, re) => n + countAll(re, text), 0), RUNS, 1);
    const loop = time(() => charLoop(text));
    results.push({
      corpus: name,
      mb: round(mb, 2),
      matches: ours.result,
      matcher: round(mb / (ours.ms / 1000), 1),
      alternation: round(mb / (alt.ms / 1000), 1),
      regexPerTerm: per ? round(mb / (per.ms / 1000), 2) : null,
      charLoop: round(mb / (loop.ms / 1000), 1),
      speedup: round(alt.ms / ours.ms, 1),
    });
  }
  const result: MatcherBenchResult = {
    terms: source,
    entries: entries.length,
    forms: data.terms.length,
    compileMs: round(compile.ms, 2),
    buildMs: round(build.ms, 2),
    corpora: results,
    markdown: '',
  };
  result.markdown = toMarkdown(result);
  return result;
}

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

function toMarkdown(r: MatcherBenchResult): string {
  const lines = [
    `Matcher bench — ${r.terms}: ${r.entries} entries, ${r.forms} forms; compileTerms ${r.compileMs} ms, trie build ${r.buildMs} ms (medians of ${RUNS}).`,
    '',
    '| corpus | MB | matches | matcher MB/s | one alternation regex MB/s | regex per term MB/s | charCodeAt loop MB/s | matcher ÷ alternation |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const c of r.corpora) {
    lines.push(
      `| ${c.corpus} | ${c.mb} | ${c.matches} | ${c.matcher} | ${c.alternation} | ${c.regexPerTerm ?? 'skipped'} | ${c.charLoop} | ${c.speedup}× |`,
    );
  }
  return lines.join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await runMatcherBench({ perTermRegex: !process.argv.includes('--no-per-term') });
  console.log(result.markdown);
}
