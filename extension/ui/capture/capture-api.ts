// What the capture page needs from the extension, injected (the components never touch
// browser.* or IndexedDB, and render in tests with a fake).
import type { Ruling } from '../../../rulings-data/schema.ts';
import type { StashedCapture } from '../../lib/capture-stash.ts';
import type { CaptureSaved } from '../../lib/personal-pack.ts';

export interface CaptureApi {
  /** What the page was opened with (a stashed capture); null for an empty page ("Paste rulings"). */
  initial(): Promise<StashedCapture | null>;
  /** The personal pack's name and rulings; null while there is none. */
  personal(): Promise<{ name: string; rulings: Ruling[] } | null>;
  /** Keeps the text as it is now, so a reload of the page shows it again. */
  remember(text: string): void;
  /** Adds the text's rulings to the personal pack and tells the background. Throws
   *  PackTextRefused (with every problem) when the text has an error. */
  save(text: string): Promise<CaptureSaved>;
  /** Opens the options page, where the personal pack is renamed, edited, exported, removed. */
  openOptions(): void;
}
