// The persisted lookups over the real pack store (fake-indexeddb), wired as the background wires
// them: a "start" is a new front over the same store, as a service-worker wake-up is.
import 'fake-indexeddb/auto';
import { deleteDB, openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildBundle } from '../../rulings-data/bundle/build-bundle.ts';
import { KEYWORDS } from '../../rulings-data/keywords/index.ts';
import { readPack } from '../../rulings-data/packs/read-pack.ts';
import { seedText, syntheticRulings, utf8 } from '../../rulings-data/packs/pack-fixtures.ts';
import type { Pack } from '../../rulings-data/packs/types.ts';
import { seedSources } from '../../test/helpers/seed-sources.ts';
import { createMergedData, storedKeyOf } from './merged-data.ts';
import { DB_NAME, openPackStore, type PackStore } from './pack-store.ts';
import { createLookupFront, lookupsOf, META_ID, persistingCache, recordId, type LookupsStore } from './persisted-lookups.ts';

const { bundle, terms } = buildBundle({ sources: seedSources(), keywords: KEYWORDS });
const packOf = (tag: string, n = 4): Pack => readPack({ name: `${tag}.txt`, bytes: utf8(seedText(syntheticRulings(n, tag))) }).pack!;
const count = (rulings: ReadonlyArray<{ en: string }> | undefined, tag: string) => (rulings ?? []).filter((r) => r.en.includes(tag)).length;

let store: PackStore;
beforeEach(async () => {
  store = await openPackStore();
});
afterEach(async () => {
  store.close();
  await deleteDB(DB_NAME);
});

/** One start of the background: a front over the shared store, counting what it did. */
function start(version = '1.0.0') {
  const did = { loads: 0, mergesRead: 0, warnings: [] as string[] };
  const warn = (m: string) => did.warnings.push(m);
  const lookups: LookupsStore = {
    lastMerge: async (keyOf) => {
      const merge = await store.lastMerge(keyOf);
      if (merge) did.mergesRead++;
      return merge;
    },
    putMerge: (merge, l) => store.putMerge(merge, l),
    putLookups: (l) => store.putLookups(l),
    lookupsKey: () => store.lookupsKey(),
  };
  const cache = persistingCache(lookups, warn);
  const front = createLookupFront({
    makeData: () => createMergedData({ builtIn: bundle, terms, loadPacks: async () => (did.loads++, store.enabled()), cache, version, warn }),
    read: (keyword) => store.persistedLookup(keyword),
    keyOf: async () => storedKeyOf(version, bundle, null),
    warn,
  });
  return { front, did, settled: () => cache.settled() };
}

const lookup = (s: ReturnType<typeof start>, id: string) => s.front.handle({ type: 'lookup', id });

describe('persisted lookups', () => {
  it('a merge stores each keyword’s tooltip data; the next start answers lookups and info from them without loading, merging or reading the merge', async () => {
    await store.add([packOf('zebra')]);
    const first = start();
    const merged = await lookup(first, 'proliferate');
    expect(count(merged?.rulings, 'zebra')).toBe(1);
    expect(first.did.loads).toBe(1);
    await first.settled();

    const wake = start();
    expect(await lookup(wake, 'proliferate')).toEqual(merged);
    expect(await wake.front.handle({ type: 'info' })).toEqual(await first.front.handle({ type: 'info' }));
    expect(await lookup(wake, 'no-such-keyword')).toBeNull();
    expect(wake.did).toEqual({ loads: 0, mergesRead: 0, warnings: [] });
    // A search needs the whole data: read back from the stored merge, still not merged again.
    const hits = await wake.front.handle({ type: 'search', query: 'zebra note', limit: 10 });
    expect(hits.length).toBeGreaterThan(0);
    expect(wake.did).toMatchObject({ loads: 0, mergesRead: 1 });
  });

  it('never serves the records of another merge: packs added, switched off, another version', async () => {
    await store.add([packOf('zebra')], new Date('2026-01-01T00:00:00Z'));
    const first = start();
    await lookup(first, 'proliferate');
    await first.settled();

    // The options page stored another pack while the worker slept: the stored key differs.
    await store.add([packOf('yak')], new Date('2026-01-02T00:00:00Z'));
    const woken = start();
    const both = await lookup(woken, 'proliferate');
    expect([count(both?.rulings, 'zebra'), count(both?.rulings, 'yak')]).toEqual([1, 1]);
    expect(woken.did.loads).toBe(1); // merged anew
    await woken.settled();

    // A running worker told of a change (reload) drops what it read.
    const [zebra] = await store.list();
    await store.setEnabled(zebra.id, false);
    const info = await woken.front.reload();
    expect(info.packs.map((p) => p.name)).toEqual(['yak']);
    expect(count((await lookup(woken, 'proliferate'))?.rulings, 'zebra')).toBe(0);
    await woken.settled();

    // Another extension version: its key differs too.
    const updated = start('1.0.1');
    expect(count((await lookup(updated, 'proliferate'))?.rulings, 'yak')).toBe(1);
    expect(updated.did.loads).toBe(1);
  });

  it('a rename or a new attribution is another merge: the next wake and a reload show the new name and credit, never the stored ones', async () => {
    await store.add([packOf('zebra')]);
    const first = start();
    expect((await lookup(first, 'proliferate'))?.packs).toEqual(['zebra']);
    await first.settled();

    const [row] = await store.list();
    await store.update(row.id, { name: 'Zebra notes' });
    const wake = start();
    expect((await lookup(wake, 'proliferate'))?.packs).toEqual(['Zebra notes']);
    expect((await wake.front.handle({ type: 'info' })).packs.map((p) => p.name)).toEqual(['Zebra notes']);
    await wake.settled();

    // A subscribed pack's credit shows in the footer: a new one is not the stored one either.
    await store.update(row.id, { subscription: { url: 'https://example.org/z.json', revision: '1', attribution: 'Zed', licence: 'CC BY 4.0' } });
    const info = await wake.front.reload();
    expect(info.packs.map((p) => p.name)).toEqual(['Zebra notes']);
    expect((await lookup(wake, 'proliferate'))?.attributions).toEqual([{ pack: 'Zebra notes', attribution: 'Zed', licence: 'CC BY 4.0' }]);
    await wake.settled();
    // Only the check time changed: still the same merge, answered from the records.
    await store.update(row.id, { subscription: { url: 'https://example.org/z.json', revision: '1', attribution: 'Zed', licence: 'CC BY 4.0', checkedAt: '2026-12-01T00:00:00.000Z' } });
    const later = start();
    expect((await lookup(later, 'proliferate'))?.attributions).toEqual([{ pack: 'Zebra notes', attribution: 'Zed', licence: 'CC BY 4.0' }]);
    expect(later.did).toMatchObject({ loads: 0, mergesRead: 0 });
  });

  it('reload() after the options page stored the merge itself answers from the persisted data, merging nothing', async () => {
    const background = start();
    await lookup(background, 'proliferate'); // built-in only (nothing stored: it loaded the packs, none)
    expect(background.did).toMatchObject({ loads: 1, mergesRead: 0 });
    // What the import worker does: store the pack, merge with the same code, persist.
    await store.add([packOf('zebra')]);
    const worker = start();
    await worker.front.handle({ type: 'search', query: 'zebra', limit: 1 });
    await worker.settled();

    const info = await background.front.reload();
    expect(info.packs.map((p) => p.name)).toEqual(['zebra']);
    expect(count((await lookup(background, 'proliferate'))?.rulings, 'zebra')).toBe(1);
    expect(background.did).toMatchObject({ loads: 1, mergesRead: 0 }); // nothing more
  });

  it('a damaged or missing record, or a damaged meta, falls back to the whole data (and still answers right)', async () => {
    await store.add([packOf('zebra')]);
    const first = start();
    const right = await lookup(first, 'proliferate');
    const rightConvoke = await lookup(first, 'convoke');
    await first.settled();
    const db = await openDB(DB_NAME);
    await db.put('lookups', { id: recordId('proliferate'), key: 'whatever', data: { keyword: 'broken' } });
    await db.delete('lookups', recordId('convoke'));

    const wake = start();
    expect(await lookup(wake, 'proliferate')).toEqual(right);
    expect(wake.did.warnings.join('\n')).toMatch(/stored lookup of "proliferate" is missing or damaged/);
    expect(wake.did).toMatchObject({ loads: 0, mergesRead: 1 }); // the stored merge, not a new one
    const again = start();
    expect(await lookup(again, 'convoke')).toEqual(rightConvoke);
    expect(again.did.mergesRead).toBe(1);

    const meta = await db.get('lookups', META_ID);
    await db.put('lookups', { ...meta, keywords: 'not a list' });
    const third = start();
    expect(await lookup(third, 'ward')).toEqual(await lookup(first, 'ward'));
    expect(third.did.mergesRead).toBe(1);
    db.close();
  });

  it('a merge stored without records (an older version stored it) gets them once it is read', async () => {
    await store.add([packOf('zebra')]);
    const first = start();
    const right = await lookup(first, 'proliferate');
    await first.settled();
    const db = await openDB(DB_NAME);
    await db.clear('lookups');
    db.close();

    const older = start();
    expect(await lookup(older, 'proliferate')).toEqual(right);
    expect(older.did).toMatchObject({ loads: 0, mergesRead: 1 });
    await older.settled();
    const wake = start();
    expect(await lookup(wake, 'proliferate')).toEqual(right);
    expect(wake.did).toMatchObject({ loads: 0, mergesRead: 0 });
  });

  it('stores no records for a damaged merge (and removes the old ones); putLookups never writes over another merge', async () => {
    const key = storedKeyOf('1', bundle, null)([{ id: 'p', importedAt: 't', hasRulings: true, name: 'p' }])!;
    const good = { key, bundle, skipped: [] };
    await store.putMerge(good, lookupsOf(good));
    expect(await store.lookupsKey()).toBe(key);
    const damaged = { key: 'other', bundle: { ...bundle, rulings: 'gone' } as never, skipped: [] };
    const warnings: string[] = [];
    expect(lookupsOf(damaged, (m) => warnings.push(m))).toBeNull();
    expect(warnings).toEqual(['rulings-lens: the merge is damaged; no lookups persisted for it']);
    await store.putMerge(damaged, null);
    expect(await store.lookupsKey()).toBeUndefined();
    // Records made from the earlier merge, written after another merge was stored: skipped.
    await store.putLookups(lookupsOf(good)!);
    expect(await store.lookupsKey()).toBeUndefined();
  });
});
