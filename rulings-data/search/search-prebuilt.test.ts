// The prebuilt search index (what `rulings build` writes) is only a shortcut: a searcher over a
// bundle without it, with part of it, or with one for other rulings (a bundle merged with packs
// at run time) returns exactly the same results — ids, order and scores.
import { describe, expect, it } from 'vitest';
import { buildBundle } from '../bundle/build-bundle.ts';
import { KEYWORDS } from '../keywords/index.ts';
import type { Bundle } from '../schema.ts';
import { seedSources } from '../../test/helpers/seed-sources.ts';
import { shuffledCorpus } from '../../test/helpers/shuffled-corpus.ts';
import { keywordPinyin } from './pinyin-names.ts';
import { buildSearchIndex, createSearcher } from './search-index.ts';

const { bundle } = buildBundle({ sources: seedSources(), keywords: KEYWORDS, pinyin: keywordPinyin });
const QUERIES = ['prolif', '增殖', '偽裝', 'phased out', 'madnes', 'convke', 'face-down spell', '跃离', 'counter', 'token', 'mana value', '冒险', '的', 'x', 'zengzhi', 'zz', 'official 2024', 'MTGZH counter', '2019-05 the', 'a very long query that goes past thirty-one characters of text'];
type SearchBundle = Pick<Bundle, 'keywords' | 'rulings' | 'searchIndex'>;

/** Through JSON, as the extension and the CLI read it. */
const roundTrip = (b: SearchBundle): SearchBundle => JSON.parse(JSON.stringify(b));

function expectSameResults(a: SearchBundle, b: SearchBundle, queries = QUERIES) {
  const x = createSearcher(a);
  const y = createSearcher(b);
  for (const q of queries) {
    for (const limit of [5, 20]) expect(y.search(q, { limit }), `${q} (limit ${limit})`).toEqual(x.search(q, { limit }));
  }
}

describe.each([
  ['the seed bundle', bundle.rulings],
  ['2,000 shuffled rulings', shuffledCorpus(bundle.rulings, 2000)],
])('prebuilt index vs none, over %s', (_, rulings) => {
  const prebuilt = roundTrip({ keywords: bundle.keywords, rulings, searchIndex: buildSearchIndex(bundle.keywords, rulings, { pinyin: bundle.searchIndex.pinyin }) });

  it('holds the prefilter for these rulings (and no Fuse ruling records)', () => {
    expect(prebuilt.searchIndex.candidates?.rulings).toBe(rulings.length);
    expect(prebuilt.searchIndex.rulings).toBeUndefined();
  });

  it('returns the same results with no prefilter in the bundle', () => {
    const { candidates: _c, ...rest } = prebuilt.searchIndex;
    expectSameResults(prebuilt, { ...prebuilt, searchIndex: rest });
  });

  it('returns the same results with no search index at all but the pinyin', () => {
    expectSameResults(prebuilt, { ...prebuilt, searchIndex: { keywords: null, pinyin: prebuilt.searchIndex.pinyin } });
  });

  it('returns the same results when the prefilter was built for other rulings (packs merged)', () => {
    const extra = shuffledCorpus(bundle.rulings, 40, 7).map((r) => ({ ...r, id: `pack-${r.id}`, en: `${r.en} Zyxquorp.`, source: 'pack' }));
    const merged = { ...prebuilt, rulings: [...rulings, ...extra] };
    const fresh = roundTrip({ ...merged, searchIndex: buildSearchIndex(bundle.keywords, merged.rulings, { pinyin: prebuilt.searchIndex.pinyin }) });
    expectSameResults(fresh, merged, [...QUERIES, 'pack', 'pack counter', 'zyxquorp']);
    // The stale prefilter was not used: the pack's rulings are found by their text.
    const found = createSearcher(merged).search('zyxquorp', { limit: 50 });
    expect(found.length).toBe(extra.length);
    expect(found.every((h) => h.id.startsWith('pack-'))).toBe(true);
  });
});

describe('buildSearchIndex at run time', () => {
  it('needs no pinyin-pro: without pinyin it simply has none, and pinyin search is off', () => {
    const index = buildSearchIndex(bundle.keywords, bundle.rulings);
    expect(index.pinyin).toBeUndefined();
    const searcher = createSearcher({ keywords: bundle.keywords, rulings: bundle.rulings, searchIndex: index });
    expect(searcher.search('zengzhi').filter((h) => h.type === 'keyword')).toEqual([]);
    expect(searcher.search('prolif')[0]).toMatchObject({ type: 'keyword', id: 'proliferate' });
  });
});

describe('edge bundles', () => {
  it('a bundle with no rulings, or no search index at all, still finds keywords', () => {
    const keywords = bundle.keywords.map((k) => ({ ...k, rulings: [] }));
    const empty = roundTrip({ keywords, rulings: [], searchIndex: buildSearchIndex(keywords, []) });
    const bare = { keywords, rulings: [], searchIndex: undefined as never };
    for (const b of [empty, bare]) {
      const searcher = createSearcher(b);
      expect(searcher.search('prolif')[0]).toMatchObject({ type: 'keyword', id: 'proliferate' });
      expect(searcher.search('official 2024')).toEqual([]);
      expect(searcher.search('counter').every((h) => h.type === 'keyword')).toBe(true);
    }
  });
});
