// Gives a stored pack back as the files it was imported from, byte-for-byte: the original
// texts are stored with the pack (a .txt as it was, each member of a zip, a bundle's JSON as
// it was). The page decides how to save them: one file as is, several re-zipped (zipPack).
import { strToU8, zipSync } from 'fflate';
import type { Pack } from './types.ts';

export interface ExportedFile {
  /** File name to save under. */
  name: string;
  bytes: Uint8Array;
}

/** The pack as one downloadable file: the .txt or .json as imported, or a zip of its members. */
export function exportPack(pack: Pack): ExportedFile {
  if (pack.container !== 'zip') {
    return { name: pack.fileName, bytes: strToU8(pack.files[0]?.text ?? '') };
  }
  const prefix = `${pack.fileName}/`;
  const entries: Record<string, Uint8Array> = {};
  for (const f of pack.files) entries[f.name.startsWith(prefix) ? f.name.slice(prefix.length) : f.name] = strToU8(f.text);
  // Fixed mtime: the same pack always exports to the same bytes.
  return { name: pack.fileName, bytes: zipSync(entries, { level: 6, mtime: new Date('2000-01-01T00:00:00Z') }) };
}
