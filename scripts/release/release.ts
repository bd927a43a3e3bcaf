// `npm run release [-- --allow-dirty] [--cr FILE|off] [--out DIR] [--only npm]`: everything a
// user installs, in dist/release/ (see README "Release"):
//
//   rulings-lens-<v>-chrome.zip    Chrome Web Store upload (MV3)
//   rulings-lens-<v>-firefox.zip   addons.mozilla.org upload (MV2), web-ext lint clean
//   rulings-lens-<v>-sources.zip   the sources AMO reviewers rebuild it from (WXT's zip)
//   rulings-lens-<v>.tgz           `npm pack` of the widget package (npm-package.ts)
//   widget/                        the script-tag and ESM files and their data file
//   release.json                   every artefact with size, sha256 and data version
//
// Refuses — one line per reason, nothing written — when the versions disagree, the working tree
// is dirty (unless --allow-dirty), a source has errors, or a built artefact fails its checks.
// Everything is built in a staging folder and moved into place only when all checks pass.
// The version is package.json's alone. Data is built with definitions off unless --cr FILE
// names a CR pack, and then only for the extension: the Firefox sources zip then rebuilds the
// same add-on without anything else (AMO reviewers rebuild it), and no CR text is published by
// default. The widget files and the npm package are always definitions off: others
// redistribute them, and the npm package carries no CR text.
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatDataVersion } from '../../rulings-data/bundle/data-version.ts';
import type { Bundle } from '../../rulings-data/schema.ts';
import { WIDGET_FILES } from '../../vite.widget.config.ts';
import { DEFAULT_DATA_FILE } from '../../widget/config/widget-data.ts';
import { buildExtension } from '../build-extension.ts';
import { buildWidget } from '../build-widget.ts';
import { main as rulingsCli } from '../cli/main.ts';
import { BUNDLE_FILE, REPO_ROOT } from '../cli/paths.ts';
import { listFiles, npmPack, writeNpmPackage } from './npm-package.ts';
import { gatherPreflight, preflightProblems, type PreflightInputs } from './preflight.ts';
import { artefactVersionProblems, crTextProblems, npmContentProblems, outDirProblems, type FoundVersion } from './release-checks.ts';
import { bundleVersion, checkStoreZips, lintFirefoxZip, widgetVersions } from './verify.ts';

export const RELEASE_DIR = join(REPO_ROOT, 'dist/release');

export interface ReleaseOptions {
  allowDirty?: boolean;
  /** A CR pack for the extension's definitions (`rulings build --cr`); default off. */
  cr?: string;
  outDir?: string;
  /** 'npm': only the widget files and the npm tarball (no extension, no lint). */
  only?: 'npm';
  log?: (line: string) => void;
  err?: (line: string) => void;
  /** Tests hand in preflight inputs instead of reading the repo. */
  preflight?: () => Promise<PreflightInputs>;
}

export interface Artefact {
  file: string;
  bytes: number;
  sha256: string;
  data: string;
}

interface Built {
  problems: string[];
  artefacts: Artefact[];
  lint?: string;
}

export async function release(opts: ReleaseOptions = {}): Promise<number> {
  const log = opts.log ?? ((l: string) => console.log(l));
  const err = opts.err ?? ((l: string) => console.error(l));
  const outDir = resolve(opts.outDir ?? RELEASE_DIR);
  const refuse = (problems: string[]) => {
    for (const p of problems) err(`release: ${p}`);
    err(`release refused: ${problems.length} problem${problems.length === 1 ? '' : 's'}; nothing written to ${relative(process.cwd(), outDir) || '.'}`);
    return 1;
  };

  const inputs = await (opts.preflight ?? (() => gatherPreflight(opts.cr)))();
  const { version, problems } = preflightProblems(inputs, opts.allowDirty ?? false);
  problems.push(...outDirProblems(outDir, REPO_ROOT));
  if (problems.length || version === null) return refuse(problems);

  const staging = `${outDir}.staging-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  try {
    const built = await buildInto(staging, version, opts, log);
    if (built.problems.length) return refuse(built.problems);
    rmSync(outDir, { recursive: true, force: true });
    renameSync(join(staging, 'release'), outDir);
    log('');
    log(`Rulings Lens ${version} → ${relative(process.cwd(), outDir) || '.'}/`);
    for (const a of built.artefacts) log(`  ${a.file.padEnd(36)} ${kb(a.bytes).padStart(10)}  ${a.data}`);
    if (built.lint) log(`web-ext lint (Firefox zip): ${built.lint}`);
    return 0;
  } catch (e) {
    return refuse([(e as Error).message]);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

async function buildInto(staging: string, version: string, opts: ReleaseOptions, log: (l: string) => void): Promise<Built> {
  // What users get is the production build (vitest or a shell may have set something else).
  process.env.NODE_ENV = 'production';
  const dir = (name: string) => join(staging, name);
  const quiet = () => {};
  const out = dir('release');
  mkdirSync(join(out, 'widget'), { recursive: true });
  const problems: string[] = [];
  const found: FoundVersion[] = [];

  // Widget + npm package: data without definitions, always.
  await buildData(dir('data-widget'), ['--cr', 'off']);
  log('building the widget (definitions off)…');
  await buildWidget({ dataDir: dir('data-widget'), outDir: dir('widget'), log: quiet });
  const widgetBundle = readJson<Bundle>(join(dir('data-widget'), BUNDLE_FILE));
  found.push(bundleVersion(dir('data-widget'), 'widget data'), ...(await widgetVersions(dir('widget'))));
  problems.push(...crTextProblems(`widget/${DEFAULT_DATA_FILE}`, readJson<{ bundle: Bundle }>(join(dir('widget'), DEFAULT_DATA_FILE)).bundle));
  for (const f of [...Object.values(WIDGET_FILES), DEFAULT_DATA_FILE]) cpSync(join(dir('widget'), f), join(out, 'widget', f));

  const root = readJson<{ description: string; license?: string }>(join(REPO_ROOT, 'package.json'));
  writeNpmPackage(dir('widget'), dir('npm'), { version, description: root.description, license: root.license, dataVersion: widgetBundle.dataVersion! });
  problems.push(...npmContentProblems(listFiles(dir('npm'))));
  const pack = await npmPack(dir('npm'), out);
  problems.push(...npmContentProblems(pack.files));
  found.push({ where: 'npm package.json', version: readJson<{ version: string }>(join(dir('npm'), 'package.json')).version });
  found.push({ where: basename(pack.tarball), version: /^rulings-lens-(.+)\.tgz$/.exec(basename(pack.tarball))?.[1] });

  let lint: string | undefined;
  if (opts.only !== 'npm') {
    await buildData(dir('data-ext'), ['--cr', opts.cr ?? 'off']);
    log('building the extension and its store zips…');
    const ext = await buildExtension({ dataDir: dir('data-ext'), buildData: false, zip: true, outDir: dir('ext'), log: quiet });
    const zipOf = (suffix: string) => {
      const zip = ext.zips.find((z) => z.endsWith(`-${version}-${suffix}.zip`));
      if (!zip) throw new Error(`wxt zip wrote no *-${version}-${suffix}.zip (got: ${ext.zips.map((z) => basename(z)).join(', ') || 'none'})`);
      return zip;
    };
    const zips = { chrome: zipOf('chrome'), firefox: zipOf('firefox'), sources: zipOf('sources') };
    const extBundle = readJson<Bundle>(join(dir('data-ext'), BUNDLE_FILE));
    found.push(bundleVersion(dir('data-ext'), 'extension data'));
    const zipCheck = checkStoreZips(zips, extBundle);
    found.push(...zipCheck.found);
    problems.push(...zipCheck.problems);
    log('web-ext lint on the Firefox zip…');
    const linted = await lintFirefoxZip(zips.firefox, dir('lint-firefox'));
    problems.push(...linted.problems);
    lint = linted.summary;
    for (const z of Object.values(zips)) cpSync(z, join(out, basename(z)));
  }
  problems.push(...artefactVersionProblems(version, found));
  if (problems.length) return { problems, artefacts: [] };

  const extData = opts.only === 'npm' ? undefined : readJson<Bundle>(join(dir('data-ext'), BUNDLE_FILE)).dataVersion!;
  const widgetData = formatDataVersion(widgetBundle.dataVersion!);
  const artefacts = listFiles(out).map((file) => describe(out, file, /\.zip$/.test(file) && !file.endsWith('-sources.zip') ? formatDataVersion(extData!) : file.endsWith('-sources.zip') ? 'sources (builds the data itself)' : widgetData));
  const manifest = {
    name: 'rulings-lens',
    version,
    dataVersion: { widget: widgetBundle.dataVersion, ...(extData ? { extension: extData } : {}) },
    ...(lint ? { webExtLint: lint } : {}),
    artefacts,
  };
  writeFileSync(join(out, 'release.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return { problems: [], artefacts: [...artefacts, describe(out, 'release.json', 'this list')], lint };
}

async function buildData(outDir: string, args: string[]): Promise<void> {
  const lines: string[] = [];
  const io = { out: () => {}, err: (l: string) => void lines.push(l), stdin: async () => '' };
  const code = await rulingsCli(['build', '--out', outDir, ...args], io);
  if (code !== 0) throw new Error(`rulings build ${args.join(' ')} failed:\n${lines.join('\n')}`);
}

function describe(dir: string, file: string, data: string): Artefact {
  const buf = readFileSync(join(dir, file));
  return { file, bytes: statSync(join(dir, file)).size, sha256: createHash('sha256').update(buf).digest('hex'), data };
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const USAGE = 'usage: npm run release -- [--allow-dirty] [--cr FILE|off] [--out DIR] [--only npm]';

export function parseReleaseArgs(argv: string[]): ReleaseOptions {
  const opts: ReleaseOptions = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined || v.startsWith('--')) throw new Error(`release: ${a} needs a value (${USAGE})`);
      return v;
    };
    if (a === '--allow-dirty') opts.allowDirty = true;
    else if (a === '--cr') opts.cr = value();
    else if (a === '--out') opts.outDir = value();
    else if (a === '--only') {
      const v = value();
      if (v !== 'npm') throw new Error(`release: --only takes "npm", not "${v}" (${USAGE})`);
      opts.only = v;
    } else throw new Error(`release: unknown argument "${a}" (${USAGE})`);
  }
  return opts;
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  let opts: ReleaseOptions;
  try {
    opts = parseReleaseArgs(process.argv.slice(2));
  } catch (e) {
    console.error((e as Error).message);
    process.exit(2);
  }
  process.exit(await release(opts));
}

