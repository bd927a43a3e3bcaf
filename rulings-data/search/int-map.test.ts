import { describe, expect, it } from 'vitest';
import { IntMap } from './int-map.ts';

describe('IntMap', () => {
  it('stores and finds what a Map would, across growth and keys above 2^31', () => {
    const ours = new IntMap(4);
    const ref = new Map<number, number>();
    let s = 1;
    for (let i = 0; i < 5000; i++) {
      s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
      // Bigram-like keys (a × 65536 + b) and some full-range ones.
      const key = i % 3 === 0 ? s : (s % 300) * 0x10000 + (i % 700);
      ours.set(key, i);
      ref.set(key, i);
    }
    expect(ours.size).toBe(ref.size);
    for (const [key, value] of ref) expect(ours.get(key)).toBe(value);
    expect(ours.get(0xfffffffe)).toBe(ref.get(0xfffffffe) ?? -1);
    const seen = new Map<number, number>();
    ours.forEach((value, key) => seen.set(key, value));
    expect(seen).toEqual(ref);
  });

  it('replaces the value of a key already there', () => {
    const m = new IntMap();
    m.set(7, 1);
    m.set(7, 2);
    expect(m.size).toBe(1);
    expect(m.get(7)).toBe(2);
    expect(m.get(8)).toBe(-1);
  });
});
