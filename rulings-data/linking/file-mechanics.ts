// The mechanic(s) a rulings file is about. A 单卡释疑 file (a seed, or a file of an imported
// pack) is one card's rulings: most of them are about the card's mechanic(s) — Adventure,
// Phasing and Proliferate, Madness and Convoke — and the rest are general rules reminders
// ("Mana abilities can't be targeted"). The file says nothing about which is which, so the
// mechanics are read off its rulings: a mechanic the file keeps coming back to, named by at
// least MIN_RULINGS of its rulings and by at least MIN_SHARE of them. A file naming many
// mechanics once each (a mixed pack, a single ruling) has none, and its rulings are linked on
// their text alone (primary-links.ts).
import { RULES_VOCABULARY } from '../keywords/levels.ts';
import type { Ruling } from '../schema.ts';
import type { KindOf, RulingKeyword } from './link-rulings.ts';

export const MIN_RULINGS = 2;
export const MIN_SHARE = 1 / 5;

/** Can this keyword be what a file is about? Keyword abilities, mechanics, ability words and the
 *  keyword actions that are mechanics (Proliferate, Scry); not concepts (copy, the stack) nor
 *  the everyday verbs every ruling uses (cast, exile, discard, tap: levels.ts). An id of no
 *  known kind counts as a keyword, as in link-rulings.ts. */
export function isMechanic(id: string, kindOf: KindOf): boolean {
  const kind = kindOf(id);
  if (kind === 'concept') return false;
  return kind !== 'keyword-action' || !RULES_VOCABULARY.has(id);
}

export interface LinkedRuling {
  ruling: Ruling;
  keywords: readonly RulingKeyword[];
}

/** The files a ruling came from (a ruling de-duplicated across files has several). */
export function filesOf(ruling: Ruling): string[] {
  return [...new Set(ruling.origins.map((o) => o.file))];
}

/** Per file, its mechanics, most named first (ties by id). Files without one are left out. */
export function fileMechanics(linked: readonly LinkedRuling[], kindOf: KindOf): Map<string, string[]> {
  const perFile = new Map<string, { rulings: number; named: Map<string, number> }>();
  for (const { ruling, keywords } of linked) {
    for (const file of filesOf(ruling)) {
      let f = perFile.get(file);
      if (!f) perFile.set(file, (f = { rulings: 0, named: new Map() }));
      f.rulings++;
      // Any mention counts here, in either language: "face down" in the English and 朝上 in
      // the Chinese still say the ruling is about turning cards face up or down.
      for (const k of keywords) if (isMechanic(k.id, kindOf)) f.named.set(k.id, (f.named.get(k.id) ?? 0) + 1);
    }
  }
  const out = new Map<string, string[]>();
  for (const [file, { rulings, named }] of perFile) {
    const mechanics = [...named]
      .filter(([, n]) => n >= MIN_RULINGS && n >= rulings * MIN_SHARE)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([id]) => id);
    if (mechanics.length) out.set(file, mechanics);
  }
  return out;
}
