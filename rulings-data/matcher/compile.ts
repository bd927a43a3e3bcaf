// compileTerms: keyword table → TermData (the compact, JSON-safe list createMatcher rebuilds its
// trie from). Runs at bundle-build time; validates the table so a bad row fails loudly here
// instead of silently never matching in a browser.
import type { KeywordEntry } from '../schema.ts';
import { foldTerm } from './char-tables.ts';
import { SIGNALS_EN, SIGNALS_ZH, STOP_EN, STOP_ZH, words } from './stoplist.ts';
import type { TermData } from './types.ts';
import { tierLetter } from '../keywords/levels.ts';

export interface CompileOptions {
  /** Whether a keyword has anything to show beyond its names (a summary, a definition, a
   *  ruling). One that has not gets tier x: marked only at the 'everything' level. Default: all. */
  hasContent?: (id: string) => boolean;
}

const FIELDS = [
  ['en', 0],
  ['zhHans', 1],
  ['zhHant', 2],
] as const;

/** Longest stop word / signal phrase we look inside for keywords (characters). */
const MAX_EXTRA_LENGTH = 40;

export function compileTerms(entries: readonly KeywordEntry[], options: CompileOptions = {}): TermData {
  if (!Array.isArray(entries)) throw new Error('compileTerms: expected an array of keyword entries');
  const ids: string[] = [];
  const everyday: number[] = [];
  const abilityWords: number[] = [];
  let tiers = '';
  const terms: string[] = [];
  const info: number[] = [];
  /** folded form → where it came from (first occurrence wins within one entry). */
  const owner = new Map<string, { entry: number; where: string }>();
  const seenIds = new Map<string, number>();

  entries.forEach((entry, i) => {
    const at = `compileTerms: entry #${i}`;
    if (!entry || typeof entry !== 'object') throw new Error(`${at} is not an object`);
    if (typeof entry.id !== 'string' || entry.id.trim() === '') throw new Error(`${at} has no id`);
    const where = `${at} (id "${entry.id}")`;
    const dup = seenIds.get(entry.id);
    if (dup !== undefined) throw new Error(`${where}: id already used by entry #${dup}`);
    seenIds.set(entry.id, i);
    ids.push(entry.id);
    // Packed as entry << 2 | language mask (1 = English names, 2 = Chinese names).
    const mask = entry.everyday === true ? 3 : entry.everyday === 'en' ? 1 : entry.everyday === 'zh' ? 2 : 0;
    if (mask) everyday.push((i << 2) | mask);
    if (entry.kind === 'ability-word') abilityWords.push(i);
    tiers += tierLetter(entry, options.hasContent?.(entry.id) ?? true);
    let forms = 0;
    for (const [field, lang] of FIELDS) {
      const list = entry[field];
      if (!Array.isArray(list)) throw new Error(`${where}: ${field} is not an array`);
      list.forEach((form, k) => {
        if (typeof form !== 'string') throw new Error(`${where}: ${field}[${k}] is not a string`);
        const key = foldTerm(form);
        if (key === '') throw new Error(`${where}: ${field}[${k}] is empty`);
        const prev = owner.get(key);
        if (prev) {
          if (prev.entry === i) return; // same name in two scripts (先攻 = 先攻): keep the first
          throw new Error(`${where}: ${field}[${k}] "${form}" is also a name of ${prev.where}; a text cannot tell them apart`);
        }
        owner.set(key, { entry: i, where: `entry #${i} (id "${entry.id}")` });
        terms.push(key);
        info.push(i * 4 + lang);
        forms++;
      });
    }
    if (forms === 0) throw new Error(`${where}: has no names in en, zhHans or zhHant`);
  });

  return {
    version: 1,
    ids,
    everyday,
    abilityWords,
    tiers,
    terms,
    info,
    stop: extras([...STOP_EN, ...words(STOP_ZH, 0), ...words(STOP_ZH, 1)], owner, true),
    signals: extras([...SIGNALS_EN, ...words(SIGNALS_ZH, 0), ...words(SIGNALS_ZH, 1)], owner, false),
  };
}

/**
 * Folds and de-duplicates stop words / signal phrases. A phrase that is itself a keyword name is
 * dropped (the keyword wins). Stop words that contain no keyword are dropped: they could never
 * suppress anything and would only cost trie nodes.
 */
function extras(list: readonly string[], owner: ReadonlyMap<string, unknown>, needsKeyword: boolean): string[] {
  const out = new Set<string>();
  for (const word of list) {
    const key = foldTerm(word);
    if (key === '' || owner.has(key) || key.length > MAX_EXTRA_LENGTH) continue;
    if (needsKeyword && !containsKeyword(key, owner)) continue;
    out.add(key);
  }
  return [...out];
}

function containsKeyword(word: string, owner: ReadonlyMap<string, unknown>): boolean {
  for (let a = 0; a < word.length; a++) {
    for (let b = a + 1; b <= word.length; b++) if (owner.has(word.slice(a, b))) return true;
  }
  return false;
}

/** Checks a TermData read from JSON before the trie is built from it. */
export function assertTermData(data: unknown): asserts data is TermData {
  const d = data as Partial<TermData> | null;
  const fail = (why: string) => {
    throw new Error(`createMatcher: invalid TermData: ${why}`);
  };
  if (!d || typeof d !== 'object') fail('not an object');
  if (d!.version !== 1) fail(`version ${JSON.stringify(d!.version)} is not supported (expected 1)`);
  for (const key of ['ids', 'everyday', 'terms', 'info', 'stop', 'signals'] as const) {
    if (!Array.isArray(d![key])) fail(`${key} is not an array`);
  }
  const { ids, terms, info, everyday } = d as TermData;
  if (terms.length !== info.length) fail(`terms (${terms.length}) and info (${info.length}) differ in length`);
  // Plain loops, no callback per entry: this runs at every mount, as cold code (interpreted:
  // ~4 ms with forEach in Firefox on the full table, measured).
  const entries = ids.length;
  for (let k = 0; k < info.length; k++) {
    const n = info[k];
    if (!Number.isInteger(n) || n < 0 || n >> 2 >= entries || (n & 3) === 3) fail(`info[${k}] = ${n} is out of range`);
  }
  for (let k = 0; k < everyday.length; k++) {
    const n = everyday[k];
    if (!Number.isInteger(n) || n < 0 || n >> 2 >= entries || (n & 3) === 0) fail(`everyday[${k}] = ${n} is out of range`);
  }
  const words = (d as TermData).abilityWords ?? [];
  if (!Array.isArray(words)) fail('abilityWords is not an array');
  for (let k = 0; k < words.length; k++) {
    const n = words[k];
    if (!Number.isInteger(n) || n < 0 || n >= entries) fail(`abilityWords[${k}] = ${n} is out of range`);
  }
  const tiers = (d as TermData).tiers;
  if (tiers !== undefined && (typeof tiers !== 'string' || tiers.length !== entries || /[^kvmacx]/.test(tiers))) {
    fail(`tiers must be one letter of k v m a c x per entry (${entries})`);
  }
  for (const key of ['terms', 'stop', 'signals'] as const) {
    const list = (d as TermData)[key];
    for (let k = 0; k < list.length; k++) {
      const s = list[k];
      if (typeof s !== 'string' || s === '') fail(`${key}[${k}] is not a non-empty string`);
    }
  }
}
