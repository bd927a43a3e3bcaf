// The zh_TW draft: values (and comments) in Taiwan Traditional with Taiwan vocabulary, keys and
// placeholders untouched.
import { describe, expect, it } from 'vitest';
import { draftLine, localeKeys } from './generate-zh-tw-locale.ts';

describe('generate-zh-tw-locale', () => {
  it('converts the value of a key line, keeps the key and placeholders', () => {
    expect(draftLine('searchLabel: "搜索关键词与裁定"')).toBe('searchLabel: "搜尋關鍵詞與裁定"');
    expect(draftLine('noResults: "没有找到“$1”。"')).toBe('noResults: "沒有找到“$1”。"');
    expect(draftLine('optReset: "恢复默认设置"')).toBe('optReset: "恢復預設設定"');
    expect(draftLine('# 扩展的说明')).toBe('# 擴充套件的說明');
  });

  it('lists the keys of a locale file', () => {
    expect(localeKeys('# c\na: "x"\n\nb_2: "y"\n')).toEqual(['a', 'b_2']);
  });
});
