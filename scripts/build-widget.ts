// `npm run build:widget`: the data bundle, then everything under dist/widget/:
//   rulings-lens.data.json  { bundle, terms } — what the light build fetches and ESM users pass in
//   rulings-lens.js         script tag, fetches the data file next to itself
//   rulings-lens.full.js    script tag, data inlined
//   rulings-lens.mjs        ESM `mount()`
//   rulings-lens.packs.mjs  pack reader, loaded lazily by the script tags for data-packs
//   rulings-lens.ui.mjs     tooltip UI, loaded by rulings-lens.js at idle once words are marked, or on the first tooltip
//   types/                  .d.ts for the ESM entry (tsc, tsconfig.widget.json)
// Then it checks the outputs (no eval / new Function), puts a banner comment naming the version
// and the data version at the top of each JS file, and reports gzip sizes.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build as viteBuild } from 'vite';
import { WIDGET_FILES, WIDGET_OUT_DIR, widgetViteConfig, type WidgetVariant } from '../vite.widget.config.ts';
import { DEFAULT_DATA_FILE, widgetDataProblem, type WidgetData } from '../widget/config/widget-data.ts';
import { main as rulingsCli } from './cli/main.ts';
import { BUNDLE_FILE, DEFAULT_OUT_DIR, packageVersion, REPO_ROOT, TERMS_FILE } from './cli/paths.ts';
import { formatDataVersion } from '../rulings-data/bundle/data-version.ts';
import type { Bundle } from '../rulings-data/schema.ts';

/** The widget's gzip budget for the light script-tag build (the one every page loads). */
export const WIDGET_BUDGET_GZIP = 30 * 1024;
export const TYPES_ENTRY = 'types/widget/entries/esm.d.ts';

export interface BuiltFile {
  file: string;
  bytes: number;
  gzip: number;
}

export interface WidgetBuildReport {
  outDir: string;
  files: BuiltFile[];
}

export interface BuildWidgetOptions {
  /** Run `rulings build` first (default true); false reuses dist/data as it is. */
  buildData?: boolean;
  /** Where the data is read from (default dist/data; built there only when it is the default). */
  dataDir?: string;
  /** Where the widget goes (default dist/widget; the release stages elsewhere). */
  outDir?: string;
  log?: (line: string) => void;
}

/** Builds dist/data (unless told not to) and dist/widget; throws with the reason on any failure. */
export async function buildWidget(opts: BuildWidgetOptions = {}): Promise<WidgetBuildReport> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const outDir = opts.outDir ?? WIDGET_OUT_DIR;
  if ((opts.buildData ?? true) && !opts.dataDir) {
    const code = await rulingsCli(['build']);
    if (code !== 0) throw new Error(`build-widget: the data build failed (rulings build exited with ${code})`);
  }
  const data = readWidgetData(opts.dataDir ?? DEFAULT_OUT_DIR);

  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, DEFAULT_DATA_FILE), JSON.stringify(data));

  // tsc runs in its own process meanwhile (the builds are CPU-bound: use the second core).
  const declarations = emitDeclarations(outDir);
  const settled = declarations.then(() => {}, () => {}); // handled now; rethrown below
  try {
    for (const variant of ['light', 'full', 'esm', 'packs', 'ui'] as const satisfies WidgetVariant[]) {
      const config = widgetViteConfig(variant, data);
      await viteBuild({ ...config, build: { ...config.build, outDir } });
    }
  } finally {
    await settled; // never leave tsc writing after we return
  }
  await declarations;

  const banner = widgetBanner(packageVersion(), data);
  for (const [variant, name] of Object.entries(WIDGET_FILES) as Array<[WidgetVariant, string]>) {
    const path = join(outDir, name);
    assertNoDynamicCode(path);
    writeFileSync(path, banner + (EAGER_VARIANTS.has(variant) ? COMPILE_HINT : '') + readFileSync(path, 'utf8'));
  }
  const files = [...Object.values(WIDGET_FILES), DEFAULT_DATA_FILE].map((name) => measure(join(outDir, name), outDir));
  for (const f of files) log(`  ${f.file.padEnd(24)} ${kb(f.bytes).padStart(9)}  ${kb(f.gzip).padStart(9)} gzip`);
  log(`wrote ${relative(process.cwd(), outDir) || '.'}/ (+ ${TYPES_ENTRY})`);
  return { outDir, files };
}

/** dist/data's bundle + terms as one WidgetData object, checked like the widget checks it. */
export function readWidgetData(dataDir: string): WidgetData {
  const read = (name: string): unknown => {
    const path = join(dataDir, name);
    if (!existsSync(path)) throw new Error(`build-widget: ${path} is missing; run \`npm run build:data\` first`);
    return JSON.parse(readFileSync(path, 'utf8'));
  };
  const data = { bundle: read(BUNDLE_FILE), terms: read(TERMS_FILE) };
  const problem = widgetDataProblem(data);
  if (problem) throw new Error(`build-widget: ${dataDir} does not hold widget data: ${problem}`);
  // The widget never searches: drop the prebuilt fuse index (most of the bundle's bytes).
  const { searchIndex: _unused, ...bundle } = data.bundle as Bundle;
  return { bundle, terms: data.terms } as WidgetData;
}

/**
 * V8's explicit compile hint (Chromium 136+; a plain comment elsewhere): every function of a file
 * that starts with it is compiled as the file loads, on the thread that streams it in, instead of
 * one by one on the main thread when first called. The builds that mount the widget as soon as
 * they load call most of their code at once: on the CR bench page, lazy compilation of ~180
 * functions was ~10-15 ms of the main thread's time between mount() and the first marks drawn
 * (Chromium 156 trace, V8.CompileCode / ParseFunction / CompileIgnition). The cost: the bytecode
 * of what runs later (the tooltip UI in the ESM and .full.js builds) is made up front, ~0.2 MB of
 * JS heap. Not for rulings-lens.ui.mjs / .packs.mjs, which load on demand. After the banner (a
 * comment): it must come before the first function of the file.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const EAGER_VARIANTS: ReadonlySet<WidgetVariant> = new Set(['light', 'full', 'esm']);

/** First line of every widget JS file: which version, built from which data. A `/*!` comment,
 *  the form minifiers and bundlers keep. */
export function widgetBanner(version: string, data: WidgetData): string {
  const dv = data.bundle.dataVersion;
  return `/*! Rulings Lens ${version} | data: ${dv ? formatDataVersion(dv) : 'unversioned'} */\n`;
}

/** The .d.ts files of the ESM entry, from tsconfig.widget.json (declarations only). */
async function emitDeclarations(outDir: string): Promise<void> {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  try {
    await promisify(execFile)(process.execPath, [tsc, '-p', join(REPO_ROOT, 'tsconfig.widget.json'), '--outDir', join(outDir, 'types')], { cwd: REPO_ROOT });
  } catch (err) {
    const out = (err as { stdout?: Buffer }).stdout?.toString() ?? String(err);
    throw new Error(`build-widget: declaration emit failed:\n${out}`);
  }
  const entry = join(outDir, TYPES_ENTRY);
  if (!existsSync(entry)) throw new Error(`build-widget: tsc did not write ${entry}`);
}

export function measure(path: string, dir = WIDGET_OUT_DIR): BuiltFile {
  const buf = readFileSync(path);
  return { file: relative(dir, path), bytes: buf.length, gzip: gzipSync(buf).length };
}

/** The widget must run under `script-src 'self'` without 'unsafe-eval'. */
export function assertNoDynamicCode(path: string): void {
  const code = readFileSync(path, 'utf8');
  for (const pattern of [/\beval\s*\(/, /\bnew\s+Function\s*\(/, /\bFunction\s*\(\s*["'`]/]) {
    const at = code.search(pattern);
    if (at >= 0) throw new Error(`build-widget: ${path} contains dynamic code near: ${code.slice(Math.max(0, at - 40), at + 40)}`);
  }
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const started = Date.now();
  buildWidget()
    .then(() => console.log(`widget built in ${((Date.now() - started) / 1000).toFixed(1)} s`))
    .catch((err: Error) => {
      console.error(err.message);
      process.exit(1);
    });
}
