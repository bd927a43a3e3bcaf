import { describe, expect, it } from 'vitest';
import { KEYWORDS } from '../keywords/index.ts';
import { keywordPinyin, namePinyin } from './pinyin-names.ts';
import { pinyinMatcher, pinyinQuery } from './pinyin-match.ts';

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

describe('pinyinMatcher', () => {
  const ids = ['proliferate', 'assemble', 'disguise', 'ward'];
  const m = pinyinMatcher(ids, { proliferate: ['zeng zhi'], assemble: ['zu zhuang'], disguise: ['wei zhuang', 'wei zhuang zhe'], ward: ['shou hu'] });
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
    expect(pinyinQuery('a')).toBeNull();
    expect(pinyinQuery('face-down')).toBeNull();
  });

  it('does nothing without pinyin data (a bundle built without it)', () => {
    expect(pinyinMatcher(ids, undefined).match('zengzhi')).toEqual([]);
    expect(pinyinMatcher(ids, { proliferate: 'zeng zhi' as never }).match('zengzhi')).toEqual([]);
  });
});
