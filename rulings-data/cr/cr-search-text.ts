// The text side of the rules search (cr-search.ts): folding text for case-insensitive matching
// without moving any character (so a hit's offset in the folded text is its offset in the
// original), splitting a query into terms, finding a term, and the short snippet around a hit.

/** Folds case, curly quotes and full-width ASCII, one UTF-16 unit for one: offsets survive. */
export function fold(text: string): string {
  const lower = text.toLowerCase();
  const same = lower.length === text.length ? lower : foldEach(text);
  return same.replace(/[’‘“”\uFF01-\uFF5E]/g, (c) => {
    if (c === '’' || c === '‘') return "'";
    if (c === '“' || c === '”') return '"';
    return String.fromCharCode(c.charCodeAt(0) - 0xfee0).toLowerCase();
  });
}

/** Rare letters whose lower case is longer (İ → i̇) keep their case rather than shift offsets. */
function foldEach(text: string): string {
  let out = '';
  for (const c of text) {
    const l = c.toLowerCase();
    out += l.length === c.length ? l : c;
  }
  return out;
}

/** A query term: what to look for and whether it must start a word (Latin letters and digits
 *  do; Chinese has no spaces between words, so a Chinese term matches anywhere). */
export interface Term {
  text: string;
  wordStart: boolean;
  /** A rule number: "702.9" must not match the start of "702.90". */
  numberEnd?: boolean;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/** The query's terms: separated by spaces or punctuation; a Latin run and a Chinese run
 *  written together ("flying飞行") are two terms. Folded; duplicates dropped. */
export function queryTerms(query: string): Term[] {
  const parts = fold(query).match(/[\u3400-\u9fff\uf900-\ufaff]+|(?:(?![\u3400-\u9fff\uf900-\ufaff])[\p{L}\p{N}'.])+/gu) ?? [];
  const seen = new Set<string>();
  const terms: Term[] = [];
  for (const raw of parts) {
    const text = raw.replace(/^[.']+|[.']+$/g, '');
    if (!text || seen.has(text)) continue;
    seen.add(text);
    terms.push({ text, wordStart: !CJK.test(text[0]) });
  }
  return terms;
}

/** Offset of the first match of `term` in `folded` at or after `from`, or -1. */
export function findTerm(folded: string, term: Term, from = 0): number {
  for (let at = folded.indexOf(term.text, from); at >= 0; at = folded.indexOf(term.text, at + 1)) {
    if (term.wordStart && at > 0 && WORD_CHAR.test(folded[at - 1])) continue;
    if (term.numberEnd && /\d/.test(folded[at + term.text.length] ?? '')) continue;
    return at;
  }
  return -1;
}

/** A short piece of a text with the query's hits marked ([start, end) in `text`). */
export interface Snippet {
  text: string;
  marks: Array<[number, number]>;
}

export const SNIPPET_LENGTH = 110;
/** How much of the text before the first hit the snippet keeps. */
const LEAD = 36;

/** The window of `original` around its first hit of `terms` (its start when none), with an
 *  ellipsis where it was cut and every hit inside it marked. */
export function makeSnippet(original: string, folded: string, terms: readonly Term[], length = SNIPPET_LENGTH): Snippet {
  const first = Math.min(...terms.map((t) => findTerm(folded, t)).filter((i) => i >= 0), Infinity);
  let start = first === Infinity || first <= LEAD ? 0 : first - LEAD;
  // Start at a word (Latin text) rather than in the middle of one.
  if (start > 0) {
    const space = original.lastIndexOf(' ', start);
    if (space >= 0 && start - space < 16) start = space + 1;
  }
  const end = Math.min(original.length, start + length);
  const pre = start > 0 ? '…' : '';
  // One space for one line break: the marks' offsets stay right.
  const text = pre + original.slice(start, end).replace(/\s/g, ' ') + (end < original.length ? '…' : '');
  return { text, marks: marksIn(folded, terms, start, end, pre.length) };
}

/** Every hit of `terms` inside [start, end) of the folded text, shifted into the snippet. */
function marksIn(folded: string, terms: readonly Term[], start: number, end: number, shift: number): Array<[number, number]> {
  const marks: Array<[number, number]> = [];
  for (const term of terms) {
    for (let at = findTerm(folded, term, start); at >= 0 && at + term.text.length <= end; at = findTerm(folded, term, at + 1)) {
      marks.push([at - start + shift, at - start + shift + term.text.length]);
    }
  }
  marks.sort((a, b) => a[0] - b[0]);
  // Overlapping hits ("fly" in "flying" with "flying") become one mark.
  const merged: Array<[number, number]> = [];
  for (const m of marks) {
    const last = merged[merged.length - 1];
    if (last && m[0] <= last[1]) last[1] = Math.max(last[1], m[1]);
    else merged.push([...m]);
  }
  return merged;
}
