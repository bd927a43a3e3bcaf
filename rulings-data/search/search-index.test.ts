// Popup search: keywords by name, then rulings that contain the query, ranked; Fuse's
// edit-distance neighbours only when nothing matches (search-index.ts). The hand-written
// expectations per query are in query-set.json (query-set.test.ts); this checks the rules.
import { describe, expect, it } from 'vitest';
import { buildBundle } from '../bundle/build-bundle.ts';
import { KEYWORDS } from '../keywords/index.ts';
import type { Bundle, Ruling } from '../schema.ts';
import { seedSources } from '../../test/helpers/seed-sources.ts';
import { shuffledCorpus } from '../../test/helpers/shuffled-corpus.ts';
import { keywordPinyin } from './pinyin-names.ts';
import { buildSearchIndex, createSearcher, type SearchResult } from './search-index.ts';
import { textMatcher, tokensOf } from './text-match.ts';
import { tablesFromDocs } from './candidate-tables.ts';

const { bundle } = buildBundle({ sources: seedSources(), keywords: KEYWORDS, pinyin: keywordPinyin });
const searcher = createSearcher(JSON.parse(JSON.stringify(bundle)));
const fullScan = createSearcher(bundle, { pool: Infinity });
const rulingById = new Map(bundle.rulings.map((r) => [r.id, r]));
const rulingsOf = (hits: SearchResult[]) => hits.filter((h) => h.type === 'ruling');
const keywordsOf = (hits: SearchResult[]) => hits.filter((h) => h.type === 'keyword').map((h) => h.id);

/** The benchmark's queries (scripts/bench/search-bench.ts): the keyword each must find first
 * and what the rulings it finds must say. */
const BENCH: [query: string, keyword: string, rulingText: RegExp][] = [
  ['prolif', 'proliferate', /prolif|增殖/i],
  ['增殖', 'proliferate', /增殖|prolif/i],
  ['偽裝', 'disguise', /伪装|disguis/i],
  ['phased out', 'phasing', /phas|跃离|跃回/i],
  ['madnes', 'madness', /madness/i],
  ['convke', 'convoke', /convoke/i],
  ['face-down spell', 'face-down', /face.down[^]*spell|spell[^]*face.down/i],
  ['跃离', 'phasing', /跃离|跃回|phas/i],
];
// Contain the query (no misspellings): answered without Fuse.
const CONTAINED = ['ward', 'counter', 'token', 'mana value', 'adventure', 'exile', '历险', '牌', '的', 'disguise', 'turn face up', 'sacrifice', 'cast', 'differentiated', 'copy', '衍生物', '横置', 'x', 'it', 'the stack', 'phase in', 'zengzhi'];
// Misspellings: Fuse's neighbours.
const MISSPELT = ['convke', 'flyng', 'disgiuse', 'tramlpe', 'frist strike', 'madnness', 'phased otu', 'differentiatd', 'untpa step', 'phasde-out token'];

/** A ruling hit's tier (search-index.ts SearchResult.score): 0 in a row, 1 by another name of
 * the keyword, 2 apart. */
const tierOf = (h: SearchResult) => Math.round(h.score * 4);

describe('search on the seed bundle', () => {
  it.each(BENCH)('%s: the expected keyword first (%s), then rulings that say it', (query, keyword, rulingText) => {
    const hits = searcher.search(query);
    expect(hits[0]).toMatchObject({ type: 'keyword', id: keyword });
    const rulings = rulingsOf(hits);
    expect(rulings.length).toBeGreaterThan(0);
    for (const hit of rulings) {
      const r = rulingById.get(hit.id)!;
      expect(`${r.en} ${r.zh}`, `${query} → ${hit.title}`).toMatch(rulingText);
    }
  });

  it('lists every ruling that contains the query, and no other, when the query names no keyword', () => {
    const matcher = textMatcher(tablesFromDocs(bundle.rulings), bundle.rulings);
    for (const q of ['differentiated', 'leaves the battlefield', 'face-down spell', '的', 'should', 'Altar of Bhaal', 'colorless']) {
      const got = rulingsOf(searcher.search(q, { limit: 100 })).map((h) => h.id).sort();
      const { all } = matcher.find(tokensOf(q));
      expect(all.length, q).toBeGreaterThan(0);
      expect(got, q).toEqual(all.map((i) => bundle.rulings[i].id).sort());
    }
  });

  it('ranks rulings: in a row, then by another name, then apart; then linked to the first keyword; then newest', () => {
    for (const q of [...CONTAINED, 'phased out', 'face-down spell', 'first strike', 'leaves the battlefield', 'can’t be countered']) {
      const hits = searcher.search(q, { limit: 60 });
      const first = hits[0]?.type === 'keyword' ? bundle.keywords.find((k) => k.id === hits[0].id) : undefined;
      const link = new Map(first?.rulings.map((l) => [l.rulingId, l.score]));
      const rulings = rulingsOf(hits);
      for (let i = 1; i < rulings.length; i++) {
        const [a, b] = [rulings[i - 1], rulings[i]];
        const at = `${q}: ${a.id} before ${b.id}`;
        expect(tierOf(a), at).toBeLessThanOrEqual(tierOf(b));
        if (tierOf(a) !== tierOf(b)) continue;
        const [la, lb] = [link.get(a.id), link.get(b.id)];
        if (la === undefined) expect(lb, at).toBeUndefined();
        if (la !== undefined && lb !== undefined) expect(la, at).toBeGreaterThanOrEqual(lb);
        if (la === lb) expect(rulingById.get(a.id)!.date >= rulingById.get(b.id)!.date, at).toBe(true);
      }
    }
    // The query's own words first: "phased out" before "phasing out" / "phases out".
    const phased = rulingsOf(searcher.search('phased out'));
    const say = (h: SearchResult) => /phased[ -]out/i.test(rulingById.get(h.id)!.en);
    expect(phased.findIndex((h) => !say(h))).toBe(phased.filter(say).length);
    expect(phased.some((h) => !say(h))).toBe(true);
  });

  it('answers what contains the query without Fuse: the same with both fuzzy prefilters off', () => {
    for (const q of CONTAINED) {
      const got = searcher.search(q);
      expect(got.length, q).toBeGreaterThan(0);
      expect(got, q).toEqual(fullScan.search(q));
    }
  });

  it('misspellings: the nearest keyword and its rulings, or Fuse’s rulings, as Fuse reading everything finds them', () => {
    for (const q of MISSPELT) {
      const got = searcher.search(q);
      expect(got.length, q).toBeGreaterThan(0);
      const want = fullScan.search(q);
      expect(keywordsOf(got), q).toEqual(keywordsOf(want));
      expect(rulingsOf(got).slice(0, 3), q).toEqual(rulingsOf(want).slice(0, 3));
    }
    expect(keywordsOf(searcher.search('flyng'))).toEqual(['flying']);
    expect(keywordsOf(searcher.search('convke'))).toEqual(['convoke']);
    // No keyword near: Fuse over the rulings.
    const differentiated = rulingsOf(searcher.search('differentiatd'));
    expect(differentiated.map((h) => h.id)).toContain('r-44fea80a0a');
    expect(differentiated[0].score).toBeGreaterThan(0);
  });

  it('keeps edit-distance neighbours out when something matches by name or by text', () => {
    // Warp and Discard are one edit from "ward"; "fly" starts Flying.
    expect(keywordsOf(searcher.search('ward'))).toEqual(['ward']);
    expect(keywordsOf(searcher.search('fly'))).toEqual(['flying']);
    // No keyword is named "should", but a ruling says it: no fuzzy keywords (Shroud).
    expect(keywordsOf(searcher.search('should')).filter((id) => id === 'shroud')).toEqual([]);
    // Three letters that match nothing: no rulings one edit away ("dan" → "and").
    expect(rulingsOf(searcher.search('dan'))).toEqual([]);
  });

  it('finds the Simplified rulings for a Traditional query', () => {
    const ids = (q: string) => rulingsOf(searcher.search(q)).map((h) => h.id);
    expect(ids('偽裝').length).toBeGreaterThan(0);
    expect(ids('偽裝')).toEqual(ids('伪装'));
    expect(ids('躍離')).toEqual(ids('跃离'));
    expect(ids('觸發式異能')).toEqual(ids('触发式异能'));
  });

  it('rule numbers: the keyword with that rule, then its rulings', () => {
    const ids = (q: string) => searcher.search(q).map((h) => `${h.type}:${h.id}`);
    expect(ids('701.34')).toEqual(ids('增殖'));
    expect(ids('701.34').length).toBeGreaterThan(1);
    expect(searcher.search('702.9')).toEqual([{ type: 'keyword', id: 'flying', score: 0, title: 'Flying / 飞行' }]);
  });

  it('returns nothing for an empty query or one that matches nothing', () => {
    for (const q of ['', '   ', '\t\n']) expect(searcher.search(q)).toEqual([]);
    for (const q of ['zzzzqqq', 'qxjzvw', '鑫鑫鑫', '?!', '999.9']) expect(searcher.search(q), q).toEqual([]);
  });

  it('respects the limit, and lesser keyword matches leave room for rulings', () => {
    for (const limit of [1, 3, 5, 12]) {
      for (const q of ['madnes', 'counter', 'the', '的', 'face-down spell', 'co', 'a', 'flyng']) {
        const hits = searcher.search(q, { limit });
        expect(hits.length, `${q} limit ${limit}`).toBeLessThanOrEqual(limit);
        expect(hits[0], `${q} limit ${limit}`).toEqual(searcher.search(q)[0]);
      }
    }
    // "co" starts dozens of names; rulings say "control", "copy"…: half of 20 for each.
    const co = searcher.search('co');
    expect(keywordsOf(co)).toHaveLength(10);
    expect(rulingsOf(co)).toHaveLength(10);
    // Keywords fill what rulings leave (no ruling says "702.1…"; dozens of rules start so).
    expect(keywordsOf(searcher.search('702.1', { limit: 20 }))).toHaveLength(20);
    expect(searcher.search('madnes', { limit: 0 })).toEqual([]);
    expect(searcher.search('madnes', { limit: 5 })).toHaveLength(5);
  });
});

describe('search on 2,000 shuffled rulings', () => {
  const rulings = shuffledCorpus(bundle.rulings, 2000);
  const big: Pick<Bundle, 'keywords' | 'rulings' | 'searchIndex'> = { keywords: bundle.keywords, rulings, searchIndex: buildSearchIndex(bundle.keywords, rulings, { pinyin: bundle.searchIndex.pinyin }) };
  const fast = createSearcher(big);
  const slow = createSearcher(big, { pool: Infinity });
  const byId = new Map<string, Ruling>(rulings.map((r) => [r.id, r]));

  it('lists the newest rulings that contain the query first when no keyword is named', () => {
    const matcher = textMatcher(tablesFromDocs(rulings), rulings);
    for (const q of ['the', 'face-down spell', 'leaves the battlefield', '的', '牌面朝下的咒语']) {
      const got = rulingsOf(fast.search(q, { limit: 30 }));
      const { all, inRow } = matcher.find(tokensOf(q));
      const row = new Set(inRow);
      const tier = (i: number) => (row.has(i) ? 0 : 1);
      const want = all
        .sort((a, b) => tier(a) - tier(b) || (rulings[a].date < rulings[b].date ? 1 : rulings[a].date > rulings[b].date ? -1 : a - b))
        .slice(0, got.length)
        .map((i) => rulings[i].id);
      expect(got.length, q).toBe(Math.min(30 - keywordsOf(fast.search(q, { limit: 30 })).length, all.length));
      expect(got.map((h) => h.id), q).toEqual(want);
    }
  });

  it('misspellings that no keyword is near: Fuse over the picked pool scores as Fuse over every ruling', () => {
    for (const query of ['differentiatd', 'untpa step', 'colr', 'phasde-out token']) {
      const got = rulingsOf(fast.search(query)).map((h) => h.score.toFixed(6));
      const want = rulingsOf(slow.search(query)).map((h) => h.score.toFixed(6));
      expect(got.length, query).toBeGreaterThan(0);
      expect(got, query).toEqual(want);
    }
  });

  it('filters: only rulings the date and source words allow, keywords as without them', () => {
    const hits = fast.search('MTGZH 2021 madness', { limit: 30 });
    expect(keywordsOf(hits)[0]).toBe('madness');
    const found = rulingsOf(hits).map((h) => byId.get(h.id)!);
    expect(found.length).toBeGreaterThan(0);
    for (const r of found) {
      expect(r.source).toBe('MTGZH');
      expect(r.date.startsWith('2021')).toBe(true);
      expect(`${r.en} ${r.zh}`).toMatch(/madness|疯魔/i);
    }
  });
});
