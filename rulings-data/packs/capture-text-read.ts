// Checks text captured while browsing (or pasted, or the personal pack's text being edited)
// exactly as an imported .txt pack is checked — the same parser, the same date range — and
// gives the rulings it holds with every problem, positioned line:col in that text. Unlike
// readPack it also returns the rulings of a text that has errors, so a preview can show what
// did parse next to what did not.
import type { Diagnostic, Ruling } from '../schema.ts';
import { parseSeedFile } from '../parser/parse-seed.ts';
import { latestRulingDate, packError } from './limits.ts';
import { dateRangeDiagnostics } from './read-pack.ts';
import { toRuling, unionRulings } from './union-rulings.ts';

/** The name problems in a capture are reported under (`selection:3:5: error: …`). */
export const CAPTURE_FILE = 'selection';

export interface CaptureCheck {
  /** Rulings that parsed, a ruling repeated within the text listed once (with both origins). */
  rulings: Ruling[];
  /** Bullets found: rulings + bullets that had an error. */
  bullets: number;
  /** Rulings repeated within the text. */
  repeated: number;
  diagnostics: Diagnostic[];
  errors: number;
}

export interface CaptureCheckOptions {
  /** Name problems are reported under; default CAPTURE_FILE. */
  file?: string;
  /** Latest ruling date accepted (ISO); default: tomorrow in UTC, as for an import. */
  latestDate?: string;
}

export function readCapturedText(text: string, options: CaptureCheckOptions = {}): CaptureCheck {
  const file = options.file ?? CAPTURE_FILE;
  const parsed = parseSeedFile(text, file);
  let diagnostics = [...parsed.diagnostics, ...dateRangeDiagnostics(text, file, parsed.rulings, options.latestDate ?? latestRulingDate())];
  const { rulings, duplicates } = unionRulings([parsed.rulings.map(toRuling)]);
  if (rulings.length === 0 && !diagnostics.some((d) => d.severity === 'error')) {
    // Nothing to save is an error here (the parser only warns: a seed file may be empty); it
    // replaces the parser's own "no bullets found" / "file is empty" warning.
    const why = text.trim() === '' ? 'the text is empty' : 'no rulings found';
    diagnostics = diagnostics.filter((d) => d.line !== 1 || !/^(file is empty|no bullets found)/.test(d.message));
    diagnostics.push(packError(file, `${why}: rulings are bullets like • (YYYY-MM-DD source), each followed by a Chinese and an English paragraph`));
  }
  diagnostics.sort((a, b) => a.line - b.line || a.col - b.col);
  return { rulings, bullets: parsed.bullets, repeated: duplicates, diagnostics, errors: diagnostics.filter((d) => d.severity === 'error').length };
}
