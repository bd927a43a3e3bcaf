// @vitest-environment happy-dom
// The tooltip's link options (issue 26.6): ruleUrl / searchUrl templates and onSearch, from code
// and from the script tag's data attributes; a bad value is warned about and left out.
import { describe, expect, it } from 'vitest';
import { optionsFromDataset } from './dataset.ts';
import { resolveOptions } from './options.ts';

function resolve(raw: unknown) {
  const messages: string[] = [];
  const o = resolveOptions(raw, (m) => messages.push(m), document);
  return { o, messages };
}

describe('ruleUrl / searchUrl / onSearch', () => {
  it('default to none', () => {
    const { o, messages } = resolve({});
    expect([o.ruleUrl, o.searchUrl, o.onSearch]).toEqual([null, null, null]);
    expect(messages).toEqual([]);
  });

  it('take http(s) and relative templates with their placeholder, and a function', () => {
    const onSearch = () => {};
    const { o, messages } = resolve({ ruleUrl: ' https://example.org/cr#{rule} ', searchUrl: '/search?q={query}&id={id}', onSearch });
    expect(o.ruleUrl).toBe('https://example.org/cr#{rule}');
    expect(o.searchUrl).toBe('/search?q={query}&id={id}');
    expect(o.onSearch).toBe(onSearch);
    expect(messages).toEqual([]);
    for (const searchUrl of ['search?q={en}', 'HTTP://x.test/{zh}', '#{id}', '//x.test/?q={query}']) expect(resolve({ searchUrl }).o.searchUrl).toBe(searchUrl);
  });

  it('refuse other schemes, whitespace inside, a missing placeholder and non-strings, naming the option', () => {
    const bad: Array<[string, unknown]> = [
      ['ruleUrl', 'javascript:alert({rule})'],
      ['ruleUrl', 'java\tscript:alert({rule})'],
      ['ruleUrl', 'data:text/html,{rule}'],
      ['ruleUrl', 'https://example.org/cr'],
      ['ruleUrl', 'https://example.org/cr#{query}'],
      ['searchUrl', 'https://example.org/{rule}'],
      ['searchUrl', 42],
      ['searchUrl', ''],
    ];
    for (const [key, value] of bad) {
      const { o, messages } = resolve({ [key]: value });
      expect(o[key as 'ruleUrl' | 'searchUrl'], `${key} ${String(value)}`).toBeNull();
      expect(messages).toHaveLength(1);
      expect(messages[0]).toContain(`option "${key}" has a bad value`);
      expect(messages[0]).toContain('an http(s) or relative URL with');
    }
    const { o, messages } = resolve({ onSearch: 'search()' });
    expect(o.onSearch).toBeNull();
    expect(messages[0]).toBe('rulings-lens: option "onSearch" has a bad value "search()" (expected a function); using none');
  });

  it('are read from data-rule-url and data-search-url on the script tag', () => {
    const script = document.createElement('script');
    script.setAttribute('data-rule-url', 'https://example.org/cr#{rule}');
    script.setAttribute('data-search-url', '/search?q={query}');
    const raw = optionsFromDataset(script);
    expect(raw).toMatchObject({ ruleUrl: 'https://example.org/cr#{rule}', searchUrl: '/search?q={query}' });
    expect(resolve(raw).o).toMatchObject({ ruleUrl: 'https://example.org/cr#{rule}', searchUrl: '/search?q={query}' });
  });
});
