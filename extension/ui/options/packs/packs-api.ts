// What the packs panel needs from the extension, injected (so the components never touch
// browser.* or IndexedDB and can be rendered in tests with a fake).
import type { Pack } from '../../../../rulings-data/packs/types.ts';
import type { PackSummary } from '../../../lib/pack-store.ts';

/** A removed pack as it was stored, enough to store it again. */
export type RemovedPack = Pack & { enabled: boolean };

export interface PacksApi {
  list(): Promise<PackSummary[]>;
  /** Stores the packs in one transaction, then tells the background to rebuild its data. */
  /** Returns the names the packs were stored under (a taken name gets " (2)"…), in order. */
  add(packs: readonly Pack[]): Promise<string[]>;
  setEnabled(id: string, enabled: boolean): Promise<void>;
  /** Removes the pack and gives it back whole (rulings, texts, on/off), so the panel can undo. */
  remove(id: string): Promise<RemovedPack | null>;
  /** Saves the pack as the file(s) it was imported from. */
  exportPack(id: string): Promise<void>;
  /** Names of the packs the background's data holds now; null when it could not tell. An
   *  enabled pack missing here was skipped as damaged (merged-data.ts): the panel says so. */
  inUse(): Promise<ReadonlySet<string> | null>;
}
