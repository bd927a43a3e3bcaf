// Where the CLI finds things by default, resolved in one place.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const SOURCES_DIR = join(REPO_ROOT, 'rulings-data/sources');
/** Build output; listed in .gitignore. */
export const DEFAULT_OUT_DIR = join(REPO_ROOT, 'dist/data');
export const BUNDLE_FILE = 'rulings.json';
export const TERMS_FILE = 'terms.json';
/** The data pack sits beside the checkout (../shared/data/cr/) when the user has it. */
export const DEFAULT_CR_DIR = resolve(REPO_ROOT, '../shared/data/cr');

/** package.json's version: the one version every artefact carries (see scripts/release/). */
export function packageVersion(root = REPO_ROOT): string {
  return (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
}

export function defaultSourceFiles(): string[] {
  return readdirSync(SOURCES_DIR)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => join(SOURCES_DIR, f));
}

/** Newest `cr-*.json` in a folder (names carry the date, so the last in sort order wins). */
function newestCrIn(dir: string): string | undefined {
  const files = readdirSync(dir).filter((f) => /^cr-.*\.json$/.test(f)).sort();
  return files.length ? join(dir, files[files.length - 1]) : undefined;
}

export interface CrLocation {
  /** The file to read, or undefined when no data pack is available. */
  file?: string;
  /** Where the choice came from, for messages. */
  from: '--cr' | 'RULINGS_CR' | 'default' | 'none';
}

/**
 * --cr beats RULINGS_CR beats ../shared/data/cr/; the value `off` means no pack. An explicit path that does not exist is the
 * caller's mistake and is reported; a missing default just means "definitions off".
 */
export function locateCrPack(flag: string | undefined, env = process.env.RULINGS_CR): CrLocation {
  const explicit = flag ?? (env || undefined);
  // `off` builds without definitions even when the pack is present (to check the product without it).
  if (explicit === 'off') return { from: 'none' };
  const from = flag !== undefined ? '--cr' : explicit ? 'RULINGS_CR' : 'default';
  const path = explicit ? resolve(explicit) : DEFAULT_CR_DIR;
  if (!existsSync(path)) {
    if (explicit) throw new Error(`${from} points to '${explicit}', which does not exist`);
    return { from: 'none' };
  }
  if (statSync(path).isDirectory()) {
    const file = newestCrIn(path);
    if (!file && explicit) throw new Error(`${from} points to '${explicit}', a folder with no cr-*.json file`);
    return file ? { file, from } : { from: 'none' };
  }
  return { file: path, from };
}
