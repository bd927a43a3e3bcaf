// A Traditional and a Simplified copy of one ruling are one ruling, not a conflict (issue 25.6):
// in one list, across the files of one pack, and across a pack and the built-in seeds. The
// Simplified text is the one kept; both origins are listed; a Traditional text alone stays.
// Made-up rulings, written in both scripts by hand.
import { strToU8, zipSync } from 'fflate';
import * as OpenCC from 'opencc-js';
import { describe, expect, it } from 'vitest';
import { buildBundle } from '../bundle/build-bundle.ts';
import { KEYWORDS } from '../keywords/index.ts';
import { compileTerms, createMatcher } from '../matcher/index.ts';
import { rulingId } from '../parser/merge-rulings.ts';
import { loadSeeds } from '../parser/seed-fixtures.ts';
import type { Ruling } from '../schema.ts';
import { mergePacks } from './merge-packs.ts';
import { seedText, utf8, type FixtureRuling } from './pack-fixtures.ts';
import { readPack } from './read-pack.ts';
import { rulingKey, toRuling, unionRulings } from './union-rulings.ts';

const EN = 'A disguised permanent that is turned face up keeps any counters it had while it was face down.';
const HANS = '被伪装的永久物翻回正面时，保留它牌面朝下时放置的所有指示物。';
const HANT = '被偽裝的永久物翻回正面時，保留它牌面朝下時放置的所有指示物。';
const fixture = (zh: string, extra: Partial<FixtureRuling> = {}): FixtureRuling => ({ date: '2024-02-09', source: 'MTGZH', zh, en: EN, ...extra });
const ruling = (zh: string, file: string, line = 3, extra: Partial<FixtureRuling> = {}): Ruling => toRuling({ ...fixture(zh, extra), file, line });

describe('unionRulings: one ruling in both scripts', () => {
  it('Traditional first, then Simplified: one ruling, the Simplified text, both origins; a duplicate, not a conflict', () => {
    const { rulings, duplicates, conflicts } = unionRulings([[ruling(HANT, 'hant.txt')], [ruling(HANS, 'hans.txt', 7)]]);
    expect(rulings).toEqual([{ id: rulingId(EN), date: '2024-02-09', source: 'MTGZH', en: EN, zh: HANS, origins: [{ file: 'hant.txt', line: 3 }, { file: 'hans.txt', line: 7 }] }]);
    expect([duplicates, conflicts]).toEqual([1, 0]);
  });

  it('Simplified first, then Traditional: the Simplified text stays; the inputs are not changed', () => {
    const first = ruling(HANS, 'hans.txt');
    const second = ruling(HANT, 'hant.txt');
    const { rulings, duplicates, conflicts } = unionRulings([[first, second]]);
    expect(rulings.map((r) => [r.zh, r.origins.map((o) => o.file)])).toEqual([[HANS, ['hans.txt', 'hant.txt']]]);
    expect([duplicates, conflicts]).toEqual([1, 0]);
    expect([first.origins.length, first.zh, second.zh]).toEqual([1, HANS, HANT]);
  });

  it('Traditional alone is kept as written; mixed scripts and whitespace fold too', () => {
    expect(unionRulings([[ruling(HANT, 'a.txt')]]).rulings.map((r) => r.zh)).toEqual([HANT]);
    const mixed = '被偽裝的永久物翻回正面时，保留它牌面朝下時放置的所有指示物。';
    const { rulings } = unionRulings([[ruling(mixed, 'a.txt'), ruling(` ${HANT}\n`, 'b.txt'), ruling(HANS, 'c.txt')]]);
    expect(rulings.map((r) => [r.zh, r.origins.length])).toEqual([[HANS, 3]]);
    expect(rulingKey(fixture(HANT))).toBe(rulingKey(fixture(HANS)));
  });

  it('still a conflict: other words (not only another script), another date or another source', () => {
    const otherWords = '被偽裝的永久物翻回正面時，移除它牌面朝下時放置的所有指示物。'; // 保留 → 移除
    for (const [zh, extra] of [[otherWords, {}], [HANT, { date: '2024-03-01' }], [HANT, { source: 'official' }]] as const) {
      const { rulings, duplicates, conflicts } = unionRulings([[ruling(HANS, 'hans.txt')], [ruling(zh, 'other.txt', 3, extra)]]);
      expect(rulings).toHaveLength(2);
      expect([duplicates, conflicts]).toEqual([0, 1]);
      expect(rulings[1].id).not.toBe(rulings[0].id);
      expect(rulings[1].zh).toBe(zh);
    }
  });
});

describe('readPack: the two scripts in the files of one pack', () => {
  it('a zip with the ruling in Traditional in one file and Simplified in another holds it once, in Simplified, from both files', () => {
    const other = fixture('每个回合中，守护只会在第一次成为目标时触发。', { en: 'Ward triggers only the first time each turn it becomes the target.' });
    const bytes = zipSync({ 'tw.txt': strToU8(seedText([fixture(HANT)])), 'cn.txt': strToU8(seedText([fixture(HANS), other])) });
    const { pack, diagnostics } = readPack({ name: 'both-scripts.zip', bytes });
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(pack!.rulings.map((r) => [r.en, r.zh, r.origins.map((o) => o.file)])).toEqual([
      [EN, HANS, ['both-scripts.zip/tw.txt', 'both-scripts.zip/cn.txt']],
      [other.en, other.zh, ['both-scripts.zip/cn.txt']],
    ]);
  });

  it('a pack of one Traditional file keeps its Traditional text (nothing to prefer, nothing lost)', () => {
    const { pack } = readPack({ name: 'tw.txt', bytes: utf8(seedText([fixture(HANT)])) });
    expect(pack!.rulings.map((r) => r.zh)).toEqual([HANT]);
  });
});

describe('mergePacks: a pack holding a built-in ruling in Traditional', () => {
  const { bundle: builtIn } = buildBundle({ sources: loadSeeds(), keywords: KEYWORDS });
  const matcher = createMatcher(compileTerms(KEYWORDS));
  // The seeds' own ruling, converted by opencc-js (characters and Taiwan variants).
  const seed = builtIn.rulings.find((r) => /[伪装增殖]/.test(r.zh))!;
  const hant = OpenCC.Converter({ from: 'cn', to: 'tw' })(seed.zh);

  it('is the built-in ruling (its Simplified text, its links), with the pack file among its origins', () => {
    expect(hant).not.toBe(seed.zh);
    const { pack } = readPack({ name: 'tw-copy.txt', bytes: utf8(seedText([{ date: seed.date, source: seed.source, zh: hant, en: seed.en }])) });
    expect(pack!.rulings.map((r) => r.zh)).toEqual([hant]);
    const { bundle, duplicates, conflicts } = mergePacks(builtIn, [pack!], matcher);
    expect([bundle.rulings.length, duplicates, conflicts]).toEqual([builtIn.rulings.length, 1, 0]);
    const merged = bundle.rulings.find((r) => r.id === seed.id)!;
    expect(merged.zh).toBe(seed.zh);
    expect(merged.origins).toEqual([...seed.origins, { file: 'tw-copy.txt', line: 3 }]);
    // No second copy linked anywhere: the keywords list the ruling once, as before.
    for (const k of bundle.keywords) expect(k.rulings.map((l) => l.rulingId)).toEqual(builtIn.keywords.find((b) => b.id === k.id)!.rulings.map((l) => l.rulingId));
  });
});
