// Pass 1 of building the search prefilter (candidate-index.ts): reads every ruling once and
// lists the distinct features each one holds, as dense feature ids.
//
// Features (see text-features.ts for what counts as a word or a CJK character):
// - Latin words, lower-cased: the vocabulary, which query words are matched against with typos;
// - Latin word pairs (two words in a row, and what joins them: a space, a hyphen, other): Fuse
//   matches a query as one string, so for "phased out" a ruling saying "phased out" beats one
//   saying "phased-out", which beats one with "phased" and "out" far apart;
// - CJK bigrams (two adjacent CJK characters);
// - CJK characters with no CJK neighbour. A query character inside a run is found through the
//   bigrams holding it, so characters in runs need no postings of their own (a third fewer).
//
// This runs in `rulings build`, and on the first search over a bundle without a matching
// prebuilt index (one merged with packs at run time): about a second for 50,000 rulings on a
// busy 2-core machine, so the loop is written for speed: character classes and lower-casing from
// tables, words looked up by a hash computed while scanning and compared in place (no string
// is cut out of the text for a word already known).
import { IntMap } from './int-map.ts';
import { GAP_KINDS, NOT_A_PAIR, isCjkChar, isTokenSeparator, isWordChar, pairGap } from './text-features.ts';

export interface FeatureDoc {
  en: string;
  zh: string;
}

export interface FeatureScan {
  /** Number of feature ids handed out. */
  features: number;
  /** Vocabulary words (lower-cased) and their feature ids, by vocabulary index. */
  vocab: string[];
  vocabFeature: number[];
  /** Per gap kind (pairGap): word pair (vocabulary indexes a, b < 65536; key a × 65536 + b) →
   * feature id. */
  wordPairFeature: IntMap[];
  /** CJK character code → dense character number, -1 when no ruling has it. */
  charNumber: Int32Array;
  /** Dense character number → its lone feature (the character with no CJK neighbour), or -1. */
  loneFeature: number[];
  /** Dense character number → the features holding it (its lone feature, its bigrams). */
  charFeatures: number[][];
  /** Bigram (dense numbers a, b; key a × 65536 + b) → feature id. */
  pairFeature: IntMap;
  /** Ruling d's distinct features: flat[docStart[d] … docStart[d + 1]]. */
  flat: Uint32Array;
  docStart: Uint32Array;
  /** Whitespace-separated tokens of each ruling's en / zh text (at least 1, capped at 65,535). */
  enTokens: Uint16Array;
  zhTokens: Uint16Array;
}

/** Character classes. Word characters and token separators all lie below LATIN_END, so a small
 * table covers them (with each word character's lower-case form); above it a character is
 * CJK or nothing. */
const OTHER = 0;
const WORD = 1;
const CJK = 2;
const SPACE = 3; // token separators of Fuse's field norm (isTokenSeparator)
const LATIN_END = 0x250;
const CHAR_CLASS = new Uint8Array(LATIN_END);
const LOWER = new Uint16Array(LATIN_END);
for (let c = 0; c < LATIN_END; c++) {
  CHAR_CLASS[c] = isWordChar(c) ? WORD : isTokenSeparator(c) ? SPACE : OTHER;
  LOWER[c] = CHAR_CLASS[c] === WORD ? String.fromCharCode(c).toLowerCase().charCodeAt(0) : c;
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
/** Pairs are keyed by two 16-bit vocabulary indexes; rarer words past that get no pairs. */
const PAIRED_WORDS = 0x10000;

/** Exported for the test that checks no word character or separator lies above it. */
export { LATIN_END };

export function scanFeatures(docs: readonly FeatureDoc[]): FeatureScan {
  const n = docs.length;
  const vocab: string[] = [];
  const vocabFeature: number[] = [];
  // FNV-1a hash of the lower-cased word → vocabulary index. Two words sharing a hash: the second
  // is found through the Map (slower, still right).
  const wordByHash = new IntMap(256);
  const vocabIndex = new Map<string, number>();
  const wordPairFeature = Array.from({ length: GAP_KINDS }, () => new IntMap(256));
  const charNumber = new Int32Array(0x10000).fill(-1);
  const loneFeature: number[] = [];
  const pairFeature = new IntMap(256);
  let features = 0;

  // Sized from the text (distinct features ≤ the Latin characters + twice the CJK characters),
  // so the array seldom grows.
  let estimate = 1024;
  for (const { en, zh } of docs) estimate += (en.length >> 1) + zh.length;
  let flat = new Uint32Array(estimate);
  let length = 0;
  const docStart = new Uint32Array(n + 1);
  // lastDoc[f] = the last ruling that listed feature f (distinct features per ruling).
  let lastDoc = new Int32Array(1 << 12).fill(-1);
  const enTokens = new Uint16Array(n);
  const zhTokens = new Uint16Array(n);
  let d = 0;

  for (; d < n; d++) {
    docStart[d] = length;
    const doc = docs[d];
    for (let t = 0; t < 2; t++) {
      const text = t === 0 ? doc.en : doc.zh;
      let wordStart = -1;
      let hash = 0;
      let prevWord = -1; // vocabulary index of the previous word, while a pair can still form
      let prevWordEnd = 0;
      let prevNum = -1; // dense number of the previous character when it was CJK
      let runLength = 0;
      let tokens = 0;
      let inToken = false;
      for (let i = 0; i <= text.length; i++) {
        const c = i < text.length ? text.charCodeAt(i) : 32;
        const cls = c < LATIN_END ? CHAR_CLASS[c] : isCjkChar(c) ? CJK : OTHER;
        if (cls === SPACE) inToken = false;
        else if (!inToken) {
          inToken = true;
          tokens++;
        }
        // A word ends at any other character, a CJK run at any non-CJK character.
        if (cls !== WORD && wordStart >= 0) {
          const v = wordId(text, wordStart, i, hash >>> 0);
          emit(vocabFeature[v]);
          const gap = prevWord >= 0 && prevWord < PAIRED_WORDS && v < PAIRED_WORDS ? pairGap(text, prevWordEnd, wordStart) : NOT_A_PAIR;
          if (gap !== NOT_A_PAIR) {
            const key = prevWord * 0x10000 + v;
            let f = wordPairFeature[gap].get(key);
            if (f < 0) wordPairFeature[gap].set(key, (f = features++));
            emit(f);
          }
          prevWord = v;
          prevWordEnd = i;
          wordStart = -1;
        }
        if (cls !== CJK && runLength > 0) {
          if (runLength === 1) {
            if (loneFeature[prevNum] < 0) loneFeature[prevNum] = features++;
            emit(loneFeature[prevNum]);
          }
          prevNum = -1;
          runLength = 0;
        }
        if (cls === WORD) {
          if (wordStart < 0) {
            wordStart = i;
            hash = FNV_OFFSET;
          }
          hash = Math.imul(hash ^ LOWER[c], FNV_PRIME);
        } else if (cls === CJK) {
          let num = charNumber[c];
          if (num < 0) {
            num = charNumber[c] = loneFeature.length;
            loneFeature.push(-1);
          }
          if (prevNum >= 0) {
            const key = prevNum * 0x10000 + num;
            let f = pairFeature.get(key);
            if (f < 0) pairFeature.set(key, (f = features++));
            emit(f);
          }
          prevNum = num;
          runLength++;
        }
      }
      (t === 0 ? enTokens : zhTokens)[d] = Math.min(Math.max(tokens, 1), 0xffff);
    }
  }
  docStart[n] = length;

  const charFeatures: number[][] = loneFeature.map((f) => (f >= 0 ? [f] : []));
  pairFeature.forEach((f, key) => {
    const a = Math.floor(key / 0x10000);
    const b = key % 0x10000;
    charFeatures[a].push(f);
    if (b !== a) charFeatures[b].push(f);
  });
  return { features, vocab, vocabFeature, wordPairFeature, charNumber, loneFeature, charFeatures, pairFeature, flat, docStart, enTokens, zhTokens };

  /** Lists feature f for ruling d, once. */
  function emit(f: number): void {
    if (f >= lastDoc.length) {
      const next = new Int32Array(Math.max(lastDoc.length * 2, f + 1)).fill(-1);
      next.set(lastDoc);
      lastDoc = next;
    }
    if (lastDoc[f] === d) return;
    lastDoc[f] = d;
    if (length === flat.length) {
      const next = new Uint32Array(flat.length * 2);
      next.set(flat);
      flat = next;
    }
    flat[length++] = f;
  }

  /** Vocabulary index of the word text[start … end), added when new. */
  function wordId(text: string, start: number, end: number, hash: number): number {
    const id = wordByHash.get(hash);
    if (id >= 0) {
      const known = vocab[id];
      let same = known.length === end - start;
      for (let j = 0; same && j < known.length; j++) same = known.charCodeAt(j) === LOWER[text.charCodeAt(start + j)];
      if (same) return id;
    }
    const w = text.slice(start, end).toLowerCase();
    let v = vocabIndex.get(w);
    if (v === undefined) {
      v = vocab.length;
      vocabIndex.set(w, v);
      if (id < 0) wordByHash.set(hash, v);
      vocab.push(w);
      vocabFeature.push(features++);
    }
    return v;
  }
}
