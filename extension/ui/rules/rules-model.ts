// The rules viewer's state rules without any DOM: the document cut into sections, rule groups
// and chunks (the units the page renders, a chunk at a time: use-shown-blocks.ts), where a
// `#hash` points, the language choice and its memory, and the height a chunk takes before it is
// rendered.
import { GLOSSARY_ID, glossaryAnchors, isGlossaryAnchor } from '../../../rulings-data/cr/glossary-anchors.ts';
import { resolveRule } from '../../../rulings-data/cr/rule-refs.ts';
import type { CrDoc, CrLang, CrRule } from '../../../rulings-data/cr/types.ts';

/** What the page shows: both languages side by side, or one alone. */
export type RulesLang = 'both' | CrLang;

/** Rules rendered together: a run of subrules of one group, cut before a numbered subrule
 *  (702.10) once CHUNK_ROWS are reached, so a jump into 702 (760 rows) renders a few dozen. */
export interface RuleChunk {
  /** `702:3` (group and position): the block key of use-shown-blocks. */
  key: string;
  rules: CrRule[];
  /** Characters of text in each language: for the height estimate. */
  chars: { en: number; zh: number };
}

/** One three-digit rule (`702`) and its subrules. */
export interface RuleGroup {
  /** `702`; for rules outside any three-digit rule (a malformed document), their own number. */
  number: string;
  /** The `702` row itself (its title); absent when the document lacks it. */
  head?: CrRule;
  chunks: RuleChunk[];
}

/** One section (`7`): its title row and its groups. */
export interface RuleSection {
  number: string;
  head?: CrRule;
  groups: RuleGroup[];
}

/** Glossary entries rendered together ([start, end) in the glossary). */
export interface GlossaryChunk {
  key: string;
  start: number;
  end: number;
  chars: { en: number; zh: number };
}

export interface RulesModel {
  sections: RuleSection[];
  /** Every rule number in the document. */
  numbers: Set<string>;
  /** Anchor (rule number, section, `glossary`, glossary entry) → the key of the chunk that
   *  shows it, or that follows it (a section's or group's first chunk). */
  chunkOf: Map<string, string>;
  /** The chunk shown first when no deep link points anywhere. */
  firstChunk: string | undefined;
  glossaryAnchors: string[];
  glossaryChunks: GlossaryChunk[];
}

/** Rows per chunk before the next numbered subrule starts a new one. */
export const CHUNK_ROWS = 60;
/** Glossary entries per chunk. */
export const GLOSSARY_CHUNK = 80;

const sectionOf = (number: string) => number[0];
const groupKey = (number: string) => number.split('.')[0];
const textChars = (en?: string, zh?: string, ex?: CrRule['examples']) => ({
  en: (en?.length ?? 0) + (ex?.en?.join('').length ?? 0),
  zh: (zh?.length ?? 0) + (ex?.zh?.join('').length ?? 0),
});

/** Adds `rule` to the group's last chunk, or to a new one at a numbered subrule (702.10, not
 *  702.10a) once the last chunk is full. */
function addToChunk(group: RuleGroup, rule: CrRule): RuleChunk {
  let chunk = group.chunks[group.chunks.length - 1];
  if (!chunk || (chunk.rules.length >= CHUNK_ROWS && !/[a-z]$/.test(rule.number))) {
    chunk = { key: `${group.number}:${group.chunks.length}`, rules: [], chars: { en: 0, zh: 0 } };
    group.chunks.push(chunk);
  }
  chunk.rules.push(rule);
  const c = textChars(rule.en, rule.zh, rule.examples);
  chunk.chars.en += c.en;
  chunk.chars.zh += c.zh;
  return chunk;
}

function glossaryChunks(glossary: CrDoc['glossary']): GlossaryChunk[] {
  const chunks: GlossaryChunk[] = [];
  for (let start = 0; start < glossary.length; start += GLOSSARY_CHUNK) {
    const end = Math.min(glossary.length, start + GLOSSARY_CHUNK);
    const chars = { en: 0, zh: 0 };
    for (const g of glossary.slice(start, end)) {
      chars.en += (g.en?.length ?? 0) + (g.enText?.length ?? 0);
      chars.zh += (g.zh?.length ?? 0) + (g.zhText?.length ?? 0);
    }
    chunks.push({ key: `${GLOSSARY_ID}:${chunks.length}`, start, end, chars });
  }
  return chunks;
}

export function buildRulesModel(doc: Pick<CrDoc, 'rules' | 'glossary'>): RulesModel {
  const sections: RuleSection[] = [];
  const chunkOf = new Map<string, string>();
  const numbers = new Set<string>();
  /** Headings waiting for the first chunk after them (a section, a group without rows yet). */
  let waiting: string[] = [];
  let section: RuleSection | undefined;
  let group: RuleGroup | undefined;
  for (const rule of doc.rules) {
    numbers.add(rule.number);
    const sec = sectionOf(rule.number);
    if (!section || section.number !== sec) {
      section = { number: sec, groups: [] };
      sections.push(section);
      group = undefined;
    }
    if (rule.number === sec) {
      section.head = rule;
      waiting.push(rule.number);
      continue;
    }
    const key = groupKey(rule.number);
    if (!group || group.number !== key) {
      group = { number: key, chunks: [] };
      section.groups.push(group);
    }
    if (rule.number === key) {
      group.head = rule;
      waiting.push(rule.number);
      continue;
    }
    const chunk = addToChunk(group, rule);
    chunkOf.set(rule.number, chunk.key);
    for (const w of waiting) chunkOf.set(w, chunk.key);
    waiting = [];
  }
  const anchors = glossaryAnchors(doc.glossary);
  const gChunks = glossaryChunks(doc.glossary);
  for (const c of gChunks) for (let i = c.start; i < c.end; i++) chunkOf.set(anchors[i], c.key);
  if (gChunks.length) chunkOf.set(GLOSSARY_ID, gChunks[0].key);
  const firstChunk = sections.flatMap((s) => s.groups).flatMap((g) => g.chunks)[0]?.key ?? gChunks[0]?.key;
  return { sections, numbers, chunkOf, firstChunk, glossaryAnchors: anchors, glossaryChunks: gChunks };
}

/** Where `#hash` points: a rule number the document has (or its nearest parent), the glossary
 *  or one of its entries; null for anything else (the skip link's target, a typo). */
export function targetOfHash(hash: string, model: RulesModel): string | null {
  let id = hash.replace(/^#/, '');
  try {
    id = decodeURIComponent(id);
  } catch {
    return null; // a broken escape: no target rather than an exception
  }
  if (!id) return null;
  if (isGlossaryAnchor(id)) return id === GLOSSARY_ID || model.glossaryAnchors.includes(id) ? id : null;
  const number = id.replace(/^(?:rule-|cr-?)/i, '').toLowerCase();
  if (model.numbers.has(number)) return number;
  return /^\d{1,3}(?:\.\d{1,3}[a-z]?)?$/.test(number) ? (resolveRule(number, model.numbers) ?? null) : null;
}

/** The language the page can show: the choice, unless the document lacks that language. */
export function effectiveLang(choice: RulesLang, languages: readonly CrLang[]): RulesLang {
  if (languages.length === 1) return languages[0];
  if (choice !== 'both' && !languages.includes(choice)) return 'both';
  return choice;
}

export const LANG_STORAGE_KEY = 'rulings-lens:rules-lang';
const LANGS: readonly RulesLang[] = ['both', 'en', 'zh'];

/** The remembered choice ('both' when none, or when storage is unavailable or holds junk). */
export function readLangChoice(storage: Pick<Storage, 'getItem'> | undefined): RulesLang {
  try {
    const v = storage?.getItem(LANG_STORAGE_KEY);
    return LANGS.includes(v as RulesLang) ? (v as RulesLang) : 'both';
  } catch {
    return 'both';
  }
}

export function saveLangChoice(storage: Pick<Storage, 'setItem'> | undefined, lang: RulesLang): void {
  try {
    storage?.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Storage full or disabled: the choice lasts for this visit only.
  }
}

/** Height (px) a chunk is given before it is rendered, near its real one, so the scroll bar
 *  and jumps are about right; the browser's scroll anchoring absorbs the difference. Side by
 *  side each column is about half as wide, so the longer language sets the height. */
export function estimateHeight(rows: number, chars: { en: number; zh: number }, lang: RulesLang, width: number): number {
  const column = lang === 'both' ? Math.max(200, (width - 120) / 2) : Math.max(300, width - 120);
  const charsPerLine = { en: column / 7.5, zh: column / 14 };
  const lines = (l: CrLang) => chars[l] / charsPerLine[l] + rows;
  const textLines = lang === 'both' ? Math.max(lines('en'), lines('zh')) : lines(lang);
  return Math.round(textLines * 21 + rows * 10);
}
