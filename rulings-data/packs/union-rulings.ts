// Puts rulings from several places (the built-in bundle, imported packs, the files of one pack)
// into one list. Unlike the build (parser/merge-rulings.ts keeps the first of two rulings with
// the same English text and warns), nothing a user imported is dropped:
// - a duplicate — same date, source, English and Chinese text (whitespace-normalised; the
//   Chinese also folded to one script, so a Traditional copy of a Simplified ruling is the same
//   ruling: zh/zh-script.ts) — is merged into the first one, which lists every origin and
//   shows the Simplified text of the two (a Traditional text alone is kept as it is);
// - a conflict — same English text but another date, source or Chinese text — is kept as its
//   own ruling, under an id derived from all four fields, so both show up and the reader sees
//   the disagreement.
import type { Ruling } from '../schema.ts';
import { normaliseEnglish, rulingId } from '../parser/merge-rulings.ts';
import { sha1Hex } from '../parser/sha1.ts';
import { foldZhScript, traditionalCharCount } from '../zh/zh-script.ts';

const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

type RulingFields = Pick<Ruling, 'date' | 'source' | 'en' | 'zh'>;

/** Date, source and English (normalised): what two copies of one ruling share before their
 *  Chinese is compared. */
const englishKey = (r: RulingFields, en = normaliseEnglish(r.en)) => `${r.date}\u0000${r.source}\u0000${en}`;

/** The identity of a ruling for de-duplication: date, source and both texts, the Chinese folded
 *  to one script (偽裝 and 伪装 are one ruling). */
export function rulingKey(r: RulingFields): string {
  return `${englishKey(r)}\u0000${foldZhScript(norm(r.zh))}`;
}

export interface UnionOutput {
  rulings: Ruling[];
  /** Duplicates merged into an earlier ruling. */
  duplicates: number;
  /** Rulings kept beside an earlier one with the same English text but other details. */
  conflicts: number;
}

/**
 * Unions lists in order; earlier lists win ids and positions. Input rulings are not mutated
 * (merged origins go onto copies), so a stored pack or the built-in bundle stays as it was.
 */
export function unionRulings(lists: ReadonlyArray<readonly Ruling[]>): UnionOutput {
  const out: Ruling[] = [];
  // The rulings kept so far by date, source and English; their Chinese is compared only among
  // those (as written first, then folded to one script): a merge of 70,000 rulings folds the
  // few texts that need it, not every text.
  const byEnglish = new Map<string, number[]>();
  const ids = new Set<string>();
  const copied = new Set<number>();
  const english = new Set<string>();
  let duplicates = 0;
  let conflicts = 0;
  for (const list of lists) {
    for (const r of list) {
      const en = normaliseEnglish(r.en);
      const same = englishKey(r, en);
      const candidates = byEnglish.get(same);
      const at = candidates && sameRuling(r, candidates, out);
      if (at !== undefined) {
        duplicates++;
        if (!copied.has(at)) {
          out[at] = { ...out[at], origins: [...out[at].origins] };
          copied.add(at);
        }
        out[at].origins.push(...r.origins);
        // Of a Traditional and a Simplified copy, the Simplified text is the one shown.
        if (r.zh !== out[at].zh && traditionalCharCount(r.zh) < traditionalCharCount(out[at].zh)) out[at].zh = r.zh;
        continue;
      }
      if (english.has(en)) conflicts++;
      english.add(en);
      // The id comes from the English text: a conflict (or a pack's own conflict id met again)
      // needs another one, derived from the four fields as written.
      const id = ids.has(r.id) ? conflictId(`${same}\u0000${norm(r.zh)}`, ids) : r.id;
      ids.add(id);
      if (candidates) candidates.push(out.length);
      else byEnglish.set(same, [out.length]);
      out.push(id === r.id ? r : { ...r, id });
    }
  }
  return { rulings: out, duplicates, conflicts };
}

/** The index of the ruling among `candidates` (same date, source and English) whose Chinese is
 *  r's, as written or but for the script; undefined when none is. */
function sameRuling(r: RulingFields, candidates: readonly number[], out: readonly Ruling[]): number | undefined {
  const zh = norm(r.zh);
  const exact = candidates.find((i) => norm(out[i].zh) === zh);
  if (exact !== undefined) return exact;
  const folded = foldZhScript(zh);
  return candidates.find((i) => foldZhScript(norm(out[i].zh)) === folded);
}

/** `r-` + 10 hex of the SHA-1 of every field; longer in the (practically impossible) clash. */
function conflictId(key: string, taken: Set<string>): string {
  const hex = sha1Hex(key);
  for (let n = 10; n <= 40; n += 2) {
    const id = 'r-' + hex.slice(0, n);
    if (!taken.has(id)) return id;
  }
  let i = 2;
  while (taken.has(`r-${hex}-${i}`)) i++;
  return `r-${hex}-${i}`;
}

/** Turns parsed rulings (one per bullet) into rulings with ids and origins, before the union. */
export function toRuling(r: { date: string; source: string; zh: string; en: string; file: string; line: number }): Ruling {
  return { id: rulingId(r.en), date: r.date, source: r.source, zh: r.zh, en: r.en, origins: [{ file: r.file, line: r.line }] };
}
