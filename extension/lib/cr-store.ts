// The imported Comprehensive Rules, kept in the pack store's IndexedDB (`cr` object store): the
// options page writes them, the background reads them to attach definitions to its data, the
// rules viewer reads them to show the rules. One document at a time (`current`); an import
// replaces it in one transaction. Remove hands the document back so the options page can undo.
import { openPackStore } from './pack-store.ts';
import type { CrDoc } from '../../rulings-data/cr/types.ts';
import type { PackSubscription } from './pack-store.ts';

const CURRENT = 'current';

/** A stored CR document and what the reader controls about it. */
export interface StoredCr {
  doc: CrDoc;
  /** ISO timestamp of the import (part of the background's merge key). */
  importedAt: string;
  /** Set when the CR comes from a subscription (see lib/subscriptions). */
  subscription?: PackSubscription;
}

async function withDb<T>(fn: (db: IDBDatabase) => Promise<T>): Promise<T> {
  // Opened through the pack store so the schema upgrade lives in one place (pack-store.ts).
  const store = await openPackStore();
  store.close();
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open('rulings-lens-packs');
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  try {
    return await fn(db);
  } finally {
    db.close();
  }
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = tx.onerror = () => reject(tx.error ?? new Error('rulings-lens: the CR store transaction was aborted'));
  });
}

/** The stored CR, or undefined when none was imported. */
export function loadCr(): Promise<StoredCr | undefined> {
  return withDb(async (db) => {
    const tx = db.transaction('cr', 'readonly');
    const req = tx.objectStore('cr').get(CURRENT);
    await done(tx);
    const row = req.result as (StoredCr & { id: string }) | undefined;
    if (!row) return undefined;
    const { id: _id, ...stored } = row;
    return stored;
  });
}

/** Stores `doc` in place of any CR stored before (one transaction). */
export function saveCr(doc: CrDoc, extra: Partial<Omit<StoredCr, 'doc'>> = {}, now = new Date()): Promise<StoredCr> {
  const stored: StoredCr = { importedAt: now.toISOString(), ...extra, doc };
  return withDb(async (db) => {
    const tx = db.transaction('cr', 'readwrite');
    tx.objectStore('cr').put({ id: CURRENT, ...stored });
    await done(tx);
    return stored;
  });
}

/** Removes the stored CR and gives it back (for undo); undefined when there was none. */
export function removeCr(): Promise<StoredCr | undefined> {
  return withDb(async (db) => {
    const tx = db.transaction('cr', 'readwrite');
    const store = tx.objectStore('cr');
    const req = store.get(CURRENT);
    req.onsuccess = () => {
      if (req.result) store.delete(CURRENT);
    };
    await done(tx);
    const row = req.result as (StoredCr & { id: string }) | undefined;
    if (!row) return undefined;
    const { id: _id, ...stored } = row;
    return stored;
  });
}
