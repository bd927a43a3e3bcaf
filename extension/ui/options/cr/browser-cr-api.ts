// The CR panel's CrApi backed by the extension: the pack store's IndexedDB (cr-store.ts) for the
// document, a runtime message so the background rebuilds its data with the new definitions.
import { saveCr, loadCr, removeCr } from '../../../lib/cr-store.ts';
import { askBackground } from '../../../lib/messaging.ts';
import type { CrApi } from './cr-api.ts';

/** The background rebuilds its data and bumps the version content scripts watch: the message
 *  is the packs' one, as it means "the imported data changed" (merged-data.ts reads both). */
async function changed(): Promise<void> {
  try {
    await askBackground({ type: 'packs-changed' });
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    throw new Error(`the change is stored, but the background did not take it up (${why}); it will when the extension next starts`);
  }
}

export function browserCrApi(): CrApi {
  return {
    load: () => loadCr(),
    async save(doc) {
      const stored = await saveCr(doc);
      await changed();
      return stored;
    },
    async restore({ doc, ...extra }) {
      await saveCr(doc, extra);
      await changed();
    },
    async remove() {
      const removed = await removeCr();
      if (removed) await changed();
      return removed;
    },
  };
}
