// PackToolsApi backed by the extension: the pack store, the personal pack's checked
// replace (personal-pack.ts), a runtime message so the background merges again.
import { browser } from 'wxt/browser';
import { CAPTURE_PAGE } from '../../lib/capture-menu.ts';
import { askBackground } from '../../lib/messaging.ts';
import { openPackStore, type PackStore } from '../../lib/pack-store.ts';
import { replacePersonalText } from '../../lib/personal-pack.ts';
import type { PackToolsApi } from './pack-tools-api.ts';

export function browserPackToolsApi(): PackToolsApi {
  let store: Promise<PackStore> | null = null;
  const open = () => (store ??= openPackStore());
  const changed = async () => {
    try {
      await askBackground({ type: 'packs-changed' });
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      throw new Error(`the change is stored, but the background did not take it up (${why}); it will when the extension next starts`);
    }
  };
  return {
    async textOf(id) {
      const pack = await (await open()).get(id);
      if (!pack) throw new Error('the pack is no longer stored (removed in another window?)');
      return { text: pack.files[0]?.text ?? '', since: pack.importedAt };
    },
    async replaceText(id, text, since) {
      const row = await replacePersonalText(await open(), id, text, { since });
      await changed();
      return row;
    },
    async rename(id, name) {
      await (await open()).update(id, { name });
      await changed();
    },
    openCapture: () => void browser.tabs.create({ url: browser.runtime.getURL(CAPTURE_PAGE as never) }),
  };
}
