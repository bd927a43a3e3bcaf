// README figures written by the scripts that measure them: a block between
// `<!-- NAME:start -->` and `<!-- NAME:end -->` markers is replaced whole.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './cli/paths.ts';

export const README = join(REPO_ROOT, 'README.md');
/** Where the data, CLI and matcher notes live (their tables are written the same way). */
export const DATA_DOC = join(REPO_ROOT, 'docs/data.md');

/** The text between NAME's markers, or null when the markers are missing. */
export function readBlock(readme: string, name: string): string | null {
  const m = new RegExp(`<!-- ${name}:start -->\\n([\\s\\S]*?)<!-- ${name}:end -->`).exec(readme);
  return m ? m[1].replace(/\n$/, '') : null;
}

/** `readme` with NAME's block replaced by `body`; throws when the markers are missing. */
export function replaceBlock(readme: string, name: string, body: string): string {
  if (readBlock(readme, name) === null) throw new Error(`no <!-- ${name}:start --> … <!-- ${name}:end --> markers`);
  return readme.replace(new RegExp(`(<!-- ${name}:start -->\\n)[\\s\\S]*?(<!-- ${name}:end -->)`), (_, a: string, b: string) => `${a}${body}\n${b}`);
}

/** Replaces NAME's block in `file` (README.md unless told). */
export function writeReadmeBlock(name: string, body: string, file = README): void {
  writeFileSync(file, replaceBlock(readFileSync(file, 'utf8'), name, body));
}
