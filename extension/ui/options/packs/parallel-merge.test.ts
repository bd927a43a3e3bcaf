// The import's two-thread merge makes exactly what mergePacks makes (the background's merge):
// with the index built "elsewhere" (here, the same function the index worker runs), and when
// that index is of other rulings or fails (then it is built on the linking thread).
import { describe, expect, it } from 'vitest';
import { buildBundle } from '../../../../rulings-data/bundle/build-bundle.ts';
import { KEYWORDS } from '../../../../rulings-data/keywords/index.ts';
import { compileTerms, createMatcher } from '../../../../rulings-data/matcher/index.ts';
import { mergePacks } from '../../../../rulings-data/packs/merge-packs.ts';
import { readPack } from '../../../../rulings-data/packs/read-pack.ts';
import { seedText, syntheticRulings, utf8 } from '../../../../rulings-data/packs/pack-fixtures.ts';
import { seedSources } from '../../../../test/helpers/seed-sources.ts';
import { indexBaseOf, indexOfPacks, mergeWithIndex } from './parallel-merge.ts';

const { bundle } = buildBundle({ sources: seedSources(), keywords: KEYWORDS });
const matcher = createMatcher(compileTerms(KEYWORDS));
const packOf = (tag: string, n: number) => readPack({ name: `${tag}.txt`, bytes: utf8(seedText(syntheticRulings(n, tag))) }).pack!;
// Two packs, one of them sharing rulings with the other (duplicates merged), and a damaged one.
const zebra = packOf('zebra', 40);
const both = { ...packOf('yak', 30), rulings: [...packOf('yak', 30).rulings, ...zebra.rulings.slice(0, 5)] };
const damaged = { ...packOf('gnu', 3), rulings: undefined } as never;
const packs = [zebra, both, damaged];

describe('mergeWithIndex (the import worker’s merge)', () => {
  const expected = mergePacks(bundle, packs, matcher);

  it('gives mergePacks’s bundle and skipped packs, with the index built by indexOfPacks', async () => {
    const index = indexOfPacks(indexBaseOf(bundle), packs);
    expect(index.ids).toEqual(expected.bundle.rulings.map((r) => r.id));
    const out = await mergeWithIndex(bundle, packs, matcher, Promise.resolve(index));
    expect(out.bundle).toEqual(expected.bundle);
    expect(out.skipped).toEqual(expected.skipped);
  });

  it('builds the index itself when the one given is of other rulings, or failed', async () => {
    const other = indexOfPacks(indexBaseOf(bundle), [zebra]);
    expect((await mergeWithIndex(bundle, packs, matcher, Promise.resolve(other))).bundle).toEqual(expected.bundle);
    expect((await mergeWithIndex(bundle, packs, matcher, Promise.reject(new Error('worker gone')))).bundle).toEqual(expected.bundle);
  });

  it('keeps the built-in index when no pack merges', async () => {
    const out = await mergeWithIndex(bundle, [damaged], matcher, Promise.reject(new Error('not asked')));
    expect(out.bundle.searchIndex).toBe(bundle.searchIndex);
    expect(out.bundle).toEqual(mergePacks(bundle, [damaged], matcher).bundle);
  });
});
