// The script fold: Traditional (and Taiwan / Hong Kong variant) text folds to the Simplified
// text it was converted from, checked against opencc-js's full phrase converter on every seed
// ruling; Simplified text folds to itself; the committed table is the generator's output.
import * as OpenCC from 'opencc-js';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildFoldTable, serializeFoldTable } from '../../scripts/zh-script/build-fold-table.ts';
import { ZH_SCRIPT_TABLE_PATH } from '../../scripts/generate-zh-script-table.ts';
import { mergeRulings } from '../parser/merge-rulings.ts';
import { parseSeedFile } from '../parser/parse-seed.ts';
import { loadSeeds } from '../parser/seed-fixtures.ts';
import { foldZhScript, traditionalCharCount } from './zh-script.ts';
import { ZH_FOLD_FROM, ZH_FOLD_TO } from './zh-script-table.ts';

const seedRulings = mergeRulings(loadSeeds().map((s) => parseSeedFile(s.text, s.file))).rulings;
// Characters and regional variants, not vocabulary: cn→twp would also rewrite words (循环 →
// 迴圈, "loop"), which makes another text, not the same text in another script.
const toTw = OpenCC.Converter({ from: 'cn', to: 'tw' });
const toHk = OpenCC.Converter({ from: 'cn', to: 'hk' });

describe('foldZhScript', () => {
  it('folds Traditional text to its Simplified form, and leaves Simplified and Latin text alone', () => {
    expect(foldZhScript('偽裝')).toBe('伪装');
    expect(foldZhScript('當偽裝的永久物正面朝上時，它便成為具有原本特徵的永久物。')).toBe('当伪装的永久物正面朝上时，它便成为具有原本特征的永久物。');
    expect(foldZhScript('当伪装的永久物正面朝上时 disguise 2024')).toBe('当伪装的永久物正面朝上时 disguise 2024');
    expect(foldZhScript('ward 2')).toBe('ward 2');
    // Taiwan and Hong Kong variants of one character fold alike (裡/裏, 為/爲, 説/說, 著/着).
    expect(foldZhScript('裡 裏 為 爲 説 說 意味著')).toBe('里 里 为 为 说 说 意味着');
  });

  it('every seed ruling, converted to Taiwan or Hong Kong Traditional by opencc-js (its phrase tables too), folds back to what the Simplified text folds to', () => {
    expect(seedRulings).toHaveLength(57);
    let changed = 0;
    for (const r of seedRulings) {
      for (const hant of [toTw(r.zh), toHk(r.zh)]) {
        if (hant !== r.zh) changed++;
        expect(foldZhScript(hant), `${r.id}: ${hant}`).toBe(foldZhScript(r.zh));
      }
    }
    expect(changed).toBeGreaterThan(100); // the conversion did change (almost) every ruling
  });

  it('is idempotent, and the table never folds a character onto one that folds again', () => {
    const to = new Set(ZH_FOLD_TO);
    const from = new Set(ZH_FOLD_FROM);
    expect([...ZH_FOLD_FROM]).toHaveLength([...ZH_FOLD_TO].length);
    expect([...to].filter((c) => from.has(c))).toEqual([]);
    const sample = seedRulings.map((r) => toTw(r.zh)).join('');
    expect(foldZhScript(foldZhScript(sample))).toBe(foldZhScript(sample));
  });
});

describe('traditionalCharCount', () => {
  it('counts the characters not in their Simplified form: the Simplified copy of a ruling has fewer', () => {
    expect(traditionalCharCount('伪装 disguise')).toBe(0);
    expect(traditionalCharCount('偽裝')).toBe(2);
    expect(traditionalCharCount('這是一個測試')).toBe(4);
    for (const r of seedRulings) {
      const hant = toTw(r.zh);
      if (hant !== r.zh) expect(traditionalCharCount(r.zh), r.zh).toBeLessThan(traditionalCharCount(hant));
    }
  });
});

describe('the committed table', () => {
  it('is what scripts/generate-zh-script-table.ts makes from the installed opencc-js', () => {
    expect(readFileSync(ZH_SCRIPT_TABLE_PATH, 'utf8')).toBe(serializeFoldTable(buildFoldTable()));
  });
});
