// Turns a WidgetPack (any of its four forms) into the { name, bytes } file readPack reads, with a
// file name whose extension tells readPack the format: the name warnings and positions use.
import type { PackInput } from '../../rulings-data/packs/types.ts';
import type { WidgetPack } from './widget-pack.ts';

const KNOWN_EXT = /\.(txt|zip|json)$/i;
const encode = (text: string) => new TextEncoder().encode(text);

/** `.zip` for zip magic, `.json` when the first non-blank byte is `{`, else `.txt`. */
export function sniffExtension(bytes: Uint8Array): string {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 3 && bytes[3] === 4) return '.zip';
  for (const b of bytes.subarray(0, 64)) {
    if (b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d || b === 0xef || b === 0xbb || b === 0xbf) continue; // blanks, BOM
    return b === 0x7b ? '.json' : '.txt';
  }
  return '.txt';
}

/** `index` (0-based) gives the default name `pack-1`, `pack-2`… */
export function packInputOf(pack: WidgetPack, index: number): PackInput {
  const given = typeof pack === 'string' ? '' : (pack.name ?? '').trim();
  const name = given || `pack-${index + 1}`;
  if (typeof pack === 'string') return { name: withExt(name, '.txt'), bytes: encode(pack) };
  if ('text' in pack && typeof pack.text === 'string') return { name: withExt(name, '.txt'), bytes: encode(pack.text) };
  if ('bytes' in pack && pack.bytes) {
    const b = pack.bytes;
    const bytes = b instanceof Uint8Array ? b : ArrayBuffer.isView(b) ? new Uint8Array(b.buffer, b.byteOffset, b.byteLength) : new Uint8Array(b);
    return { name: KNOWN_EXT.test(name) ? name : name + sniffExtension(bytes), bytes };
  }
  // A parsed bundle: written back as indented JSON so a problem's line:col points at the ruling.
  return { name: withExt(name, '.json'), bytes: encode(JSON.stringify((pack as { bundle: object }).bundle, null, 1)) };
}

function withExt(name: string, ext: string): string {
  return name.toLowerCase().endsWith(ext) ? name : name + ext;
}
