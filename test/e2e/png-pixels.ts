// Reads the pixels of a screenshot: a minimal PNG decoder for what Chromium and Firefox write
// (8-bit RGB or RGBA, not interlaced), so the e2e tests can check colours without a dependency.
import { inflateSync } from 'node:zlib';

export interface Pixels {
  width: number;
  height: number;
  /** RGBA, row by row. */
  rgba: Uint8Array;
}

export function decodePng(png: Uint8Array): Pixels {
  const b = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (b.readUInt32BE(0) !== 0x89504e47) throw new Error('decodePng: not a PNG');
  let pos = 8;
  let width = 0;
  let height = 0;
  let depth = 0;
  let colour = 0;
  let interlace = 0;
  const idat: Buffer[] = [];
  while (pos < b.length) {
    const len = b.readUInt32BE(pos);
    const type = b.toString('latin1', pos + 4, pos + 8);
    const data = b.subarray(pos + 8, pos + 8 + len);
    if (type === 'IHDR') [width, height, depth, colour, interlace] = [data.readUInt32BE(0), data.readUInt32BE(4), data[8], data[9], data[12]];
    else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    pos += 12 + len;
  }
  const channels = colour === 6 ? 4 : colour === 2 ? 3 : 0;
  if (depth !== 8 || !channels || interlace) throw new Error(`decodePng: unsupported PNG (depth ${depth}, colour type ${colour}, interlace ${interlace})`);
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const rgba = new Uint8Array(width * height * 4);
  let prev = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const cur = new Uint8Array(stride);
    for (let i = 0; i < stride; i++) {
      const left = i >= channels ? cur[i - channels] : 0;
      const up = prev[i];
      const upLeft = i >= channels ? prev[i - channels] : 0;
      let v = line[i];
      if (filter === 1) v += left;
      else if (filter === 2) v += up;
      else if (filter === 3) v += (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        v += pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      }
      cur[i] = v & 255;
    }
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      rgba[o] = cur[x * channels];
      rgba[o + 1] = cur[x * channels + 1];
      rgba[o + 2] = cur[x * channels + 2];
      rgba[o + 3] = channels === 4 ? cur[x * channels + 3] : 255;
    }
    prev = cur;
  }
  return { width, height, rgba };
}

/** Pixels inside a rectangle (CSS px = device px here) for which `test(r, g, b)` holds. */
export function countPixels(p: Pixels, rect: { x: number; y: number; width: number; height: number }, test: (r: number, g: number, b: number) => boolean): number {
  let n = 0;
  const x0 = Math.max(0, Math.floor(rect.x));
  const y0 = Math.max(0, Math.floor(rect.y));
  const x1 = Math.min(p.width, Math.ceil(rect.x + rect.width));
  const y1 = Math.min(p.height, Math.ceil(rect.y + rect.height));
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const o = (y * p.width + x) * 4;
      if (test(p.rgba[o], p.rgba[o + 1], p.rgba[o + 2])) n++;
    }
  }
  return n;
}

/** A mark's tint on white: the accent rgb(217 119 6) at 7-18% (high ≈ rgb(248 231 210), low
 *  ≈ rgb(252 245 237)). Not the active word's stronger tint, not grey text anti-aliasing. */
export const isMarkTint = (r: number, g: number, b: number): boolean => r >= 243 && g >= 220 && g <= 248 && b >= 196 && b <= 242 && r - b >= 10 && r - g >= 4;

/** The active word's tint on white, over its mark's or alone: the accent at 32% (≈ rgb(243 212
 *  175)) to ~45% (≈ rgb(238 195 145)). */
export const isActiveTint = (r: number, g: number, b: number): boolean => r >= 228 && r <= 250 && g >= 180 && g <= 219 && b >= 128 && b <= 190 && r - b >= 45;
