// Reading the store zips the way a store (or a user loading them unpacked) does: their own
// contents, not the build folder they were made from. fflate, no `unzip` binary needed.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';
import { unzipSync } from 'fflate';

/** Every file in the zip, by its path inside it (folders left out). */
export function readZip(zipPath: string): Map<string, Uint8Array> {
  const entries = unzipSync(readFileSync(zipPath));
  return new Map(Object.entries(entries).filter(([name]) => !name.endsWith('/')));
}

/** Extracts the zip into `dir` (created); refuses entries that would land outside it. */
export function extractZip(zipPath: string, dir: string): string[] {
  const names: string[] = [];
  for (const [name, bytes] of readZip(zipPath)) {
    const target = normalize(join(dir, name));
    if (!target.startsWith(normalize(dir) + sep)) throw new Error(`${zipPath}: entry "${name}" points outside the folder`);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, bytes);
    names.push(name);
  }
  return names.sort();
}

export const zipText = (files: Map<string, Uint8Array>, name: string): string | undefined => {
  const bytes = files.get(name);
  return bytes && new TextDecoder().decode(bytes);
};
