// The CR panel's CrApi backed by the extension (wired by cr-api-of.ts): the pack store's
// IndexedDB (cr-store.ts) for the document, the import worker for the merge
// (packs/merge-in-worker.ts), a runtime message so the background takes it up, and the
// background's `dataVersion` bump as the signal that the data changed elsewhere.
import { browser } from 'wxt/browser';
import { crKey, saveCr, loadCr, removeCr } from '../../../lib/cr-store.ts';
import { askBackground } from '../../../lib/messaging.ts';
import { mergeInWorker } from '../packs/merge-in-worker.ts';
import { crApiOf } from './cr-api-of.ts';
import type { CrApi } from './cr-api.ts';

/** The storage.local key the background bumps after every data change (background.ts). */
const DATA_VERSION_KEY = 'dataVersion';

export function browserCrApi(): CrApi {
  return crApiOf({
    load: loadCr,
    save: (doc, extra) => saveCr(doc, extra),
    remove: removeCr,
    key: crKey,
    merge: mergeInWorker,
    // The packs' message: it means "the imported data changed" (merged-data.ts reads both).
    tell: async () => void (await askBackground({ type: 'packs-changed' })),
    watch(cb) {
      const listener = (changes: Record<string, unknown>) => void (DATA_VERSION_KEY in changes && cb());
      browser.storage.local.onChanged.addListener(listener);
      return () => browser.storage.local.onChanged.removeListener(listener);
    },
  });
}
