// Rule numbers of the Comprehensive Rules: what a numbered line starts with, where a number sits
// in the document's order, and which number a rule belongs under. The CR numbers four levels:
// a section `7`, a rule `702`, a subrule `702.9`, a lettered subrule `702.9b` (letters skip l and
// o in newer files, so any letter is accepted and order is only checked, loosely, by the reader).

/** A line's number and text: `702.9b Text`, `702.9. Text`, `702. Heading`, `7. Section`. The
 *  trailing dot is optional after a subrule ("100.1 Text" is read as "100.1. Text"); the text
 *  may follow without a space when it starts with a non-ASCII character ("100.1a本规则…"). */
const NUMBERED = /^(?:([1-9])\.|(\d{3})\.|(\d{3})\.(\d{1,3})\.?|(\d{3})\.(\d{1,3})([a-z])\.?)(?:\s+|(?=[^\x00-\x7f]))(\S.*)$/;
/** A line that starts like a rule number (digits then a dot, ASCII or full-width) but is not one
 *  of the four shapes: `100.1ab Text`, `1000.1 Text`, `12. Text`, `100.1a` with no text. */
const LOOKS_NUMBERED = /^\d{1,4}[.．]/;

export interface NumberedLine {
  /** Without a trailing dot: `7`, `702`, `702.9`, `702.9b`. */
  number: string;
  text: string;
}

/** The number and text of a rule line; `garbled` for a line that starts like a number and is
 *  not one; null for a line that is not numbered at all. */
export function numberedLine(line: string): NumberedLine | 'garbled' | null {
  const m = NUMBERED.exec(line);
  if (m) {
    const number = m[1] ?? m[2] ?? (m[3] ? `${m[3]}.${m[4]}` : `${m[5]}.${m[6]}${m[7]}`);
    return { number, text: m[8].trim() };
  }
  return LOOKS_NUMBERED.test(line) ? 'garbled' : null;
}

/** True for a number of one of the four shapes (a JSON chapter once its trailing dot is off). */
export function isRuleNumber(number: string): boolean {
  return /^(?:[1-9]|\d{3}|\d{3}\.\d{1,3}[a-z]?)$/.test(number);
}

/** True for a section number (`7`), whose line is a heading and has no paragraphs of its own. */
export const isSection = (number: string) => /^[1-9]$/.test(number);

/** A sort key: section 1 < rule 100 < 100.1 < 100.1a < 100.1b < 100.2 < … < rule 101. */
export function ruleKey(number: string): [number, number, number] {
  if (isSection(number)) return [Number(number) * 100, -2, -1];
  const m = /^(\d{3})(?:\.(\d{1,3})([a-z])?)?$/.exec(number);
  if (!m) return [Infinity, 0, 0];
  return [Number(m[1]), m[2] ? Number(m[2]) : -1, m[3] ? m[3].charCodeAt(0) : -1];
}

/** Negative when `a` comes before `b` in the document's order. */
export function compareRules(a: string, b: string): number {
  const ka = ruleKey(a);
  const kb = ruleKey(b);
  return ka[0] - kb[0] || ka[1] - kb[1] || ka[2] - kb[2];
}

/** The number a rule sits under: 702.9b → 702.9 → 702 → 7 → null. */
export function parentRule(number: string): string | null {
  if (isSection(number)) return null;
  if (/^\d{3}$/.test(number)) return number[0];
  const lettered = /^(\d{3}\.\d{1,3})[a-z]$/.exec(number);
  if (lettered) return lettered[1];
  return number.split('.')[0];
}
