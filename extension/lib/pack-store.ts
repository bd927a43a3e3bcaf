// Imported rulings packs in IndexedDB (through idb), shared by the options page (writes) and the
// background (reads the enabled ones to merge them). IndexedDB and not storage.local: a pack of
// thousands of rulings plus its original text is megabytes, structured-cloned without JSON, and
// an import of several packs is one transaction (all stored or none). No permission is needed;
// the data lives with the extension's origin, so it survives browser restarts and updates
// (only uninstalling removes it).
//
// Four object stores, one per reader, so nobody clones what it does not need: `packs` (the
// list rows: name, counts, dates, on/off — the options page re-reads it after every change),
// `rulings` (what the background merges), `files` (the original texts, read only to export),
// and `merged` (the background's last merge and, apart, its key: see merged-data.ts); `lookups`
// holds each keyword's tooltip data of that merge, which a woken background reads one keyword
// at a time (persisted-lookups.ts); `cr` the imported Comprehensive Rules (cr-store.ts).
import { openDB, type DBSchema, type IDBPDatabase, type IDBPObjectStore } from 'idb';
import type { MergeablePack, Pack, PackFile } from '../../rulings-data/packs/types.ts';
import type { Ruling } from '../../rulings-data/schema.ts';
import type { CachedMerge } from './merged-data.ts';
import { storedPackKey, type StoredPackKey } from './stored-pack-key.ts';
import { META_ID, recordId } from './persisted-lookups-ids.ts';
import type { PersistedLookups } from './persisted-lookups.ts';

export const DB_NAME = 'rulings-lens-packs';
/** 1: packs, rulings, files. 2: + merged. 3: + cr (the imported Comprehensive Rules), + lookups
 *  (what the background persists per keyword so a wake-up answers without rebuilding). */
const DB_VERSION = 3;

/** Where a subscribed pack comes from and what its index said (see lib/subscriptions). */
export interface PackSubscription {
  /** The HTTPS URL subscribed to (the pack's index, or the pack file itself). */
  url: string;
  /** The revision the stored rulings are (from the index; a hash of the file without one). */
  revision: string;
  /** Who made it and under which licence (e.g. `CC BY-SA 4.0`), as the index says. */
  attribution?: string;
  licence?: string;
  /** ISO time of the last check, and why it failed when it did (the old rulings stay). */
  checkedAt?: string;
  lastError?: string;
}

/** One row of the pack list: the pack without its rulings and texts, plus what the user controls. */
export interface PackSummary extends Omit<Pack, 'files' | 'rulings'> {
  /** Key: unique among stored packs. */
  id: string;
  enabled: boolean;
  /** ISO timestamp of the import. */
  importedAt: string;
  rulingCount: number;
  /** Set for a pack that updates itself from a URL. */
  subscription?: PackSubscription;
  /** The reader's own pack (captured while browsing, editable as text). */
  personal?: true;
}

/** What a caller may change on a stored pack's row without replacing its rulings. */
export type PackPatch = Partial<Pick<PackSummary, 'name' | 'enabled' | 'subscription' | 'personal'>>;

/** A whole stored pack (for export). */
export type StoredPack = PackSummary & Pack;

interface PacksDb extends DBSchema {
  packs: { key: string; value: PackSummary };
  rulings: { key: string; value: { id: string; rulings: Ruling[] } };
  files: { key: string; value: { id: string; files: PackFile[] } };
  merged: { key: string; value: { id: string; key: string; bundle?: CachedMerge['bundle']; skipped?: CachedMerge['skipped'] } };
  /** The imported CR document(s): record `current` (rulings-data/cr/types.ts CrDoc), and
   *  record `key`, what a merge key and the options page need of it (cr-store.ts CrKeyRecord). */
  cr: { key: string; value: { id: string; [field: string]: unknown } };
  /** Background-owned persisted lookup data: record `meta` and one `k:<keyword>` per keyword
   *  (persisted-lookups.ts). */
  lookups: { key: string; value: { id: string; [field: string]: unknown } };
}
/** The stores a pack lives in. */
const STORES = ['packs', 'rulings', 'files'] as const;
/** The records of `merged`: the last merge, and its key alone (read without the bundle). */
const LAST_MERGE = 'last';
const LAST_MERGE_KEY = 'last-key';

export interface PackStore {
  list(): Promise<PackSummary[]>;
  /** Enabled packs with their rulings, in import order, for merging. */
  enabled(): Promise<Array<PackSummary & MergeablePack>>;
  /** The background's last merge, if it is the one `keyOf` names for the enabled packs
   *  (merged-data.ts, MergeCache.get): one transaction, no pack's rulings read, and the merge
   *  itself read only when the keys match. */
  lastMerge(keyOf: (packs: StoredPackKey[]) => string | null): Promise<CachedMerge | undefined>;
  /** Stores a merge in place of the last one. */
  putLastMerge(merge: CachedMerge): Promise<void>;
  /** The persisted lookup data (persisted-lookups.ts): its meta and, for `keyword`, that
   *  keyword's record, with the enabled packs a merge key names now (the caller checks the meta
   *  is of that merge). One transaction; neither the merge nor any pack's rulings read. */
  persistedLookup(keyword?: string): Promise<{ packs: StoredPackKey[]; meta: unknown; record?: unknown }>;
  /** Stores a merge and its lookup data in place of the last ones, in one transaction (null:
   *  the merge alone, the old records removed). */
  putMerge(merge: CachedMerge, lookups: PersistedLookups | null): Promise<void>;
  /** Stores lookup data in place of the last, unless the stored merge is no longer theirs. */
  putLookups(lookups: PersistedLookups): Promise<void>;
  /** The merge key of the stored lookup data, if any. */
  lookupsKey(): Promise<string | undefined>;
  get(id: string): Promise<StoredPack | undefined>;
  /** Stores all packs in one transaction; a name already taken gets " (2)", " (3)"… */
  add(packs: readonly Pack[], now?: Date): Promise<PackSummary[]>;
  setEnabled(id: string, enabled: boolean): Promise<void>;
  /** Changes a row's name, on/off or subscription (the rulings stay as they are). */
  update(id: string, patch: PackPatch): Promise<PackSummary>;
  /** Replaces a pack's rulings and texts in one transaction (a subscription's update, an edit
   *  of the personal pack): all of it or, on any failure, the old pack untouched. The row keeps
   *  its id, on/off and name unless `patch` says otherwise; importedAt becomes `now`. */
  replace(id: string, pack: Pack, patch?: PackPatch, now?: Date): Promise<PackSummary>;
  remove(id: string): Promise<void>;
  close(): void;
}

const byImport = (a: PackSummary, b: PackSummary) => a.importedAt.localeCompare(b.importedAt) || a.id.localeCompare(b.id);

/** What a merge key names of the stored packs: the enabled ones in import order, whether
 *  their rulings are there (`stored`: the keys of the rulings store), and their names and
 *  credits (stored-pack-key.ts: a rename makes the stored merge stale). */
function enabledKeys(rows: readonly PackSummary[], stored: readonly string[]): StoredPackKey[] {
  const has = new Set(stored);
  return rows
    .filter((p) => p.enabled)
    .sort(byImport)
    .map((p) => storedPackKey(p, has.has(p.id)));
}

/** Queues the writes of `lookups` in place of the store's records (meta last, so a failure part
 *  way leaves no meta naming a partial set: the transaction aborts whole anyway). Records are
 *  made one by one and cloned as they are put. */
function writeLookups(store: IDBPObjectStore<PacksDb, ['merged', 'lookups'], 'lookups', 'readwrite'>, lookups: PersistedLookups | null, writes: Promise<unknown>[]): void {
  writes.push(store.clear());
  if (!lookups) return;
  for (const record of lookups.records()) writes.push(store.put({ ...record }));
  writes.push(store.put({ ...lookups.meta }));
}

function freeName(name: string, taken: Set<string>): string {
  if (!taken.has(name)) return name;
  let n = 2;
  while (taken.has(`${name} (${n})`)) n++;
  return `${name} (${n})`;
}

/** Opens the database itself, upgraded to this version (the one place that upgrades it): for
 *  the pack store below and the CR store (cr-store.ts), each in a single open. */
export function openPacksDb(): Promise<IDBPDatabase<PacksDb>> {
  return openDB<PacksDb>(DB_NAME, DB_VERSION, {
    upgrade(d) {
      // From nothing or from version 1 (the pack stores exist): create what is missing.
      for (const name of [...STORES, 'merged', 'cr', 'lookups'] as const) if (!d.objectStoreNames.contains(name)) d.createObjectStore(name, { keyPath: 'id' });
    },
  });
}

/** Opens the store (the page's or worker's global indexedDB; tests install fake-indexeddb). */
export async function openPackStore(): Promise<PackStore> {
  const db = await openPacksDb();
  const list = async () => (await db.getAll('packs')).sort(byImport);

  return {
    list,
    async enabled() {
      const tx = db.transaction(['packs', 'rulings'], 'readonly');
      const on = (await tx.objectStore('packs').getAll()).filter((p) => p.enabled).sort(byImport);
      const rulings = await Promise.all(on.map((p) => tx.objectStore('rulings').get(p.id)));
      // A pack row without its rulings (damaged storage) keeps no rulings list: merging skips it
      // and the background names it (storedPackProblem), rather than merging it as empty unseen.
      return on.map((p, i) => ({ ...p, rulings: rulings[i]?.rulings as Ruling[] }));
    },
    async lastMerge(keyOf) {
      const tx = db.transaction(['packs', 'rulings', 'merged'], 'readonly');
      const [rows, stored, last] = await Promise.all([tx.objectStore('packs').getAll(), tx.objectStore('rulings').getAllKeys(), tx.objectStore('merged').get(LAST_MERGE_KEY)]);
      const key = keyOf(enabledKeys(rows, stored));
      if (key === null || last?.key !== key) return undefined;
      const row = await tx.objectStore('merged').get(LAST_MERGE);
      return row?.bundle && row.key === key ? { key, bundle: row.bundle, skipped: row.skipped ?? [] } : undefined;
    },
    async putLastMerge({ key, bundle, skipped = [] }) {
      const tx = db.transaction('merged', 'readwrite');
      await Promise.all([tx.store.put({ id: LAST_MERGE, key, bundle, skipped }), tx.store.put({ id: LAST_MERGE_KEY, key }), tx.done]);
    },
    async persistedLookup(keyword) {
      const tx = db.transaction(['packs', 'rulings', 'lookups'], 'readonly');
      const lookups = tx.objectStore('lookups');
      const [rows, stored, meta, record] = await Promise.all([
        tx.objectStore('packs').getAll(),
        tx.objectStore('rulings').getAllKeys(),
        lookups.get(META_ID),
        keyword === undefined ? undefined : lookups.get(recordId(keyword)),
      ]);
      return { packs: enabledKeys(rows, stored), meta, record };
    },
    async putMerge({ key, bundle, skipped = [] }, lookups) {
      const tx = db.transaction(['merged', 'lookups'], 'readwrite');
      const merged = tx.objectStore('merged');
      const writes: Promise<unknown>[] = [merged.put({ id: LAST_MERGE, key, bundle, skipped }), merged.put({ id: LAST_MERGE_KEY, key })];
      writeLookups(tx.objectStore('lookups'), lookups, writes);
      await Promise.all([...writes, tx.done]);
    },
    async putLookups(lookups) {
      const tx = db.transaction(['merged', 'lookups'], 'readwrite');
      const last = await tx.objectStore('merged').get(LAST_MERGE_KEY);
      const writes: Promise<unknown>[] = [];
      if (last?.key === lookups.meta.key) writeLookups(tx.objectStore('lookups'), lookups, writes);
      await Promise.all([...writes, tx.done]);
    },
    async lookupsKey() {
      const meta = await db.get('lookups', META_ID);
      return typeof meta?.key === 'string' ? meta.key : undefined;
    },
    async get(id) {
      const tx = db.transaction(STORES, 'readonly');
      const [p, r, f] = await Promise.all([tx.objectStore('packs').get(id), tx.objectStore('rulings').get(id), tx.objectStore('files').get(id)]);
      return p && r && f ? { ...p, rulings: r.rulings, files: f.files } : undefined;
    },
    async add(packs, now = new Date()) {
      const tx = db.transaction(STORES, 'readwrite');
      const existing = await tx.objectStore('packs').getAll();
      const names = new Set(existing.map((p) => p.name));
      const ids = new Set(existing.map((p) => p.id));
      const rows: PackSummary[] = [];
      const writes: Promise<unknown>[] = [];
      try {
        packs.forEach((pack, i) => {
          const { files, rulings, ...rest } = pack;
          const name = freeName(pack.name, names);
          names.add(name);
          let id = `${now.getTime().toString(36)}-${i}`;
          while (ids.has(id)) id += 'x';
          ids.add(id);
          // Same timestamp for the batch, ordered by position: the list keeps the picked order.
          const row: PackSummary = { ...rest, name, id, enabled: true, importedAt: new Date(now.getTime() + i).toISOString(), rulingCount: rulings.length };
          rows.push(row);
          // A value that cannot be cloned throws synchronously, after earlier writes were
          // queued: the catch aborts, so a batch is stored whole or not at all.
          // One push per write: a write queued before one that throws is then in `writes`,
          // so its rejection (by the abort) is handled below.
          writes.push(tx.objectStore('packs').add(row));
          writes.push(tx.objectStore('rulings').add({ id, rulings }));
          writes.push(tx.objectStore('files').add({ id, files }));
        });
      } catch (e) {
        for (const w of writes) w.catch(() => {}); // they fail with the abort, reported as `e`
        tx.abort();
        await tx.done.catch(() => {});
        throw e;
      }
      await Promise.all([...writes, tx.done]);
      return rows;
    },
    async setEnabled(id, enabled) {
      const tx = db.transaction('packs', 'readwrite');
      const pack = await tx.store.get(id);
      if (!pack) throw new Error(`rulings-lens: no stored pack with id ${id}`);
      await Promise.all([tx.store.put({ ...pack, enabled }), tx.done]);
    },
    async update(id, patch) {
      const tx = db.transaction('packs', 'readwrite');
      const pack = await tx.store.get(id);
      if (!pack) throw new Error(`rulings-lens: no stored pack with id ${id}`);
      const next = { ...pack, ...patch };
      await Promise.all([tx.store.put(next), tx.done]);
      return next;
    },
    async replace(id, pack, patch = {}, now = new Date()) {
      const tx = db.transaction(STORES, 'readwrite');
      const old = await tx.objectStore('packs').get(id);
      if (!old) {
        tx.abort();
        await tx.done.catch(() => {});
        throw new Error(`rulings-lens: no stored pack with id ${id}`);
      }
      const { files, rulings, ...rest } = pack;
      const row: PackSummary = { ...old, ...rest, name: old.name, id, enabled: old.enabled, importedAt: now.toISOString(), rulingCount: rulings.length, ...patch };
      const writes: Promise<unknown>[] = [];
      try {
        // One push per write (see add()).
        writes.push(tx.objectStore('packs').put(row));
        writes.push(tx.objectStore('rulings').put({ id, rulings }));
        writes.push(tx.objectStore('files').put({ id, files }));
      } catch (e) {
        for (const w of writes) w.catch(() => {});
        tx.abort();
        await tx.done.catch(() => {});
        throw e;
      }
      await Promise.all([...writes, tx.done]);
      return row;
    },
    async remove(id) {
      const tx = db.transaction(STORES, 'readwrite');
      await Promise.all([...STORES.map((s) => tx.objectStore(s).delete(id)), tx.done]);
    },
    close: () => db.close(),
  };
}
