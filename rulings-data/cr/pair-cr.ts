// Pairs the files of one pick into one CrDoc: each language comes from one file (the bilingual
// JSON gives both), rules pair by number, glossary entries by their English term. A rule or
// entry in one language only is kept and reported. Two files of one language are refused (which
// one is meant?); dates that differ are a warning, and the English file's date is kept (the
// official text is what the translation follows).
import type { Diagnostic } from '../schema.ts';
import type { CrDoc, CrGlossaryEntry, CrLang, CrRule, CrSourceFile } from './types.ts';
import type { CrPart } from './cr-part.ts';
import { compareRules } from './cr-rule-number.ts';

const LANG_NAME: Record<CrLang, string> = { en: 'English', zh: 'Chinese' };
/** How many rule numbers a report names before "…". */
const NAMED = 5;

export type Paired = { doc: CrDoc; diagnostics: Diagnostic[] } | { doc: null; diagnostics: Diagnostic[] };

const diag = (file: string, severity: Diagnostic['severity'], message: string, at = { line: 1, col: 1 }): Diagnostic => ({ file, line: at.line, col: at.col, severity, message });

/** The part giving each language; errors when two parts give the same one. */
function partsByLang(parts: readonly CrPart[]): { by: Partial<Record<CrLang, CrPart>>; errors: Diagnostic[] } {
  const by: Partial<Record<CrLang, CrPart>> = {};
  const errors: Diagnostic[] = [];
  for (const part of parts) {
    for (const lang of part.langs) {
      const other = by[lang];
      if (other) {
        errors.push(diag(part.file, 'error', `two files give the ${LANG_NAME[lang]} rules (${other.file} and ${part.file}): pick one English and one Chinese file, or one bilingual JSON`));
      } else by[lang] = part;
    }
  }
  return { by, errors };
}

/** Every rule of both parts, paired by number, in the rules' order. */
function pairRules(en: CrPart, zh: CrPart): CrRule[] {
  const byNumber = new Map<string, CrRule>();
  for (const [part, lang] of [[en, 'en'], [zh, 'zh']] as const) {
    for (const r of part.rules) {
      const text = r[lang];
      if (!text) continue;
      const rule = byNumber.get(r.number) ?? { number: r.number };
      rule[lang] = text;
      const examples = r.examples?.[lang];
      if (examples?.length) rule.examples = { ...rule.examples, [lang]: examples };
      byNumber.set(r.number, rule);
    }
  }
  return [...byNumber.values()].sort((a, b) => compareRules(a.number, b.number));
}

/** The warning naming the rules one language lacks, at the first of them. */
function unpairedWarning(rules: readonly CrRule[], only: CrLang, part: CrPart): Diagnostic | null {
  const numbers = rules.filter((r) => r[only] && !r[only === 'en' ? 'zh' : 'en']).map((r) => r.number);
  if (numbers.length === 0) return null;
  const named = numbers.slice(0, NAMED).join(', ') + (numbers.length > NAMED ? ', …' : '');
  const other = LANG_NAME[only === 'en' ? 'zh' : 'en'];
  const message = `${numbers.length} rule${numbers.length === 1 ? ' is' : 's are'} in ${LANG_NAME[only]} only, not in the ${other} file (${named}); kept in ${LANG_NAME[only]} alone`;
  return diag(part.file, 'warning', message, part.where(numbers[0]));
}

const termKey = (term: string) => term.toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, ' ').trim();

/**
 * The glossary of both parts: a Chinese entry pairs with the English entry of the English term it
 * names (or, naming none, whose English term it is: "Oracle", "X"); when no Chinese entry names
 * an English term and both lists are as long, they pair in order. The rest stay one-language.
 */
function pairGlossary(en: readonly CrGlossaryEntry[], zh: readonly CrGlossaryEntry[]): { entries: CrGlossaryEntry[]; single: number } {
  if (zh.length === en.length && zh.every((z) => !z.en)) {
    return { entries: en.map((e, i) => ({ ...e, zh: zh[i].zh, zhText: zh[i].zhText })), single: 0 };
  }
  const entries = en.map((e) => ({ ...e }));
  const index = new Map(entries.map((e, i) => [termKey(e.en ?? ''), i]));
  let single = 0;
  for (const z of zh) {
    const i = index.get(termKey(z.en ?? z.zh ?? ''));
    if (i !== undefined && !entries[i].zhText) Object.assign(entries[i], { zh: z.zh, zhText: z.zhText });
    else {
      entries.push({ ...z });
      single++;
    }
  }
  single += entries.filter((e) => !e.zhText).length;
  return { entries, single };
}

function sourceFiles(by: Partial<Record<CrLang, CrPart>>): CrSourceFile[] {
  return (['en', 'zh'] as const).flatMap((lang) => (by[lang] ? [{ name: by[lang].file, lang, kind: by[lang].kind }] : []));
}

/** One document from the parts read without error. */
export function pairCr(parts: readonly CrPart[]): Paired {
  const { by, errors } = partsByLang(parts);
  if (errors.length) return { doc: null, diagnostics: errors };
  const { en, zh } = by;
  const languages = (['en', 'zh'] as const).filter((l) => by[l]);
  const main = (en ?? zh)!;
  const base = { format: 1 as const, version: main.version, effectiveDate: main.effectiveDate, languages, files: sourceFiles(by) };
  if (!en || !zh || en === zh) return { doc: { ...base, rules: main.rules, glossary: main.glossary }, diagnostics: [] };

  const diagnostics: Diagnostic[] = [];
  if (en.version !== zh.version) {
    diagnostics.push(diag(zh.file, 'warning', `the Chinese file is effective ${zh.effectiveDate} and the English one ${en.effectiveDate}; the English date is kept`, zh.datePos));
  }
  const rules = pairRules(en, zh);
  const unpaired = { en: rules.filter((r) => r.en && !r.zh).map((r) => r.number), zh: rules.filter((r) => r.zh && !r.en).map((r) => r.number) };
  for (const [only, part] of [['en', en], ['zh', zh]] as const) {
    const w = unpairedWarning(rules, only, part);
    if (w) diagnostics.push(w);
  }
  const glossary = pairGlossary(en.glossary, zh.glossary);
  if (glossary.single > 0) {
    diagnostics.push(diag(zh.file, 'warning', `${glossary.single} glossary entr${glossary.single === 1 ? 'y is' : 'ies are'} in one language only (no entry of the same English term in the other file); kept`));
  }
  const doc: CrDoc = { ...base, rules, glossary: glossary.entries };
  if (unpaired.en.length || unpaired.zh.length) doc.unpaired = unpaired;
  return { doc, diagnostics };
}
