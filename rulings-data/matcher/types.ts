// Public types of the matcher (see index.ts for the rules they implement).
import type { Confidence, Match } from '../schema.ts';

export interface MatchOptions {
  /** Lowest confidence returned. Default 'medium' (what the UI highlights by default). */
  minConfidence?: Confidence;
  /** 'auto' (default): look for MTG context in the text itself (window around the match AND the
   *  whole string's signals); 'mtg': the caller already knows the document is about MTG
   *  (page-level signal), so every match is at least 'medium'. */
  context?: 'auto' | 'mtg';
  /** Which keywords are marked (keywords/levels.ts): 'mechanics' (what a reader hovers to learn
   *  a mechanic), 'rules' (adds the game's everyday vocabulary: cast, exile, the stack…), or
   *  'everything' (default here, for linking and explicit markup; the widget, the extension and
   *  `rulings scan` default to 'mechanics'). The two strict levels also drop words that are not
   *  the keyword in their sentence (play/cast in ordinary English, "the shadow", site labels)
   *  and do not lift everyday words by the page's context alone. */
  level?: 'mechanics' | 'rules' | 'everything';
}

/** Language code of a keyword form inside TermData.info (low 2 bits). */
export const LANG_CODES = ['en', 'zh-Hans', 'zh-Hant'] as const;

/**
 * JSON-serialisable compiled term list, what the content script carries. Only strings and small
 * integers: the trie is rebuilt from it (lazily, in a few ms) by createMatcher.
 */
export interface TermData {
  version: 1;
  /** Keyword ids; an entry number indexes this array. */
  ids: string[];
  /** Everyday-word keywords (KeywordEntry.everyday): `entry << 2 | mask`, mask 1 = English, 2 = Chinese names. */
  everyday: number[];
  /** Entry numbers of ability words (CR 207.2c: Landfall, 地落…). Their dash signal is stricter
   *  (see local-signals.ts abilityWordAfter). Optional: term data built before it existed has none. */
  abilityWords?: number[];
  /** One letter per entry: its tier (keywords/levels.ts tierLetter; LEVEL_TIERS says which a
   *  level marks). Optional: term data built before it counts every entry as k. */
  tiers?: string;
  /** Keyword forms, already folded (see char-tables.ts foldTerm). */
  terms: string[];
  /** Per form: entry number × 4 + language code (0 en, 1 zh-Hans, 2 zh-Hant). */
  info: number[];
  /** Folded stop words: a keyword inside one of these is not a keyword (伪装成, 召集人…). */
  stop: string[];
  /** Folded MTG context phrases (万智牌, Magic: The Gathering, mana value…). */
  signals: string[];
}

export interface Matcher {
  /** Keywords in `text`, sorted by start, non-overlapping (leftmost-longest). */
  match(text: string, options?: MatchOptions): Match[];
  /** True when the text carries MTG signals (mana symbols like {2}{G} / {五}{红}, 万智牌,
   *  "Magic: The Gathering", a keyword used with a cost, ≥ 2 distinct non-everyday keywords…). */
  hasMtgContext(text: string): boolean;
  /** Builds what match() needs (done lazily on the first call otherwise) in short steps, yielding
   *  between them, so a caller can let the page run in between. Finished when it returns. */
  prepare(): Generator<void, void, undefined>;
}
