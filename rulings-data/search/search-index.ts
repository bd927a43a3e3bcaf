// Index creation (at build time, or at run time for a bundle merged with packs) and searching
// over keywords and rulings.
//
// Fuse keeps the last word on what matches and in which order, but no longer reads everything:
// its bitap reads every character of every text it is given (seconds per query at 50,000
// rulings, a few milliseconds for the ~280 keywords alone). So:
// - keywords: name-filter.ts drops, with Fuse's own acceptance rule, the ones that cannot match;
//   pinyin-match.ts adds the ones whose pinyin the query spells (`zengzhi`, `zz` → 增殖);
// - rulings: date and source words filter them (query-filters.ts); the query is folded to
//   Simplified Chinese (zh-fold.ts), candidate-index.ts picks a pool of likely rulings (plus the
//   top keyword's linked rulings), and Fuse ranks the pool;
// - fuse-subset.ts runs Fuse over those, skipping texts it cannot match (a Latin query against
//   the Chinese paragraphs).
// What the bundle stores (buildSearchIndex): the ruling prefilter (candidate-tables.ts) and the
// keywords' pinyin. createSearcher uses what matches the bundle's rulings and builds the rest, on
// the first search, not when it is created. No Fuse records (keywords or rulings): Fuse scores
// the few documents the prefilters keep, and making their records per query (fuse-subset.ts)
// costs less than parsing records for all of them — for the ~370 keywords, JSON.parse of their
// records was a third of the popup's index load, and most of its garbage.
import type { Bundle, BundleKeyword, Ruling, SerializedSearchIndex } from '../schema.ts';
import { KNOWN_SOURCES } from '../schema.ts';
import { candidateIndex, type CandidateIndex } from './candidate-index.ts';
import { serializedMatches, serializeTables, tablesFromDocs, tablesFromSerialized } from './candidate-tables.ts';
import { KEYWORD_OPTIONS, RULING_OPTIONS, keywordDoc, rulingDoc } from './fuse-options.ts';
import { fuseSubset, type FuseSubset } from './fuse-subset.ts';
import { nameFilter, type NameFilter } from './name-filter.ts';
import { packPinyin, pinyinMatcher, storedPinyin, type PinyinMatcher } from './pinyin-match.ts';
import { filterAccepts, newestFirst, parseQueryFilters, type QueryFilters } from './query-filters.ts';
import { queryFeatures } from './text-features.ts';
import { zhFoldFromKeywords, type ZhFold } from './zh-fold.ts';

export interface BuildSearchIndexOptions {
  /** Keyword pinyin: keywordPinyin's table (pinyin-names.ts, at build time), or a built bundle's
   * `searchIndex.pinyin`, kept as it is (run-time callers: keywords never change at run time). */
  pinyin?: Record<string, string[]> | string[];
}

/** Pure JS (no Node API, no pinyin-pro): the extension may call it when it merges packs. */
export function buildSearchIndex(keywords: readonly BundleKeyword[], rulings: readonly Ruling[], options: BuildSearchIndexOptions = {}): SerializedSearchIndex {
  const out: SerializedSearchIndex = { candidates: serializeTables(tablesFromDocs(rulings), rulings) };
  const { pinyin } = options;
  if (pinyin) out.pinyin = Array.isArray(pinyin) ? pinyin : packPinyin(keywords.map((k) => k.id), pinyin);
  return out;
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

interface Indexes {
  keywords: FuseSubset;
  keywordNames: NameFilter;
  pinyin: PinyinMatcher;
  rulings: FuseSubset;
  candidates: CandidateIndex;
  fold: ZhFold;
  /** Keyword id → indexes of its first linked rulings (found once per keyword). */
  linked: Map<string, number[]>;
  sources: Set<string>;
}

/** A searcher over the bundle. Keywords always come first, then rulings. */
export function createSearcher(bundle: Pick<Bundle, 'keywords' | 'rulings' | 'searchIndex'>, options: SearcherOptions = {}): Searcher {
  const prefilter = options.pool !== Infinity;
  let built: Indexes | null = null;
  // Everything is made on the first search: the extension's background creates its searcher
  // when it wakes, and most wake-ups are tooltip lookups.
  const indexes = (): Indexes => {
    if (built) return built;
    const index: SerializedSearchIndex = bundle.searchIndex ?? {};
    const candidates = candidateIndex(serializedMatches(index.candidates, bundle.rulings) ? tablesFromSerialized(index.candidates) : tablesFromDocs(bundle.rulings));
    return (built = {
      // Fuse's documents are made for the keywords a query picks, as for rulings.
      keywords: fuseSubset((i) => keywordDoc(bundle.keywords[i]), bundle.keywords.length, KEYWORD_OPTIONS),
      keywordNames: nameFilter(bundle.keywords.map((k) => k.en.concat(k.zhHans, k.zhHant, k.id))),
      pinyin: pinyinMatcher(storedPinyin(index.pinyin, bundle.keywords)),
      rulings: fuseSubset((i) => rulingDoc(bundle.rulings[i]), bundle.rulings.length, RULING_OPTIONS),
      candidates,
      fold: zhFoldFromKeywords(bundle.keywords, (c) => candidates.hasChar(c)),
      linked: new Map(),
      sources: sourceNames(bundle.rulings),
    });
  };
  let allowedFor: { key: string; mask: Uint8Array } | null = null;

  return {
    search(query, { limit = 20 } = {}) {
      if (query.trim() === '' || limit <= 0) return [];
      const ix = indexes();
      const filters = parseQueryFilters(query, ix.sources);
      const q = filters ? filters.rest : query.trim();
      if (filters && q === '') {
        // Only filters: the rulings they accept, newest first.
        return newestFirst(bundle.rulings, filters, limit).map((i) => rulingResult(bundle.rulings[i], 0));
      }
      const out = searchKeywords(ix, q, limit);
      if (out.length < limit) {
        const want = limit - out.length;
        const top = out[0] ? bundle.keywords.find((k) => k.id === out[0].id) : undefined;
        // A pinyin query finds its keyword; the rulings are then searched by its Chinese name.
        const rq = top && out[0].pinyin ? top.zhHans[0] : ix.fold(q);
        const allowed = filters ? allowedMask(filters) : null;
        const pool = options.pool ?? want * POOL_PER_RESULT + POOL_SLACK;
        const picked = prefilter
          ? withLinked(ix, ix.candidates.select(queryFeatures(rq), { max: pool, threshold: RULING_OPTIONS.threshold!, allowed }), top, allowed)
          : allowed
            ? allowedList(allowed)
            : null;
        for (const hit of ix.rulings.search(rq, want, picked)) out.push(rulingResult(bundle.rulings[hit.index], hit.score));
      }
      return out.map(({ pinyin: _pinyin, ...r }) => r);
    },
  };

  /** Keyword hits: a query that is a keyword's name, then whole pinyin matches, then the rest of
   * what Fuse found, then pinyin prefixes. */
  function searchKeywords(ix: Indexes, q: string, limit: number): (SearchResult & { pinyin?: boolean })[] {
    const names = prefilter ? ix.keywordNames.matching(q, KEYWORD_OPTIONS.threshold!) : null;
    const fuse = ix.keywords.search(q, limit, names);
    const lower = q.toLowerCase();
    const isName = (i: number) => [...bundle.keywords[i].en, ...bundle.keywords[i].zhHans, ...bundle.keywords[i].zhHant].some((n) => n.toLowerCase() === lower);
    const pinyin = ix.pinyin.match(q);
    // Several keywords with the same initials (zz: 增殖 zeng zhi, 组装 zu zhuang): display names
    // before aliases, then the keyword with more rulings.
    const linked = (i: number) => bundle.keywords[i].rulings.length;
    const whole = pinyin.filter((h) => h.whole).sort((a, b) => a.rank - b.rank || linked(b.index) - linked(a.index) || a.index - b.index);
    const ordered: { index: number; score: number; pinyin?: boolean }[] = [
      ...fuse.filter((h) => isName(h.index)),
      ...whole.map((h) => ({ index: h.index, score: 0, pinyin: true })),
      ...fuse.filter((h) => !isName(h.index)),
      ...pinyin.filter((h) => !h.whole).map((h) => ({ index: h.index, score: 0.5, pinyin: true })),
    ];
    const seen = new Set<number>();
    const out: (SearchResult & { pinyin?: boolean })[] = [];
    for (const hit of ordered) {
      if (seen.has(hit.index) || out.length >= limit) continue;
      seen.add(hit.index);
      const k = bundle.keywords[hit.index];
      out.push({ type: 'keyword', id: k.id, score: hit.score, title: keywordTitle(k), ...(hit.pinyin ? { pinyin: true } : {}) });
    }
    return out;
  }

  function rulingResult(r: Ruling, score: number): SearchResult {
    return { type: 'ruling', id: r.id, score, title: rulingTitle(r) };
  }

  function allowedMask(filters: QueryFilters): Uint8Array {
    const key = `${filters.sources.join(' ')}|${filters.dates.join(' ')}`;
    if (allowedFor?.key === key) return allowedFor.mask;
    const mask = new Uint8Array(bundle.rulings.length);
    bundle.rulings.forEach((r, i) => (mask[i] = filterAccepts(filters, r) ? 1 : 0));
    allowedFor = { key, mask };
    return mask;
  }

  /** `picked` plus the first linked rulings of `keyword` (those the filter allows), ascending. */
  function withLinked(ix: Indexes, picked: number[], keyword: BundleKeyword | undefined, allowed: Uint8Array | null): number[] {
    if (!keyword) return picked;
    let linked = ix.linked.get(keyword.id);
    if (!linked) {
      // One pass over the rulings for a handful of ids: cheaper than a map of every id.
      const want = new Set(keyword.rulings.slice(0, LINKED_EXTRAS).map((l) => l.rulingId));
      linked = [];
      for (let i = 0; i < bundle.rulings.length && linked.length < want.size; i++) if (want.has(bundle.rulings[i].id)) linked.push(i);
      ix.linked.set(keyword.id, linked);
    }
    const all = new Set(picked);
    for (const i of linked) if (!allowed || allowed[i]) all.add(i);
    return all.size === picked.length ? picked : [...all].sort((a, b) => a - b);
  }
}

/** The known source names and every ruling's (one pass, no array of 50,000 names). */
function sourceNames(rulings: readonly Ruling[]): Set<string> {
  const out = new Set<string>(KNOWN_SOURCES);
  for (const r of rulings) out.add(r.source);
  return out;
}

function allowedList(mask: Uint8Array): number[] {
  const out: number[] = [];
  for (let i = 0; i < mask.length; i++) if (mask[i]) out.push(i);
  return out;
}
