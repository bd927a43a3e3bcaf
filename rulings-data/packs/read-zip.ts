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

const u16 = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8);
const u32 = (b: Uint8Array, i: number) => (u16(b, i) | (u16(b, i + 2) << 16)) >>> 0;

function decodeName(raw: Uint8Array): string | null {
  for (const encoding of ['utf-8', 'gbk']) {
    try {
      return new TextDecoder(encoding, { fatal: true }).decode(raw);
    } catch {
      // not this encoding (or the runtime lacks it): try the next
    }
  }
  return null;
}

/**
 * Member names fflate read wrongly → what their bytes say. A zip written without the UTF-8 flag
 * (macOS Archive Utility, Windows on a Chinese system) stores UTF-8 or GBK names, which fflate
 * reads as Latin-1 (`裁定.txt` → `è£�å®�.txt`): positions and the exported zip would show them so.
 * Read from the central directory; a layout this does not follow just leaves names as they are.
 */
function legacyNames(bytes: Uint8Array): Map<string, string> {
  const fixes = new Map<string, string>();
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65557); i--) {
    if (u32(bytes, i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return fixes;
  let at = u32(bytes, end + 16);
  for (let n = u16(bytes, end + 10); n > 0 && at + 46 <= bytes.length && u32(bytes, at) === 0x02014b50; n--) {
    const nameLength = u16(bytes, at + 28);
    const raw = bytes.subarray(at + 46, at + 46 + nameLength);
    const utf8Flag = (u16(bytes, at + 8) & 0x800) !== 0;
    if (!utf8Flag && raw.some((b) => b >= 0x80)) {
      const fixed = decodeName(raw);
      if (fixed) fixes.set(String.fromCharCode(...raw), fixed);
    }
    at += 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
  }
  return fixes;
}

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
  const names = legacyNames(bytes);
  const nameOf = (raw: string) => names.get(raw) ?? raw;
  try {
    data = unzipSync(bytes, {
      filter(info) {
        const name = nameOf(info.name);
        if (name.endsWith('/')) return false;
        entries++;
        if (isJunk(name)) return false;
        if (!name.toLowerCase().endsWith('.txt')) {
          diagnostics.push({ file: `${file}/${name}`, line: 1, col: 1, severity: 'warning', message: 'not a .txt file; skipped' });
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
  const members = Object.entries(data).map(([path, b]) => ({ path: nameOf(path), bytes: b }));
  if (members.length === 0) diagnostics.push(packError(file, 'the zip holds no .txt files; a pack zip holds 单卡释疑 .txt files'));
  return { members, diagnostics };
}
