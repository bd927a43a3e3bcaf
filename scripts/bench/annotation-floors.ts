// What annotating the CR page cannot cost less than, measured in the same browser as the
// page-annotation bench (fresh page each, collected heap, same 250 ms tail, same trace accounting):
// - idle: the window with nothing mounted (the page's own frames and timers);
// - sheet: a whole-document highlight stylesheet (`:root::highlight()` rules, what the widget
//   adopted before its rules were scoped to the subtrees near the viewport) adopted alone, no
//   mark: the restyle of every element that such a sheet costs, in one frame;
// - matcher: createMatcher + trie build, then match() over every text node of the page, on a
//   fresh page (cold code: what a full scan at mount would pay) and a second time (warm). The
//   matcher is bundled for the browser on the fly (bench/tmp/floor/matcher.mjs).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { REPO_ROOT } from '../cli/paths.ts';
import { HIGHLIGHT_CSS } from '../../widget/highlight/highlight-styles.ts';
import { collectPageGarbage, openCrPage, type BenchSession } from './browser.ts';
import { BENCH_TMP } from './cr-page.ts';
import { median, round } from './stats.ts';
import { mainThreadWindow, startTrace, stopTrace } from './trace.ts';

const TAIL_MS = 250;

export interface AnnotationFloors {
  idleMs: number;
  sheetMs: number;
  sheetLongestMs: number;
  matcherBuildMs: number;
  matcherColdMs: number;
  matcherWarmMs: number;
  matcherChars: number;
}

/** Bundles rulings-data/matcher for the page (served at /floor/matcher.mjs). */
export async function buildMatcherModule(): Promise<void> {
  const outDir = join(BENCH_TMP, 'floor');
  mkdirSync(outDir, { recursive: true });
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2020',
      minify: 'esbuild',
      lib: { entry: join(REPO_ROOT, 'rulings-data/matcher/index.ts'), formats: ['es'], fileName: () => 'matcher.mjs' },
    },
  });
}

/** Main-thread time of `body` run in the page between two marks, plus the usual tail; from a
 *  collected heap, as the annotation windows are. */
async function timeWindow(session: BenchSession, page: Page, body: string): Promise<{ totalMs: number; longestMs: number }> {
  await collectPageGarbage(page);
  await startTrace(session.browser, page);
  let events: Awaited<ReturnType<typeof stopTrace>>;
  try {
    await page.evaluate(`(async () => {
      performance.mark('bench:start');
      ${body}
      await new Promise((r) => setTimeout(r, ${TAIL_MS}));
      await window.__rlBench.frames(2);
      performance.mark('bench:end');
    })()`);
  } finally {
    events = await stopTrace(session.browser);
  }
  const w = mainThreadWindow(events, 'bench:start', 'bench:end');
  return { totalMs: w.totalMs, longestMs: w.longestMs };
}

async function once(session: BenchSession): Promise<AnnotationFloors> {
  const fresh = async <T>(fn: (page: Page) => Promise<T>): Promise<T> => {
    const opened = await openCrPage(session);
    try {
      return await fn(opened.page);
    } finally {
      await opened.close();
    }
  };
  const idle = await fresh((page) => timeWindow(session, page, ''));
  const sheet = await fresh((page) =>
    timeWindow(session, page, `const s = new CSSStyleSheet(); s.replaceSync(${JSON.stringify(HIGHLIGHT_CSS)}); document.adoptedStyleSheets = [s];`),
  );
  const matcher = await fresh(
    (page) =>
      page.evaluate(`(async () => {
        const m = await import('/floor/matcher.mjs');
        const { terms } = await (await fetch('/widget/rulings-lens.data.json')).json();
        const texts = [];
        const w = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let n = w.nextNode(); n; n = w.nextNode()) texts.push(n.data);
        await new Promise((r) => setTimeout(r, 300));
        const opts = { minConfidence: 'medium', context: 'mtg' };
        const t0 = performance.now();
        const matcher = m.createMatcher(terms);
        matcher.match('');
        const t1 = performance.now();
        let chars = 0;
        for (const t of texts) { chars += t.length; matcher.match(t, opts); }
        const t2 = performance.now();
        for (const t of texts) matcher.match(t, opts);
        const t3 = performance.now();
        return { build: t1 - t0, cold: t2 - t1, warm: t3 - t2, chars };
      })()`) as Promise<{ build: number; cold: number; warm: number; chars: number }>,
  );
  return {
    idleMs: idle.totalMs,
    sheetMs: sheet.totalMs,
    sheetLongestMs: sheet.longestMs,
    matcherBuildMs: matcher.build,
    matcherColdMs: matcher.cold,
    matcherWarmMs: matcher.warm,
    matcherChars: matcher.chars,
  };
}

/** Medians over `runs` fresh pages per figure. */
export async function measureFloors(session: BenchSession, runs: number): Promise<AnnotationFloors> {
  await buildMatcherModule();
  const all: AnnotationFloors[] = [];
  for (let i = 0; i < runs; i++) all.push(await once(session));
  const med = (k: keyof AnnotationFloors) => round(median(all.map((f) => f[k])), 1);
  return {
    idleMs: med('idleMs'),
    sheetMs: med('sheetMs'),
    sheetLongestMs: med('sheetLongestMs'),
    matcherBuildMs: med('matcherBuildMs'),
    matcherColdMs: med('matcherColdMs'),
    matcherWarmMs: med('matcherWarmMs'),
    matcherChars: all[0].matcherChars,
  };
}

export function floorsMarkdown(f: AnnotationFloors, runs: number): string {
  return [
    `Floors, same browser (medians of ${runs} fresh pages each): what no annotation of this page can cost less than, and what matching all of it would cost.`,
    '',
    '| floor | main thread (ms) |',
    '| --- | ---: |',
    `| the same window with nothing mounted (the page's own frames) | ${f.idleMs} |`,
    `| a whole-document \`:root::highlight()\` stylesheet adopted alone, no mark (restyles every element; longest task ${f.sheetLongestMs} ms): what scoping the rules to the near subtrees avoids | ${f.sheetMs} |`,
    `| matcher: createMatcher + trie build, fresh page | ${f.matcherBuildMs} |`,
    `| matcher over every text node (${(f.matcherChars / 1e6).toFixed(2)} M characters), fresh page: cold code | ${f.matcherColdMs} |`,
    `| the same again (warm code) | ${f.matcherWarmMs} |`,
  ].join('\n');
}
