// References inside rule texts, in English and Chinese, against a made-up set of rule numbers
// (no CR text is committed: the sentences here are written for the test).
import { describe, expect, it } from 'vitest';
import { resolveRule, ruleParent, splitRuleRefs, type RefSegment } from './rule-refs.ts';

const RULES = new Set(['1', '6', '7', '8', '100', '100.1', '100.1a', '509', '601', '601.2', '601.2a', '601.2b', '601.2f', '608', '608.3', '608.3a', '608.3b', '702', '702.9', '702.9a', '702.9b', '702.19', '702.19b', '702.19c', '702.19d']);

/** The references only: [link text, target]. */
const refs = (text: string) =>
  splitRuleRefs(text, RULES)
    .filter((s): s is Required<RefSegment> => s.rule !== undefined)
    .map((s) => [s.text, s.rule]);

describe('ruleParent / resolveRule', () => {
  it('walks up one level at a time', () => {
    expect(['702.9b', '702.9', '702', '7', '100.1a'].map(ruleParent)).toEqual(['702.9', '702', '7', undefined, '100.1']);
  });

  it('resolves to the number or its nearest existing parent within the rule, never the section', () => {
    expect(resolveRule('702.9b', RULES)).toBe('702.9b');
    expect(resolveRule('702.9z', RULES)).toBe('702.9');
    expect(resolveRule('702.77', RULES)).toBe('702');
    expect(resolveRule('703.1', RULES)).toBeUndefined(); // 703 is not there; section 7 is no stand-in
    expect(resolveRule('999', RULES)).toBeUndefined();
  });
});

describe('splitRuleRefs: English', () => {
  it('links "See rule 702.9" with its keyword and keeps the sentence around it', () => {
    const segs = splitRuleRefs('Fliers are hard to block. See rule 702.9.', RULES);
    expect(segs).toEqual([{ text: 'Fliers are hard to block. See ' }, { text: 'rule 702.9', rule: '702.9' }, { text: '.' }]);
  });

  it('finds rule, Rule, rules and subrule forms', () => {
    expect(refs('Rule 601.2 says so; see rule 509, “Declare the Blocks.”')).toEqual([['Rule 601.2', '601.2'], ['rule 509', '509']]);
    expect(refs('subrule 100.1a is followed by others')).toEqual([['subrule 100.1a', '100.1a']]);
  });

  it('a range links to its first number: rules 601.2a–f → 601.2a', () => {
    expect(refs('as in rules 601.2a–f.')).toEqual([['rules 601.2a–f', '601.2a']]);
    expect(refs('as in rules 601.2a-f.')).toEqual([['rules 601.2a-f', '601.2a']]);
  });

  it('lists: "rules 702.19b and 702.19c", "rules 702.19b, 702.19c, and 702.19d", "rules 601.2b and 601.2f–h"', () => {
    expect(refs('follow rules 702.19b and 702.19c here')).toEqual([['rules 702.19b', '702.19b'], ['702.19c', '702.19c']]);
    expect(refs('rules 702.19b, 702.19c, and 702.19d apply')).toEqual([['rules 702.19b', '702.19b'], ['702.19c', '702.19c'], ['702.19d', '702.19d']]);
    expect(refs('pay as in rules 601.2b and 601.2f–h.')).toEqual([['rules 601.2b', '601.2b'], ['601.2f–h', '601.2f']]);
  });

  it('a lone later letter continues a plural list ("rules 608.3a and b"); an earlier one is a word', () => {
    expect(refs('the steps in rules 608.3a and b come first')).toEqual([['rules 608.3a', '608.3a'], ['b', '608.3b']]);
    expect(refs('see rules 601.2b and a spell')).toEqual([['rules 601.2b', '601.2b']]);
    expect(refs('see rule 608.3a and b')).toEqual([['rule 608.3a', '608.3a']]); // singular: no list of letters
  });

  it('sections: "section 8", "See section 7." link to the section, "section 4" absent stays text', () => {
    expect(refs('See section 8, “Multiplayer Things.”')).toEqual([['section 8', '8']]);
    expect(refs('See section 7.')).toEqual([['section 7', '7']]);
    expect(refs('See section 4.')).toEqual([]);
    expect(refs('rule 113 and section 6 say it')).toEqual([['section 6', '6']]); // 113 is not in the document
  });

  it('a number that is not in the document stays plain text; a missing subrule links to its parent', () => {
    expect(splitRuleRefs('See rule 999.1.', RULES)).toEqual([{ text: 'See rule 999.1.' }]);
    expect(refs('See rule 702.9z.')).toEqual([['rule 702.9z', '702.9']]);
    // the first of a list missing: the keyword stays text, the next number links alone
    expect(refs('rules 999.1 and 702.9')).toEqual([['702.9', '702.9']]);
  });

  it('bare subrule numbers are references; bare small numbers and "rules text" are not', () => {
    expect(refs('as described in 608.3a, then 601.2a–b')).toEqual([['608.3a', '608.3a'], ['601.2a–b', '601.2a']]);
    expect(refs('Each player starts at 20 life; 702 cards; version 1.5; the rules text of a card')).toEqual([]);
    expect(refs('rule 7020 and rule 1000.1 are not numbers the CR has')).toEqual([]);
  });

  it('never loses text: the segments join back to the input', () => {
    const texts = ['', 'no refs at all', 'See rule 702.9. See rules 702.19b, 702.19c, and 702.19d; section 8.', 'rule', 'rules 601.2a–f and b'];
    for (const t of texts) expect(splitRuleRefs(t, RULES).map((s) => s.text).join('')).toBe(t);
    expect(splitRuleRefs('', RULES)).toEqual([{ text: '' }]);
  });
});

describe('splitRuleRefs: Chinese', () => {
  it('规则702.9 and 参见规则 601.2a (with a space) link with their keyword', () => {
    expect(splitRuleRefs('飞行很难阻挡。参见规则702.9。', RULES)).toEqual([{ text: '飞行很难阻挡。参见' }, { text: '规则702.9', rule: '702.9' }, { text: '。' }]);
    expect(refs('参见规则 601.2a，“宣告”。')).toEqual([['规则 601.2a', '601.2a']]);
  });

  it('第7章 is section 7; 第1个 and 第10章 are not references', () => {
    expect(refs('参见第7章，“附加规则”。')).toEqual([['第7章', '7']]);
    expect(refs('第1个异能和第10章')).toEqual([]);
  });

  it('lists with 与 / 和 / 、 and a repeated 规则; ranges with a hyphen', () => {
    expect(refs('需依照规则601.2b与规则601.2f-h之规范')).toEqual([['规则601.2b', '601.2b'], ['规则601.2f-h', '601.2f']]);
    expect(refs('参见规则999和规则702.9。')).toEqual([['规则702.9', '702.9']]); // 999 is not in the document
    expect(refs('（规则702.19b和702.19c）')).toEqual([['规则702.19b', '702.19b'], ['702.19c', '702.19c']]);
    expect(refs('规则702.19b、702.19c和702.19d')).toEqual([['规则702.19b', '702.19b'], ['702.19c', '702.19c'], ['702.19d', '702.19d']]);
    expect(refs('规则608.3a和b所述')).toEqual([['规则608.3a', '608.3a'], ['b', '608.3b']]);
  });

  it('bare subrule numbers after 参见 or inside a sentence (a missing one links to its rule)', () => {
    expect(refs('详细信息参见509.2a或608.3a。')).toEqual([['509.2a', '509'], ['608.3a', '608.3a']]);
    expect(refs('与601.2a-f中所述相同')).toEqual([['601.2a-f', '601.2a']]);
  });
});
