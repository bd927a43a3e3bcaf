// How the search prefilter cuts text into features. Latin text: lower-cased words (runs of
// letters and digits), matched against query words with typos allowed (approx-substring.ts).
// Chinese text has no spaces: every CJK character (unigram) and every pair of adjacent CJK
// characters (bigram). A bigram says the characters sit together, as in the query; unigrams
// keep one-character queries and a typo inside a short Chinese query findable.

/** Letters and digits of Latin-script words (ASCII, Latin-1 and Latin Extended-A/B letters). */
export function isWordChar(c: number): boolean {
  return (
    (c >= 97 && c <= 122) || // a-z
    (c >= 48 && c <= 57) || // 0-9
    (c >= 65 && c <= 90) || // A-Z
    (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7) // À-ɏ minus × ÷
  );
}

/** CJK ideographs (and kana, Hangul…), but not CJK punctuation or full-width forms: 。，“（ are
 * not words, and a bigram across them would join two clauses. */
export function isCjkChar(c: number): boolean {
  return c >= 0x2e80 && !(c >= 0x3000 && c <= 0x303f) && !(c >= 0xff00 && c <= 0xffef) && !(c >= 0xfe30 && c <= 0xfe4f);
}

/** Calls `onWord` with every lower-cased Latin word of `text`, in order (repeats included), and
 * how it pairs with the word before it (see pairGap). */
export function forEachWord(text: string, onWord: (word: string, gap: number) => void): void {
  const lower = text.toLowerCase();
  let start = -1;
  let previousEnd = -1;
  for (let i = 0; i <= lower.length; i++) {
    const inWord = i < lower.length && isWordChar(lower.charCodeAt(i));
    if (inWord && start < 0) start = i;
    else if (!inWord && start >= 0) {
      onWord(lower.slice(start, i), previousEnd >= 0 ? pairGap(lower, previousEnd, start) : NOT_A_PAIR);
      previousEnd = i;
      start = -1;
    }
  }
}

/** How two words in a row are joined (text[end … start) lies between them). */
export const SPACE_GAP = 0; // "phased out"
export const HYPHEN_GAP = 1; // "phased-out"
export const OTHER_GAP = 2; // "out, and", "can't"
export const NOT_A_PAIR = -1; // more than three characters, a sentence end or a CJK character
export const GAP_KINDS = 3;

/** Fuse reads a query as one string: "phased out" matches "phased out" exactly and "phased-out"
 * with one error, so word pairs remember what joins them. */
export function pairGap(text: string, end: number, start: number): number {
  if (start - end > 3) return NOT_A_PAIR;
  for (let i = end; i < start; i++) {
    const c = text.charCodeAt(i);
    if (c === 46 || c === 33 || c === 63 || c === 59 || isCjkChar(c)) return NOT_A_PAIR; // . ! ? ;
  }
  if (start - end === 1) {
    const c = text.charCodeAt(end);
    if (c === 32) return SPACE_GAP;
    if (c === 45) return HYPHEN_GAP;
  }
  return OTHER_GAP;
}

/** Calls `onChar` for every CJK character, with the character before it when that one is CJK
 * too (the bigram), else -1. */
export function forEachCjk(text: string, onChar: (code: number, previous: number) => void): void {
  let previous = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isCjkChar(c)) {
      onChar(c, previous);
      previous = c;
    } else previous = -1;
  }
}

/** The characters Fuse's field norm splits tokens at (tab…carriage return, space, no-break
 * space): Fuse ranks an exact match in a text of few tokens above one in a long text. */
export function isTokenSeparator(c: number): boolean {
  return (c >= 9 && c <= 13) || c === 32 || c === 160;
}

export interface QueryFeatures {
  /** Distinct lower-cased Latin words of the query. */
  words: string[];
  /** Words in a row, as indexes into `words` and the gap kind (see pairGap), distinct. */
  wordPairs: [number, number, number][];
  /** Distinct CJK characters of the query. */
  chars: number[];
  /** Distinct adjacent CJK pairs, as [first, second]. */
  pairs: [number, number][];
}

export function queryFeatures(query: string): QueryFeatures {
  const words = new Map<string, number>();
  const wordPairs = new Map<string, [number, number, number]>();
  let previous = -1;
  forEachWord(query, (w, gap) => {
    let i = words.get(w);
    if (i === undefined) words.set(w, (i = words.size));
    if (gap !== NOT_A_PAIR && previous >= 0) wordPairs.set(`${previous} ${i} ${gap}`, [previous, i, gap]);
    previous = i;
  });
  const chars = new Set<number>();
  const pairs = new Map<number, [number, number]>();
  forEachCjk(query, (c, prev) => {
    chars.add(c);
    if (prev >= 0) pairs.set(prev * 0x10000 + c, [prev, c]);
  });
  return { words: [...words.keys()], wordPairs: [...wordPairs.values()], chars: [...chars], pairs: [...pairs.values()] };
}
