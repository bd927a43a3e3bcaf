// Imported rulings packs in IndexedDB (through idb), shared by the options page (writes) and the
// background (reads the enabled ones to merge them). IndexedDB and not storage.local: a pack of
// thousands of rulings plus its original text is megabytes, structured-cloned without JSON, and
// an import of several packs is one transaction (all stored or none). No permission is needed;
// the data lives with the extension's origin, so it survives browser restarts and updates
// (only uninstalling removes it).
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Pack } from '../../rulings-data/packs/types.ts';

export const DB_NAME = 'rulings-lens-packs';
const DB_VERSION = 1;
const STORE = 'packs';

/** A pack as stored: the pack itself plus what the user controls. */
export interface StoredPack extends Pack {
  /** Key: unique among stored packs. */
  id: string;
  enabled: boolean;
  /** ISO timestamp of the import. */
  importedAt: string;
}

/** What the list on the options page shows (no texts: they stay in storage until exported). */
export type PackSummary = Omit<StoredPack, 'files' | 'rulings'> & { rulingCount: number };

interface PacksDb extends DBSchema {
  packs: { key: string; value: StoredPack };
}

export interface PackStore {
  list(): Promise<PackSummary[]>;
  /** Enabled packs, in import order, for merging. */
  enabled(): Promise<StoredPack[]>;
  get(id: string): Promise<StoredPack | undefined>;
  /** Stores all packs in one transaction; a name already taken gets " (2)", " (3)"… */
  add(packs: readonly Pack[], now?: Date): Promise<StoredPack[]>;
  setEnabled(id: string, enabled: boolean): Promise<void>;
  remove(id: string): Promise<void>;
  close(): void;
}

const summary = ({ files: _f, rulings, ...rest }: StoredPack): PackSummary => ({ ...rest, rulingCount: rulings.length });
const byImport = (a: StoredPack, b: StoredPack) => a.importedAt.localeCompare(b.importedAt) || a.id.localeCompare(b.id);

function freeName(name: string, taken: Set<string>): string {
  if (!taken.has(name)) return name;
  let n = 2;
  while (taken.has(`${name} (${n})`)) n++;
  return `${name} (${n})`;
}

/** Opens the store (the page's or worker's global indexedDB; tests install fake-indexeddb). */
export async function openPackStore(): Promise<PackStore> {
  const db: IDBPDatabase<PacksDb> = await openDB<PacksDb>(DB_NAME, DB_VERSION, {
    upgrade(d) {
      d.createObjectStore(STORE, { keyPath: 'id' });
    },
  });
  const all = async () => (await db.getAll(STORE)).sort(byImport);

  return {
    list: async () => (await all()).map(summary),
    enabled: async () => (await all()).filter((p) => p.enabled),
    get: (id) => db.get(STORE, id),
    async add(packs, now = new Date()) {
      const tx = db.transaction(STORE, 'readwrite');
      const existing = await tx.store.getAll();
      const names = new Set(existing.map((p) => p.name));
      const ids = new Set(existing.map((p) => p.id));
      const stored: StoredPack[] = [];
      packs.forEach((pack, i) => {
        const name = freeName(pack.name, names);
        names.add(name);
        let id = `${now.getTime().toString(36)}-${i}`;
        while (ids.has(id)) id += 'x';
        ids.add(id);
        // Same timestamp for the batch, ordered by position: the list keeps the picked order.
        stored.push({ ...pack, name, id, enabled: true, importedAt: new Date(now.getTime() + i).toISOString() });
      });
      const adds: Promise<unknown>[] = [];
      try {
        // A value that cannot be cloned throws synchronously, after earlier adds were queued:
        // abort, so a batch is stored whole or not at all.
        for (const p of stored) adds.push(tx.store.add(p));
      } catch (e) {
        for (const a of adds) a.catch(() => {}); // they fail with the abort, reported as `e`
        tx.abort();
        await tx.done.catch(() => {});
        throw e;
      }
      await Promise.all(adds);
      await tx.done;
      return stored;
    },
    async setEnabled(id, enabled) {
      const tx = db.transaction(STORE, 'readwrite');
      const pack = await tx.store.get(id);
      if (!pack) throw new Error(`rulings-lens: no stored pack with id ${id}`);
      await Promise.all([tx.store.put({ ...pack, enabled }), tx.done]);
    },
    async remove(id) {
      await db.delete(STORE, id);
    },
    close: () => db.close(),
  };
}
