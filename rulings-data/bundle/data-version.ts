// "Which data is this?" in one small object, stamped into the bundle at build time and shown by
// `rulings stats`, the widget files' banner, the popup's data stamp and the release manifest.
// Pure: no I/O, no Node API (the hash is written out here so the widget could run it too).
import type { BundleKeyword, DataVersion, KeywordEntry, Ruling } from '../schema.ts';

/** What DataVersion.cr says when the bundle was built without the CR data pack. */
export const DEFINITIONS_OFF_LABEL = 'definitions off';

/**
 * The keyword names table's version: `<entries>-<hash>`, e.g. `282-5c1e09a4`. The hash is
 * FNV-1a (32 bit) over `JSON.stringify` of the entries in table order, so it follows the
 * table's content (any id, name, kind, rule or flag change) and not its file's whitespace, and
 * it is the same on every machine. The entry count is in front so a reader sees size changes
 * without a lookup. It is not a security hash: it only tells two tables apart.
 */
export function keywordTableVersion(entries: readonly KeywordEntry[]): string {
  return `${entries.length}-${fnv1a32(JSON.stringify(entries))}`;
}

/** A bundle's keywords back to the table entries they were built from (the build adds
 *  `rulings`, `summary` and, with the CR pack, `definitions` and `fullRule` to each entry and
 *  changes nothing else). */
export function tableEntriesOf(keywords: readonly BundleKeyword[]): KeywordEntry[] {
  return keywords.map(({ rulings: _r, summary: _s, definitions: _d, fullRule: _f, ...entry }) => entry);
}

export interface DataVersionInput {
  /** The package version that builds the data (package.json). */
  version: string;
  rulings: readonly Pick<Ruling, 'date'>[];
  keywords: readonly KeywordEntry[];
  /** The CR data pack's version, or null when the build had none. */
  crVersion: string | null;
}

export function dataVersionOf({ version, rulings, keywords, crVersion }: DataVersionInput): DataVersion {
  return {
    version,
    rulingsAsOf: rulings.reduce((max, r) => (r.date > max ? r.date : max), ''),
    rulings: rulings.length,
    keywordTable: keywordTableVersion(keywords),
    cr: crVersion ?? DEFINITIONS_OFF_LABEL,
  };
}

/** One line for banners, logs and tooltips:
 *  `rulings as of 2024-07-05 (57 rulings), keyword table 282-5c1e09a4, CR 20260417`. */
export function formatDataVersion(v: DataVersion): string {
  const cr = v.cr === DEFINITIONS_OFF_LABEL ? DEFINITIONS_OFF_LABEL : `CR ${v.cr}`;
  return `rulings as of ${v.rulingsAsOf || 'n/a'} (${v.rulings} rulings), keyword table ${v.keywordTable}, ${cr}`;
}

/** FNV-1a, 32 bit, over UTF-16 code units; 8 lower-case hex digits. */
export function fnv1a32(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}
