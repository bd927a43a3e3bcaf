// Background (MV3 service worker / Firefox event page): holds the bundle and the matcher's terms,
// and answers the content scripts' terms request, lookups and searches; the context menu, the
// toggle-site command and the `mtg` omnibox keyword. Wiring only: the answers come from
// lib/rulings-service.ts, the site rules from lib/site-rules.ts.
import bundle from '@rulings-data/rulings.json';
import terms from '@rulings-data/terms.json';
import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { i18n } from '#i18n';
import { askTab, listen } from '../lib/messaging.ts';
import { popupUrl } from '../lib/popup-url.ts';
import { createMergedData, type MergeCache } from '../lib/merged-data.ts';
import { openPackStore, type PackStore } from '../lib/pack-store.ts';
import { updateSettings } from '../lib/settings-store.ts';
import { decideSite, setSiteEnabled } from '../lib/site-rules.ts';
import { omniboxSuggestions } from '../lib/omnibox.ts';

const MENU_ID = 'rulings-lens-lookup';
/** storage.local key the background bumps after the packs changed: content scripts drop their
 *  cached lookups (content.ts), so the next hover shows the new rulings without a reload. */
const DATA_VERSION_KEY = 'dataVersion';

/** Runs `fn` on the pack store, opened for it and closed again: the options page may upgrade
 *  or write it meanwhile. */
async function withPackStore<T>(fn: (store: PackStore) => Promise<T>): Promise<T> {
  const store = await openPackStore();
  try {
    return await fn(store);
  } finally {
    store.close();
  }
}

/** The last merge of the packs, kept with them (a service worker start reads it instead of
 *  merging again: merged-data.ts). */
const mergeCache: MergeCache = {
  get: (keyOf) => withPackStore((store) => store.lastMerge(keyOf)),
  put: (merge) => withPackStore((store) => store.putLastMerge(merge)),
};

export default defineBackground(() => {
  const data = createMergedData({
    builtIn: bundle,
    terms,
    loadPacks: () => withPackStore((store) => store.enabled()),
    cache: mergeCache,
    version: browser.runtime.getManifest().version,
  });

  // The terms live here and not in the content script: they are a third of its size, and every
  // page of every tab would parse them again (see content.ts). They are answered even when the
  // bundle is damaged: a separate file, and marking words does not need the rulings.
  listen(['terms', 'lookup', 'search', 'info', 'packs-changed'], async (request) => {
    if (request.type === 'site-status') throw new Error('site-status is answered by content scripts');
    if (request.type === 'terms') return terms;
    if (request.type === 'packs-changed') {
      const service = await data.reload();
      await browser.storage.local.set({ [DATA_VERSION_KEY]: Date.now() });
      return service.info();
    }
    return (await data.service()).handle(request);
  });

  // Chrome keeps menus across service-worker restarts but not across updates; Firefox event
  // pages rebuild them: remove-then-create on both events is correct for both.
  const createMenu = async () => {
    await browser.contextMenus.removeAll();
    browser.contextMenus.create({ id: MENU_ID, title: i18n.t('menuLookup'), contexts: ['selection'] });
  };
  browser.runtime.onInstalled.addListener(() => void createMenu());
  browser.runtime.onStartup.addListener(() => void createMenu());
  browser.contextMenus.onClicked.addListener((info) => {
    if (info.menuItemId !== MENU_ID || !info.selectionText) return;
    void browser.tabs.create({ url: browser.runtime.getURL(popupUrl(info.selectionText) as never) });
  });

  browser.commands.onCommand.addListener((command, tab) => {
    if (command !== 'toggle-site') return;
    void toggleSite(tab?.id, tab?.url);
  });

  browser.omnibox.setDefaultSuggestion({ description: i18n.t('omniboxDefault') });
  browser.omnibox.onInputChanged.addListener((text, suggest) => {
    void data.service().then((service) => suggest(omniboxSuggestions(service.search(text, 6), { xml: import.meta.env.CHROME })));
  });
  browser.omnibox.onInputEntered.addListener((text, disposition) => {
    const url = browser.runtime.getURL(popupUrl(text) as never);
    if (disposition === 'currentTab') void browser.tabs.update({ url });
    else void browser.tabs.create({ url, active: disposition !== 'newBackgroundTab' });
  });
});

/**
 * The keyboard command: ask the tab's content script what it does (it knows the URL even
 * without the "tabs" permission, and whether an "other site" page is being marked); fall back to
 * the tab's URL, which the command's activeTab grant exposes.
 */
async function toggleSite(tabId: number | undefined, tabUrl: string | undefined): Promise<void> {
  if (tabId === undefined) return;
  const status = await askTab(tabId);
  const url = status?.url ?? tabUrl;
  if (!url) return;
  await updateSettings((current) => {
    const on = status ? status.active || status.decision.mode === 'mtg' : decideSite(url, current).mode === 'mtg';
    return setSiteEnabled({ allow: current.allow, block: current.block }, url, !on);
  });
}
