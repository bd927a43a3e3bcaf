// `npm run figures`: rewrites the README's "at a glance" block from the builds in dist/ (run
// `npm run build` first) and the last bench run (bench/results.json). Exit 1 when a build is
// missing: a figure is never guessed.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from './cli/paths.ts';
import { CONTENT_SCRIPT_FILE, TOOLTIP_UI_FILE } from './build-extension.ts';
import { FIGURES_BLOCK, figuresMarkdown, readBenchResults, sizeFigures, speedFigures } from './readme-figures.ts';
import { writeReadmeBlock } from './readme-block.ts';

const CHROME = join(REPO_ROOT, 'dist/extension/chrome-mv3');

function gzipOf(file: string): number {
  if (!existsSync(file)) {
    console.error(`figures: ${file} is missing: run \`npm run build\` first`);
    process.exit(1);
  }
  return gzipSync(readFileSync(file)).length;
}

export function writeFigures(): void {
  const sizes = sizeFigures({
    contentScriptGzip: gzipOf(join(CHROME, CONTENT_SCRIPT_FILE)),
    widgetTagGzip: gzipOf(join(REPO_ROOT, 'dist/widget/rulings-lens.js')),
    tooltipUiGzip: gzipOf(join(CHROME, TOOLTIP_UI_FILE)),
  });
  const bench = readBenchResults();
  writeReadmeBlock(FIGURES_BLOCK, figuresMarkdown([...sizes, ...(bench ? speedFigures(bench) : [])], bench?.env?.date?.slice(0, 10)));
  console.log('README.md: figures updated');
}

if (process.argv[1]?.endsWith('figures.ts')) writeFigures();
