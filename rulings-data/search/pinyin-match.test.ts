import { describe, expect, it } from 'vitest';
import { KEYWORDS } from '../keywords/index.ts';
import { keywordPinyin, namePinyin } from './pinyin-names.ts';
import { packPinyin, pinyinMatcher, pinyinQuery, storedPinyin, type PinyinHit } from './pinyin-match.ts';

describe('namePinyin / keywordPinyin (build time)', () => {
  it('spells names as toneless syllables, ü as v, Latin kept', () => {
    expect(namePinyin('增殖')).toBe('zeng zhi');
    expect(namePinyin('伪装')).toBe('wei zhuang');
    expect(namePinyin('绿色')).toBe('lv se');
    expect(namePinyin('X费用')).toBe('x fei yong');
  });

  it('covers every keyword with a Chinese name, display name first', () => {
    const table = keywordPinyin(KEYWORDS);
    expect(table.proliferate[0]).toBe('zeng zhi');
    expect(table.disguise[0]).toBe('wei zhuang');
    expect(Object.keys(table).length).toBe(KEYWORDS.filter((k) => k.zhHans.length > 0).length);
  });
});

describe('packPinyin / storedPinyin (the bundle form)', () => {
  it('packs the names of each keyword, in keyword order, into one string', () => {
    const packed = packPinyin(['a', 'b', 'c', 'constructor'], { a: ['zeng zhi'], c: ['wei zhuang', 'wei zhuang zhe'] });
    expect(packed).toEqual(['zeng zhi', '', 'wei zhuang,wei zhuang zhe', '']);
    // Nothing that would not come back the same: non-strings, empty names, the separator.
    expect(packPinyin(['a', 'b'], { a: ['x y', 3 as never, '', 'p,q'], b: 'zeng zhi' as never })).toEqual(['x y', '']);
    expect(packPinyin(['a'], undefined)).toEqual(['']);
  });

  it('reads the packed form for the same keywords, and the older id-keyed table', () => {
    const keywords = [{ id: 'a' }, { id: 'b' }];
    expect(storedPinyin(['zeng zhi', ''], keywords)).toEqual(['zeng zhi', '']);
    expect(storedPinyin({ b: ['zeng zhi'] }, keywords)).toEqual(['', 'zeng zhi']);
    expect(storedPinyin(['zeng zhi'], keywords)).toBeUndefined(); // for other keywords
    expect(storedPinyin(undefined, keywords)).toBeUndefined();
    expect(storedPinyin('zeng zhi', keywords)).toBeUndefined();
  });
});

describe('pinyinMatcher', () => {
  const ids = ['proliferate', 'assemble', 'disguise', 'ward'];
  const m = pinyinMatcher(packPinyin(ids, { proliferate: ['zeng zhi'], assemble: ['zu zhuang'], disguise: ['wei zhuang', 'wei zhuang zhe'], ward: ['shou hu'] }));
  const found = (q: string) => m.match(q).map((h) => `${ids[h.index]}${h.whole ? '' : '~'}`);

  it('matches full pinyin with or without spaces, and initials', () => {
    expect(found('zengzhi')).toEqual(['proliferate']);
    expect(found('zeng zhi')).toEqual(['proliferate']);
    expect(found("zeng'zhi")).toEqual(['proliferate']);
    expect(found('ZengZhi')).toEqual(['proliferate']);
    expect(found('wei zhuang')).toEqual(['disguise']);
    expect(found('weizhuang')).toEqual(['disguise']);
    expect(found('zz')).toEqual(['proliferate', 'assemble']);
    expect(found('wzz')).toEqual(['disguise']);
  });

  it('matches the start of a full pinyin from three letters, after whole matches', () => {
    expect(found('zeng')).toEqual(['proliferate~']);
    expect(found('weizh')).toEqual(['disguise~']);
    expect(found('wz')).toEqual(['disguise']);
    expect(found('ze')).toEqual([]);
  });

  it('is strict: no typos, no English look-alikes, nothing for non-pinyin text', () => {
    for (const q of ['ward', 'zengzhii', 'zengzh1', '增殖', 'z', '', 'prolif', 'disguise']) expect(found(q), q).toEqual([]);
    expect(pinyinQuery('wei zhuang')).toBe('weizhuang');
    expect(pinyinQuery('lü')).toBe('lv');
    // Tones, as marks or as numbers.
    expect(pinyinQuery('zēng zhí')).toBe('zengzhi');
    expect(pinyinQuery('lǜ')).toBe('lv');
    expect(pinyinQuery('zeng1 zhi2')).toBe('zengzhi');
    expect(pinyinQuery('wei4zhuang1')).toBe('weizhuang');
    expect(pinyinQuery('702')).toBeNull();
    expect(pinyinQuery('x2')).toBeNull();
    expect(pinyinQuery('a')).toBeNull();
    expect(pinyinQuery('face-down')).toBeNull();
  });

  it('does nothing without pinyin data (a bundle built without it)', () => {
    expect(pinyinMatcher(undefined).match('zengzhi')).toEqual([]);
    expect(pinyinMatcher('zeng zhi' as never).match('zengzhi')).toEqual([]);
  });

  // The matcher reads the packed strings in place; this is how it was written before, over split
  // syllables, and both must agree on every keyword for every kind of query.
  function reference(table: Record<string, readonly string[]>, query: string): PinyinHit[] {
    const names: { index: number; full: string; initials: string; order: number }[] = [];
    KEYWORDS.forEach((k, index) => {
      (table[k.id] ?? []).forEach((p, order) => {
        const syllables = p.split(' ').filter(Boolean);
        names.push({ index, full: syllables.join(''), initials: syllables.map((s) => s[0]).join(''), order });
      });
    });
    const q = pinyinQuery(query);
    if (!q) return [];
    const best = new Map<number, PinyinHit>();
    for (const name of names) {
      let hit: PinyinHit | null = null;
      if (name.full === q) hit = { index: name.index, whole: true, rank: name.order };
      else if (name.initials === q && q.length >= 2) hit = { index: name.index, whole: true, rank: 100 + name.order };
      else if (q.length >= 3 && name.full.startsWith(q)) hit = { index: name.index, whole: false, rank: 1000 + (name.full.length - q.length) * 10 + name.order };
      if (!hit) continue;
      const had = best.get(name.index);
      if (!had || hit.rank < had.rank) best.set(name.index, hit);
    }
    return [...best.values()].sort((a, b) => a.rank - b.rank || a.index - b.index);
  }

  it('finds what matching split syllables finds, for every keyword name, its initials and prefixes', () => {
    const table = keywordPinyin(KEYWORDS);
    const matcher = pinyinMatcher(packPinyin(KEYWORDS.map((k) => k.id), table));
    const queries = new Set(['zz', 'wz', 'zeng', 'counter', 'prolif', 'shi', 'sh', "xi'an", 'lv', 'x fei']);
    for (const names of Object.values(table)) {
      for (const name of names) {
        const compact = name.replace(/ /g, '');
        queries.add(compact).add(name).add(name.split(' ').map((s) => s[0]).join(''));
        for (const cut of [2, 3, 4, compact.length - 1]) queries.add(compact.slice(0, cut));
        queries.add(`${compact}x`).add(compact.slice(1));
      }
    }
    let finding = 0;
    for (const q of queries) {
      const want = reference(table, q);
      expect(matcher.match(q), q).toEqual(want);
      if (want.length) finding++;
    }
    // Most queries do find something (whole names, initials, prefixes), all kinds of hit.
    expect(finding).toBeGreaterThan(queries.size / 2);
    const all = [...queries].flatMap((q) => matcher.match(q));
    expect(new Set(all.map((h) => (h.rank < 100 ? 'full' : h.rank < 1000 ? 'initials' : 'prefix')))).toEqual(new Set(['full', 'initials', 'prefix']));
  });
});
