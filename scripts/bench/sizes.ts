// What each face of the product costs to download: gzip sizes (node:zlib default level, each
// file compressed on its own, as a server would send it) of the built artefacts. Missing
// artefacts are reported as missing, never as 0 bytes. measureSizes() is reused by tests.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from '../cli/paths.ts';
import { CONTENT_SCRIPT_BUDGET_GZIP } from '../build-extension.ts';
import { WIDGET_BUDGET_GZIP } from '../build-widget.ts';

export interface SizeEntry {
  name: string;
  /** Files, relative to the repo root (several for the popup: its chunk and what it preloads). */
  files: string[];
  present: boolean;
  bytes: number;
  gzipBytes: number;
  /** gzip budget in bytes, when the product has one. */
  budget?: number;
  withinBudget?: boolean;
}

const CHROME = 'dist/extension/chrome-mv3';

/** Scripts and stylesheets popup.html loads (its own chunk, modulepreloads, CSS). */
export function popupAssets(root = REPO_ROOT): { js: string[]; css: string[] } | null {
  const html = join(root, CHROME, 'popup.html');
  if (!existsSync(html)) return null;
  const text = readFileSync(html, 'utf8');
  const refs = (re: RegExp) => [...text.matchAll(re)].map((m) => join(CHROME, m[1].replace(/^\//, '')));
  return {
    js: [...refs(/<script[^>]*\ssrc="([^"]+)"/g), ...refs(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)],
    css: refs(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g),
  };
}

function entry(name: string, files: string[], root: string, budget?: number): SizeEntry {
  const present = files.length > 0 && files.every((f) => existsSync(join(root, f)));
  let bytes = 0;
  let gzipBytes = 0;
  if (present) {
    for (const f of files) {
      const buf = readFileSync(join(root, f));
      bytes += buf.length;
      gzipBytes += gzipSync(buf).length;
    }
  }
  const e: SizeEntry = { name, files, present, bytes, gzipBytes };
  if (budget !== undefined) {
    e.budget = budget;
    if (present) e.withinBudget = gzipBytes <= budget;
  }
  return e;
}

export function measureSizes(root = REPO_ROOT): SizeEntry[] {
  const popup = popupAssets(root);
  return [
    entry('content script (Chrome MV3)', [`${CHROME}/content-scripts/content.js`], root, CONTENT_SCRIPT_BUDGET_GZIP),
    entry('tooltip UI (Chrome MV3; loaded at idle once the page is marked, or on the first tooltip)', [`${CHROME}/tooltip-ui.js`], root),
    entry('widget, script tag (rulings-lens.js)', ['dist/widget/rulings-lens.js'], root, WIDGET_BUDGET_GZIP),
    entry('widget, tooltip UI (rulings-lens.ui.mjs; loaded by rulings-lens.js at idle once words are marked, or on the first tooltip)', ['dist/widget/rulings-lens.ui.mjs'], root),
    entry('widget, ESM (rulings-lens.mjs)', ['dist/widget/rulings-lens.mjs'], root),
    entry('widget, data inlined (rulings-lens.full.js)', ['dist/widget/rulings-lens.full.js'], root),
    entry('popup JS (chunk + preloaded chunks)', popup?.js ?? [], root),
    entry('popup CSS', popup?.css ?? [], root),
    entry('background (Chrome MV3)', [`${CHROME}/background.js`], root),
    entry('data bundle (dist/data/rulings.json)', ['dist/data/rulings.json'], root),
    entry('matcher terms (dist/data/terms.json)', ['dist/data/terms.json'], root),
    entry('widget data (rulings-lens.data.json)', ['dist/widget/rulings-lens.data.json'], root),
  ];
}

const kb = (b: number) => (b / 1024).toFixed(1);

export function sizesMarkdown(sizes: readonly SizeEntry[]): string {
  const lines = ['| artefact | raw (KB) | gzip (KB) | budget (gzip) | |', '| --- | ---: | ---: | ---: | --- |'];
  for (const s of sizes) {
    const budget = s.budget === undefined ? '' : `${kb(s.budget)} KB`;
    const verdict = s.withinBudget === undefined ? '' : s.withinBudget ? 'within' : 'OVER';
    if (!s.present) lines.push(`| ${s.name} | not built | | ${budget} | |`);
    else lines.push(`| ${s.name} | ${kb(s.bytes)} | ${kb(s.gzipBytes)} | ${budget} | ${verdict} |`);
  }
  return lines.join('\n');
}
