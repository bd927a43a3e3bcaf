// Types of the seed parser's output. Shared types (Ruling, Diagnostic) live in ../schema.ts.
import type { Diagnostic } from '../schema.ts';

/** One ruling as read from one file, before de-duplication across files. */
export interface ParsedRuling {
  /** ISO date `YYYY-MM-DD`, a real calendar day. */
  date: string;
  /** As written in the bullet header (unknown sources are kept, with a warning). */
  source: string;
  /** Simplified Chinese paragraph, wrapped lines joined. */
  zh: string;
  /** English paragraph, wrapped lines joined with single spaces. */
  en: string;
  file: string;
  /** 1-based line of the bullet (`•`) that introduced it. */
  line: number;
}

/**
 * What one seed file yielded. Invariant (every bullet is accounted for):
 * `bullets === rulings.length + number of bullets that produced an error`.
 */
export interface ParseResult {
  file: string;
  bullets: number;
  rulings: ParsedRuling[];
  diagnostics: Diagnostic[];
}

/** A diagnostic before the file name is attached (the bullet-level code does not know it). */
export type Issue = Omit<Diagnostic, 'file'>;
