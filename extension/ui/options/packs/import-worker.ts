// The options page's import, off the page's thread (import-progress.ts says why): reads and
// checks the picked files (check-files.ts, as the page did), stores the packs in one
// transaction, then merges them with the built-in rulings and stores the merge and each
// keyword's tooltip data — the very createMergedData + persistingCache the background runs
// (merged-data.ts, persisted-lookups.ts), so the background, told 'packs-changed' by the page
// afterwards, finds everything stored under the merge key it computes and merges nothing. The
// merge's search index is built meanwhile by a second worker (parallel-merge.ts). Without files,
// the job is the merge alone (a pack switched or removed). If the page closes part way, nothing
// is lost: the background merges what is stored on its next start.
import bundle from '@rulings-data/rulings.json';
import terms from '@rulings-data/terms.json';
import { crKey, loadCr } from '../../../lib/cr-store.ts';
import { createMergedData, type MergedDataDeps } from '../../../lib/merged-data.ts';
import { openPackStore, type PackStore } from '../../../lib/pack-store.ts';
import { persistingCache } from '../../../lib/persisted-lookups.ts';
import { checkFiles } from './check-files.ts';
import type { ImportOutcome, ImportProgress, WorkerJob, WorkerReply } from './import-progress.ts';
import IndexWorker from './index-worker.ts?worker';
import { indexBaseOf, mergeWithIndex, type BuiltIndex, type IndexBase } from './parallel-merge.ts';

const post = (reply: WorkerReply) => (self as unknown as Worker).postMessage(reply);
const progress = (p: ImportProgress) => post({ type: 'progress', progress: p });

/** The merge's second worker (index-worker.ts), started with the import so that its script
 *  loads while the files are checked; `build()` has it read the stored packs and build the
 *  search index of their merge. */
function indexWorker(): { build(base: IndexBase): Promise<BuiltIndex>; stop(): void } {
  const worker = new IndexWorker();
  const result = new Promise<BuiltIndex>((resolve, reject) => {
    worker.onmessage = (e: MessageEvent<{ ok: true; index: BuiltIndex } | { ok: false; message: string }>) => (e.data.ok ? resolve(e.data.index) : reject(new Error(e.data.message)));
    worker.onerror = (e) => reject(new Error(e.message || 'the index worker failed'));
  });
  return {
    build(base) {
      worker.postMessage(base);
      return result;
    },
    stop: () => worker.terminate(),
  };
}

async function run({ files, version }: WorkerJob): Promise<WorkerReply> {
  const index = indexWorker();
  const store = await openPackStore();
  try {
    // No files: a merge of what is stored (after a pack was switched or removed).
    const picked = files.length ? await checkAndStore(files, store) : { refused: false, diagnostics: [], names: [], packNames: [], rulings: 0 };
    if (picked.refused) return { type: 'done', ...picked };
    // A merge alone (no files) links every enabled pack's rulings: its progress counts them.
    const rulings = files.length ? picked.rulings : (await store.list()).reduce((n, p) => n + (p.enabled ? p.rulingCount : 0), 0);
    const counts = { done: files.length, total: files.length, file: '', rulings };
    progress({ phase: 'link', ...counts });
    const cache = persistingCache({
      lastMerge: (keyOf) => store.lastMerge(keyOf),
      putMerge(merge, lookups) {
        progress({ phase: 'save', ...counts });
        return store.putMerge(merge, lookups);
      },
      putLookups: (lookups) => store.putLookups(lookups),
      lookupsKey: () => store.lookupsKey(),
    });
    const merge: MergedDataDeps['merge'] = (builtIn, packs, matcher) => mergeWithIndex(builtIn, packs, matcher, index.build(indexBaseOf(builtIn)));
    // Failures to merge or to store the merge are warned and left to the background (it merges
    // what is stored when told): the packs themselves are stored.
    await createMergedData({ builtIn: bundle, terms, loadPacks: () => store.enabled(), loadCr, loadCrKey: crKey, cache, version, merge }).service();
    await cache.settled();
    return { type: 'done', ...picked };
  } finally {
    store.close();
    index.stop();
  }
}

/** Reads and checks the files; stores their packs when none has an error. */
async function checkAndStore(files: WorkerJob['files'], store: PackStore): Promise<ImportOutcome> {
  // The last report (every file done) is followed at once by the next phase's.
  const checked = await checkFiles(files, (p) => p.done < p.total && progress({ phase: 'check', ...p }));
  const packNames = checked.packs.map((p) => p.name);
  const rulings = checked.packs.reduce((n, p) => n + p.rulings.length, 0);
  if (checked.refused) return { refused: true, diagnostics: checked.diagnostics, names: [], packNames, rulings: 0 };
  progress({ phase: 'store', done: files.length, total: files.length, file: '', rulings });
  const names = (await store.add(checked.packs)).map((r) => r.name);
  checked.packs.length = 0; // the texts and rulings are stored: let them go before merging
  return { refused: false, diagnostics: checked.diagnostics, names, packNames, rulings };
}

self.onmessage = (e: MessageEvent<WorkerJob>) => {
  run(e.data).then(post, (err: unknown) => post({ type: 'failed', message: err instanceof Error ? err.message : String(err) }));
};
