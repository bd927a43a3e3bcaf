// The search prefilter: an inverted index from text features to the rulings holding them, so
// that Fuse — still the scorer — reads a few dozen likely rulings per query instead of every
// ruling (Fuse's bitap reads every character it is given: ~3 s a query at 50,000 rulings).
//
// Features (feature-scan.ts): Latin words, Latin word pairs, CJK bigrams, lone CJK characters.
// Layout (candidate-tables.ts): every feature has a dense id and a list of the rulings holding
// it, ascending. Built from the texts (typed arrays, 2 bytes per (feature, ruling) up to 65,536
// rulings), or loaded from the bundle, where `rulings build` stored them compactly and each
// list is decoded when a query first needs it.
//
// Selection mirrors what Fuse will prefer. A ruling scores, per query word, the length of the
// word minus the edits of the best vocabulary word it holds (typos within Fuse's budget:
// "convke" reaches "convoke"); per pair of query words, both lengths again when it holds them
// side by side (one less if joined differently, "phased-out" for "phased out"); one point per
// query CJK bigram and per query CJK character. It runs in rounds: round r reads the vocabulary
// words matching with r edits (round 0 also the pairs and bigrams, round 1 the characters), and
// once a round has touched `max` rulings the rest are skipped: rulings that only match with
// more edits score worse in Fuse too, and common look-alikes ("makes" for "madnes") are the
// longest posting lists. The best `max` go to Fuse; ties go to the text with fewer tokens
// (Fuse's field norm prefers it), then to the earlier ruling (Fuse's own tie-break). On the
// benchmark's bundles Fuse then returns what it returns reading everything (search-index.test).
import { MAX_PATTERN, substringMatcher } from './approx-substring.ts';
import { tablesFromDocs, type CandidateTables } from './candidate-tables.ts';
import { maxEdits } from './fuse-options.ts';
import { GAP_KINDS, type QueryFeatures } from './text-features.ts';

export interface CandidateDoc {
  en: string;
  zh: string;
}

export interface SelectOptions {
  /** How many rulings to return at most. */
  max: number;
  /** Fuse's threshold (errors ÷ pattern length): a query word may have as many edits as Fuse
   * would accept for it alone. */
  threshold: number;
  /** Only rulings i with allowed[i] = 1 (a date or source filter); default all. */
  allowed?: Uint8Array | null;
}

export interface CandidateIndex {
  readonly size: number;
  /** Distinct Latin words (for reports). */
  readonly vocabularySize: number;
  /** (feature, ruling) postings (for reports). */
  readonly postingCount: number;
  /** Bytes held by the postings in memory (for reports). */
  readonly bytes: number;
  /** Does any ruling contain this CJK character? */
  hasChar(code: number): boolean;
  /** Ruling indexes worth handing to Fuse, ascending. */
  select(query: QueryFeatures, options: SelectOptions): number[];
}

// A pasted paragraph must not turn into thousands of vocabulary scans: the first words and
// characters are plenty to pick candidates (Fuse still reads the whole query). Words and word
// pairs share one 32-bit mask per ruling (see wordsSeen).
const MAX_QUERY_WORDS = 12;
const MAX_QUERY_PAIRS = 16;
const MAX_QUERY_CHARS = 24;
// Rulings longer than this many tokens tie on length when picking the pool.
const MAX_TOKENS = 4095;
// Up to this many rulings tied at the cut are sorted; more are marked and walked.
const FEW_TIES = 64;

interface QueryWord {
  /** Characters matched (the word, cut to MAX_PATTERN). */
  length: number;
  /** Vocabulary indexes by edits. */
  byEdits: number[][];
}

export function buildCandidateIndex(docs: readonly CandidateDoc[]): CandidateIndex {
  return candidateIndex(tablesFromDocs(docs));
}

/** The prefilter over prebuilt tables (candidate-tables.ts): from the texts or from the bundle. */
export function candidateIndex(tables: CandidateTables): CandidateIndex {
  const n = tables.size;
  const { vocab } = tables;

  // Per-query scratch, reused: scores are reset through the touched list, not a full fill.
  const score = new Uint16Array(n);
  // Bit w: query word w already scored for this ruling; bit MAX_QUERY_WORDS + p: word pair p.
  const wordsSeen = new Uint32Array(n);
  const seen = new Int32Array(n);
  const touched = new Uint32Array(n);
  const edgeMark = new Uint8Array(n);
  let touchedCount = 0;
  let stamp = 0;
  let allowed: Uint8Array | null = null;

  const touch = (doc: number, points: number) => {
    if (score[doc] === 0) touched[touchedCount++] = doc;
    score[doc] = Math.min(score[doc] + points, 0xffff);
  };

  /** One point per ruling holding any of `group` (a CJK bigram, or a character's features). */
  function addOnce(group: readonly number[]): void {
    if (++stamp === 0x7fffffff) {
      seen.fill(0);
      stamp = 1;
    }
    for (const f of group) {
      const list = tables.postings(f);
      for (let i = 0; i < list.length; i++) {
        const doc = list[i];
        if (seen[doc] === stamp || (allowed && !allowed[doc])) continue;
        seen[doc] = stamp;
        touch(doc, 1);
      }
    }
  }

  /** `points` to rulings holding feature `f` not yet scored for query word (or pair) `slot`. */
  function addWord(f: number, slot: number, points: number): void {
    const bit = 1 << slot;
    const list = tables.postings(f);
    for (let i = 0; i < list.length; i++) {
      const doc = list[i];
      if (wordsSeen[doc] & bit || (allowed && !allowed[doc])) continue;
      wordsSeen[doc] |= bit;
      touch(doc, points);
    }
  }

  /** Vocabulary indexes matching `word`, by number of edits (index = edits). */
  function wordMatches(word: string, threshold: number): number[][] {
    const k = maxEdits(word.length, threshold);
    const matcher = k > 0 ? substringMatcher(word) : null;
    const byEdits: number[][] = Array.from({ length: k + 1 }, () => []);
    for (let v = 0; v < vocab.length; v++) {
      const candidate = vocab[v];
      if (candidate.length < word.length - k) continue;
      const edits = candidate.includes(word) ? 0 : matcher ? matcher.distance(candidate) : k + 1;
      if (edits <= k) byEdits[edits].push(v);
    }
    return byEdits;
  }

  /** Word-pair features for query words a, b (each with at most one edit) joined by `gap`, best
   * first. A pair joined otherwise counts as one more edit (Fuse: "phased out" vs "phased-out"). */
  function pairMatches(a: QueryWord, b: QueryWord, gap: number): [feature: number, points: number][] {
    const out: [number, number][] = [];
    for (let da = 0; da < Math.min(2, a.byEdits.length); da++) {
      for (let db = 0; db < Math.min(2, b.byEdits.length); db++) {
        for (const va of a.byEdits[da]) {
          if (va >= 0x10000) continue;
          for (const vb of b.byEdits[db]) {
            if (vb >= 0x10000) continue;
            for (let kind = 0; kind < GAP_KINDS; kind++) {
              const f = tables.wordPair(kind, va, vb);
              if (f >= 0) out.push([f, a.length - da + b.length - db - (kind === gap ? 0 : 1)]);
            }
          }
        }
      }
    }
    return out.sort((x, y) => y[1] - x[1]);
  }

  function select(query: QueryFeatures, options: SelectOptions): number[] {
    const { max, threshold } = options;
    allowed = options.allowed ?? null;
    touchedCount = 0;
    try {
      const words: QueryWord[] = query.words.slice(0, MAX_QUERY_WORDS).map((word) => {
        const w = word.length > MAX_PATTERN ? word.slice(0, MAX_PATTERN) : word;
        return { length: w.length, byEdits: wordMatches(w, threshold) };
      });
      const wordPairs = query.wordPairs
        .filter(([a, b]) => a < words.length && b < words.length)
        .slice(0, MAX_QUERY_PAIRS)
        .map(([a, b, gap]) => pairMatches(words[a], words[b], gap));
      const pairs: number[] = [];
      for (const [a, b] of query.pairs.slice(0, MAX_QUERY_CHARS)) {
        const na = tables.charNumber(a);
        const nb = tables.charNumber(b);
        const f = na >= 0 && nb >= 0 ? tables.bigram(na, nb) : -1;
        if (f >= 0) pairs.push(f);
      }
      const charGroups = query.chars
        .slice(0, MAX_QUERY_CHARS)
        .map((c) => tables.charNumber(c))
        .filter((num) => num >= 0)
        .map((num) => tables.charFeatures(num));
      const rounds = Math.max(2, ...words.map((w) => w.byEdits.length));
      for (let round = 0; round < rounds; round++) {
        words.forEach(({ length, byEdits }, w) => {
          for (const v of byEdits[round] ?? []) addWord(tables.wordFeature(v), w, length - round);
        });
        if (round === 0) {
          wordPairs.forEach((matches, p) => {
            for (const [f, points] of matches) addWord(f, MAX_QUERY_WORDS + p, points);
          });
          for (const f of pairs) addOnce([f]);
        }
        if (round === 1) for (const group of charGroups) addOnce(group);
        if (touchedCount >= max) break;
      }
      return best(max, query.words.length > 0 ? tables.enTokens() : tables.zhTokens());
    } finally {
      for (let i = 0; i < touchedCount; i++) {
        score[touched[i]] = 0;
        wordsSeen[touched[i]] = 0;
      }
    }
  }

  /** The `max` best touched rulings, ascending: highest score, then fewest tokens, then lowest
   * index. Histograms find the cut-off score and token count in linear time (a common word or
   * character touches every ruling), so nothing large is ever sorted. */
  function best(max: number, tokens: Uint16Array): number[] {
    if (max <= 0 || touchedCount === 0) return [];
    if (touchedCount <= max) return Array.from(touched.subarray(0, touchedCount)).sort((a, b) => a - b);
    let top = 0;
    for (let i = 0; i < touchedCount; i++) if (score[touched[i]] > top) top = score[touched[i]];
    const byScore = new Uint32Array(top + 1);
    for (let i = 0; i < touchedCount; i++) byScore[score[touched[i]]]++;
    // Rulings scoring above cutScore all make it; `need` more come from those scoring cutScore.
    let cutScore = top;
    let above = 0;
    while (above + byScore[cutScore] < max) above += byScore[cutScore--];
    const need = max - above;
    const byTokens = new Uint32Array(MAX_TOKENS + 1);
    for (let i = 0; i < touchedCount; i++) {
      const doc = touched[i];
      if (score[doc] === cutScore) byTokens[Math.min(tokens[doc], MAX_TOKENS)]++;
    }
    let cutTokens = 0;
    let shorter = 0;
    while (shorter + byTokens[cutTokens] < need) shorter += byTokens[cutTokens++];
    // Rulings at both cut-offs: the lowest indexes win (Fuse's tie-break). They are often tens of
    // thousands (every Chinese paragraph is one token), so they are marked rather than collected
    // (big arrays next to a large bundle are slow to allocate) and the indexes walked up.
    let edgeNeed = need - shorter;
    const out: number[] = [];
    const fewEdges: number[] = [];
    let edgeCount = 0;
    for (let i = 0; i < touchedCount; i++) {
      const doc = touched[i];
      const s = score[doc];
      if (s > cutScore) out.push(doc);
      else if (s === cutScore) {
        const t = Math.min(tokens[doc], MAX_TOKENS);
        if (t < cutTokens) out.push(doc);
        else if (t === cutTokens) {
          edgeMark[doc] = 1;
          if (edgeCount++ < FEW_TIES) fewEdges.push(doc);
        }
      }
    }
    if (edgeCount <= FEW_TIES) {
      fewEdges.sort((a, b) => a - b);
      for (let i = 0; i < fewEdges.length; i++) {
        if (i < edgeNeed) out.push(fewEdges[i]);
        edgeMark[fewEdges[i]] = 0;
      }
    } else {
      for (let doc = 0; doc < n; doc++) {
        if (!edgeMark[doc]) continue;
        edgeMark[doc] = 0;
        if (edgeNeed-- > 0) out.push(doc);
      }
    }
    return out.sort((a, b) => a - b);
  }

  return {
    size: n,
    get vocabularySize() {
      return vocab.length;
    },
    postingCount: tables.postingCount,
    get bytes() {
      return tables.bytes();
    },
    hasChar: (code) => tables.charNumber(code) >= 0,
    select,
  };
}
