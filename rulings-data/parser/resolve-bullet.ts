// Turns one bullet block (its header line and the lines up to the next bullet) into exactly
// one ruling or exactly one error, plus warnings. Every exit of resolveBullet returns one of
// the two outcomes, which is what keeps the file-level invariant
// `bullets === rulings + error bullets` true by construction.
import type { Issue, ParsedRuling } from './types.ts';
import { parseHeader, type BulletStart } from './bullet-header.ts';
import { colAt, endsLikeSentence, isClearly, joinLines, langOf, snippet, tidyLine, type ParagraphLang } from './text-script.ts';

export const TITLES = ['单卡释疑', '單卡釋疑'];

export interface ContentLine {
  text: string;
  line: number;
  /** 1-based column where `text` starts in the file's line. */
  col: number;
}

export interface BulletBlock {
  line: number;
  headerLine: string;
  start: BulletStart;
  /** Lines after the header, blank ones included (they separate paragraphs). */
  content: ContentLine[];
}

export type BulletOutcome =
  | { kind: 'ruling'; ruling: Omit<ParsedRuling, 'file'>; warnings: Issue[] }
  | { kind: 'error'; error: Issue; warnings: Issue[] };

interface Paragraph {
  lang: ParagraphLang;
  lines: string[];
  line: number;
  col: number;
}

const LANG_NAME = { zh: 'Chinese', en: 'English' } as const;

/**
 * Splits content into paragraphs at blank lines AND where a line is clearly in the other
 * script than the paragraph it follows, so a file whose blank lines were lost still separates
 * Chinese from English. Ambiguous lines and lines without letters (a lone "。") stay with the
 * paragraph they follow; each paragraph's language is decided later on its whole text.
 */
export function splitParagraphs(content: ContentLine[]): Paragraph[] {
  const out: Paragraph[] = [];
  let cur: Paragraph | null = null;
  for (const c of content) {
    const text = tidyLine(c.text);
    if (text === '') {
      cur = null;
      continue;
    }
    if (cur && (cur.lang === 'none' || !isClearly(text, cur.lang === 'zh' ? 'en' : 'zh'))) {
      cur.lines.push(text);
      if (cur.lang === 'none') cur.lang = langOf(text);
      continue;
    }
    const lang = langOf(text);
    const indent = c.text.length - c.text.trimStart().length;
    cur = { lang, lines: [text], line: c.line, col: c.col + Array.from(c.text.slice(0, indent)).length };
    out.push(cur);
  }
  return out;
}

export function resolveBullet(block: BulletBlock): BulletOutcome {
  const header = parseHeader(block.headerLine, block.line, block.start);
  if (!header.ok) return { kind: 'error', error: header.error, warnings: block.start.warnings };
  const { date, source } = header.header;
  const warnings = [...header.header.warnings];
  const at = (p: { line: number; col: number }, message: string, severity: Issue['severity'] = 'error'): Issue => ({
    line: p.line,
    col: p.col,
    severity,
    message,
  });
  const bulletPos = { line: block.line, col: Array.from(block.headerLine.slice(0, block.start.index)).length + 1 };
  const fail = (error: Issue): BulletOutcome => ({ kind: 'error', error, warnings });

  // Text after the ')' on the header line is a paragraph whose line break was lost.
  const { rest, restIndex } = header.header;
  const content = rest.trim() === '' ? block.content : [{ text: rest, line: block.line, col: colAt(block.headerLine, restIndex) }, ...block.content];
  const paragraphs = splitParagraphs(content).filter((p) => {
    const isTitle = p.lines.length === 1 && TITLES.includes(p.lines[0]);
    if (isTitle) warnings.push(at(p, `title '${p.lines[0]}' inside a ruling was ignored (were two files joined?)`, 'warning'));
    return !isTitle;
  });
  if (paragraphs.length === 0) return fail(at(bulletPos, 'bullet has no text'));

  const zh: Paragraph[] = [];
  const en: Paragraph[] = [];
  for (const p of paragraphs) {
    // Decide on the whole paragraph: a wrapped line alone may be too short to tell.
    p.lang = langOf(p.lines.join(' '));
    if (p.lang === 'none') {
      return fail(at(p, `cannot tell whether '${snippet(p.lines.join(' '))}' is Chinese or English (no letters)`));
    }
    (p.lang === 'zh' ? zh : en).push(p);
  }
  // Two paragraphs of one language are an error, never merged: the usual cause is a deleted
  // bullet header, and merging would glue two rulings into one wrong ruling.
  for (const [list, lang] of [[zh, 'zh'], [en, 'en']] as const) {
    if (list.length > 1) {
      const name = LANG_NAME[lang];
      const adjacent = paragraphs.indexOf(list[1]) === paragraphs.indexOf(list[0]) + 1;
      const hint = adjacent ? '; if they are one paragraph, remove the blank line between them' : '';
      return fail(
        at(list[1], `two ${name} paragraphs in one ruling — is a bullet missing? (the first ${name} paragraph is at line ${list[0].line}${hint})`),
      );
    }
  }
  if (en.length === 0) return fail(at(bulletPos, 'ruling has Chinese text but no English paragraph'));
  if (zh.length === 0) return fail(at(bulletPos, 'ruling has English text but no Chinese paragraph'));

  const [zhP, enP] = [zh[0], en[0]];
  if (enP.line < zhP.line || (enP.line === zhP.line && enP.col < zhP.col)) {
    warnings.push(at(enP, 'English paragraph comes before the Chinese one (parsed anyway; please put Chinese first)', 'warning'));
  }
  const zhText = joinLines(zhP.lines, 'zh');
  const enText = joinLines(enP.lines, 'en');
  for (const [p, text] of [[zhP, zhText], [enP, enText]] as const) {
    if (!endsLikeSentence(text, p.lang)) {
      const name = LANG_NAME[p.lang as 'zh' | 'en'];
      warnings.push(at(p, `${name} paragraph does not end like a sentence ('${snippet(Array.from(text).slice(-20).join(''))}'); was it cut short?`, 'warning'));
    }
  }
  return { kind: 'ruling', ruling: { date, source, zh: zhText, en: enText, line: block.line }, warnings };
}
