import { describe, expect, it } from 'vitest';
import { KEYWORDS } from '../keywords/index.ts';
import { zhFoldFromKeywords } from './zh-fold.ts';

describe('zhFoldFromKeywords', () => {
  const fold = zhFoldFromKeywords(KEYWORDS);

  it('turns the Traditional names of the keyword table into their Simplified forms', () => {
    expect(fold('偽裝')).toBe('伪装');
    expect(fold('躍離')).toBe('跃离');
    for (const k of KEYWORDS) {
      k.zhHant.forEach((hant, i) => {
        if (k.zhHans[i] && [...hant].length === [...k.zhHans[i]].length) expect(fold(hant), `${k.id}: ${hant}`).toBe(k.zhHans[i]);
      });
    }
  });

  it('leaves Simplified text, Latin text and unknown characters alone', () => {
    expect(fold('伪装 disguise 增殖')).toBe('伪装 disguise 增殖');
    expect(fold('偽裝 X')).toBe('伪装 X');
  });

  it('keeps a character the caller vetoes (one the Simplified text itself uses)', () => {
    const keepWei = zhFoldFromKeywords(KEYWORDS, (c) => c === '偽'.charCodeAt(0));
    expect(keepWei('偽裝')).toBe('偽装');
  });

  it('folds only non-ASCII characters, and reads the names on the first text that has one', () => {
    let asked = 0;
    const lazy = zhFoldFromKeywords(KEYWORDS, () => (asked++, false));
    expect(lazy('counter phased-out 2024')).toBe('counter phased-out 2024');
    expect(asked).toBe(0);
    expect(lazy('偽裝')).toBe('伪装');
    expect(asked).toBeGreaterThan(0);
    // A pair that differs in an ASCII letter (not a real name) folds nothing there.
    expect(zhFoldFromKeywords([{ zhHans: ['a伪'], zhHant: ['b偽'] }])('b偽')).toBe('b伪');
  });

  it('folds nothing when the table has no Traditional forms', () => {
    expect(zhFoldFromKeywords([{ zhHans: ['增殖'], zhHant: ['增殖'] }])('偽裝')).toBe('偽裝');
  });
});
