// The prebuilt prefilter (serializeTables → JSON → tablesFromSerialized) must hold exactly what
// building it from the texts holds, so that the searcher picks the same rulings either way.
import { describe, expect, it } from 'vitest';
import { buildBundle } from '../bundle/build-bundle.ts';
import { KEYWORDS } from '../keywords/index.ts';
import type { Ruling } from '../schema.ts';
import { seedSources } from '../../test/helpers/seed-sources.ts';
import { shuffledCorpus } from '../../test/helpers/shuffled-corpus.ts';
import { candidateIndex } from './candidate-index.ts';
import { idsHash, serializedMatches, serializeTables, tablesFromDocs, tablesFromSerialized } from './candidate-tables.ts';
import { RULING_OPTIONS } from './fuse-options.ts';
import { VarintWriter, readAllVarints } from './packed-ints.ts';
import { queryFeatures, GAP_KINDS } from './text-features.ts';

const { bundle } = buildBundle({ sources: seedSources(), keywords: KEYWORDS });
const QUERIES = ['prolif', '增殖', '偽裝', 'phased out', 'madnes', 'convke', 'face-down spell', '跃离', 'counter', 'the', 'it', '的', '牌', 'turn face up', 'mana valeu', 'phased-out', '牌面朝下', 'x'];
const threshold = RULING_OPTIONS.threshold!;

function both(rulings: readonly Ruling[]) {
  const built = tablesFromDocs(rulings);
  const stored = JSON.parse(JSON.stringify(serializeTables(built, rulings)));
  return { built, stored, loaded: tablesFromSerialized(stored) };
}

describe.each([
  ['seed rulings', bundle.rulings],
  ['3,000 shuffled rulings', shuffledCorpus(bundle.rulings, 3000)],
])('prebuilt prefilter over %s', (_, rulings) => {
  const { built, stored, loaded } = both(rulings);

  it('holds the same postings for every word, word pair, character and bigram', () => {
    expect(loaded.size).toBe(built.size);
    expect(loaded.vocab).toEqual(built.vocab);
    expect(loaded.postingCount).toBe(built.postingCount);
    const list = (x: ArrayLike<number>) => Array.from(x);
    built.vocab.forEach((_, v) => expect(list(loaded.postings(loaded.wordFeature(v))), built.vocab[v]).toEqual(list(built.postings(built.wordFeature(v)))));
    const { scan } = built;
    for (let gap = 0; gap < GAP_KINDS; gap++) {
      scan.wordPairFeature[gap].forEach((f, key) => {
        const a = Math.floor(key / 0x10000);
        const b = key % 0x10000;
        expect(list(loaded.postings(loaded.wordPair(gap, a, b)))).toEqual(list(built.postings(f)));
      });
    }
    expect(loaded.wordPair(0, 0x10000 - 1, 0x10000 - 1)).toBe(-1);
    const numbers = Array.from(scan.charNumber, (_, code) => loaded.charNumber(code));
    expect(numbers).toEqual(Array.from(scan.charNumber));
    scan.charNumber.forEach((num, code) => {
      if (num < 0) return;
      const holders = (t: typeof built | typeof loaded) => [...new Set(t.charFeatures(num).flatMap((f) => list(t.postings(f))))].sort((x, y) => x - y);
      expect(holders(loaded), String.fromCharCode(code)).toEqual(holders(built));
    });
    scan.pairFeature.forEach((f, key) => {
      expect(list(loaded.postings(loaded.bigram(Math.floor(key / 0x10000), key % 0x10000)))).toEqual(list(built.postings(f)));
    });
    expect(list(loaded.enTokens())).toEqual(list(built.enTokens()));
    expect(list(loaded.zhTokens())).toEqual(list(built.zhTokens()));
  });

  it('selects the same rulings, with and without a cut', () => {
    const a = candidateIndex(built);
    const b = candidateIndex(loaded);
    for (const q of QUERIES) {
      for (const max of [1, 5, 50, Infinity]) {
        expect(b.select(queryFeatures(q), { max, threshold }), `${q} / ${max}`).toEqual(a.select(queryFeatures(q), { max, threshold }));
      }
      const allowed = Uint8Array.from(rulings, (_, i) => i % 3);
      expect(b.select(queryFeatures(q), { max: 20, threshold, allowed }), q).toEqual(a.select(queryFeatures(q), { max: 20, threshold, allowed }));
    }
  });

  it('knows which rulings it was built for', () => {
    expect(serializedMatches(stored, rulings)).toBe(true);
    expect(serializedMatches(stored, rulings.slice(1))).toBe(false);
    expect(serializedMatches(stored, [...rulings.slice(0, -1), { ...rulings[rulings.length - 1], id: 'r-other' }])).toBe(false);
    expect(serializedMatches(undefined, rulings)).toBe(false);
    expect(serializedMatches({ ...stored, format: 2 } as never, rulings)).toBe(false);
  });
});

describe('loading the prebuilt prefilter', () => {
  const stored = both(bundle.rulings).stored;
  // A table a query needs is decoded when it asks: one spoilt beyond use shows which are read.
  const spoilt = (field: 'postingBytes' | 'bigrams' | 'lone' | 'wordPairs') => tablesFromSerialized({ ...stored, [field]: field === 'wordPairs' ? ['@@@@', '@@@@', '@@@@'] : '@@@@' });

  it('reads nothing when the searcher is made, and per query only its kind of feature', () => {
    expect(() => spoilt('postingBytes')).not.toThrow();
    // One Latin word: the vocabulary and its postings, no word pairs, no CJK tables.
    for (const field of ['bigrams', 'lone', 'wordPairs'] as const) {
      expect(candidateIndex(spoilt(field)).select(queryFeatures('counter'), { max: 50, threshold }), field).toEqual(candidateIndex(tablesFromSerialized(stored)).select(queryFeatures('counter'), { max: 50, threshold }));
    }
    expect(() => candidateIndex(spoilt('wordPairs')).select(queryFeatures('phased out'), { max: 50, threshold })).toThrow(/base64/);
    expect(() => candidateIndex(spoilt('bigrams')).select(queryFeatures('增殖'), { max: 50, threshold })).toThrow(/base64/);
    expect(() => candidateIndex(spoilt('postingBytes')).select(queryFeatures('counter'), { max: 50, threshold })).toThrow(/base64/);
  });

  it('refuses posting sizes that do not match the features', () => {
    const sizes = readAllVarints(stored.postingBytes);
    const writer = (values: number[]) => {
      const w = new VarintWriter();
      for (const v of values) w.write(v);
      return w.base64();
    };
    const first = (s: typeof stored) => tablesFromSerialized(s).postings(0);
    expect(() => first({ ...stored, postingBytes: writer(sizes.slice(0, -1)) })).toThrow(/posting lists for/);
    expect(() => first({ ...stored, postingBytes: writer([...sizes, 4]) })).toThrow(/more posting lists than/);
    expect(Array.from(first(stored))).toEqual(Array.from(tablesFromDocs(bundle.rulings).postings(tablesFromDocs(bundle.rulings).wordFeature(0))));
  });
});

describe('prebuilt prefilter encoding', () => {
  it('stores each list in its smallest form, far smaller than plain JSON numbers', () => {
    const rulings = shuffledCorpus(bundle.rulings, 3000);
    const { built, stored } = both(rulings);
    const kinds = (text: string) => new Set(readAllVarints(text).map((x) => x % 4));
    // Varint for the seeds' rare features; Rice and bit sets once rulings are many.
    expect(kinds(both(bundle.rulings).stored.postingBytes)).toContain(0);
    expect(kinds(stored.postingBytes)).toEqual(new Set([1, 2]));
    const plain = JSON.stringify(Array.from({ length: built.scan.features }, (_, f) => Array.from(built.postings(f)))).length;
    expect(stored.postings.length).toBeLessThan(plain / 3);
  });

  it('hashes ids in order', () => {
    expect(idsHash([{ id: 'a' }, { id: 'b' }])).not.toBe(idsHash([{ id: 'b' }, { id: 'a' }]));
    expect(idsHash([{ id: 'ab' }])).not.toBe(idsHash([{ id: 'a' }, { id: 'b' }]));
  });
});
