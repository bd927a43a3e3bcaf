// The SubscriptionsApi backed by the extension (wired by subscriptions-api-of.ts):
// lib/subscriptions.ts with the browser's fetch, permissions and stores, the import worker for
// the merge after a change (packs/merge-in-worker.ts), then a 'packs-changed' message so the
// background takes the stored merge up.
import { askBackground } from '../../../lib/messaging.ts';
import { loadSettings, updateSettings } from '../../../lib/settings-store.ts';
import { browserSubscriptionDeps } from '../../../lib/subscriptions-browser.ts';
import { mergeInWorker } from '../packs/merge-in-worker.ts';
import { subscriptionsApiOf } from './subscriptions-api-of.ts';
import type { SubscriptionsApi } from './subscriptions-api.ts';

export function browserSubscriptionsApi(): SubscriptionsApi {
  const { changed: _made, ...deps } = browserSubscriptionDeps(async () => {}, true);
  return subscriptionsApiOf({
    deps,
    merge: () => mergeInWorker(),
    tell: async () => void (await askBackground({ type: 'packs-changed' })),
    weekly: async () => (await loadSettings()).weeklyUpdateCheck,
    setWeekly: async (on) => void (await updateSettings({ weeklyUpdateCheck: on })),
  });
}
