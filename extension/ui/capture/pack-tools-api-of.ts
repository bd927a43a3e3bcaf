// The options page's PackToolsApi over injected parts (browser-pack-tools-api.ts passes the
// extension's): a rename or an edited text is stored, then merged with the other stored packs by
// the options page's import worker (the merge the background would otherwise make in the service
// worker: seconds at 70,000 stored rulings, while every tab's lookups wait), and only then is the
// background told, so it finds the merge stored under its key (the key names the packs, so a
// rename is a new merge too).
import type { PackStore } from '../../lib/pack-store.ts';
import { replacePersonalText } from '../../lib/personal-pack.ts';
import { tellBackground } from '../options/tell-background.ts';
import type { PackToolsApi } from './pack-tools-api.ts';

export interface PackToolsParts {
  /** The pack store, opened once for the page. */
  open(): Promise<PackStore>;
  /** The import worker's merge of what is stored (options/packs/merge-in-worker.ts: never throws). */
  merge(): Promise<void>;
  /** Tells the background the data changed ('packs-changed'). */
  tell(): Promise<void>;
  openCapture(): void;
}

export function packToolsApiOf(parts: PackToolsParts): PackToolsApi {
  async function changed(): Promise<void> {
    await parts.merge();
    await tellBackground(parts.tell);
  }
  return {
    async textOf(id) {
      const pack = await (await parts.open()).get(id);
      if (!pack) throw new Error('the pack is no longer stored (removed in another window?)');
      return { text: pack.files[0]?.text ?? '', since: pack.importedAt };
    },
    async replaceText(id, text, since) {
      const row = await replacePersonalText(await parts.open(), id, text, { since });
      await changed();
      return row;
    },
    async rename(id, name) {
      await (await parts.open()).update(id, { name });
      await changed();
    },
    openCapture: () => parts.openCapture(),
  };
}
