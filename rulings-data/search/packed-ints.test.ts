import { describe, expect, it } from 'vitest';
import { VarintReader, VarintWriter, base64Bytes, base64Length, binarySearch, lowerBound, readAllVarints, readAscending, riceDecode, riceEncode, riceSize, toBase64 } from './packed-ints.ts';

describe('packed ints', () => {
  it('base64 matches the standard encoding, and any byte range decodes from it', () => {
    for (const length of [0, 1, 2, 3, 4, 5, 17, 256, 10_000]) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 7919 + (i >> 3)) & 0xff);
      const text = toBase64(bytes);
      expect(text).toBe(Buffer.from(bytes).toString('base64'));
      expect(base64Length(text)).toBe(length);
      expect(base64Bytes(text)).toEqual(bytes);
      for (const [from, to] of [[0, length], [1, length], [0, length - 1], [2, 5], [length >> 1, length]]) {
        if (from < 0 || to > length || from > to) continue;
        expect(base64Bytes(text, from, to), `${length}: ${from}–${to}`).toEqual(bytes.subarray(from, to));
      }
    }
  });

  it('varints round-trip, beyond 32 bits too', () => {
    const values = [0, 1, 127, 128, 16_383, 16_384, 65_535, 2 ** 31 - 1, 2 ** 31, 2 ** 32 - 1, 65_535 * 65_536 + 65_535, 2 ** 40 + 3];
    const w = new VarintWriter();
    for (const v of values) w.write(v);
    expect(readAllVarints(w.base64())).toEqual(values);
    expect(() => w.write(-1)).toThrow(/non-negative/);
    expect(() => w.write(1.5)).toThrow(/non-negative/);
  });

  it('ascending lists round-trip as gaps into the smallest typed array that holds them', () => {
    const list = [3, 4, 90, 1000, 65_535];
    const w = new VarintWriter();
    w.writeAscending(list);
    const small = readAscending(new VarintReader(base64Bytes(w.base64())), list.length, 65_535);
    expect(small).toBeInstanceOf(Uint16Array);
    expect([...small]).toEqual(list);
    const big = [5, 70_000, 2 ** 32 - 2];
    const w2 = new VarintWriter();
    w2.writeAscending(big);
    const out = readAscending(new VarintReader(base64Bytes(w2.base64())), big.length);
    expect(out).toBeInstanceOf(Uint32Array);
    expect([...out]).toEqual(big);
  });

  it('Golomb–Rice lists round-trip, whatever their gaps', () => {
    let seed = 11;
    const rand = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 8) / 2 ** 24;
    const lists: number[][] = [[], [0], [5], [0, 1, 2, 3], [65_535], [3, 70_000, 2 ** 31 - 5]];
    for (const spread of [1, 3, 20, 400, 9000]) {
      const list: number[] = [];
      for (let v = Math.floor(rand() * spread); list.length < 300; v += 1 + Math.floor(rand() * spread)) list.push(v);
      lists.push(list);
    }
    for (const list of lists) {
      const bytes = riceEncode(list);
      expect(bytes.length, String(list.slice(0, 3))).toBe(riceSize(list));
      const max = list.length ? list[list.length - 1] : 0;
      const out = riceDecode(bytes, max);
      expect(out).toBeInstanceOf(max <= 0xffff ? Uint16Array : Uint32Array);
      expect([...out]).toEqual(list);
    }
    // Dense lists cost about log2(mean gap) + 1.5 bits a value, not a byte.
    const dense = Array.from({ length: 1000 }, (_, i) => i * 4);
    expect(riceSize(dense)).toBeLessThan(1000 * 0.55); // k = 2: 4 bits a value
    expect(() => riceDecode(riceEncode([1, 2, 3]).subarray(0, 2), 10)).toThrow(/ends inside/);
  });

  it('says where bad data is', () => {
    expect(() => base64Bytes('AB$D')).toThrow(/unexpected character "\$" at 2/);
    expect(() => new VarintReader(Uint8Array.of(0x80)).read()).toThrow(/ends inside a number/);
    expect(() => base64Bytes('QUJD', 0, 6)).toThrow(/run past the end/);
  });

  it('binary search and lower bound', () => {
    const sorted = Uint32Array.of(2, 4, 4, 9, 2 ** 32 - 1);
    expect(binarySearch(sorted, 9)).toBe(3);
    expect(binarySearch(sorted, 5)).toBe(-1);
    expect(binarySearch(sorted, 2 ** 32 - 1)).toBe(4);
    expect(lowerBound(sorted, 4)).toBe(1);
    expect(lowerBound(sorted, 5)).toBe(3);
    expect(lowerBound(sorted, 10)).toBe(4);
    expect(lowerBound(sorted, 2 ** 32)).toBe(5);
  });
});
