import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import { buildBundle } from '../bundle/build-bundle.ts';
import { KEYWORDS } from '../keywords/index.ts';
import { seedSources } from '../../test/helpers/seed-sources.ts';
import { KEYWORD_OPTIONS, RULING_OPTIONS, keywordDoc, rulingDoc } from './fuse-options.ts';
import { fuseSubset, textFilter } from './fuse-subset.ts';
import { nameFilter } from './name-filter.ts';

const { bundle } = buildBundle({ sources: seedSources(), keywords: KEYWORDS });
const rulingDocs = bundle.rulings.map(rulingDoc);
const keywordDocs = bundle.keywords.map(keywordDoc);
const QUERIES = ['prolif', '增殖', '偽裝', 'phased out', 'madnes', 'convke', 'face-down spell', '跃离', 'counter', 'the', 'x', '牌', 'turn face up', 'mana valeu', 'adventurer card'];
const full = (docs: unknown[], options: object, q: string) =>
  new Fuse(docs, options)
    .search(q)
    .map((h) => ({ index: h.refIndex, score: h.score }));

describe('fuseSubset', () => {
  // Records made per query for the picked documents (the bundle holds no Fuse records).
  const rulings = fuseSubset(rulingDocs, rulingDocs.length, RULING_OPTIONS);
  const byFunction = fuseSubset((i) => rulingDocs[i], rulingDocs.length, RULING_OPTIONS);

  it('over every document, scores and orders as one Fuse over the collection', () => {
    for (const q of QUERIES) {
      const all = rulingDocs.map((_, i) => i);
      expect(rulings.search(q, 1000, all), q).toEqual(full(rulingDocs, RULING_OPTIONS, q));
      expect(rulings.search(q, 1000, null), q).toEqual(full(rulingDocs, RULING_OPTIONS, q));
      expect(byFunction.search(q, 1000, all), q).toEqual(full(rulingDocs, RULING_OPTIONS, q));
    }
  });

  it('over some documents, returns exactly the full results that are among them', () => {
    const every = (k: number) => rulingDocs.map((_, i) => i).filter((i) => i % k === 0);
    for (const q of QUERIES) {
      for (const picked of [every(2), every(3), [5]]) {
        const keep = new Set(picked);
        expect(rulings.search(q, 1000, picked), q).toEqual(full(rulingDocs, RULING_OPTIONS, q).filter((h) => keep.has(h.index)));
        expect(byFunction.search(q, 1000, picked), q).toEqual(rulings.search(q, 1000, picked));
      }
    }
  });

  it('keywords (names in arrays, custom ranking) too, and honours the limit', () => {
    const keywords = fuseSubset(keywordDocs, keywordDocs.length, KEYWORD_OPTIONS);
    for (const q of QUERIES) {
      const picked = keywordDocs.map((_, i) => i).filter((i) => i % 2 === 1);
      const keep = new Set(picked);
      expect(keywords.search(q, 1000, picked), q).toEqual(full(keywordDocs, KEYWORD_OPTIONS, q).filter((h) => keep.has(h.index)));
      expect(keywords.search(q, 2, null), q).toEqual(full(keywordDocs, KEYWORD_OPTIONS, q).slice(0, 2));
    }
  });
});

describe('textFilter (texts Fuse cannot match)', () => {
  const texts = [...rulingDocs.flatMap((d) => [d.en, d.zh]), ...keywordDocs.flatMap((k) => [...k.en, ...k.zhHans, ...k.zhHant])];

  it('never rejects a text Fuse matches, and does reject the other script', () => {
    for (const options of [RULING_OPTIONS, KEYWORD_OPTIONS]) {
      for (const q of QUERIES) {
        const canMatch = textFilter(q, options as never)!;
        for (const text of texts) if (Fuse.match(q, text, options as never).isMatch) expect(canMatch(text), `${q} in ${text}`).toBe(true);
      }
    }
    expect(textFilter('prolif', RULING_OPTIONS as never)!(rulingDocs[0].zh)).toBe(false);
    expect(textFilter('增殖', RULING_OPTIONS as never)!(rulingDocs[0].en)).toBe(false);
  });

  it('does not apply where its rule does not hold', () => {
    expect(textFilter('x'.repeat(33), RULING_OPTIONS as never)).toBeNull();
    expect(textFilter('prolif', { ...RULING_OPTIONS, useExtendedSearch: true } as never)).toBeNull();
    expect(textFilter('prolif', { ...RULING_OPTIONS, ignoreDiacritics: true } as never)).toBeNull();
  });
});

describe('nameFilter', () => {
  const names = nameFilter(keywordDocs.map((k) => [...k.en, ...k.zhHans, ...k.zhHant, k.id]));
  // Every name with a typo in the middle, plus the bench queries.
  const queries = [...QUERIES, ...KEYWORDS.flatMap((k) => [k.en[0], k.zhHans[0]]).map((n) => (n.length > 3 ? `${n.slice(0, 2)}${n.slice(3)}` : n))];

  it('keeps every keyword Fuse would find, and few others', () => {
    let kept = 0;
    for (const q of queries) {
      const matching = names.matching(q, KEYWORD_OPTIONS.threshold!);
      expect(matching, q).not.toBeNull();
      const fuseHits = full(keywordDocs, KEYWORD_OPTIONS, q).map((h) => h.index);
      expect(matching, q).toEqual(expect.arrayContaining(fuseHits));
      kept += matching!.length;
    }
    expect(kept / queries.length).toBeLessThan(keywordDocs.length / 10);
  });

  it('gives up (null: search everything) on queries longer than its matcher', () => {
    expect(names.matching('a very long query that goes past thirty-one characters', 0.3)).toBeNull();
  });
});
