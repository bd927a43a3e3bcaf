import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteDB } from 'idb';
import { seedText, syntheticRulings, utf8 } from '../../rulings-data/packs/pack-fixtures.ts';
import { crText, tinyCr } from '../../rulings-data/cr/cr-text-fixtures.ts';
import type { CrDoc } from '../../rulings-data/cr/types.ts';
import { readCr } from '../../rulings-data/cr/read-cr.ts';
import { DB_NAME, openPackStore, type PackStore } from './pack-store.ts';
import type { StoredCr } from './cr-store.ts';
import { bytesRevision, checkAll, checkForUpdate, downloadName, subscribe, type SubscriptionDeps } from './subscriptions.ts';

const ORIGIN = 'https://packs.example.org';
const INDEX_URL = `${ORIGIN}/mtg/index.json`;
const PACK_URL = `${ORIGIN}/mtg/rulings.txt`;
const NOW = new Date('2026-06-01T10:00:00Z');

/** A tiny web server: URL → what it answers (bytes, a status, or a thrown network error). */
type Route = string | Uint8Array | { status: number } | Error;
interface Fake {
  deps: SubscriptionDeps;
  routes: Map<string, Route>;
  fetched: Array<{ url: string; init: RequestInit }>;
  asked: string[][];
  granted: Set<string>;
  changed: number;
  cr: { value: StoredCr | undefined };
}

let store: PackStore;
let fake: Fake;

function makeFake(): Fake {
  const f: Fake = {
    routes: new Map(),
    fetched: [],
    asked: [],
    granted: new Set(),
    changed: 0,
    cr: { value: undefined },
    deps: undefined as never,
  };
  f.deps = {
    async fetch(url, init) {
      f.fetched.push({ url, init });
      const r = f.routes.get(url);
      if (r === undefined) return new Response('not found', { status: 404, statusText: 'Not Found' });
      if (r instanceof Error) throw r;
      if (typeof r === 'object' && 'status' in r) return new Response('no', { status: r.status });
      return new Response(typeof r === 'string' ? utf8(r) : (r as BodyInit));
    },
    permissions: {
      request: async ({ origins }) => {
        f.asked.push(origins);
        return origins.every((o) => f.granted.has(o));
      },
      contains: async ({ origins }) => origins.every((o) => f.granted.has(o)),
    },
    packs: store,
    cr: {
      load: async () => f.cr.value,
      save: async (doc: CrDoc, extra) => (f.cr.value = { importedAt: NOW.toISOString(), ...extra, doc }),
    },
    changed: async () => void f.changed++,
    now: () => NOW,
  };
  return f;
}

const index = (over: Record<string, unknown> = {}) =>
  JSON.stringify({ format: 1, name: 'Community rulings', revision: 'r1', attribution: 'Test volunteers', licence: 'CC BY-SA 4.0', pack: 'rulings.txt', ...over });
const packText = (n: number, tag: string) => seedText(syntheticRulings(n, tag));

beforeEach(async () => {
  store = await openPackStore();
  fake = makeFake();
  fake.granted.add(`${ORIGIN}/*`);
});
afterEach(async () => {
  store.close();
  await deleteDB(DB_NAME);
});

describe('subscribe', () => {
  it('asks for the index host only, synchronously, then stores the pack with where it came from', async () => {
    fake.routes.set(INDEX_URL, index()).set(PACK_URL, packText(3, 'v1'));
    const pending = subscribe(INDEX_URL, fake.deps);
    // Asked before anything was awaited: still inside the click that called it.
    expect(fake.asked).toEqual([[`${ORIGIN}/*`]]);
    const result = await pending;
    expect(result).toEqual({ ok: true, kind: 'rulings', name: 'Community rulings', revision: 'r1', rulings: 3, warnings: [] });
    const [row] = await store.list();
    expect(row).toMatchObject({ name: 'Community rulings', rulingCount: 3, fileName: 'rulings.txt', enabled: true });
    expect(row.subscription).toEqual({ url: INDEX_URL, revision: 'r1', attribution: 'Test volunteers', licence: 'CC BY-SA 4.0', checkedAt: NOW.toISOString() });
    expect(fake.changed).toBe(1);
    // Nothing but the URL: no cookies or credentials, no cache.
    expect(fake.fetched.map((f) => f.url)).toEqual([INDEX_URL, PACK_URL]);
    for (const { init } of fake.fetched) expect(init).toMatchObject({ credentials: 'omit', cache: 'no-store', referrerPolicy: 'no-referrer' });
  });

  it('downloads nothing and stores nothing when access is refused', async () => {
    fake.granted.clear();
    fake.routes.set(INDEX_URL, index()).set(PACK_URL, packText(3, 'v1'));
    expect(await subscribe(INDEX_URL, fake.deps)).toEqual({ ok: false, lines: [`${ORIGIN}/*: access was not allowed, so nothing was downloaded`] });
    expect(fake.fetched).toEqual([]);
    expect(await store.list()).toEqual([]);
    expect(fake.changed).toBe(0);
  });

  it('refuses a URL that is not https (or local http) before asking anything', async () => {
    for (const url of ['http://packs.example.org/index.json', 'ftp://x.org/a.txt', 'not a url']) {
      const r = await subscribe(url, fake.deps);
      expect(r.ok).toBe(false);
    }
    expect(fake.asked).toEqual([]);
    expect(fake.fetched).toEqual([]);
  });

  it('accepts plain http on 127.0.0.1 (development and tests), asking for that host on any port', async () => {
    const local = 'http://127.0.0.1:41234/index.json';
    fake.granted.add('http://127.0.0.1/*');
    fake.routes.set(local, index()).set('http://127.0.0.1:41234/rulings.txt', packText(2, 'local'));
    expect(await subscribe(local, fake.deps)).toMatchObject({ ok: true, rulings: 2 });
    expect(fake.asked).toEqual([['http://127.0.0.1/*']]);
  });

  it('refuses a damaged pack whole, with file:line:col, and stores nothing', async () => {
    const bad = packText(3, 'v1').replace(/• \((\d{4})-\d\d-\d\d/, '• ($1-02-30');
    fake.routes.set(INDEX_URL, index()).set(PACK_URL, bad);
    const r = await subscribe(INDEX_URL, fake.deps);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.lines[0]).toMatch(/^rulings\.txt:\d+:\d+: error: .*-02-30/);
    expect(await store.list()).toEqual([]);
    expect(fake.changed).toBe(0);
  });

  it('refuses a bad index with its problems positioned, and downloads no pack', async () => {
    fake.routes.set(INDEX_URL, JSON.stringify({ format: 1, name: 'x', revision: 'r1', pack: 'https://elsewhere.example/a.txt' }, null, 2));
    const r = await subscribe(INDEX_URL, fake.deps);
    expect(!r.ok && r.lines).toEqual([expect.stringMatching(new RegExp(`^${INDEX_URL}:5:3: error: "pack" https://elsewhere\\.example/a\\.txt is on another site`))]);
    expect(fake.fetched.map((f) => f.url)).toEqual([INDEX_URL]);
  });

  it('says why a download failed: HTTP status, network error', async () => {
    fake.routes.set(INDEX_URL, index()).set(PACK_URL, { status: 503 });
    expect(await subscribe(INDEX_URL, fake.deps)).toEqual({ ok: false, lines: [`${PACK_URL}: the server answered HTTP 503`] });
    fake.routes.set(INDEX_URL, new TypeError('Failed to fetch'));
    const r = await subscribe(INDEX_URL, fake.deps);
    expect(!r.ok && r.lines[0]).toMatch(/could not be downloaded \(Failed to fetch\)/);
    expect(await store.list()).toEqual([]);
  });

  it('subscribes to a pack file without an index: its revision is the hash of its bytes', async () => {
    const text = packText(2, 'direct');
    fake.routes.set(PACK_URL, text);
    const r = await subscribe(PACK_URL, fake.deps);
    expect(r).toMatchObject({ ok: true, name: 'rulings', revision: await bytesRevision(utf8(text)), rulings: 2 });
    expect((await store.list())[0].subscription).toEqual({ url: PACK_URL, revision: await bytesRevision(utf8(text)), checkedAt: NOW.toISOString() });
  });

  it('will not subscribe twice to one URL', async () => {
    fake.routes.set(INDEX_URL, index()).set(PACK_URL, packText(3, 'v1'));
    await subscribe(INDEX_URL, fake.deps);
    const r = await subscribe(INDEX_URL, fake.deps);
    expect(!r.ok && r.lines[0]).toMatch(/^already subscribed: “Community rulings”/);
    expect(await store.list()).toHaveLength(1);
  });

  it('a CR index stores the Comprehensive Rules with the subscription', async () => {
    const doc = tinyCr();
    fake.routes.set(INDEX_URL, index({ kind: 'cr', name: 'CR', files: ['cr-en.txt', 'cr-zh.txt'], pack: undefined }));
    fake.routes.set(`${ORIGIN}/mtg/cr-en.txt`, crText(doc, 'en')).set(`${ORIGIN}/mtg/cr-zh.txt`, crText(doc, 'zh'));
    const r = await subscribe(INDEX_URL, fake.deps);
    expect(r).toMatchObject({ ok: true, kind: 'cr', revision: 'r1' });
    expect(fake.cr.value?.doc.languages).toEqual(['en', 'zh']);
    expect(fake.cr.value?.subscription).toMatchObject({ url: INDEX_URL, revision: 'r1', licence: 'CC BY-SA 4.0' });
    expect(await store.list()).toEqual([]);
  });
});

describe('checkForUpdate', () => {
  async function subscribed(): Promise<string> {
    fake.routes.set(INDEX_URL, index()).set(PACK_URL, packText(3, 'v1'));
    await subscribe(INDEX_URL, fake.deps);
    fake.fetched.length = 0;
    fake.changed = 0;
    return (await store.list())[0].id;
  }
  const later = () => (fake.deps.now = () => new Date('2026-06-08T10:00:00Z'));

  it('the same revision: up to date, checked time noted, the pack not downloaded', async () => {
    const id = await subscribed();
    later();
    expect(await checkForUpdate({ kind: 'rulings', id }, fake.deps)).toEqual({ status: 'current', revision: 'r1' });
    expect(fake.fetched.map((f) => f.url)).toEqual([INDEX_URL]);
    expect((await store.list())[0].subscription?.checkedAt).toBe('2026-06-08T10:00:00.000Z');
    expect(fake.changed).toBe(0);
  });

  it('a new revision replaces the rulings under the same id, and the background is told', async () => {
    const id = await subscribed();
    const before = (await store.get(id))!;
    later();
    fake.routes.set(INDEX_URL, index({ revision: 'r2', licence: 'CC BY 4.0' })).set(PACK_URL, packText(4, 'v2'));
    expect(await checkForUpdate({ kind: 'rulings', id }, fake.deps)).toEqual({ status: 'updated', revision: 'r2', from: 'r1', rulings: 4, warnings: [] });
    const after = (await store.get(id))!;
    expect(after.rulingCount).toBe(4);
    expect(after.rulings.map((r) => r.id)).not.toEqual(before.rulings.map((r) => r.id));
    expect(after.subscription).toEqual({ url: INDEX_URL, revision: 'r2', attribution: 'Test volunteers', licence: 'CC BY 4.0', checkedAt: '2026-06-08T10:00:00.000Z' });
    expect(after.importedAt).toBe('2026-06-08T10:00:00.000Z'); // a new merge key: the background merges again
    expect(fake.changed).toBe(1);
  });

  it('a broken revision leaves the old pack untouched and records why', async () => {
    const id = await subscribed();
    const before = (await store.get(id))!;
    later();
    fake.routes.set(INDEX_URL, index({ revision: 'r2' })).set(PACK_URL, '单卡释疑\n\nthis is not a ruling\n');
    const r = await checkForUpdate({ kind: 'rulings', id }, fake.deps);
    expect(r.status).toBe('failed');
    const after = (await store.get(id))!;
    expect(after.rulings).toEqual(before.rulings);
    expect(after.files).toEqual(before.files);
    expect(after.importedAt).toBe(before.importedAt);
    expect(after.subscription).toMatchObject({ revision: 'r1', checkedAt: '2026-06-08T10:00:00.000Z' });
    expect(after.subscription?.lastError).toMatch(/^rulings\.txt:\d+:\d+: error: /);
    expect(fake.changed).toBe(0);
    // Fixed on the server: the next check clears the error.
    fake.routes.set(PACK_URL, packText(2, 'v3'));
    expect(await checkForUpdate({ kind: 'rulings', id }, fake.deps)).toMatchObject({ status: 'updated', revision: 'r2' });
    expect((await store.list())[0].subscription?.lastError).toBeUndefined();
  });

  it('a network failure or an HTTP error is recorded, the pack kept', async () => {
    const id = await subscribed();
    fake.routes.set(INDEX_URL, { status: 500 });
    expect(await checkForUpdate({ kind: 'rulings', id }, fake.deps)).toEqual({ status: 'failed', reason: `${INDEX_URL}: the server answered HTTP 500` });
    expect((await store.list())[0]).toMatchObject({ rulingCount: 3, subscription: { revision: 'r1', lastError: `${INDEX_URL}: the server answered HTTP 500` } });
  });

  it('the permission taken back: nothing is downloaded and the list says why', async () => {
    const id = await subscribed();
    fake.granted.clear();
    const r = await checkForUpdate({ kind: 'rulings', id }, fake.deps);
    expect(r).toEqual({ status: 'failed', reason: expect.stringMatching(/no access to this site any more/) });
    expect(fake.fetched).toEqual([]);
    expect((await store.list())[0].subscription?.lastError).toMatch(/no access/);
    // A press of "Check for updates" asks again in its click: allowed, it checks.
    expect(await checkForUpdate({ kind: 'rulings', id }, fake.deps, Promise.resolve(true))).toEqual({ status: 'current', revision: 'r1' });
  });

  it('a direct pack file: same bytes are up to date, other bytes an update', async () => {
    fake.routes.set(PACK_URL, packText(2, 'd1'));
    await subscribe(PACK_URL, fake.deps);
    const id = (await store.list())[0].id;
    expect((await checkForUpdate({ kind: 'rulings', id }, fake.deps)).status).toBe('current');
    fake.routes.set(PACK_URL, packText(5, 'd2'));
    expect(await checkForUpdate({ kind: 'rulings', id }, fake.deps)).toMatchObject({ status: 'updated', rulings: 5 });
    expect((await store.list())[0].rulingCount).toBe(5);
  });

  it('a failing store write leaves the old pack (replace is one transaction)', async () => {
    const id = await subscribed();
    fake.routes.set(INDEX_URL, index({ revision: 'r2' })).set(PACK_URL, packText(4, 'v2'));
    const failing = { ...fake.deps, packs: { ...store, replace: () => Promise.reject(new Error('QuotaExceededError: disk full')), list: store.list, update: store.update } };
    expect(await checkForUpdate({ kind: 'rulings', id }, failing)).toEqual({ status: 'failed', reason: 'QuotaExceededError: disk full' });
    expect((await store.list())[0]).toMatchObject({ rulingCount: 3, subscription: { revision: 'r1', lastError: 'QuotaExceededError: disk full' } });
  });

  it('checkAll checks every subscription with the permissions held, the CR too', async () => {
    const id = await subscribed();
    const doc = readCr([{ name: 'cr-en.txt', bytes: utf8(crText(tinyCr(), 'en')) }]).doc!;
    fake.cr.value = { importedAt: NOW.toISOString(), doc, subscription: { url: `${ORIGIN}/cr/index.json`, revision: 'c1' } };
    fake.routes.set(`${ORIGIN}/cr/index.json`, index({ kind: 'cr', revision: 'c1', pack: 'en.txt' }));
    fake.routes.set(INDEX_URL, index({ revision: 'r2' })).set(PACK_URL, packText(4, 'v2'));
    const results = await checkAll(fake.deps);
    expect(results).toEqual([{ status: 'updated', revision: 'r2', from: 'r1', rulings: 4, warnings: [] }, { status: 'current', revision: 'c1' }]);
    expect(fake.asked).toEqual([[`${ORIGIN}/*`]]); // only the subscribe click asked; the weekly check never does
    expect((await store.get(id))!.rulingCount).toBe(4);
    expect(fake.cr.value?.subscription?.checkedAt).toBe(NOW.toISOString());
  });
});

describe('downloadName', () => {
  it('reads the name off the URL, adding the extension the bytes call for', () => {
    expect(downloadName('https://x.org/a/My%20Pack.zip?v=2', utf8('x'))).toBe('My Pack.zip');
    expect(downloadName('https://x.org/packs/latest', new Uint8Array([0x50, 0x4b, 3, 4]))).toBe('latest.zip');
    expect(downloadName('https://x.org/', utf8(' {"format":1}'))).toBe('pack.json');
    expect(downloadName('https://x.org/p', utf8('单卡释疑'))).toBe('p.txt');
  });
});
