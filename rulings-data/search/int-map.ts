// An open-addressing hash map from unsigned 32-bit integers to non-negative ids. The candidate
// index looks up one CJK bigram per character of every ruling (millions at 50,000 rulings); a
// JS Map with keys above 2^31 boxes every key and was the slowest part of building the index.

export class IntMap {
  private keys: Uint32Array;
  private values: Int32Array;
  private mask: number;
  /** Fibonacci hashing: the top bits of key × 2^32/φ pick the slot (the low bits of a product
   * only depend on the key's low bits, and a bigram's low bits are just its second character). */
  private shift: number;
  private count = 0;

  constructor(capacity = 1024) {
    let size = 16;
    while (size < capacity * 2) size *= 2;
    this.keys = new Uint32Array(size);
    this.values = new Int32Array(size).fill(-1);
    this.mask = size - 1;
    this.shift = 32 - Math.log2(size);
  }

  get size(): number {
    return this.count;
  }

  /** The id stored for `key`, or -1. */
  get(key: number): number {
    const { keys, values, mask } = this;
    for (let slot = Math.imul(key, 0x9e3779b1) >>> this.shift; ; slot = (slot + 1) & mask) {
      const v = values[slot];
      if (v < 0 || keys[slot] === key) return v;
    }
  }

  /** Stores `value` (≥ 0) for `key`, replacing any earlier value. */
  set(key: number, value: number): void {
    if ((this.count + 1) * 2 > this.keys.length) this.grow();
    const { keys, values, mask } = this;
    for (let slot = Math.imul(key, 0x9e3779b1) >>> this.shift; ; slot = (slot + 1) & mask) {
      if (values[slot] < 0) {
        keys[slot] = key;
        values[slot] = value;
        this.count++;
        return;
      }
      if (keys[slot] === key) {
        values[slot] = value;
        return;
      }
    }
  }

  /** Calls `fn` for every entry (in no particular order). */
  forEach(fn: (value: number, key: number) => void): void {
    for (let slot = 0; slot < this.values.length; slot++) if (this.values[slot] >= 0) fn(this.values[slot], this.keys[slot]);
  }

  private grow(): void {
    const { keys, values } = this;
    this.keys = new Uint32Array(keys.length * 2);
    this.values = new Int32Array(keys.length * 2).fill(-1);
    this.mask = this.keys.length - 1;
    this.shift -= 1;
    this.count = 0;
    for (let slot = 0; slot < keys.length; slot++) if (values[slot] >= 0) this.set(keys[slot], values[slot]);
  }
}
