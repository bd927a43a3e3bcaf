// The SubscriptionsApi backed by the extension: lib/subscriptions.ts with the browser's fetch,
// permissions and stores; a 'packs-changed' message after a change so the background rebuilds.
import { browser } from 'wxt/browser';
import { originPattern } from '../../../../rulings-data/packs/pack-index.ts';
import { loadCr } from '../../../lib/cr-store.ts';
import { askBackground } from '../../../lib/messaging.ts';
import { loadSettings, updateSettings } from '../../../lib/settings-store.ts';
import { checkForUpdate, subscribe } from '../../../lib/subscriptions.ts';
import { browserSubscriptionDeps } from '../../../lib/subscriptions-browser.ts';
import type { SubscriptionsApi } from './subscriptions-api.ts';

async function changed(): Promise<void> {
  try {
    await askBackground({ type: 'packs-changed' });
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    throw new Error(`the update is stored, but the background did not take it up (${why}); it will when the extension next starts`);
  }
}

export function browserSubscriptionsApi(): SubscriptionsApi {
  const deps = browserSubscriptionDeps(changed, true);
  return {
    subscribe: (url) => subscribe(url, deps),
    check(target, url) {
      // Asked in the click (before anything is awaited); an answer "no" is recorded as the reason.
      let asked: Promise<boolean>;
      try {
        asked = browser.permissions.request({ origins: [originPattern(url)] });
      } catch (e) {
        asked = Promise.reject(e);
      }
      return checkForUpdate(target, deps, asked);
    },
    crSubscription: async () => (await loadCr().catch(() => undefined))?.subscription ?? null,
    weekly: async () => (await loadSettings()).weeklyUpdateCheck,
    setWeekly: async (on) => void (await updateSettings({ weeklyUpdateCheck: on })),
  };
}
