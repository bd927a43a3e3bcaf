// Levels of marking: which keywords a reader sees marked. One setting everywhere (extension
// options and popup, widget `level` / `data-level`, `rulings scan --level`), default 'mechanics'.
//
//   mechanics  keyword abilities (Flying, Ward…), keyword actions that are mechanics
//              (Proliferate, Scry, Investigate…), the seed mechanics (Adventure, face-down…) and
//              ability words in card shape. What a player hovers to learn a mechanic.
//   rules      adds everyday rules vocabulary: cast, play, exile, destroy, counter, the stack,
//              counters, token, phases and steps, mana value… (KeywordKind 'concept' and the
//              actions in RULES_VOCABULARY). For learners.
//   everything every keyword, with the loosest context rules (what 0.1 marked).
import type { KeywordEntry } from '../schema.ts';

export const LEVELS = ['mechanics', 'rules', 'everything'] as const;
export type Level = (typeof LEVELS)[number];
export const DEFAULT_LEVEL: Level = 'mechanics';

/** Keyword actions (CR 701) that are the game's everyday verbs rather than mechanics. */
export const RULES_VOCABULARY: ReadonlySet<string> = new Set([
  'activate', 'attach', 'cast', 'counter', 'create', 'destroy', 'discard', 'double', 'triple',
  'exchange', 'exile', 'play', 'reveal', 'sacrifice', 'search', 'shuffle', 'tap-and-untap',
]);

/**
 * A keyword's tier letter (TermData.tiers): k keyword ability, v keyword action that is a
 * mechanic (proliferate, explore), m seed mechanic or ability word, a rules-vocabulary action
 * (cast, exile), c rules concept, x nothing to show beyond its names (a summary, a definition or
 * a ruling: `hasContent`), marked only at 'everything'.
 */
export function tierLetter(entry: Pick<KeywordEntry, 'id' | 'kind'>, hasContent = true): string {
  if (!hasContent) return 'x';
  if (entry.kind === 'concept') return 'c';
  if (RULES_VOCABULARY.has(entry.id)) return 'a';
  return entry.kind === 'keyword-ability' ? 'k' : entry.kind === 'keyword-action' ? 'v' : 'm';
}

/** The tier letters each level marks. */
export const LEVEL_TIERS: Readonly<Record<Level, string>> = { mechanics: 'kvm', rules: 'kvmac', everything: 'kvmacx' };
