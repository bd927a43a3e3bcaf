// The popup's PopupApi backed by the extension: the background for data, storage for settings,
// the tab's content script for the site status.
import { browser } from 'wxt/browser';
import { askBackground, askTab } from '../../lib/messaging.ts';
import { popupUrl } from '../../lib/popup-url.ts';
import { readCrFlag } from '../../lib/cr-flag.ts';
import { loadSettings, updateSettings, watchSettings } from '../../lib/settings-store.ts';
import type { PopupApi, SiteTarget } from './popup-api.ts';

/** `tabId`: the tab the switch is about (from the URL); null = the active tab under the popup. */
export function browserPopupApi(tabId: number | null): PopupApi {
  let target: SiteTarget | null = null;
  return {
    search: (query) => askBackground({ type: 'search', query, limit: 30 }),
    lookup: (id) => askBackground({ type: 'lookup', id }),
    info: () => askBackground({ type: 'info' }),
    loadSettings,
    watchSettings,
    updateSettings,
    siteTarget: async () => (target = await siteTarget(tabId)),
    openOptions: () => void browser.runtime.openOptionsPage(),
    openFullPage: (query) => {
      void browser.tabs.create({ url: browser.runtime.getURL(popupUrl(query, target?.tabId ?? null) as never) });
      window.close();
    },
    close: () => window.close(),
    crImported: readCrFlag,
    openWelcome: () => {
      void browser.tabs.create({ url: browser.runtime.getURL('/welcome.html') });
      window.close();
    },
    openRules: (path) => {
      void browser.tabs.create({ url: browser.runtime.getURL(path as never) });
      window.close();
    },
  };
}

/** The tab's content script knows its URL; the popup's activeTab grant exposes it otherwise. */
async function siteTarget(tabId: number | null): Promise<SiteTarget | null> {
  const tab = tabId !== null ? await browser.tabs.get(tabId).catch(() => undefined) : (await browser.tabs.query({ active: true, currentWindow: true }))[0];
  if (tab?.id === undefined) return null;
  const status = await askTab(tab.id);
  const url = status?.url ?? tab.url;
  if (!url || url.startsWith(browser.runtime.getURL('/' as never))) return null;
  return { tabId: tab.id, url, status };
}
