// The CR panel's api wiring with recording parts: a change is stored, then merged by the import
// worker (its progress passed on, then "apply"), and only then is the background told — so the
// background finds the merge stored and does not merge in the service worker.
import { describe, expect, it } from 'vitest';
import type { CrDoc } from '../../../../rulings-data/cr/types.ts';
import type { StoredCr } from '../../../lib/cr-store.ts';
import type { ImportProgress } from '../packs/import-progress.ts';
import { crApiOf, type CrApiParts } from './cr-api-of.ts';

const doc = { format: 1, version: '20260417', effectiveDate: '2026-04-17', languages: ['en'], rules: [], glossary: [], files: [] } as CrDoc;

function parts(opts: { stored?: StoredCr; tellFails?: string } = {}) {
  const log: string[] = [];
  let stored = opts.stored;
  const p: CrApiParts = {
    load: async () => stored,
    save: async (d, extra) => (log.push(`save ${d.version}${extra?.importedAt ? ` ${extra.importedAt}` : ''}`), (stored = { importedAt: 'now', ...extra, doc: d })),
    remove: async () => {
      log.push('remove');
      const was = stored;
      stored = undefined;
      return was;
    },
    key: async () => undefined,
    async merge(onProgress) {
      log.push('merge');
      onProgress({ phase: 'link', done: 0, total: 0, file: '', rulings: 70000 });
      onProgress({ phase: 'save', done: 0, total: 0, file: '', rulings: 70000 });
    },
    async tell() {
      log.push('tell');
      if (opts.tellFails) throw new Error(opts.tellFails);
    },
    watch: () => () => {},
  };
  return { p, log };
}

describe('crApiOf', () => {
  it('stores, merges in the worker with its progress passed on, then tells the background', async () => {
    const { p, log } = parts();
    const seen: ImportProgress[] = [];
    await crApiOf(p).save(doc, (x) => seen.push(x));
    expect(log).toEqual(['save 20260417', 'merge', 'tell']);
    expect(seen.map((x) => x.phase)).toEqual(['link', 'save', 'apply']);
    expect(seen.at(-1)!.rulings).toBe(70000);
  });

  it('a restore and a remove merge in the worker too; removing nothing merges nothing', async () => {
    const { p, log } = parts({ stored: { doc, importedAt: '2026-01-01T00:00:00.000Z' } });
    const api = crApiOf(p);
    const removed = await api.remove();
    await api.restore(removed!);
    expect(await api.remove()).toBeDefined();
    expect(await api.remove()).toBeUndefined();
    expect(log).toEqual(['remove', 'merge', 'tell', 'save 20260417 2026-01-01T00:00:00.000Z', 'merge', 'tell', 'remove', 'merge', 'tell', 'remove']);
  });

  it('says the change is stored when the background does not answer', async () => {
    const { p } = parts({ tellFails: 'no receiver' });
    await expect(crApiOf(p).save(doc)).rejects.toThrow(/the change is stored, but the background did not take it up \(no receiver\)/);
  });
});
