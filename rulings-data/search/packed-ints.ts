// Compact integer lists for the serialized search prefilter (candidate-tables.ts): ascending lists
// stored as LEB128 varints of their gaps, in base64 so that they sit in the bundle's JSON as one
// string each. JSON.parse reads a long string at memory speed (no number parsing, no array of
// millions of elements), and a reader decodes only the byte range it needs: a query's postings,
// not the whole index. Pure JS (no Buffer, no atob): it also runs in the extension's background.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DECODE = new Int16Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) DECODE[ALPHABET.charCodeAt(i)] = i;

/** A growable byte buffer of varints. */
export class VarintWriter {
  private bytes = new Uint8Array(1024);
  length = 0;

  /** Appends a non-negative integer below 2^53. */
  write(value: number): void {
    if (!(value >= 0) || !Number.isSafeInteger(value)) throw new RangeError(`varint: ${value} is not a non-negative safe integer`);
    if (this.length + 8 > this.bytes.length) {
      const next = new Uint8Array(this.bytes.length * 2);
      next.set(this.bytes);
      this.bytes = next;
    }
    // Arithmetic, not bit operators: keys go beyond 2^31 (two 16-bit numbers side by side).
    while (value >= 0x80) {
      this.bytes[this.length++] = (value % 0x80) | 0x80;
      value = Math.floor(value / 0x80);
    }
    this.bytes[this.length++] = value;
  }

  writeBytes(bytes: Uint8Array): void {
    while (this.length + bytes.length > this.bytes.length) {
      const next = new Uint8Array(this.bytes.length * 2);
      next.set(this.bytes);
      this.bytes = next;
    }
    this.bytes.set(bytes, this.length);
    this.length += bytes.length;
  }

  /** Appends an ascending list as its first value and then the gaps. */
  writeAscending(values: ArrayLike<number>): void {
    let previous = 0;
    for (let i = 0; i < values.length; i++) {
      this.write(values[i] - previous);
      previous = values[i];
    }
  }

  base64(): string {
    return toBase64(this.bytes.subarray(0, this.length));
  }

  toBytes(): Uint8Array {
    return this.bytes.slice(0, this.length);
  }
}

// The alphabet's character codes, and a decoder from them: base64 text is written as bytes and
// decoded once (building it a character at a time was a tenth of a 70,000-ruling index build).
const ALPHABET_CODES = Uint8Array.from(ALPHABET, (c) => c.charCodeAt(0));
const ascii = new TextDecoder('latin1');

export function toBase64(bytes: Uint8Array): string {
  const n = bytes.length;
  const out = new Uint8Array(Math.ceil(n / 3) * 4);
  let o = 0;
  for (let i = 0; i < n; i += 3) {
    const a = bytes[i];
    const b = i + 1 < n ? bytes[i + 1] : 0;
    const c = i + 2 < n ? bytes[i + 2] : 0;
    out[o++] = ALPHABET_CODES[a >> 2];
    out[o++] = ALPHABET_CODES[((a & 3) << 4) | (b >> 4)];
    out[o++] = i + 1 < n ? ALPHABET_CODES[((b & 15) << 2) | (c >> 6)] : 61; // '='
    out[o++] = i + 2 < n ? ALPHABET_CODES[c & 63] : 61;
  }
  return ascii.decode(out);
}

/** Bytes [from, to) of the data `text` encodes, decoded from the base64 characters covering them. */
export function base64Bytes(text: string, from = 0, to = base64Length(text)): Uint8Array {
  const out = new Uint8Array(Math.max(0, to - from));
  let o = 0;
  for (let group = Math.floor(from / 3); o < out.length; group++) {
    const at = group * 4;
    if (at + 4 > text.length) throw new Error(`base64: bytes ${from}–${to} run past the end of ${text.length} characters`);
    const v = (sextet(text, at) << 18) | (sextet(text, at + 1) << 12) | (sextet(text, at + 2) << 6) | sextet(text, at + 3);
    for (let k = 0; k < 3 && o < out.length; k++) {
      if (group * 3 + k >= from) out[o++] = (v >> (16 - 8 * k)) & 0xff;
    }
  }
  return out;
}

/** Bytes encoded by a padded base64 string. */
export function base64Length(text: string): number {
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return (text.length / 4) * 3 - padding;
}

function sextet(text: string, at: number): number {
  const c = text.charCodeAt(at);
  if (c === 61) return 0; // '=' padding
  const v = c < 128 ? DECODE[c] : -1;
  if (v < 0) throw new Error(`base64: unexpected character ${JSON.stringify(text[at])} at ${at}`);
  return v;
}

/** Reads varints from a byte array. */
export class VarintReader {
  offset = 0;
  constructor(private readonly bytes: Uint8Array) {}

  get done(): boolean {
    return this.offset >= this.bytes.length;
  }

  read(): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      if (this.offset >= this.bytes.length) throw new Error('varint: the data ends inside a number');
      const b = this.bytes[this.offset++];
      value += (b & 0x7f) * scale;
      if (b < 0x80) return value;
      scale *= 0x80;
    }
  }
}

/** `count` ascending values written by writeAscending, into a typed array (Uint16 when `max`
 * fits, else Uint32; Float64 for keys beyond 32 bits). */
export function readAscending(reader: VarintReader, count: number, max = 0xffffffff): Uint16Array | Uint32Array | Float64Array {
  const out = max <= 0xffff ? new Uint16Array(count) : max <= 0xffffffff ? new Uint32Array(count) : new Float64Array(count);
  let value = 0;
  for (let i = 0; i < count; i++) out[i] = value += reader.read();
  return out;
}

/** Decodes a whole base64 string of varints (a list whose length the caller does not know). */
export function readAllVarints(text: string): number[] {
  const reader = new VarintReader(base64Bytes(text));
  const out: number[] = [];
  while (!reader.done) out.push(reader.read());
  return out;
}

/** Index of `key` in an ascending array, or -1. */
export function binarySearch(sorted: ArrayLike<number>, key: number, from = 0, to = sorted.length): number {
  let lo = from;
  let hi = to - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const v = sorted[mid];
    if (v < key) lo = mid + 1;
    else if (v > key) hi = mid - 1;
    else return mid;
  }
  return -1;
}

/** First index in [from, to) of an ascending array whose value is ≥ key. */
export function lowerBound(sorted: ArrayLike<number>, key: number, from = 0, to = sorted.length): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Golomb–Rice code of an ascending list: each gap g as ⌊g / 2^k⌋ one-bits, a zero bit, and
 * the low k bits of g (most significant bit first). With k fitted to the list's gaps it takes
 * about log2(mean gap) + 1.5 bits a value, where a varint takes at least 8: a quarter smaller
 * on the 50,000-ruling benchmark. Layout: varint count, one byte k, the bits. */
export function riceEncode(list: ArrayLike<number>): Uint8Array {
  const k = riceParameter(list);
  const headLength = varintLength(list.length) + varintLength(k);
  const bits = riceBits(list, k);
  const out = new Uint8Array(headLength + Math.ceil(bits / 8));
  let at = writeVarint(out, 0, list.length);
  at = writeVarint(out, at, k);
  let bit = at * 8;
  const put = (value: number, width: number) => {
    for (let b = width - 1; b >= 0; b--, bit++) if ((value >>> b) & 1) out[bit >> 3] |= 0x80 >> (bit & 7);
  };
  for (let i = 0, previous = 0; i < list.length; previous = list[i++]) {
    const gap = list[i] - previous;
    for (let q = gap >>> k; q > 0; q--, bit++) out[bit >> 3] |= 0x80 >> (bit & 7);
    bit++; // the zero ending the unary part
    put(gap & ((1 << k) - 1), k);
  }
  return out;
}

/** Decodes riceEncode's output into a typed array (Uint16 when `max` fits). */
export function riceDecode(bytes: Uint8Array, max: number): Uint16Array | Uint32Array {
  const reader = new VarintReader(bytes);
  const count = reader.read();
  const k = reader.read();
  const out = max <= 0xffff ? new Uint16Array(count) : new Uint32Array(count);
  let bit = reader.offset * 8;
  let value = 0;
  for (let i = 0; i < count; i++) {
    let q = 0;
    while (bytes[bit >> 3] & (0x80 >> (bit & 7))) {
      q++;
      bit++;
    }
    bit++;
    let low = 0;
    for (let b = 0; b < k; b++, bit++) low = (low << 1) | ((bytes[bit >> 3] >> (7 - (bit & 7))) & 1);
    value += q * (1 << k) + low;
    out[i] = value;
  }
  if (bit > bytes.length * 8) throw new Error('rice: the data ends inside a number');
  return out;
}

/** Bits of a list's gaps coded with parameter k. */
function riceBits(list: ArrayLike<number>, k: number): number {
  let bits = 0;
  for (let i = 0, previous = 0; i < list.length; previous = list[i++]) bits += ((list[i] - previous) >>> k) + 1 + k;
  return bits;
}

/** The k (0…24) that codes the list in the fewest bits. */
function riceParameter(list: ArrayLike<number>): number {
  if (list.length === 0) return 0;
  // Near log2 of the mean gap; the neighbours are tried too.
  const mean = list[list.length - 1] / list.length;
  const guess = Math.max(0, Math.min(24, Math.floor(Math.log2(Math.max(1, mean)))));
  let best = guess;
  let bestBits = riceBits(list, guess);
  for (const k of [guess - 2, guess - 1, guess + 1, guess + 2]) {
    if (k < 0 || k > 24) continue;
    const bits = riceBits(list, k);
    if (bits < bestBits) [best, bestBits] = [k, bits];
  }
  return best;
}

/** Bytes riceEncode would write (for choosing between encodings). */
export function riceSize(list: ArrayLike<number>): number {
  const k = riceParameter(list);
  return varintLength(list.length) + varintLength(k) + Math.ceil(riceBits(list, k) / 8);
}

/** Bytes VarintWriter.write takes for `value` (no writer, no buffer: called per posting list). */
function varintLength(value: number): number {
  let n = 1;
  while (value >= 0x80) {
    value = Math.floor(value / 0x80);
    n++;
  }
  return n;
}

/** Writes `value` as VarintWriter.write does, into `out` at `at`; returns the offset after it. */
function writeVarint(out: Uint8Array, at: number, value: number): number {
  while (value >= 0x80) {
    out[at++] = (value % 0x80) | 0x80;
    value = Math.floor(value / 0x80);
  }
  out[at++] = value;
  return at;
}
