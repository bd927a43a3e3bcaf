import 'fake-indexeddb/auto';
// The packs panel's subscriptions over lib/subscriptions.ts, a real (fake-indexeddb) pack store,
// a tiny fake web server and recording merge and tell: what a subscription or a "Check for
// updates" brings is stored, then merged by the import worker (which must see it stored), and
// only then is the background told — so the background finds the merge stored and does not
// merge in the service worker. A check that finds nothing new merges and tells nothing.
import { deleteDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { crText, tinyCr } from '../../../../rulings-data/cr/cr-text-fixtures.ts';
import { seedText, syntheticRulings, utf8 } from '../../../../rulings-data/packs/pack-fixtures.ts';
import type { StoredCr } from '../../../lib/cr-store.ts';
import { DB_NAME, openPackStore, type PackStore } from '../../../lib/pack-store.ts';
import { subscriptionsApiOf } from './subscriptions-api-of.ts';
import type { SubscriptionsApi } from './subscriptions-api.ts';

const ORIGIN = 'https://packs.example.org';
const PACK_URL = `${ORIGIN}/mtg/rulings.txt`;
const CR_INDEX = `${ORIGIN}/cr/index.json`;
const crIndex = (revision: string) => JSON.stringify({ format: 1, kind: 'cr', name: 'CR', revision, pack: 'en.txt' });

let store: PackStore;
let routes: Map<string, string>;
let cr: StoredCr | undefined;
let log: string[];
let tellFails: string | undefined;
let api: SubscriptionsApi;

beforeEach(async () => {
  store = await openPackStore();
  routes = new Map();
  cr = undefined;
  log = [];
  tellFails = undefined;
  const s = store;
  api = subscriptionsApiOf({
    deps: {
      fetch: async (url) => (routes.has(url) ? new Response(utf8(routes.get(url)!)) : new Response('not found', { status: 404 })),
      permissions: {
        request: async ({ origins }) => (log.push(`ask ${origins.join()}`), true),
        contains: async () => true,
      },
      packs: s,
      cr: { load: async () => cr, save: async (doc, extra) => (cr = { importedAt: new Date().toISOString(), ...extra, doc }) },
    },
    // What the worker would merge: the packs and the CR as stored when it runs.
    async merge() {
      const packs = (await s.list()).map((p) => `${p.name}:${p.rulingCount}`);
      log.push(`merge ${[...packs, ...(cr ? [`cr:${cr.subscription?.revision}`] : [])].join(' ')}`);
    },
    async tell() {
      log.push('tell');
      if (tellFails) throw new Error(tellFails);
    },
    weekly: async () => false,
    setWeekly: async () => {},
  });
});
afterEach(async () => {
  store.close();
  await deleteDB(DB_NAME);
});

describe('subscriptionsApiOf', () => {
  it("a rulings pack's update is stored, merged in the worker, then told; an unchanged one merges nothing", async () => {
    routes.set(PACK_URL, seedText(syntheticRulings(2, 'v1')));
    expect(await api.subscribe(PACK_URL)).toMatchObject({ ok: true, rulings: 2 });
    expect(log).toEqual([`ask ${ORIGIN}/*`, 'merge rulings:2', 'tell']);
    const [{ id }] = await store.list();
    log = [];
    expect(await api.check({ kind: 'rulings', id }, PACK_URL)).toMatchObject({ status: 'current' });
    expect(log).toEqual([`ask ${ORIGIN}/*`]);
    log = [];
    routes.set(PACK_URL, seedText(syntheticRulings(3, 'v2')));
    expect(await api.check({ kind: 'rulings', id }, PACK_URL)).toMatchObject({ status: 'updated', rulings: 3 });
    expect(log).toEqual([`ask ${ORIGIN}/*`, 'merge rulings:3', 'tell']);
  });

  it("a CR subscription's update is stored, merged in the worker, then told", async () => {
    routes.set(CR_INDEX, crIndex('c1')).set(`${ORIGIN}/cr/en.txt`, crText(tinyCr(), 'en'));
    expect(await api.subscribe(CR_INDEX)).toMatchObject({ ok: true, kind: 'cr' });
    expect(await api.crSubscription()).toMatchObject({ url: CR_INDEX, revision: 'c1' });
    log = [];
    routes.set(CR_INDEX, crIndex('c2'));
    expect(await api.check({ kind: 'cr' }, CR_INDEX)).toMatchObject({ status: 'updated', from: 'c1', revision: 'c2' });
    expect(log).toEqual([`ask ${ORIGIN}/*`, 'merge cr:c2', 'tell']);
  });

  it('an update the background does not take up is reported as stored', async () => {
    routes.set(PACK_URL, seedText(syntheticRulings(2, 'v1')));
    await api.subscribe(PACK_URL);
    const [{ id }] = await store.list();
    tellFails = 'no receiver';
    routes.set(PACK_URL, seedText(syntheticRulings(3, 'v2')));
    const r = await api.check({ kind: 'rulings', id }, PACK_URL);
    expect(r).toEqual({ status: 'failed', reason: 'the update is stored, but the background did not take it up (no receiver); it will when the extension next starts' });
    expect((await store.get(id))!.rulingCount).toBe(3);
  });
});
