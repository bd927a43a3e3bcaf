// readCr on the real bilingual CR JSON (../shared/data/cr/, read at run time, never copied into
// the repository; skipped when absent), and on the official-layout and Chinese texts written
// from it in memory: the text readers must give back the JSON's rules, on the full structure.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildBundle } from '../bundle/build-bundle.ts';
import { KEYWORDS } from '../keywords/index.ts';
import { seedSources } from '../../test/helpers/seed-sources.ts';
import { validateCrPack } from './cr-pack.ts';
import { withCrDefinitions } from './cr-doc-definitions.ts';
import { crDocFromJson, readCr } from './read-cr.ts';
import { crText } from './cr-text-fixtures.ts';
import type { CrDoc, CrGlossaryEntry } from './types.ts';

const REAL = new URL('../../../shared/data/cr/cr-20260417.json', import.meta.url);
const HAS_REAL = existsSync(REAL);
const errors = (ds: ReadonlyArray<{ severity: string }>) => ds.filter((d) => d.severity === 'error');

describe.skipIf(!HAS_REAL)('the real CR JSON', () => {
  const bytes = HAS_REAL ? new Uint8Array(readFileSync(REAL)) : new Uint8Array();
  const json = HAS_REAL ? JSON.parse(new TextDecoder().decode(bytes)) : null;
  const read = HAS_REAL ? readCr([{ name: 'cr-20260417.json', bytes }]) : { doc: null, diagnostics: [] };
  const doc = read.doc!;
  const rule = (d: CrDoc, n: string) => d.rules.find((r) => r.number === n);

  it('reads whole, both languages, with its numbers, examples and glossary', () => {
    expect(read.diagnostics).toEqual([]);
    expect(doc).toMatchObject({ version: '20260417', effectiveDate: '2026-04-17', languages: ['en', 'zh'] });
    expect(doc.rules.length).toBeGreaterThan(3000);
    for (const n of ['1', '9', '100', '100.1', '100.1a', '702.9b', '702.19c', '205.3m', '903.8']) {
      expect(rule(doc, n)?.en, n).toBeTruthy();
      expect(rule(doc, n)?.zh, n).toBeTruthy();
    }
    const withExamples = doc.rules.filter((r) => r.examples);
    expect(withExamples.length).toBeGreaterThan(200);
    expect(withExamples.filter((r) => r.examples!.en?.[0]?.startsWith('Example:')).length).toBeGreaterThan(200);
    expect(doc.glossary.length).toBeGreaterThan(500);
    expect(doc.glossary.every((g) => g.en && g.zh && g.enText && g.zhText)).toBe(true);
    expect(crDocFromJson(json, 'cr-20260417.json')).toEqual(read);
  });

  it('gives the keywords the definitions the build gives (Flying: 702.9b), every keyword alike', () => {
    const built = buildBundle({ sources: seedSources(), keywords: KEYWORDS, cr: validateCrPack(json, 'cr') }).bundle;
    const imported = withCrDefinitions(buildBundle({ sources: seedSources(), keywords: KEYWORDS }).bundle, doc);
    const flying = (b: typeof built) => b.keywords.find((k) => k.id === 'flying')!;
    expect(flying(imported).definitions!.map((d) => d.rule)).toEqual(['702.9b']);
    expect(flying(imported).definitions).toEqual(flying(built).definitions);
    expect(imported.keywords).toEqual(built.keywords);
    expect(imported.keywords.filter((k) => k.definitions).length).toBeGreaterThan(250);
  });

  it('with one language, picks the same rules for every keyword (the Chinese shapes stand in for the English)', () => {
    const plain = buildBundle({ sources: [], keywords: KEYWORDS }).bundle;
    const picks = (d: CrDoc) => withCrDefinitions(plain, d).keywords.map((k) => `${k.id} ${k.definitions?.[0].rule ?? '-'}`);
    const both = picks(doc);
    const enOnly: CrDoc = { ...doc, languages: ['en'], rules: doc.rules.map(({ zh: _zh, ...r }) => r) };
    const zhOnly: CrDoc = { ...doc, languages: ['zh'], rules: doc.rules.map(({ en: _en, ...r }) => r) };
    expect(picks(enOnly)).toEqual(both);
    expect(picks(zhOnly)).toEqual(both);
  });

  describe('written out as the two texts and read back paired', () => {
    const en = HAS_REAL ? crText(doc, 'en') : '';
    const zh = HAS_REAL ? crText(doc, 'zh', { eol: '\r\n', bom: true }) : '';
    const enc = (s: string) => new TextEncoder().encode(s);
    const paired = HAS_REAL ? readCr([{ name: 'MagicCompRules 20260417.txt', bytes: enc(en) }, { name: 'zh.txt', bytes: enc(zh) }]) : read;

    it('gives back every rule of the JSON, examples included, in order', () => {
      expect(errors(paired.diagnostics)).toEqual([]);
      expect(paired.doc!.files.map((f) => f.kind)).toEqual(['official-txt', 'zh-txt']);
      expect(paired.doc!.rules.length).toBe(doc.rules.length);
      expect(paired.doc!.rules).toEqual(doc.rules);
      expect(paired.doc!.unpaired).toBeUndefined();
    });

    it('gives back the glossary entries a text can hold', () => {
      // An entry of the JSON whose text holds a blank line (two entries run together in the
      // source) is two entries in a text file: they come back apart, reported as one-language.
      const whole = (g: CrGlossaryEntry) => ![g.enText, g.zhText].some((t) => /\n\s*\n/.test(t ?? ''));
      const byTerm = new Map(paired.doc!.glossary.map((g) => [g.en, g]));
      const kept = doc.glossary.filter(whole);
      expect(kept.length).toBeGreaterThan(500);
      expect(kept.map((g) => byTerm.get(g.en))).toEqual(kept);
      const split = doc.glossary.length - kept.length;
      if (split > 0) expect(paired.diagnostics.map((d) => d.message).join('\n')).toMatch(/glossary entr(y is|ies are) in one language only/);
    });

    it('reads each text alone too', () => {
      const alone = readCr([{ name: 'zh.txt', bytes: enc(zh) }]);
      expect(errors(alone.diagnostics)).toEqual([]);
      expect(alone.doc!.languages).toEqual(['zh']);
      expect(alone.doc!.rules.map((r) => r.zh)).toEqual(doc.rules.map((r) => r.zh));
    });
  });
});
