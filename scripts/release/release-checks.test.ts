// The release's refusals, without building anything: versions that disagree, a dirty tree,
// source errors, bad artefacts — and `release()` itself stopping before it writes a byte.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseSeedFile } from '../../rulings-data/parser/parse-seed.ts';
import { REPO_ROOT } from '../cli/paths.ts';
import { gatherPreflight, preflightProblems, type PreflightInputs } from './preflight.ts';
import { parseReleaseArgs, release } from './release.ts';
import { artefactVersionProblems, changelogProblems, crTextProblems, dirtyTreeProblems, npmContentProblems, outDirProblems, sourceProblems, versionProblems, type VersionTexts } from './release-checks.ts';

const read = (f: string) => readFileSync(join(REPO_ROOT, f), 'utf8');
const REPO: VersionTexts = {
  'package.json': read('package.json'),
  'package-lock.json': read('package-lock.json'),
  'widget/config/version.ts': read('widget/config/version.ts'),
  'CHANGELOG.md': read('CHANGELOG.md'),
};
const VERSION = (JSON.parse(REPO['package.json']) as { version: string }).version;
const bump = (text: string) => text.replaceAll(`"version": "${VERSION}"`, '"version": "9.9.9"');

describe('versionProblems', () => {
  it("the repo as committed agrees with itself (package.json, lock, widget fallback, CHANGELOG)", () => {
    expect(versionProblems(REPO)).toEqual({ version: VERSION, problems: [] });
  });

  it('package.json bumped alone: the lock, the widget fallback and the changelog are each named', () => {
    const { version, problems } = versionProblems({ ...REPO, 'package.json': bump(REPO['package.json']) });
    expect(version).toBe('9.9.9');
    expect(problems).toEqual([
      expect.stringMatching(/^package-lock\.json: "version" is "0\.1\.0", package\.json says "9\.9\.9"/),
      expect.stringMatching(/^package-lock\.json: "packages"\[""\]\.version is "0\.1\.0"/),
      expect.stringMatching(/^widget\/config\/version\.ts:\d+: fallback is "0\.1\.0", package\.json says "9\.9\.9"$/),
      expect.stringMatching(/^CHANGELOG\.md:\d+: newest release is \[0\.1\.0\], package\.json says "9\.9\.9"/),
    ]);
  });

  it('the widget fallback alone drifting is caught, with its line', () => {
    const ts = REPO['widget/config/version.ts'].replace(`'${VERSION}'`, "'0.0.1'");
    const line = ts.split('\n').findIndex((l) => l.includes("'0.0.1'")) + 1;
    expect(versionProblems({ ...REPO, 'widget/config/version.ts': ts }).problems).toEqual([`widget/config/version.ts:${line}: fallback is "0.0.1", package.json says "${VERSION}"`]);
  });

  it('rejects a version that is not x.y.z, and a package.json that is not JSON', () => {
    expect(versionProblems({ ...REPO, 'package.json': '{"version": "1.0"}' }).problems[0]).toBe('package.json: version "1.0" is not semantic versioning (x.y.z)');
    expect(versionProblems({ ...REPO, 'package.json': '{"version": ' }).problems[0]).toMatch(/^package\.json: not valid JSON/);
  });
});

describe('changelogProblems', () => {
  it('wants the newest release section to be this version, dated; [Unreleased] may come first', () => {
    const ok = '# Changelog\n\n## [Unreleased]\n\n## [1.2.0] - 2026-12-01\n\n## [1.1.0] - 2026-11-01\n';
    expect(changelogProblems(ok, '1.2.0')).toEqual([]);
    expect(changelogProblems(ok, '1.3.0')).toEqual(['CHANGELOG.md:5: newest release is [1.2.0], package.json says "1.3.0" (add a "## [1.3.0] - YYYY-MM-DD" section)']);
    expect(changelogProblems('## [1.2.0]\n', '1.2.0')).toEqual(['CHANGELOG.md:1: the [1.2.0] heading has no date (## [1.2.0] - YYYY-MM-DD)']);
    expect(changelogProblems('# Changelog\n## [Unreleased]\n', '1.2.0')).toEqual(['CHANGELOG.md: no "## [1.2.0] - YYYY-MM-DD" section']);
    expect(changelogProblems(undefined, '1.2.0')[0]).toMatch(/^CHANGELOG\.md: missing/);
  });
});

describe('dirtyTreeProblems', () => {
  it('a clean tree passes; changes and untracked files refuse unless --allow-dirty', () => {
    expect(dirtyTreeProblems('', false)).toEqual([]);
    const porcelain = ' M README.md\n?? notes.txt\n';
    const [problem] = dirtyTreeProblems(porcelain, false);
    expect(problem).toMatch(/^working tree is dirty \(2 uncommitted changes\): commit or stash them, or pass --allow-dirty/);
    expect(problem).toContain('M README.md');
    expect(problem).toContain('?? notes.txt');
    expect(dirtyTreeProblems(porcelain, true)).toEqual([]);
  });

  it('lists at most ten changes', () => {
    const many = Array.from({ length: 25 }, (_, i) => `?? f${i}.txt`).join('\n');
    expect(dirtyTreeProblems(many, false)[0]).toMatch(/… and 15 more$/);
  });
});

describe('sourceProblems', () => {
  it('errors block with file:line:col, warnings do not', () => {
    const bad = parseSeedFile('单卡释疑\n• (2022-13-45 official)\n中文。\nEnglish.\n', 'sources/bad.txt');
    const problems = sourceProblems(bad.diagnostics);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toMatch(/^sources\/bad\.txt:2:\d+: error: .*2022-13-45/);
    expect(sourceProblems([{ file: 'a.txt', line: 1, col: 1, severity: 'warning', message: 'unknown source' }])).toEqual([]);
  });
});

describe('after the build', () => {
  it('artefactVersionProblems names each artefact whose version differs', () => {
    expect(artefactVersionProblems('1.0.0', [{ where: 'chrome manifest', version: '1.0.0' }])).toEqual([]);
    expect(artefactVersionProblems('1.0.0', [{ where: 'chrome manifest', version: '0.9.0' }, { where: 'widget VERSION', version: undefined }])).toEqual([
      'chrome manifest: version is "0.9.0", package.json says "1.0.0"',
      'widget VERSION: version is undefined, package.json says "1.0.0"',
    ]);
  });

  it('npmContentProblems lets in only package files and widget/; no tests, sources or maps', () => {
    expect(npmContentProblems(['package.json', 'README.md', 'widget/rulings-lens.js', 'widget/types/widget/entries/esm.d.ts'])).toEqual([]);
    expect(npmContentProblems(['widget/engine/mount.ts', 'widget/x.test.d.ts', 'test/e2e/a.ts', 'widget/rulings-lens.js.map', 'scripts/rulings.js', 'widget/Tooltip.tsx'])).toEqual([
      'widget/engine/mount.ts: a source file',
      'widget/x.test.d.ts: a test file',
      'test/e2e/a.ts: a test file',
      'widget/rulings-lens.js.map: a source map (it would embed the sources)',
      'scripts/rulings.js: not part of the widget package',
      'widget/Tooltip.tsx: a source file',
    ]);
  });

  it('crTextProblems refuses data built with the CR pack', () => {
    expect(crTextProblems('data', { crVersion: null, keywords: [{ id: 'ward' }] })).toEqual([]);
    expect(crTextProblems('data', { crVersion: '20260417', keywords: [{ id: 'ward', definitions: [{}] }] })).toEqual([
      'data: built with CR 20260417; the npm package ships without CR text (build its data with --cr off)',
      'data: 1 keywords carry CR definitions (ward…)',
    ]);
    // A whole rule without a definition is CR text all the same.
    expect(crTextProblems('data', { crVersion: null, keywords: [{ id: 'ward', fullRule: { paragraphs: [{}] } }] })).toEqual(['data: 1 keywords carry CR definitions (ward…)']);
  });
});

describe('release() refuses before writing anything', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'rl-release-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  const clean: PreflightInputs = { versions: REPO, gitStatus: '', diagnostics: [] };

  async function refused(inputs: PreflightInputs, allowDirty = false) {
    const outDir = join(tmp, 'release');
    const errors: string[] = [];
    const code = await release({ outDir, allowDirty, preflight: async () => inputs, log: () => {}, err: (l) => void errors.push(l) });
    // Neither the release folder nor a staging folder beside it.
    return { code, errors, wrote: readdirSync(tmp).length > 0 };
  }

  it.each([
    ['a dirty tree', { ...clean, gitStatus: ' M README.md\n' }, /working tree is dirty/],
    ['versions that disagree', { ...clean, versions: { ...REPO, 'package.json': bump(REPO['package.json']) } }, /package-lock\.json: "version" is "0\.1\.0", package\.json says "9\.9\.9"/],
    ['a source with errors', { ...clean, diagnostics: [{ file: 'sources/x.txt', line: 3, col: 4, severity: 'error' as const, message: 'bad date' }] }, /the sources have 1 error[\s\S]*sources\/x\.txt:3:4: error: bad date/],
    ['no git to ask', { ...clean, gitStatus: null }, /git status failed/],
    ['a broken CR pack', { ...clean, crProblem: "--cr points to 'x.json', which does not exist" }, /CR data pack: --cr points to/],
  ])('%s: exit 1, the reason, nothing written', async (_name, inputs, reason) => {
    const r = await refused(inputs);
    expect(r.code).toBe(1);
    expect(r.errors.join('\n')).toMatch(reason);
    expect(r.errors.at(-1)).toMatch(/^release refused: \d+ problems?; nothing written to /);
    expect(r.wrote).toBe(false);
  });

  it('--allow-dirty lets a dirty tree through preflight (a clean one too): the other checks still apply', () => {
    expect(preflightProblems({ ...clean, gitStatus: '?? x\n' }, true).problems).toEqual([]);
    expect(preflightProblems({ ...clean, gitStatus: null }, true).problems).toEqual([]);
    expect(preflightProblems({ ...clean, gitStatus: '?? x\n', diagnostics: [{ file: 'a', line: 1, col: 1, severity: 'error', message: 'm' }] }, true).problems).toHaveLength(1);
  });

  it('gathers the real inputs: the committed sources have no errors, and the versions agree', async () => {
    const inputs = await gatherPreflight('off');
    expect(inputs.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(inputs.crProblem).toBeUndefined();
    expect(versionProblems(inputs.versions).problems).toEqual([]);
  });
});

describe('outDirProblems', () => {
  it('allows dist/… and folders outside the checkout, not other folders inside it', () => {
    expect(outDirProblems('/repo/dist/release', '/repo')).toEqual([]);
    expect(outDirProblems('/tmp/out', '/repo')).toEqual([]);
    expect(outDirProblems('/repo-other/out', '/repo')).toEqual([]);
    expect(outDirProblems('/repo/release', '/repo')).toEqual(['--out release: inside the checkout but not under dist/; the sources zip would pick it up (use dist/… or a folder outside the repo)']);
    expect(outDirProblems('/repo', '/repo')).toHaveLength(1);
  });
});

describe('parseReleaseArgs', () => {
  it('reads the options and rejects anything else', () => {
    expect(parseReleaseArgs(['--allow-dirty', '--cr', 'off', '--out', 'x', '--only', 'npm'])).toEqual({ allowDirty: true, cr: 'off', outDir: 'x', only: 'npm' });
    expect(() => parseReleaseArgs(['--bogus'])).toThrow(/unknown argument "--bogus"/);
    expect(() => parseReleaseArgs(['--cr'])).toThrow(/--cr needs a value/);
    expect(() => parseReleaseArgs(['--only', 'chrome'])).toThrow(/--only takes "npm"/);
  });
});
