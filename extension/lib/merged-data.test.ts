import { describe, expect, it } from 'vitest';
import { buildBundle } from '../../rulings-data/bundle/build-bundle.ts';
import { KEYWORDS } from '../../rulings-data/keywords/index.ts';
import { readPack } from '../../rulings-data/packs/read-pack.ts';
import { seedText, syntheticRulings, utf8 } from '../../rulings-data/packs/pack-fixtures.ts';
import type { Pack } from '../../rulings-data/packs/types.ts';
import { seedSources } from '../../test/helpers/seed-sources.ts';
import { readCr } from '../../rulings-data/cr/read-cr.ts';
import { crText, tinyCr } from '../../rulings-data/cr/cr-text-fixtures.ts';
import { createMergedData, mergeKey, type CachedMerge, type MergeCache, type StoredPackKey } from './merged-data.ts';

const { bundle, terms } = buildBundle({ sources: seedSources(), keywords: KEYWORDS });
const pack = readPack({ name: 'zebra.txt', bytes: utf8(seedText(syntheticRulings(4, 'zebra'))) }).pack!;
const zebraCount = (rulings: Array<{ en: string }>) => rulings.filter((r) => r.en.includes('zebra')).length;

describe('merged data (background)', () => {
  it('answers with the built-in rulings plus the stored packs, and follows reloads', async () => {
    let stored: Pack[] = [pack];
    const data = createMergedData({ builtIn: bundle, terms, loadPacks: async () => stored, warn: () => {} });
    const s1 = await data.service();
    expect(s1.info()).toMatchObject({ rulings: bundle.rulings.length + 4, packs: [{ name: 'zebra', rulings: 4 }] });
    expect(zebraCount(s1.lookup('proliferate')!.rulings)).toBe(1);
    expect(s1.lookup('proliferate')!.packs).toEqual(['zebra']);
    expect(s1.search('zebra note', 10).some((i) => i.type === 'ruling')).toBe(true);

    stored = [];
    const s2 = await data.reload();
    expect(await data.service()).toBe(s2);
    expect(s2.info()).toMatchObject({ rulings: bundle.rulings.length, packs: [] });
    expect(zebraCount(s2.lookup('proliferate')!.rulings)).toBe(0);
  });

  it('falls back to the built-in rulings when storage cannot be read, and says so', async () => {
    const warnings: string[] = [];
    const data = createMergedData({ builtIn: bundle, terms, loadPacks: async () => { throw new Error('disk gone'); }, warn: (m) => warnings.push(m) });
    expect((await data.service()).info().rulings).toBe(bundle.rulings.length);
    expect(warnings).toEqual(['rulings-lens: imported packs could not be read (disk gone); built-in rulings only']);
  });

  it('a slow earlier build never replaces a later one', async () => {
    let release!: () => void;
    const slow = new Promise<void>((r) => (release = r));
    let call = 0;
    const data = createMergedData({
      builtIn: bundle,
      terms,
      loadPacks: async () => (++call === 1 ? (await slow, [pack]) : []),
      warn: () => {},
    });
    const later = data.reload();
    release();
    await later;
    await new Promise((r) => setTimeout(r, 10)); // the first build has finished by now too
    expect((await data.service()).info().packs).toEqual([]);
  });
});

describe('merged data over a damaged built-in bundle', () => {
  it('answers with the one DATA_DAMAGED error, with packs stored too', async () => {
    const damaged = { ...bundle, keywords: undefined } as unknown as typeof bundle;
    const data = createMergedData({ builtIn: damaged, terms, loadPacks: async () => [pack], warn: () => {} });
    const s = await data.service();
    expect(() => s.info()).toThrow(/the rulings data is damaged/);
    expect(() => s.lookup('ward')).toThrow(/the rulings data is damaged/);
  });
});

describe('merged data with the last merge stored (a service worker starts often)', () => {
  const stored = (p: Pack, id: string, importedAt = '2026-11-01T00:00:00.000Z') => ({ ...p, id, importedAt });
  const keysOf = (packs: ReadonlyArray<{ id: string; importedAt: string; name: string; rulings?: unknown }>): StoredPackKey[] =>
    packs.map((p) => ({ id: p.id, importedAt: p.importedAt, hasRulings: Array.isArray(p.rulings), name: p.name }));
  /** An in-memory store; `keys` are the enabled packs as the pack store would list them. */
  const memoryCache = (keys: () => readonly StoredPackKey[]) => {
    const log: string[] = [];
    let last: CachedMerge | undefined;
    const cache: MergeCache = {
      // 'get': the merge itself was read (only when its key is the one asked for).
      get: async (keyOf) => {
        const key = keyOf(keys());
        if (key === null || last?.key !== key) return undefined;
        log.push('get');
        return structuredClone(last);
      },
      put: async (m) => void (log.push('put'), (last = structuredClone(m))),
    };
    return { cache, log, last: () => last };
  };
  const settle = () => new Promise((r) => setTimeout(r, 0)); // the put is not awaited by the answer

  it('merges once and stores it; the next start answers from the store without loading or merging the packs', async () => {
    let packs = [stored(pack, 'p1')];
    const { cache, last, log } = memoryCache(() => keysOf(packs));
    let loads = 0;
    const loadPacks = async () => (loads++, packs);
    const first = await createMergedData({ builtIn: bundle, terms, loadPacks, cache, version: '1.0.0', warn: () => {} }).service();
    await settle();
    expect(loads).toBe(1);
    expect(last()?.key).toBe(mergeKey('1.0.0', bundle, keysOf(packs)));

    const again = await createMergedData({ builtIn: bundle, terms, loadPacks, cache, version: '1.0.0', warn: () => {} }).service();
    expect(loads).toBe(1);
    expect(again.info()).toEqual(first.info());
    expect(zebraCount(again.lookup('proliferate')!.rulings)).toBe(1);
    expect(again.search('zebra note', 10)).toEqual(first.search('zebra note', 10));

    expect(log).toEqual(['put', 'get']);
    // Another import (a new id), another version: each makes the stored merge stale, and a
    // stale merge is not even read (its key says so).
    packs = [stored(pack, 'p1'), stored(pack, 'p2', '2026-11-02T00:00:00.000Z')];
    await createMergedData({ builtIn: bundle, terms, loadPacks, cache, version: '1.0.0', warn: () => {} }).service();
    expect(loads).toBe(2);
    expect(log).toEqual(['put', 'get', 'put']); // merged anew and stored, the stale one unread
    await settle();
    await createMergedData({ builtIn: bundle, terms, loadPacks, cache, version: '1.0.1', warn: () => {} }).service();
    expect(loads).toBe(3);
  });

  it('merges anew once a pack of the stored merge lost its rulings in storage (it is skipped, as the options page says)', async () => {
    let packs: Array<ReturnType<typeof stored> | (Omit<ReturnType<typeof stored>, 'rulings'> & { rulings: undefined })> = [stored(pack, 'p1')];
    const { cache } = memoryCache(() => keysOf(packs));
    const start = () => createMergedData({ builtIn: bundle, terms, loadPacks: async () => packs as never, cache, warn: () => {} }).service();
    expect(zebraCount((await start()).lookup('proliferate')!.rulings)).toBe(1);
    await settle();
    packs = [{ ...stored(pack, 'p1'), rulings: undefined }];
    expect(zebraCount((await start()).lookup('proliferate')!.rulings)).toBe(0);
  });

  it('stores nothing without packs, or for packs without their store ids, and merges when the store fails', async () => {
    const none = memoryCache(() => []);
    await createMergedData({ builtIn: bundle, terms, loadPacks: async () => [], cache: none.cache, warn: () => {} }).service();
    const bare = memoryCache(() => [{ id: 'p1', importedAt: 'x', hasRulings: true, name: 'zebra' }]);
    const s = await createMergedData({ builtIn: bundle, terms, loadPacks: async () => [pack], cache: bare.cache, warn: () => {} }).service();
    await settle();
    expect(s.info().rulings).toBe(bundle.rulings.length + 4);
    expect([none.last(), bare.last()]).toEqual([undefined, undefined]);

    const warnings: string[] = [];
    const broken: MergeCache = {
      get: async () => { throw new Error('disk gone'); },
      put: async () => { throw new Error('disk full'); },
    };
    const merged = await createMergedData({ builtIn: bundle, terms, loadPacks: async () => [stored(pack, 'p1', 'x')], cache: broken, warn: (m) => warnings.push(m) }).service();
    await settle();
    expect(merged.info().rulings).toBe(bundle.rulings.length + 4);
    expect(warnings).toEqual([
      'rulings-lens: the last merge of the imported packs could not be read (disk gone); merging again',
      'rulings-lens: the merge of the imported packs could not be stored (disk full); the next start merges again',
    ]);
  });
});

describe('merged data names the packs it skipped as damaged (the options page must not show them "On")', () => {
  const good = { ...pack, id: 'p-good', importedAt: '2026-11-01T00:00:00.000Z' };
  const lost = { ...readPack({ name: 'lost.txt', bytes: utf8(seedText(syntheticRulings(2, 'lost'))) }).pack!, id: 'p-lost', importedAt: '2026-11-02T00:00:00.000Z' };
  // What a damaged profile leaves: a row without its rulings, or a ruling that lost a field.
  const noRulings = { ...lost, rulings: undefined } as never;
  const badRuling = { ...lost, rulings: [lost.rulings[0], { ...lost.rulings[1], origins: undefined }] } as never;

  it('info() lists each skipped pack with its id and why, and its packs and counts leave it out', async () => {
    const warnings: string[] = [];
    const s = await createMergedData({ builtIn: bundle, terms, loadPacks: async () => [good, noRulings], warn: (m) => warnings.push(m) }).service();
    expect(s.info().skipped).toEqual([{ id: 'p-lost', name: 'lost', problem: 'no rulings list' }]);
    // The popup's pack list and counts are those of what is in use.
    expect(s.info().packs).toEqual([{ name: 'zebra', rulings: 4 }]);
    expect(s.info().rulings).toBe(bundle.rulings.length + 4);
    expect(warnings).toEqual(['rulings-lens: imported pack "lost" is damaged (no rulings list); skipped']);

    const bad = await createMergedData({ builtIn: bundle, terms, loadPacks: async () => [badRuling], warn: () => {} }).service();
    expect(bad.info().skipped).toEqual([{ id: 'p-lost', name: 'lost', problem: 'rulings[1] is damaged' }]);
    expect(bad.info().packs).toEqual([]);
    expect(bad.info().rulings).toBe(bundle.rulings.length);
  });

  it('none skipped: an empty list, with or without packs', async () => {
    expect((await createMergedData({ builtIn: bundle, terms, loadPacks: async () => [], warn: () => {} }).service()).info().skipped).toEqual([]);
    expect((await createMergedData({ builtIn: bundle, terms, loadPacks: async () => [good], warn: () => {} }).service()).info().skipped).toEqual([]);
  });

  it('a start that reads the stored merge still names them (the reason is stored with the merge)', async () => {
    let last: CachedMerge | undefined;
    let loads = 0;
    // The pack store's view: both rows enabled, both with a rulings record (one ruling is bad).
    const keys: StoredPackKey[] = [good, lost].map((p) => ({ id: p.id, importedAt: p.importedAt, hasRulings: true, name: p.name }));
    const cache: MergeCache = {
      get: async (keyOf) => (last && last.key === keyOf(keys) ? structuredClone(last) : undefined),
      put: async (m) => void (last = structuredClone(m)),
    };
    const loadPacks = async () => (loads++, [good, badRuling]);
    await createMergedData({ builtIn: bundle, terms, loadPacks, cache, version: '1', warn: () => {} }).service();
    await new Promise((r) => setTimeout(r, 0));
    expect(last?.skipped).toEqual([{ id: 'p-lost', name: 'lost', problem: 'rulings[1] is damaged' }]);
    const again = await createMergedData({ builtIn: bundle, terms, loadPacks, cache, version: '1', warn: () => {} }).service();
    expect(loads).toBe(1); // answered from the stored merge
    expect(again.info().skipped).toEqual([{ id: 'p-lost', name: 'lost', problem: 'rulings[1] is damaged' }]);
    expect(again.info().packs).toEqual([{ name: 'zebra', rulings: 4 }]);
  });
});

describe('merged data with an imported Comprehensive Rules document (definitions without a reload)', () => {
  // A tiny made-up CR (cr-text-fixtures.ts), read as the options page reads it: no CR text here.
  const crDoc = readCr([{ name: 'en.txt', bytes: utf8(crText(tinyCr(), 'en')) }, { name: 'zh.txt', bytes: utf8(crText(tinyCr(), 'zh')) }]).doc!;
  const FLIER = 'A flier can be blocked only by fliers and reachers.';
  const definitionOf = (s: { lookup(id: string): { keyword: { definitions?: Array<{ en: string }> } } | null }) => s.lookup('flying')!.keyword.definitions?.map((d) => d.en) ?? [];
  const stored = (importedAt = '2026-11-03T00:00:00.000Z') => ({ doc: crDoc, importedAt });

  it('no CR: no definitions, and the data version says "definitions off"', async () => {
    const s = await createMergedData({ builtIn: bundle, terms, loadPacks: async () => [], loadCr: async () => undefined, warn: () => {} }).service();
    expect(definitionOf(s)).toEqual([]);
    expect(s.info().crVersion).toBeNull();
    expect(s.info().dataVersion).toMatch(/definitions off$/);
  });

  it('a stored CR without packs: the keywords have its definitions and info() names its version; removed, they are gone', async () => {
    let cr: ReturnType<typeof stored> | undefined = stored();
    const data = createMergedData({ builtIn: bundle, terms, loadPacks: async () => [], loadCr: async () => cr, warn: () => {} });
    const s = await data.service();
    expect(definitionOf(s)[0]).toContain(FLIER);
    expect(s.info()).toMatchObject({ crVersion: '20260417', rulings: bundle.rulings.length, packs: [] });
    expect(s.info().dataVersion).toMatch(/, CR 20260417$/);
    // The popup's keyword hits carry the definition too.
    const hit = s.search('flying', 5).find((i) => i.type === 'keyword' && i.id === 'flying');
    expect(hit?.type === 'keyword' && hit.keyword.definitions?.[0].en).toContain(FLIER);

    cr = undefined;
    const after = await data.reload();
    expect(definitionOf(after)).toEqual([]);
    expect(after.info().crVersion).toBeNull();
    expect(after.info().dataVersion).toMatch(/definitions off$/);
  });

  it('a stored CR with packs: the pack rulings and the definitions both', async () => {
    const s = await createMergedData({ builtIn: bundle, terms, loadPacks: async () => [pack], loadCr: async () => stored(), warn: () => {} }).service();
    expect(definitionOf(s)[0]).toContain(FLIER);
    expect(zebraCount(s.lookup('proliferate')!.rulings)).toBe(1);
    expect(s.info()).toMatchObject({ crVersion: '20260417', packs: [{ name: 'zebra', rulings: 4 }] });
  });

  it('a CR that cannot be read costs the definitions only, and says so', async () => {
    const warnings: string[] = [];
    const s = await createMergedData({ builtIn: bundle, terms, loadPacks: async () => [pack], loadCr: async () => { throw new Error('disk gone'); }, warn: (m) => warnings.push(m) }).service();
    expect(definitionOf(s)).toEqual([]);
    expect(zebraCount(s.lookup('proliferate')!.rulings)).toBe(1);
    expect(warnings).toEqual(['rulings-lens: the imported Comprehensive Rules could not be read (disk gone); no definitions']);
  });

  it('the merge key names the CR: a stored merge is reused for the same CR only', async () => {
    const keys: StoredPackKey[] = [{ id: 'p1', importedAt: '2026-11-01T00:00:00.000Z', hasRulings: true, name: 'zebra' }];
    const none = mergeKey('1', bundle, keys);
    const first = mergeKey('1', bundle, keys, { importedAt: '2026-11-03T00:00:00.000Z', version: '20260417' });
    expect(new Set([none, first, mergeKey('1', bundle, keys, { importedAt: '2026-11-04T00:00:00.000Z', version: '20260417' }), mergeKey('1', bundle, keys, { importedAt: '2026-11-03T00:00:00.000Z', version: '20260418' })]).size).toBe(4);
    expect(mergeKey('1', bundle, keys, null)).toBe(none);

    let last: CachedMerge | undefined;
    let merges = 0;
    const cache: MergeCache = {
      get: async (keyOf) => (last && last.key === keyOf(keys) ? structuredClone(last) : undefined),
      put: async (m) => void ((merges++, (last = structuredClone(m)))),
    };
    let cr: ReturnType<typeof stored> | undefined = stored('2026-11-03T00:00:00.000Z');
    const start = async () => {
      const s = await createMergedData({ builtIn: bundle, terms, loadPacks: async () => [{ ...pack, ...keys[0] }], loadCr: async () => cr, cache, version: '1', warn: () => {} }).service();
      await new Promise((r) => setTimeout(r, 0)); // the put is not awaited by the answer
      return s;
    };
    expect(definitionOf(await start())[0]).toContain(FLIER);
    expect(last?.key).toBe(first);
    const again = await start();
    expect(merges).toBe(1); // answered from the stored merge, definitions and all
    expect(definitionOf(again)[0]).toContain(FLIER);
    expect(again.info().crVersion).toBe('20260417');

    cr = undefined; // removed: the stored merge (with definitions) is not that of the data now
    expect(definitionOf(await start())).toEqual([]);
    expect(merges).toBe(2);
    cr = stored('2026-11-05T00:00:00.000Z'); // imported again: another merge
    expect(definitionOf(await start())[0]).toContain(FLIER);
    expect(merges).toBe(3);
  });
  it('with the CR key stored apart (loadCrKey), the stored merge is found without reading the document; it is read only to merge anew', async () => {
    const keys: StoredPackKey[] = [{ id: 'p1', importedAt: '2026-11-01T00:00:00.000Z', hasRulings: true, name: 'zebra' }];
    let last: CachedMerge | undefined;
    const cache: MergeCache = {
      get: async (keyOf) => (last && last.key === keyOf(keys) ? structuredClone(last) : undefined),
      put: async (m) => void (last = structuredClone(m)),
    };
    let docReads = 0;
    let cr = stored('2026-11-03T00:00:00.000Z');
    const start = async () => {
      const s = await createMergedData({
        builtIn: bundle,
        terms,
        loadPacks: async () => [{ ...pack, ...keys[0] }],
        loadCr: async () => (docReads++, cr),
        loadCrKey: async () => ({ importedAt: cr.importedAt, version: cr.doc.version }),
        cache,
        version: '1',
        warn: () => {},
      }).service();
      await new Promise((r) => setTimeout(r, 0));
      return s;
    };
    expect(definitionOf(await start())[0]).toContain(FLIER);
    expect(docReads).toBe(1); // merged: the document read for its definitions
    const again = await start();
    expect(docReads).toBe(1); // the stored merge, found by the key alone
    expect(definitionOf(again)[0]).toContain(FLIER);
    cr = stored('2026-11-04T00:00:00.000Z');
    await start();
    expect(docReads).toBe(2);
    expect(last?.key).toBe(mergeKey('1', bundle, keys, { importedAt: '2026-11-04T00:00:00.000Z', version: '20260417' }));
  });
});
