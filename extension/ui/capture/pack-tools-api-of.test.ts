import 'fake-indexeddb/auto';
// The options page's pack tools over a real (fake-indexeddb) pack store and recording merge and
// tell: a rename or an edited text is stored, then merged by the import worker (which must see
// the change stored), and only then is the background told — so the background finds the merge
// stored and does not merge in the service worker. A refused edit merges and tells nothing.
import { deleteDB } from 'idb';
import { afterEach, describe, expect, it } from 'vitest';
import { seedText, syntheticRulings } from '../../../rulings-data/packs/pack-fixtures.ts';
import { DB_NAME, openPackStore, type PackStore } from '../../lib/pack-store.ts';
import { addToPersonalPack, PackTextRefused } from '../../lib/personal-pack.ts';
import { packToolsApiOf } from './pack-tools-api-of.ts';

const [R0, R1, R2] = syntheticRulings(3, 'tools');
let store: PackStore | null = null;
afterEach(async () => {
  store?.close();
  store = null;
  await deleteDB(DB_NAME);
});

async function setUp(opts: { tellFails?: string } = {}) {
  store = await openPackStore();
  const s = store;
  const saved = await addToPersonalPack(s, seedText([R0, R1]), { name: 'My rulings', now: new Date('2026-03-01T00:00:00Z') });
  const log: string[] = [];
  const api = packToolsApiOf({
    open: async () => s,
    // What the worker would merge: the packs as stored when it runs.
    async merge() {
      const [row] = await s.list();
      log.push(`merge ${row.name} ${row.rulingCount}`);
    },
    async tell() {
      log.push('tell');
      if (opts.tellFails) throw new Error(opts.tellFails);
    },
    openCapture: () => log.push('capture'),
  });
  return { api, log, id: saved.pack.id };
}

describe('packToolsApiOf', () => {
  it('a rename is stored, merged in the worker, then told to the background', async () => {
    const { api, log, id } = await setUp();
    await api.rename(id, 'House rulings');
    expect(log).toEqual(['merge House rulings 2', 'tell']);
  });

  it('an edited text is stored, merged in the worker, then told; reading it merges nothing', async () => {
    const { api, log, id } = await setUp();
    const { text, since } = await api.textOf(id);
    expect(log).toEqual([]);
    const row = await api.replaceText(id, `${text.trimEnd()}\n\n${seedText([R2])}`, since);
    expect(row.rulingCount).toBe(3);
    expect(log).toEqual(['merge My rulings 3', 'tell']);
  });

  it('a refused edit stores, merges and tells nothing', async () => {
    const { api, log, id } = await setUp();
    const { since } = await api.textOf(id);
    await expect(api.replaceText(id, 'not a ruling pack\n', since)).rejects.toBeInstanceOf(PackTextRefused);
    expect(log).toEqual([]);
    expect((await store!.list())[0].rulingCount).toBe(2);
  });

  it('says the change is stored when the background does not answer', async () => {
    const { api, log, id } = await setUp({ tellFails: 'no receiver' });
    await expect(api.rename(id, 'Renamed')).rejects.toThrow(/the change is stored, but the background did not take it up \(no receiver\)/);
    expect(log).toEqual(['merge Renamed 2', 'tell']);
  });
});
