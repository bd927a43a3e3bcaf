// What the welcome page needs from the extension (browser-welcome-api.ts); tests pass a fake.
import type { Level } from '../../../rulings-data/keywords/levels.ts';
import type { Settings } from '../../lib/settings.ts';

export interface WelcomeApi {
  loadSettings(): Promise<Settings>;
  /** Calls `cb` on every change of the settings (here or in the options page); returns the unsubscribe. */
  watchSettings(cb: (settings: Settings) => void): () => void;
  /** Stores the marking level (the same setting as the options page's "What to mark"). */
  setLevel(level: Level): Promise<void>;
  /** The site switch's keyboard shortcut as the browser has it bound ('' when none is). */
  siteShortcut(): Promise<string>;
  /** Mounts the live engine on the try-it paragraph; returns what takes it down. */
  mountTryIt(root: Element): () => void;
}
