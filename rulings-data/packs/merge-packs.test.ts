import { describe, expect, it } from 'vitest';
import { buildBundle } from '../bundle/build-bundle.ts';
import { KEYWORDS } from '../keywords/index.ts';
import { compileTerms, createMatcher } from '../matcher/index.ts';
import { createSearcher } from '../search/search-index.ts';
import { serializedMatches } from '../search/candidate-tables.ts';
import { keywordPinyin } from '../search/pinyin-names.ts';
import { loadSeeds } from '../parser/seed-fixtures.ts';
import { mergePacks } from './merge-packs.ts';
import { readPack } from './read-pack.ts';
import { seedText, syntheticRulings, utf8 } from './pack-fixtures.ts';
import type { Pack } from './types.ts';

const { bundle: builtIn } = buildBundle({ sources: loadSeeds(), keywords: KEYWORDS });
const matcher = createMatcher(compileTerms(KEYWORDS));
const pack = (name: string, text: string): Pack => {
  const { pack: p, diagnostics } = readPack({ name, bytes: utf8(text) });
  if (!p) throw new Error(diagnostics.map((d) => d.message).join('\n'));
  return p;
};

describe('mergePacks', () => {
  it('without packs gives the built-in data back, with an empty packs list', () => {
    const { bundle } = mergePacks(builtIn, [], matcher);
    expect(bundle.rulings).toEqual(builtIn.rulings);
    expect(bundle.searchIndex).toBe(builtIn.searchIndex);
    expect(bundle.packs).toEqual([]);
  });

  it('adds pack rulings, links them to their keywords, and finds them in search', () => {
    const p = pack('extra.txt', seedText(syntheticRulings(8, 'zebra')));
    const { bundle } = mergePacks(builtIn, [p], matcher);
    expect(bundle.rulings).toHaveLength(builtIn.rulings.length + 8);
    const proliferate = bundle.keywords.find((k) => k.id === 'proliferate')!;
    const linked = new Set(proliferate.rulings.map((l) => l.rulingId));
    const mine = p.rulings.filter((r) => r.en.startsWith('To proliferate'));
    expect(mine.length).toBeGreaterThan(0);
    for (const r of mine) expect(linked.has(r.id)).toBe(true);
    // Built-in links are still there, and the list stays ranked.
    for (const l of builtIn.keywords.find((k) => k.id === 'proliferate')!.rulings) expect(linked.has(l.rulingId)).toBe(true);
    const scores = proliferate.rulings.map((l) => l.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(bundle.packs).toEqual([{ name: 'extra', rulings: 8, lastDate: p.lastDate }]);
    expect(bundle.dataDate >= builtIn.dataDate).toBe(true);
    const hits = createSearcher(bundle).search('zebra note number 5', { limit: 5 });
    expect(hits.some((h) => h.type === 'ruling' && h.id === p.rulings[5].id)).toBe(true);
  });

  it('merges a duplicate of a built-in ruling; keeps a conflicting one beside it', () => {
    const seed = builtIn.rulings[0];
    const dup = { date: seed.date, source: seed.source, zh: seed.zh, en: seed.en };
    const conflict = { ...dup, date: '2025-01-01' };
    const p = pack('dc.txt', seedText([dup, conflict]));
    const out = mergePacks(builtIn, [p], matcher);
    expect(out.duplicates).toBe(1);
    expect(out.conflicts).toBe(1);
    expect(out.bundle.rulings).toHaveLength(builtIn.rulings.length + 1);
    const merged = out.bundle.rulings[0];
    expect(merged.origins.map((o) => o.file)).toEqual([...seed.origins.map((o) => o.file), 'dc.txt']);
    expect(builtIn.rulings[0].origins).toEqual(seed.origins); // not mutated
    const other = out.bundle.rulings.at(-1)!;
    expect(other.en).toBe(seed.en);
    expect(other.id).not.toBe(seed.id);
    // Both show in the tooltip of the keywords the ruling is about, in the same list.
    for (const k of out.bundle.keywords) {
      const a = k.rulings.find((l) => l.rulingId === seed.id);
      const b = k.rulings.find((l) => l.rulingId === other.id);
      expect(b && { score: b.score, primary: b.primary }, k.id).toEqual(a && { score: a.score, primary: a.primary });
    }
  });

  it('keeps the keyword pinyin and gives the merged rulings a prebuilt prefilter of their own', () => {
    const { bundle: withPinyin } = buildBundle({ sources: loadSeeds(), keywords: KEYWORDS, pinyin: keywordPinyin });
    const p = pack('extra.txt', seedText(syntheticRulings(8, 'zebra')));
    const { bundle } = mergePacks(withPinyin, [p], matcher);
    expect(withPinyin.searchIndex.pinyin).toBeDefined();
    expect(bundle.searchIndex.pinyin).toEqual(withPinyin.searchIndex.pinyin);
    expect(serializedMatches(withPinyin.searchIndex.candidates, bundle.rulings)).toBe(false);
    expect(serializedMatches(bundle.searchIndex.candidates, bundle.rulings)).toBe(true);
    const hits = createSearcher(bundle).search('zengzhi', { limit: 3 });
    expect(hits[0]).toMatchObject({ type: 'keyword', id: 'proliferate' });
  });

  it('marks the primary links of pack rulings as the build does, from the pack file\'s own mechanics', () => {
    // The seeds' Phasing + Proliferate file with "(club)" added to each English paragraph: all
    // new rulings, linked by the merge this time, in a pack file of another name.
    const seed = loadSeeds().find((s) => s.text.includes('phased-out token'))!;
    const p = pack('club.txt', seed.text.replace(/^(  [A-Z].*)\.$/gm, '$1 (club).'));
    const { bundle } = mergePacks(builtIn, [p], matcher);
    const primaryOf = (b: typeof bundle | typeof builtIn, rulingId: string) =>
      b.keywords.filter((k) => k.rulings.some((l) => l.rulingId === rulingId && l.primary)).map((k) => k.id);
    expect(p.rulings).toHaveLength(13);
    for (const r of p.rulings) {
      expect(r.en).toMatch(/ \(club\)\.$/);
      const twin = builtIn.rulings.find((b) => `${b.en.slice(0, -1)} (club).` === r.en)!;
      expect(primaryOf(bundle, r.id), r.en.slice(0, 40)).toEqual(primaryOf(builtIn, twin.id));
    }
    // Including a ruling about Proliferate that never names it (score 0: last among its rulings).
    const elided = bundle.rulings.find((b) => b.en.startsWith("You don't have to choose every permanent") && b.en.endsWith('(club).'))!;
    expect(bundle.keywords.find((k) => k.id === 'proliferate')!.rulings.find((l) => l.rulingId === elided.id)).toEqual({ rulingId: elided.id, score: 0, primary: true });
  });

  it('dedupes across packs, lists only the packs merged, skips a damaged stored pack', () => {
    const text = seedText(syntheticRulings(4));
    const a = pack('a.txt', text);
    const b = pack('b.txt', text);
    const damaged = { ...a, name: 'broken', rulings: [{ id: 1 }] } as unknown as Pack;
    const out = mergePacks(builtIn, [a, b, damaged], matcher);
    expect(out.bundle.rulings).toHaveLength(builtIn.rulings.length + 4);
    expect(out.duplicates).toBe(4);
    expect(out.skipped).toEqual([{ name: 'broken', problem: 'rulings[0] is damaged' }]);
    expect(out.bundle.packs.map((p) => p.name)).toEqual(['a', 'b']);
  });
});
