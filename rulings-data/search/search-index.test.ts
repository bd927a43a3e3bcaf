// Popup search: keywords first, then rulings picked by the prefilter and ranked by Fuse. The
// reference for "right" is Fuse reading everything (createSearcher(…, { pool: Infinity })).
import { describe, expect, it } from 'vitest';
import { buildBundle } from '../bundle/build-bundle.ts';
import { KEYWORDS } from '../keywords/index.ts';
import { seedSources } from '../../test/helpers/seed-sources.ts';
import { shuffledCorpus } from '../../test/helpers/shuffled-corpus.ts';
import { buildSearchIndex, createSearcher, type SearchResult } from './search-index.ts';

const { bundle } = buildBundle({ sources: seedSources(), keywords: KEYWORDS });
const searcher = createSearcher(JSON.parse(JSON.stringify(bundle)));
const fullScan = createSearcher(bundle, { pool: Infinity });
const rulingById = new Map(bundle.rulings.map((r) => [r.id, r]));
const rulingsOf = (hits: SearchResult[]) => hits.filter((h) => h.type === 'ruling');

/** The benchmark's queries (scripts/bench/search-bench.ts): the keyword each must find first
 * (null: none does) and what the rulings it finds must say. */
const BENCH: [query: string, keyword: string | null, rulingText: RegExp][] = [
  ['prolif', 'proliferate', /prolif/i],
  ['增殖', 'proliferate', /增殖/],
  ['偽裝', 'disguise', /伪装/],
  ['phased out', 'phasing', /phase[sd]? out|phased-out/i],
  ['madnes', 'madness', /madness/i],
  ['convke', 'convoke', /convoke/i],
  ['face-down spell', null, /face-down spell/i],
  ['跃离', 'phasing', /跃离/],
];
const MORE = ['counter', 'token', 'mana value', 'adventure', 'exile', '冒险', '牌', '的', 'disguise', 'turn face up', 'sacrifice', 'cast', 'differentiated', 'copy', '衍生物', '横置', 'x', 'it'];

describe('search on the seed bundle', () => {
  it.each(BENCH)('%s: the expected keyword first (%s), then rulings that say it', (query, keyword, rulingText) => {
    const hits = searcher.search(query);
    if (keyword) expect(hits[0]).toMatchObject({ type: 'keyword', id: keyword });
    else expect(hits[0]?.type).toBe('ruling');
    const rulings = rulingsOf(hits);
    expect(rulings.length).toBeGreaterThan(0);
    for (const hit of rulings.slice(0, 3)) {
      const r = rulingById.get(hit.id)!;
      expect(`${r.en} ${r.zh}`, `${query} → ${hit.title}`).toMatch(rulingText);
    }
  });

  it('agrees with Fuse reading every ruling: same keywords, same top rulings, nothing else', () => {
    for (const query of [...BENCH.map(([q]) => q), ...MORE]) {
      const got = searcher.search(query);
      const want = fullScan.search(query);
      expect(got.filter((h) => h.type === 'keyword'), query).toEqual(want.filter((h) => h.type === 'keyword'));
      const gotRulings = rulingsOf(got);
      const wantRulings = rulingsOf(want);
      expect(gotRulings.slice(0, 3), query).toEqual(wantRulings.slice(0, 3));
      // What the prefilter leaves out are Fuse's weakest matches (across word boundaries, e.g.
      // "control if" for "prolif"): the rest is the full list, in order, with the same scores.
      const rest = wantRulings.filter((h) => gotRulings.some((g) => g.id === h.id));
      expect(gotRulings, query).toEqual(rest);
      expect(gotRulings.length, query).toBeGreaterThanOrEqual(wantRulings.length - 2);
    }
  });

  it('finds the Simplified rulings for a Traditional query', () => {
    const ids = (q: string) => rulingsOf(searcher.search(q)).map((h) => h.id);
    expect(ids('偽裝').length).toBeGreaterThan(0);
    expect(ids('偽裝')).toEqual(ids('伪装'));
    expect(ids('躍離')).toEqual(ids('跃离'));
  });

  it('returns nothing for an empty query or one that matches nothing', () => {
    for (const q of ['', '   ', '\t\n']) expect(searcher.search(q)).toEqual([]);
    for (const q of ['zzzzqqq', 'qxjzvw', '鑫鑫鑫']) expect(searcher.search(q)).toEqual([]);
  });

  it('respects the limit', () => {
    for (const limit of [1, 3, 5, 12]) {
      for (const q of ['madnes', 'counter', 'the', '的', 'face-down spell']) {
        const hits = searcher.search(q, { limit });
        expect(hits.length, `${q} limit ${limit}`).toBeLessThanOrEqual(limit);
        expect(hits, `${q} limit ${limit}`).toEqual(fullScan.search(q, { limit }));
      }
    }
    expect(searcher.search('madnes', { limit: 0 })).toEqual([]);
    expect(searcher.search('madnes', { limit: 5 })).toHaveLength(5);
  });
});

describe('search on 2,000 shuffled rulings', () => {
  const rulings = shuffledCorpus(bundle.rulings, 2000);
  const big = { keywords: bundle.keywords, rulings, searchIndex: buildSearchIndex(bundle.keywords, rulings) };
  const fast = createSearcher(big);
  const slow = createSearcher(big, { pool: Infinity });

  it('returns rulings as good as Fuse reading all of them (same scores, rank by rank)', () => {
    for (const query of [...BENCH.map(([q]) => q), 'counter', 'mana value', 'exile', 'untap step', '牌面朝下', '的', 'token']) {
      const got = rulingsOf(fast.search(query)).map((h) => h.score.toFixed(6));
      const want = rulingsOf(slow.search(query)).map((h) => h.score.toFixed(6));
      expect(got, query).toEqual(want);
    }
  });
});
