// Opens a .zip of 单卡释疑 files with fflate, guarded: the entry count and the declared sizes
// are checked before anything is inflated (fflate inflates into a buffer of the declared size,
// so a member cannot grow past what was checked), which keeps a zip bomb from eating memory.
import { unzipSync } from 'fflate';
import type { Diagnostic } from '../schema.ts';
import { MAX_UNZIPPED_BYTES, MAX_ZIP_ENTRIES, MB, packError } from './limits.ts';

export interface ZipMember {
  /** Path inside the archive. */
  path: string;
  bytes: Uint8Array;
}

export interface ZipOutput {
  members: ZipMember[];
  diagnostics: Diagnostic[];
}

const isJunk = (path: string) => path.startsWith('__MACOSX/') || /(^|\/)\.[^/]*$/.test(path);

export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5) && (bytes[3] === 4 || bytes[3] === 6);
}

/** The .txt members of a zip, in archive order; other members are skipped with a warning. */
export function readZip(bytes: Uint8Array, file: string): ZipOutput {
  const diagnostics: Diagnostic[] = [];
  if (!isZip(bytes)) return { members: [], diagnostics: [packError(file, 'not a zip archive (it does not start with the zip signature PK)')] };
  let entries = 0;
  let total = 0;
  let tooBig = false;
  let data: Record<string, Uint8Array>;
  try {
    data = unzipSync(bytes, {
      filter(info) {
        if (info.name.endsWith('/')) return false;
        entries++;
        if (isJunk(info.name)) return false;
        if (!info.name.toLowerCase().endsWith('.txt')) {
          diagnostics.push({ file: `${file}/${info.name}`, line: 1, col: 1, severity: 'warning', message: 'not a .txt file; skipped' });
          return false;
        }
        total += info.originalSize;
        if (entries > MAX_ZIP_ENTRIES || total > MAX_UNZIPPED_BYTES) tooBig = true;
        return !tooBig;
      },
    });
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return { members: [], diagnostics: [packError(file, `the zip archive is damaged (${why}); nothing was read`)] };
  }
  if (entries > MAX_ZIP_ENTRIES) return { members: [], diagnostics: [packError(file, `the zip holds more than ${MAX_ZIP_ENTRIES} files; split it`)] };
  if (tooBig) return { members: [], diagnostics: [packError(file, `the zip's files add up to more than ${MB(MAX_UNZIPPED_BYTES)} uncompressed; split it`)] };
  const members = Object.entries(data).map(([path, b]) => ({ path, bytes: b }));
  if (members.length === 0) diagnostics.push(packError(file, 'the zip holds no .txt files; a pack zip holds 单卡释疑 .txt files'));
  return { members, diagnostics };
}
