// The tooltip's labels follow the UI locale (not the display language of the rulings), and the
// three dictionaries say the same things: same keys, every string filled, Traditional written
// in Traditional characters.
import { describe, expect, it } from 'vitest';
import { hasTraditionalChars, toTraditional } from '../../rulings-data/zh/zh-traditional.ts';
import { stringsFor, uiLangForLocale, type UiStrings } from './strings.ts';

describe('uiLangForLocale', () => {
  it('gives Simplified to mainland and Singapore Chinese, Traditional to Taiwan, Hong Kong and Macau', () => {
    expect(['zh-CN', 'zh-SG', 'zh', 'zh-Hans', 'zh-Hans-HK', 'ZH-cn'].map(uiLangForLocale)).toEqual(Array(6).fill('zh-Hans'));
    expect(['zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant', 'zh-Hant-CN', 'zh_TW', 'zh-tw'].map(uiLangForLocale)).toEqual(Array(7).fill('zh-Hant'));
  });

  it('gives English to every other locale, and to none', () => {
    expect(['en-US', 'en', 'fr-FR', 'ja-JP', 'zhx', '', undefined, null].map(uiLangForLocale)).toEqual(Array(8).fill('en'));
  });
});

/** Every string of a dictionary, the functions called with sample arguments. */
function texts(t: UiStrings): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (o: object, path: string) => {
    for (const [k, v] of Object.entries(o)) {
      const key = path ? `${path}.${k}` : k;
      if (typeof v === 'string') out[key] = v;
      else if (typeof v === 'function') {
        const args = Array.from({ length: v.length }, (_, i) => (i === 0 && k === 'mentionedIn' ? ['伪装'] : i === 1 && k === 'why' ? 'high' : i === 0 && (k === 'more' || k === 'ruleOmitted') ? 3 : '伪装'));
        out[key] = String(v(...args));
      } else if (v && typeof v === 'object') walk(v, key);
    }
  };
  walk(t, '');
  return out;
}

describe('the dictionaries', () => {
  const en = texts(stringsFor('en'));
  const hans = texts(stringsFor('zh-Hans'));
  const hant = texts(stringsFor('zh-Hant'));

  it('have the same keys, every one a non-empty string', () => {
    expect(Object.keys(hans).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(hant).sort()).toEqual(Object.keys(en).sort());
    for (const d of [en, hans, hant]) for (const [k, v] of Object.entries(d)) expect(v.trim(), k).not.toBe('');
  });

  it('differ by language: English labels are not Chinese, and the Traditional ones are written in Traditional', () => {
    expect(stringsFor('en').langBoth).toBe('Both');
    expect(stringsFor('zh-Hans').langBoth).toBe('双语');
    expect(stringsFor('zh-Hant').langBoth).toBe('雙語');
    expect(stringsFor('zh-Hant').close).toBe('關閉');
    // No Simplified-only character in the Traditional dictionary: converting it changes nothing
    // (伪装 is the sample argument, not the dictionary's).
    for (const [k, v] of Object.entries(hant)) {
      const own = v.replaceAll('伪装', '');
      expect(toTraditional(own), k).toBe(own);
    }
    const traditionalKeys = Object.keys(hant).filter((k) => hasTraditionalChars(hant[k].replaceAll('伪装', '')));
    expect(traditionalKeys.length).toBeGreaterThan(15);
  });
});
