// What the options page's pack list needs for the reader's own pack, injected like PacksApi
// (options/packs/packs-api.ts): rename (any pack), its text to edit and the edited text stored
// in its place, and the capture page opened empty to paste rulings into.
import type { PackSummary } from '../../lib/pack-store.ts';

export interface PackTextApi {
  /** The pack's text as stored, and its importedAt (the editor's `since`). */
  textOf(id: string): Promise<{ text: string; since: string }>;
  /** Stores `text` in place of the pack's rulings (one transaction) and tells the background.
   *  Throws PackTextRefused (every problem) when the text has an error, or an Error when the
   *  pack changed since `since`. */
  replaceText(id: string, text: string, since: string): Promise<PackSummary>;
}

export interface PackToolsApi extends PackTextApi {
  /** Renames a pack and tells the background (the tooltip footer names packs). */
  rename(id: string, name: string): Promise<void>;
  /** Opens the capture page empty ("Paste rulings"). */
  openCapture(): void;
}
