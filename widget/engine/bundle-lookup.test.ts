import { describe, expect, it } from 'vitest';
import { createBundleLookup } from './bundle-lookup.ts';
import { fixtureBundle } from './test-helpers.ts';
import type { TooltipData } from '../contracts.ts';

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

  it('lists the rulings about the keyword, then apart those that only mention it, with their topic', () => {
    const bundle = fixtureBundle();
    const kw = (id: string) => bundle.keywords.find((k) => k.id === id)!;
    kw('proliferate').rulings = [
      { rulingId: 'r-bbbbbbbbbb', score: 9, primary: true },
      { rulingId: 'r-cccccccccc', score: 5 },
      { rulingId: 'r-aaaaaaaaaa', score: 4, primary: true },
    ];
    kw('deathtouch').rulings = [{ rulingId: 'r-cccccccccc', score: 5, primary: true }];
    const d = createBundleLookup(bundle, () => {})('proliferate') as TooltipData;
    expect(d.rulings.map((r) => r.id)).toEqual(['r-bbbbbbbbbb', 'r-aaaaaaaaaa']);
    expect(d.mentioned!.map((r) => r.id)).toEqual(['r-cccccccccc']);
    expect(d.mentionedIn).toEqual([{ id: 'deathtouch', en: 'Deathtouch', zhHans: kw('deathtouch').zhHans[0] }]);
    // Deathtouch has no mentions: no group.
    const dt = createBundleLookup(bundle, () => {})('deathtouch') as TooltipData;
    expect(dt.mentioned).toBeUndefined();
    expect(dt.mentionedIn).toBeUndefined();
  });

  it('names no topic when the mentions are about more than two keywords, or about nothing known', () => {
    const bundle = fixtureBundle();
    const [a, b, c, d] = bundle.keywords;
    a.rulings = [{ rulingId: 'r-aaaaaaaaaa', score: 1 }, { rulingId: 'r-bbbbbbbbbb', score: 1 }, { rulingId: 'r-cccccccccc', score: 1 }];
    b.rulings = [{ rulingId: 'r-aaaaaaaaaa', score: 3, primary: true }];
    c.rulings = [{ rulingId: 'r-bbbbbbbbbb', score: 3, primary: true }];
    d.rulings = [{ rulingId: 'r-cccccccccc', score: 3, primary: true }];
    expect((createBundleLookup(bundle, () => {})(a.id) as TooltipData).mentionedIn).toBeUndefined();
    d.rulings = [];
    expect((createBundleLookup(bundle, () => {})(a.id) as TooltipData).mentionedIn).toBeUndefined();
    d.rulings = [{ rulingId: 'r-cccccccccc', score: 3, primary: true }];
    c.rulings = [{ rulingId: 'r-bbbbbbbbbb', score: 3, primary: true }, { rulingId: 'r-cccccccccc', score: 9, primary: true }];
    // r-ccc's best scored keyword is c: two topics, b then c.
    expect((createBundleLookup(bundle, () => {})(a.id) as TooltipData).mentionedIn!.map((t) => t.id)).toEqual([b.id, c.id]);
  });

  it('treats every link as the keyword’s own in a bundle built before links said `primary`', () => {
    const bundle = fixtureBundle();
    for (const k of bundle.keywords) k.rulings = k.rulings.map(({ rulingId, score }) => ({ rulingId, score }));
    const d = createBundleLookup(bundle, () => {})('proliferate') as TooltipData;
    expect(d.rulings).toHaveLength(2);
    expect(d.mentioned).toBeUndefined();
  });

  it('passes the summary and the whole rule on', () => {
    const bundle = fixtureBundle();
    bundle.keywords[0].summary = { en: 'Short.', zh: '简短。' };
    bundle.keywords[0].fullRule = { paragraphs: [{ rule: '702.1a', en: 'A', zh: '甲' }, { rule: '702.1b', en: 'B', zh: '乙' }] };
    const d = createBundleLookup(bundle, () => {})(bundle.keywords[0].id) as TooltipData;
    expect(d.keyword.summary).toEqual({ en: 'Short.', zh: '简短。' });
    expect(d.keyword.fullRule!.paragraphs).toHaveLength(2);
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
