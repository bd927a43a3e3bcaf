// The background's side of the "a CR is imported" flag (cr-flag.ts): counts the pack store's
// `cr` records (a count, not the 1 MB document) and writes the flag when it differs. Run when
// the background starts and after every data change (an import or a removal of the CR sends
// 'packs-changed', which bumps `dataVersion`).
import { browser } from 'wxt/browser';
import { CR_FLAG_KEY, readCrFlag } from './cr-flag.ts';
import { openPackStore } from './pack-store.ts';

/** True when a CR document is stored. */
export async function hasStoredCr(): Promise<boolean> {
  // Opened through the pack store first so the schema upgrade lives in one place (pack-store.ts).
  (await openPackStore()).close();
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open('rulings-lens-packs');
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  try {
    return await new Promise<boolean>((resolve, reject) => {
      const req = db.transaction('cr', 'readonly').objectStore('cr').count();
      req.onsuccess = () => resolve(req.result > 0);
      req.onerror = () => reject(req.error);
    });
  } finally {
    db.close();
  }
}

/** Writes the flag from the store; returns it. */
export async function syncCrFlag(): Promise<boolean> {
  const [stored, flagged] = await Promise.all([hasStoredCr(), readCrFlag()]);
  if (stored !== flagged) await browser.storage.local.set({ [CR_FLAG_KEY]: stored });
  return stored;
}
