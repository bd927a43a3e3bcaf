// What one CR file gives once read (a text in one language, or the bilingual JSON), before the
// files of a pick are paired into one CrDoc (pair-cr.ts); and the report its problems go into.
import type { Diagnostic } from '../schema.ts';
import type { CrGlossaryEntry, CrLang, CrRule, CrSourceFile } from './types.ts';

export interface Position {
  line: number;
  col: number;
}

export interface CrPart {
  file: string;
  kind: CrSourceFile['kind'];
  /** The languages the file holds (a JSON with one language's text empty holds the other). */
  langs: CrLang[];
  /** `YYYYMMDD` and ISO of the effective date, and where the file states it. */
  version: string;
  effectiveDate: string;
  datePos: Position;
  /** In document order, each number once (a repeat is reported and dropped). */
  rules: CrRule[];
  glossary: CrGlossaryEntry[];
  /** Where a rule of this file is (1:1 when unknown), for the pairing's report. */
  where(number: string): Position;
}

/** Most warnings of one kind listed one by one; past it, one line says how many more there were
 *  (a file of 5,000 unknown lines must not bury the one error that matters). */
export const MAX_WARNINGS_PER_KIND = 20;

/** Collects one file's problems: every error, and warnings capped per kind. */
export class CrReport {
  readonly diagnostics: Diagnostic[] = [];
  private readonly perKind = new Map<string, number>();

  constructor(readonly file: string) {}

  error(message: string, at: Position = { line: 1, col: 1 }): void {
    this.diagnostics.push({ file: this.file, line: at.line, col: at.col, severity: 'error', message });
  }

  /** A warning of a kind (`unknown-line`, `duplicate`…); past the cap it is only counted. */
  warn(kind: string, message: string, at: Position = { line: 1, col: 1 }): void {
    const n = (this.perKind.get(kind) ?? 0) + 1;
    this.perKind.set(kind, n);
    if (n <= MAX_WARNINGS_PER_KIND) this.diagnostics.push({ file: this.file, line: at.line, col: at.col, severity: 'warning', message });
  }

  get hasErrors(): boolean {
    return this.diagnostics.some((d) => d.severity === 'error');
  }

  /** The diagnostics, with one line per kind that went past the cap. */
  finish(): Diagnostic[] {
    for (const [kind, n] of this.perKind) {
      if (n > MAX_WARNINGS_PER_KIND) {
        this.diagnostics.push({ file: this.file, line: 1, col: 1, severity: 'warning', message: `…and ${n - MAX_WARNINGS_PER_KIND} more warnings like these (${kind})` });
      }
    }
    return this.diagnostics;
  }
}
