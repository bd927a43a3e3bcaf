import { describe, expect, it } from 'vitest';
import { MAX_PATTERN, substringMatcher } from './approx-substring.ts';

/** Sellers' dynamic programme: fewest edits turning `p` into some substring of `t`. */
function reference(p: string, t: string): number {
  let prev = Array.from({ length: p.length + 1 }, (_, i) => i);
  let best = prev[p.length];
  for (let j = 1; j <= t.length; j++) {
    const cur = [0];
    for (let i = 1; i <= p.length; i++) cur[i] = Math.min(prev[i] + 1, cur[i - 1] + 1, prev[i - 1] + (p[i - 1] === t[j - 1] ? 0 : 1));
    best = Math.min(best, cur[p.length]);
    prev = cur;
  }
  return best;
}

/** Deterministic strings over a small alphabet (so near-matches are common), with CJK. */
function randomStrings(count: number, seed: number): string[] {
  const alphabet = 'abcde增殖伪装';
  let s = seed;
  const next = () => ((s = (Math.imul(s, 1103515245) + 12345) >>> 0) >>> 8) / 2 ** 24;
  return Array.from({ length: count }, () => Array.from({ length: Math.floor(next() * 12) }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''));
}

describe('substringMatcher', () => {
  it('finds the typos the bench queries carry', () => {
    expect(substringMatcher('prolif').distance('proliferate')).toBe(0);
    expect(substringMatcher('convke').distance('convoke')).toBe(1);
    expect(substringMatcher('madnes').distance('madness')).toBe(0);
    expect(substringMatcher('madnes').distance('makes')).toBe(2);
    expect(substringMatcher('phasedout').distance('phased')).toBe(3);
    expect(substringMatcher('增殖').distance('每当你增殖时')).toBe(0);
  });

  it('agrees with the dynamic programme on random pairs', () => {
    const patterns = randomStrings(60, 7).filter((p) => p.length > 0);
    const texts = randomStrings(60, 11);
    for (const p of patterns) {
      const m = substringMatcher(p);
      for (const t of texts) expect(m.distance(t), `${p} in ${t}`).toBe(reference(p, t));
    }
  });

  it('handles the longest pattern it takes and cuts longer ones', () => {
    const long = 'abcdefghijklmnopqrstuvwxyzabcdefghij';
    const m = substringMatcher(long);
    expect(m.pattern).toBe(long.slice(0, MAX_PATTERN));
    expect(m.distance(`xx${long}xx`)).toBe(0);
    const exact = substringMatcher(long.slice(0, MAX_PATTERN));
    const typo = `${long.slice(0, 10)}Z${long.slice(11, MAX_PATTERN)}`;
    expect(exact.distance(typo)).toBe(reference(long.slice(0, MAX_PATTERN), typo));
  });

  it('an empty pattern is in everything; nothing is in an empty text', () => {
    expect(substringMatcher('').distance('abc')).toBe(0);
    expect(substringMatcher('abc').distance('')).toBe(3);
  });
});
