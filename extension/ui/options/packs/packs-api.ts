// What the packs panel needs from the extension, injected (so the components never touch
// browser.* or IndexedDB and can be rendered in tests with a fake).
import type { Pack } from '../../../../rulings-data/packs/types.ts';
import type { DataInfo } from '../../../lib/messages.ts';
import type { PackSummary } from '../../../lib/pack-store.ts';
import type { PickedFile } from './check-files.ts';
import type { ImportOutcome, ImportProgress } from './import-progress.ts';

/** A removed pack as it was stored, enough to store it again. */
export type RemovedPack = Pack & { enabled: boolean };

export interface PacksApi {
  list(): Promise<PackSummary[]>;
  /** Stores the packs in one transaction, then tells the background to rebuild its data. */
  /** Returns the names the packs were stored under (a taken name gets " (2)"…), in order. */
  add(packs: readonly Pack[]): Promise<string[]>;
  /** Reads, checks and stores the picked files off the page's thread (import-worker.ts), the
   *  merge for the background made and stored there too, reporting progress; then tells the
   *  background. A refused pick stores nothing. Absent: the panel checks in the page and add()s. */
  importFiles?(files: readonly PickedFile[], onProgress: (p: ImportProgress) => void): Promise<ImportOutcome>;
  setEnabled(id: string, enabled: boolean): Promise<void>;
  /** Removes the pack and gives it back whole (rulings, texts, on/off), so the panel can undo. */
  remove(id: string): Promise<RemovedPack | null>;
  /** Saves the pack as the file(s) it was imported from. */
  exportPack(id: string): Promise<void>;
  /** The enabled packs the background left out of its data as damaged (merged-data.ts), each
   *  with its id and why; null when it could not tell. The panel shows them as skipped, not On. */
  skipped(): Promise<DataInfo['skipped'] | null>;
  /** Asks the browser to keep the stored packs under storage pressure (lib/keep-storage.ts),
   *  after an import; false only when it refused. Absent (a fake): nothing is asked. */
  keepStored?(): Promise<boolean>;
}
