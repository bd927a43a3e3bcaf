// The import's second thread (parallel-merge.ts): reads the enabled packs from the pack store,
// as the import worker's merge does, and builds the search index of their merge with the
// built-in rulings (posted by the import worker). Posts { ok: true, index } or { ok: false, message }.
import { openPackStore } from '../../../lib/pack-store.ts';
import { indexOfPacks, type IndexBase } from './parallel-merge.ts';

async function run(base: IndexBase) {
  const store = await openPackStore();
  try {
    return indexOfPacks(base, await store.enabled());
  } finally {
    store.close();
  }
}

self.onmessage = (e: MessageEvent<IndexBase>) => {
  run(e.data).then(
    (index) => (self as unknown as Worker).postMessage({ ok: true, index }),
    (err: unknown) => (self as unknown as Worker).postMessage({ ok: false, message: err instanceof Error ? err.message : String(err) }),
  );
};
