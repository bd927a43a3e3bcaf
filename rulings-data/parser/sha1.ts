// A small pure-TypeScript SHA-1 (FIPS 180-4), so ruling ids can be computed in a browser
// bundle too, without node:crypto or the async-only WebCrypto. SHA-1 is used here only as a
// stable fingerprint of a ruling's English text, never for security.
// Written for speed as well (an import of 70,000 rulings hashes each one's English: see
// scripts/bench/scale-70k.ts): one reused message schedule, no arrays or closures per round.

const encoder = new TextEncoder();
const w = new Int32Array(80);
let buffer = new Uint8Array(1024);

const hex8 = (h: number) => (h >>> 0).toString(16).padStart(8, '0');

/** SHA-1 of the UTF-8 encoding of `text`, as 40 lower-case hex digits. */
export function sha1Hex(text: string): string {
  // Message + 0x80 + zero padding + 64-bit big-endian length, a multiple of 64 bytes. UTF-8
  // takes at most 3 bytes per UTF-16 code unit, so the buffer is sized before encoding into it.
  const need = Math.ceil((text.length * 3 + 9) / 64) * 64;
  if (buffer.length < need) buffer = new Uint8Array(need);
  const length = encoder.encodeInto(text, buffer).written;
  const total = Math.ceil((length + 9) / 64) * 64;
  const buf = buffer;
  buf.fill(0, length, total);
  buf[length] = 0x80;
  const bitLen = length * 8;
  const high = Math.floor(bitLen / 0x100000000);
  buf[total - 8] = high >>> 24;
  buf[total - 7] = high >>> 16;
  buf[total - 6] = high >>> 8;
  buf[total - 5] = high;
  buf[total - 4] = bitLen >>> 24;
  buf[total - 3] = bitLen >>> 16;
  buf[total - 2] = bitLen >>> 8;
  buf[total - 1] = bitLen;

  let h0 = 0x67452301;
  let h1 = 0xefcdab89 | 0;
  let h2 = 0x98badcfe | 0;
  let h3 = 0x10325476;
  let h4 = 0xc3d2e1f0 | 0;
  for (let off = 0; off < total; off += 64) {
    for (let i = 0; i < 16; i++) {
      const j = off + i * 4;
      w[i] = (buf[j] << 24) | (buf[j + 1] << 16) | (buf[j + 2] << 8) | buf[j + 3];
    }
    for (let i = 16; i < 80; i++) {
      const x = w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16];
      w[i] = (x << 1) | (x >>> 31);
    }
    let a = h0;
    let b = h1;
    let c = h2;
    let d = h3;
    let e = h4;
    for (let i = 0; i < 80; i++) {
      let f: number;
      let k: number;
      if (i < 20) {
        f = (b & c) | (~b & d);
        k = 0x5a827999;
      } else if (i < 40) {
        f = b ^ c ^ d;
        k = 0x6ed9eba1;
      } else if (i < 60) {
        f = (b & c) | (b & d) | (c & d);
        k = 0x8f1bbcdc | 0;
      } else {
        f = b ^ c ^ d;
        k = 0xca62c1d6 | 0;
      }
      const t = (((a << 5) | (a >>> 27)) + f + e + k + w[i]) | 0;
      e = d;
      d = c;
      c = (b << 30) | (b >>> 2);
      b = a;
      a = t;
    }
    h0 = (h0 + a) | 0;
    h1 = (h1 + b) | 0;
    h2 = (h2 + c) | 0;
    h3 = (h3 + d) | 0;
    h4 = (h4 + e) | 0;
  }
  return hex8(h0) + hex8(h1) + hex8(h2) + hex8(h3) + hex8(h4);
}
