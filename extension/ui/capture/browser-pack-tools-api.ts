// PackToolsApi backed by the extension (wired by pack-tools-api-of.ts): the pack store, the
// import worker for the merge (options/packs/merge-in-worker.ts), a runtime message so the
// background takes the stored merge up.
import { browser } from 'wxt/browser';
import { CAPTURE_PAGE } from '../../lib/capture-menu.ts';
import { askBackground } from '../../lib/messaging.ts';
import { openPackStore, type PackStore } from '../../lib/pack-store.ts';
import { mergeInWorker } from '../options/packs/merge-in-worker.ts';
import { packToolsApiOf } from './pack-tools-api-of.ts';
import type { PackToolsApi } from './pack-tools-api.ts';

export function browserPackToolsApi(): PackToolsApi {
  let store: Promise<PackStore> | null = null;
  return packToolsApiOf({
    open: () => (store ??= openPackStore()),
    merge: () => mergeInWorker(),
    tell: async () => void (await askBackground({ type: 'packs-changed' })),
    openCapture: () => void browser.tabs.create({ url: browser.runtime.getURL(CAPTURE_PAGE as never) }),
  });
}
