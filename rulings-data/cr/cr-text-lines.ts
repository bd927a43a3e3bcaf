// The lines of a CR text, cleaned of what real files carry by accident: a BOM, CRLF / LF / lone
// CR line ends, non-breaking and other odd spaces, zero-width characters, runs of spaces and
// trailing whitespace. Each line keeps its 1-based number and the column (in characters, as an
// editor counts them) where its text starts, so problems are reported where the reader sees them.
// Also the headings that split a CR text into its parts, in English and Chinese.

export interface TextLine {
  /** The cleaned text ('' for a blank line). */
  text: string;
  line: number;
  /** Column of the first character of `text` in the original line. */
  col: number;
}

const ODD_SPACES = /[\t\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/g;
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff]/g;

export function textLines(text: string): TextLine[] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return body.split(/\r\n|\r|\n/).map((raw, i) => {
    const spaced = raw.replace(INVISIBLE, '').replace(ODD_SPACES, ' ');
    const lead = spaced.length - spaced.trimStart().length;
    const col = Array.from(spaced.slice(0, lead)).length + 1;
    return { text: spaced.trim().replace(/ {2,}/g, ' '), line: i + 1, col };
  });
}

// Headings are compared without spaces when they hold no Latin letter ("目 录" is 目录).
const squeeze = (text: string) => (/[A-Za-z]/.test(text) ? text : text.replace(/ /g, ''));

/** The contents list's heading: "Contents", "Table of Contents", "目录", "目錄". */
export const isContentsHeading = (text: string) => /^(?:(?:table of )?contents|目录|目錄)[:：]?$/i.test(squeeze(text));

/** The glossary's heading: "Glossary", "词汇表", "术语表", "詞彙表", "術語表", "名词解释", alone or
 *  followed by "Glossary" ("词汇表 Glossary", "词汇表（Glossary）"). */
export const isGlossaryHeading = (text: string) =>
  /^(?:glossary|(?:词汇表|术语表|詞彙表|術語表|名词解释|名詞解釋)(?:\s*[（(]?\s*glossary\s*[)）]?)?)[:：]?$/i.test(squeeze(text));

/** The credits' heading: "Credits", "制作人员", "製作人員", "鸣谢", "鳴謝", "致谢", "致謝", "版权信息",
 *  "版權信息", alone or followed by "Credits". */
export const isCreditsHeading = (text: string) =>
  /^(?:credits|(?:制作人员|製作人員|鸣谢|鳴謝|致谢|致謝|版权信息|版權信息)(?:\s*[（(]?\s*credits\s*[)）]?)?)[:：]?$/i.test(squeeze(text));

/** True when most of these texts are Chinese (a translation keeps numbers and some names Latin). */
export function mostlyChinese(texts: readonly string[]): boolean {
  if (texts.length === 0) return false;
  const han = texts.filter((t) => /\p{Script=Han}/u.test(t)).length;
  return han / texts.length >= 0.3;
}
