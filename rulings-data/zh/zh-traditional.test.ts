// The Traditional converter: what OpenCC's cn → tw converter writes (phrases too) for every
// Chinese text of the committed data, with a table a fraction of OpenCC's size; the committed
// table is the generator's output.
import * as OpenCC from 'opencc-js';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ZH_TRADITIONAL_TABLE_PATH } from '../../scripts/generate-zh-traditional-table.ts';
import { buildTraditionalTable, committedChineseTexts, serializeTraditionalTable } from '../../scripts/zh-script/build-traditional-table.ts';
import { KEYWORDS } from '../keywords/index.ts';
import { foldZhScript } from './zh-script.ts';
import { hasTraditionalChars, toTraditional } from './zh-traditional.ts';

const toTw = OpenCC.Converter({ from: 'cn', to: 'tw' });

describe('toTraditional', () => {
  it('writes names and rulings in Taiwan Traditional characters, Latin text and numbers unchanged', () => {
    expect(toTraditional('伪装')).toBe('偽裝');
    expect(toTraditional('当伪装的永久物正面朝上时 disguise {2}')).toBe('當偽裝的永久物正面朝上時 disguise {2}');
    expect(toTraditional('ward 2')).toBe('ward 2');
    expect(toTraditional('')).toBe('');
  });

  it('picks a one-to-many character by its phrase where the data has it, else its common form', () => {
    // 复: 複製 (copy) but 恢復-style 復 elsewhere; 防御 → 防禦, not 防御.
    expect(toTraditional('复制品')).toBe('複製品');
    expect(toTraditional('防御力')).toBe('防禦力');
    expect(toTraditional('后来')).toBe('後來');
  });

  it('is exactly what opencc-js cn → tw writes, for every seed ruling, keyword name and summary', () => {
    const texts = committedChineseTexts();
    expect(texts.length).toBeGreaterThan(400);
    let changed = 0;
    for (const text of texts) {
      const expected = toTw(text);
      if (expected !== text) changed++;
      expect(toTraditional(text), text.slice(0, 40)).toBe(expected);
    }
    expect(changed).toBeGreaterThan(300);
  });

  it('round-trips through the fold: the Traditional text folds back to the Simplified one', () => {
    for (const k of KEYWORDS) for (const name of k.zhHans) expect(foldZhScript(toTraditional(name)), name).toBe(foldZhScript(name));
  });

  it('agrees with the keyword table\'s own Traditional names for most keywords', () => {
    const pairs = KEYWORDS.filter((k) => k.zhHans[0] && k.zhHant[0]);
    const same = pairs.filter((k) => toTraditional(k.zhHans[0]) === k.zhHant[0]);
    expect(same.length / pairs.length).toBeGreaterThan(0.9);
  });
});

describe('hasTraditionalChars', () => {
  it('tells a Traditional word from its Simplified form', () => {
    expect(hasTraditionalChars('偽裝')).toBe(true);
    expect(hasTraditionalChars('伪装')).toBe(false);
    expect(hasTraditionalChars('增殖')).toBe(false); // written alike in both
    expect(hasTraditionalChars('Disguise')).toBe(false);
  });
});

describe('the committed table', () => {
  it('is what scripts/generate-zh-traditional-table.ts makes from the installed opencc-js and the data', () => {
    expect(readFileSync(ZH_TRADITIONAL_TABLE_PATH, 'utf8')).toBe(serializeTraditionalTable(buildTraditionalTable()));
  });
});
