import { describe, expect, it } from 'vitest';
import * as OpenCC from 'opencc-js';
import { PROTECTED_TERMS, hantNames, toHant } from './zh-hant.ts';

describe('toHant', () => {
  it.each([
    ['历险', '歷險'],
    ['跃离', '躍離'],
    ['伪装', '偽裝'],
    ['疯魔', '瘋魔'],
    ['灵技', '靈技'],
    ['佩带', '佩帶'],
    ['循环', '循環'],
    ['地循环', '地循環'],
  ])('%s → %s', (hans, hant) => {
    expect(toHant(hans)).toEqual([hant]);
  });

  it('keeps a protected term as listed and converts the rest of the name', () => {
    expect(toHant('搜证')).toEqual(['搜證', '蒐證']);
    expect(toHant('快速搜证')).toEqual(['快速搜證', '快速蒐證']);
  });

  it('guards against the Taiwan-phrase table that would say 迴圈', () => {
    // The reason 循环 is protected: twp rewrites it. If this ever stops being true the entry
    // is still harmless, but the comment in PROTECTED_TERMS should be revisited.
    const twp = OpenCC.Converter({ from: 'cn', to: 'twp' });
    expect(twp('循环')).toBe('迴圈');
    expect(toHant('循环')).not.toContain('迴圈');
  });

  it('documents every protected term', () => {
    for (const term of PROTECTED_TERMS) {
      expect(term.hant.length).toBeGreaterThan(0);
      expect(term.why.length).toBeGreaterThan(20);
    }
  });
});

describe('hantNames', () => {
  it('keeps names that are the same in both scripts and drops duplicates', () => {
    expect(hantNames(['占卜', '磨', '占卜'])).toEqual(['占卜', '磨']);
  });

  it('keeps the order of the Simplified names', () => {
    expect(hantNames(['时间跳跃', '跃离', '跃回'])).toEqual(['時間跳躍', '躍離', '躍回']);
  });
});
