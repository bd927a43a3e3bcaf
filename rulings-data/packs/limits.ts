// Size limits for imported packs, checked before anything big is allocated. A pack is text a
// person or a script wrote: 20 MB holds ~100,000 rulings, far above any real collection, and
// keeps a wrong file (a video, a disk image, a zip bomb) from freezing the page that reads it.
import type { Diagnostic } from '../schema.ts';

/** Largest file the user may pick (bytes on disk; a zip counts compressed). */
export const MAX_PACK_FILE_BYTES = 20 * 1024 * 1024;
/** Largest total of a zip's members once uncompressed. */
export const MAX_UNZIPPED_BYTES = 20 * 1024 * 1024;
/** Most members a zip may hold (directories not counted). */
export const MAX_ZIP_ENTRIES = 1000;

export const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

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
    return packError(file, `file is ${MB(size)}; the limit for a pack is ${MB(MAX_PACK_FILE_BYTES)}. Split it into smaller packs`);
  }
  return null;
}
