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

  // The letters whose case is looked up, and their case forms, each list in one call: a call per
  // character was ~4 µs of cold ICU work in a fresh page (~3.5 ms for these ~900 letters, the
  // biggest part of a mount's matcher set-up; Chromium 156, profiled).
  const letters: number[] = [];
  for (let c = 0x41; c <= 0x5a; c++) letters.push(c);
  for (let c = 0x61; c <= 0x7a; c++) letters.push(c);
  // Latin-1 letters, Latin Extended-A/B, IPA: letters for word boundaries.
  for (let c = 0xc0; c <= 0x24f; c++) if (c !== 0xd7 && c !== 0xf7) letters.push(c);
  const greekCyrillic = letters.length;
  for (let c = 0x370; c <= 0x52f; c++) letters.push(c);
  const { lower, upper } = caseForms(letters);
  for (let c = 0x30; c <= 0x39; c++) cls[c] |= WORD;
  for (let i = 0; i < letters.length; i++) {
    const c = letters[i];
    const lo = lower[i];
    // Greek and Cyrillic: only the code units that have a case are letters here.
    if (i >= greekCyrillic && lo === upper[i]) continue;
    const same = lo.length === 1 && lo.charCodeAt(0) === c;
    // Only single-code-unit lower-case forms fold; others (e.g. İ → i̇) keep offsets 1:1.
    if (lo.length === 1) fold(c, lo.charCodeAt(0));
    cls[c] |= WORD;
    if (!same) cls[c] |= UPPER;
    else if (upper[i].length !== 1 || upper[i].charCodeAt(0) !== c) cls[c] |= LOWER;
  }
  for (let c = 0x300; c <= 0x36f; c++) cls[c] |= WORD; // combining accents belong to the word
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

/**
 * What `String.fromCharCode(c).toLowerCase()` and `.toUpperCase()` give for each code unit, from
 * one call each on all of them: NUL between the characters keeps every mapping as context-free as
 * a call on the character alone (Greek final sigma looks at the letters around it; no case
 * mapping yields NUL, so splitting on it gives one form per character, of any length).
 */
export function caseForms(codes: readonly number[]): { lower: string[]; upper: string[] } {
  const units: number[] = [];
  for (const c of codes) units.push(c, 0);
  units.pop();
  const all = String.fromCharCode(...units);
  return { lower: all.toLowerCase().split('\0'), upper: all.toUpperCase().split('\0') };
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
