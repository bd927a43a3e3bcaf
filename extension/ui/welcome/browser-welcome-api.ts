// The welcome page's WelcomeApi backed by the extension: settings in storage, the command's
// shortcut from browser.commands, and the try-it engine wired as content.ts wires the content
// controller (terms and lookups from the background, the matcher and the tooltip UI imported
// lazily, "don't mark this word" and the language switch stored).
import { browser } from 'wxt/browser';
import type { TooltipData } from '../../../widget/contracts.ts';
import { createLazyTooltipUi } from '../../../widget/tooltip/lazy-tooltip-ui.ts';
import { readCrFlag } from '../../lib/cr-flag.ts';
import { askBackground } from '../../lib/messaging.ts';
import { loadSettings, updateSettings, watchSettings } from '../../lib/settings-store.ts';
import { withIgnored } from '../../lib/settings.ts';
import { createTryIt } from './try-it.ts';
import type { WelcomeApi } from './welcome-api.ts';

/** The matcher and the tooltip UI, as chunks of this page. Not the content script's modules
 *  (lib/matcher-loader.ts): those are web-accessible to web pages only, under a per-session URL
 *  that an extension page may not import from; the code is the same. */
const loadMatcher = () => import('../../../rulings-data/matcher/matcher.ts');
const loadTooltipUi = () => import('../../../widget/tooltip/create-tooltip-ui.tsx');

/** The manifest's command that switches the current site on or off (wxt.config.ts). */
const SITE_COMMAND = 'toggle-site';

function mountTryIt(root: Element): () => void {
  // One promise per keyword, forgotten when the packs change (as in content.ts).
  const cache = new Map<string, Promise<TooltipData | undefined>>();
  const lookup = (id: string) => {
    loadTooltipUi().catch(() => {}); // the first tooltip needs its UI too: load it meanwhile
    let hit = cache.get(id);
    if (!hit) {
      hit = askBackground({ type: 'lookup', id }).then((data) => data ?? undefined);
      hit.catch(() => cache.delete(id));
      cache.set(id, hit);
    }
    return hit;
  };
  const onData = (changes: Record<string, unknown>) => void ('dataVersion' in changes && cache.clear());
  browser.storage.local.onChanged.addListener(onData);
  let crImported = false;
  void readCrFlag().then((v) => (crImported = v), () => {});

  const tryIt = createTryIt(root, {
    terms: () => {
      loadMatcher().catch(() => {}); // asked with the terms
      return askBackground({ type: 'terms' });
    },
    createMatcher: (data) => loadMatcher().then((m) => m.createMatcher(data)),
    lookup,
    createUi: (options) => createLazyTooltipUi(options, { load: () => loadTooltipUi().then((ui) => ui.createTooltipUi) }),
    onIgnoreKeyword: (id) => void updateSettings((s) => withIgnored(s, id)),
    onLangChange: (lang) => void updateSettings({ lang }),
    rules: { available: () => crImported, open: (rule) => void askBackground({ type: 'open-rule', rule }).catch(() => {}) },
  });
  const unwatch = watchSettings((s) => tryIt.apply(s));
  void loadSettings().then((s) => tryIt.apply(s));
  return () => {
    unwatch();
    browser.storage.local.onChanged.removeListener(onData);
    tryIt.destroy();
  };
}

export function browserWelcomeApi(): WelcomeApi {
  return {
    loadSettings,
    watchSettings,
    setLevel: async (level) => void (await updateSettings({ level })),
    siteShortcut: async () => (await browser.commands.getAll()).find((c) => c.name === SITE_COMMAND)?.shortcut ?? '',
    mountTryIt,
  };
}
