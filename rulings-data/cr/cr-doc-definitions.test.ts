// Definitions from an imported CR document go through the build's choice (cr-pack.ts): made-up
// rules here; the real CR is compared with the build-time path in read-cr-real.test.ts.
import { describe, expect, it } from 'vitest';
import { buildBundle } from '../bundle/build-bundle.ts';
import { KEYWORDS } from '../keywords/index.ts';
import { indexDocRules, withCrDefinitions } from './cr-doc-definitions.ts';
import { crJson, tinyCr } from './cr-text-fixtures.ts';
import { validateCrPack } from './cr-pack.ts';
import type { CrDoc } from './types.ts';

const flyingOnly = KEYWORDS.filter((k) => k.id === 'flying' || k.id === 'landfall');
const doc = (rules = tinyCr().rules): CrDoc => ({ format: 1, version: '20260417', effectiveDate: '2026-04-17', languages: ['en', 'zh'], rules, glossary: [], files: [] });

describe('withCrDefinitions', () => {
  it('gives the keywords what the build gives from the same rules as JSON', () => {
    const plain = buildBundle({ sources: [], keywords: flyingOnly }).bundle;
    const built = buildBundle({ sources: [], keywords: flyingOnly, cr: validateCrPack(crJson(tinyCr()), 'tiny') }).bundle;
    const imported = withCrDefinitions(plain, doc());
    expect(imported.keywords).toEqual(built.keywords);
    const flying = imported.keywords.find((k) => k.id === 'flying')!;
    expect(flying.definitions!.map((d) => d.rule)).toEqual(['702.9b']);
    expect(flying.fullRule!.paragraphs.map((d) => d.rule)).toEqual(['702.9a', '702.9b', '702.9c']);
    expect(imported.keywords.find((k) => k.id === 'landfall')!.definitions).toBeUndefined();
    expect(imported.crVersion).toBe('20260417');
    expect(imported.dataVersion!.cr).toBe('20260417');
    expect(plain.dataVersion!.cr).toBe('definitions off'); // the input is not changed
  });

  it('replaces definitions the bundle carried, and drops those the document has no rule for', () => {
    const built = buildBundle({ sources: [], keywords: flyingOnly, cr: validateCrPack(crJson(tinyCr()), 'tiny') }).bundle;
    const newer = doc(tinyCr().rules.map((r) => (r.number === '702.9b' ? { ...r, en: 'A newer made-up sentence.' } : r)));
    expect(withCrDefinitions(built, newer).keywords.find((k) => k.id === 'flying')!.definitions![0].en).toBe('A newer made-up sentence.');
    const without = doc(tinyCr().rules.filter((r) => !r.number.startsWith('702.9')));
    const flying = withCrDefinitions(built, without).keywords.find((k) => k.id === 'flying')!;
    expect(flying.definitions).toBeUndefined();
    expect(flying.fullRule).toBeUndefined();
  });

  it('with one language, leaves the other empty', () => {
    const enOnly = doc(tinyCr().rules.map(({ zh: _zh, ...r }) => r));
    const plain = buildBundle({ sources: [], keywords: flyingOnly }).bundle;
    expect(withCrDefinitions(plain, enOnly).keywords.find((k) => k.id === 'flying')!.definitions).toEqual([
      { rule: '702.9b', en: 'A flier can be blocked only by fliers and reachers. (See rule 509.)', zh: '' },
    ]);
  });
});

describe('indexDocRules', () => {
  it('nests each rule under the nearest rule above it the document has', () => {
    const rules = indexDocRules(doc(tinyCr().rules.filter((r) => r.number !== '702.9')));
    expect(rules.get('702')!.subrules!.map((n) => n.chapter)).toEqual(['702.9a', '702.9b', '702.9c']);
    expect(rules.get('1')!.subrules!.map((n) => n.chapter)).toEqual(['100']);
    expect(rules.get('100.1')!.subrules!.map((n) => n.chapter)).toEqual(['100.1a', '100.1b']);
  });
});
