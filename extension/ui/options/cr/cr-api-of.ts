// The CR panel's CrApi over injected parts (browser-cr-api.ts passes the extension's): every
// change is stored, then merged with the stored packs by the import worker (the merge the
// background would otherwise make in the service worker: seconds at 70,000 stored rulings,
// while every tab's lookups wait), then the background is told and takes the stored merge up.
import type { CrDoc } from '../../../../rulings-data/cr/types.ts';
import type { CrKeyRecord, StoredCr } from '../../../lib/cr-store.ts';
import type { ImportProgress } from '../packs/import-progress.ts';
import { tellBackground } from '../tell-background.ts';
import type { CrApi, OnProgress } from './cr-api.ts';

export interface CrApiParts {
  load(): Promise<StoredCr | undefined>;
  save(doc: CrDoc, extra?: Partial<Omit<StoredCr, 'doc'>>): Promise<StoredCr>;
  remove(): Promise<StoredCr | undefined>;
  key(): Promise<CrKeyRecord | undefined>;
  /** The import worker's merge of what is stored (packs/merge-in-worker.ts: never throws). */
  merge(onProgress: (p: ImportProgress) => void): Promise<void>;
  /** Tells the background the data changed ('packs-changed'). */
  tell(): Promise<void>;
  watch(cb: () => void): () => void;
}

export function crApiOf(parts: CrApiParts): CrApi {
  /** Merged in the worker (its phases reported), then the background takes it up ("apply"). */
  async function changed(onProgress: OnProgress = () => {}): Promise<void> {
    let last: ImportProgress = { phase: 'link', done: 0, total: 0, file: '' };
    await parts.merge((p) => {
      last = p;
      onProgress(p);
    });
    onProgress({ ...last, phase: 'apply' });
    await tellBackground(parts.tell);
  }
  return {
    load: () => parts.load(),
    async save(doc, onProgress) {
      const stored = await parts.save(doc);
      await changed(onProgress);
      return stored;
    },
    async restore({ doc, ...extra }, onProgress) {
      await parts.save(doc, extra);
      await changed(onProgress);
    },
    async remove(onProgress) {
      const removed = await parts.remove();
      if (removed) await changed(onProgress);
      return removed;
    },
    key: () => parts.key(),
    watch: (cb) => parts.watch(cb),
  };
}
