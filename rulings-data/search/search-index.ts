// Build-time index creation and run-time searching over keywords and rulings.
// The index is built once by the bundle builder (Fuse.createIndex(...).toJSON()) and loaded
// with Fuse.parseIndex, so the popup does not re-tokenise every ruling when it opens.
import Fuse from 'fuse.js';
import type { Bundle, BundleKeyword, Ruling, SerializedSearchIndex } from '../schema.ts';
import { KEYWORD_KEYS, KEYWORD_OPTIONS, RULING_KEYS, RULING_OPTIONS, keywordDoc, rulingDoc } from './fuse-options.ts';

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

const TITLE_LENGTH = 90;

function rulingTitle(r: Ruling): string {
  return r.en.length > TITLE_LENGTH ? `${r.en.slice(0, TITLE_LENGTH - 1)}…` : r.en;
}

export function keywordTitle(k: BundleKeyword): string {
  return `${k.en[0]} / ${k.zhHans[0]}`;
}

/** Loads the bundle's prebuilt indexes. Keywords always come first, then rulings. */
export function createSearcher(bundle: Pick<Bundle, 'keywords' | 'rulings' | 'searchIndex'>): Searcher {
  const keywordDocs = bundle.keywords.map(keywordDoc);
  const rulingDocs = bundle.rulings.map(rulingDoc);
  const keywords = new Fuse(keywordDocs, KEYWORD_OPTIONS, Fuse.parseIndex(bundle.searchIndex.keywords as never));
  const rulings = new Fuse(rulingDocs, RULING_OPTIONS, Fuse.parseIndex(bundle.searchIndex.rulings as never));
  return {
    search(query, { limit = 20 } = {}) {
      const q = query.trim();
      if (q === '') return [];
      const out: SearchResult[] = [];
      for (const hit of keywords.search(q, { limit })) {
        const k = bundle.keywords[hit.refIndex];
        out.push({ type: 'keyword', id: k.id, score: hit.score ?? 0, title: keywordTitle(k) });
      }
      if (out.length < limit) {
        for (const hit of rulings.search(q, { limit: limit - out.length })) {
          const r = bundle.rulings[hit.refIndex];
          out.push({ type: 'ruling', id: r.id, score: hit.score ?? 0, title: rulingTitle(r) });
        }
      }
      return out;
    },
  };
}
