// Every locale of the extension says everything en.yml says: exactly its keys (the report names
// each missing and each extra key per file, since several people add keys at once), the same
// placeholders per key, zh_TW written in Traditional characters, and one wording per locale for
// what the popup, the options page and the tooltip share (the tooltip's labels come from
// widget/tooltip/strings.ts, chosen by the same browser locale).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseMessagesFile } from '@wxt-dev/i18n/build';
import { describe, expect, it } from 'vitest';
import { toTraditional } from '../../rulings-data/zh/zh-traditional.ts';
import { stringsFor } from '../../widget/tooltip/strings.ts';
import { uiLangForLocale } from '../../widget/config/ui-locale.ts';

const DIR = fileURLToPath(new URL('./', import.meta.url));
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.yml')).sort();

/** key → message text of one locale file, as @wxt-dev/i18n reads it for the build. */
async function messages(file: string): Promise<Map<string, string>> {
  const parsed = await parseMessagesFile(DIR + file);
  return new Map(parsed.filter((m) => m.type !== 'chrome').map((m) => [m.key.join('_'), 'message' in m ? String(m.message) : JSON.stringify(m)]));
}

/** The distinct placeholders ($1, %s…): a plural message repeats them per form. */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\$\d+|%s/g)].map((m) => m[0]))].sort();

describe('extension locales', () => {
  it('are en, zh_CN and zh_TW (the browser locales the UI follows)', () => {
    expect(FILES).toEqual(['en.yml', 'zh_CN.yml', 'zh_TW.yml']);
  });

  it('every locale has exactly the keys of en.yml', async () => {
    const en = await messages('en.yml');
    const report: string[] = [];
    for (const file of FILES.filter((f) => f !== 'en.yml')) {
      const keys = await messages(file);
      const missing = [...en.keys()].filter((k) => !keys.has(k));
      const extra = [...keys.keys()].filter((k) => !en.has(k));
      if (missing.length) report.push(`${file} lacks ${missing.length} key(s) of en.yml: ${missing.join(', ')}`);
      if (extra.length) report.push(`${file} has ${extra.length} key(s) en.yml does not: ${extra.join(', ')}`);
    }
    // zh_TW: node scripts/run-ts.js scripts/generate-zh-tw-locale.ts drafts missing keys from zh_CN.yml.
    expect(report, report.join('\n')).toEqual([]);
  });

  it('every message has the placeholders of its English text', async () => {
    const en = await messages('en.yml');
    const report: string[] = [];
    for (const file of FILES.filter((f) => f !== 'en.yml')) {
      for (const [key, text] of await messages(file)) {
        const want = en.get(key);
        if (want !== undefined && placeholders(want).join() !== placeholders(text).join()) report.push(`${file} ${key}: ${placeholders(text).join(' ') || 'none'}, en.yml has ${placeholders(want).join(' ') || 'none'}`);
      }
    }
    expect(report, report.join('\n')).toEqual([]);
  });

  it('zh_TW is written in Traditional characters: converting it to Traditional changes nothing', async () => {
    const report: string[] = [];
    for (const [key, text] of await messages('zh_TW.yml')) {
      // 单卡释疑 is the file format's title line, accepted in either script; the Traditional one is used.
      if (toTraditional(text) !== text) report.push(`${key}: ${text} → ${toTraditional(text)}`);
    }
    expect(report, report.join('\n')).toEqual([]);
  });

  it('says "both languages" one way per locale, in the popup and options (langBoth) and in the tooltip', async () => {
    for (const [file, locale] of [['en.yml', 'en'], ['zh_CN.yml', 'zh-CN'], ['zh_TW.yml', 'zh-TW']]) {
      const t = stringsFor(uiLangForLocale(locale));
      const m = await messages(file);
      expect(m.get('langBoth'), file).toBe(t.langBoth);
      expect(m.get('captureEditorClose'), file).toBe(t.close);
    }
  });
});
