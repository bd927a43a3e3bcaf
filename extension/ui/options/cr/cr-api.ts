// What the Comprehensive Rules panel needs from the extension, injected (so the components never
// touch browser.* or IndexedDB and can be rendered in tests with a fake).
import type { CrDoc } from '../../../../rulings-data/cr/types.ts';
import type { CrKeyRecord, StoredCr } from '../../../lib/cr-store.ts';
import type { ImportProgress } from '../packs/import-progress.ts';

/** Reports the merge for the background's data made after a change (packs/import-progress.ts:
 *  link, save, apply), for the panel's progress bar. */
export type OnProgress = (p: ImportProgress) => void;

export interface CrApi {
  /** The stored CR, undefined when none was imported. */
  load(): Promise<StoredCr | undefined>;
  /** Stores `doc` in place of the stored CR (one transaction), merges it with the stored packs
   *  off the page's thread (the import worker, as the packs' import), then tells the background
   *  (open tabs and the popup get the definitions without a reload). */
  save(doc: CrDoc, onProgress?: OnProgress): Promise<StoredCr>;
  /** Stores a removed or replaced CR again as it was, import time and all (undo). */
  restore(stored: StoredCr, onProgress?: OnProgress): Promise<void>;
  /** Removes the stored CR and gives it back whole, so the panel can undo. */
  remove(onProgress?: OnProgress): Promise<StoredCr | undefined>;
  /** What names the stored CR without its rules (cr-store.ts crKey), undefined when none:
   *  the panel compares it with what it shows before reading the document again. Absent (a
   *  fake): the panel reads the document. */
  key?(): Promise<CrKeyRecord | undefined>;
  /** Calls `cb` when the background's data changed, whoever changed it (a CR subscription's
   *  update in the background, another options tab); returns the unsubscribe. Absent: never. */
  watch?(cb: () => void): () => void;
}
