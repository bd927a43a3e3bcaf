// Reads the rulings of a built rulings.json bundle (what `rulings build` writes). Only the
// rulings are taken: keywords, links and the search index are rebuilt when packs are merged,
// so a bundle built with another keyword table still links correctly. Every ruling is checked
// as strictly as the parser checks a bullet; problems are positioned at the ruling's id.
import type { Diagnostic, Ruling } from '../schema.ts';
import { isRealDate } from '../parser/bullet-header.ts';
import { rulingId } from '../parser/merge-rulings.ts';
import { latestRulingDate, packError, rulingDateProblem } from './limits.ts';

export interface BundleRead {
  rulings: Ruling[];
  diagnostics: Diagnostic[];
}

export function lineCol(text: string, offset: number): { line: number; col: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split(/\r\n|\r|\n/);
  return { line: lines.length, col: lines[lines.length - 1].length + 1 };
}

/** Position of a JSON.parse error: V8 says "position N", Firefox "line L column C". */
export function jsonErrorAt(text: string, message: string): { line: number; col: number } {
  const lc = /line (\d+) column (\d+)/.exec(message);
  if (lc) return { line: Number(lc[1]), col: Number(lc[2]) };
  const pos = /position (\d+)/.exec(message);
  return pos ? lineCol(text, Number(pos[1])) : { line: 1, col: 1 };
}

const str = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** What is wrong with one bundle ruling, or null. */
function rulingProblem(r: unknown, latest: string): string | null {
  if (typeof r !== 'object' || r === null || Array.isArray(r)) return 'is not an object';
  const x = r as Record<string, unknown>;
  if (typeof x.date !== 'string' || !isRealDate(x.date)) return `"date" ${JSON.stringify(x.date)} is not a real date YYYY-MM-DD`;
  const range = rulingDateProblem(x.date, latest);
  if (range) return range;
  if (!str(x.source)) return '"source" is missing or empty';
  if (!str(x.en)) return '"en" (the English text) is missing or empty';
  if (!str(x.zh)) return '"zh" (the Chinese text) is missing or empty';
  return null;
}

export function readBundleJson(text: string, file: string, latest = latestRulingDate()): BundleRead {
  let raw: unknown;
  try {
    raw = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    const { line, col } = jsonErrorAt(text, why);
    return { rulings: [], diagnostics: [packError(file, `not valid JSON (${why})`, line, col)] };
  }
  const fail = (message: string): BundleRead => ({ rulings: [], diagnostics: [packError(file, message)] });
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail('expected a rulings.json bundle (a JSON object)');
  let b = raw as Record<string, unknown>;
  // The widget's data file (rulings-lens.data.json) is `{ bundle, terms }`: its bundle is read.
  const inner = b.bundle as Record<string, unknown> | undefined;
  if (b.format === undefined && typeof inner === 'object' && inner !== null && !Array.isArray(inner)) b = inner;
  if (b.format !== 1) return fail(`"format" is ${JSON.stringify(b.format) ?? 'missing'}; a rulings.json bundle has format 1`);
  if (!Array.isArray(b.rulings)) return fail('"rulings" is not a list');
  if (b.rulings.length === 0) return fail('the bundle has no rulings');

  const diagnostics: Diagnostic[] = [];
  const rulings: Ruling[] = [];
  b.rulings.forEach((r: unknown, i: number) => {
    const problem = rulingProblem(r, latest);
    const id = (r as { id?: unknown } | null)?.id;
    const at = typeof id === 'string' ? text.indexOf(JSON.stringify(id)) : -1;
    const { line, col } = at >= 0 ? lineCol(text, at) : { line: 1, col: 1 };
    if (problem) {
      diagnostics.push(packError(file, `rulings[${i}] ${problem}`, line, col));
      return;
    }
    const x = r as Ruling;
    const origins = Array.isArray(x.origins) && x.origins.every((o) => str(o?.file) && Number.isInteger(o?.line))
      ? x.origins.map((o) => ({ file: `${file}/${o.file}`, line: o.line }))
      : [{ file, line }];
    rulings.push({ id: rulingId(x.en), date: x.date, source: x.source, zh: x.zh, en: x.en, origins });
  });
  return { rulings, diagnostics };
}
