// Merges the rulings of several parsed files into the bundle's ruling list. The same ruling
// pasted into several files (same English text once whitespace is normalised) becomes ONE
// Ruling listing every file+line it came from. Its Chinese in Traditional in one file and in
// Simplified in another is still the same ruling (zh/zh-script.ts), shown in Simplified.
// Pure: safe to bundle for browsers.
import type { Diagnostic, Ruling } from '../schema.ts';
import { foldZhScript, traditionalCharCount } from '../zh/zh-script.ts';
import type { ParsedRuling, ParseResult } from './types.ts';
import { sha1Hex } from './sha1.ts';

export interface MergeOutput {
  rulings: Ruling[];
  /**
   * Only the problems found while merging (disagreeing or repeated duplicates, id clashes).
   * Each ParseResult keeps its own diagnostics; callers print both lists.
   */
  diagnostics: Diagnostic[];
}

/** Whitespace-normalised English text: the identity of a ruling. */
export function normaliseEnglish(en: string): string {
  return en.replace(/\s+/g, ' ').trim();
}

/** `r-` + the first 10 hex digits of the SHA-1 of the normalised English text. */
export function rulingId(en: string): string {
  return 'r-' + sha1Hex(normaliseEnglish(en)).slice(0, 10);
}

const where = (r: { file: string; line: number }) => `${r.file}:${r.line}`;

function differences(first: Ruling, later: ParsedRuling): string[] {
  const out: string[] = [];
  if (later.date !== first.date) out.push(`date ${later.date} vs ${first.date}`);
  if (later.source !== first.source) out.push(`source '${later.source}' vs '${first.source}'`);
  const zh = (s: string) => s.replace(/\s+/g, ' ').trim();
  if (zh(later.zh) !== zh(first.zh) && foldZhScript(zh(later.zh)) !== foldZhScript(zh(first.zh))) out.push('Chinese text differs');
  return out;
}

export function mergeRulings(results: ParseResult[]): MergeOutput {
  const rulings: Ruling[] = [];
  const diagnostics: Diagnostic[] = [];
  const byText = new Map<string, Ruling>();
  const byId = new Map<string, string>(); // id → normalised English text that owns it
  const warn = (r: ParsedRuling, severity: Diagnostic['severity'], message: string) =>
    diagnostics.push({ file: r.file, line: r.line, col: 1, severity, message });

  for (const result of results) {
    for (const r of result.rulings) {
      const text = normaliseEnglish(r.en);
      const first = byText.get(text);
      if (first) {
        const origin = first.origins[0];
        const diff = differences(first, r);
        if (diff.length > 0) {
          warn(r, 'warning', `same English text as the ruling at ${where(origin)} but ${diff.join(', ')}; kept the one at ${where(origin)}`);
        } else {
          if (first.origins.some((o) => o.file === r.file)) {
            warn(r, 'warning', `ruling repeated in the same file (first at line ${first.origins.find((o) => o.file === r.file)?.line})`);
          }
          // The same ruling in the other script: the Simplified text is the one shown.
          if (traditionalCharCount(r.zh) < traditionalCharCount(first.zh)) first.zh = r.zh;
        }
        first.origins.push({ file: r.file, line: r.line });
        continue;
      }
      let id = rulingId(text);
      if (byId.has(id)) {
        // 40 bits make this practically impossible, but two rulings must never share an id:
        // keep the ruling (nothing is dropped) under a longer id and report it.
        const longer = 'r-' + sha1Hex(text).slice(0, 20);
        warn(r, 'error', `ruling id ${id} is already used by another ruling; this one got ${longer}`);
        id = longer;
      }
      const ruling: Ruling = { id, date: r.date, source: r.source, zh: r.zh, en: r.en, origins: [{ file: r.file, line: r.line }] };
      byId.set(id, text);
      byText.set(text, ruling);
      rulings.push(ruling);
    }
  }
  return { rulings, diagnostics };
}
