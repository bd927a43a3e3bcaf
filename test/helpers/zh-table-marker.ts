// Whether a built file carries the Simplified → Traditional table (rulings-data/zh/
// zh-traditional-table.ts): a run of its characters, as written or as esbuild escapes them
// (\uXXXX). The table must stay out of the eagerly loaded scripts.
import { readFileSync } from 'node:fs';
import { ZH_HANT_TO } from '../../rulings-data/zh/zh-traditional-table.ts';

const escaped = (text: string) => [...text].map((c) => `\\u${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join('');

export function holdsTraditionalTable(file: string): boolean {
  const code = readFileSync(file, 'utf8');
  const sample = ZH_HANT_TO.slice(0, 12);
  return code.includes(sample) || code.includes(escaped(sample)) || code.includes(escaped(sample).toLowerCase());
}
