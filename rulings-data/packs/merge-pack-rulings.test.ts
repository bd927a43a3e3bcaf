import { describe, expect, it } from 'vitest';
import { buildBundle } from '../bundle/build-bundle.ts';
import { KEYWORDS } from '../keywords/index.ts';
import { compileTerms, createMatcher } from '../matcher/index.ts';
import { loadSeeds } from '../parser/seed-fixtures.ts';
import { mergePackRulings } from './merge-pack-rulings.ts';
import { mergePacks } from './merge-packs.ts';
import { readPack } from './read-pack.ts';
import { seedText, syntheticRulings, utf8 } from './pack-fixtures.ts';

const { bundle: builtIn } = buildBundle({ sources: loadSeeds(), keywords: KEYWORDS });
const matcher = createMatcher(compileTerms(KEYWORDS));

describe('mergePackRulings (mergePacks without the search index)', () => {
  it('gives exactly what mergePacks gives, minus the index, on a bundle that has none', () => {
    const { pack } = readPack({ name: 'extra.txt', bytes: utf8(seedText(syntheticRulings(6, 'walrus'))) });
    const full = mergePacks(builtIn, [pack!], matcher);
    const { searchIndex: _dropped, ...widgetBundle } = builtIn;
    const lean = mergePackRulings(widgetBundle, [pack!, { format: 2 } as never], matcher);
    const { searchIndex, ...rest } = full.bundle;
    expect(searchIndex).not.toBe(builtIn.searchIndex);
    expect(lean.bundle).toEqual(rest);
    expect('searchIndex' in lean.bundle).toBe(false);
    expect(lean.merged).toEqual([pack]);
    expect(lean.skipped).toEqual([{ name: '?', problem: 'format 2 is not 1' }]);
  });

  it('marks the links of a bundle from before `primary` as the keywords\' own once pack links join', () => {
    const old: typeof builtIn = { ...builtIn, keywords: builtIn.keywords.map((k) => ({ ...k, rulings: k.rulings.map(({ rulingId, score }) => ({ rulingId, score })) })) };
    const { pack } = readPack({ name: 'extra.txt', bytes: utf8(seedText(syntheticRulings(4, 'walrus'))) });
    const { bundle } = mergePackRulings(old, [pack!], matcher);
    const proliferate = bundle.keywords.find((k) => k.id === 'proliferate')!;
    const builtInIds = new Set(old.keywords.find((k) => k.id === 'proliferate')!.rulings.map((l) => l.rulingId));
    for (const l of proliferate.rulings.filter((x) => builtInIds.has(x.rulingId))) expect(l.primary).toBe(true);
    // Without packs nothing changes (the lookup reads a bundle without any `primary` as all own).
    expect(mergePackRulings(old, [], matcher).bundle.keywords).toEqual(old.keywords);
  });
});
