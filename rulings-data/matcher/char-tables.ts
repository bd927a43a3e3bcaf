// Per-code-unit lookup tables shared by the compiler and the scanner. Built once per process,
// lazily, by range arithmetic (no regex per character): ~0.3 ms. Indexing a typed array by
// `charCodeAt` is the cheapest way to classify and case-fold in a hot loop without allocating.

/** Letter or digit: an English match must not touch one of these on either side. */
export const WORD = 1;
/** Upper-case letter (case rules). */
export const UPPER = 2;
/** Lower-case letter (case rules). */
export const LOWER = 4;
/** Horizontal white space (skipped before a cost/dash/parenthesis). */
export const SPACE = 8;
/** Line break. */
export const NEWLINE = 16;
/** Han ideograph (CJK Unified Ideographs, Ext. A, compatibility). */
export const HAN = 32;

export interface CharTables {
  /** Case folding, stored as a difference: code unit c folds to `c ^ foldX[c]` (ASCII/Latin/
   *  Greek/Cyrillic lower-cased, full-width Latin → ASCII, every white space and hyphen → ' ' so
   *  "phased-out" ≡ "phased out", ’‘ → '). Most code units fold to themselves, so the table
   *  starts as zeros: an identity table would need a 65,536-step loop to fill, milliseconds of
   *  cold code on every fresh page (the widget builds these tables at mount). */
  foldX: Uint16Array;
  /** The code units that fold to another one (foldX[c] !== 0), in no particular order. */
  folding: readonly number[];
  /** Bit set of WORD | UPPER | LOWER | SPACE | NEWLINE | HAN for the raw code unit. */
  cls: Uint8Array;
}

let cached: CharTables | null = null;

const SPACES = [0x09, 0x0b, 0x0c, 0x20, 0xa0, 0x1680, 0x202f, 0x205f, 0x3000];
const NEWLINES = [0x0a, 0x0d, 0x85, 0x2028, 0x2029];
const HYPHENS = [0x2d, 0x2010, 0x2011];
const APOSTROPHES = [0x2018, 0x2019, 0xff07];

export function charTables(): CharTables {
  if (cached) return cached;
  const steps = charTableSteps();
  for (let s = steps.next(); ; s = steps.next()) if (s.done) return s.value;
}

/**
 * The same tables built in a few steps (a caller may yield to the page between them). No loop
 * runs over all 65,536 code units: on a fresh page this is cold code, where such a loop costs
 * milliseconds; the tables start zeroed and only the ranges that differ are written.
 */
export function* charTableSteps(): Generator<void, CharTables, undefined> {
  if (cached) return cached;
  const foldX = new Uint16Array(0x10000);
  const folding: number[] = [];
  const cls = new Uint8Array(0x10000);
  const fold = (c: number, to: number) => {
    if (to !== c && foldX[c] === 0) folding.push(c);
    foldX[c] = c ^ to;
  };
  yield;

  const letter = (c: number) => {
    const s = String.fromCharCode(c);
    const lo = s.toLowerCase();
    const up = s.toUpperCase();
    // Only single-code-unit lower-case forms fold; others (e.g. İ → i̇) keep offsets 1:1.
    if (lo.length === 1) fold(c, lo.charCodeAt(0));
    cls[c] |= WORD;
    if (lo !== s) cls[c] |= UPPER;
    else if (up !== s) cls[c] |= LOWER;
  };
  for (let c = 0x30; c <= 0x39; c++) cls[c] |= WORD;
  for (let c = 0x41; c <= 0x5a; c++) letter(c);
  for (let c = 0x61; c <= 0x7a; c++) letter(c);
  // Latin-1 letters, Latin Extended-A/B, IPA, Greek, Cyrillic: letters for word boundaries.
  for (let c = 0xc0; c <= 0x24f; c++) if (c !== 0xd7 && c !== 0xf7) letter(c);
  for (let c = 0x300; c <= 0x36f; c++) cls[c] |= WORD; // combining accents belong to the word
  for (let c = 0x370; c <= 0x52f; c++) if (String.fromCharCode(c).toLowerCase() !== String.fromCharCode(c).toUpperCase()) letter(c);
  // Full-width Latin letters and digits (common in Chinese text) fold to ASCII.
  for (let c = 0xff10; c <= 0xff19; c++) {
    fold(c, c - 0xff10 + 0x30);
    cls[c] |= WORD;
  }
  for (let c = 0xff21; c <= 0xff3a; c++) {
    fold(c, c - 0xff21 + 0x61);
    cls[c] |= WORD | UPPER;
  }
  for (let c = 0xff41; c <= 0xff5a; c++) {
    fold(c, c - 0xff41 + 0x61);
    cls[c] |= WORD | LOWER;
  }
  for (const c of SPACES) {
    fold(c, 0x20);
    cls[c] |= SPACE;
  }
  for (let c = 0x2000; c <= 0x200a; c++) {
    fold(c, 0x20);
    cls[c] |= SPACE;
  }
  for (const c of NEWLINES) {
    fold(c, 0x20);
    cls[c] |= NEWLINE;
  }
  for (const c of HYPHENS) fold(c, 0x20);
  for (const c of APOSTROPHES) fold(c, 0x27);
  // Han ranges hold no other class (fill is native: no 50k-step loop in cold code).
  cls.fill(HAN, 0x3400, 0x4dc0);
  cls.fill(HAN, 0x4e00, 0xa000);
  cls.fill(HAN, 0xf900, 0xfb00);
  // A concurrent caller (charTables() between two steps) may have finished first: keep one.
  cached ??= { foldX, folding, cls };
  return cached;
}

/** Folds a term the way the scanner folds text: per code unit, runs of spaces collapsed, trimmed. */
export function foldTerm(form: string): string {
  const { foldX } = charTables();
  let out = '';
  let lastSpace = true; // drops leading spaces
  for (let i = 0; i < form.length; i++) {
    const c = form.charCodeAt(i);
    const f = c ^ foldX[c];
    if (f === 0x20) {
      if (!lastSpace) out += ' ';
      lastSpace = true;
    } else {
      out += String.fromCharCode(f);
      lastSpace = false;
    }
  }
  return lastSpace && out.endsWith(' ') ? out.slice(0, -1) : out;
}
