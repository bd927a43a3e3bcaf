import { describe, expect, it } from 'vitest';
import { caseForms, charTables, HAN, LOWER, NEWLINE, SPACE, UPPER, WORD } from './char-tables.ts';

/** The tables' letter classes and folds, worked out a character at a time with the plain string
 *  methods (what charTableSteps() did before it batched the case lookups). */
function referenceLetters(): { foldX: Map<number, number>; cls: Map<number, number>; folding: number[] } {
  const foldX = new Map<number, number>();
  const cls = new Map<number, number>();
  const folding: number[] = [];
  const add = (c: number, bits: number) => cls.set(c, (cls.get(c) ?? 0) | bits);
  const letter = (c: number) => {
    const s = String.fromCharCode(c);
    const lo = s.toLowerCase();
    const up = s.toUpperCase();
    if (lo.length === 1) {
      const to = lo.charCodeAt(0);
      if (to !== c && !foldX.get(c)) folding.push(c);
      foldX.set(c, c ^ to);
    }
    add(c, WORD);
    if (lo !== s) add(c, UPPER);
    else if (up !== s) add(c, LOWER);
  };
  for (let c = 0x41; c <= 0x5a; c++) letter(c);
  for (let c = 0x61; c <= 0x7a; c++) letter(c);
  for (let c = 0xc0; c <= 0x24f; c++) if (c !== 0xd7 && c !== 0xf7) letter(c);
  for (let c = 0x370; c <= 0x52f; c++) if (String.fromCharCode(c).toLowerCase() !== String.fromCharCode(c).toUpperCase()) letter(c);
  return { foldX, cls, folding };
}

describe('caseForms', () => {
  it('gives each code unit the forms a call on it alone gives, multi-unit ones included', () => {
    const codes = [0x41, 0x3a3, 0x3a3, 0x130, 0xdf, 0x1c5, 0x3c2, 0x61, 0x4e00];
    const { lower, upper } = caseForms(codes);
    expect(lower).toEqual(codes.map((c) => String.fromCharCode(c).toLowerCase()));
    expect(upper).toEqual(codes.map((c) => String.fromCharCode(c).toUpperCase()));
    expect(lower[1]).toBe('σ'); // not the final form, as next to another letter in a word
    expect(lower[3]).toHaveLength(2); // İ → i̇
    expect(upper[4]).toBe('SS');
  });
});

describe('charTables', () => {
  const t = charTables();
  const ref = referenceLetters();

  it('classes and folds the letters of Latin, Greek and Cyrillic as a per-character lookup does', () => {
    const spaces = new Set([0x85, 0xa0]); // NEL and NBSP fold to a space: not letters
    for (let c = 0x41; c <= 0x52f; c++) {
      if (c >= 0x300 && c <= 0x36f) continue; // combining accents: WORD only, below
      const want = ref.cls.get(c) ?? 0;
      expect([c, t.cls[c] & (WORD | UPPER | LOWER)]).toEqual([c, want]);
      expect([c, t.foldX[c]]).toEqual([c, ref.foldX.get(c) ?? (spaces.has(c) ? c ^ 0x20 : 0)]);
    }
    // The same code units fold, in the same order, before the non-letter folds are added.
    expect(t.folding.slice(0, ref.folding.length)).toEqual(ref.folding);
  });

  it('keeps the fixed classes', () => {
    expect(t.cls[0x35] & WORD).toBeTruthy(); // '5'
    expect(t.cls[0x301]).toBe(WORD); // combining acute
    expect(t.cls[0x20] & SPACE).toBeTruthy();
    expect(t.cls[0x0a] & NEWLINE).toBeTruthy();
    expect(t.cls[0x589c]).toBe(HAN); // 增
    expect(t.cls[0x3a3]).toBe(WORD | UPPER); // Σ
    expect(t.cls[0x3c3]).toBe(WORD | LOWER); // σ
    expect(0x3a3 ^ t.foldX[0x3a3]).toBe(0x3c3);
    expect(0x130 ^ t.foldX[0x130]).toBe(0x130); // İ: its lower-case form is two code units
    expect(0xff21 ^ t.foldX[0xff21]).toBe(0x61); // Ａ → a
    expect(t.cls[0x37e]).toBe(0); // Greek question mark: no case, not a letter
  });
});
