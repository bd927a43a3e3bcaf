// Coverage report of the keyword table: per kind, how many entries there are and how many have
// Simplified and Traditional Chinese names. Printed by `npm run keywords:generate`, returned by
// `rulings stats` (key `keywordNames`) and pasted into docs/data.md.
import type { KeywordEntry, KeywordKind } from '../schema.ts';

/** Every kind, in the order the table lists them. */
export const KEYWORD_KINDS: readonly KeywordKind[] = ['keyword-action', 'keyword-ability', 'ability-word', 'mechanic', 'concept'];

export interface KindCoverage {
  entries: number;
  /** Entries with at least one Simplified Chinese name in Han characters. */
  zhHans: number;
  /** Entries with at least one Traditional Chinese name. */
  zhHant: number;
}

export interface KeywordReport {
  byKind: Record<KeywordKind, KindCoverage>;
  total: KindCoverage;
}

const HAN = /\p{Script=Han}/u;

export function keywordReport(entries: readonly Pick<KeywordEntry, 'kind' | 'zhHans' | 'zhHant'>[]): KeywordReport {
  const zero = (): KindCoverage => ({ entries: 0, zhHans: 0, zhHant: 0 });
  const byKind = Object.fromEntries(KEYWORD_KINDS.map((k) => [k, zero()])) as Record<KeywordKind, KindCoverage>;
  const total = zero();
  for (const e of entries) {
    const row = byKind[e.kind];
    // An unknown kind is a bug upstream (the schema and the generator both list the kinds).
    if (!row) throw new Error(`keywordReport: unknown kind "${String(e.kind)}"`);
    const hans = e.zhHans.some((n) => HAN.test(n)) ? 1 : 0;
    const hant = e.zhHant.some((n) => n.trim() !== '') ? 1 : 0;
    for (const r of [row, total]) {
      r.entries++;
      r.zhHans += hans;
      r.zhHant += hant;
    }
  }
  return { byKind, total };
}

/** The report as a Markdown table (also readable as plain text in a terminal). */
export function reportMarkdown(report: KeywordReport): string {
  const line = (name: string, c: KindCoverage) => `| ${name} | ${c.entries} | ${c.zhHans} | ${c.zhHant} |`;
  return [
    '| kind | entries | with zh-Hans names | with zh-Hant names |',
    '| --- | ---: | ---: | ---: |',
    ...KEYWORD_KINDS.map((k) => line(k, report.byKind[k])),
    line('total', report.total),
  ].join('\n');
}
