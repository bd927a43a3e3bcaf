// compileTerms validation, the TermData format, and createMatcher's checks of it.
import { describe, expect, it } from 'vitest';
import type { KeywordEntry } from '../schema.ts';
import { compileTerms, createMatcher, type TermData } from './index.ts';
import { FIXTURE } from './test-fixtures.ts';

const entry = (over: Partial<KeywordEntry>): KeywordEntry => ({
  id: 'x',
  kind: 'keyword-ability',
  rule: '702.1',
  en: ['Xyzzy'],
  zhHans: ['某某'],
  zhHant: ['某某'],
  ...over,
});

describe('compileTerms', () => {
  it('keeps ids, everyday flags and one folded form per distinct name', () => {
    const data = compileTerms(FIXTURE);
    expect(data.version).toBe(1);
    expect(data.ids).toEqual(FIXTURE.map((e) => e.id));
    expect(data.everyday.map((i) => data.ids[i >> 2])).toEqual(FIXTURE.filter((e) => e.everyday).map((e) => e.id));
    expect(data.terms).toContain('double strike');
    expect(data.terms).toContain('face down');
    expect(data.terms.filter((t) => t === '先攻')).toHaveLength(1); // zhHans = zhHant: kept once
    expect(data.terms).toHaveLength(data.info.length);
  });
  it('keeps only stop words that contain a keyword of the table', () => {
    const data = compileTerms(FIXTURE);
    expect(data.stop).toContain('伪装成');
    expect(data.stop).toContain('偽裝成');
    expect(data.stop).not.toContain('天气预报'); // 预报 (forecast) is not in the fixture
  });
  it('drops signal phrases that are keyword names (the keyword wins)', () => {
    const data = compileTerms([...FIXTURE, entry({ id: 'mana-value', en: ['mana value'], zhHans: ['法术力值'], zhHant: ['法術力值'] })]);
    expect(data.terms).toContain('mana value');
    expect(data.signals).not.toContain('mana value');
    expect(data.signals).toContain('万智牌');
  });
  it.each([
    [[entry({ id: '' })], /entry #0 has no id/],
    [[entry({}), entry({ en: ['Other'] })], /entry #1 \(id "x"\): id already used by entry #0/],
    [[entry({ en: ['ok', '  '] })], /entry #0 \(id "x"\): en\[1\] is empty/],
    [[entry({ zhHans: 'abc' as unknown as string[] })], /zhHans is not an array/],
    [[entry({ en: [3 as unknown as string] })], /en\[0\] is not a string/],
    [[entry({ en: [], zhHans: [], zhHant: [] })], /has no names/],
    [[entry({ id: 'a' }), entry({ id: 'b', en: ['XYZZY'] })], /en\[0\] "XYZZY" is also a name of entry #0 \(id "a"\)/],
    [[null as unknown as KeywordEntry], /entry #0 is not an object/],
  ])('rejects bad rows with where and why (%#)', (entries, message) => {
    expect(() => compileTerms(entries)).toThrow(message);
  });
});

describe('TermData', () => {
  it('round-trips through JSON with identical results', () => {
    const data = compileTerms(FIXTURE);
    const copy = JSON.parse(JSON.stringify(data)) as TermData;
    expect(copy).toEqual(data);
    const text = 'Madness {1}{R}. 伪装成 伪装{五}{红} the adventure, phased-out, 「增殖」 偽裝 deathtouch';
    const a = createMatcher(data).match(text, { minConfidence: 'low' });
    expect(a.length).toBeGreaterThan(5);
    expect(createMatcher(copy).match(text, { minConfidence: 'low' })).toEqual(a);
  });
  it('is compact: strings and integers only', () => {
    const data = compileTerms(FIXTURE);
    for (const value of Object.values(data)) {
      if (Array.isArray(value)) for (const v of value) expect(['string', 'number']).toContain(typeof v);
    }
  });
  it.each([
    [null, /not an object/],
    [{ ...compileTerms(FIXTURE), version: 2 }, /version 2 is not supported/],
    [{ ...compileTerms(FIXTURE), terms: undefined }, /terms is not an array/],
    [{ ...compileTerms(FIXTURE), info: [999] }, /differ in length|out of range/],
    [{ ...compileTerms(FIXTURE), everyday: [-1] }, /everyday\[0\] = -1 is out of range/],
    [{ ...compileTerms(FIXTURE), abilityWords: [9999] }, /abilityWords\[0\] = 9999 is out of range/],
    [{ ...compileTerms(FIXTURE), abilityWords: 'landfall' }, /abilityWords is not an array/],
  ])('createMatcher rejects invalid TermData (%#)', (data, message) => {
    expect(() => createMatcher(data as TermData)).toThrow(message);
  });
  it('lists the ability words by entry number; term data without the list still loads', () => {
    const data = compileTerms(FIXTURE);
    expect(data.abilityWords!.map((n) => data.ids[n])).toEqual(['landfall', 'raid', 'disappear', 'magecraft']);
    const { abilityWords: _dropped, ...older } = data;
    // Without the list, "Raid (The Game)" is read with the keyword rules: the parenthesis makes it high.
    expect(createMatcher(older).match('Raid (The Game)', { minConfidence: 'low' })[0].confidence).toBe('high');
    expect(createMatcher(data).match('Raid (The Game)', { minConfidence: 'low' })[0].confidence).toBe('low');
  });
  it('rejects an info entry pointing past the ids', () => {
    const data = compileTerms(FIXTURE);
    const info = [...data.info];
    info[0] = data.ids.length * 4;
    expect(() => createMatcher({ ...data, info })).toThrow(/info\[0\] = \d+ is out of range/);
  });
});

describe('large tables', () => {
  // Build speed is measured by `npm run bench` (never by timed assertions); this checks that a
  // table of realistic size compiles and matches correctly.
  it('compiles ~300 entries × 8 forms and finds forms of each script', () => {
    const big: KeywordEntry[] = [];
    for (let i = 0; i < 300; i++) {
      const w = `kw${i.toString(36)}q`;
      big.push(entry({ id: w, en: [w, `${w}s`, `${w}ed`, `${w}ing`, `super ${w}`], zhHans: [`关键${i}`, `词${i}`], zhHant: [`關鍵${i}`] }));
    }
    const data = compileTerms(big);
    expect(data.terms).toHaveLength(2400);
    const found = createMatcher(data).match('kw1q super kw2q 关键3 關鍵4', { context: 'mtg' });
    expect(found.map((m) => m.id)).toEqual(['kw1q', 'kw2q', 'kw3q', 'kw4q']);
  });
});
