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

/** Tier of a keyword: 0 mechanics, 1 rules vocabulary, 2 only at 'everything'. `hasContent`
 *  says whether the keyword has anything to show beyond its names (a summary, a definition or
 *  a ruling); one that has not is marked only at 'everything'. */
export function tierOf(entry: Pick<KeywordEntry, 'id' | 'kind'>, hasContent = true): 0 | 1 | 2 {
  if (!hasContent) return 2;
  return entry.kind === 'concept' || RULES_VOCABULARY.has(entry.id) ? 1 : 0;
}

/** The highest tier a level marks. */
export function maxTier(level: Level): 0 | 1 | 2 {
  return level === 'mechanics' ? 0 : level === 'rules' ? 1 : 2;
}
