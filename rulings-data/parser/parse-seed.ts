// Parses one 单卡释疑 seed file: a title line, then bullets `• (YYYY-MM-DD source)` each
// followed by a Chinese and an English paragraph. Layout is forgiven (CRLF/CR, BOM, tabs,
// blank lines or none, wrapped lines, full-width parentheses, English first); content is
// checked strictly. Each bullet yields exactly one ruling or exactly one error, so
// `bullets === rulings.length + error bullets` holds for every input. Never throws.
import type { Diagnostic } from '../schema.ts';
import type { Issue, ParsedRuling, ParseResult } from './types.ts';
import { detectBullet } from './bullet-header.ts';
import { resolveBullet, splitParagraphs, TITLES, type BulletBlock, type ContentLine } from './resolve-bullet.ts';
import { snippet, tidyLine } from './text-script.ts';

export type { ParsedRuling, ParseResult } from './types.ts';

export const MAX_FILE_BYTES = 20 * 1024 * 1024;
export const MAX_LINE_CHARS = 100_000;

export function parseSeedFile(text: string, file: string): ParseResult {
  try {
    return parse(text, file);
  } catch (e) {
    // Belt and braces: a bug here must surface as a diagnostic, not crash a whole build.
    const why = e instanceof Error ? e.message : String(e);
    return rejected(file, { line: 1, col: 1, severity: 'error', message: `internal parser error (${why}); the file was not parsed` });
  }
}

function rejected(file: string, issue: Issue): ParseResult {
  return { file, bullets: 0, rulings: [], diagnostics: [{ file, ...issue }] };
}

/** UTF-8 size without TextEncoder allocations; stops counting once over the limit. */
function overByteLimit(text: string): boolean {
  if (text.length > MAX_FILE_BYTES) return true;
  if (text.length * 3 <= MAX_FILE_BYTES) return false;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : c >= 0xd800 && c <= 0xdbff ? 2 : 3; // a pair = 2+2
    if (bytes > MAX_FILE_BYTES) return true;
  }
  return false;
}

function parse(text: string, file: string): ParseResult {
  if (typeof text !== 'string') {
    return rejected(file, { line: 1, col: 1, severity: 'error', message: `expected the file's text as a string, got ${typeof text}` });
  }
  if (overByteLimit(text)) {
    const message = `file is larger than the 20 MB limit (${text.length} characters); it was not parsed`;
    return rejected(file, { line: 1, col: 1, severity: 'error', message });
  }
  // A BOM may also start a line in the middle when files were concatenated.
  const lines = text.split(/\r\n|\r|\n/).map((l) => (l.charCodeAt(0) === 0xfeff ? l.slice(1) : l));
  const long = lines.findIndex((l) => l.length > MAX_LINE_CHARS);
  if (long >= 0) {
    return rejected(file, {
      line: long + 1,
      col: MAX_LINE_CHARS + 1,
      severity: 'error',
      message: `line is ${lines[long].length} characters long (limit ${MAX_LINE_CHARS}); the file was not parsed`,
    });
  }

  const issues: Issue[] = [];
  const before: ContentLine[] = [];
  const blocks: BulletBlock[] = [];
  lines.forEach((line, i) => {
    const start = detectBullet(line, i + 1);
    if (start) blocks.push({ line: i + 1, headerLine: line, start, content: [] });
    else (blocks.length > 0 ? blocks[blocks.length - 1].content : before).push({ text: line, line: i + 1, col: 1 });
  });

  if (lines.every((l) => l.trim() === '')) {
    issues.push({ line: 1, col: 1, severity: 'warning', message: 'file is empty' });
  } else {
    checkPreamble(before, issues);
    if (blocks.length === 0) {
      issues.push({ line: 1, col: 1, severity: 'warning', message: 'no bullets found: rulings start with a line like • (YYYY-MM-DD source)' });
    }
  }

  const rulings: ParsedRuling[] = [];
  for (const block of blocks) {
    const outcome = resolveBullet(block);
    issues.push(...outcome.warnings);
    if (outcome.kind === 'ruling') rulings.push({ ...outcome.ruling, file });
    else issues.push(outcome.error);
  }

  const diagnostics: Diagnostic[] = issues
    .map((d, order) => ({ d, order }))
    .sort((a, b) => a.d.line - b.d.line || a.d.col - b.d.col || a.order - b.order)
    .map(({ d }) => ({ file, ...d }));
  return { file, bullets: blocks.length, rulings, diagnostics };
}

/** Text before the first bullet: the title is expected; anything else would be lost, so it is an error. */
function checkPreamble(before: ContentLine[], issues: Issue[]): void {
  const isTitle = (t: string) => TITLES.includes(tidyLine(t));
  const title = before.some((c) => isTitle(c.text));
  // Title lines are taken out one by one, so a title glued to the next line still counts.
  const rest = before.map((c) => (isTitle(c.text) ? { ...c, text: '' } : c));
  for (const p of splitParagraphs(rest)) {
    issues.push({
      line: p.line,
      col: p.col,
      severity: 'error',
      message: `text before the first bullet belongs to no ruling: '${snippet(p.lines.join(' '))}' (is a bullet header missing?)`,
    });
  }
  if (!title) {
    issues.push({ line: 1, col: 1, severity: 'warning', message: `missing title line '${TITLES[0]}' at the top of the file` });
  }
}
