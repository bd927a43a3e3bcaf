// URL templates of the tooltip's links: placeholders filled URL-encoded, the search name per
// display language, a callback winning over a template.
import { describe, expect, it } from 'vitest';
import { fillTemplate, ruleHref, searchAction, searchQuery } from './link-template.ts';
import { proliferate } from './test-fixtures.ts';

const keyword = proliferate().keyword;

describe('fillTemplate', () => {
  it('encodes each value and leaves unknown placeholders alone', () => {
    expect(fillTemplate('/s?q={query}&x={other}#{query}', { query: 'a b&c/增殖' })).toBe('/s?q=a%20b%26c%2F%E5%A2%9E%E6%AE%96&x={other}#a%20b%26c%2F%E5%A2%9E%E6%AE%96');
    expect(fillTemplate('/{constructor}/{toString}', {})).toBe('/{constructor}/{toString}');
  });
});

describe('rule link and search action', () => {
  it('the rule number links to the filled template, only with a template and a rule', () => {
    expect(ruleHref('702.9b', { ruleUrl: 'https://example.org/cr#{rule}' })).toBe('https://example.org/cr#702.9b');
    expect(ruleHref('702.9b', {})).toBeNull();
    expect(ruleHref('', { ruleUrl: '/cr#{rule}' })).toBeNull();
    expect(ruleHref('702.9b', undefined)).toBeNull();
  });

  it('searches for the name shown first: English for en, Chinese for zh and both', () => {
    expect(searchQuery(keyword, 'en')).toBe('Proliferate');
    expect(searchQuery(keyword, 'zh')).toBe('增殖');
    expect(searchQuery(keyword, 'both')).toBe('增殖');
    expect(searchQuery({ ...keyword, zhHans: '' }, 'both')).toBe('Proliferate');
  });

  it('fills {query}, {en}, {zh} and {id}; none without a template or callback', () => {
    expect(searchAction(keyword, 'en', { searchUrl: '/s?q={query}&en={en}&zh={zh}&id={id}' })).toEqual({
      query: 'Proliferate',
      href: '/s?q=Proliferate&en=Proliferate&zh=%E5%A2%9E%E6%AE%96&id=proliferate',
    });
    expect(searchAction(keyword, 'en', {})).toBeUndefined();
    expect(searchAction(keyword, 'en', undefined)).toBeUndefined();
  });

  it('a callback wins over a template and is called with the name and the keyword', () => {
    const calls: unknown[][] = [];
    const action = searchAction(keyword, 'zh', { searchUrl: '/s?q={query}', onSearch: (...args) => calls.push(args) });
    expect(action?.href).toBeUndefined();
    action!.onClick!();
    expect(calls).toEqual([['增殖', keyword]]);
  });
});
