// Whether a CR is imported, as a storage.local flag: the content script (the tooltip's rule
// number opens the rules viewer only then) and the popup (its "Search the rules" link) read it
// without opening IndexedDB — a content script cannot, it runs in the page's origin. The
// background keeps it true to the store (cr-presence.ts syncCrFlag).
import { browser } from 'wxt/browser';

export const CR_FLAG_KEY = 'crImported';

export async function readCrFlag(): Promise<boolean> {
  return (await browser.storage.local.get(CR_FLAG_KEY))[CR_FLAG_KEY] === true;
}

/** Calls `cb` with the new value whenever the flag changes; returns the unsubscribe. */
export function watchCrFlag(cb: (imported: boolean) => void): () => void {
  const listener = (changes: Record<string, { newValue?: unknown }>) => {
    if (CR_FLAG_KEY in changes) cb(changes[CR_FLAG_KEY].newValue === true);
  };
  browser.storage.local.onChanged.addListener(listener);
  return () => browser.storage.local.onChanged.removeListener(listener);
}
