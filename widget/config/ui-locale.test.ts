// @vitest-environment happy-dom
// The widget's language options: `uiLang` (the labels' language, 'auto' = the browser's) and
// `chineseScript`, from code and from the script tag's data attributes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { optionsFromDataset } from './dataset.ts';
import { resolveOptions } from './options.ts';
import { uiLangForLocale } from './ui-locale.ts';

afterEach(() => vi.restoreAllMocks());

function resolve(raw: unknown) {
  const messages: string[] = [];
  return { o: resolveOptions(raw, (m) => messages.push(m)), messages };
}

describe('uiLang', () => {
  it('defaults to the browser language (auto)', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('zh-TW');
    expect(resolve({}).o.uiLang).toBe('zh-Hant');
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('zh-CN');
    expect(resolve({ uiLang: 'auto' }).o.uiLang).toBe('zh-Hans');
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    expect(resolve(undefined).o.uiLang).toBe('en');
  });

  it('takes a locale as given, whatever the browser says', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('zh-CN');
    expect(['en', 'zh-HK', 'zh-Hant', 'zh_TW', ' zh-SG ', 'fr'].map((uiLang) => resolve({ uiLang }).o.uiLang)).toEqual(['en', 'zh-Hant', 'zh-Hant', 'zh-Hant', 'zh-Hans', 'en']);
  });

  it('warns about a value that is no locale and uses the browser\'s', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('zh-TW');
    const { o, messages } = resolve({ uiLang: 'Traditional Chinese!' });
    expect(o.uiLang).toBe('zh-Hant');
    expect(messages).toEqual([`rulings-lens: option "uiLang" has a bad value "Traditional Chinese!" (expected 'auto' or a locale such as 'en', 'zh-CN', 'zh-TW'); using "auto"`]);
  });
});

describe('chineseScript', () => {
  it('is auto by default, takes simplified / traditional, and warns about anything else', () => {
    expect(resolve({}).o.chineseScript).toBe('auto');
    expect(resolve({ chineseScript: 'traditional' }).o.chineseScript).toBe('traditional');
    const { o, messages } = resolve({ chineseScript: 'zh-Hant' });
    expect(o.chineseScript).toBe('auto');
    expect(messages[0]).toMatch(/option "chineseScript" has a bad value "zh-Hant" \(expected 'auto', 'simplified', 'traditional'\)/);
  });
});

describe('the script tag', () => {
  it('reads data-ui-lang and data-chinese-script', () => {
    const el = document.createElement('script');
    el.dataset.uiLang = 'zh-TW';
    el.dataset.chineseScript = 'traditional';
    const { o } = resolve(optionsFromDataset(el));
    expect([o.uiLang, o.chineseScript]).toEqual(['zh-Hant', 'traditional']);
  });
});

describe('uiLangForLocale', () => {
  it('says Traditional for TW / HK / MO and Hant, Simplified for other Chinese, English otherwise', () => {
    expect(['zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant-CN', 'zh-CN', 'zh-SG', 'zh', 'zh-Hans-TW', 'en-GB', 'ja'].map(uiLangForLocale)).toEqual([
      'zh-Hant', 'zh-Hant', 'zh-Hant', 'zh-Hant', 'zh-Hans', 'zh-Hans', 'zh-Hans', 'zh-Hans', 'en', 'en',
    ]);
  });
});
