import { describe, expect, it } from 'vitest';
import type { SearchItem } from './messages.ts';
import { escapeXml, omniboxSuggestions } from './omnibox.ts';

const kw = (id: string, en: string, zh: string): SearchItem => ({
  type: 'keyword',
  id,
  score: 0,
  rulingCount: 0,
  keyword: { id, kind: 'keyword-ability', rule: '702.21', en, zhHans: zh, zhHant: zh },
});

describe('omnibox suggestions', () => {
  const items: SearchItem[] = [
    kw('ward', 'Ward <&>', '守护'),
    { type: 'ruling', id: 'r-1', score: 0.1, ruling: { id: 'r-1', date: '2024-01-01', source: 'official', en: 'x', zh: 'y' } },
  ];
  it('escapes text for Chrome (XML) and keeps it plain for Firefox; rulings are not suggested', () => {
    expect(omniboxSuggestions(items, { xml: true })).toEqual([
      { content: 'Ward <&>', description: '<match>Ward &#60;&#38;&#62; / 守护</match> <dim>CR 702.21</dim>' },
    ]);
    expect(omniboxSuggestions(items, { xml: false })).toEqual([{ content: 'Ward <&>', description: 'Ward <&> / 守护 — CR 702.21' }]);
  });
  it('escapeXml covers quotes too', () => {
    expect(escapeXml(`"a'`)).toBe('&#34;a&#39;');
  });
});
