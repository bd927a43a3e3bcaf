// The personal pack's text grows by appending: the rulings a capture adds are written after
// the text already there, in the seeds' layout, so the stored file stays one readable 单卡释疑
// text that exports, edits and imports like any other. A ruling the pack already holds (same
// date, source and both texts: union-rulings.ts rulingKey) is reported, not written twice.
import type { Ruling } from '../schema.ts';
import { TITLES } from '../parser/resolve-bullet.ts';
import { rulingKey } from './union-rulings.ts';

type RulingText = Pick<Ruling, 'date' | 'source' | 'zh' | 'en'>;

/** Bullets in the seeds' layout (no title): header, blank, Chinese, blank, English, blank. */
export function seedTextOf(rulings: readonly RulingText[]): string {
  return rulings.map((r) => `• (${r.date} ${r.source})\n\n  ${r.zh}\n\n  ${r.en}\n`).join('\n');
}

/** The captured rulings split into those the pack lacks (in capture order) and those it has. */
export function splitNewRulings<R extends RulingText>(existing: readonly RulingText[], captured: readonly R[]): { fresh: R[]; already: R[] } {
  const have = new Set(existing.map(rulingKey));
  const fresh: R[] = [];
  const already: R[] = [];
  for (const r of captured) {
    const key = rulingKey(r);
    (have.has(key) ? already : fresh).push(r);
    have.add(key); // the same ruling twice in one capture is added once
  }
  return { fresh, already };
}

/** `existing` (the pack's text; null for a new pack) with `fresh` appended. */
export function appendRulingsText(existing: string | null, fresh: readonly RulingText[]): string {
  const head = existing === null || existing.trim() === '' ? `${TITLES[0]}\n` : existing.replace(/\s*$/, '\n');
  return fresh.length === 0 ? head : `${head}\n${seedTextOf(fresh)}`;
}
