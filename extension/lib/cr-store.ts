// The imported Comprehensive Rules, kept in the pack store's IndexedDB (`cr` object store): the
// options page writes them, the background reads them to attach definitions to its data, the
// rules viewer reads them to show the rules. One document at a time (`current`); an import
// replaces it in one transaction. Remove hands the document back so the options page can undo.
// Beside the document, in the same transactions, a small `key` record (CrKeyRecord): what the
// background's merge key, the "a CR is imported" flag and the options page's refresh need. The
// document is ~1 MB of structured clone (~25 ms to read): a service-worker wake-up that only
// checks its persisted lookups are still those of the stored CR reads the key record instead.
import type { CrDoc, CrLang } from '../../rulings-data/cr/types.ts';
import { openPacksDb, type PackSubscription } from './pack-store.ts';

const CURRENT = 'current';
const KEY = 'key';

/** A stored CR document and what the reader controls about it. */
export interface StoredCr {
  doc: CrDoc;
  /** ISO timestamp of the import (part of the background's merge key). */
  importedAt: string;
  /** Set when the CR comes from a subscription (see lib/subscriptions). */
  subscription?: PackSubscription;
}

/** What names the stored CR without its rules: a merge key (merged-data.ts CrKey: import time
 *  and version) and what tells one import from another at a glance (the options page refreshes
 *  when it changed). The import time is the identity: every save of a new document gets a new
 *  one; an undo or a subscription's "checked" note keeps the document and its time. */
export interface CrKeyRecord {
  importedAt: string;
  version: string;
  effectiveDate: string;
  languages: CrLang[];
  rules: number;
  glossary: number;
  /** The subscription's revision, when it comes from one. */
  revision?: string;
}

type Db = Awaited<ReturnType<typeof openPacksDb>>;

/** Runs `fn` on the database, opened once (the pack store's open, which also upgrades it) and
 *  closed again: the options page may upgrade or write it meanwhile. */
async function withDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  const db = await openPacksDb();
  try {
    return await fn(db);
  } finally {
    db.close();
  }
}

function keyRecordOf({ doc, importedAt, subscription }: StoredCr): CrKeyRecord {
  const key: CrKeyRecord = { importedAt, version: doc.version, effectiveDate: doc.effectiveDate, languages: [...doc.languages], rules: doc.rules.length, glossary: doc.glossary.length };
  return subscription ? { ...key, revision: subscription.revision } : key;
}

/** The key record as read, or undefined when it is not one (absent, or damaged). */
function keyRecord(raw: unknown): CrKeyRecord | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { id: _id, ...k } = raw as CrKeyRecord & { id?: unknown };
  return typeof k.importedAt === 'string' && typeof k.version === 'string' && Array.isArray(k.languages) ? k : undefined;
}

function storedOf(row: unknown): StoredCr | undefined {
  if (!row) return undefined;
  const { id: _id, ...stored } = row as StoredCr & { id: string };
  return stored;
}

/** The stored CR, or undefined when none was imported. */
export function loadCr(): Promise<StoredCr | undefined> {
  return withDb(async (db) => storedOf(await db.get('cr', CURRENT)));
}

/** Stores `doc` in place of any CR stored before, with its key record (one transaction). */
export function saveCr(doc: CrDoc, extra: Partial<Omit<StoredCr, 'doc'>> = {}, now = new Date()): Promise<StoredCr> {
  const stored: StoredCr = { importedAt: now.toISOString(), ...extra, doc };
  return withDb(async (db) => {
    const tx = db.transaction('cr', 'readwrite');
    await Promise.all([tx.store.put({ id: CURRENT, ...stored }), tx.store.put({ id: KEY, ...keyRecordOf(stored) }), tx.done]);
    return stored;
  });
}

/** Removes the stored CR (and its key record) and gives it back, for undo; undefined when
 *  there was none. */
export function removeCr(): Promise<StoredCr | undefined> {
  return withDb(async (db) => {
    const tx = db.transaction('cr', 'readwrite');
    const row = await tx.store.get(CURRENT);
    await Promise.all([tx.store.delete(CURRENT), tx.store.delete(KEY), tx.done]);
    return storedOf(row);
  });
}

/** The stored CR's key record, or undefined when no CR is stored: one open, one small record
 *  read. A CR stored before key records were written gets one, once (its document read then). */
export function crKey(): Promise<CrKeyRecord | undefined> {
  return withDb(async (db) => {
    const tx = db.transaction('cr', 'readonly');
    const [raw, documents] = await Promise.all([tx.store.get(KEY), tx.store.count(CURRENT), tx.done]);
    const key = keyRecord(raw);
    if (key || documents === 0) return key;
    const write = db.transaction('cr', 'readwrite');
    const stored = storedOf(await write.store.get(CURRENT));
    const made = stored && keyRecordOf(stored);
    await Promise.all([made ? write.store.put({ id: KEY, ...made }) : undefined, write.done]);
    return made;
  });
}

/** True when a CR document is stored (its key record: the document is not read). */
export async function hasCr(): Promise<boolean> {
  return (await crKey()) !== undefined;
}
