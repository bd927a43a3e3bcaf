// Search step 1 and the keyword half of step 3 (search-index.ts): the keywords a query names
// (by name or pinyin, best name per keyword, ranked), and Fuse's nearest keyword neighbours of
// a misspelt query.
import type { BundleKeyword } from '../schema.ts';
import type { FuseSubset } from './fuse-subset.ts';
import { KEYWORD_OPTIONS } from './fuse-options.ts';
import { FUZZY, KIND_RANK, NAMED, PINYIN_PREFIX, PINYIN_WHOLE, type NameHit, type NameMatcher } from './name-match.ts';
import type { NameFilter } from './name-filter.ts';
import type { PinyinMatcher } from './pinyin-match.ts';

export interface KeywordHit extends NameHit {
  /** Fuse's score, for FUZZY hits. */
  score?: number;
}

/** Keyword hits by name and pinyin, best name per keyword, ranked (compareHits). */
export function namedKeywords(keywords: readonly BundleKeyword[], names: NameMatcher, pinyin: PinyinMatcher, q: string, folded: string): KeywordHit[] {
  const best = new Map<number, KeywordHit>();
  const add = (h: KeywordHit) => {
    const was = best.get(h.index);
    if (!was || h.tier < was.tier || (h.tier === was.tier && h.order < was.order)) best.set(h.index, h);
  };
  for (const h of names.match(q, folded)) add(h);
  for (const h of pinyin.match(q)) add({ index: h.index, tier: h.whole ? PINYIN_WHOLE : PINYIN_PREFIX, order: h.rank });
  const hits = [...best.values()].sort((a, b) => compareHits(keywords, a, b));
  // Names inside a longer query only when it names nothing better: `converted mana cost` is
  // Mana value, not also Convert (converted) and Mana cost.
  return hits.length && hits[0].tier < NAMED ? hits.filter((h) => h.tier < NAMED) : hits;
}

/** Tier, then the name's length (or pinyin rank), then kind, then more linked rulings. */
function compareHits(keywords: readonly BundleKeyword[], a: KeywordHit, b: KeywordHit): number {
  const x = keywords[a.index];
  const y = keywords[b.index];
  return a.tier - b.tier || a.order - b.order || KIND_RANK[x.kind] - KIND_RANK[y.kind] || y.rulings.length - x.rulings.length || a.index - b.index;
}

/**
 * Fuse's keyword neighbours of `q`, only the nearest (fewest edits, name-match.ts distance), in
 * Fuse's order (fuse-options.ts compareKeywordHits). Fuse accepts a match anywhere in any name,
 * which is where its far neighbours come from (`flyng` → Shuffle, by "fl" and "y" apart;
 * `convke` → Mana value, by "conve…" of "converted mana cost"). `prefilter` null: Fuse reads
 * every keyword.
 */
export function fuzzyKeywords(fuse: FuseSubset, prefilter: NameFilter | null, names: NameMatcher, q: string, limit: number): KeywordHit[] {
  const picked = prefilter ? prefilter.matching(q, KEYWORD_OPTIONS.threshold!) : null;
  const hits = fuse.search(q, limit, picked).map((h) => ({ ...h, edits: names.distance(h.index, q) }));
  const nearest = Math.min(...hits.map((h) => h.edits));
  return hits.filter((h) => h.edits === nearest).map((h, order) => ({ index: h.index, tier: FUZZY, order, score: h.score }));
}
