// The record ids of the pack store's `lookups` object store (persisted-lookups.ts), apart so the
// store (pack-store.ts, also in the options page) does not import the lookup code.

/** The meta record: the merge key, the data's info, the keyword ids. */
export const META_ID = 'meta';
/** A keyword's record: its tooltip data. */
export const recordId = (keyword: string) => `k:${keyword}`;
