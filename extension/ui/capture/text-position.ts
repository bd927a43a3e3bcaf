// Where a `line:col` problem sits in a textarea's value, so choosing the problem puts the caret
// there. Lines and columns as the parser counts them: lines split at CRLF, CR or LF; columns in
// code points (an emoji or a rare CJK character is one column, two UTF-16 units).

/** The UTF-16 offset of 1-based `line`, `col` in `text`, clamped to the text. */
export function offsetAt(text: string, line: number, col: number): number {
  const breaks = /\r\n|\r|\n/g;
  let start = 0;
  for (let l = 1; l < line; l++) {
    const m = breaks.exec(text);
    if (!m) return text.length;
    start = m.index + m[0].length;
  }
  const m = breaks.exec(text);
  const end = m ? m.index : text.length;
  let at = start;
  for (let c = 1; c < col && at < end; c++) at += (text.codePointAt(at) ?? 0) > 0xffff ? 2 : 1;
  return Math.min(at, end);
}
