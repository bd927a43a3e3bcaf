// Which rulings contain a phrase: the exact half of search (search-index.ts ranks what this
// finds; Fuse only answers when nothing contains the query).
//
// A phrase is cut into tokens: Latin words (lower-cased; see text-features.ts for what a word
// is) and runs of CJK characters. A ruling holds a token when
// - Latin: one of its words starts with it (`prolif` → proliferating; `ward` → ward, warded, but
//   not toward), or equals it for a number (`2` is not 20);
// - CJK: its text holds the run as written (rulings are Simplified: the caller folds the query).
// It holds the phrase "in a row" when the tokens follow each other with at most three
// characters between them and no sentence end (`phased out` ~ `phased-out`, `+1/+1 counter`).
//
// No text is read to find the candidates: the search prefilter's tables (candidate-tables.ts)
// already list, per vocabulary word, word pair, CJK bigram and lone CJK character, the rulings
// holding it, exactly. A token's rulings are the union of its words' (or characters') lists;
// the phrase's, their intersection; two words in a row, the union of their word pairs' lists
// (the pattern below joins words as the pairs do). Texts are read only for what the tables
// cannot tell: three words or more in a row (each neighbour pair may sit elsewhere), a CJK run
// next to a word, and CJK runs of three characters or more (their bigrams could sit apart).
// inRowCandidates leaves that reading to the caller, who reads only the rulings that would
// rank (search-index.ts).
import type { CandidateTables } from './candidate-tables.ts';
import { GAP_KINDS, isCjkChar, isWordChar } from './text-features.ts';

export interface Token {
  text: string;
  cjk: boolean;
  /** Digits only: matched as a whole word. */
  numeric: boolean;
}

export interface Contained {
  /** Rulings holding every token, ascending. */
  all: number[];
  /** Those of `all` holding them in a row (all of them for a one-token phrase). */
  inRow: number[];
}

/** Rulings that may hold a phrase in a row: all of `docs` when `verify` is null, else those it
 * accepts (it reads their texts: callers ranking the rulings check only those that would rank). */
export interface Candidates {
  docs: ArrayLike<number>;
  verify: ((doc: number) => boolean) | null;
}

export interface TextMatcher {
  find(tokens: readonly Token[]): Contained;
  /** Candidates for find(tokens).inRow, without reading a text. */
  inRowCandidates(tokens: readonly Token[]): Candidates;
  /** find(tokens).inRow, without listing the rulings that hold the tokens apart: cheaper, the
   * word pairs of a phrase are rarer than its words (`phase in`: "in" is in every ruling). */
  inRow(tokens: readonly Token[]): number[];
  /** The rulings holding any of `phrases` in a row, ascending. */
  inRowOfAny(phrases: readonly (readonly Token[])[]): Int32Array;
}

/** Tokens of a (folded) query or name, in order. */
export function tokensOf(text: string): Token[] {
  const out: Token[] = [];
  let start = -1;
  let cjk = false;
  const flush = (end: number) => {
    if (start < 0) return;
    const t = text.slice(start, end);
    out.push({ text: cjk ? t : t.toLowerCase(), cjk, numeric: !cjk && /^\d+$/.test(t) });
    start = -1;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const kind = isWordChar(c) ? 1 : isCjkChar(c) ? 2 : 0;
    if (kind === 0) flush(i);
    else if (start >= 0 && (kind === 2) !== cjk) {
      flush(i);
      start = i;
      cjk = kind === 2;
    } else if (start < 0) {
      start = i;
      cjk = kind === 2;
    }
  }
  flush(text.length);
  return out;
}

// A pasted paragraph: the first tokens are plenty to find candidates (the rest are checked in
// the texts, as the tokens in a row).
const MAX_TOKENS = 12;
const WORD_CLASS = '[0-9A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F]';
// Between two tokens in a row: one to three characters, as the prefilter's word pairs join two
// words (text-features.ts pairGap): no word character, no sentence end (. ! ? ;), no CJK
// character. Next to a CJK run: up to three characters that are no letter, digit or sentence
// end (Chinese puts nothing between words). Two words in a row are then exactly a word pair of
// the tables, and a phrase of two words needs no text read.
// One character of that gap, as one class (the same as: not a word character, not . ! ? ;, below
// U+2E80 or in the CJK punctuation and full-width blocks).
const WORD_GAP_CHAR = '[\\0-\\x20\\x22-\\x2D\\x2F\\x3A\\x3C-\\x3E\\x40\\x5B-\\x60\\x7B-\\xBF\\xD7\\xF7\\u0250-\\u2E7F\\u3000-\\u303F\\uFE30-\\uFE4F\\uFF00-\\uFFEF]';
const WORD_GAP = `${WORD_GAP_CHAR}{1,3}`;
const CJK_GAP = '(?:(?![.!?;。！？；])[^\\p{L}\\p{N}]){0,3}';
// Word pairs read for two neighbour words at most (the vocabulary words each stands for,
// multiplied); beyond, their rulings are read (`a b`: thousands of words start with a, and b).
const MAX_PAIR_COMBINATIONS = 4096;
// Word pairs are stored for the first 65,536 vocabulary words only (feature-scan.ts).
const PAIRED_WORDS = 0x10000;

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A token's letters in either case (the pattern has no `i` flag: case folding would let it
 * see word characters the tables do not, such as the Kelvin sign for k). */
function anyCase(text: string): string {
  let out = '';
  for (const ch of text) {
    const up = ch.toUpperCase();
    out += up !== ch && up.length === 1 ? `[${ch}${up}]` : escapeRegExp(ch);
  }
  return out;
}

/** The regular expression for `tokens` in a row. */
export function inRowPattern(tokens: readonly Token[]): RegExp {
  let source = '';
  tokens.forEach((t, i) => {
    const afterWord = i > 0 && !tokens[i - 1].cjk;
    if (i > 0) source += afterWord && !t.cjk ? WORD_GAP : CJK_GAP;
    if (t.cjk) source += escapeRegExp(t.text);
    else {
      // After a word's gap, a word starts anyway.
      if (!(afterWord && i > 0)) source += `(?<!${WORD_CLASS})`;
      source += `${anyCase(t.text)}${t.numeric ? `(?!${WORD_CLASS})` : `${WORD_CLASS}*`}`;
    }
  });
  // Unicode mode only for \p{…} (next to a CJK run): slower, and not needed otherwise.
  return new RegExp(source, tokens.some((t) => t.cjk) ? 'u' : '');
}

/** Two Latin words: in a row exactly when they are a word pair of the tables. */
const twoWords = (tokens: readonly Token[]) => tokens.length === 2 && !tokens[0].cjk && !tokens[1].cjk;

/** The ascending `a` restricted to the ascending `b` (all of `a` when `b` is null). */
function intersect(a: number[], b: number[] | null): number[] {
  if (!b) return a;
  const out: number[] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i] === b[j]) {
      out.push(a[i]);
      i++;
      j++;
    } else if (a[i] < b[j]) i++;
    else j++;
  }
  return out;
}

export function textMatcher(tables: CandidateTables, texts: readonly { en: string; zh: string }[]): TextMatcher {
  const n = tables.size;
  // Per list of postings read, each ruling counted once (stamps); counts per ruling, reset after
  // each use.
  const seen = new Int32Array(n);
  const count = new Uint8Array(n);
  let stamp = 0;
  // Vocabulary indexes per Latin token (the vocabulary never changes): a query and the names it
  // expands to share words (`phase`, `in`, `out`), and typing repeats the same prefixes.
  const vocabMemo = new Map<string, number[]>();

  function vocabFor(t: Token): number[] {
    let out = vocabMemo.get(t.text);
    if (out) return out;
    out = [];
    const { vocab } = tables;
    for (let v = 0; v < vocab.length; v++) {
      const w = vocab[v];
      if (t.numeric ? w === t.text : w.startsWith(t.text)) out.push(v);
    }
    if (vocabMemo.size >= 512) vocabMemo.clear();
    vocabMemo.set(t.text, out);
    return out;
  }

  /** Posting lists whose union is the rulings holding `t` (for a run of 3+ CJK characters, a
   * superset: its rarest bigram); null when no ruling can hold it. */
  function listsFor(t: Token): ArrayLike<number>[] | null {
    if (!t.cjk) {
      const lists = vocabFor(t).map((v) => tables.postings(tables.wordFeature(v)));
      return lists.length ? lists : null;
    }
    const nums: number[] = [];
    for (let i = 0; i < t.text.length; i++) {
      const num = tables.charNumber(t.text.charCodeAt(i));
      if (num < 0) return null;
      nums.push(num);
    }
    if (nums.length === 1) return tables.charFeatures(nums[0]).map((f) => tables.postings(f));
    let best: ArrayLike<number> | null = null;
    for (let i = 1; i < nums.length; i++) {
      const f = tables.bigram(nums[i - 1], nums[i]);
      if (f < 0) return null;
      const list = tables.postings(f);
      if (!best || list.length < best.length) best = list;
    }
    return best ? [best] : null;
  }

  function nextStamp(): number {
    if (++stamp === 0x7fffffff) {
      seen.fill(0);
      stamp = 1;
    }
    return stamp;
  }

  /** Counts each ruling of the union of `lists` once. */
  function countUnion(lists: Iterable<ArrayLike<number>>): void {
    const s = nextStamp();
    for (const list of lists) {
      for (let i = 0; i < list.length; i++) {
        const doc = list[i];
        if (seen[doc] === s) continue;
        seen[doc] = s;
        count[doc]++;
      }
    }
  }

  /** The rulings counted `times` times, ascending; counts reset. */
  function counted(times: number): number[] {
    const out: number[] = [];
    for (let doc = 0; doc < n; doc++) if (count[doc] === times) out.push(doc);
    count.fill(0);
    return out;
  }

  /** Rulings that may hold `tokens` in a row, by the word pairs of neighbour words (ascending),
   * or null when no pair can tell (CJK runs, too many words a token stands for). For two words,
   * exactly those holding them in a row. */
  function pairCandidates(tokens: readonly Token[]): number[] | null {
    let pairs = 0;
    for (let i = 1; i < tokens.length; i++) {
      const [a, b] = [tokens[i - 1], tokens[i]];
      if (a.cjk || b.cjk) continue;
      const va = vocabFor(a);
      const vb = vocabFor(b);
      if (va.length * vb.length > MAX_PAIR_COMBINATIONS || va.some((v) => v >= PAIRED_WORDS) || vb.some((v) => v >= PAIRED_WORDS)) continue;
      const lists: ArrayLike<number>[] = [];
      for (const x of va) {
        for (const y of vb) {
          for (let gap = 0; gap < GAP_KINDS; gap++) {
            const f = tables.wordPair(gap, x, y);
            if (f >= 0) lists.push(tables.postings(f));
          }
        }
      }
      countUnion(lists);
      pairs++;
    }
    return pairs ? counted(pairs) : null;
  }

  /** Those of `docs` holding `tokens` in a row, read in their texts (the pattern checks every
   * token, so `docs` may be any superset of the answer). */
  function readInRow(tokens: readonly Token[], docs: number[]): number[] {
    if (docs.length === 0) return docs;
    const pattern = inRowPattern(tokens);
    return docs.filter((doc) => pattern.test(texts[doc].en) || pattern.test(texts[doc].zh));
  }

  function find(tokens: readonly Token[]): Contained {
    const empty: Contained = { all: [], inRow: [] };
    if (tokens.length === 0 || n === 0) return empty;
    const used = tokens.slice(0, MAX_TOKENS);
    // Distinct tokens: a repeated word needs holding once.
    const distinct = [...new Map(used.map((t) => [`${t.cjk ? 'c' : 'w'}${t.text}`, t])).values()];
    const lists = distinct.map(listsFor);
    if (lists.some((l) => l === null)) return empty;
    let all: number[];
    if (distinct.length === 1 && lists[0]!.length === 1) all = Array.from(lists[0]![0]);
    else {
      for (const tokenLists of lists) countUnion(tokenLists!);
      all = counted(distinct.length);
    }
    // What the tables cannot tell.
    const longRuns = distinct.filter((t) => t.cjk && t.text.length > 2);
    if (longRuns.length) all = all.filter((doc) => longRuns.every((t) => texts[doc].zh.includes(t.text) || texts[doc].en.includes(t.text)));
    if (tokens.length === 1) return { all, inRow: all };
    const pairs = pairCandidates(used);
    return { all, inRow: pairs && twoWords(tokens) ? pairs : readInRow(tokens, intersect(all, pairs)) };
  }

  function inRowCandidates(tokens: readonly Token[]): Candidates {
    const pairs = tokens.length > 1 ? pairCandidates(tokens.slice(0, MAX_TOKENS)) : null;
    if (!pairs) return { docs: find(tokens).inRow, verify: null };
    if (twoWords(tokens)) return { docs: pairs, verify: null };
    const pattern = inRowPattern(tokens);
    return { docs: pairs, verify: (doc) => pattern.test(texts[doc].en) || pattern.test(texts[doc].zh) };
  }

  function inRow(tokens: readonly Token[]): number[] {
    const { docs, verify } = inRowCandidates(tokens);
    return verify ? Array.prototype.filter.call(docs, verify) as number[] : Array.from(docs);
  }

  return {
    find,
    inRowCandidates,
    inRow,
    inRowOfAny(phrases) {
      const lists = phrases.map(inRow);
      const s = nextStamp();
      let size = 0;
      for (const list of lists) {
        for (const doc of list) {
          if (seen[doc] !== s) {
            seen[doc] = s;
            size++;
          }
        }
      }
      const out = new Int32Array(size);
      for (let doc = 0, o = 0; o < size; doc++) if (seen[doc] === s) out[o++] = doc;
      return out;
    },
  };
}
