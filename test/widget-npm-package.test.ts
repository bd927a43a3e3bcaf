// The npm tarball as a user gets it: `npm run release -- --only npm` makes it, `npm install
// --offline ./rulings-lens-x.y.z.tgz` puts it into an empty project, and then a consumer's code
// type-checks under moduleResolution bundler and node16, runs, and finds the script-tag files.
// The package holds no tests, no sources and no CR text, and states its data version.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBundle } from '../rulings-data/bundle/build-bundle.ts';
import { formatDataVersion } from '../rulings-data/bundle/data-version.ts';
import { KEYWORDS } from '../rulings-data/keywords/index.ts';
import type { Bundle, DataVersion } from '../rulings-data/schema.ts';
import { loadCrPack, loadSources } from '../scripts/cli/load-data.ts';
import { listFiles } from '../scripts/release/npm-package.ts';
import { npmContentProblems } from '../scripts/release/release-checks.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
const run = promisify(execFile);
const tmp = mkdtempSync(join(tmpdir(), 'rl-npm-'));
const releaseDir = join(tmp, 'release');
const consumer = join(tmp, 'consumer');
const installed = join(consumer, 'node_modules/rulings-lens');
const tsc = (project: string) => run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', project], { cwd: consumer }).catch((e: { stdout?: string }) => ({ stdout: e.stdout ?? String(e), failed: true }));

beforeAll(async () => {
  // --allow-dirty: the test must also run in a working copy with uncommitted changes.
  await run(process.execPath, ['scripts/run-ts.js', 'scripts/release/release.ts', '--only', 'npm', '--allow-dirty', '--out', releaseDir], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 16 * 1024 * 1024,
  }).catch((e: { stdout?: string; stderr?: string; message: string }) => {
    throw new Error(`release --only npm failed:\n${e.stdout ?? ''}${e.stderr ?? e.message}`);
  });
  mkdirSync(consumer);
  writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  // --offline: the tarball has no dependencies, so nothing may need the registry.
  await run('npm', ['install', '--offline', '--no-audit', '--no-fund', join(releaseDir, `rulings-lens-${VERSION}.tgz`)], { cwd: consumer });
}, 180_000);

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe(`rulings-lens-${VERSION}.tgz installed into an empty project`, () => {
  it('is installed at the version of package.json, with no dependencies of its own', () => {
    const pkg = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
    expect(pkg).toMatchObject({ name: 'rulings-lens', version: VERSION, type: 'module' });
    expect(pkg.dependencies).toBeUndefined();
    expect(pkg.private).toBeUndefined();
    expect(listFiles(join(consumer, 'node_modules')).filter((f) => !f.startsWith('rulings-lens/') && !f.startsWith('.'))).toEqual([]);
  });

  it.each([
    ['bundler', { module: 'ESNext', moduleResolution: 'bundler' }],
    ['node16', { module: 'Node16', moduleResolution: 'node16' }],
  ])("`import { mount } from 'rulings-lens/widget'` type-checks under moduleResolution %s (and misuse does not)", async (name, resolution) => {
    writeFileSync(join(consumer, `tsconfig.${name}.json`), JSON.stringify({
      compilerOptions: { ...resolution, target: 'ES2022', lib: ['ES2022', 'DOM'], strict: true, noEmit: true, types: [], skipLibCheck: false },
      files: ['use.ts'],
    }));
    writeFileSync(join(consumer, 'use.ts'), `import { mount, VERSION, type WidgetData, type WidgetHandle, type WidgetOptions } from 'rulings-lens/widget';
declare const data: WidgetData;
const options: WidgetOptions = { data, root: '#post', lang: 'zh', theme: 'dark' };
const handle: WidgetHandle = mount(options);
const version: string = VERSION;
handle.destroy();
// @ts-expect-error unknown option
mount({ data, colour: 'red' });
// @ts-expect-error data has a shape
const bad: WidgetData = { bundle: 1, terms: 2 };
export { version, bad };
`);
    const result = await tsc(`tsconfig.${name}.json`);
    expect(result.stdout).toBe('');
    expect('failed' in result).toBe(false);
  }, 60_000);

  it('runs: the ES module exports mount and the version', async () => {
    writeFileSync(join(consumer, 'run.mjs'), "const m = await import('rulings-lens/widget'); console.log(JSON.stringify({ mount: typeof m.mount, version: m.VERSION }));");
    const { stdout } = await run(process.execPath, ['run.mjs'], { cwd: consumer });
    expect(JSON.parse(stdout)).toEqual({ mount: 'function', version: VERSION });
  });

  it('has the script-tag files and the data file, reachable through the package exports', async () => {
    for (const f of ['rulings-lens.js', 'rulings-lens.full.js', 'rulings-lens.packs.mjs', 'rulings-lens.ui.mjs', 'rulings-lens.data.json']) {
      expect(existsSync(join(installed, 'widget', f)), f).toBe(true);
      writeFileSync(join(consumer, 'resolve.mjs'), `console.log(import.meta.resolve('rulings-lens/widget/${f}'));`);
      const { stdout } = await run(process.execPath, ['resolve.mjs'], { cwd: consumer });
      expect(fileURLToPath(stdout.trim())).toBe(join(installed, 'widget', f));
    }
  });

  it('holds no tests, no sources, no source maps — only package.json, README.md and widget/', () => {
    const files = listFiles(installed);
    expect(npmContentProblems(files)).toEqual([]);
    expect(files).toEqual(expect.arrayContaining(['package.json', 'README.md', 'widget/rulings-lens.mjs', 'widget/types/widget/entries/esm.d.ts']));
  });

  it('holds no CR text: its data was built with definitions off, and no CR sentence is in any file', async () => {
    const data = JSON.parse(readFileSync(join(installed, 'widget/rulings-lens.data.json'), 'utf8')) as { bundle: Bundle };
    expect(data.bundle.crVersion).toBeNull();
    expect(data.bundle.keywords.filter((k) => k.definitions || k.fullRule)).toEqual([]);
    // With the data pack on this machine, look for its definitions' text in every file.
    const { cr } = loadCrPack(undefined);
    if (!cr) return;
    const withCr = buildBundle({ sources: await loadSources([]), keywords: KEYWORDS, cr }).bundle;
    const sentences = withCr.keywords.flatMap((k) => [...(k.definitions ?? []), ...(k.fullRule?.paragraphs ?? [])]).flatMap((d) => [d.en.slice(0, 60), d.zh.slice(0, 20)]);
    expect(sentences.length).toBeGreaterThan(100);
    const everything = listFiles(installed).map((f) => readFileSync(join(installed, f), 'utf8')).join('\n');
    expect(sentences.filter((s) => everything.includes(s))).toEqual([]);
  });

  it('states its data version in package.json, README.md and the first line of every script', () => {
    const pkg = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as { rulingsLens: { dataVersion: DataVersion } };
    const data = JSON.parse(readFileSync(join(installed, 'widget/rulings-lens.data.json'), 'utf8')) as { bundle: Bundle };
    expect(pkg.rulingsLens.dataVersion).toEqual(data.bundle.dataVersion);
    expect(pkg.rulingsLens.dataVersion).toMatchObject({ version: VERSION, rulings: data.bundle.rulings.length, cr: 'definitions off' });
    const line = formatDataVersion(pkg.rulingsLens.dataVersion);
    expect(readFileSync(join(installed, 'README.md'), 'utf8')).toContain(line);
    for (const f of ['rulings-lens.js', 'rulings-lens.full.js', 'rulings-lens.mjs']) {
      expect(readFileSync(join(installed, 'widget', f), 'utf8').split('\n')[0]).toBe(`/*! Rulings Lens ${VERSION} | data: ${line} */`);
    }
  });
});
