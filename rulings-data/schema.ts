// The shared vocabulary of Rulings Lens. Pure types: no DOM, no browser API, no runtime code,
// so every layer (rulings-data → widget → extension) can import it without pulling anything in.

/** Scripts the matcher and the UI know. zh-Hans is what the seeds are written in. */
export type Lang = 'en' | 'zh-Hans' | 'zh-Hant';

/** How sure the matcher is that a word is meant as an MTG keyword (see matcher/README in comments). */
export type Confidence = 'low' | 'medium' | 'high';

/** Sources the UI has a badge for. Any other source string is kept as written and warned about. */
export const KNOWN_SOURCES = ['official', 'MTGZH', 'gpt'] as const;
export type KnownSource = (typeof KNOWN_SOURCES)[number];

/** Where a ruling was read: one entry per file (and line of its bullet) it appeared in. */
export interface RulingOrigin {
  file: string;
  line: number;
}

/** One bilingual ruling, after parsing and de-duplication across files. */
export interface Ruling {
  /** Stable id derived from the English text: `r-` + 10 hex chars of its SHA-1. */
  id: string;
  /** ISO date `YYYY-MM-DD`, validated (a real calendar day). */
  date: string;
  /** As written in the bullet, e.g. `official`, `MTGZH`, `gpt`. */
  source: string;
  /** Simplified Chinese paragraph (wrapped lines joined). */
  zh: string;
  /** English paragraph (wrapped lines joined with single spaces). */
  en: string;
  /** Every file it came from, in input order. */
  origins: RulingOrigin[];
}

export type Severity = 'error' | 'warning';

/** A problem found in a source file, positioned for `file:line:col` output (1-based). */
export interface Diagnostic {
  file: string;
  line: number;
  col: number;
  severity: Severity;
  message: string;
}

/** `ability-word`: the italic words of CR 207.2c (Landfall 地落, Raid 突击…): no rules meaning of
 * their own, but readers meet them on cards and in rulings. */
export type KeywordKind = 'keyword-action' | 'keyword-ability' | 'ability-word' | 'mechanic' | 'concept';

/** One row of the committed keyword names table (facts only: ids, names, rule numbers). */
export interface KeywordEntry {
  /** Stable kebab-case id from the English name: `proliferate`, `first-strike`, `adventure`. */
  id: string;
  kind: KeywordKind;
  /** CR rule number without trailing dot: `702.35`, `701.34`, `715`. */
  rule: string;
  /** English names: [0] is the display name; then aliases and inflections (lower-case ok). */
  en: string[];
  /** Simplified Chinese names: [0] is the display name (CR translation); then aliases. */
  zhHans: string[];
  /** Traditional Chinese names derived with opencc-js cn→tw (+ protected terms). */
  zhHant: string[];
  /** Set when a name is also an everyday word (adventure, madness, ward, 伪装…): such matches
   * are low confidence unless the text around them has MTG context. `true` = in both
   * languages; `'en'` / `'zh'` = only that language's names (proliferate is a rare English
   * word, but 增殖 is everyday Chinese). */
  everyday?: boolean | 'en' | 'zh';
}

/** One keyword found in text. Offsets are UTF-16 code units into the scanned string. */
export interface Match {
  start: number;
  end: number;
  /** Keyword id (KeywordEntry.id). */
  id: string;
  lang: Lang;
  confidence: Confidence;
}

/** CR text attached to a keyword when the build had the data pack (never committed). */
export interface Definition {
  /** Rule number of the paragraph, e.g. `702.35a`. */
  rule: string;
  en: string;
  zh: string;
}

/** A keyword's link to a ruling; higher score = more "about" the keyword. */
export interface RulingLink {
  rulingId: string;
  score: number;
  /** The ruling is about the keyword (linking/primary-links.ts); absent: it only mentions it
   *  (the tooltip shows those apart, collapsed). Absent rather than false to keep bundles small. */
  primary?: true;
}

/** A keyword's whole CR rule (cr/cr-pack.ts fullRuleFor), for the tooltip's "whole rule" view. */
export interface FullRule {
  /** The rule's paragraphs in document order, the definition among them; a long rule is cut. */
  paragraphs: Definition[];
  /** How many paragraphs past the cut were left out (absent: none). */
  omitted?: number;
}

/** A keyword's one-line summary in our own words (keywords/summaries.ts): committed data, so
 *  it is there without the CR pack. */
export interface KeywordSummary {
  en: string;
  zh: string;
}

/** Keyword as shipped in the bundle. */
export interface BundleKeyword extends KeywordEntry {
  /** Rulings ranked most relevant first. */
  rulings: RulingLink[];
  /** One-line summary (absent for a keyword that has none yet). */
  summary?: KeywordSummary;
  /** CR paragraphs, only when the bundle was built with the data pack: [0] is the subrule that
   *  says what the keyword does (not one that only classifies it). None for ability words. */
  definitions?: Definition[];
  /** The whole rule, only with the data pack, and only when it has more than the definition. */
  fullRule?: FullRule;
}

/** Which data a build carries (see bundle/data-version.ts); every built artefact states it. */
export interface DataVersion {
  /** The package version (package.json) that built the data, e.g. `0.1.0`. */
  version: string;
  /** Newest ruling date, `YYYY-MM-DD`. */
  rulingsAsOf: string;
  /** Number of rulings. */
  rulings: number;
  /** Keyword names table version: `<entries>-<FNV-1a hash of the entries>`, e.g. `282-5c1e09a4`. */
  keywordTable: string;
  /** The CR data pack's version (its date, e.g. `20260417`), or `definitions off`. */
  cr: string;
}

/** The built data bundle (`rulings.json`), consumed by the widget, the extension and the CLI. */
export interface Bundle {
  format: 1;
  /** Latest ruling date in the data (shown as "rulings as of …"). */
  dataDate: string;
  /** CR version used for definitions (e.g. `20260417`), or null when definitions are off. */
  crVersion: string | null;
  /** What data this is (absent in bundles built before 0.1.0's release tooling). */
  dataVersion?: DataVersion;
  keywords: BundleKeyword[];
  rulings: Ruling[];
  /** Source files the rulings came from. */
  files: string[];
  /** Prebuilt search data (search/search-index.ts); the searcher builds whatever is missing. */
  searchIndex: SerializedSearchIndex;
  /** Imported packs merged in at run time (packs/merge-packs.ts); absent in a built bundle.
   *  A subscribed pack carries its attribution, licence and ruling ids (packs/types.ts). */
  packs?: Array<{ name: string; rulings: number; lastDate: string; attribution?: string; licence?: string; rulingIds?: string[] }>;
}

export interface SerializedSearchIndex {
  /** Older bundles: fuse.js indexes of the keywords and the rulings (ignored: Fuse records are
   * made per query for the few keywords and rulings it scores, see search/fuse-subset.ts). */
  keywords?: unknown;
  rulings?: unknown;
  /** The ruling prefilter (search/candidate-tables.ts), for exactly these rulings. */
  candidates?: SerializedCandidates;
  /** Per keyword (the bundle's order), the pinyin of its Simplified names, syllables separated
   * by spaces, names by commas (`zeng zhi`; '' for none): search/pinyin-match.ts packPinyin.
   * Bundles built before it: keyword id → names (still read). */
  pinyin?: string[];
}

/** The ruling prefilter as stored (search/candidate-tables.ts). Lists of integers are ascending
 * varint gaps in base64 strings: cheap for JSON.parse, decoded only where a query looks. */
export interface SerializedCandidates {
  format: 1;
  /** Rulings covered, and a hash of their ids in order: a mismatch means "build it again". */
  rulings: number;
  idsHash: string;
  /** Latin vocabulary (lower-cased), by vocabulary index. */
  words: string[];
  /** Word-pair keys (vocabulary a × 65536 + b) per join kind (space, hyphen, other). */
  wordPairs: [string, string, string];
  wordPairCounts: [number, number, number];
  /** CJK characters in dense-number order. */
  chars: string;
  /** CJK bigram keys (dense a × 65536 + b), and the dense numbers of characters seen alone. */
  bigrams: string;
  bigramCount: number;
  lone: string;
  loneCount: number;
  /** Per feature, in feature order: byte length of its postings × 4 + form (0 varint gaps,
   * 1 bit set, 2 Golomb–Rice gaps). */
  postingBytes: string;
  /** Each feature's rulings, ascending, in the smallest of the three forms. */
  postings: string;
  postingCount: number;
  /** Token counts of each ruling's en text, then of each zh text (varints). */
  tokens: string;
}
