// Index creation (at build time, or at run time for a bundle merged with packs) and searching
// over keywords and rulings.
//
// A search answers the question the reader typed, in this order:
// 1. keywords by name (name-match.ts): the query is a name (display name before an alias or an
//    inflection, then its pinyin, pinyin-match.ts), starts one (shorter names first), starts a
//    word of one, or, for a longer query, holds one; ties by kind, then by linked rulings. A rule
//    number (`702.9`, `702.9b`, `CR 701.34`) lists the keyword with that rule instead;
// 2. rulings that contain the query (text-match.ts): Latin words at a word start (`ward` is not
//    `toward`), Chinese as written, after folding Traditional to Simplified (zh-fold.ts). Those
//    holding the query's words in a row first; then, when the first keyword is the query's own
//    (its name, its pinyin, its rule number), those naming it by another of its names
//    (`phased out` → "phasing out"; `zengzhi` → 增殖, proliferate); then those holding the
//    words apart. Within each: the first keyword's linked rulings (higher link score first),
//    then the newest, then bundle order;
// 3. only when nothing matches by name or by text (a misspelling: `flyng`, `convke`): Fuse's
//    edit-distance neighbours. Keywords from Fuse (name-filter.ts drops, with Fuse's own
//    acceptance rule, those that cannot match); the rulings naming the first of them; failing
//    that, rulings from Fuse over a pool picked by the prefilter (candidate-index.ts) — Fuse's
//    bitap reads every character it is given (seconds a query at 50,000 rulings), so it reads a
//    few dozen likely rulings, with fuse-subset.ts skipping texts it cannot match.
// Date and source words filter the rulings first (query-filters.ts).
//
// What the bundle stores (buildSearchIndex): the ruling prefilter's tables (candidate-tables.ts),
// which also say exactly which rulings hold each word and CJK bigram (step 2 reads them, and
// reads texts only to check words in a row), and the keywords' pinyin. createSearcher uses what
// matches the bundle's rulings and builds the rest, on the first search, not when it is created.
// No Fuse records: Fuse scores the few documents a fuzzy query picks, and making their records
// per query (fuse-subset.ts) costs less than parsing records for all of them.
import type { Bundle, BundleKeyword, Ruling, SerializedSearchIndex } from '../schema.ts';
import { KNOWN_SOURCES } from '../schema.ts';
import { candidateIndex, type CandidateIndex } from './candidate-index.ts';
import { serializedMatches, serializeTables, tablesFromDocs, tablesFromSerialized, type CandidateTables } from './candidate-tables.ts';
import { KEYWORD_OPTIONS, RULING_OPTIONS, keywordDoc, rulingDoc } from './fuse-options.ts';
import { fuseSubset, type FuseSubset } from './fuse-subset.ts';
import { fuzzyKeywords, namedKeywords, type KeywordHit } from './keyword-hits.ts';
import { NAMED, PINYIN_WHOLE, nameMatcher, ruleHits, ruleQuery, type NameMatcher } from './name-match.ts';
import { rankRulings, rankState, type RankState, type Tier } from './rank-rulings.ts';
import { nameFilter, type NameFilter } from './name-filter.ts';
import { packPinyin, pinyinMatcher, storedPinyin, type PinyinMatcher } from './pinyin-match.ts';
import { filterAccepts, newestFirst, parseQueryFilters, type QueryFilters } from './query-filters.ts';
import { queryFeatures } from './text-features.ts';
import { textMatcher, tokensOf, type Candidates, type TextMatcher, type Token } from './text-match.ts';
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
  /** Lower is better, 0 best. Keywords by name: their tier (name-match.ts) ÷ 10 (0: the query
   * is the display name). Rulings containing the query: 0 in a row, 0.25 naming the keyword the
   * query names by another name, 0.5 holding its words apart. Edit-distance neighbours: Fuse's
   * score (0 a perfect match, 1 none). */
  score: number;
  title: string;
}

export interface Searcher {
  search(query: string, options?: { limit?: number }): SearchResult[];
}

export interface SearcherOptions {
  /** Rulings handed to Fuse per fuzzy query (default: `want × POOL_PER_RESULT + POOL_SLACK`).
   * `Infinity` turns both of the fuzzy step's prefilters off (Fuse reads every keyword and
   * ruling), for comparisons. Steps 1 and 2 are exact and never use it. */
  pool?: number;
}

const TITLE_LENGTH = 90;
// Fuse ranks the pool; a pool a couple of times the answer leaves it room to reorder (a phrase
// beats its words apart, an exact match in a short ruling beats one in a long ruling) while
// reading ~50 rulings a query.
const POOL_PER_RESULT = 2;
const POOL_SLACK = 10;
// The top keyword hit's most relevant rulings (its links, ranked) join Fuse's pool as extra
// candidates. They are added, never swapped in, so they can only bring Fuse better matches.
const LINKED_EXTRAS = 8;
// Keywords matched only by a prefix, a word or fuzzily take at most half of the results when
// rulings contain the query (`co` names dozens of keywords); the rest is for rulings. Keywords
// the query names exactly always show, and keywords fill whatever rulings leave.
const KEYWORD_SHARE = 0.5;
// Fuse reads rulings only for a query of this many characters or more: one edit in three letters
// is another word (`dan` → "and"), and a shorter Chinese query allows none (found in step 2).
const FUZZY_RULINGS_MIN = 4;
// Keywords whose rulings naming them are remembered.
const NAMED_CACHE = 16;

function rulingTitle(r: Ruling): string {
  return r.en.length > TITLE_LENGTH ? `${r.en.slice(0, TITLE_LENGTH - 1)}…` : r.en;
}

export function keywordTitle(k: BundleKeyword): string {
  return `${k.en[0]} / ${k.zhHans[0]}`;
}

interface Indexes {
  names: NameMatcher;
  pinyin: PinyinMatcher;
  text: TextMatcher;
  fold: ZhFold;
  /** The fuzzy step's. */
  keywords: FuseSubset;
  keywordNames: NameFilter;
  rulings: FuseSubset;
  candidates: CandidateIndex;
  /** Keyword id → indexes of its first linked rulings (Fuse's extra candidates). */
  linkedFirst: Map<string, number[]>;
  /** Keyword id → the rulings naming it (namesInRulings), for the last few keywords. */
  named: Map<string, ArrayLike<number>>;
  /** The ruling ranking's scratch (rank-rulings.ts). */
  rank: RankState;
  sources: Set<string>;
}

/** Everything a search reads, made on the first search (see createSearcher). */
function buildIndexes(bundle: Pick<Bundle, 'keywords' | 'rulings' | 'searchIndex'>): Indexes {
  const { keywords, rulings } = bundle;
  const index: SerializedSearchIndex = bundle.searchIndex ?? {};
  const tables: CandidateTables = serializedMatches(index.candidates, rulings) ? tablesFromSerialized(index.candidates) : tablesFromDocs(rulings);
  const candidates = candidateIndex(tables);
  return {
    names: nameMatcher(keywords),
    pinyin: pinyinMatcher(storedPinyin(index.pinyin, keywords)),
    text: textMatcher(tables, rulings),
    fold: zhFoldFromKeywords(keywords, (c) => candidates.hasChar(c)),
    // Fuse's documents are made for the keywords and rulings a fuzzy query picks.
    keywords: fuseSubset((i) => keywordDoc(keywords[i]), keywords.length, KEYWORD_OPTIONS),
    keywordNames: nameFilter(keywords.map((k) => k.en.concat(k.zhHans, k.zhHant, k.id))),
    rulings: fuseSubset((i) => rulingDoc(rulings[i]), rulings.length, RULING_OPTIONS),
    candidates,
    linkedFirst: new Map(),
    named: new Map(),
    rank: rankState(rulings.length),
    sources: sourceNames(rulings),
  };
}

function holdsAny({ docs, verify }: Candidates): boolean {
  if (!verify) return docs.length > 0;
  for (let k = 0; k < docs.length; k++) if (verify(docs[k])) return true;
  return false;
}

/** A searcher over the bundle. Keywords always come first, then rulings. */
export function createSearcher(bundle: Pick<Bundle, 'keywords' | 'rulings' | 'searchIndex'>, options: SearcherOptions = {}): Searcher {
  const prefilter = options.pool !== Infinity;
  const { keywords, rulings } = bundle;
  let built: Indexes | null = null;
  // Everything is made on the first search: the extension's background creates its searcher
  // when it wakes, and most wake-ups are tooltip lookups.
  const indexes = (): Indexes => (built ??= buildIndexes(bundle));
  let allowedFor: { key: string; mask: Uint8Array } | null = null;

  return {
    search(query, { limit = 20 } = {}) {
      if (query.trim() === '' || limit <= 0) return [];
      const ix = indexes();
      const filters = parseQueryFilters(query, ix.sources);
      const q = filters ? filters.rest : query.trim();
      if (filters && q === '') {
        // Only filters: the rulings they accept, newest first.
        return newestFirst(rulings, filters, limit).map((i) => rulingResult(i, 0));
      }
      const allowed = filters ? allowedMask(filters) : null;
      const folded = ix.fold(q);
      const rule = ruleQuery(q);

      // 1. Keywords by name, pinyin or rule number.
      let hits: KeywordHit[] = rule ? ruleHits(keywords, rule) : namedKeywords(keywords, ix.names, ix.pinyin, q, folded);
      let top = hits[0] ? keywords[hits[0].index] : undefined;

      // 2. Rulings containing the query (or the keyword's names), by tier, each list made only
      // when the tiers before it leave room: "phased out" holds in thousands of rulings, and
      // then neither the rulings naming Phasing otherwise nor those with "phased" and "out"
      // apart are looked for.
      // NFKC: full-width letters and digits from a Chinese input method are words too.
      const tokens = tokensOf(folded.normalize('NFKC'));
      let inRow: Candidates | null = null;
      let all: number[] | null = null;
      const none: Candidates = { docs: [], verify: null };
      const queryInRow = () => (inRow ??= !tokens.length ? none : rule ? { docs: ruleInRulings(ix, tokens, rule), verify: null } : ix.text.inRowCandidates(tokens));
      const queryAll = () => (all ??= tokens.length && !rule ? ix.text.find(tokens).all : []);
      let named: BundleKeyword | undefined = hits[0] && hits[0].tier <= PINYIN_WHOLE ? top : undefined;
      const tiers: Tier[] = [() => [queryInRow()], () => (named ? [{ docs: namesInRulings(ix, named), verify: null }] : []), () => [{ docs: queryAll(), verify: null }]];

      // 3. Nothing at all (a keyword named inside a longer query is not an answer to it):
      // edit-distance neighbours. Not for a rule number: it is not misspelt.
      const fuzzy = !rule && !(hits.length && hits[0].tier < NAMED) && !holdsAny(queryInRow()) && queryAll().length === 0;
      if (fuzzy) {
        const near = fuzzyKeywords(ix.keywords, prefilter ? ix.keywordNames : null, ix.names, q, limit);
        named = near.length ? keywords[near[0].index] : undefined;
        hits = [...near, ...hits.filter((h) => !near.some((n) => n.index === h.index))];
        top = hits[0] ? keywords[hits[0].index] : undefined;
      }

      // Keywords, then rulings: lesser keyword matches leave room for the rulings.
      hits = hits.slice(0, limit);
      const sure = hits.filter((h) => h.tier <= PINYIN_WHOLE).length;
      const room = Math.min(hits.length, Math.max(sure, Math.ceil(limit * KEYWORD_SHARE)));
      let found: SearchResult[] = rankRulings(ix.rank, rulings, tiers, top, allowed, limit - room).map(([i, score]) => rulingResult(i, score));
      if (found.length === 0 && fuzzy && limit > room && q.replace(/\s+/g, '').length >= FUZZY_RULINGS_MIN) found = fuseRulings(ix, q, limit - room, top, allowed);
      const shown = Math.min(hits.length, limit - found.length);
      return [...hits.slice(0, shown).map(keywordResult), ...found];
    },
  };

  function keywordResult(h: KeywordHit): SearchResult {
    const k = keywords[h.index];
    return { type: 'keyword', id: k.id, score: h.score ?? h.tier / 10, title: keywordTitle(k) };
  }

  function rulingResult(i: number, score: number): SearchResult {
    return { type: 'ruling', id: rulings[i].id, score, title: rulingTitle(rulings[i]) };
  }

  /** The rulings holding any name of `k` (English or Simplified) in a row, ascending
   * (remembered for the last few keywords: names never change). */
  function namesInRulings(ix: Indexes, k: BundleKeyword): ArrayLike<number> {
    let out = ix.named.get(k.id);
    if (out) return out;
    const phrases = new Map<string, Token[]>();
    for (const name of [...k.en, ...k.zhHans]) {
      const tokens = tokensOf(name);
      if (tokens.length) phrases.set(tokens.map((t) => `${t.cjk ? 'c' : 'w'}${t.text}`).join(' '), tokens);
    }
    out = ix.text.inRowOfAny([...phrases.values()]);
    if (ix.named.size >= NAMED_CACHE) ix.named.delete(ix.named.keys().next().value!);
    ix.named.set(k.id, out);
    return out;
  }

  /** The rulings holding the rule number as written (`702.9` holds in `702.9b`, not in
   * `702.90`). */
  function ruleInRulings(ix: Indexes, tokens: Token[], rule: string): number[] {
    const literal = new RegExp(`(?<![\\d.])${rule.replace(/\./g, '\\.')}(?!\\d)`, 'i');
    return ix.text.find(tokens).all.filter((i) => literal.test(rulings[i].en) || literal.test(rulings[i].zh));
  }

  /** Fuse over the prefilter's pool (plus `top`'s first linked rulings). */
  function fuseRulings(ix: Indexes, q: string, want: number, top: BundleKeyword | undefined, allowed: Uint8Array | null): SearchResult[] {
    const rq = ix.fold(q);
    const pool = options.pool ?? want * POOL_PER_RESULT + POOL_SLACK;
    const picked = prefilter
      ? withLinked(ix, ix.candidates.select(queryFeatures(rq), { max: pool, threshold: RULING_OPTIONS.threshold!, allowed }), top, allowed)
      : allowed
        ? allowedList(allowed)
        : null;
    return ix.rulings.search(rq, want, picked).map((hit) => rulingResult(hit.index, hit.score));
  }

  function allowedMask(filters: QueryFilters): Uint8Array {
    const key = `${filters.sources.join(' ')}|${filters.dates.join(' ')}`;
    if (allowedFor?.key === key) return allowedFor.mask;
    const mask = new Uint8Array(rulings.length);
    rulings.forEach((r, i) => (mask[i] = filterAccepts(filters, r) ? 1 : 0));
    allowedFor = { key, mask };
    return mask;
  }

  /** `picked` plus the first linked rulings of `keyword` (those the filter allows), ascending. */
  function withLinked(ix: Indexes, picked: number[], keyword: BundleKeyword | undefined, allowed: Uint8Array | null): number[] {
    if (!keyword) return picked;
    let linked = ix.linkedFirst.get(keyword.id);
    if (!linked) {
      // One pass over the rulings for a handful of ids: cheaper than a map of every id.
      const want = new Set(keyword.rulings.slice(0, LINKED_EXTRAS).map((l) => l.rulingId));
      linked = [];
      for (let i = 0; i < rulings.length && linked.length < want.size; i++) if (want.has(rulings[i].id)) linked.push(i);
      ix.linkedFirst.set(keyword.id, linked);
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
