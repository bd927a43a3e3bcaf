// Asks the browser to keep the extension's storage (the imported packs, in IndexedDB) when the
// disk runs short. Firefox counts an extension's IndexedDB as "best-effort" storage, which it
// may evict, until navigator.storage.persist() is granted; holding the unlimitedStorage
// permission, the extension is granted it without a prompt (measured in Firefox ESR 153:
// without the permission persist() answers false). Chrome never evicts an extension that holds
// unlimitedStorage, and answers persist() false for extension pages whatever it holds: asking
// there would only report a refusal that means nothing, so the caller says whether to ask.
// Asked by the background whenever the packs change (whatever stored them), and by the options
// page after an import, which says so when it was refused. Pure: the StorageManager is injected.

/** What asking gave: kept (persisted, now or before), refused, or nothing to ask (not needed
 *  here, or no StorageManager / it failed: nothing the reader could act on). */
export type KeepStorage = 'kept' | 'refused' | 'not-asked';

export async function keepStorage(storage: Pick<StorageManager, 'persist' | 'persisted'> | undefined, ask: boolean): Promise<KeepStorage> {
  if (!ask || !storage) return 'not-asked';
  try {
    // Once granted it stays granted: later imports do not ask again.
    if (await storage.persisted()) return 'kept';
    return (await storage.persist()) ? 'kept' : 'refused';
  } catch {
    return 'not-asked';
  }
}
