import { describe, expect, it } from 'vitest';
import { buildBundle } from '../../rulings-data/bundle/build-bundle.ts';
import { KEYWORDS } from '../../rulings-data/keywords/index.ts';
import { readPack } from '../../rulings-data/packs/read-pack.ts';
import { seedText, syntheticRulings, utf8 } from '../../rulings-data/packs/pack-fixtures.ts';
import type { Pack } from '../../rulings-data/packs/types.ts';
import { seedSources } from '../../test/helpers/seed-sources.ts';
import { createMergedData } from './merged-data.ts';

const { bundle, terms } = buildBundle({ sources: seedSources(), keywords: KEYWORDS });
const pack = readPack({ name: 'zebra.txt', bytes: utf8(seedText(syntheticRulings(4, 'zebra'))) }).pack!;
const zebraCount = (rulings: Array<{ en: string }>) => rulings.filter((r) => r.en.includes('zebra')).length;

describe('merged data (background)', () => {
  it('answers with the built-in rulings plus the stored packs, and follows reloads', async () => {
    let stored: Pack[] = [pack];
    const data = createMergedData({ builtIn: bundle, terms, loadPacks: async () => stored, warn: () => {} });
    const s1 = await data.service();
    expect(s1.info()).toMatchObject({ rulings: bundle.rulings.length + 4, packs: [{ name: 'zebra', rulings: 4 }] });
    expect(zebraCount(s1.lookup('proliferate')!.rulings)).toBe(1);
    expect(s1.lookup('proliferate')!.packs).toEqual(['zebra']);
    expect(s1.search('zebra note', 10).some((i) => i.type === 'ruling')).toBe(true);

    stored = [];
    const s2 = await data.reload();
    expect(await data.service()).toBe(s2);
    expect(s2.info()).toMatchObject({ rulings: bundle.rulings.length, packs: [] });
    expect(zebraCount(s2.lookup('proliferate')!.rulings)).toBe(0);
  });

  it('falls back to the built-in rulings when storage cannot be read, and says so', async () => {
    const warnings: string[] = [];
    const data = createMergedData({ builtIn: bundle, terms, loadPacks: async () => { throw new Error('disk gone'); }, warn: (m) => warnings.push(m) });
    expect((await data.service()).info().rulings).toBe(bundle.rulings.length);
    expect(warnings).toEqual(['rulings-lens: imported packs could not be read (disk gone); built-in rulings only']);
  });

  it('a slow earlier build never replaces a later one', async () => {
    let release!: () => void;
    const slow = new Promise<void>((r) => (release = r));
    let call = 0;
    const data = createMergedData({
      builtIn: bundle,
      terms,
      loadPacks: async () => (++call === 1 ? (await slow, [pack]) : []),
      warn: () => {},
    });
    const later = data.reload();
    release();
    await later;
    await new Promise((r) => setTimeout(r, 10)); // the first build has finished by now too
    expect((await data.service()).info().packs).toEqual([]);
  });
});

describe('merged data over a damaged built-in bundle', () => {
  it('answers with the one DATA_DAMAGED error, with packs stored too', async () => {
    const damaged = { ...bundle, keywords: undefined } as unknown as typeof bundle;
    const data = createMergedData({ builtIn: damaged, terms, loadPacks: async () => [pack], warn: () => {} });
    const s = await data.service();
    expect(() => s.info()).toThrow(/the rulings data is damaged/);
    expect(() => s.lookup('ward')).toThrow(/the rulings data is damaged/);
  });
});
