// Size limits for imported packs, checked before anything big is allocated. A pack is text a
// person or a script wrote: a bilingual ruling is ~300 bytes, so a 20 MB file holds ~60,000 of
// them, and a zip may unpack to 64 MB: every official ruling (~70,000, the scale benches'
// pack) with room to spare. The limits keep a wrong file (a video, a disk image, a zip bomb)
// from freezing the page that reads it.
import type { Diagnostic } from '../schema.ts';

/** Largest file the user may pick (bytes on disk; a zip counts compressed). */
export const MAX_PACK_FILE_BYTES = 20 * 1024 * 1024;
/** Largest total of a zip's members once uncompressed (each member is a file of the 20 MB the
 *  parser reads at most). */
export const MAX_UNZIPPED_BYTES = 64 * 1024 * 1024;
/** Most members a zip may hold (directories not counted). */
export const MAX_ZIP_ENTRIES = 1000;

export const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A size over `limit` that reads as more than it: in bytes when MB() would round it to the limit. */
const overSize = (bytes: number, limit: number) => (MB(bytes) === MB(limit) ? `${bytes.toLocaleString('en')} bytes` : MB(bytes));

/** The first Magic set (Alpha) came out on 1993-08-05: a ruling dated before is a typo. */
export const FIRST_RULING_DATE = '1993-08-05';

/** The latest date a ruling may carry: tomorrow in UTC (today somewhere on Earth). */
export function latestRulingDate(now = new Date()): string {
  return new Date(now.getTime() + 24 * 3600 * 1000).toISOString().slice(0, 10);
}

/**
 * Why a (real) ruling date cannot be right, or null. A pack's newest date becomes the
 * "rulings as of" line of every tooltip, so a typo like 2205 for 2025 must not get in.
 */
export function rulingDateProblem(date: string, latest: string): string | null {
  if (date < FIRST_RULING_DATE) return `date ${date} is before the first Magic set (${FIRST_RULING_DATE}); is it a typo?`;
  if (date > latest) return `date ${date} is in the future; is it a typo?`;
  return null;
}

export function packError(file: string, message: string, line = 1, col = 1): Diagnostic {
  return { file, line, col, severity: 'error', message };
}

/**
 * The size check a page makes from `File.size` before reading the file into memory (a 50 MB
 * pick is refused without being read). Null when the size is acceptable.
 */
export function packSizeProblem(file: string, size: number): Diagnostic | null {
  if (size === 0) return packError(file, 'file is empty (0 bytes); nothing to import');
  if (size > MAX_PACK_FILE_BYTES) {
    return packError(file, `file is ${overSize(size, MAX_PACK_FILE_BYTES)}; the limit for a pack is ${MB(MAX_PACK_FILE_BYTES)}. Split it into smaller packs`);
  }
  return null;
}
