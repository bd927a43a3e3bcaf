// Fuse over a subset of a collection. Fuse has no "only these documents" option; a Fuse built
// per query over the picked documents, with their records (text + field norm, renumbered
// 0…n-1) made for them, scores exactly as an index of the whole collection would: a document's
// score depends only on its own texts and norms, and picked indexes stay in collection order,
// so Fuse's tie-break (earlier first) is unchanged too. Making the records of the few dozen
// documents a query picks costs less than storing and parsing records for all of them, which
// is why the bundle holds none (search-index.ts).
//
// Texts Fuse cannot match are left out of the records first (see textFilter): bitap reads a
// text once per error level it allows, so a Latin query spent a third of its time failing on
// the Chinese paragraphs, and a Chinese query most of its time on the English ones.
import Fuse, { type IFuseOptions } from 'fuse.js';
import { maxEdits } from './fuse-options.ts';

type IndexRecord = ReturnType<typeof Fuse.parseIndex>['records'][number];
type SubRecord = { v: string; n: number; i?: number };

export interface SubsetHit {
  /** Index in the whole collection. */
  index: number;
  score: number;
}

export interface FuseSubset {
  /** `picked`: ascending collection indexes, or null for the whole collection. */
  search(query: string, limit: number, picked: readonly number[] | null): SubsetHit[];
}

export function fuseSubset<T>(docs: readonly T[] | ((i: number) => T), count: number, options: IFuseOptions<T>): FuseSubset {
  const doc = typeof docs === 'function' ? docs : (i: number) => docs[i];
  let whole: Fuse<T> | null = null;
  return {
    search(query, limit, picked) {
      if (!picked) {
        // Every document (long queries, comparisons): indexed once, when first asked.
        whole ??= new Fuse(Array.from({ length: count }, (_, i) => doc(i)), options);
        return whole.search(query, { limit }).map((h) => ({ index: h.refIndex, score: h.score ?? 0 }));
      }
      const pickedDocs = picked.map(doc);
      const made = Fuse.createIndex(options.keys ?? [], pickedDocs).toJSON();
      const pickedRecords: IndexRecord[] = new Array(picked.length);
      for (const r of made.records) pickedRecords[r.i] = r;
      const canMatch = textFilter(query, options as IFuseOptions<unknown>);
      const kept: number[] = [];
      const keptDocs: T[] = [];
      const subset: IndexRecord[] = [];
      picked.forEach((i, k) => {
        const record = pickedRecords[k];
        if (!record?.$) return;
        const $ = canMatch ? keepMatchable(record.$ as Record<string, SubRecord | SubRecord[]>, canMatch) : record.$;
        if (!$ || Object.keys($).length === 0) return;
        subset.push({ i: kept.length, $ } as IndexRecord);
        kept.push(i);
        keptDocs.push(pickedDocs[k]);
      });
      if (kept.length === 0) return [];
      const index = Fuse.parseIndex<T>({ keys: made.keys, records: subset } as never);
      const fuse = new Fuse(keptDocs, options, index);
      return fuse.search(query, { limit }).map((h) => ({ index: kept[h.refIndex], score: h.score ?? 0 }));
    },
  };
}

/** The record with only the texts that pass `canMatch`; null when none does. */
function keepMatchable($: Record<string, SubRecord | SubRecord[]>, canMatch: (text: string) => boolean): IndexRecord['$'] | null {
  const out: Record<string, SubRecord | SubRecord[]> = {};
  let any = false;
  for (const key in $) {
    const value = $[key];
    if (Array.isArray(value)) {
      const texts = value.filter((r) => canMatch(r.v));
      if (texts.length) out[key] = texts;
      any ||= texts.length > 0;
    } else if (value && canMatch(value.v)) {
      out[key] = value;
      any = true;
    }
  }
  return any ? (out as IndexRecord['$']) : null;
}

const marks = new Uint8Array(0x10000);

/**
 * A cheap necessary condition for a bitap match, or null when it does not apply. A match with
 * at most k errors (Fuse's threshold) aligns at least m − k of the pattern's m characters with
 * equal characters of the text, so a text holding fewer than m − k characters that occur in the
 * pattern cannot match. Not used for what this rule does not cover: patterns Fuse splits into
 * 32-character chunks, diacritics folding, extended and token search.
 */
export function textFilter(query: string, options: IFuseOptions<unknown>): ((text: string) => boolean) | null {
  if (options.ignoreDiacritics || options.useExtendedSearch || options.useTokenSearch) return null;
  const caseSensitive = options.isCaseSensitive ?? false;
  const pattern = caseSensitive ? query : query.toLowerCase();
  const m = pattern.length;
  if (m === 0 || m > 32) return null;
  const need = m - maxEdits(m, options.threshold ?? 0.6);
  const alphabet = new Set<number>();
  for (let i = 0; i < m; i++) alphabet.add(pattern.charCodeAt(i));
  return (text) => {
    const t = caseSensitive ? text : text.toLowerCase();
    if (t.length < need) return false;
    for (const c of alphabet) marks[c] = 1;
    let count = 0;
    try {
      for (let i = 0; i < t.length; i++) if (marks[t.charCodeAt(i)] && ++count >= need) return true;
      return false;
    } finally {
      for (const c of alphabet) marks[c] = 0;
    }
  };
}
