// The background's side of the "a CR is imported" flag (cr-flag.ts): reads whether a CR is
// stored (cr-store.ts hasCr: its small key record, not the 1 MB document) and writes the flag
// when it differs. Run when the background starts and after every data change (an import or a
// removal of the CR sends 'packs-changed', which bumps `dataVersion`).
import { browser } from 'wxt/browser';
import { CR_FLAG_KEY, readCrFlag } from './cr-flag.ts';
import { hasCr } from './cr-store.ts';

/** Writes the flag from the store; returns it. */
export async function syncCrFlag(): Promise<boolean> {
  const [stored, flagged] = await Promise.all([hasCr(), readCrFlag()]);
  if (stored !== flagged) await browser.storage.local.set({ [CR_FLAG_KEY]: stored });
  return stored;
}
