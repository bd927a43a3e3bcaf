// An import's progress, and the import itself run in a Worker (import-worker.ts) so the options
// page stays responsive: reading and checking 70,000 rulings, linking them to keywords and
// storing them for quick lookups is seconds of work (scripts/bench/scale-70k.ts), which on the
// page's thread would freeze it (a click, a scroll, the progress bar itself would wait).
import type { Diagnostic } from '../../../../rulings-data/schema.ts';
import type { PickedFile } from './check-files.ts';

/** check: reading and checking the files; store: storing the packs; link: merging them with the
 *  built-in rulings (linking to keywords, the search index); save: storing that merge and each
 *  keyword's tooltip data (the background's quick lookups); apply: the background taking it up. */
export type ImportPhase = 'check' | 'store' | 'link' | 'save' | 'apply';

export interface ImportProgress {
  phase: ImportPhase;
  /** Files checked, of `total` (check); the other phases keep the pick's counts. */
  done: number;
  total: number;
  /** The file being checked ('' once done). */
  file: string;
  /** Rulings in the picked packs (store, link): what the text counts. */
  rulings?: number;
}

/** Where each phase starts on a bar of 100, and where the next one does: checking takes the
 *  most time with one file (a big zip), linking the second most. */
const PHASE_START: Record<ImportPhase, number> = { check: 0, store: 40, link: 50, save: 80, apply: 95 };
const ORDER: ImportPhase[] = ['check', 'store', 'link', 'save', 'apply'];
export const PROGRESS_MAX = 100;

/** The `<progress>` value for a progress report: the phase's start, plus the share of files
 *  checked within the check phase. */
export function progressValue(p: ImportProgress): number {
  const start = PHASE_START[p.phase];
  if (p.phase !== 'check' || p.total <= 0) return start;
  const next = PHASE_START[ORDER[ORDER.indexOf(p.phase) + 1]];
  return start + ((next - start) * Math.min(p.done, p.total)) / p.total;
}

/** What the import worker posts back. */
export type WorkerReply =
  | { type: 'progress'; progress: ImportProgress }
  | { type: 'done'; refused: boolean; diagnostics: Diagnostic[]; names: string[]; packNames: string[]; rulings: number }
  | { type: 'failed'; message: string };

/** What the page posts to the worker. */
export interface WorkerJob {
  /** None: merge what is stored (after a pack was switched or removed), nothing checked. */
  files: readonly PickedFile[];
  /** The extension's version (part of the merge key; a worker has no runtime API). */
  version: string;
}

export type ImportOutcome = Omit<Extract<WorkerReply, { type: 'done' }>, 'type'>;

/** Runs `job` in a new import worker; resolves with its outcome, rejects with its failure.
 *  `spawn` makes the worker (injected: a Worker URL only the bundler resolves). */
export function runImportWorker(spawn: () => Worker, job: WorkerJob, onProgress: (p: ImportProgress) => void): Promise<ImportOutcome> {
  const worker = spawn();
  return new Promise<ImportOutcome>((resolve, reject) => {
    worker.onmessage = (e: MessageEvent<WorkerReply>) => {
      const reply = e.data;
      if (reply.type === 'progress') return onProgress(reply.progress);
      worker.terminate();
      if (reply.type === 'failed') reject(new Error(reply.message));
      else {
        const { type: _type, ...outcome } = reply;
        resolve(outcome);
      }
    };
    worker.onerror = (e) => {
      worker.terminate();
      reject(new Error(`the import worker failed (${e.message || 'no message'})`));
    };
    worker.postMessage(job);
  });
}
