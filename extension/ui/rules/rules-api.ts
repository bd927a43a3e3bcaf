// Everything the rules viewer needs from the extension, injected by the entrypoint (so the
// components never touch browser.* and render in tests with a fake).
import type { StoredCr } from '../../lib/cr-store.ts';
import type { Theme } from '../../../widget/contracts.ts';

export interface RulesApi {
  /** The imported CR, or undefined when none was imported. */
  loadCr(): Promise<StoredCr | undefined>;
  /** Calls `cb` when the imported data may have changed (an import or a removal elsewhere);
   *  returns the unsubscribe. */
  watchCr(cb: () => void): () => void;
  /** The theme the reader chose in the options. */
  loadTheme(): Promise<Theme>;
  /** Opens the options page (where the CR is imported). */
  openOptions(): void;
}
