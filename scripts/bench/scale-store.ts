// The scale-70k bench's look into the pack store (IndexedDB, read from the options page): wait
// until the worker has stored its merge and lookups, or remove the lookups for the baseline.
import { inPage, sleep, type Harness } from './scale-harness.ts';

/** Whether the store holds a merge, and its persisted lookups, for the packs (and the CR) stored
 *  now (in-page source). */
const PERSISTED = `async () => {
  const db = await new Promise((ok, no) => { const r = indexedDB.open('rulings-lens-packs'); r.onsuccess = () => ok(r.result); r.onerror = () => no(r.error); });
  try {
    const names = [...db.objectStoreNames];
    const tx = db.transaction(names.filter((n) => ['packs', 'merged', 'lookups', 'cr'].includes(n)), 'readonly');
    const get = (store, key) => new Promise((ok) => { const r = tx.objectStore(store).get(key); r.onsuccess = () => ok(r.result); r.onerror = () => ok(undefined); });
    const all = (store) => new Promise((ok) => { const r = tx.objectStore(store).getAll(); r.onsuccess = () => ok(r.result); r.onerror = () => ok([]); });
    const packs = (await all('packs')).filter((p) => p.enabled);
    const merged = await get('merged', 'last-key');
    const meta = await get('lookups', 'meta');
    const cr = names.includes('cr') ? await get('cr', 'current') : undefined;
    const named = [...packs.map((p) => p.id), ...(cr ? [cr.importedAt] : [])];
    return !!merged && named.every((id) => merged.key.includes(JSON.stringify(id))) && meta?.key === merged.key;
  } finally { db.close(); }
}`;

/** Waits until the pack store holds a merge and its persisted lookups for the packs (and the CR)
 *  stored now:
 *  until then a stopped worker would merge again (or read the whole merge) on its next start. */
export async function waitPersisted(h: Harness): Promise<void> {
  for (let end = Date.now() + 120_000; !(await inPage<boolean>(h.options, PERSISTED)); ) {
    if (Date.now() > end) throw new Error('scale-70k: the merge of the packs was not stored within 120 s');
    await sleep(200);
  }
  await sleep(500);
}

/** Removes the persisted lookups (the `lookups` store): the next wake-up reads the whole stored
 *  merge, as every wake-up did before they were persisted — the same-run baseline. */
export async function clearLookups(h: Harness): Promise<void> {
  await inPage(h.options, `async () => {
    const db = await new Promise((ok, no) => { const r = indexedDB.open('rulings-lens-packs'); r.onsuccess = () => ok(r.result); r.onerror = () => no(r.error); });
    const tx = db.transaction('lookups', 'readwrite');
    tx.objectStore('lookups').clear();
    await new Promise((ok, no) => { tx.oncomplete = ok; tx.onerror = () => no(tx.error); });
    db.close();
  }`);
}
