// Everything the popup needs from the extension, injected by the entrypoint (so the components
// never touch browser.* and can be rendered in tests with a fake).
import type { TooltipData } from '../../../widget/contracts.ts';
import type { DataInfo, SearchItem, SiteStatus } from '../../lib/messages.ts';
import type { Settings } from '../../lib/settings.ts';

/** The tab the popup was opened over: its URL and what its content script said (null = no answer). */
export interface SiteTarget {
  tabId: number;
  url: string;
  status: SiteStatus | null;
}

export interface PopupApi {
  search(query: string): Promise<SearchItem[]>;
  lookup(id: string): Promise<TooltipData | null>;
  info(): Promise<DataInfo>;
  loadSettings(): Promise<Settings>;
  watchSettings(cb: (settings: Settings) => void): () => void;
  updateSettings(patch: Partial<Settings> | ((current: Settings) => Partial<Settings>)): Promise<Settings>;
  /** null when the popup is not over a web page (or is itself opened in a tab). */
  siteTarget(): Promise<SiteTarget | null>;
  openOptions(): void;
  openFullPage(query: string): void;
  /** Whether a CR is imported (the popup then offers to search the rules). Default: no. */
  crImported?(): Promise<boolean>;
  /** Opens the rules viewer at `path` (rules-url.ts) in a tab. */
  openRules?(path: string): void;
  /** Opens the welcome page (first run, "getting started") in a tab. Default: no link. */
  openWelcome?(): void;
  close(): void;
}
