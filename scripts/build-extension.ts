// `npm run build:ext` / `npm run build`: the browser extension for Chrome (MV3) and Firefox (MV2)
// under dist/extension/, from the data in dist/data (built first unless --no-data), and with
// --zip the store-ready zips. Prints the sizes that matter and how to load the unpacked builds.
//
//   node scripts/run-ts.js scripts/build-extension.ts [--no-data] [--zip] [--data-dir DIR] [--browser chrome|firefox]
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { main as rulingsCli } from './cli/main.ts';
import { BUNDLE_FILE, DEFAULT_OUT_DIR, REPO_ROOT, TERMS_FILE } from './cli/paths.ts';

export type ExtBrowser = 'chrome' | 'firefox';
export const EXT_OUT_DIR = join(REPO_ROOT, 'dist/extension');
/** WXT's folder name per target (Firefox stays on MV2: host access is granted at install). */
export const EXT_TARGET: Record<ExtBrowser, string> = { chrome: 'chrome-mv3', firefox: 'firefox-mv2' };
/** The content script's gzip budget (it is injected into every page); `npm test` fails above it
 *  (test/e2e-extension/build-output.e2e.test.ts). */
export const CONTENT_SCRIPT_BUDGET_GZIP = 25 * 1024;
/** Built files, relative to a browser's build folder. The tooltip UI is loaded by the content
 *  script at idle once the page is marked, or on the first tooltip (extension/entrypoints/tooltip-ui.ts), not on every page. */
export const CONTENT_SCRIPT_FILE = 'content-scripts/content.js';
export const TOOLTIP_UI_FILE = 'tooltip-ui.js';
export const MATCHER_FILE = 'matcher.js';
export const BACKGROUND_FILE = 'background.js';

export interface ExtBuildOptions {
  /** Build dist/data (or dataDir) with the rulings CLI first. Default true. */
  buildData?: boolean;
  /** Where rulings.json / terms.json are read from. Default dist/data. */
  dataDir?: string;
  browsers?: ExtBrowser[];
  /** Also write the store zips (`wxt zip`). Default false. */
  zip?: boolean;
  /** Where the builds go. Default dist/extension. */
  outDir?: string;
  /** Options for the data build, e.g. ['--cr', 'off']. */
  dataArgs?: string[];
  log?: (line: string) => void;
}

export interface ExtBuildReport {
  dirs: Record<ExtBrowser, string>;
  contentScript: { bytes: number; gzip: number };
  tooltipUi: { bytes: number; gzip: number };
  matcher: { bytes: number; gzip: number };
  background: { bytes: number; gzip: number };
  zips: string[];
  seconds: number;
}

const run = promisify(execFile);

export async function buildExtension(opts: ExtBuildOptions = {}): Promise<ExtBuildReport> {
  const started = Date.now();
  const log = opts.log ?? ((line: string) => console.log(line));
  const dataDir = resolve(opts.dataDir ?? DEFAULT_OUT_DIR);
  const browsers = opts.browsers ?? ['chrome', 'firefox'];
  if (opts.buildData ?? true) {
    const errors: string[] = [];
    const io = { out: log, err: (line: string) => (errors.push(line), log(line)), stdin: async () => '' };
    const code = await rulingsCli(['build', '--out', dataDir, ...(opts.dataArgs ?? [])], io);
    if (code !== 0) throw new Error(`build-extension: the data build failed (rulings build exited with ${code}):\n${errors.join('\n')}`);
  }
  for (const f of [BUNDLE_FILE, TERMS_FILE]) {
    if (!existsSync(join(dataDir, f))) throw new Error(`build-extension: ${join(dataDir, f)} is missing; run \`npm run build:data\` first`);
  }

  // wxt's package exports do not expose its bin: use the installed file directly.
  const wxt = join(REPO_ROOT, 'node_modules/wxt/bin/wxt.mjs');
  const outDir = resolve(opts.outDir ?? EXT_OUT_DIR);
  // NODE_ENV is pinned: under vitest it is 'test', which would make the Preact plugin add its
  // devtools and dev JSX, and the tests would check a different build from the one users get.
  const env = { ...process.env, NODE_ENV: 'production', RULINGS_LENS_DATA_DIR: dataDir, RULINGS_LENS_EXT_OUT_DIR: outDir };
  // One browser after the other: both builds regenerate .wxt/ and share dist/extension/.
  for (const browser of browsers) {
    try {
      await run(process.execPath, [wxt, opts.zip ? 'zip' : 'build', '-b', browser], { cwd: REPO_ROOT, env, maxBuffer: 32 * 1024 * 1024 });
    } catch (err) {
      const e = err as { stdout?: string; stderr?: string; message: string };
      throw new Error(`build-extension: wxt ${opts.zip ? 'zip' : 'build'} -b ${browser} failed:\n${e.stdout ?? ''}${e.stderr ?? e.message}`);
    }
  }

  const dirs = Object.fromEntries(browsers.map((b) => [b, join(outDir, EXT_TARGET[b])])) as Record<ExtBrowser, string>;
  const first = dirs[browsers[0]];
  const report: ExtBuildReport = {
    dirs,
    contentScript: measure(join(first, CONTENT_SCRIPT_FILE)),
    tooltipUi: measure(join(first, TOOLTIP_UI_FILE)),
    matcher: measure(join(first, MATCHER_FILE)),
    background: measure(join(first, BACKGROUND_FILE)),
    zips: opts.zip ? readdirSync(outDir).filter((f) => f.endsWith('.zip')).map((f) => join(outDir, f)) : [],
    seconds: (Date.now() - started) / 1000,
  };
  printReport(report, log);
  return report;
}

export function measure(path: string): { bytes: number; gzip: number } {
  const buf = readFileSync(path);
  return { bytes: buf.length, gzip: gzipSync(buf).length };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const rel = (p: string) => relative(process.cwd(), p) || '.';

export function printReport(r: ExtBuildReport, log: (line: string) => void): void {
  const cs = r.contentScript;
  log(`extension built in ${r.seconds.toFixed(1)} s`);
  const over = cs.gzip > CONTENT_SCRIPT_BUDGET_GZIP ? ' — OVER BUDGET, `npm test` fails' : '';
  log(`  content script  ${kb(cs.bytes).padStart(9)}  ${kb(cs.gzip).padStart(9)} gzip (budget ${kb(CONTENT_SCRIPT_BUDGET_GZIP)}${over})`);
  log(`  matcher         ${kb(r.matcher.bytes).padStart(9)}  ${kb(r.matcher.gzip).padStart(9)} gzip (loaded with the terms when a frame may run)`);
  log(`  tooltip UI      ${kb(r.tooltipUi.bytes).padStart(9)}  ${kb(r.tooltipUi.gzip).padStart(9)} gzip (loaded at idle once the page is marked, or on the first tooltip)`);
  log(`  background      ${kb(r.background.bytes).padStart(9)}  ${kb(r.background.gzip).padStart(9)} gzip (holds the bundle and the terms)`);
  for (const z of r.zips) log(`  zip             ${rel(z)}`);
  log('');
  log(loadInstructions(r.dirs));
}

/** How to load the unpacked builds (also printed by `npm start`). */
export function loadInstructions(dirs: Partial<Record<ExtBrowser, string>>): string {
  const lines: string[] = ['Load the unpacked extension:'];
  if (dirs.chrome) lines.push(`  Chrome / Edge: chrome://extensions → Developer mode → Load unpacked → ${rel(dirs.chrome)}`);
  if (dirs.firefox) lines.push(`  Firefox:       about:debugging#/runtime/this-firefox → Load Temporary Add-on… → ${rel(join(dirs.firefox, 'manifest.json'))}`);
  return lines.join('\n');
}

function parseArgs(argv: string[]): ExtBuildOptions {
  const opts: ExtBuildOptions = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--no-data') opts.buildData = false;
    else if (a === '--zip') opts.zip = true;
    else if (a === '--data-dir' && argv[i + 1]) opts.dataDir = argv[++i];
    else if (a === '--browser' && (argv[i + 1] === 'chrome' || argv[i + 1] === 'firefox')) opts.browsers = [argv[++i] as ExtBrowser];
    else throw new Error(`build-extension: unknown argument "${a}" (usage: [--no-data] [--zip] [--data-dir DIR] [--browser chrome|firefox])`);
  }
  return opts;
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  try {
    await buildExtension(parseArgs(process.argv.slice(2)));
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}
