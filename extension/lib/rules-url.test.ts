import { describe, expect, it } from 'vitest';
import { MAX_RULES_QUERY, readRulesQuery, ruleNumberIn, rulesUrl } from './rules-url.ts';

describe('rules-url', () => {
  it('builds the viewer address at a rule or with a search', () => {
    expect(rulesUrl({ rule: '702.9b' })).toBe('/rules.html#702.9b');
    expect(rulesUrl({ query: '  flying   飞行 ' })).toBe(`/rules.html?q=${encodeURIComponent('flying 飞行').replace(/%20/g, '+')}`);
    expect(readRulesQuery(rulesUrl({ query: 'a&b=c #x' }).slice('/rules.html'.length))).toBe('a&b=c #x');
    expect(readRulesQuery(`?q=${'x'.repeat(500)}`)).toHaveLength(MAX_RULES_QUERY);
    expect(readRulesQuery('')).toBe('');
  });

  it('ruleNumberIn: a typed rule number (three digits first), with or without CR / rule and a dot', () => {
    expect(['702.9b', 'CR 702.9b', 'rule 702.9B.', ' 702 ', '100.1a'].map(ruleNumberIn)).toEqual(['702.9b', '702.9b', '702.9b', '702', '100.1a']);
    expect(['7', '20', 'flying', '702.9b flying', '7020', ''].map(ruleNumberIn)).toEqual([null, null, null, null, null, null]);
  });
});
