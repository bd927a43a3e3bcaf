// Marks per page, per marking level: the figures of docs/data.md's "Levels of marking" table.
// Loads each demo and fixture page in headless Chromium with the built widget (the page's own
// widget tag, or one added at the end of <body> for pages without one) at each level, scrolls to
// the bottom so every part of the page is scanned, and counts the mark ranges.
//
//   node scripts/run-ts.js scripts/count-marks.ts [--widget DIR] [--levels a,b] [--json FILE] [--words] [--readme]
//
// --widget: a built widget folder (default dist/widget; an older build to compare against —
// one that predates levels ignores data-level and marks as it always did).
// --readme: write the table into docs/data.md, beside the 0.1 figures of bench/marks-0.1.json
// (measured with this script on the 0.1 widget build, --levels mechanics --json …).
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { REPO_ROOT } from './cli/paths.ts';
import { startDemoServer } from './serve-demo.ts';
import { DATA_DOC, writeReadmeBlock } from './readme-block.ts';
import { CHROMIUM_ARGS, CHROMIUM } from '../test/e2e/widget-helpers.ts';

/** Pages counted: the demo articles, then the e2e fixture pages that carry prose. */
export const COUNTED_PAGES = [
  '/article-en.html',
  '/article-zh.html',
  '/plain-article.html',
  '/embeds.html',
  '/fixtures/extension/mtg.html',
  '/fixtures/extension/plain.html',
  '/fixtures/widget/hostile.html',
  '/fixtures/widget/dynamic.html',
  '/fixtures/hostile/split-words.html',
  '/fixtures/hostile/special-text.html',
];

const WIDGET_TAG = /<script\b[^>]*\bsrc="[^"]*rulings-lens(?:\.full)?\.js"[^>]*><\/script>/;

/** The page's HTML with its widget tag set to `level` (or a tag added). */
export function withLevel(html: string, level: string): string {
  const tag = WIDGET_TAG.exec(html)?.[0];
  if (tag) return html.replace(tag, tag.replace('<script', `<script data-level="${level}"`));
  return html.replace(/<\/body>/i, `<script src="/widget/rulings-lens.full.js" data-level="${level}"></script></body>`);
}

async function countMarks(page: Page): Promise<number> {
  // Down the page a screen at a time (marks are drawn near the viewport only, and far ones may
  // be dropped again), collecting every mark seen on the way by its text node and offset.
  const collect = () =>
    page.evaluate(() => {
      const w = window as unknown as { __marks?: { seen: WeakMap<Node, Set<number>>; words: string[] } };
      const acc = (w.__marks ??= { seen: new WeakMap(), words: [] });
      CSS.highlights.forEach((hl, name) => {
        if (!name.startsWith('rulings-lens-') || name.endsWith('-active')) return;
        hl.forEach((r) => {
          const s = r as StaticRange;
          let offsets = acc.seen.get(s.startContainer);
          if (!offsets) acc.seen.set(s.startContainer, (offsets = new Set()));
          if (offsets.has(s.startOffset)) return;
          offsets.add(s.startOffset);
          acc.words.push(s.startContainer === s.endContainer ? (s.startContainer.textContent ?? '').slice(s.startOffset, s.endOffset) : '…');
        });
      });
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 2;
    });
  await page.waitForTimeout(600);
  for (let i = 0; i < 60 && (await collect()); i++) await page.waitForTimeout(200);
  await page.waitForTimeout(600);
  await collect();
  const words = await page.evaluate(() => (window as unknown as { __marks: { words: string[] } }).__marks.words);
  if (process.argv.includes('--words')) console.log(`  ${words.join(' | ')}`);
  return words.length;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const flag = (name: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const widgetDir = resolve(flag('widget') ?? join(REPO_ROOT, 'dist/widget'));
  const levels = (flag('levels') ?? 'mechanics,rules,everything').split(',');
  const server = await startDemoServer({
    port: 0,
    mounts: { '/widget/': widgetDir, '/fixtures/': join(REPO_ROOT, 'test/fixtures') },
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const table: Record<string, Record<string, number>> = {};
  try {
    for (const path of COUNTED_PAGES) {
      table[path] = {};
      for (const level of levels) {
        const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
        const page = await context.newPage();
        await page.route(/\.html$/, async (route) => {
          const response = await route.fetch();
          await route.fulfill({ response, body: withLevel(await response.text(), level) });
        });
        await page.goto(`${server.url.replace(/\/$/, '')}${path}`);
        table[path][level] = await countMarks(page);
        await context.close();
      }
      console.log(`${path.padEnd(40)} ${levels.map((l) => `${l} ${table[path][l]}`).join('  ')}`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const out = flag('json');
  if (out) writeFileSync(out, `${JSON.stringify(table, null, 2)}\n`);
  if (args.includes('--readme')) {
    const before = JSON.parse(readFileSync(BEFORE_FILE, 'utf8')) as Record<string, Record<string, number>>;
    writeReadmeBlock('marks-per-page', marksMarkdown(table, before), DATA_DOC);
    console.log('docs/data.md: marks per page updated');
  }
}

const BEFORE_FILE = join(REPO_ROOT, 'bench/marks-0.1.json');

/** The docs/data.md table: per page, 0.1's marks, each level's, and how many times fewer at the default. */
export function marksMarkdown(table: Record<string, Record<string, number>>, before: Record<string, Record<string, number>>): string {
  const rows = Object.entries(table).map(([path, n]) => {
    const old = Object.values(before[path] ?? {})[0];
    const ratio = old !== undefined && n.mechanics > 0 ? `${(old / n.mechanics).toFixed(1)}×` : '—';
    return `| \`${path.replace(/^\//, '')}\` | ${old ?? '—'} | ${n.mechanics} | ${n.rules} | ${n.everything} | ${ratio} |`;
  });
  return ['| page | 0.1 | mechanics | rules | everything | fewer at mechanics |', '| --- | --- | --- | --- | --- | --- |', ...rows].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]).endsWith('count-marks.ts')) await main();
