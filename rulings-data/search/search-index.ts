// Build-time index creation and run-time searching over keywords and rulings.
// The Fuse indexes are built once by the bundle builder (Fuse.createIndex(...).toJSON()) and
// loaded with Fuse.parseIndex, so the popup does not re-tokenise every ruling when it opens.
//
// Fuse keeps the last word on what matches and in which order, but no longer reads everything:
// its bitap reads every character of every text it is given (seconds per query at 50,000
// rulings, a few milliseconds for the ~280 keywords alone). So:
// - keywords: name-filter.ts drops, with Fuse's own acceptance rule, the ones that cannot match;
// - rulings: the query is folded to Simplified Chinese (zh-fold.ts), candidate-index.ts picks
//   a pool of likely rulings (plus the top keyword's linked rulings), and Fuse ranks the pool;
// - fuse-subset.ts runs Fuse over those, from the prebuilt records, skipping texts it cannot
//   match (a Latin query against the Chinese paragraphs).
import Fuse from 'fuse.js';
import type { Bundle, BundleKeyword, Ruling, SerializedSearchIndex } from '../schema.ts';
import { buildCandidateIndex } from './candidate-index.ts';
import { KEYWORD_KEYS, KEYWORD_OPTIONS, RULING_KEYS, RULING_OPTIONS, keywordDoc, rulingDoc } from './fuse-options.ts';
import { fuseSubset } from './fuse-subset.ts';
import { nameFilter } from './name-filter.ts';
import { queryFeatures } from './text-features.ts';
import { zhFoldFromKeywords } from './zh-fold.ts';

export function buildSearchIndex(keywords: readonly BundleKeyword[], rulings: readonly Ruling[]): SerializedSearchIndex {
  return {
    keywords: Fuse.createIndex(KEYWORD_KEYS, keywords.map(keywordDoc)).toJSON(),
    rulings: Fuse.createIndex(RULING_KEYS, rulings.map(rulingDoc)).toJSON(),
  };
}

export interface SearchResult {
  type: 'keyword' | 'ruling';
  id: string;
  /** Fuse score: 0 is a perfect match, 1 no match. */
  score: number;
  title: string;
}

export interface Searcher {
  search(query: string, options?: { limit?: number }): SearchResult[];
}

export interface SearcherOptions {
  /** Rulings handed to Fuse per query (default: `want × POOL_PER_RESULT + POOL_SLACK`).
   * `Infinity` turns both prefilters off (Fuse reads every keyword and ruling), for comparisons. */
  pool?: number;
}

const TITLE_LENGTH = 90;
// Fuse ranks the pool; a pool a couple of times the answer leaves it room to reorder (a phrase
// beats its words apart, an exact match in a short ruling beats one in a long ruling) while
// reading ~50 rulings a query.
const POOL_PER_RESULT = 2;
const POOL_SLACK = 10;
// The top keyword hit's most relevant rulings (its links, ranked) join the pool as extra
// candidates: "convke" → Convoke → the rulings about convoking, even if the prefilter ranked
// them below its cut. They are added, never swapped in, so they can only bring Fuse better
// matches, not push a better one out.
const LINKED_EXTRAS = 8;

function rulingTitle(r: Ruling): string {
  return r.en.length > TITLE_LENGTH ? `${r.en.slice(0, TITLE_LENGTH - 1)}…` : r.en;
}

export function keywordTitle(k: BundleKeyword): string {
  return `${k.en[0]} / ${k.zhHans[0]}`;
}

/** Loads the bundle's prebuilt indexes. Keywords always come first, then rulings. */
export function createSearcher(bundle: Pick<Bundle, 'keywords' | 'rulings' | 'searchIndex'>, options: SearcherOptions = {}): Searcher {
  const prefilter = options.pool !== Infinity;
  const keywordDocs = bundle.keywords.map(keywordDoc);
  const keywords = fuseSubset(keywordDocs, KEYWORD_OPTIONS, bundle.searchIndex.keywords);
  const keywordNames = nameFilter(keywordDocs.map((k) => [...k.en, ...k.zhHans, ...k.zhHant, k.id]));
  const rulingDocs = bundle.rulings.map(rulingDoc);
  const rulings = fuseSubset(rulingDocs, RULING_OPTIONS, bundle.searchIndex.rulings);
  const candidates = buildCandidateIndex(rulingDocs);
  const fold = zhFoldFromKeywords(bundle.keywords, (c) => candidates.hasChar(c));
  const rulingIndex = new Map(bundle.rulings.map((r, i) => [r.id, i]));

  return {
    search(query, { limit = 20 } = {}) {
      const q = query.trim();
      if (q === '' || limit <= 0) return [];
      const out: SearchResult[] = [];
      let topKeyword: BundleKeyword | undefined;
      const names = prefilter ? keywordNames.matching(q, KEYWORD_OPTIONS.threshold!) : null;
      for (const hit of keywords.search(q, limit, names)) {
        const k = bundle.keywords[hit.index];
        topKeyword ??= k;
        out.push({ type: 'keyword', id: k.id, score: hit.score, title: keywordTitle(k) });
      }
      if (out.length < limit) {
        const want = limit - out.length;
        const rq = fold(q);
        const pool = options.pool ?? want * POOL_PER_RESULT + POOL_SLACK;
        const picked = prefilter ? withLinked(candidates.select(queryFeatures(rq), { max: pool, threshold: RULING_OPTIONS.threshold! }), topKeyword) : null;
        for (const hit of rulings.search(rq, want, picked)) {
          const r = bundle.rulings[hit.index];
          out.push({ type: 'ruling', id: r.id, score: hit.score, title: rulingTitle(r) });
        }
      }
      return out;
    },
  };

  /** `picked` plus the first linked rulings of `keyword`, ascending. */
  function withLinked(picked: number[], keyword: BundleKeyword | undefined): number[] {
    if (!keyword) return picked;
    const all = new Set(picked);
    for (const link of keyword.rulings.slice(0, LINKED_EXTRAS)) {
      const i = rulingIndex.get(link.rulingId);
      if (i !== undefined) all.add(i);
    }
    return all.size === picked.length ? picked : [...all].sort((a, b) => a - b);
  }
}
