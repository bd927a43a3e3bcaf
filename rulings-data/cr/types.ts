// The Comprehensive Rules as the reader imports them (cr/read-cr.ts): the official English text,
// the community Simplified-Chinese translation, or a bilingual JSON, alone or paired by rule
// number. Pure data: stored as it is (IndexedDB in the extension, memory in the widget) and read
// by the definitions (cr-pack.ts), the rules viewer and the rules search. Never committed: the
// rules' sentences are licensed text the reader brings.

/** The languages a CR document can hold. */
export type CrLang = 'en' | 'zh';

/** One numbered rule: a section (`1`), a rule (`100`), a subrule (`100.1`, `100.1a`). */
export interface CrRule {
  /** Without a trailing dot: `1`, `100`, `100.1`, `100.1a`, `702.9b`. */
  number: string;
  /** The rule's text in English (examples apart); absent when only the other language has it. */
  en?: string;
  /** The rule's text in Simplified Chinese; absent when only English has it. */
  zh?: string;
  /** "Example:" paragraphs under the rule, per language, in order, as written ("Example: …",
   *  "例如：…"); also the rare unnumbered paragraph that continues a rule (the JSON's "extras"). */
  examples?: { en?: string[]; zh?: string[] };
}

/** One glossary entry: the term and its text, in one language or both (paired by the English
 *  term when both files name it, see read-cr.ts). */
export interface CrGlossaryEntry {
  en?: string;
  zh?: string;
  enText?: string;
  zhText?: string;
}

/** Where each language came from. */
export interface CrSourceFile {
  name: string;
  lang: CrLang;
  /** `official-txt` (Wizards' MagicCompRules YYYYMMDD.txt), `zh-txt` (the translation's text),
   *  `bilingual-json` (`{version, main, glossary}` as the community ships it). */
  kind: 'official-txt' | 'zh-txt' | 'bilingual-json';
}

export interface CrDoc {
  format: 1;
  /** `YYYYMMDD` of the effective date, e.g. `20260417` (what the bundle's crVersion says). */
  version: string;
  /** ISO `YYYY-MM-DD` of the effective date. */
  effectiveDate: string;
  /** The languages the document holds, `en` first. */
  languages: CrLang[];
  /** Every rule, in document order (section, rule, subrules…). */
  rules: CrRule[];
  glossary: CrGlossaryEntry[];
  files: CrSourceFile[];
  /** Rule numbers present in one language only, when two languages were paired (reported on
   *  import, kept in `rules`). */
  unpaired?: { en: string[]; zh: string[] };
}
