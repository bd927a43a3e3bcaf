// The real seed files, read the way the CLI reads them (for tests across rulings-data).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SourceFile } from '../../rulings-data/bundle/build-bundle.ts';

export const SOURCES_DIR = new URL('../../rulings-data/sources/', import.meta.url).pathname;

export function seedSources(): SourceFile[] {
  return readdirSync(SOURCES_DIR)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => ({ file: `sources/${f}`, text: readFileSync(join(SOURCES_DIR, f), 'utf8') }));
}
