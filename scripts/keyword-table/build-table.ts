// Pure core of the keyword table generator: CR JSON (parsed) in, KeywordEntry[] out. Only
// names, ids, kinds and rule numbers go in the table — never rules text.

import type { KeywordEntry, KeywordKind } from '../../rulings-data/schema.ts';
import { readAbilityWords } from './ability-words.ts';
import { chapterKey, compareRules, crChapters, readKeywordNames } from './cr-names.ts';
import { EVERYDAY_EN, EVERYDAY_ZH } from './everyday.ts';
import { EXTRAS, type ExtraEntry } from './extras.ts';
import { inflectVerbPhrase, nounForms, type VerbSpec } from './inflect.ts';
import { ID_PATTERN, nameVariants, toId } from './names.ts';
import { OVERRIDES, VERB_ABILITIES, type KeywordOverride } from './overrides.ts';
import { hantNames } from './zh-hant.ts';

/** Hand-written inputs, injectable so tests can feed broken ones. */
export interface TableConfig {
  overrides: Readonly<Record<string, KeywordOverride>>;
  verbAbilities: readonly string[];
  extras: readonly ExtraEntry[];
  /** Ids whose English names are everyday words. */
  everydayEn: readonly string[];
  /** Ids whose Chinese names are everyday words. */
  everydayZh: readonly string[];
}

export const DEFAULT_CONFIG: TableConfig = {
  overrides: OVERRIDES,
  verbAbilities: VERB_ABILITIES,
  extras: EXTRAS,
  everydayEn: EVERYDAY_EN,
  everydayZh: Object.keys(EVERYDAY_ZH),
};

const MAX_NAME_LENGTH = 40;
const HAN = /\p{Script=Han}/u;

function dedupe(names: readonly string[], fold: (s: string) => string): string[] {
  const seen = new Set<string>();
  return names.filter((n) => {
    const key = fold(n);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

interface Draft {
  id: string;
  kind: KeywordKind;
  rule: string;
  en: string[];
  zhHans: string[];
  verbs: readonly VerbSpec[];
  nouns: readonly string[];
}

function makeEntry(d: Draft, en: ReadonlySet<string>, zh: ReadonlySet<string>): KeywordEntry {
  const forms = [...d.verbs.flatMap(inflectVerbPhrase), ...d.nouns.flatMap(nounForms)];
  const zhHans = dedupe(d.zhHans.map((z) => z.trim()), (s) => s);
  const entry: KeywordEntry = {
    id: d.id,
    kind: d.kind,
    rule: d.rule,
    en: dedupe([...d.en, ...forms].map((e) => e.trim()), (s) => s.toLowerCase()),
    zhHans,
    zhHant: hantNames(zhHans),
  };
  // Per language: proliferate is a rare English word but 增殖 is everyday Chinese.
  if (en.has(d.id) || zh.has(d.id)) entry.everyday = en.has(d.id) && zh.has(d.id) ? true : en.has(d.id) ? 'en' : 'zh';
  return entry;
}

function keywordDrafts(cr: unknown, source: string, config: TableConfig): Draft[] {
  return readKeywordNames(cr, source).map((k) => {
    const id = toId(k.en);
    const o = config.overrides[id] ?? {};
    const names = nameVariants(k.en, k.zh);
    const display = names.en[0];
    let verbs: readonly VerbSpec[] = [];
    if (o.verbs) verbs = o.verbs;
    else if (k.kind === 'keyword-action' && o.inflect !== false) verbs = [display];
    else if (config.verbAbilities.includes(id)) verbs = [display];
    return {
      id,
      kind: k.kind,
      rule: k.rule,
      en: [...names.en, ...(o.en ?? [])],
      zhHans: [...names.zh, ...(o.zhHans ?? [])],
      verbs,
      nouns: [],
    };
  });
}

/** CR 207.2c ability words: names only, never inflected (they are labels, not verbs). */
function abilityWordDrafts(cr: unknown, source: string, config: TableConfig): Draft[] {
  return readAbilityWords(cr, source).map((w) => {
    const id = toId(w.en);
    const o = config.overrides[id] ?? {};
    return { id, kind: 'ability-word', rule: w.rule, en: [w.en, ...(o.en ?? [])], zhHans: [w.zh, ...(o.zhHans ?? [])], verbs: [], nouns: [] };
  });
}

function extraDrafts(config: TableConfig): Draft[] {
  return [...config.extras]
    .sort((a, b) => compareRules(a.rule, b.rule) || a.id.localeCompare(b.id))
    .map((x) => ({ ...x, en: [...x.en], zhHans: [...x.zhHans], verbs: x.verbs ?? [], nouns: x.nouns ?? [] }));
}

/** Every rule the table must satisfy; returns the problems found (empty = fine). */
export function checkTable(
  entries: readonly KeywordEntry[],
  config: TableConfig,
  chapters: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  const ids = new Map<string, number>();
  for (const e of entries) ids.set(e.id, (ids.get(e.id) ?? 0) + 1);
  for (const [id, n] of ids) if (n > 1) problems.push(`id "${id}" is used by ${n} entries`);

  const owners = new Map<string, Set<string>>();
  const own = (key: string, id: string) => owners.set(key, (owners.get(key) ?? new Set()).add(id));
  for (const e of entries) {
    if (!ID_PATTERN.test(e.id)) problems.push(`id "${e.id}" is not kebab-case`);
    if (!chapters.has(chapterKey(e.rule))) problems.push(`${e.id}: rule ${e.rule} is not in the CR`);
    if (e.en.length === 0 || e.zhHans.length === 0 || e.zhHant.length === 0) {
      problems.push(`${e.id}: needs at least one en, zhHans and zhHant name`);
    }
    if (!e.zhHans.some((z) => HAN.test(z))) problems.push(`${e.id}: no zhHans name has Han characters`);
    for (const name of [...e.en, ...e.zhHans, ...e.zhHant]) {
      if (name.length === 0 || name.length > MAX_NAME_LENGTH || /[.。]\s|[.。]$/.test(name)) {
        problems.push(`${e.id}: "${name}" does not look like a name (empty, long or a sentence)`);
      }
    }
    for (const name of e.en) own(`en:${name.toLowerCase()}`, e.id);
    // Simplified and Traditional share one namespace: a page may mix them.
    for (const name of [...e.zhHans, ...e.zhHant]) own(`zh:${name}`, e.id);
  }
  for (const [key, who] of owners) {
    if (who.size > 1) problems.push(`name "${key.slice(3)}" belongs to several entries: ${[...who].join(', ')}`);
  }

  const byId = new Map(entries.map((e) => [e.id, e]));
  for (const id of Object.keys(config.overrides)) {
    if (!byId.has(id)) problems.push(`overrides: no keyword has id "${id}"`);
  }
  for (const id of config.verbAbilities) {
    if (byId.get(id)?.kind !== 'keyword-ability') problems.push(`VERB_ABILITIES: "${id}" is not a keyword ability id`);
  }
  for (const id of [...config.everydayEn, ...config.everydayZh]) if (!byId.has(id)) problems.push(`everyday: no entry has id "${id}"`);
  return problems;
}

/**
 * Builds the table from a parsed CR JSON: the 701/702 keywords in rule order, then the 207.2c
 * ability words in the CR's order, then the hand-written extras by rule. Throws one error
 * listing every problem (unknown ids in the hand-written lists, duplicate ids, a name shared by
 * two entries, a bad rule number…).
 */
export function buildKeywordTable(cr: unknown, source = 'input', config: TableConfig = DEFAULT_CONFIG): KeywordEntry[] {
  const en = new Set(config.everydayEn);
  const zh = new Set(config.everydayZh);
  const drafts = [...keywordDrafts(cr, source, config), ...abilityWordDrafts(cr, source, config), ...extraDrafts(config)];
  const entries = drafts.map((d) => makeEntry(d, en, zh));
  const problems = checkTable(entries, config, crChapters(cr, source));
  if (problems.length > 0) {
    throw new Error(`keyword table from ${source} has ${problems.length} problem(s):\n  - ${problems.join('\n  - ')}`);
  }
  return entries;
}

/** One entry per line: small diffs, stable bytes. */
export function serializeTable(entries: readonly KeywordEntry[]): string {
  return `[\n${entries.map((e) => `  ${JSON.stringify(e)}`).join(',\n')}\n]\n`;
}
