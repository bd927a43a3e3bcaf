// What the Comprehensive Rules panel needs from the extension, injected (so the components never
// touch browser.* or IndexedDB and can be rendered in tests with a fake).
import type { CrDoc } from '../../../../rulings-data/cr/types.ts';
import type { StoredCr } from '../../../lib/cr-store.ts';

export interface CrApi {
  /** The stored CR, undefined when none was imported. */
  load(): Promise<StoredCr | undefined>;
  /** Stores `doc` in place of the stored CR (one transaction), then tells the background to
   *  rebuild its data (open tabs and the popup get the definitions without a reload). */
  save(doc: CrDoc): Promise<StoredCr>;
  /** Stores a removed or replaced CR again as it was, import time and all (undo). */
  restore(stored: StoredCr): Promise<void>;
  /** Removes the stored CR and gives it back whole, so the panel can undo. */
  remove(): Promise<StoredCr | undefined>;
}
