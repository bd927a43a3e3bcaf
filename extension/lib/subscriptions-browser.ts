// The subscriptions' dependencies in the extension (lib/subscriptions.ts): the global fetch (the
// only network call in the extension: subscriptions-fetch.ts sends no cookies or credentials),
// browser.permissions for the reader's subscribed hosts, the pack store and the CR store.
// `changed` differs by caller: the options page messages the background, the background
// rebuilds its data itself.
import { browser } from 'wxt/browser';
import { openPackStore, type PackStore } from './pack-store.ts';
import { loadCr, saveCr } from './cr-store.ts';
import type { SubscriptionDeps } from './subscriptions.ts';

/** A pack store opened for each call and closed again (the page or worker may live long; other
 *  pages upgrade or write the same database meanwhile). */
function packsPerCall(): SubscriptionDeps['packs'] {
  async function run<T>(fn: (store: PackStore) => Promise<T>): Promise<T> {
    const store = await openPackStore();
    try {
      return await fn(store);
    } finally {
      store.close();
    }
  }
  return {
    list: () => run((s) => s.list()),
    add: (packs, now) => run((s) => s.add(packs, now)),
    update: (id, patch) => run((s) => s.update(id, patch)),
    replace: (id, pack, patch, now) => run((s) => s.replace(id, pack, patch, now)),
    remove: (id) => run((s) => s.remove(id)),
  };
}

/** `interactive`: a page where the reader clicks (permission requests are possible); the
 *  background passes false and never asks (its weekly check uses what is held). */
export function browserSubscriptionDeps(changed: () => Promise<void>, interactive: boolean): SubscriptionDeps {
  return {
    fetch: (url, init) => fetch(url, init),
    permissions: {
      request: (p) => (interactive ? browser.permissions.request(p) : Promise.resolve(false)),
      contains: (p) => browser.permissions.contains(p),
    },
    packs: packsPerCall(),
    cr: { load: loadCr, save: (doc, extra) => saveCr(doc, extra) },
    changed,
  };
}
