// UTF-8 decoding that refuses what is not UTF-8 instead of turning it into U+FFFD: a GBK or
// UTF-16 file would otherwise import as mojibake rulings. The error says where the first bad
// byte is, as line:col of the text decoded up to it.
import type { Diagnostic } from '../schema.ts';
import { packError } from './limits.ts';

export type Decoded = { ok: true; text: string } | { ok: false; diagnostic: Diagnostic };

/** Index of the first byte that is not part of a valid UTF-8 sequence, or -1. */
function firstInvalidByte(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    const need = b < 0x80 ? 0 : b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1;
    if (need < 0) return i;
    for (let k = 1; k <= need; k++) if (i + k >= bytes.length || (bytes[i + k] & 0xc0) !== 0x80) return i;
    i += need + 1;
  }
  return -1;
}

function position(text: string): { line: number; col: number } {
  const lines = text.split(/\r\n|\r|\n/);
  return { line: lines.length, col: lines[lines.length - 1].length + 1 };
}

/** Decodes strict UTF-8. A BOM is kept in the text (the parser skips it; export stays identical). */
export function decodeUtf8(bytes: Uint8Array, file: string): Decoded {
  if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))) {
    return { ok: false, diagnostic: packError(file, 'file is UTF-16; save it as UTF-8 and import it again') };
  }
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes) };
  } catch {
    const at = Math.max(0, firstInvalidByte(bytes));
    const before = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.subarray(0, at));
    const { line, col } = position(before);
    const hex = bytes[at]?.toString(16).padStart(2, '0') ?? '??';
    const message = `file is not valid UTF-8 (byte 0x${hex} at offset ${at}); save it as UTF-8 (GBK and other encodings are not read)`;
    return { ok: false, diagnostic: packError(file, message, line, col) };
  }
}
