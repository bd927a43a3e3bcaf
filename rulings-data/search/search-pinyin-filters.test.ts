// The searcher with pinyin and with date / source words, on the seed bundle built as
// `rulings build` builds it (pinyin included) and on shuffled rulings with spread dates.
import { describe, expect, it } from 'vitest';
import { buildBundle } from '../bundle/build-bundle.ts';
import { KEYWORDS } from '../keywords/index.ts';
import { seedSources } from '../../test/helpers/seed-sources.ts';
import { shuffledCorpus } from '../../test/helpers/shuffled-corpus.ts';
import { keywordPinyin } from './pinyin-names.ts';
import { buildSearchIndex, createSearcher, type SearchResult } from './search-index.ts';

const { bundle } = buildBundle({ sources: seedSources(), keywords: KEYWORDS, pinyin: keywordPinyin });
const searcher = createSearcher(JSON.parse(JSON.stringify(bundle)));
const keywordIds = (hits: SearchResult[]) => hits.filter((h) => h.type === 'keyword').map((h) => h.id);
const rulingHits = (hits: SearchResult[]) => hits.filter((h) => h.type === 'ruling');

describe('pinyin search', () => {
  it.each([
    ['zengzhi', 'proliferate'],
    ['zeng zhi', 'proliferate'],
    ['zz', 'proliferate'],
    ['wei zhuang', 'disguise'],
    ['weizhuang', 'disguise'],
    ['wz', 'disguise'],
    ['yueli', 'phasing'],
    ['zēng zhí', 'proliferate'],
    ['zeng1 zhi2', 'proliferate'],
    ['wei4zhuang1', 'disguise'],
  ])('%s finds %s first', (query, id) => {
    expect(searcher.search(query)[0]).toMatchObject({ type: 'keyword', id });
  });

  it('then lists the rulings of that keyword, as its Chinese name would', () => {
    const byName = rulingHits(searcher.search('增殖')).map((h) => h.id);
    expect(byName.length).toBeGreaterThan(0);
    expect(rulingHits(searcher.search('zengzhi')).map((h) => h.id)).toEqual(byName);
    expect(rulingHits(searcher.search('wei zhuang')).map((h) => h.id)).toEqual(rulingHits(searcher.search('伪装')).map((h) => h.id));
  });

  it('does not take over English queries', () => {
    expect(searcher.search('ward')[0]).toMatchObject({ type: 'keyword', id: 'ward' });
    for (const [q, id] of [['prolif', 'proliferate'], ['madnes', 'madness'], ['convke', 'convoke'], ['disguise', 'disguise'], ['fight', 'fight'], ['tap', 'tap-and-untap']]) {
      expect(searcher.search(q)[0], q).toMatchObject({ type: 'keyword', id });
    }
    // A pinyin prefix (sha… → 闪现 shan xian, Flash) comes after the English names the query
    // starts (Shadow).
    const hits = keywordIds(searcher.search('sha'));
    const english = keywordIds(createSearcher({ ...bundle, searchIndex: { ...bundle.searchIndex, pinyin: undefined } }).search('sha'));
    expect(english).toContain('shadow');
    expect(english).not.toContain('flash');
    expect(hits.slice(0, english.length)).toEqual(english);
    expect(hits.slice(english.length)).toContain('flash');
    expect(keywordIds(searcher.search('shou'))).toContain('ward');
    expect(keywordIds(searcher.search('shou hu'))[0]).toBe('ward');
  });

  it('ranks the display name of a keyword above another keyword’s alias with the same initials', () => {
    const zz = keywordIds(searcher.search('zz'));
    expect(zz.indexOf('proliferate')).toBeLessThan(zz.indexOf('tap-and-untap'));
  });
});

describe('date and source search', () => {
  const rulings = shuffledCorpus(bundle.rulings, 1500);
  const big = { keywords: bundle.keywords, rulings, searchIndex: buildSearchIndex(bundle.keywords, rulings) };
  const fast = createSearcher(big);
  const slow = createSearcher(big, { pool: Infinity });
  const byId = new Map(rulings.map((r) => [r.id, r]));
  const of = (hits: SearchResult[]) => rulingHits(hits).map((h) => byId.get(h.id)!);

  it('official 2024 lists official rulings of 2024, newest first, and nothing else', () => {
    const hits = fast.search('official 2024', { limit: 30 });
    expect(hits.every((h) => h.type === 'ruling')).toBe(true);
    const expected = rulings
      .map((r, i) => ({ r, i }))
      .filter(({ r }) => r.source === 'official' && r.date.startsWith('2024'))
      .sort((a, b) => b.r.date.localeCompare(a.r.date) || a.i - b.i)
      .slice(0, 30)
      .map(({ r }) => r.id);
    expect(expected.length).toBe(30);
    expect(hits.map((h) => h.id)).toEqual(expected);
  });

  it('MTGZH alone lists MTGZH rulings; the words are found in any case and order', () => {
    const hits = of(fast.search('MTGZH', { limit: 50 }));
    expect(hits).toHaveLength(50);
    expect(hits.every((r) => r.source === 'MTGZH')).toBe(true);
    expect(of(fast.search('2024 OFFICIAL', { limit: 10 }))).toEqual(of(fast.search('official 2024', { limit: 10 })));
    // On the seed bundle too (its MTGZH rulings are about madness).
    const seeds = rulingHits(searcher.search('MTGZH'));
    expect(seeds.length).toBeGreaterThan(0);
    for (const h of seeds) expect(bundle.rulings.find((r) => r.id === h.id)!.source).toBe('MTGZH');
  });

  it('filters with words: the words searched as usual, only among the rulings the filters accept', () => {
    for (const q of ['official 2024 counter', 'MTGZH madness', '2021-03 the', 'gpt 增殖', '2019 phased out official']) {
      const got = fast.search(q);
      const want = slow.search(q);
      expect(rulingHits(got).length, q).toBeGreaterThan(0);
      expect(keywordIds(got), q).toEqual(keywordIds(want));
      expect(rulingHits(got).slice(0, 3), q).toEqual(rulingHits(want).slice(0, 3));
      const filter = q.split(' ').filter((w) => /^\d{4}/.test(w) || ['official', 'MTGZH', 'gpt'].includes(w));
      for (const r of of(got)) {
        for (const f of filter) expect(/^\d/.test(f) ? r.date.startsWith(f) : r.source === f, `${q}: ${r.id} ${r.date} ${r.source}`).toBe(true);
      }
    }
    // Keywords are searched with the words alone.
    expect(fast.search('official 2024 counter')[0]).toMatchObject({ type: 'keyword', id: fast.search('counter')[0].id });
  });

  it('a filter nothing matches returns nothing', () => {
    expect(fast.search('2009')).toEqual([]);
    expect(fast.search('MTGZH 2009 counter').filter((h) => h.type === 'ruling')).toEqual([]);
  });
});
