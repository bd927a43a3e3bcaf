// Reads the ability words (CR 207.2c: Landfall, Raid, Constellation…) out of the bilingual CR.
// The rule lists them in one English sentence and one Chinese sentence, in the same order:
//   en "… The ability words are adamant, addendum, …, void, and will of the council."
//   zh "…异能提示包括固色、附案、…、空洞，以及议定。"
// so the names are the two lists zipped. Only the names go in the table, never the sentences.
// The zip is checked: both lists must have the same length, and every ability word the CR's
// translatedterms table also lists (Eerie 异景, Flurry 连咒, Void 空洞…) must agree with it,
// so a reordered or missing item fails the generator instead of shifting every name.
// (The glossary is NOT used for this: its English and Chinese columns are sorted separately
// and drift apart, e.g. "Alternative Cost" sits next to 别名.)

export interface AbilityWordName {
  /** `207.2c`. */
  rule: string;
  /** Display name: the CR's word, first letter capitalised (`Landfall`, `Council’s dilemma`). */
  en: string;
  zh: string;
}

export const ABILITY_WORD_RULE = '207.2c';
const EN_LEAD = 'The ability words are ';
const ZH_LEAD = '异能提示包括';
const MAX_NAME_LENGTH = 40;

interface CrNode {
  chapter?: unknown;
  en?: unknown;
  zh?: unknown;
  subrules?: unknown;
}

function fail(source: string, why: string): never {
  throw new Error(`CR ${source} ${ABILITY_WORD_RULE}: ${why}`);
}

function findRule(nodes: unknown, chapter: string): CrNode | undefined {
  if (!Array.isArray(nodes)) return undefined;
  for (const node of nodes as CrNode[]) {
    if (node?.chapter === chapter) return node;
    const inner = findRule(node?.subrules, chapter);
    if (inner) return inner;
  }
  return undefined;
}

/** The text after `lead` up to the sentence end, or a clear error. */
function listAfter(text: unknown, lead: string, end: RegExp, lang: string, source: string): string {
  if (typeof text !== 'string') fail(source, `has no ${lang} text`);
  const at = text.indexOf(lead);
  if (at < 0) fail(source, `${lang} text no longer contains "${lead}" (the list moved?)`);
  const rest = text.slice(at + lead.length);
  const stop = rest.search(end);
  return (stop < 0 ? rest : rest.slice(0, stop)).trim();
}

function checkName(name: string, lang: string, source: string): string {
  if (name === '' || name.length > MAX_NAME_LENGTH || /[.。;；:：]/.test(name)) {
    fail(source, `${lang} item "${name.slice(0, 50)}" does not look like an ability word`);
  }
  return name;
}

/** Translatedterms rows (English → Chinese), lower-cased English keys. */
function translatedTerms(cr: unknown): Map<string, string> {
  const out = new Map<string, string>();
  const tables = (cr as { translatedterms?: unknown })?.translatedterms;
  if (typeof tables !== 'object' || tables === null) return out;
  for (const rows of Object.values(tables)) {
    if (!Array.isArray(rows)) continue;
    for (const row of rows as Array<{ English?: unknown; Chinese?: unknown }>) {
      if (typeof row?.English === 'string' && typeof row.Chinese === 'string') out.set(row.English.trim().toLowerCase(), row.Chinese.trim());
    }
  }
  return out;
}

/**
 * The ability words of CR 207.2c in the CR's (alphabetical) order. Throws, naming the file and
 * the rule, when the rule is missing, the two lists differ in length, or a pair disagrees with
 * the CR's translatedterms table.
 */
export function readAbilityWords(cr: unknown, source = 'input'): AbilityWordName[] {
  const node = findRule((cr as { main?: unknown })?.main, ABILITY_WORD_RULE);
  if (!node) fail(source, 'rule not found');
  const en = listAfter(node.en, EN_LEAD, /\.\s*$/, 'en', source)
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+/)
    .map((s) => checkName(s.trim(), 'en', source));
  const zh = listAfter(node.zh, ZH_LEAD, /。/, 'zh', source)
    .split(/\s*(?:、|，以及|，|以及)\s*/)
    .map((s) => checkName(s.trim(), 'zh', source));
  if (en.length !== zh.length) {
    fail(source, `lists ${en.length} English and ${zh.length} Chinese ability words; cannot pair them`);
  }
  const known = translatedTerms(cr);
  const out = en.map((word, i) => {
    const expected = known.get(word.toLowerCase());
    if (expected !== undefined && expected !== zh[i]) {
      fail(source, `item ${i + 1} pairs "${word}" with ${zh[i]}, but translatedterms says ${expected} (lists out of step?)`);
    }
    return { rule: ABILITY_WORD_RULE, en: word[0].toUpperCase() + word.slice(1), zh: zh[i] };
  });
  const dup = out.find((w, i) => out.findIndex((x) => x.en.toLowerCase() === w.en.toLowerCase()) !== i);
  if (dup) fail(source, `lists "${dup.en}" twice`);
  return out;
}
