// The capture page's CaptureApi backed by the extension: the stashed capture named by the
// page's `#id` (storage.session), the pack store (IndexedDB) for the personal pack, the import
// worker for the merge (as the options page: at 70,000 stored rulings a merge in the service
// worker takes seconds), and a runtime message so the background takes the stored merge up and
// open tabs show the new rulings.
import { browser } from 'wxt/browser';
import { boundedCapture, dropStash, readStash, stashCapture, updateStash } from '../../lib/capture-stash.ts';
import { askBackground } from '../../lib/messaging.ts';
import { openPackStore, type PackStore } from '../../lib/pack-store.ts';
import { addToPersonalPack, loadPersonalPack } from '../../lib/personal-pack.ts';
import { mergeInWorker } from '../options/packs/merge-in-worker.ts';
import type { Translate } from '../translate.ts';
import type { CaptureApi } from './capture-api.ts';

/** Edits are kept once typing pauses this long. */
const REMEMBER_MS = 300;

export function browserCaptureApi(t: Translate): CaptureApi {
  let id = decodeURIComponent(location.hash.slice(1)) || null;
  let store: Promise<PackStore> | null = null;
  const open = () => (store ??= openPackStore());
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** The page's stash id; an empty page gets one on its first edit (in its URL, for a reload). */
  async function stashId(text: string): Promise<string> {
    if (id) return id;
    id = await stashCapture(boundedCapture(text, 'paste'));
    history.replaceState(null, '', `#${id}`);
    return id;
  }

  return {
    initial: async () => (id ? readStash(id) : null),
    async personal() {
      const pack = await loadPersonalPack(await open());
      return pack && { name: pack.summary.name, rulings: pack.rulings };
    },
    remember(text) {
      clearTimeout(timer);
      timer = setTimeout(() => void stashId(text).then((key) => updateStash(key, text)).catch(() => {}), REMEMBER_MS);
    },
    async save(text) {
      const saved = await addToPersonalPack(await open(), text, { name: t('captureMyRulings') });
      clearTimeout(timer);
      if (id) await dropStash(id).catch(() => {});
      if (saved.added.length === 0) return saved;
      try {
        await mergeInWorker();
        await askBackground({ type: 'packs-changed' });
      } catch (e) {
        const why = e instanceof Error ? e.message : String(e);
        throw new Error(`the rulings are saved, but the background did not take them up (${why}); it will when the extension next starts`);
      }
      return saved;
    },
    openOptions: () => void browser.runtime.openOptionsPage(),
  };
}
