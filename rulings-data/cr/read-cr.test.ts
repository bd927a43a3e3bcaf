// readCr on CR files built here from made-up rules (cr-text-fixtures.ts; CR text is never
// committed): the official English layout, the Chinese translation's layout and the bilingual
// JSON, alone and paired; line-end and BOM variants; damaged files refused with file:line:col.
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../schema.ts';
import { crDocFromJson, readCr } from './read-cr.ts';
import { crJson, crText, tinyCr } from './cr-text-fixtures.ts';
import { seedText, syntheticRulings, utf8 } from '../packs/pack-fixtures.ts';
import { MAX_WARNINGS_PER_KIND } from './cr-part.ts';

const errors = (ds: Diagnostic[]) => ds.filter((d) => d.severity === 'error');
const warnings = (ds: Diagnostic[]) => ds.filter((d) => d.severity === 'warning');
const where = (d: Diagnostic) => `${d.file}:${d.line}:${d.col}`;
const EN = crText(tinyCr(), 'en');
const ZH = crText(tinyCr(), 'zh');
const file = (name: string, text: string) => ({ name, bytes: utf8(text) });
/** 1-based number of the line of `text` that is exactly `line`. */
const lineOf = (text: string, line: string) => text.split('\n').indexOf(line) + 1;

describe('readCr: the official English text', () => {
  it('reads the rules, examples and glossary; the contents list is not taken as rules', () => {
    const { doc, diagnostics } = readCr([file('MagicCompRules 20260417.txt', EN)]);
    expect(diagnostics).toEqual([]);
    expect(doc).toMatchObject({ format: 1, version: '20260417', effectiveDate: '2026-04-17', languages: ['en'] });
    expect(doc!.files).toEqual([{ name: 'MagicCompRules 20260417.txt', lang: 'en', kind: 'official-txt' }]);
    expect(doc!.rules.map((r) => r.number)).toEqual(tinyCr().rules.map((r) => r.number));
    expect(doc!.rules.find((r) => r.number === '100.1a')).toEqual({
      number: '100.1a',
      en: 'A two-seat game has two seats.',
      examples: { en: ['Example: Two seats, one table.'] },
    });
    expect(doc!.rules.every((r) => r.zh === undefined)).toBe(true);
    expect(doc!.glossary).toEqual([
      { en: 'Abandon', enText: 'To put a made-up card away.' },
      { en: 'Ability', enText: '1. Made-up text on an object.\n2. A made-up thing on the stack.' },
    ]);
    expect(doc!.unpaired).toBeUndefined();
  });

  it('reads CRLF, LF, lone CR, with and without BOM, into the same document', () => {
    const base = readCr([file('a.txt', EN)]).doc!;
    for (const eol of ['\r\n', '\r', '\n'] as const) {
      for (const bom of [true, false]) {
        const { doc, diagnostics } = readCr([file('a.txt', crText(tinyCr(), 'en', { eol, bom }))]);
        expect(diagnostics, JSON.stringify({ eol, bom })).toEqual([]);
        expect(doc).toEqual(base);
      }
    }
  });

  it('tolerates stray and non-breaking spaces, tabs, trailing whitespace, and subrule letters that skip l and o', () => {
    const text = EN.replace('100.1. These made-up', '  100.1.\u00a0 These\u00a0 made-up')
      .replace('100.1b A many-seat game has more.', '100.1b\tA many-seat game has more.   \t')
      .replace('702.9c Multiple', '702.9k Made-up k rule.\n\n702.9m Made-up m rule.\n\n702.9n Made-up n.\n\n702.9p Made-up p.\n\n702.9q Multiple');
    const { doc, diagnostics } = readCr([file('a.txt', text)]);
    expect(diagnostics).toEqual([]);
    expect(doc!.rules.find((r) => r.number === '100.1')!.en).toBe('These made-up rules are for tests.');
    expect(doc!.rules.find((r) => r.number === '100.1b')!.en).toBe('A many-seat game has more.');
    expect(doc!.rules.filter((r) => r.number.startsWith('702.9')).map((r) => r.number)).toEqual(['702.9', '702.9a', '702.9b', '702.9k', '702.9m', '702.9n', '702.9p', '702.9q']);
  });

  it('finds the body without a "Contents" heading, and when the contents list is absent', () => {
    for (const text of [EN.replace('\nContents\n', '\n\n'), crText(tinyCr(), 'en', { contents: false })]) {
      const { doc, diagnostics } = readCr([file('a.txt', text)]);
      expect(diagnostics).toEqual([]);
      expect(doc!.rules).toHaveLength(tinyCr().rules.length);
    }
  });

  it('attaches an unnumbered paragraph to the rule above it, in order with its examples', () => {
    const text = EN.replace('Example: Two seats, one table.', 'A made-up second paragraph.\n\nExample: Two seats, one table.');
    const rule = readCr([file('a.txt', text)]).doc!.rules.find((r) => r.number === '100.1a')!;
    expect(rule.examples!.en).toEqual(['A made-up second paragraph.', 'Example: Two seats, one table.']);
  });
});

describe('readCr: the Chinese translation as text', () => {
  it('reads the same structure in Chinese, glossary terms naming their English term', () => {
    const { doc, diagnostics } = readCr([file('完整规则.txt', ZH)]);
    expect(diagnostics).toEqual([]);
    expect(doc).toMatchObject({ version: '20260417', effectiveDate: '2026-04-17', languages: ['zh'] });
    expect(doc!.files).toEqual([{ name: '完整规则.txt', lang: 'zh', kind: 'zh-txt' }]);
    expect(doc!.rules.find((r) => r.number === '100.1a')).toEqual({ number: '100.1a', zh: '双座游戏有两个座位。', examples: { zh: ['例如：两个座位，一张桌子。'] } });
    expect(doc!.glossary[0]).toEqual({ en: 'Abandon', zh: '撤废', zhText: '将一张虚构的牌收起。' });
  });

  it('accepts other forms: date lines, example and heading words, term lines, no space after the number', () => {
    const dates = ['生效日期：2026年4月17日', '此规则于 2026 年 4 月 17 日起生效。', '版本：20260417', 'These rules are effective as of April 17, 2026.'];
    for (const date of dates) {
      const text = ZH.replace('本规则自2026年4月17日起生效。', date)
        .replace('例如：', '范例：')
        .replace('\n词汇表\n\n撤废', '\n术语表\n\n撤废')
        .replace('\n制作人员\n\n测试', '\n鸣谢\n\n测试')
        .replace('100.1b 多座', '100.1b多座');
      const { doc, diagnostics } = readCr([file('zh.txt', text)]);
      expect(diagnostics, date).toEqual([]);
      expect(doc!.version, date).toBe('20260417');
      expect(doc!.rules.find((r) => r.number === '100.1a')!.examples!.zh).toEqual(['范例：两个座位，一张桌子。']);
      expect(doc!.rules.find((r) => r.number === '100.1b')!.zh).toBe('多座游戏有更多座位。');
      expect(doc!.glossary).toHaveLength(2);
    }
    for (const [zhTerms, en] of [['space', 'Abandon'], ['bare', undefined], ['paren', 'Abandon']] as const) {
      const g = readCr([file('zh.txt', crText(tinyCr(), 'zh', { zhTerms }))]).doc!.glossary[0];
      expect(g, zhTerms).toEqual({ ...(en ? { en } : {}), zh: '撤废', zhText: '将一张虚构的牌收起。' });
    }
  });

  it('splits Chinese term lines whose English or Chinese has parentheses of its own', async () => {
    const { splitZhTerm } = await import('./cr-glossary-text.ts');
    expect(splitZhTerm('埋葬（已废止）（Bury (Obsolete)）')).toEqual({ zh: '埋葬（已废止）', en: 'Bury (Obsolete)' });
    expect(splitZhTerm('押注（用作动词）')).toEqual({ zh: '押注（用作动词）' });
    expect(splitZhTerm('埋葬（已废止） Bury (Obsolete)')).toEqual({ zh: '埋葬（已废止）', en: 'Bury (Obsolete)' });
    expect(splitZhTerm('掷一颗d20')).toEqual({ zh: '掷一颗d20' });
    expect(splitZhTerm('Oracle')).toEqual({ zh: 'Oracle' });
  });
});

describe('readCr: pairing two languages', () => {
  it('pairs an English and a Chinese file by rule number, in either order', () => {
    for (const files of [[file('en.txt', EN), file('zh.txt', crText(tinyCr(), 'zh', { eol: '\r\n', bom: true }))], [file('zh.txt', ZH), file('en.txt', EN)]]) {
      const { doc, diagnostics } = readCr(files);
      expect(diagnostics).toEqual([]);
      expect(doc!.languages).toEqual(['en', 'zh']);
      expect(doc!.rules).toEqual(tinyCr().rules);
      expect(doc!.glossary).toEqual(tinyCr().glossary);
      expect(doc!.files.map((f) => `${f.lang}:${f.name}:${f.kind}`)).toEqual(['en:en.txt:official-txt', 'zh:zh.txt:zh-txt']);
      expect(doc!.unpaired).toBeUndefined();
    }
  });

  it('keeps a rule present in one language only, and reports it where it is', () => {
    const en = EN.replace('702.9c Multiple instances of flying on the same creature are redundant.', '');
    const zh = ZH.replace('100.1b 多座游戏有更多座位。', '').replace('100.1a 双座', '100.1a 双座');
    const { doc, diagnostics } = readCr([file('en.txt', en), file('zh.txt', zh)]);
    expect(errors(diagnostics)).toEqual([]);
    expect(doc!.unpaired).toEqual({ en: ['100.1b'], zh: ['702.9c'] });
    expect(doc!.rules.find((r) => r.number === '100.1b')).toEqual({ number: '100.1b', en: 'A many-seat game has more.' });
    expect(doc!.rules.find((r) => r.number === '702.9c')).toEqual({ number: '702.9c', zh: '同一个生物上的多个飞行异能并无意义。' });
    const w = warnings(diagnostics);
    expect(w.map(where)).toEqual([`en.txt:${lineOf(en, '100.1b A many-seat game has more.')}:1`, `zh.txt:${lineOf(zh, '702.9c 同一个生物上的多个飞行异能并无意义。')}:1`]);
    expect(w[0].message).toMatch(/^1 rule is in English only.*\(100\.1b\)/);
    expect(w[1].message).toMatch(/^1 rule is in Chinese only.*\(702\.9c\)/);
  });

  it('names a count and the first few numbers when many rules are in one language only', () => {
    const zh = ZH.split('\n').filter((l) => !/^(100|702)\.\d/.test(l)).join('\n');
    const { doc, diagnostics } = readCr([file('en.txt', EN), file('zh.txt', zh)]);
    expect(doc!.unpaired!.en).toEqual(['100.1', '100.1a', '100.1b', '702.9', '702.9a', '702.9b', '702.9c']);
    expect(warnings(diagnostics)[0].message).toMatch(/^7 rules are in English only, not in the Chinese file \(100\.1, 100\.1a, 100\.1b, 702\.9, 702\.9a, …\)/);
  });

  it('refuses two files of one language', () => {
    const { doc, diagnostics } = readCr([file('a.txt', EN), file('b.txt', EN)]);
    expect(doc).toBeNull();
    expect(errors(diagnostics)[0].message).toMatch(/two files give the English rules \(a\.txt and b\.txt\)/);
    expect(readCr([file('a.json', JSON.stringify(crJson(tinyCr()))), file('zh.txt', ZH)]).doc).toBeNull();
  });

  it('warns when the dates differ and keeps the English date', () => {
    const zh = ZH.replace('本规则自2026年4月17日起生效。', '本规则自2026年2月6日起生效。');
    const { doc, diagnostics } = readCr([file('zh.txt', zh), file('en.txt', EN)]);
    expect(doc!.version).toBe('20260417');
    expect(warnings(diagnostics).map((d) => `${where(d)} ${d.message}`)).toEqual([
      `zh.txt:${lineOf(zh, '本规则自2026年2月6日起生效。')}:1 the Chinese file is effective 2026-02-06 and the English one 2026-04-17; the English date is kept`,
    ]);
  });
});

describe('readCr: the bilingual JSON', () => {
  const json = JSON.stringify(crJson(tinyCr()), null, 2);

  it('reads rules with their extras as examples, and the glossary, like the two texts paired', () => {
    const { doc, diagnostics } = readCr([file('cr-20260417.json', json)]);
    expect(diagnostics).toEqual([]);
    expect(doc!.languages).toEqual(['en', 'zh']);
    expect(doc!.files.map((f) => `${f.lang}:${f.kind}`)).toEqual(['en:bilingual-json', 'zh:bilingual-json']);
    expect(doc!.rules).toEqual(readCr([file('en.txt', EN), file('zh.txt', ZH)]).doc!.rules);
    expect(doc!.glossary).toEqual(tinyCr().glossary);
    expect(crDocFromJson(JSON.parse(json), 'x.json').doc).toEqual({ ...doc, files: doc!.files.map((f) => ({ ...f, name: 'x.json' })) });
  });

  it('is sniffed by content, whatever its name; a BOM is fine', () => {
    expect(readCr([file('rules.txt', '\ufeff' + json)]).doc!.files[0].kind).toBe('bilingual-json');
    expect(readCr([file('rules.json', EN)]).doc!.files[0].kind).toBe('official-txt');
  });

  it('pairs a JSON holding one language with a text of the other', () => {
    const enOnly = { ...tinyCr(), rules: tinyCr().rules.map(({ zh: _zh, examples, ...r }) => ({ ...r, ...(examples ? { examples: { en: examples.en } } : {}) })) };
    const { doc, diagnostics } = readCr([file('en.json', JSON.stringify(crJson(enOnly))), file('zh.txt', ZH)]);
    expect(errors(diagnostics)).toEqual([]);
    expect(doc!.rules).toEqual(tinyCr().rules);
    expect(doc!.files.map((f) => f.kind)).toEqual(['bilingual-json', 'zh-txt']);
  });

  it('positions a repeated chapter at the repeat', () => {
    const value = crJson(tinyCr()) as { main: Array<{ subrules?: unknown[] }> };
    value.main[0].subrules!.push({ chapter: '100.', en: 'Again', zh: '再次' });
    const text = JSON.stringify(value, null, 2);
    const { doc, diagnostics } = readCr([file('dup.json', text)]);
    expect(doc).not.toBeNull();
    const lines = text.split('\n');
    const second = lines.findIndex((l, i) => l.includes('"chapter": "100."') && i > lines.findIndex((x) => x.includes('"chapter": "100."')));
    expect(diagnostics.map((d) => `${where(d)} ${d.message}`)).toEqual([`dup.json:${second + 1}:${lines[second].indexOf('"chapter"') + 1} rule 100 appears twice; the first is kept`]);
  });
});

describe('readCr: damaged files are refused whole, saying where and why', () => {
  const refused = (text: string | Uint8Array, name = 'bad.txt') => {
    const bytes = typeof text === 'string' ? utf8(text) : text;
    const { doc, diagnostics } = readCr([{ name, bytes }, file('zh.txt', ZH)]);
    expect(doc).toBeNull();
    return errors(diagnostics).map((d) => `${where(d)} ${d.message}`);
  };

  it('a garbled rule number, at its line and column', () => {
    const text = EN.replace('100.1b A many-seat', '   100.1bb A many-seat');
    const line = lineOf(EN, '100.1b A many-seat game has more.');
    expect(line).toBe(28);
    expect(refused(text)).toEqual([`bad.txt:28:4 garbled rule number "100.1bb": a rule line starts with a section (7.), a rule (702.), a subrule (702.9.) or a lettered subrule (702.9b), then its text`]);
    expect(refused(EN.replace('100.1b A many-seat game has more.', '100.1b'))).toEqual(['bad.txt:28:1 rule 100.1b has no text']);
    expect(refused(EN.replace('702. Keyword Things\n\n702.9', '1702. Keyword Things\n\n702.9'))[0]).toMatch(/^bad\.txt:\d+:1 garbled rule number "1702\."/);
  });

  it('not UTF-8, empty, too big, a zip', () => {
    const gbk = new Uint8Array([...utf8('Magic\n100.1. '), 0xd4, 0xf6, 0x0a]);
    expect(refused(gbk)).toEqual(['bad.txt:2:8 file is not valid UTF-8 (byte 0xd4 at offset 13); save it as UTF-8 (GBK and other encodings are not read)']);
    expect(refused('')).toEqual(['bad.txt:1:1 file is empty (0 bytes); nothing to import']);
    expect(refused('\ufeff\r\n  \n')).toEqual(['bad.txt:1:1 file is empty (only blank lines); nothing to import']);
    const { doc, diagnostics } = readCr([file('big.txt', EN)], { maxFileBytes: 100 });
    expect(doc).toBeNull();
    expect(diagnostics[0].message).toMatch(/^file is \d[\d,]* bytes; the limit for a Comprehensive Rules file is 0\.0 MB/);
    expect(refused(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]), 'cr.zip')).toEqual(['cr.zip:1:1 this is a zip archive: import the Comprehensive Rules .txt or .json inside it']);
  });

  it('no rules, no effective date, a rulings pack instead of the CR', () => {
    expect(refused('Some notes\n\nNothing numbered here.\n')).toEqual(['bad.txt:1:1 no rules found: a Comprehensive Rules text has numbered lines like "100.1. …" and "100.1a …"']);
    expect(refused(EN.replace('These rules are effective as of April 17, 2026.', 'These rules are effective soon.'))[0]).toMatch(/^bad\.txt:1:1 no effective date/);
    expect(refused(seedText(syntheticRulings(2)))[0]).toMatch(/^bad\.txt:1:1 this is a rulings pack \(单卡释疑 bullets\), not the Comprehensive Rules/);
    const bundle = JSON.stringify({ format: 1, dataDate: '2024-01-01', crVersion: null, keywords: [], rulings: [] });
    expect(refused(bundle, 'rulings.json')[0]).toMatch(/^rulings\.json:1:1 this is a rulings pack \(a rulings\.json bundle\)/);
  });

  it('JSON: a syntax error at its line and column, no "main", a bad chapter, no version', () => {
    expect(refused('{\n  "version": "20260417",\n  "main": [,]\n}', 'cr.json')[0]).toMatch(/^cr\.json:3:12 not valid JSON/);
    expect(refused('{"version": "20260417", "glossary": []}', 'cr.json')[0]).toMatch(/^cr\.json:1:1 no "main"/);
    const badChapter = JSON.stringify({ version: '20260417', main: [{ chapter: '1.', en: 'A', zh: '甲', subrules: [{ chapter: '100.x', en: 'B', zh: '乙' }] }] }, null, 1);
    const at = badChapter.split('\n').findIndex((l) => l.includes('100.x'));
    expect(at).toBe(9);
    expect(refused(badChapter, 'cr.json')).toEqual([`cr.json:10:6 main[0].subrules[0]: "chapter" "100.x" is not a rule number like "7.", "702.", "702.9." or "702.9b"`]);
    expect(refused(JSON.stringify({ version: 'latest', main: [{ chapter: '1.', en: 'A', zh: '甲' }] }), 'cr.json')[0]).toMatch(/no effective date: "version"/);
  });
});

describe('readCr: warnings keep the document', () => {
  it('a repeated number: the first kept, the warning at the repeat', () => {
    const text = EN.replace('100.1b A many-seat game has more.', '100.1b A many-seat game has more.\n\n100.1a A made-up repeat.\n\nExample: Of the repeat.');
    const { doc, diagnostics } = readCr([file('a.txt', text)]);
    expect(doc!.rules.find((r) => r.number === '100.1a')!.en).toBe('A two-seat game has two seats.');
    expect(doc!.rules.find((r) => r.number === '100.1a')!.examples!.en).toEqual(['Example: Two seats, one table.']);
    expect(diagnostics.map((d) => `${where(d)} ${d.severity} ${d.message}`)).toEqual([
      `a.txt:${lineOf(text, '100.1a A made-up repeat.')}:1 warning rule 100.1a appears twice (first on line ${lineOf(text, '100.1a A two-seat game has two seats.')}); this one and its examples are skipped`,
    ]);
  });

  it('numbers out of order, an unknown line under a section heading', () => {
    const text = EN.replace('100.1b A many-seat game has more.', '100.1b A many-seat game has more.\n\n100.0a Made-up early rule.').replace('7. More Ideas\n\n', '7. More Ideas\n\nA stray line.\n\n');
    const { doc, diagnostics } = readCr([file('a.txt', text)]);
    expect(doc).not.toBeNull();
    expect(diagnostics.map((d) => `${where(d)} ${d.message}`)).toEqual([
      `a.txt:${lineOf(text, '100.0a Made-up early rule.')}:1 rule 100.0a comes after 100.1b; the numbers are out of order`,
      `a.txt:${lineOf(text, 'A stray line.')}:1 line skipped: "A stray line." is not a rule, an example under a rule, or a heading`,
    ]);
  });

  it('lists at most a few warnings of a kind, then says how many more', () => {
    const stray = Array.from({ length: 30 }, (_, i) => `Stray line ${i}.`).join('\n');
    const { doc, diagnostics } = readCr([file('a.txt', EN.replace('7. More Ideas\n\n', `7. More Ideas\n${stray}\n\n`))]);
    expect(doc).not.toBeNull();
    expect(diagnostics).toHaveLength(MAX_WARNINGS_PER_KIND + 1);
    expect(diagnostics[MAX_WARNINGS_PER_KIND].message).toBe('…and 10 more warnings like these (unknown-line)');
  });
});
