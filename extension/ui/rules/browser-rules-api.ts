// The rules viewer's RulesApi backed by the extension: the CR from the pack store's IndexedDB,
// the theme from the settings, and the background's `dataVersion` bump (sent after any import or
// removal, see entrypoints/background.ts) as the signal to read the CR again.
import { browser } from 'wxt/browser';
import { loadCr } from '../../lib/cr-store.ts';
import { loadSettings } from '../../lib/settings-store.ts';
import type { RulesApi } from './rules-api.ts';

export function browserRulesApi(): RulesApi {
  return {
    loadCr,
    watchCr(cb) {
      const listener = (changes: Record<string, unknown>) => void ('dataVersion' in changes && cb());
      browser.storage.local.onChanged.addListener(listener);
      return () => browser.storage.local.onChanged.removeListener(listener);
    },
    loadTheme: async () => (await loadSettings()).theme,
    openOptions: () => void browser.runtime.openOptionsPage(),
  };
}
