// The stoplist's zh-Hant column must stay the opencc-js cn→tw conversion of its zh-Hans column
// (the same conversion the keyword table uses), and every stop word must be able to suppress a
// keyword of the real table.
import { describe, expect, it } from 'vitest';
import * as OpenCC from 'opencc-js';
import { KEYWORDS } from '../keywords/index.ts';
import { SIGNALS_ZH, STOP_EN, STOP_ZH, words } from './stoplist.ts';

const toHant = OpenCC.Converter({ from: 'cn', to: 'tw' });

describe('stoplist', () => {
  it.each([
    ['STOP_ZH', STOP_ZH],
    ['SIGNALS_ZH', SIGNALS_ZH],
  ] as const)('%s: the zh-Hant column is opencc cn→tw of the zh-Hans column', (_name, rows) => {
    for (const [hans, hant] of rows) expect(hant).toBe(hans.split(' ').map(toHant).join(' '));
  });

  it('every Chinese stop word contains a keyword name of the table, and is not one itself', () => {
    const names = new Set(KEYWORDS.flatMap((k) => [...k.zhHans, ...k.zhHant]));
    const inside = (w: string) => {
      for (let a = 0; a < w.length; a++) for (let b = a + 1; b <= w.length; b++) if (names.has(w.slice(a, b))) return true;
      return false;
    };
    const useless = [...words(STOP_ZH, 0), ...words(STOP_ZH, 1)].filter((w) => names.has(w) || !inside(w));
    expect(useless).toEqual([]);
  });

  it('every English stop phrase contains a keyword name of the table as whole words', () => {
    const names = KEYWORDS.flatMap((k) => k.en.map((n) => ` ${n.toLowerCase()} `));
    expect(STOP_EN.filter((p) => !names.some((n) => ` ${p} `.includes(n)))).toEqual([]);
  });

  it('has no duplicates', () => {
    const all = [...words(STOP_ZH, 0), ...words(STOP_ZH, 1).filter((w, i) => w !== words(STOP_ZH, 0)[i]), ...STOP_EN];
    expect(new Set(all).size).toBe(all.length);
  });
});
