import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import { LATIN_END, scanFeatures, type FeatureDoc } from './feature-scan.ts';
import { HYPHEN_GAP, SPACE_GAP, isTokenSeparator, isWordChar } from './text-features.ts';

const featuresOf = (scan: ReturnType<typeof scanFeatures>, d: number) => Array.from(scan.flat.subarray(scan.docStart[d], scan.docStart[d + 1]));

describe('scanFeatures', () => {
  it('has every word character and token separator in its small table', () => {
    for (let c = LATIN_END; c < 0x10000; c++) expect(isWordChar(c) || isTokenSeparator(c), `U+${c.toString(16)}`).toBe(false);
  });

  it('lists each ruling’s distinct words, once each, lower-cased', () => {
    const scan = scanFeatures([{ en: 'Counter the counter. COUNTER!', zh: '' }, { en: 'the Counter', zh: '' }]);
    expect(scan.vocab).toEqual(['counter', 'the']);
    const counter = scan.vocabFeature[0];
    const the = scan.vocabFeature[1];
    expect(featuresOf(scan, 0).filter((f) => f === counter || f === the).sort()).toEqual([counter, the].sort());
    for (const d of [0, 1]) expect(new Set(featuresOf(scan, d)).size).toBe(featuresOf(scan, d).length);
  });

  it('gives every distinct word its own entry (the in-place hash look-up never merges two)', () => {
    const words = Array.from({ length: 20000 }, (_, i) => `w${i.toString(36)}x${(i * 7919).toString(36)}`);
    const docs: FeatureDoc[] = [];
    for (let i = 0; i < words.length; i += 50) docs.push({ en: words.slice(i, i + 50).join(' '), zh: '' });
    docs.push({ en: words.slice(0, 50).join(' ').toUpperCase(), zh: '' }); // known words again, other case
    const scan = scanFeatures(docs);
    expect(scan.vocab).toEqual(words);
    expect(featuresOf(scan, docs.length - 1)).toEqual(featuresOf(scan, 0)); // same words, same pairs
  });

  it('pairs words in a row by what joins them', () => {
    const scan = scanFeatures([{ en: 'phased out', zh: '' }, { en: 'phased-out', zh: '' }, { en: 'phased. Out', zh: '' }]);
    const key = 0 * 0x10000 + 1; // phased, out
    const space = scan.wordPairFeature[SPACE_GAP].get(key);
    const hyphen = scan.wordPairFeature[HYPHEN_GAP].get(key);
    expect(space).toBeGreaterThanOrEqual(0);
    expect(hyphen).toBeGreaterThanOrEqual(0);
    expect(featuresOf(scan, 0)).toContain(space);
    expect(featuresOf(scan, 1)).toContain(hyphen);
    expect(featuresOf(scan, 2)).toHaveLength(2); // just the two words
  });

  it('lists CJK bigrams, and characters only when they stand alone', () => {
    const scan = scanFeatures([{ en: '', zh: '增殖，张X伪装' }]);
    const num = (c: string) => scan.charNumber[c.charCodeAt(0)];
    const pair = (a: string, b: string) => scan.pairFeature.get(num(a) * 0x10000 + num(b));
    const features = featuresOf(scan, 0);
    expect(features).toEqual(expect.arrayContaining([pair('增', '殖'), pair('伪', '装')]));
    expect(pair('殖', '张')).toBe(-1);
    expect(scan.charFeatures[num('张')]).toHaveLength(1); // lone: its own feature
    expect(features).toContain(scan.charFeatures[num('张')][0]);
    expect(scan.charFeatures[num('增')]).toEqual([pair('增', '殖')]);
    expect(scan.charNumber['鑫'.charCodeAt(0)]).toBe(-1);
  });

  it('counts tokens as Fuse’s field norm does', () => {
    const texts = ['one', ' two  words ', 'tab\tand\nnewline', 'no\u00a0break', '中文没有空格', '中文 X 混排', 'Face-down spells can’t be countered.'];
    const scan = scanFeatures(texts.map((t) => ({ en: t, zh: t })));
    const index = Fuse.createIndex(['t'], texts.map((t) => ({ t })));
    index.records.forEach((record, i) => {
      const norm = (record.$ as Record<number, { n: number }>)[0].n;
      expect(Math.round(1000 / Math.sqrt(scan.enTokens[i])) / 1000, texts[i]).toBe(norm);
      expect(scan.zhTokens[i]).toBe(scan.enTokens[i]);
    });
  });
});
