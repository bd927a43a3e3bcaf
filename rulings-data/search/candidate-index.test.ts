import { describe, expect, it } from 'vitest';
import { buildBundle } from '../bundle/build-bundle.ts';
import { KEYWORDS } from '../keywords/index.ts';
import { seedSources } from '../../test/helpers/seed-sources.ts';
import { substringMatcher } from './approx-substring.ts';
import { buildCandidateIndex, type CandidateDoc } from './candidate-index.ts';
import { maxEdits, RULING_OPTIONS } from './fuse-options.ts';
import { forEachCjk, forEachWord, queryFeatures } from './text-features.ts';

const THRESHOLD = RULING_OPTIONS.threshold!;
const doc = (en: string, zh = ''): CandidateDoc => ({ en, zh });
const select = (docs: CandidateDoc[], query: string, max = 100) => buildCandidateIndex(docs).select(queryFeatures(query), { max, threshold: THRESHOLD });

describe('candidate index: what it finds', () => {
  const docs = [doc('Convoke lets you tap creatures.'), doc('Convert the card.'), doc('Nothing to see here.'), doc('Proliferating is fun.', '增殖很有趣。')];

  it('finds words, prefixes and words with typos within Fuse’s budget', () => {
    expect(select(docs, 'convoke', 1)).toEqual([0]);
    expect(select(docs, 'convoke')).toEqual([0, 1]); // "conv(ok)e": two edits from convert, within a 7-letter budget
    expect(select(docs, 'prolif')).toEqual([3]);
    expect(maxEdits(6, THRESHOLD)).toBe(2);
    expect(select(docs, 'convke')).toEqual([0, 1]); // one edit from both
    expect(select(docs, 'cxnvxke')).toEqual([0]); // two edits from convoke, three from convert
    expect(select(docs, 'cxnxxkx')).toEqual([]);
    expect(select(docs, 'zzzz')).toEqual([]);
  });

  it('finds Chinese by bigram and by single character, and knows its characters', () => {
    const index = buildCandidateIndex(docs);
    expect(select(docs, '增殖')).toEqual([3]);
    expect(select(docs, '殖')).toEqual([3]);
    expect(select(docs, '伪装')).toEqual([]);
    expect(index.hasChar('趣'.charCodeAt(0))).toBe(true);
    expect(index.hasChar('伪'.charCodeAt(0))).toBe(false);
  });

  it('returns exactly the rulings holding a word within the edit budget (seed rulings, no cut)', () => {
    const { bundle } = buildBundle({ sources: seedSources(), keywords: KEYWORDS });
    const index = buildCandidateIndex(bundle.rulings);
    for (const q of ['prolif', 'madnes', 'convke', 'counter', 'exile', 'tokn', 'phasing', '增殖', '跃', '牌面朝下']) {
      const words = queryFeatures(q).words;
      const chars = queryFeatures(q).chars;
      const expected = bundle.rulings.flatMap((r, i) => {
        const found = words.some((w) => {
          const m = substringMatcher(w);
          let hit = false;
          for (const text of [r.en, r.zh]) forEachWord(text, (x) => (hit ||= m.distance(x) <= maxEdits(w.length, THRESHOLD)));
          return hit;
        });
        let cjk = false;
        forEachCjk(r.zh, (c) => (cjk ||= chars.includes(c)));
        return found || cjk ? [i] : [];
      });
      expect(index.select(queryFeatures(q), { max: Infinity, threshold: THRESHOLD }), q).toEqual(expected);
    }
  });
});

describe('candidate index: which rulings make the cut', () => {
  it('ranks more query words above fewer, a phrase above its words apart, the exact join first', () => {
    const docs = [
      doc('Phased.'),
      doc('It phased and later went out.'),
      doc('A creature that is phased-out stays.'),
      doc('A creature that is phased out stays.'),
      doc('Out.'),
    ];
    expect(select(docs, 'phased out', 1)).toEqual([3]);
    expect(select(docs, 'phased out', 2)).toEqual([2, 3]);
    expect(select(docs, 'phased out', 3)).toEqual([1, 2, 3]);
  });

  it('breaks ties by fewer tokens (Fuse’s field norm), then by lower index (Fuse’s order)', () => {
    const docs = [doc('madness in a rather long ruling text here'), doc('madness short'), doc('madness short too'), doc('madness again short')];
    expect(select(docs, 'madness', 1)).toEqual([1]);
    expect(select(docs, 'madness', 3)).toEqual([1, 2, 3]);
    // Chinese paragraphs are one token each: many ties, the earliest win.
    const zh = Array.from({ length: 300 }, (_, i) => doc(`r${i}`, i % 2 ? '牌面朝下的咒语' : '没有'));
    expect(select(zh, '咒语', 5)).toEqual([1, 3, 5, 7, 9]);
  });

  it('prefers whole bigrams to their characters apart', () => {
    const docs = [doc('', '增加后再繁殖'), doc('', '每当你增殖时')];
    expect(select(docs, '增殖', 1)).toEqual([1]);
    expect(select(docs, '增殖', 2)).toEqual([0, 1]);
  });

  it('reads typo look-alikes only while exact matches are too few', () => {
    const many = [...Array.from({ length: 30 }, () => doc('madness')), doc('makes')];
    expect(select(many, 'madnes', 10)).toHaveLength(10);
    expect(select(many, 'madnes', 10)).not.toContain(30);
    const few = [doc('madness'), doc('makes'), doc('other')];
    expect(select(few, 'madnes', 10)).toEqual([0, 1]);
  });

  it('respects max and returns ascending indexes', () => {
    const docs = Array.from({ length: 50 }, (_, i) => doc(`counter ${'word '.repeat(i % 7)}`));
    const picked = select(docs, 'counter', 12);
    expect(picked).toHaveLength(12);
    expect(picked).toEqual([...picked].sort((a, b) => a - b));
    expect(select(docs, 'counter', 0)).toEqual([]);
  });
});
