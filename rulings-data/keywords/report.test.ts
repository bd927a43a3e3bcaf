import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { KeywordEntry } from '../schema.ts';
import { KEYWORDS } from './index.ts';
import { KEYWORD_KINDS, keywordReport, reportMarkdown } from './report.ts';

const DATA_DOC = join(dirname(fileURLToPath(import.meta.url)), '../../docs/data.md');
const e = (kind: KeywordEntry['kind'], zhHans: string[], zhHant: string[]) => ({ kind, zhHans, zhHant });

describe('keywordReport', () => {
  it('counts entries and Chinese names per kind, and a total', () => {
    const r = keywordReport([
      e('ability-word', ['地落'], ['地落']),
      e('ability-word', ['APNAP'], ['APNAP']), // no Han character: not a zh-Hans name
      e('concept', ['衍生物'], []),
    ]);
    expect(r.byKind['ability-word']).toEqual({ entries: 2, zhHans: 1, zhHant: 2 });
    expect(r.byKind.concept).toEqual({ entries: 1, zhHans: 1, zhHant: 0 });
    expect(r.byKind['keyword-action']).toEqual({ entries: 0, zhHans: 0, zhHant: 0 });
    expect(r.total).toEqual({ entries: 3, zhHans: 2, zhHant: 2 });
  });

  it('rejects an unknown kind instead of dropping it', () => {
    expect(() => keywordReport([e('spell' as KeywordEntry['kind'], ['x'], ['x'])])).toThrow('keywordReport: unknown kind "spell"');
  });

  it('prints one Markdown row per kind plus the total', () => {
    const md = reportMarkdown(keywordReport([e('concept', ['衍生物'], ['衍生物'])])).split('\n');
    expect(md).toHaveLength(2 + KEYWORD_KINDS.length + 1);
    expect(md).toContain('| concept | 1 | 1 | 1 |');
    expect(md.at(-1)).toBe('| total | 1 | 1 | 1 |');
  });
});

describe('the committed table', () => {
  const report = keywordReport(KEYWORDS);
  it('has the CR counts per kind, every entry named in both Chinese scripts', () => {
    expect(report.byKind['keyword-action'].entries).toBe(67);
    expect(report.byKind['keyword-ability'].entries).toBe(191);
    expect(report.byKind['ability-word'].entries).toBe(61);
    expect(report.total.entries).toBe(KEYWORDS.length);
    for (const kind of KEYWORD_KINDS) {
      const row = report.byKind[kind];
      expect(row.entries, kind).toBe(KEYWORDS.filter((k) => k.kind === kind).length);
      expect(row.entries, kind).toBeGreaterThan(0);
      expect(row.zhHans, `${kind} zh-Hans`).toBe(row.entries);
      expect(row.zhHant, `${kind} zh-Hant`).toBe(row.entries);
    }
  });

  it("is the table in docs/data.md (update it from npm run keywords:generate)", () => {
    const readme = readFileSync(DATA_DOC, 'utf8');
    const block = /<!-- keyword-coverage:start[^>]*-->\n([\s\S]*?)\n<!-- keyword-coverage:end -->/.exec(readme);
    expect(block, 'docs/data.md keyword-coverage markers').not.toBeNull();
    expect(block![1]).toBe(reportMarkdown(report));
  });
});
