// Size limit for an imported Comprehensive Rules file, checked before anything big is allocated.
// The full CR is ~1 MB of English text and the bilingual JSON ~2.7 MB; 20 MB (the rulings packs'
// limit, packs/limits.ts) leaves room for years of growth and still refuses a wrong file (a
// video, a disk image) before the page that reads it freezes.
import type { Diagnostic } from '../schema.ts';
import { MB, packError } from '../packs/limits.ts';

/** Largest CR file the reader may pick (bytes on disk). */
export const MAX_CR_FILE_BYTES = 20 * 1024 * 1024;

/**
 * The size check a page makes from `File.size` before reading the file (readCr makes it too).
 * Null when the size is acceptable.
 */
export function crSizeProblem(file: string, size: number, limit = MAX_CR_FILE_BYTES): Diagnostic | null {
  if (size === 0) return packError(file, 'file is empty (0 bytes); nothing to import');
  if (size > limit) {
    const over = MB(size) === MB(limit) ? `${size.toLocaleString('en')} bytes` : MB(size);
    return packError(file, `file is ${over}; the limit for a Comprehensive Rules file is ${MB(limit)}. Is it the right file?`);
  }
  return null;
}
