// The packs panel's SubscriptionsApi over injected parts (browser-subscriptions-api.ts passes the
// extension's): lib/subscriptions.ts stores what a subscription or a "Check for updates" brought,
// then the options page's import worker merges it with the other stored packs and the CR (the
// merge the background would otherwise make in the service worker: seconds at 70,000 stored
// rulings, while every tab's lookups wait), and only then is the background told. The
// background's own weekly check (subscriptions-background.ts) has no page and merges itself.
import { originPattern } from '../../../../rulings-data/packs/pack-index.ts';
import { checkForUpdate, subscribe, type SubscriptionDeps } from '../../../lib/subscriptions.ts';
import { tellBackground } from '../tell-background.ts';
import type { SubscriptionsApi } from './subscriptions-api.ts';

export interface SubscriptionsParts {
  /** Fetch, permissions (`request` from a click) and the stores; `changed` is made here. */
  deps: Omit<SubscriptionDeps, 'changed'>;
  /** The import worker's merge of what is stored (packs/merge-in-worker.ts: never throws). */
  merge(): Promise<void>;
  /** Tells the background the data changed ('packs-changed'). */
  tell(): Promise<void>;
  weekly(): Promise<boolean>;
  setWeekly(on: boolean): Promise<void>;
}

export function subscriptionsApiOf(parts: SubscriptionsParts): SubscriptionsApi {
  const deps: SubscriptionDeps = {
    ...parts.deps,
    async changed() {
      await parts.merge();
      await tellBackground(parts.tell, 'update');
    },
  };
  return {
    subscribe: (url) => subscribe(url, deps),
    check(target, url) {
      // Asked in the click (before anything is awaited); an answer "no" is recorded as the reason.
      let asked: Promise<boolean>;
      try {
        asked = deps.permissions.request({ origins: [originPattern(url)] });
      } catch (e) {
        asked = Promise.reject(e);
      }
      return checkForUpdate(target, deps, asked);
    },
    crSubscription: async () => (await deps.cr.load().catch(() => undefined))?.subscription ?? null,
    weekly: () => parts.weekly(),
    setWeekly: (on) => parts.setWeekly(on),
  };
}
