// The glossary of a CR text: entries separated by blank lines, each a term line then its
// definition line(s) (kept joined by "\n", as the bilingual JSON keeps them). In the Chinese
// translation a term line may also name the English term it translates, which pairs the two
// glossaries (pair-cr.ts). Accepted Chinese term lines:
//   "撤废"                    (the Chinese term alone),
//   "撤废（Abandon）", "撤废 (Abandon)"   (English in full-width or ASCII parentheses, which may
//                              hold parentheses of their own: "埋葬（已废止）（Bury (Obsolete)）"),
//   "撤废 Abandon"            (English after a space, following the last Chinese character).
// A parenthesis holding Chinese ("押注（用作动词）") is part of the Chinese term.
import type { CrGlossaryEntry, CrLang } from './types.ts';
import type { CrReport } from './cr-part.ts';
import type { TextLine } from './cr-text-lines.ts';

const HAN = /\p{Script=Han}/u;
const LATIN_START = /^[A-Za-z“"‘'[]/;

/** The English term a Chinese term line ends with in parentheses, and what comes before it. */
function parenthesised(term: string): { zh: string; en: string } | null {
  const last = term[term.length - 1];
  if (last !== ')' && last !== '）') return null;
  let depth = 0;
  for (let i = term.length - 1; i >= 0; i--) {
    const c = term[i];
    if (c === ')' || c === '）') depth++;
    else if ((c === '(' || c === '（') && --depth === 0) {
      const en = term.slice(i + 1, -1).trim();
      const zh = term.slice(0, i).trim();
      return en && zh && LATIN_START.test(en) && !HAN.test(en) ? { zh, en } : null;
    }
  }
  return null;
}

/** A Chinese term line split into the Chinese term and the English one it names, if any. */
export function splitZhTerm(line: string): { zh: string; en?: string } {
  // "撤废 Abandon": the English after a space that follows the last Chinese character or
  // full-width punctuation (first: "埋葬（已废止） Bury (Obsolete)" ends in parentheses too).
  const m = /^(.*[\p{Script=Han}\u3000-\u303f\uff00-\uffef])\s+([A-Za-z“"‘'[].*)$/u.exec(line);
  if (m && !HAN.test(m[2])) return { zh: m[1].trim(), en: m[2].trim() };
  return parenthesised(line) ?? { zh: line };
}

/** Reads the glossary's lines (between its heading and the credits) in one language. */
export function readGlossaryLines(lines: readonly TextLine[], lang: CrLang, report: CrReport): CrGlossaryEntry[] {
  const entries: CrGlossaryEntry[] = [];
  let block: TextLine[] = [];
  const flush = () => {
    if (block.length === 0) return;
    const [term, ...text] = block;
    block = [];
    if (text.length === 0) {
      report.warn('glossary', `glossary term "${term.text}" has no definition under it; skipped`, term);
      return;
    }
    const definition = text.map((l) => l.text).join('\n');
    if (lang === 'en') entries.push({ en: term.text, enText: definition });
    else {
      const { zh, en } = splitZhTerm(term.text);
      entries.push(en ? { en, zh, zhText: definition } : { zh, zhText: definition });
    }
  };
  for (const l of lines) {
    if (l.text) block.push(l);
    else flush();
  }
  flush();
  return entries;
}
