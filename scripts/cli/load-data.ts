// Loading for the CLI commands: sources, the CR pack, and the bundle (built on the fly when
// `rulings build` has not been run yet, so `search` and `stats` work on a fresh clone).
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { KEYWORDS } from '../../rulings-data/keywords/index.ts';
import { buildBundle, type BuildOutput, type SourceFile } from '../../rulings-data/bundle/build-bundle.ts';
import { validateCrPack, type CrPack } from '../../rulings-data/cr/cr-pack.ts';
import { keywordPinyin } from '../../rulings-data/search/pinyin-names.ts';
import type { Bundle } from '../../rulings-data/schema.ts';
import { BUNDLE_FILE, DEFAULT_OUT_DIR, defaultSourceFiles, locateCrPack, packageVersion } from './paths.ts';
import { readSourceFiles } from './read-sources.ts';

/** Paths as the user typed them stay as they are; defaults are shown relative to the cwd. */
export async function loadSources(paths: readonly string[]): Promise<SourceFile[]> {
  const files = paths.length ? [...paths] : defaultSourceFiles().map((p) => relative(process.cwd(), p));
  return readSourceFiles(files);
}

export function loadCrPack(flag: string | undefined): { cr?: CrPack; file?: string } {
  const where = locateCrPack(flag);
  if (!where.file) return {};
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(where.file, 'utf8'));
  } catch (err) {
    throw new Error(`${where.file}: not valid JSON (${(err as Error).message})`);
  }
  return { cr: validateCrPack(json, where.file), file: where.file };
}

export async function buildFromDefaults(crFlag?: string): Promise<BuildOutput> {
  const { cr } = loadCrPack(crFlag);
  return buildBundle({ sources: await loadSources([]), keywords: KEYWORDS, cr, version: packageVersion(), pinyin: keywordPinyin });
}

/** The built bundle from --bundle or dist/data/, else one built in memory from the sources. */
export async function loadBundle(path?: string): Promise<Bundle> {
  const file = path ?? join(DEFAULT_OUT_DIR, BUNDLE_FILE);
  if (path !== undefined || existsSync(file)) {
    if (!existsSync(file)) throw new Error(`bundle '${file}' does not exist (run: rulings build)`);
    return JSON.parse(readFileSync(file, 'utf8')) as Bundle;
  }
  return (await buildFromDefaults()).bundle;
}
