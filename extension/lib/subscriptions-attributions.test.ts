// A subscribed pack's attribution and licence reach the tooltip data of the keywords whose
// rulings come from it, through the real merge (mergePacks) and the background's lookup.
import { describe, expect, it } from 'vitest';
import { buildBundle } from '../../rulings-data/bundle/build-bundle.ts';
import { KEYWORDS } from '../../rulings-data/keywords/index.ts';
import { compileTerms, createMatcher } from '../../rulings-data/matcher/index.ts';
import { mergePacks } from '../../rulings-data/packs/merge-packs.ts';
import { readPack } from '../../rulings-data/packs/read-pack.ts';
import { seedText, syntheticRulings, utf8 } from '../../rulings-data/packs/pack-fixtures.ts';
import { seedSources } from '../../test/helpers/seed-sources.ts';
import { createRulingsService } from './rulings-service.ts';
import { packAttributions } from './subscriptions-attributions.ts';

const { bundle: builtIn } = buildBundle({ sources: seedSources(), keywords: KEYWORDS });
const matcher = createMatcher(compileTerms(KEYWORDS));
const read = (name: string, tag: string) => readPack({ name, bytes: utf8(seedText(syntheticRulings(4, tag))) }).pack!;

describe('pack attributions in tooltips', () => {
  it('credits the subscribed pack on the tooltips showing its rulings, and only there', () => {
    const subscribed = { ...read('community.txt', 'zebra'), subscription: { attribution: 'MTGZH volunteers', licence: 'CC BY-SA 4.0' } };
    const plain = read('mine.txt', 'okapi');
    const { bundle } = mergePacks(builtIn, [plain, subscribed], matcher);
    expect(bundle.packs).toEqual([
      { name: 'mine', rulings: 4, lastDate: plain.lastDate },
      { name: 'community', rulings: 4, lastDate: subscribed.lastDate, attribution: 'MTGZH volunteers', licence: 'CC BY-SA 4.0', rulingIds: subscribed.rulings.map((r) => r.id) },
    ]);
    const service = createRulingsService(bundle, () => {});
    const withPack = service.lookup('proliferate')!;
    expect(withPack.rulings.some((r) => r.en.includes('zebra'))).toBe(true);
    expect(withPack.attributions).toEqual([{ pack: 'community', attribution: 'MTGZH volunteers', licence: 'CC BY-SA 4.0' }]);
    // A keyword none of the pack's rulings is about: no credit.
    const other = builtIn.keywords.map((k) => service.lookup(k.id)!).find((d) => d.rulings.length > 0 && !d.rulings.some((r) => subscribed.rulings.some((s) => s.id === r.id)) && !(d.mentioned ?? []).some((r) => subscribed.rulings.some((s) => s.id === r.id)));
    expect(other).toBeDefined();
    expect(other!.attributions).toBeUndefined();
  });

  it('gives the data back untouched when no pack carries a credit', () => {
    const attribute = packAttributions([{ name: 'mine', rulings: 1, lastDate: '2024-01-01' }]);
    const data = { keyword: {} as never, rulings: [{ id: 'r-1', date: '2024-01-01', source: 'official', en: 'x', zh: 'y' }], dataDate: '2024-01-01' };
    expect(attribute(data)).toBe(data);
  });

  it('names each credited pack once, in pack order, from the mentioned rulings too', () => {
    const attribute = packAttributions([
      { name: 'A', rulings: 1, lastDate: '2024-01-01', licence: 'CC0', rulingIds: ['r-2'] },
      { name: 'B', rulings: 2, lastDate: '2024-01-01', attribution: 'Bee', rulingIds: ['r-1', 'r-2'] },
    ]);
    const r = (id: string) => ({ id, date: '2024-01-01', source: 'official', en: id, zh: id });
    const out = attribute({ keyword: {} as never, rulings: [r('r-1')], mentioned: [r('r-2')], dataDate: '2024-01-01' });
    expect(out.attributions).toEqual([{ pack: 'A', licence: 'CC0' }, { pack: 'B', attribution: 'Bee' }]);
  });
});
