// Script helpers: which language a line/paragraph is written in, and how wrapped lines join.
// The parser decides language by the letters it sees, never by position, so a file whose
// English paragraph comes first (or whose blank lines were lost) still parses right.

export type ParagraphLang = 'zh' | 'en' | 'none';

const HAN = /\p{Script=Han}/u;
const LATIN = /\p{Script=Latin}/u;
// CJK punctuation (、。「」…), ideographic symbols and full-width forms (，（）！) count on the
// Chinese side: they are evidence of Chinese prose even on a wrapped line that holds no Han
// character, e.g. "Altar of Bhaal）。" at the end of a Chinese sentence.
const CJK_PUNCT = /[\u3001-\u303f\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65]/u;

export interface ScriptCounts {
  /** Han characters plus CJK punctuation. */
  han: number;
  /** Latin letters (ASCII and accented, full-width too). */
  latin: number;
}

export function countScripts(text: string): ScriptCounts {
  let han = 0;
  let latin = 0;
  // Code units first: ASCII and the common CJK blocks need no string per character and no
  // regex (the build reads every line of every ruling through here); the rest goes through the
  // Unicode-property regexes, one code point at a time.
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) {
      if ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) latin++;
    } else if ((c >= 0x4e00 && c <= 0x9fff) || (c >= 0x3001 && c <= 0x303f)) han++; // CJK ideographs (all Han), CJK punctuation
    else {
      const cp = text.codePointAt(i)!;
      const ch = String.fromCodePoint(cp);
      if (cp > 0xffff) i++;
      if (LATIN.test(ch)) latin++;
      else if (HAN.test(ch) || CJK_PUNCT.test(ch)) han++;
    }
  }
  return { han, latin };
}

/**
 * One Han character carries about as much text as three Latin letters (a Chinese word is
 * 1–2 characters, an English word about 5 letters), so a Chinese ruling that quotes an
 * English card name ("当Altar of Bhaal在…") still counts as Chinese, while an English ruling
 * with a stray full-width comma stays English.
 */
const HAN_WEIGHT = 3;

export function langOf(text: string): ParagraphLang {
  const { han, latin } = countScripts(text);
  if (han === 0 && latin === 0) return 'none';
  return han * HAN_WEIGHT >= latin ? 'zh' : 'en';
}

/**
 * True when a line is clearly in `lang`, used to decide whether a line starts a new paragraph
 * (when blank lines are missing). The bar is higher than langOf's: a wrapped line that is
 * mostly an English name inside a Chinese sentence ("Altar of Bhaal）。") is ambiguous and
 * stays with the paragraph it continues; a line with a few CJK marks among English words
 * (under 1 per 9 letters) still counts as clearly English.
 */
export function isClearly(text: string, lang: 'zh' | 'en'): boolean {
  const { han, latin } = countScripts(text);
  if (lang === 'zh') return han > 0 && han * HAN_WEIGHT >= latin;
  return latin > 0 && han * HAN_WEIGHT * 3 < latin;
}

export function isCjkChar(ch: string): boolean {
  return HAN.test(ch) || CJK_PUNCT.test(ch);
}

/** Spaces and tabs inside a line collapse to one space; U+3000 (ideographic space) too. */
export function tidyLine(line: string): string {
  return line.replace(/[ \t\u3000\u00a0]+/g, ' ').trim();
}

/**
 * Joins the (already tidied) lines of one paragraph. English lines join with one space.
 * Chinese lines join with nothing when both sides of the join are CJK (Chinese does not put
 * spaces between characters), else with a space (e.g. a line that ends in an English name).
 */
export function joinLines(lines: string[], lang: ParagraphLang): string {
  let out = '';
  for (const line of lines) {
    if (line === '') continue;
    if (out === '') {
      out = line;
      continue;
    }
    const last = Array.from(out.slice(-2)).pop() ?? '';
    const first = String.fromCodePoint(line.codePointAt(0) ?? 32);
    const glue = lang === 'zh' && isCjkChar(last) && isCjkChar(first) ? '' : ' ';
    out += glue + line;
  }
  return out;
}

const EN_END = /[.!?…](["'”’)\]]*)$/u;
const ZH_END = /[。！？.!?…]([」』”’）)"']*)$/u;

/** True when a paragraph ends like a finished sentence; false hints at a file cut short. */
export function endsLikeSentence(text: string, lang: ParagraphLang): boolean {
  return (lang === 'zh' ? ZH_END : EN_END).test(text);
}

/** 1-based column of a UTF-16 index, counted in code points (what editors show). */
export function colAt(line: string, index: number): number {
  return Array.from(line.slice(0, index)).length + 1;
}

/** A short quotation of text for messages. */
export function snippet(text: string, max = 30): string {
  const chars = Array.from(text.trim());
  return chars.length <= max ? chars.join('') : chars.slice(0, max).join('') + '…';
}
