// The README states no size or time typed by hand: its "at a glance" block is what
// readme-figures.ts makes of the last bench run (the sizes are compared with real builds in
// test/widget-size.test.ts and the extension's build-output e2e), and no other line of it
// carries a size or a duration.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { README, readBlock } from './readme-block.ts';
import { FIGURES_BLOCK, figuresMarkdown, readBenchResults, readFigures, SIZE_ROWS, sizeFigures, speedFigures } from './readme-figures.ts';

const readme = readFileSync(README, 'utf8');
const block = readBlock(readme, FIGURES_BLOCK);

/** README lines outside generated blocks and code fences. */
function proseLines(md: string): string[] {
  const out: string[] = [];
  let inBlock = false;
  let inFence = false;
  for (const line of md.split('\n')) {
    if (/^<!-- [\w-]+:start/.test(line)) inBlock = true;
    else if (/^<!-- [\w-]+:end/.test(line)) inBlock = false;
    else if (line.startsWith('```')) inFence = !inFence;
    else if (!inBlock && !inFence) out.push(line);
  }
  return out;
}

/** A measured quantity: "21 KB", "0.6 s", "5.7 ms", "1.2 MB" (a spec like "44 px" is not one). */
const MEASURED = /\b\d+(?:[.,]\d+)?\s?(?:KB|kB|MB|GB|bytes|ms|s|seconds)\b/;

describe('README figures', () => {
  it('has the figures block, with every size row', () => {
    expect(block, 'README <!-- figures:start --> markers').not.toBeNull();
    const rows = readFigures(block!);
    for (const label of Object.values(SIZE_ROWS)) expect(rows.get(label), label).toMatch(/^\d+\.\d KB gzip/);
  });

  it('has the speed rows of the last bench run (bench/results.json), as `npm run figures` writes them', () => {
    const bench = readBenchResults();
    expect(bench, 'bench/results.json').not.toBeNull();
    const rows = readFigures(block!);
    const sizes = sizeFigures({ contentScriptGzip: 0, widgetTagGzip: 0, tooltipUiGzip: 0 }).map(([label]) => [label, rows.get(label)!] as [string, string]);
    expect(block).toBe(figuresMarkdown([...sizes, ...speedFigures(bench!)], bench!.env?.date?.slice(0, 10)));
  });

  it('states no size or time anywhere else (they go stale when typed by hand)', () => {
    const offenders = proseLines(readme).filter((l) => MEASURED.test(l));
    expect(offenders).toEqual([]);
  });

  it('checks what it claims: a typed size would be found', () => {
    expect(proseLines('text\n\nthe script is ~21 KB gzip\n').filter((l) => MEASURED.test(l))).toHaveLength(1);
    expect(proseLines('<!-- figures:start -->\n| a | 21 KB |\n<!-- figures:end -->\n').filter((l) => MEASURED.test(l))).toHaveLength(0);
  });
});
