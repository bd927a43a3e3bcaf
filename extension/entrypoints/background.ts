// Background (MV3 service worker / Firefox event page): holds the bundle and the matcher's terms,
// and answers the content scripts' terms request, lookups and searches; the context menu, the
// toggle-site command and the `mtg` omnibox keyword. Wiring only: the answers come from
// lib/rulings-service.ts, the site rules from lib/site-rules.ts.
import bundle from '@rulings-data/rulings.json';
import terms from '@rulings-data/terms.json';
import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { i18n } from '#i18n';
import { askTab, listen, navTab } from '../lib/messaging.ts';
import { popupUrl } from '../lib/popup-url.ts';
import { createMergedData, storedKeyOf } from '../lib/merged-data.ts';
import { createLookupFront, persistingCache, type LookupsStore } from '../lib/persisted-lookups.ts';
import { openPackStore, type PackStore } from '../lib/pack-store.ts';
import { crKey, loadCr } from '../lib/cr-store.ts';
import { updateSettings } from '../lib/settings-store.ts';
import { decideSite, setSiteEnabled } from '../lib/site-rules.ts';
import { omniboxSuggestions } from '../lib/omnibox.ts';
import { keepStorage } from '../lib/keep-storage.ts';
import { syncCrFlag } from '../lib/cr-presence.ts';
import { rulesUrl } from '../lib/rules-url.ts';
import { CAPTURE_MENU_ID, captureSelection } from '../lib/capture-menu.ts';
import { startWeeklyChecks } from '../lib/subscriptions-background.ts';

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
 *  merging again: merged-data.ts), and with it each keyword's tooltip data, which a wake-up's
 *  lookups read instead of the whole merge (persisted-lookups.ts). */
const lookupsStore: LookupsStore = {
  lastMerge: (keyOf) => withPackStore((store) => store.lastMerge(keyOf)),
  putMerge: (merge, lookups) => withPackStore((store) => store.putMerge(merge, lookups)),
  putLookups: (lookups) => withPackStore((store) => store.putLookups(lookups)),
  lookupsKey: () => withPackStore((store) => store.lookupsKey()),
};
const mergeCache = persistingCache(lookupsStore);

export default defineBackground(() => {
  const version = browser.runtime.getManifest().version;
  // Lookups and info from the persisted records while they are those of the stored packs and CR;
  // the whole merged data (createMergedData) only for what needs it.
  const data = createLookupFront({
    makeData: () =>
      createMergedData({
        builtIn: bundle,
        terms,
        loadPacks: () => withPackStore((store) => store.enabled()),
        // The imported CR's definitions (the options page says 'packs-changed' after a change).
        loadCr,
        // Its key record first: the document is read only to merge anew.
        loadCrKey: crKey,
        cache: mergeCache,
        version,
      }),
    read: (keyword) => withPackStore((store) => store.persistedLookup(keyword)),
    // As merged-data.ts keys its merge, from the CR's small key record (cr-store.ts crKey: a
    // wake-up does not read the 1 MB document); an unreadable CR counts as none there too.
    keyOf: async () => {
      const cr = await crKey().catch(() => undefined);
      return storedKeyOf(version, bundle, cr ? { importedAt: cr.importedAt, version: cr.version } : null);
    },
  });

  // The terms live here and not in the content script: they are a third of its size, and every
  // page of every tab would parse them again (see content.ts). They are answered even when the
  // bundle is damaged: a separate file, and marking words does not need the rulings.
  listen(['terms', 'lookup', 'search', 'info', 'packs-changed'], async (request) => {
    if (request.type === 'site-status' || request.type === 'selection' || request.type === 'mark-nav') throw new Error(`${request.type} is answered by content scripts`);
    if (request.type === 'open-rule' || request.type === 'open-search') throw new Error(`${request.type} is answered by its own listener (below)`);
    if (request.type === 'terms') return terms;
    if (request.type === 'packs-changed') {
      // Whatever stored the change (an import, a capture, a subscription), Firefox is asked to
      // keep the packs (lib/keep-storage.ts); the options page's import also says if it refused.
      if (import.meta.env.FIREFOX) void keepStorage(navigator.storage, true);
      const info = await data.reload();
      await browser.storage.local.set({ [DATA_VERSION_KEY]: Date.now() });
      return info;
    }
    return data.handle(request);
  });

  // The tooltip header's rule number (content script, offered when a CR is imported): the rules
  // viewer in a new tab at that rule. The "a CR is imported" flag the content script asks
  // (lib/cr-flag.ts) follows the store: at start and after each data change (dataVersion).
  listen(['open-rule'], async (request) => {
    if (request.type === 'open-rule') await browser.tabs.create({ url: browser.runtime.getURL(rulesUrl({ rule: request.rule }) as never) });
    return null;
  });
  // The tooltip's "Search": the popup's search on the keyword, as a page in a new tab (the
  // toolbar popup itself cannot be opened from a content script's click in every browser).
  listen(['open-search'], async (request) => {
    if (request.type === 'open-search') await browser.tabs.create({ url: browser.runtime.getURL(popupUrl(request.query) as never) });
    return null;
  });
  const syncFlag = () => void syncCrFlag().catch((e: unknown) => console.warn(`rulings-lens: could not tell whether a CR is imported (${String(e)})`));
  syncFlag();
  browser.storage.local.onChanged.addListener((changes) => void (DATA_VERSION_KEY in changes && syncFlag()));

  // The opt-in weekly check of subscribed packs (lib/subscriptions-background.ts); an update
  // found rebuilds the data as a 'packs-changed' does.
  startWeeklyChecks(async () => {
    await data.reload();
    await browser.storage.local.set({ [DATA_VERSION_KEY]: Date.now() });
  }, DATA_VERSION_KEY);

  // Chrome keeps menus across service-worker restarts but not across updates; Firefox event
  // pages rebuild them: remove-then-create on both events is correct for both.
  const createMenu = async () => {
    await browser.contextMenus.removeAll();
    browser.contextMenus.create({ id: MENU_ID, title: i18n.t('menuLookup'), contexts: ['selection'] });
    browser.contextMenus.create({ id: CAPTURE_MENU_ID, title: i18n.t('captureMenu'), contexts: ['selection'] });
  };
  browser.runtime.onInstalled.addListener(() => void createMenu());
  browser.runtime.onStartup.addListener(() => void createMenu());
  // First run: the welcome page (entrypoints/welcome), once, on install; never on an update or
  // a browser update (the options page and the popup link to it later).
  browser.runtime.onInstalled.addListener(({ reason }) => {
    if (reason === 'install') void browser.tabs.create({ url: browser.runtime.getURL('/welcome.html') });
  });
  browser.contextMenus.onClicked.addListener((info) => {
    if (info.menuItemId !== MENU_ID || !info.selectionText) return;
    void browser.tabs.create({ url: browser.runtime.getURL(popupUrl(info.selectionText) as never) });
  });
  // "Add to my rulings" (lib/capture-menu.ts). The same function is on the background's global
  // as `rulingsLensCapture`: a menu cannot be clicked in a headless browser, so the e2e tests
  // call it there with what a click passes (test/e2e-extension/capture*.e2e.test.ts).
  browser.contextMenus.onClicked.addListener((info, tab) => {
    if (info.menuItemId === CAPTURE_MENU_ID) void captureSelection(info, tab);
  });
  (globalThis as Record<string, unknown>).rulingsLensCapture = captureSelection;

  browser.commands.onCommand.addListener((command, tab) => {
    if (command !== 'toggle-site') return;
    void toggleSite(tab?.id, tab?.url);
  });
  // The next / previous marked word (widget/keyboard/mark-nav.ts), relayed to the tab's top
  // frame. On the background's global as `rulingsLensNavCommand` too: a headless browser does not
  // deliver command shortcuts, so the e2e tests call it there as the listener would.
  const navCommand = async (command: string, tabId: number | undefined): Promise<boolean> =>
    tabId !== undefined && (command === 'next-mark' || command === 'prev-mark') && navTab(tabId, command === 'next-mark' ? 1 : -1);
  browser.commands.onCommand.addListener((command, tab) => void navCommand(command, tab?.id));
  (globalThis as Record<string, unknown>).rulingsLensNavCommand = navCommand;

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
