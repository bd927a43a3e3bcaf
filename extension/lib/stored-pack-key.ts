// What the background's merge key (merged-data.ts mergeKey) names of one stored pack, made in
// one place for the two that make it: the pack store, from its rows before anything heavy is
// read (pack-store.ts), and merged-data.ts, from the packs it merged. Apart from both so the
// pack store (also in the options page) does not import the merging code.

/** A stored pack as a merge key names it: its import, whether its rulings are there (a pack
 *  whose rulings went missing is skipped by merging: a merge made before that is stale), and
 *  what a merge shows of its row — its name (the tooltip's "rulings from …", the popup, a
 *  skipped pack's line) and a subscribed pack's attribution and licence (the tooltip footer).
 *  A rename or a new attribution is then another merge, not a stale label. */
export interface StoredPackKey {
  id: string;
  importedAt: string;
  hasRulings: boolean;
  name: string;
  attribution?: string;
  licence?: string;
}

/** What a pack row carries that the key reads (a PackSummary, or a pack merged-data.ts loaded). */
export interface KeyedPackRow {
  id: string;
  importedAt: string;
  name: string;
  subscription?: { attribution?: string; licence?: string };
}

/** The key of `row` (attribution and licence only when it has them). */
export function storedPackKey(row: KeyedPackRow, hasRulings: boolean): StoredPackKey {
  const { attribution, licence } = row.subscription ?? {};
  return { id: row.id, importedAt: row.importedAt, hasRulings, name: row.name, ...(attribution ? { attribution } : {}), ...(licence ? { licence } : {}) };
}
