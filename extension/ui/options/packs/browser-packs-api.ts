// The packs panel's PacksApi backed by the extension: IndexedDB for the packs, a runtime
// message so the background rebuilds its data, a download link for exports.
import { browser } from 'wxt/browser';
import { exportPack } from '../../../../rulings-data/packs/export-pack.ts';
import { keepStorage } from '../../../lib/keep-storage.ts';
import { askBackground } from '../../../lib/messaging.ts';
import { openPackStore, type PackStore } from '../../../lib/pack-store.ts';
import type { PacksApi } from './packs-api.ts';
import { runImportWorker } from './import-progress.ts';
import { mergeInWorker, spawnImportWorker } from './merge-in-worker.ts';

export function browserPacksApi(): PacksApi {
  let store: Promise<PackStore> | null = null;
  const open = () => (store ??= openPackStore());
  const version = browser.runtime.getManifest().version;
  // The background rebuilds the data and bumps the version content scripts watch.
  const tell = async () => {
    try {
      await askBackground({ type: 'packs-changed' });
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      throw new Error(`the change is stored, but the background did not take it up (${why}); it will when the extension next starts`);
    }
  };
  // After a change, the merge is made first by the import worker (the background keeps answering
  // tabs meanwhile), then the background is told and finds it stored.
  const changed = async () => {
    await mergeInWorker();
    await tell();
  };
  return {
    list: async () => (await open()).list(),
    async add(packs) {
      const rows = await (await open()).add(packs);
      await changed();
      return rows.map((r) => r.name);
    },
    async importFiles(files, onProgress) {
      const outcome = await runImportWorker(spawnImportWorker, { files, version }, onProgress);
      if (!outcome.refused) {
        onProgress({ phase: 'apply', done: files.length, total: files.length, file: '', rulings: outcome.rulings });
        await tell();
      }
      return outcome;
    },
    async setEnabled(id, enabled) {
      await (await open()).setEnabled(id, enabled);
      await changed();
    },
    async remove(id) {
      const store = await open();
      const stored = await store.get(id);
      await store.remove(id);
      await changed();
      if (!stored) return null;
      const { id: _id, importedAt: _at, rulingCount: _n, ...pack } = stored;
      return pack;
    },
    // Firefox only: Chrome keeps an unlimitedStorage extension's data anyway (keep-storage.ts).
    keepStored: async () => (await keepStorage(navigator.storage, import.meta.env.FIREFOX)) !== 'refused',
    async skipped() {
      try {
        return (await askBackground({ type: 'info' })).skipped;
      } catch {
        return null; // the background is not answering: nothing to say about the packs
      }
    },
    async exportPack(id) {
      const pack = await (await open()).get(id);
      if (!pack) throw new Error('the pack is no longer stored (removed in another window?)');
      const file = exportPack(pack);
      const type = file.name.endsWith('.zip') ? 'application/zip' : file.name.endsWith('.json') ? 'application/json' : 'text/plain;charset=utf-8';
      const url = URL.createObjectURL(new Blob([file.bytes as BlobPart], { type }));
      const a = Object.assign(document.createElement('a'), { href: url, download: file.name });
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
  };
}
