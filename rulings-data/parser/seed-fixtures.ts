// Test-only helpers (Node): the real seed files, and an independent check of the parser's
// "nothing vanishes" invariant. Not exported from index.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ParseResult } from './types.ts';

export const SOURCES_DIR = fileURLToPath(new URL('../sources/', import.meta.url));

export interface Seed {
  file: string;
  text: string;
}

export function loadSeeds(): Seed[] {
  return readdirSync(SOURCES_DIR)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((file) => ({ file, text: readFileSync(SOURCES_DIR + file, 'utf8') }));
}

/** 1-based numbers of lines that start with `•` (how the tests find bullets on their own). */
export function bulletLines(text: string, marker = /^[ \t\u3000]*•/): number[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((l, i) => (marker.test(l.replace(/^\ufeff/, '')) ? i + 1 : 0))
    .filter((n) => n > 0);
}

/**
 * Checks, without trusting the parser's own bookkeeping, that every bullet produced exactly
 * one ruling or exactly one error: errors are assigned to the bullet above them.
 * Returns the number of bullets that produced an error.
 */
export function assertEveryBulletAccounted(text: string, r: ParseResult, marker?: RegExp): number {
  const bullets = bulletLines(text, marker);
  const owner = (line: number) => bullets.filter((b) => b <= line).pop();
  const errorOwners = r.diagnostics
    .filter((d) => d.severity === 'error')
    .map((d) => owner(d.line))
    .filter((b): b is number => b !== undefined);
  const fail = (why: string) => {
    throw new Error(`${why}\n${JSON.stringify(r.diagnostics, null, 1)}`);
  };
  if (new Set(errorOwners).size !== errorOwners.length) fail('a bullet produced more than one error');
  const rulingLines = r.rulings.map((x) => x.line);
  if (rulingLines.some((l) => errorOwners.includes(l))) fail('a bullet produced both a ruling and an error');
  const covered = [...rulingLines, ...errorOwners].sort((a, b) => a - b);
  if (JSON.stringify(covered) !== JSON.stringify(bullets)) fail(`bullets ${bullets} but rulings+errors at ${covered}`);
  if (r.bullets !== bullets.length) fail(`parser counted ${r.bullets} bullets, the text has ${bullets.length}`);
  if (r.bullets !== r.rulings.length + errorOwners.length) fail('bullets !== rulings + error bullets');
  return errorOwners.length;
}

export const errorsOf = (r: ParseResult) => r.diagnostics.filter((d) => d.severity === 'error');
export const warningsOf = (r: ParseResult) => r.diagnostics.filter((d) => d.severity === 'warning');
/** Rulings without their line numbers (layout changes move lines but must not change content). */
export const contentOf = (r: ParseResult) => r.rulings.map(({ date, source, zh, en }) => ({ date, source, zh, en }));
