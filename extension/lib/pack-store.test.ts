import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteDB, openDB } from 'idb';
import { storedPackProblem } from '../../rulings-data/packs/merge-pack-rulings.ts';
import { readPack } from '../../rulings-data/packs/read-pack.ts';
import { seedText, syntheticRulings, utf8 } from '../../rulings-data/packs/pack-fixtures.ts';
import type { Pack } from '../../rulings-data/packs/types.ts';
import type { StoredPackKey } from './merged-data.ts';
import { DB_NAME, openPackStore, type PackStore } from './pack-store.ts';

const pack = (name: string, n = 3): Pack => readPack({ name, bytes: utf8(seedText(syntheticRulings(n, name))) }).pack!;
let store: PackStore | null = null;
/** The enabled packs lastMerge() names a merge key by (and that no merge is stored for it). */
async function keysSeen(s: PackStore): Promise<StoredPackKey[]> {
  let seen: StoredPackKey[] = [];
  expect(await s.lastMerge((packs) => ((seen = packs), 'key'))).toBeUndefined();
  return seen;
}
afterEach(async () => {
  store?.close();
  store = null;
  await deleteDB(DB_NAME);
});

describe('pack store (IndexedDB)', () => {
  it('stores packs, lists them without their texts, keeps them across re-opening', async () => {
    store = await openPackStore();
    const [a] = await store.add([pack('a.txt')], new Date('2026-01-01T00:00:00Z'));
    expect(a).toMatchObject({ name: 'a', enabled: true, importedAt: '2026-01-01T00:00:00.000Z' });
    store.close();
    store = await openPackStore();
    const list = await store.list();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: a.id, name: 'a', rulingCount: 3, fileName: 'a.txt' });
    expect('files' in list[0]).toBe(false);
    expect('rulings' in list[0]).toBe(false);
    const full = await store.get(a.id);
    expect(full!.files[0].text).toBe(pack('a.txt').files[0].text);
    expect(full!.rulings).toEqual(pack('a.txt').rulings);
    expect((await store.enabled())[0].rulings).toEqual(pack('a.txt').rulings);
  });

  it('renames a pack whose name is taken; keeps the picked order', async () => {
    store = await openPackStore();
    await store.add([pack('x.txt')]);
    await store.add([pack('x.txt'), pack('y.txt'), pack('x.txt')]);
    expect((await store.list()).map((p) => p.name)).toEqual(['x', 'x (2)', 'y', 'x (3)']);
  });

  it('switches packs on and off and removes them', async () => {
    store = await openPackStore();
    const [a, b] = await store.add([pack('a.txt'), pack('b.txt')]);
    await store.setEnabled(a.id, false);
    expect((await store.enabled()).map((p) => p.name)).toEqual(['b']);
    await store.remove(b.id);
    expect((await store.list()).map((p) => [p.name, p.enabled])).toEqual([['a', false]]);
    expect(await store.get(b.id)).toBeUndefined();
    await expect(store.setEnabled('nope', true)).rejects.toThrow(/no stored pack/);
  });

  it('gives a pack whose rulings went missing without a rulings list, so merging names it as damaged', async () => {
    store = await openPackStore();
    const [a, b] = await store.add([pack('a.txt'), pack('b.txt')]);
    store.close();
    const db = await openDB(DB_NAME);
    await db.delete('rulings', a.id);
    db.close();
    store = await openPackStore();
    const on = await store.enabled();
    expect(on.map((p) => p.name)).toEqual(['a', 'b']);
    expect(storedPackProblem(on[0])).toBe('no rulings list');
    expect(storedPackProblem(on[1])).toBeNull();
    expect(on[1].id).toBe(b.id);
  });

  it('stores nothing of a batch when one pack cannot be stored', async () => {
    store = await openPackStore();
    const bad = { ...pack('bad.txt'), oops: () => 1 } as unknown as Pack; // functions cannot be cloned
    await expect(store.add([pack('ok.txt'), bad])).rejects.toThrow();
    expect(await store.list()).toEqual([]);
  });

  it("keeps the background's last merge in one record, replaced by the next", async () => {
    store = await openPackStore();
    expect(await store.lastMerge(() => 'k1')).toBeUndefined();
    const bundle = { format: 1, rulings: [{ id: 'r-1' }] } as never;
    await store.putLastMerge({ key: 'k1', bundle });
    // With the packs it left out as damaged: a start reading the merge still knows why.
    const skipped = [{ id: 'p-2', name: 'broken', problem: 'no rulings list' }];
    await store.putLastMerge({ key: 'k2', bundle, skipped });
    store.close();
    store = await openPackStore();
    expect(await store.lastMerge(() => 'k2')).toEqual({ key: 'k2', bundle, skipped });
    await store.putLastMerge({ key: 'k3', bundle });
    expect(await store.lastMerge(() => 'k3')).toEqual({ key: 'k3', bundle, skipped: [] });
    // Only the merge the key names: a stale one, or none asked for, gives nothing.
    expect(await store.lastMerge(() => 'k1')).toBeUndefined();
    expect(await store.lastMerge(() => null)).toBeUndefined();
  });

  it('opens a version-1 database (no merge store yet) with its packs as they were', async () => {
    const v1 = await openDB(DB_NAME, 1, {
      upgrade(d) {
        for (const name of ['packs', 'rulings', 'files']) d.createObjectStore(name, { keyPath: 'id' });
      },
    });
    const row = { id: 'old-0', name: 'old', enabled: true, importedAt: '2026-10-01T00:00:00.000Z', rulingCount: 3 };
    await v1.put('packs', row);
    await v1.put('rulings', { id: 'old-0', rulings: pack('old.txt').rulings });
    v1.close();
    store = await openPackStore();
    expect(await store.list()).toEqual([row]);
    expect((await store.enabled())[0].rulings).toEqual(pack('old.txt').rulings);
    expect(await keysSeen(store)).toEqual([{ id: 'old-0', importedAt: row.importedAt, hasRulings: true, name: 'old' }]);
  });

  it("names the enabled packs for the merge key without reading their rulings, and says which lost them", async () => {
    store = await openPackStore();
    const [a, b, c] = await store.add([pack('a.txt'), pack('b.txt'), pack('c.txt')], new Date('2026-01-01T00:00:00Z'));
    await store.setEnabled(b.id, false);
    store.close();
    const db = await openDB(DB_NAME);
    await db.delete('rulings', c.id);
    db.close();
    store = await openPackStore();
    expect(await keysSeen(store)).toEqual([
      { id: a.id, importedAt: a.importedAt, hasRulings: true, name: a.name },
      { id: c.id, importedAt: c.importedAt, hasRulings: false, name: c.name },
    ]);
  });

  it('update() changes the row only; replace() swaps rulings and texts under the same id, name and switch', async () => {
    store = await openPackStore();
    const [a] = await store.add([pack('a.txt', 3)], new Date('2026-01-01T00:00:00Z'));
    await store.setEnabled(a.id, false);
    const sub = { url: 'https://x.example/index.json', revision: 'r1' };
    expect(await store.update(a.id, { subscription: sub, name: 'mine' })).toMatchObject({ id: a.id, name: 'mine', subscription: sub, rulingCount: 3 });
    expect((await store.get(a.id))!.rulings).toEqual(pack('a.txt', 3).rulings);
    const next = pack('b.txt', 5);
    const row = await store.replace(a.id, next, { subscription: { ...sub, revision: 'r2' } }, new Date('2026-02-01T00:00:00Z'));
    expect(row).toMatchObject({ id: a.id, name: 'mine', enabled: false, rulingCount: 5, fileName: 'b.txt', importedAt: '2026-02-01T00:00:00.000Z', subscription: { revision: 'r2' } });
    const full = (await store.get(a.id))!;
    expect(full.rulings).toEqual(next.rulings);
    expect(full.files).toEqual(next.files);
    expect(await store.list()).toHaveLength(1);
    await expect(store.update('nope', { name: 'x' })).rejects.toThrow(/no stored pack/);
    await expect(store.replace('nope', next)).rejects.toThrow(/no stored pack/);
  });

  it('a replace that fails part way leaves the old pack whole: row, rulings and texts', async () => {
    store = await openPackStore();
    const [a] = await store.add([pack('a.txt', 3)]);
    const before = await store.get(a.id);
    // Rulings that clone, texts that do not: the rulings write is queued before the failing one.
    const broken = { ...pack('b.txt', 5), files: [{ name: 'b.txt', kind: 'txt', text: 'x', oops: () => 1 }] } as unknown as Pack;
    await expect(store.replace(a.id, broken, { subscription: { url: 'https://x.example/p.txt', revision: 'r2' } })).rejects.toThrow();
    expect(await store.get(a.id)).toEqual(before);
    expect(await store.list()).toEqual([before && (({ rulings: _r, files: _f, ...row }) => row)(before)]);
  });
});
