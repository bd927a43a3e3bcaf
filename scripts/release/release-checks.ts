// The release's refusals, as pure functions over text and data (unit-tested in
// release-checks.test.ts without building anything). Each returns the problems it found, one
// line each, positioned `file:line: message` where a line is known; an empty list means go.
import { isAbsolute, relative, sep } from 'node:path';
import type { Diagnostic } from '../../rulings-data/schema.ts';
import { formatDiagnostic } from '../cli/format.ts';

/** Semantic versioning 2.0.0 (what npm and both stores accept; pre-release and build allowed). */
export const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

/** The texts the version is written in before anything is built (paths relative to the repo). */
export interface VersionTexts {
  'package.json': string;
  /** Absent when the repo has no lock file. */
  'package-lock.json'?: string;
  'widget/config/version.ts': string;
  /** Absent when there is no changelog yet. */
  'CHANGELOG.md'?: string;
}

/** 1-based line of a character offset. */
function lineAt(text: string, index: number): number {
  return text.slice(0, Math.max(0, index)).split('\n').length;
}

function parseJson(file: string, text: string, problems: string[]): Record<string, unknown> | null {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch (err) {
    problems.push(`${file}: not valid JSON (${(err as Error).message})`);
    return null;
  }
}

/**
 * package.json's version is THE version; everything written by hand that repeats it must agree:
 * the lock file (npm writes it twice), the widget's fallback constant and the changelog's newest
 * release heading (`## [x.y.z] - YYYY-MM-DD`, Keep a Changelog).
 */
export function versionProblems(texts: VersionTexts): { version: string | null; problems: string[] } {
  const problems: string[] = [];
  const pkg = parseJson('package.json', texts['package.json'], problems);
  const version = typeof pkg?.version === 'string' ? pkg.version : null;
  if (pkg && version === null) problems.push('package.json: no "version" string');
  if (version !== null && !SEMVER.test(version)) problems.push(`package.json: version "${version}" is not semantic versioning (x.y.z)`);
  if (version === null) return { version, problems };

  const lockText = texts['package-lock.json'];
  if (lockText !== undefined) {
    const lock = parseJson('package-lock.json', lockText, problems);
    const root = (lock?.packages as Record<string, { version?: string }> | undefined)?.[''];
    for (const [where, found] of [['"version"', lock?.version], ['"packages"[""].version', root?.version]] as const) {
      if (lock && found !== version) problems.push(`package-lock.json: ${where} is ${JSON.stringify(found)}, package.json says "${version}" (run npm install)`);
    }
  }

  const ts = texts['widget/config/version.ts'];
  const fallback = /:\s*'([^']*)'\s*;/.exec(ts);
  if (!fallback) problems.push('widget/config/version.ts: no fallback version literal found');
  else if (fallback[1] !== version) {
    problems.push(`widget/config/version.ts:${lineAt(ts, fallback.index)}: fallback is "${fallback[1]}", package.json says "${version}"`);
  }

  problems.push(...changelogProblems(texts['CHANGELOG.md'], version));
  return { version, problems };
}

/** The newest release heading must be this version, dated; `[Unreleased]` may sit above it. */
export function changelogProblems(text: string | undefined, version: string): string[] {
  if (text === undefined) return ['CHANGELOG.md: missing (Keep a Changelog: https://keepachangelog.com/en/1.1.0/)'];
  const heading = /^## \[([^\]]+)\](.*)$/gm;
  for (let m = heading.exec(text); m; m = heading.exec(text)) {
    if (m[1].toLowerCase() === 'unreleased') continue;
    const line = lineAt(text, m.index);
    if (m[1] !== version) return [`CHANGELOG.md:${line}: newest release is [${m[1]}], package.json says "${version}" (add a "## [${version}] - YYYY-MM-DD" section)`];
    if (!/^ - \d{4}-\d\d-\d\d\b/.test(m[2])) return [`CHANGELOG.md:${line}: the [${version}] heading has no date (## [${version}] - YYYY-MM-DD)`];
    return [];
  }
  return [`CHANGELOG.md: no "## [${version}] - YYYY-MM-DD" section`];
}

/** `git status --porcelain` output → a refusal unless the tree is clean or --allow-dirty.
 *  Untracked files count: the Firefox sources zip would ship them. */
export function dirtyTreeProblems(porcelain: string, allowDirty: boolean): string[] {
  const changes = porcelain.split('\n').filter((l) => l.trim() !== '');
  if (changes.length === 0 || allowDirty) return [];
  const shown = changes.slice(0, 10).map((l) => `  ${l}`);
  if (changes.length > shown.length) shown.push(`  … and ${changes.length - shown.length} more`);
  return [`working tree is dirty (${changes.length} uncommitted change${changes.length === 1 ? '' : 's'}): commit or stash them, or pass --allow-dirty\n${shown.join('\n')}`];
}

/** Source diagnostics → the errors, as `file:line:col: error: message` (warnings do not block). */
export function sourceProblems(diagnostics: readonly Diagnostic[]): string[] {
  return diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic);
}

/** The sources zip takes the whole checkout except dist/ (and what git ignores): a release
 *  folder elsewhere inside it would be zipped into the next release's sources. */
export function outDirProblems(outDir: string, repoRoot: string): string[] {
  const rel = relative(repoRoot, outDir).split(sep).join('/');
  const inside = rel === '' || (!rel.startsWith('../') && rel !== '..' && !isAbsolute(rel));
  if (!inside || rel.startsWith('dist/')) return [];
  return [`--out ${rel || '.'}: inside the checkout but not under dist/; the sources zip would pick it up (use dist/… or a folder outside the repo)`];
}

/** Where each built artefact says its version is (after the build). */
export interface FoundVersion {
  where: string;
  version: string | undefined;
}

export function artefactVersionProblems(expected: string, found: readonly FoundVersion[]): string[] {
  return found.filter((f) => f.version !== expected).map((f) => `${f.where}: version is ${JSON.stringify(f.version)}, package.json says "${expected}"`);
}

/** What the npm tarball may hold: the widget's built files and its package files, nothing else. */
export function npmContentProblems(paths: readonly string[]): string[] {
  const problems: string[] = [];
  for (const p of paths) {
    if (/(^|\/)(test|tests|__tests__|fixtures)\//.test(p) || /\.(test|spec|e2e)\.[cm]?[jt]sx?$/.test(p) || /\.test\.d\.ts$/.test(p)) problems.push(`${p}: a test file`);
    else if (/\.(tsx?|mts|cts)$/.test(p) && !/\.d\.[cm]?ts$/.test(p)) problems.push(`${p}: a source file`);
    else if (/\.map$/.test(p)) problems.push(`${p}: a source map (it would embed the sources)`);
    else if (!/^(package\.json|README\.md|LICENSE(\.md)?|CHANGELOG\.md|PRIVACY\.md|widget\/.+)$/.test(p)) problems.push(`${p}: not part of the widget package`);
  }
  return problems;
}

/** The CR text rule: a bundle that carries definitions must not go into the npm package. */
export function crTextProblems(where: string, bundle: { crVersion: string | null; keywords: ReadonlyArray<{ id: string; definitions?: unknown[]; fullRule?: unknown }> }): string[] {
  // `fullRule` (a keyword's whole rule) is CR text too.
  const withText = bundle.keywords.filter((k) => k.definitions?.length || k.fullRule).map((k) => k.id);
  const problems: string[] = [];
  if (bundle.crVersion !== null) problems.push(`${where}: built with CR ${bundle.crVersion}; the npm package ships without CR text (build its data with --cr off)`);
  if (withText.length) problems.push(`${where}: ${withText.length} keywords carry CR definitions (${withText.slice(0, 3).join(', ')}…)`);
  return problems;
}
