// The one place that owns fuse.js options (as in Home Assistant's fuse.ts): fuse-subset.ts makes
// the records of the documents a query picks with these keys (Fuse.createIndex) and searches
// them with the same keys and options. If the two disagreed, Fuse.parseIndex would silently
// search the wrong fields.
import type { FuseSortFunctionArg, IFuseOptions } from 'fuse.js';
import type { BundleKeyword, Ruling } from '../schema.ts';

/** What the keyword index holds: every name in every script, so 增殖 / prolif / 偽裝 all hit. */
export interface KeywordDoc {
  id: string;
  en: string[];
  zhHans: string[];
  zhHant: string[];
}

/** What the ruling index holds: both paragraphs. */
export interface RulingDoc {
  id: string;
  en: string;
  zh: string;
}

export const KEYWORD_KEYS = [
  { name: 'en', weight: 2 },
  { name: 'zhHans', weight: 2 },
  { name: 'zhHant', weight: 2 },
  { name: 'id', weight: 1 },
];

export const RULING_KEYS = [
  { name: 'en', weight: 1 },
  { name: 'zh', weight: 1 },
];

// ignoreLocation: a keyword or phrase may sit anywhere in a long ruling; without it Fuse only
// looks near the start. Thresholds were tuned on the seed queries (search-index.test.ts).
const SHARED: IFuseOptions<unknown> = {
  includeScore: true,
  ignoreLocation: true,
  minMatchCharLength: 1,
};

/** The best single name of a hit: its lowest bitap score, and how much of that name the match
 * covers (1 = the query spans the whole name). */
function bestName(hit: FuseSortFunctionArg): { score: number; coverage: number } {
  let score = 1;
  let coverage = 0;
  for (const m of hit.matches ?? []) {
    let covered = 0;
    for (const [start, end] of m.indices) covered += end - start + 1;
    const c = m.value.length ? covered / m.value.length : 0;
    if (m.score < score || (m.score === score && c > coverage)) {
      score = m.score;
      coverage = c;
    }
  }
  return { score, coverage };
}

/**
 * Keyword ranking. Fuse multiplies the scores of every name that matched, so a keyword with more
 * inflections wins: "convke" (one edit from both) ranked Convert (converts, converted,
 * converting, convert) above Convoke. A reader types one name, so rank by the best single name
 * (fewest edits), then by how much of that name the query covers (convke spans all of
 * "convoke" but only "conve" of "convert"), then by Fuse's own score and order.
 */
export function compareKeywordHits(a: FuseSortFunctionArg, b: FuseSortFunctionArg): number {
  const x = bestName(a);
  const y = bestName(b);
  return x.score - y.score || y.coverage - x.coverage || a.score - b.score || a.idx - b.idx;
}

// includeMatches: the ranking above reads each name's matched span.
export const KEYWORD_OPTIONS: IFuseOptions<KeywordDoc> = { ...SHARED, keys: KEYWORD_KEYS, threshold: 0.3, includeMatches: true, sortFn: compareKeywordHits };
export const RULING_OPTIONS: IFuseOptions<RulingDoc> = { ...SHARED, keys: RULING_KEYS, threshold: 0.34 };

/** Most edits Fuse's bitap accepts for a pattern of `length` characters: errors ÷ length must
 * not exceed the threshold (computed the way bitap does, not with a rounded product). */
export function maxEdits(length: number, threshold: number): number {
  let k = 0;
  while (k + 1 < length && (k + 1) / length <= threshold) k++;
  return k;
}

export function keywordDoc(k: Pick<BundleKeyword, 'id' | 'en' | 'zhHans' | 'zhHant'>): KeywordDoc {
  return { id: k.id, en: k.en, zhHans: k.zhHans, zhHant: k.zhHant };
}

export function rulingDoc(r: Pick<Ruling, 'id' | 'en' | 'zh'>): RulingDoc {
  return { id: r.id, en: r.en, zh: r.zh };
}
