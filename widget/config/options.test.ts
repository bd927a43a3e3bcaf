// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { fixtureData } from '../engine/test-helpers.ts';
import { optionsFromDataset } from './dataset.ts';
import { DEFAULTS, resolveOptions } from './options.ts';

function collect() {
  const messages: string[] = [];
  return { warn: (m: string) => messages.push(m), messages };
}

beforeEach(() => {
  document.body.innerHTML = '<main id="article"><p>text</p></main>';
});

describe('resolveOptions defaults', () => {
  it('fills every option with its documented default and warns about nothing', () => {
    const { warn, messages } = collect();
    const o = resolveOptions(undefined, warn);
    expect(o).toEqual({
      root: document.body,
      lang: 'both',
      theme: 'auto',
      uiLang: 'en', // happy-dom's navigator.language is en-US
      chineseScript: 'auto',
      delay: 100,
      minConfidence: 'medium',
      level: 'mechanics',
      highlight: 'all',
      context: 'auto',
      scanCode: false,
      markStyles: 'scoped',
      ignore: [],
      data: null,
      dataUrl: null,
      rememberLang: true,
      packs: [],
      packUrls: [],
      cr: null,
      ruleUrl: null,
      searchUrl: null,
      onSearch: null,
      keys: { next: 'alt+shift+j', prev: 'alt+shift+k' },
    });
    expect(o.lang).toBe(DEFAULTS.lang);
    expect(messages).toEqual([]);
  });

  it('accepts good values as given', () => {
    const { warn, messages } = collect();
    const data = fixtureData();
    const o = resolveOptions(
      { root: '#article', lang: 'zh', theme: 'dark', delay: 0, minConfidence: 'low', highlight: 'none', context: 'mtg', scanCode: true, markStyles: 'provided', ignore: ['ward', 'ward', ' madness '], data, dataUrl: '/d.json', rememberLang: false },
      warn,
    );
    expect(o.root).toBe(document.getElementById('article'));
    expect(o).toMatchObject({ lang: 'zh', theme: 'dark', delay: 0, minConfidence: 'low', highlight: 'none', context: 'mtg', scanCode: true, markStyles: 'provided', dataUrl: '/d.json', rememberLang: false });
    expect(o.ignore).toEqual(['ward', 'madness']);
    expect(o.data).toBe(data);
    expect(messages).toEqual([]);
  });

  it('maps BCP 47 language tags onto zh / en', () => {
    const lang = (v: string) => resolveOptions({ lang: v }, () => {}).lang;
    expect(lang('zh-Hans')).toBe('zh');
    expect(lang('zh-CN')).toBe('zh');
    expect(lang('en-US')).toBe('en');
    expect(lang('EN')).toBe('en');
    expect(lang('both')).toBe('both');
  });

  it('accepts an Element as root', () => {
    const el = document.querySelector('p')!;
    expect(resolveOptions({ root: el }, () => {}).root).toBe(el);
  });
});

describe('resolveOptions bad values', () => {
  const cases: Array<[string, unknown, string]> = [
    ['lang', 'fr', '"fr"'],
    ['theme', 'blue', '"blue"'],
    ['delay', 5000, '5000'],
    ['delay', -1, '-1'],
    ['delay', 'soon', '"soon"'],
    ['minConfidence', 'certain', '"certain"'],
    ['highlight', 'some', '"some"'],
    ['context', 'poker', '"poker"'],
    ['scanCode', 'yes', '"yes"'],
    ['markStyles', 'universal', '"universal"'],
    ['ignore', [1, 2], '[array of 2]'],
    ['root', '#missing', '"#missing"'],
    ['root', '##bad(', '"##bad("'],
    ['data', { bundle: {} }, '[Object]'],
    ['dataUrl', '', '""'],
    ['rememberLang', 0, '0'],
  ];
  it.each(cases)('%s = %j warns once naming it and falls back', (key, value, shown) => {
    const { warn, messages } = collect();
    const o = resolveOptions({ [key]: value }, warn) as unknown as Record<string, unknown>;
    const d = resolveOptions({}, () => {}) as unknown as Record<string, unknown>;
    expect(o[key]).toEqual(d[key]);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(`"${key}"`);
    expect(messages[0]).toContain(shown);
  });

  it('warns about unknown keys and non-object options', () => {
    const a = collect();
    resolveOptions({ dealy: 10 }, a.warn);
    expect(a.messages).toEqual(['rulings-lens: unknown option "dealy" ignored']);
    const b = collect();
    expect(resolveOptions('zh', b.warn).lang).toBe('both');
    expect(b.messages).toHaveLength(1);
  });

  it('says why data was rejected', () => {
    const { warn, messages } = collect();
    resolveOptions({ data: { bundle: { format: 2, keywords: [], rulings: [] }, terms: {} } }, warn);
    expect(messages[0]).toMatch(/"data".*bundle\.format is 2/);
  });
});

describe('optionsFromDataset', () => {
  it('reads the documented data-* attributes and validates them through resolveOptions', () => {
    const s = document.createElement('script');
    s.setAttribute('data-lang', 'zh-CN');
    s.setAttribute('data-root', '#article');
    s.setAttribute('data-theme', 'light');
    s.setAttribute('data-delay', '250');
    s.setAttribute('data-min-confidence', 'high');
    s.setAttribute('data-level', 'rules');
    s.setAttribute('data-highlight', 'high');
    s.setAttribute('data-data-url', 'https://cdn.example/x.json');
    s.setAttribute('data-scan-code', '');
    s.setAttribute('data-mark-styles', 'provided');
    s.setAttribute('data-ignore', 'ward, madness');
    s.setAttribute('data-remember-lang', 'false');
    s.setAttribute('data-packs', ' packs/a.txt\n  https://cdn.example/b.zip ');
    const raw = optionsFromDataset(s);
    expect(raw).toEqual({
      lang: 'zh-CN', root: '#article', theme: 'light', delay: '250', minConfidence: 'high', level: 'rules', highlight: 'high',
      dataUrl: 'https://cdn.example/x.json', scanCode: '', markStyles: 'provided', ignore: 'ward, madness', rememberLang: 'false',
      packUrls: ' packs/a.txt\n  https://cdn.example/b.zip ',
    });
    const { warn, messages } = collect();
    const o = resolveOptions(raw, warn);
    expect(o).toMatchObject({ lang: 'zh', theme: 'light', delay: 250, minConfidence: 'high', level: 'rules', highlight: 'high', scanCode: true, markStyles: 'provided', rememberLang: false });
    expect(o.ignore).toEqual(['ward', 'madness']);
    expect(o.packUrls).toEqual(['packs/a.txt', 'https://cdn.example/b.zip']);
    expect(o.root).toBe(document.getElementById('article'));
    expect(messages).toEqual([]);
  });

  it('warns about an unknown marking level and marks mechanics', () => {
    const s = document.createElement('script');
    s.setAttribute('data-level', 'all');
    const { warn, messages } = collect();
    expect(resolveOptions(optionsFromDataset(s), warn).level).toBe('mechanics');
    expect(messages).toEqual([expect.stringMatching(/option "level" has a bad value "all" \(expected .*'mechanics'.*\); using "mechanics"/)]);
  });

  it('passes bad attribute values on so they are warned about', () => {
    const s = document.createElement('script');
    s.setAttribute('data-delay', 'fast');
    const { warn, messages } = collect();
    expect(resolveOptions(optionsFromDataset(s), warn).delay).toBe(100);
    expect(messages[0]).toContain('"delay"');
    expect(messages[0]).toContain('"fast"');
  });
});

describe('packs and packUrls', () => {
  it('takes one pack or a list as given (each pack is checked when it is read) and URL lists', () => {
    const { warn, messages } = collect();
    const one = resolveOptions({ packs: '单卡释疑', packUrls: ['a.txt', ' b.zip '] }, warn);
    expect(one.packs).toEqual(['单卡释疑']);
    expect(one.packUrls).toEqual(['a.txt', 'b.zip']);
    const pack = { name: 'x', text: '单卡释疑' };
    expect(resolveOptions({ packs: [pack, 'y'] }, warn).packs).toEqual([pack, 'y']);
    expect(messages).toEqual([]);
  });

  it('warns once naming packUrls when it is not URLs, and uses none', () => {
    const { warn, messages } = collect();
    expect(resolveOptions({ packUrls: [1, 2] }, warn).packUrls).toEqual([]);
    expect(messages).toEqual(['rulings-lens: option "packUrls" has a bad value [array of 2] (expected URLs (an array, or one string split at spaces)); using []']);
  });
});
