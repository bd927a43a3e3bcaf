// The popup's ways into the rules viewer (popup-model.ts rulesLinks).
import { describe, expect, it } from 'vitest';
import { rulesLinks } from './popup-model.ts';

describe('rulesLinks', () => {
  it('a rule number opens that rule, with or without a CR imported', () => {
    for (const imported of [true, false]) {
      expect(rulesLinks('702.9b', imported)).toEqual([{ kind: 'rule', rule: '702.9b', href: '/rules.html#702.9b' }]);
      expect(rulesLinks('CR 702.9', imported)).toEqual([{ kind: 'rule', rule: '702.9', href: '/rules.html#702.9' }]);
    }
  });

  it('words search the rules when a CR is imported, and offer nothing otherwise', () => {
    expect(rulesLinks('  flying   飞行 ', true)).toEqual([{ kind: 'search', query: 'flying 飞行', href: '/rules.html?q=flying+%E9%A3%9E%E8%A1%8C' }]);
    expect(rulesLinks('flying', false)).toEqual([]);
    expect(rulesLinks('   ', true)).toEqual([]);
  });
});
