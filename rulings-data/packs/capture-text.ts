// Lays text selected on a web page out as a 单卡释疑 file, so the parser reads it as the page
// showed it. Card databases print rulings as a list: a date-and-source line, a Chinese paragraph,
// an English paragraph. What reaches the extension depends on how the text was taken:
// - the page's own selection (getSelection().toString()) keeps line breaks, but a list's "•" is
//   usually a CSS marker and is not in the text: a line starting "(YYYY-MM-DD source)" gets one;
// - the context menu's selectionText (Chrome) collapses every run of whitespace to one space:
//   the rulings then sit on one line, so a new line starts before each bullet, after each
//   header, and between the Chinese and the English paragraph of a bullet.
// Nothing is dropped or reworded: text the layout cannot place stays where it was, and the
// parser then reports it with its line and column in the text the reader sees and can edit.
import { TITLES } from '../parser/resolve-bullet.ts';
import { countScripts, isCjkChar, langOf, tidyLine } from '../parser/text-script.ts';

/** Spaces as they come out of pages (NBSP from &nbsp;, U+3000 from Chinese layouts). */
const SP = '[ \\t\\u00a0\\u3000]';
/**
 * A bullet header: an optional marker, then (date source) with a source of one to three words.
 * The date is matched loosely (2022-6-1) so a wrong one still starts its own bullet and is
 * reported there, rather than glued into the paragraph before it.
 */
const HEADER_SRC = `(?:[•·●∙]${SP}*)?[(（]${SP}*\\d{4}-\\d{1,2}-\\d{1,2}(?:${SP}+[^\\s()（）]+){1,3}${SP}*[)）]`;
const HEADER_AT = new RegExp(`^${HEADER_SRC}`, 'u');
/** Where bullets start in a line. A "•" alone does not: some sites write "约翰•史密斯". */
const BULLET_START = new RegExp(HEADER_SRC, 'gu');
const MARKER = /^[•·●∙]/u;

const ZH_STOP = /[。！？][」』”’）)"']*$/u;
const EN_STOP = /[.!?…]["'”’)\]]*$/u;

/** The text as the parser should see it (see the file comment); ends with one line break. */
export function reflowCapturedText(text: string): string {
  const lines = text
    .replace(/^\ufeff/, '')
    .split(/\r\n|\r|\n/)
    .flatMap(reflowLine);
  // At most one blank line in a row, none at either end.
  const out: string[] = [];
  for (const line of lines) {
    const blank = line.trim() === '';
    if (blank && (out.length === 0 || out[out.length - 1] === '')) continue;
    out.push(blank ? '' : line);
  }
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  if (out.length === 0) return '';
  // The title keeps the parser from warning that it is missing (a selection rarely starts at it).
  const firstBullet = out.findIndex((l) => HEADER_AT.test(l.trim()) || MARKER.test(l.trim()));
  const titled = out.slice(0, firstBullet < 0 ? out.length : firstBullet).some((l) => TITLES.includes(tidyLine(l)));
  return (titled ? out : [TITLES[0], '', ...out]).join('\n') + '\n';
}

/** One line of the input as the lines of the output. */
function reflowLine(line: string): string[] {
  const starts = [...line.matchAll(BULLET_START)].map((m) => m.index);
  if (starts.length === 0) return [line];
  const out: string[] = [];
  const before = line.slice(0, starts[0]);
  if (before.trim() !== '') out.push(...titleApart(before.trim()));
  starts.forEach((start, i) => {
    const segment = line.slice(start, starts[i + 1] ?? line.length).trim();
    const header = HEADER_AT.exec(segment)!; // each start is where BULLET_START matched
    // "•" for any marker (or none), and plain spaces: the parser's strictest bullet form.
    out.push(`• ${header[0].replace(MARKER, '').replace(/[\u00a0]/gu, ' ').trim()}`, '');
    const rest = segment.slice(header[0].length).trim();
    if (rest !== '') for (const p of splitLanguages(rest)) out.push(p, '');
  });
  return out;
}

/** Text before the first bullet with the title on a line of its own ("Card name 单卡释疑" →
 *  the name, which the parser then reports, and the title). */
function titleApart(text: string): string[] {
  for (const title of TITLES) {
    const at = text.lastIndexOf(title);
    if (at < 0) continue;
    return [text.slice(0, at).trim(), title, text.slice(at + title.length).trim()].filter((p) => p !== '').flatMap((p) => [p, '']);
  }
  return [text, ''];
}

/**
 * Splits "中文段落。 English paragraph." (one line, as a collapsed selection gives it) into its
 * two paragraphs; anything else is returned whole. The split must be certain: after a Chinese
 * full stop, with no CJK character after it (the English paragraph) — or, English first, after
 * an English full stop with no CJK character before it. A Chinese paragraph that quotes an
 * English card name is not split there, since CJK text follows the name.
 */
export function splitLanguages(text: string): string[] {
  const chars = [...text];
  const cjk = chars.map((c) => isCjkChar(c));
  const firstCjk = cjk.indexOf(true);
  const lastCjk = cjk.lastIndexOf(true);
  if (firstCjk < 0) return [text];
  // Chinese first: the first gap after the last CJK character.
  const gapAfter = chars.findIndex((c, i) => i > lastCjk && /\s/u.test(c));
  if (gapAfter > 0) {
    const zh = chars.slice(0, gapAfter).join('').trim();
    const en = chars.slice(gapAfter).join('').trim();
    if (ZH_STOP.test(zh) && langOf(zh) === 'zh' && countScripts(en).latin > 0) return [zh, en];
  }
  // English first: the last gap before the first CJK character.
  let gapBefore = -1;
  for (let i = firstCjk - 1; i >= 0; i--) {
    if (/\s/u.test(chars[i])) {
      gapBefore = i;
      break;
    }
  }
  if (gapBefore > 0) {
    const en = chars.slice(0, gapBefore).join('').trim();
    const zh = chars.slice(gapBefore).join('').trim();
    if (EN_STOP.test(en) && countScripts(en).latin > 0 && isCjkChar(zh[0] ?? '') && langOf(zh) === 'zh') return [en, zh];
  }
  return [text];
}
