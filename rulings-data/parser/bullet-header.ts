// Recognises bullet lines and reads their header `• (YYYY-MM-DD source)`.
// Layout is forgiven (full-width parentheses, tabs, U+3000 or several spaces, no space after
// the marker); content is not (the date must be a real day, the source must be present).
import { KNOWN_SOURCES } from '../schema.ts';
import type { Issue } from './types.ts';
import { colAt } from './text-script.ts';

export const HEADER_SHAPE = 'bullet header must look like • (YYYY-MM-DD source)';

/**
 * Bullet markers. `•` is what the seeds use and always starts a bullet. Look-alikes `·` `●`
 * `∙` start a bullet only when a `(` follows, because `·` also separates parts of Chinese
 * names and could begin a wrapped line. `*` and `-` (Markdown habits) need `(` plus a digit,
 * since a wrapped English line may well start with `-`; they are accepted with a warning.
 */
const BULLET = /^[ \t\u3000]*(•)/u;
const LOOKALIKE = /^[ \t\u3000]*([·●∙])[ \t\u3000]*[(（]/u;
const MARKDOWN = /^[ \t\u3000]*([*-])[ \t\u3000]*[(（][ \t\u3000]*\d/u;

export interface BulletStart {
  marker: string;
  /** UTF-16 index of the marker in the line. */
  index: number;
  warnings: Issue[];
}

export function detectBullet(line: string, lineNo: number): BulletStart | null {
  const m = BULLET.exec(line) ?? LOOKALIKE.exec(line) ?? MARKDOWN.exec(line);
  if (!m) return null;
  const marker = m[1];
  const index = m[0].indexOf(marker);
  const warnings: Issue[] = [];
  if (marker === '*' || marker === '-') {
    warnings.push({
      line: lineNo,
      col: colAt(line, index),
      severity: 'warning',
      message: `bullet marker '${marker}' read as '•'; please write '•'`,
    });
  }
  return { marker, index, warnings };
}

export interface Header {
  date: string;
  source: string;
  /** Text after the closing parenthesis (a paragraph that lost its line break), or ''. */
  rest: string;
  /** UTF-16 index of `rest` in the line. */
  restIndex: number;
  warnings: Issue[];
}

export type HeaderResult = { ok: true; header: Header } | { ok: false; error: Issue };

export function isRealDate(date: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mo - 1];
  return d <= days;
}

export function sourceWarning(source: string): string | null {
  const known: readonly string[] = KNOWN_SOURCES;
  if (known.includes(source)) return null;
  const base = `unknown source '${source}' (known: ${known.join(', ')})`;
  const sameCase = known.find((k) => k.toLowerCase() === source.toLowerCase());
  return sameCase ? `${base}; did you mean '${sameCase}'?` : base;
}

/** Reads the header that follows the marker found by detectBullet. */
export function parseHeader(line: string, lineNo: number, start: BulletStart): HeaderResult {
  // One-for-one replacements keep every index valid for column numbers in the original line.
  const norm = line.replace(/（/g, '(').replace(/）/g, ')').replace(/[\t\u3000\u00a0]/g, ' ');
  const fail = (index: number, message: string): HeaderResult => ({
    ok: false,
    error: { line: lineNo, col: colAt(line, index), severity: 'error', message },
  });

  let i = start.index + start.marker.length;
  while (norm[i] === ' ') i++;
  if (norm[i] !== '(') {
    const found = norm.slice(i).trim();
    const what = found === '' ? 'nothing follows the marker' : `found '${found.slice(0, 30)}'`;
    return fail(i < norm.length ? i : start.index, `${HEADER_SHAPE}; ${what}`);
  }
  const open = i;
  const close = norm.indexOf(')', open);
  if (close < 0) return fail(norm.length, `${HEADER_SHAPE}; missing ')'`);

  const tokens: { text: string; index: number }[] = [];
  const tokenRe = /[^ ]+/g;
  const inner = norm.slice(open + 1, close);
  for (let m = tokenRe.exec(inner); m; m = tokenRe.exec(inner)) {
    tokens.push({ text: m[0], index: open + 1 + m.index });
  }
  if (tokens.length === 0) return fail(open, `${HEADER_SHAPE}; the parentheses are empty`);

  const date = tokens[0];
  if (!isRealDate(date.text)) {
    return fail(date.index, `invalid date '${date.text}' (expected YYYY-MM-DD, a real calendar day)`);
  }
  if (tokens.length === 1) return fail(close, 'missing source after the date');

  const source = tokens.slice(1).map((t) => t.text).join(' ');
  const warnings = [...start.warnings];
  const unknown = sourceWarning(source);
  if (unknown) {
    warnings.push({ line: lineNo, col: colAt(line, tokens[1].index), severity: 'warning', message: unknown });
  }
  let restIndex = close + 1;
  while (norm[restIndex] === ' ') restIndex++;
  return {
    ok: true,
    header: { date: date.text, source, rest: line.slice(restIndex), restIndex, warnings },
  };
}
