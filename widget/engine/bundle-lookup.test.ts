import { describe, expect, it } from 'vitest';
import { createBundleLookup } from './bundle-lookup.ts';
import { fixtureBundle } from './test-helpers.ts';

describe('createBundleLookup', () => {
  it('returns the keyword with display names and its rulings in ranked order', () => {
    const lookup = createBundleLookup(fixtureBundle(), () => {});
    const data = lookup('proliferate');
    expect(data).toBeDefined();
    expect(data).not.toBeInstanceOf(Promise);
    const d = data as Exclude<typeof data, Promise<unknown> | undefined>;
    expect(d.keyword).toEqual({ id: 'proliferate', kind: 'keyword-action', rule: '702.1', en: 'Proliferate', zhHans: '增殖', zhHant: '增殖' });
    // The bundle ranks r-bbb (score 9) before r-aaa (score 4); dates would order them the other way.
    expect(d.rulings.map((r) => r.id)).toEqual(['r-bbbbbbbbbb', 'r-aaaaaaaaaa']);
    expect(d.rulings[0]).toEqual({ id: 'r-bbbbbbbbbb', date: '2024-07-05', source: 'official', en: 'Proliferate chooses any permanents with counters.', zh: '增殖可以选择任何有指示物的永久物。' });
    expect(d.dataDate).toBe('2024-07-05');
    expect(lookup('proliferate')).toBe(data); // cached
    expect(lookup('no-such-keyword')).toBeUndefined();
  });

  it('keeps definitions when the bundle has them', () => {
    const bundle = fixtureBundle();
    bundle.keywords[0].definitions = [{ rule: '702.1a', en: 'placeholder', zh: '占位' }];
    const d = createBundleLookup(bundle, () => {})(bundle.keywords[0].id) as { keyword: { definitions?: unknown[] } };
    expect(d.keyword.definitions).toHaveLength(1);
  });

  it('warns once, at the first lookup, about links to rulings the bundle lacks, and skips them', () => {
    const bundle = fixtureBundle();
    bundle.keywords[0].rulings.push({ rulingId: 'r-missing000', score: 1 });
    const warnings: string[] = [];
    const lookup = createBundleLookup(bundle, (m) => warnings.push(m));
    expect(warnings).toHaveLength(0); // nothing indexed at mount
    const d = lookup(bundle.keywords[0].id) as { rulings: unknown[] };
    expect(d.rulings).toHaveLength(2);
    lookup(bundle.keywords[1].id);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('r-missing000');
  });
});
