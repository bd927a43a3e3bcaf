// What `npm run release` checks before it writes anything: the versions agree, the working tree
// is clean (or --allow-dirty), the sources parse without errors and the CR pack (when one is
// named) is readable. Gathering reads files and runs git; judging is pure (release-checks.ts).
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildBundle } from '../../rulings-data/bundle/build-bundle.ts';
import { KEYWORDS } from '../../rulings-data/keywords/index.ts';
import type { Diagnostic } from '../../rulings-data/schema.ts';
import { loadCrPack, loadSources } from '../cli/load-data.ts';
import { REPO_ROOT } from '../cli/paths.ts';
import { dirtyTreeProblems, sourceProblems, versionProblems, type VersionTexts } from './release-checks.ts';

export interface PreflightInputs {
  versions: VersionTexts;
  /** `git status --porcelain` output; null when git could not say (not a checkout, no git). */
  gitStatus: string | null;
  /** Diagnostics of every source file. */
  diagnostics: Diagnostic[];
  /** Why the CR pack named with --cr cannot be used (the release is definitions off without one). */
  crProblem?: string;
}

export async function gatherPreflight(crFlag: string | undefined, root = REPO_ROOT): Promise<PreflightInputs> {
  const read = (f: string) => (existsSync(join(root, f)) ? readFileSync(join(root, f), 'utf8') : undefined);
  const versions: VersionTexts = {
    'package.json': read('package.json') ?? '',
    'package-lock.json': read('package-lock.json'),
    'widget/config/version.ts': read('widget/config/version.ts') ?? '',
    'CHANGELOG.md': read('CHANGELOG.md'),
  };
  let gitStatus: string | null = null;
  try {
    gitStatus = (await promisify(execFile)('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: root })).stdout;
  } catch {
    gitStatus = null;
  }
  // The same parse `rulings build` runs; only its diagnostics matter here.
  const { diagnostics } = buildBundle({ sources: await loadSources([]), keywords: KEYWORDS });
  let crProblem: string | undefined;
  try {
    loadCrPack(crFlag ?? 'off');
  } catch (err) {
    crProblem = (err as Error).message;
  }
  return { versions, gitStatus, diagnostics, crProblem };
}

/** Every reason to refuse, and the version to release when there is none. */
export function preflightProblems(inputs: PreflightInputs, allowDirty: boolean): { version: string | null; problems: string[] } {
  const { version, problems } = versionProblems(inputs.versions);
  if (inputs.gitStatus === null && !allowDirty) problems.push('git status failed: cannot tell whether the working tree is clean (run inside the git checkout, or pass --allow-dirty)');
  else if (inputs.gitStatus !== null) problems.push(...dirtyTreeProblems(inputs.gitStatus, allowDirty));
  const errors = sourceProblems(inputs.diagnostics);
  if (errors.length) problems.push(`the sources have ${errors.length} error${errors.length === 1 ? '' : 's'} (rulings validate shows them too):\n${errors.map((e) => `  ${e}`).join('\n')}`);
  if (inputs.crProblem) problems.push(`CR data pack: ${inputs.crProblem}`);
  return { version, problems };
}
