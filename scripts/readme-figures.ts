// The README's "at a glance" figures, never typed by hand: the sizes are measured from the
// builds (deterministic: tests compare them with the builds they make), the speed figures come
// from the last `npm run bench` (bench/results.json). `npm run figures` rewrites the block
// after a build; `npm run bench` does too. readme-figures.test.ts checks that the block is what
// these functions make of bench/results.json and that no other line of the README states a
// size or a time.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './cli/paths.ts';
import { CONTENT_SCRIPT_BUDGET_GZIP } from './build-extension.ts';
import { WIDGET_BUDGET_GZIP } from './build-widget.ts';
import type { BenchResults } from './bench/summary.ts';

export const FIGURES_BLOCK = 'figures';
export const RESULTS_JSON = join(REPO_ROOT, 'bench/results.json');

/** The rows whose value is a size; tests measure their own builds and compare. */
export const SIZE_ROWS = {
  contentScript: 'Content script, injected into every page',
  widgetTag: 'Widget script tag `rulings-lens.js`',
  tooltipUi: 'Tooltip UI, loaded with the first marks',
} as const;

export type Figure = [label: string, value: string];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A size row's value: "20.1 KB gzip (budget 25.0 KB)". */
export function sizeValue(gzipBytes: number, budget?: number): string {
  return `${kb(gzipBytes)} gzip${budget === undefined ? '' : ` (budget ${kb(budget)})`}`;
}

export interface MeasuredSizes {
  contentScriptGzip: number;
  widgetTagGzip: number;
  tooltipUiGzip: number;
}

export function sizeFigures(s: MeasuredSizes): Figure[] {
  return [
    [SIZE_ROWS.contentScript, sizeValue(s.contentScriptGzip, CONTENT_SCRIPT_BUDGET_GZIP)],
    [SIZE_ROWS.widgetTag, sizeValue(s.widgetTagGzip, WIDGET_BUDGET_GZIP)],
    [SIZE_ROWS.tooltipUi, sizeValue(s.tooltipUiGzip)],
  ];
}

/** The speed rows, from a bench run; a part the run skipped gives no row. */
export function speedFigures(r: BenchResults): Figure[] {
  const rows: Figure[] = [];
  const both = (a: number | undefined, b: number | undefined, unit: string) =>
    [a === undefined ? '' : `${a} ${unit} Chromium`, b === undefined ? '' : `${b} ${unit} Firefox`].filter(Boolean).join(', ');
  if (r.hover || r.hoverFirefox) rows.push(['Hover to tooltip painted, p95', both(r.hover?.paintedP95, r.hoverFirefox?.paintedP95, 'ms')]);
  const pa = r.pageAnnotation;
  if (pa) {
    rows.push([`Longest task while marking a ${(pa.page.bytes / 1e6).toFixed(1)} MB page`, both(pa.widget.longestTaskMs, pa.firefox?.widget.longestTaskMs, 'ms')]);
  }
  const s = r.scale70k;
  if (s) {
    const n = s.rulings.toLocaleString('en-US');
    rows.push([`Import of ${n} rulings, with a progress bar`, `${(s.importMs / 1000).toFixed(1)} s`]);
    rows.push([`First tooltip after the background wakes, ${n} rulings`, `${s.pack.wakeLookupP50} ms`]);
    rows.push([`Popup search p95, ${n} rulings`, `${s.pack.searchP95} ms`]);
  }
  return rows;
}

export function figuresMarkdown(rows: readonly Figure[], benchDate: string | undefined): string {
  const lines = ['| at a glance | |', '| --- | ---: |', ...rows.map(([l, v]) => `| ${l} | ${v} |`)];
  if (benchDate) lines.push('', `Speed: \`npm run bench\` of ${benchDate} on a 2-core machine ([docs/performance.md](docs/performance.md)); sizes: \`npm run figures\` after a build.`);
  return lines.join('\n');
}

/** The rows of the README's block, by label. */
export function readFigures(block: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of block.matchAll(/^\| (.+?) \| (.+?) \|$/gm)) if (m[1] !== 'at a glance' && m[1] !== '---') out.set(m[1], m[2]);
  return out;
}

export function readBenchResults(file = RESULTS_JSON): (BenchResults & { env?: { date?: string } }) | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BenchResults & { env?: { date?: string } }) : null;
}
