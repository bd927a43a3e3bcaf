// What the options page's two import panels share (packs/PacksPanel.tsx, cr/CrPanel.tsx): a
// pick or a drop of files starts an import; every change to what is stored (an import, a
// remove, an undo, a switch) runs one at a time with the panel busy, a failure shown in its
// status line, the panel's data re-read either way; the import's progress; and files dropped
// beside the drop zone kept from replacing the page. Each panel keeps its own outcome kinds and
// words (the hook only sets them).
import { useEffect, useState } from 'preact/hooks';
import type { PickedFile } from './packs/check-files.ts';
import type { ImportProgress } from './packs/import-progress.ts';

/** An error's message without the "Error: " a String() would add. */
export const why = (e: unknown) => (e instanceof Error ? e.message : String(e));

interface Options<O> {
  /** Re-reads what the panel shows (after every change, failed or not). */
  refresh(): Promise<unknown>;
  /** The outcome that shows a failure's message. */
  failed(message: string): O;
  /** Imports a non-empty pick (run as a change: busy meanwhile, failures shown). */
  importFiles(files: readonly PickedFile[]): Promise<void>;
}

export interface FileImport<O> {
  busy: boolean;
  outcome: O | null;
  setOutcome(outcome: O | null): void;
  /** The progress bar of an import or a merge (null: none shown); cleared when a change ends. */
  progress: ImportProgress | null;
  setProgress(progress: ImportProgress | null): void;
  /** Runs a change to what is stored; a failure is shown, and the panel re-read either way
   *  (its progress bar, if it showed one, gone). */
  change(work: () => Promise<void>): Promise<void>;
  /** A pick or a drop: nothing when empty or while busy; the last outcome cleared first. */
  pick(list: FileList | readonly PickedFile[] | null): void;
}

export function useFileImport<O>({ refresh, failed, importFiles }: Options<O>): FileImport<O> {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<O | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  useEffect(keepDropsOffThePage, []);

  async function change(work: () => Promise<void>): Promise<void> {
    setBusy(true);
    try {
      await work();
    } catch (e) {
      setOutcome(failed(why(e)));
    } finally {
      await refresh();
      setProgress(null);
      setBusy(false);
    }
  }

  function pick(list: FileList | readonly PickedFile[] | null): void {
    const files = list ? [...list] : [];
    if (files.length === 0 || busy) return;
    setOutcome(null);
    void change(() => importFiles(files));
  }

  return { busy, outcome, setOutcome, progress, setProgress, change, pick };
}

/** A file dropped beside a drop zone would make the browser open it in place of the options
 *  page (losing what was shown). Dropped files go to the zones only; elsewhere nothing happens. */
function keepDropsOffThePage(): () => void {
  const off = (e: DragEvent) => {
    if (e.dataTransfer?.types.includes('Files')) e.preventDefault();
  };
  window.addEventListener('dragover', off);
  window.addEventListener('drop', off);
  return () => {
    window.removeEventListener('dragover', off);
    window.removeEventListener('drop', off);
  };
}
