import { describe, expect, it } from 'vitest';
import { buildBundle } from '../../rulings-data/bundle/build-bundle.ts';
import { formatDataVersion } from '../../rulings-data/bundle/data-version.ts';
import { KEYWORDS } from '../../rulings-data/keywords/index.ts';
import { seedSources } from '../../test/helpers/seed-sources.ts';
import type { Bundle } from '../../rulings-data/schema.ts';
import { DATA_DAMAGED, isDataDamaged } from './messages.ts';
import { bundleProblem, createRulingsService, MENTIONED_SENT } from './rulings-service.ts';

// The real seeds, built the way `rulings build` builds them (without the CR pack).
const { bundle } = buildBundle({ sources: seedSources(), keywords: KEYWORDS });
const service = createRulingsService(bundle, () => {});

describe('rulings service', () => {
  it('looks up a keyword with its rulings in the bundle order', () => {
    const data = service.lookup('proliferate')!;
    const k = bundle.keywords.find((x) => x.id === 'proliferate')!;
    expect(data.keyword).toMatchObject({ id: 'proliferate', en: k.en[0], zhHans: k.zhHans[0], rule: k.rule });
    // Its own rulings, then those that only mention it, each in the bundle's order.
    expect(data.rulings.map((r) => r.id)).toEqual(k.rulings.filter((l) => l.primary).map((l) => l.rulingId));
    expect((data.mentioned ?? []).map((r) => r.id)).toEqual(k.rulings.filter((l) => !l.primary).map((l) => l.rulingId));
    expect(data.rulings.length).toBeGreaterThan(0);
    expect(data.keyword.summary?.en).toBeTruthy();
    expect(data.dataDate).toBe(bundle.dataDate);
  });

  it('keeps a ruling that only mentions the keyword apart, naming what it is about (Ward)', () => {
    const ward = service.lookup('ward')!;
    expect(ward.rulings).toEqual([]);
    expect(ward.mentioned!.map((r) => r.en)).toEqual([expect.stringMatching(/^The creature spell is a 2\/2 creature spell with ward/)]);
    expect(ward.mentionedIn).toEqual([{ id: 'face-down', en: 'Face-down', zhHans: '牌面朝下' }]);
  });

  it('answers null for an unknown keyword', () => {
    expect(service.lookup('no-such-keyword')).toBeNull();
    expect(service.handle({ type: 'lookup', id: 'no-such-keyword' })).toBeNull();
  });

  it('searches in Chinese and by English prefix: Proliferate first', () => {
    for (const q of ['增殖', 'prolif']) {
      const [first] = service.search(q, 10);
      expect(first).toMatchObject({ type: 'keyword', id: 'proliferate' });
      if (first.type === 'keyword') expect(first.rulingCount).toBe(bundle.keywords.find((k) => k.id === 'proliferate')!.rulings.filter((l) => l.primary).length);
    }
  });

  it('lists keywords before rulings and carries the ruling text for ruling hits', () => {
    const items = service.search('counter', 30);
    const firstRuling = items.findIndex((i) => i.type === 'ruling');
    expect(firstRuling).toBeGreaterThan(0);
    expect(items.slice(firstRuling).every((i) => i.type === 'ruling')).toBe(true);
    const hit = items[firstRuling];
    if (hit.type !== 'ruling') throw new Error('unreachable');
    const r = bundle.rulings.find((x) => x.id === hit.id)!;
    expect(hit.ruling).toEqual({ id: r.id, date: r.date, source: r.source, en: r.en, zh: r.zh });
  });

  it('reports the data stamp and counts per source', () => {
    const info = service.info();
    expect(info).toMatchObject({ dataDate: bundle.dataDate, keywords: bundle.keywords.length, rulings: bundle.rulings.length, crVersion: null });
    expect(info.dataVersion).toBe(formatDataVersion(bundle.dataVersion!));
    expect(info.sources.reduce((n, s) => n + s.count, 0)).toBe(bundle.rulings.length);
    expect(info.sources[0].source).toBe('official');
    expect(service.handle({ type: 'info' })).toBe(info);
  });

  it('returns nothing for a blank query', () => {
    expect(service.handle({ type: 'search', query: '   ', limit: 5 })).toEqual([]);
  });
});

describe('a damaged bundle', () => {
  const damaged: Array<[string, unknown, RegExp]> = [
    ['not an object', null, /expected an object, got null/],
    ['another format', { ...bundle, format: 2 }, /"format" is 2; this version reads format 1/],
    ['no format', { ...bundle, format: undefined }, /"format" is missing/],
    ['keywords missing', { ...bundle, keywords: undefined }, /"keywords" is not an array/],
    ['rulings not a list', { ...bundle, rulings: {} }, /"rulings" is not an array/],
    ['a keyword without its rulings list', { ...bundle, keywords: [...bundle.keywords.slice(0, 3), { ...bundle.keywords[3], rulings: null }] }, /keywords\[3\] \("[a-z-]+"\) lacks its "en" or "rulings" list/],
    ['a ruling without text', { ...bundle, rulings: [{ ...bundle.rulings[0], zh: 7 }] }, /rulings\[0\] lacks its "en" or "zh" text/],
    ['no search index', { ...bundle, searchIndex: null }, /"searchIndex" is missing/],
  ];

  it.each(damaged)('%s: named by bundleProblem', (_what, raw, why) => {
    expect(bundleProblem(raw)).toMatch(why);
  });

  it('the real bundle has no problem', () => {
    expect(bundleProblem(bundle)).toBeNull();
    expect(bundleProblem(JSON.parse(JSON.stringify(bundle)))).toBeNull();
  });

  it.each(damaged)('%s: every request fails with the one DATA_DAMAGED error, warned once at start', (_what, raw, why) => {
    const warnings: string[] = [];
    const broken = createRulingsService(raw as Bundle, (m) => warnings.push(m));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(why);
    for (const request of [{ type: 'lookup', id: 'proliferate' }, { type: 'search', query: '增殖', limit: 5 }, { type: 'info' }] as const) {
      let thrown: unknown;
      try {
        broken.handle(request);
      } catch (e) {
        thrown = e;
      }
      expect(thrown, request.type).toBeInstanceOf(Error);
      expect(isDataDamaged(thrown)).toBe(true);
      expect(String(thrown)).toMatch(/reinstall the extension/);
    }
    expect(() => broken.lookup('proliferate')).toThrow(DATA_DAMAGED);
  });

  it('isDataDamaged tells the damaged-data error from any other', () => {
    expect(isDataDamaged(new Error('rulings-lens: no valid reply to "info" (got nothing); is the background running?'))).toBe(false);
  });

  it('sends at most MENTIONED_SENT rulings that only mention a keyword, the most relevant, with how many there are', () => {
    // 45 rulings that mention Ward (links without `primary`), scored so their order is known.
    const extra = Array.from({ length: 45 }, (_, i) => ({ id: `m${i}`, date: '2026-01-01', source: 'official', en: `Mention ${i} of ward.`, zh: `提及${i}。`, origins: [] }));
    const many: Bundle = {
      ...bundle,
      rulings: [...bundle.rulings, ...extra],
      keywords: bundle.keywords.map((k) => (k.id === 'ward' ? { ...k, rulings: [...k.rulings, ...extra.map((r, i) => ({ rulingId: r.id, score: 1 - i / 100 }))] } : k)),
    } as Bundle;
    const ward = createRulingsService(many, () => {}).lookup('ward')!;
    const before = service.lookup('ward')!.mentioned!.length;
    expect(ward.mentioned).toHaveLength(MENTIONED_SENT);
    expect(ward.mentionedTotal).toBe(before + 45);
    expect(ward.mentioned!.map((r) => r.id)).toEqual(many.keywords.find((k) => k.id === 'ward')!.rulings.filter((l) => !l.primary).slice(0, MENTIONED_SENT).map((l) => l.rulingId));
    // Fewer than the cap: all of them, and no total.
    expect(service.lookup('ward')!.mentionedTotal).toBeUndefined();
  });
});
