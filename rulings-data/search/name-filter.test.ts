// The name filter lower-cases the names lazily, and only those that change; it must keep
// exactly the entries that testing each name.toLowerCase() keeps (fuse-subset.test.ts checks
// that this rule keeps everything Fuse finds).
import { describe, expect, it } from 'vitest';
import { KEYWORDS } from '../keywords/index.ts';
import { substringMatcher } from './approx-substring.ts';
import { KEYWORD_OPTIONS, maxEdits } from './fuse-options.ts';
import { lowerCase, nameFilter } from './name-filter.ts';

/** The rule, every name through toLowerCase (as name-filter.ts did it before). */
function reference(entries: readonly (readonly string[])[], query: string, threshold: number): number[] | null {
  const q = query.toLowerCase();
  if (q.length > 31 || q.length === 0) return null;
  const k = maxEdits(q.length, threshold);
  const matcher = substringMatcher(q);
  const out: number[] = [];
  entries.forEach((list, i) => {
    if (list.some((n) => n.toLowerCase().length >= q.length - k && (n.toLowerCase().includes(q) || (k > 0 && matcher.distance(n.toLowerCase()) <= k)))) out.push(i);
  });
  return out;
}

const entries = KEYWORDS.map((k) => [...k.en, ...k.zhHans, ...k.zhHant, k.id]);
const threshold = KEYWORD_OPTIONS.threshold!;

describe('nameFilter', () => {
  it('keeps what testing each name on its own keeps, for names, typos, prefixes and other text', () => {
    const filter = nameFilter(entries);
    const queries = new Set(['counter', 'Prolif', 'convke', 'madnes', 'x', '牌', '增殖', '偽裝', 'face-down spell', 'phased out', 'a', 'the', 'MTGZH', '2024']);
    for (const k of KEYWORDS.slice(0, 120)) {
      for (const n of [k.en[0], k.zhHans[0], k.zhHant[0], k.id].filter(Boolean)) {
        queries.add(n).add(n.slice(0, 3)).add(n.toUpperCase()).add(n.length > 3 ? `${n.slice(0, 2)}${n.slice(3)}` : `${n}z`);
      }
    }
    let kept = 0;
    for (const q of queries) {
      const want = reference(entries, q, threshold);
      expect(filter.matching(q, threshold), q).toEqual(want);
      kept += want?.length ?? 0;
    }
    expect(kept).toBeGreaterThan(queries.size); // the queries do find names
  });

  it('lower-cases exactly as toLowerCase does', () => {
    const names = ['counter', 'Counter', '增殖', '偽裝', 'X费用', 'İstanbul', 'ΟΔΟΣ', 'Σημα', 'Æther', 'éclair', 'ａｂｃ', 'Ａｂｃ', '', 'a·b', '𠀀'];
    for (const n of [...names, ...KEYWORDS.flatMap((k) => [...k.en, ...k.zhHans, ...k.zhHant, k.id])]) expect(lowerCase(n), n).toBe(n.toLowerCase());
    const odd = [['İstanbul', 'ΟΔΟΣ'], [], ['Σημα'], ['plain'], ['σ']];
    const filter = nameFilter(odd);
    for (const q of ['i̇stanbul', 'istanbul', 'οδος', 'οδοσ', 'σημα', 'plain', 'σ', 'ς', 'an']) expect(filter.matching(q, 0.3), q).toEqual(reference(odd, q, 0.3));
    expect(nameFilter([]).matching('x', 0.3)).toEqual([]);
  });

  it('gives up (null: search everything) on empty queries and those longer than its matcher', () => {
    const filter = nameFilter(entries);
    expect(filter.matching('', threshold)).toBeNull();
    expect(filter.matching('a very long query that goes past thirty-one characters', threshold)).toBeNull();
  });
});
