import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seedSources } from '../../test/helpers/seed-sources.ts';
import { KEYWORDS } from '../keywords/index.ts';
import type { KeywordEntry } from '../schema.ts';
import { buildBundle } from './build-bundle.ts';
import { dataVersionOf, DEFINITIONS_OFF_LABEL, fnv1a32, formatDataVersion, keywordTableVersion, tableEntriesOf } from './data-version.ts';

describe('fnv1a32', () => {
  it('matches the published FNV-1a 32-bit test vectors', () => {
    expect(fnv1a32('')).toBe('811c9dc5');
    expect(fnv1a32('a')).toBe('e40c292c');
    expect(fnv1a32('foobar')).toBe('bf9cf968');
  });
});

describe('keywordTableVersion', () => {
  it('is <entry count>-<8 hex digits>', () => {
    expect(keywordTableVersion(KEYWORDS)).toMatch(new RegExp(`^${KEYWORDS.length}-[0-9a-f]{8}$`));
  });

  it("follows the table's content, not its file's whitespace", () => {
    const file = new URL('../keywords/keyword-table.json', import.meta.url);
    const reformatted = JSON.parse(JSON.stringify(JSON.parse(readFileSync(file, 'utf8')), null, 4)) as KeywordEntry[];
    expect(keywordTableVersion(reformatted)).toBe(keywordTableVersion(KEYWORDS));
    const renamed = KEYWORDS.map((k) => (k.id === 'proliferate' ? { ...k, zhHans: [...k.zhHans, '扩散'] } : k));
    expect(keywordTableVersion(renamed)).not.toBe(keywordTableVersion(KEYWORDS));
    expect(keywordTableVersion(KEYWORDS.slice(1))).toMatch(new RegExp(`^${KEYWORDS.length - 1}-`));
  });
});

describe('the bundle stamp', () => {
  const { bundle } = buildBundle({ sources: seedSources(), keywords: KEYWORDS, version: '9.8.7' });

  it('states version, newest ruling date, ruling count, keyword table and "definitions off"', () => {
    const newest = bundle.rulings.map((r) => r.date).sort().at(-1);
    expect(bundle.dataVersion).toEqual({
      version: '9.8.7',
      rulingsAsOf: newest,
      rulings: 57,
      keywordTable: keywordTableVersion(KEYWORDS),
      cr: DEFINITIONS_OFF_LABEL,
    });
    expect(bundle.dataVersion!.rulingsAsOf).toBe(bundle.dataDate);
  });

  it("can be recomputed from a bundle's keywords (they are the table's entries plus rulings)", () => {
    expect(keywordTableVersion(tableEntriesOf(bundle.keywords))).toBe(bundle.dataVersion!.keywordTable);
    expect(dataVersionOf({ version: '9.8.7', rulings: bundle.rulings, keywords: tableEntriesOf(bundle.keywords), crVersion: null })).toEqual(bundle.dataVersion);
  });

  it('reads as one line, with the CR pack version or "definitions off"', () => {
    const v = bundle.dataVersion!;
    expect(formatDataVersion(v)).toBe(`rulings as of ${v.rulingsAsOf} (57 rulings), keyword table ${v.keywordTable}, definitions off`);
    expect(formatDataVersion({ ...v, cr: '20260417' })).toMatch(/, CR 20260417$/);
  });
});
