// The merge for the background, made in the options page's import worker (import-worker.ts)
// after any change to what is stored (a pack switched or removed, a CR imported or removed):
// at 70,000 stored rulings merging is seconds of work (scripts/bench/scale-70k.ts), which in
// the service worker would hold every tab's lookups and, in the page, freeze it. The worker
// stores the merge and its lookups under the key the background computes; the caller then says
// 'packs-changed' and the background finds them stored.
import { browser } from 'wxt/browser';
import { runImportWorker, type ImportProgress } from './import-progress.ts';
// Vite bundles the worker as its own file (loaded by an import only). `?worker` and not
// `new Worker(new URL(…, import.meta.url))`: WXT defines import.meta.url away for its builds.
import ImportWorker from './import-worker.ts?worker';

export const spawnImportWorker = () => new ImportWorker();

/** Merges what is stored (packs, CR) in the import worker and stores the merge and its lookups,
 *  as the background would, reporting its phases (link, save) to `onProgress`: call before
 *  telling the background 'packs-changed' after any change. A failure is only warned: the
 *  background then merges itself. */
export async function mergeInWorker(onProgress: (p: ImportProgress) => void = () => {}): Promise<void> {
  await runImportWorker(spawnImportWorker, { files: [], version: browser.runtime.getManifest().version }, onProgress).catch((e: unknown) =>
    console.warn(`rulings-lens: the merge in the options page failed (${e instanceof Error ? e.message : String(e)}); the background merges instead`),
  );
}
