// What a page author may pass as an extra rulings pack (`mount({ data, packs })`), and the cheap
// shape check resolveOptions runs on each one. Light on purpose: this file is in the script-tag
// build; reading and merging packs (apply-packs.ts) lives in the lazily loaded packs module.

/** A pack in one of four forms. `name` (optional) names the pack in warnings; default `pack-N`. */
export type WidgetPack = string | WidgetPackText | WidgetPackBytes | WidgetPackBundle;

/** 单卡释疑 text: a `单卡释疑` title, then bullets `• (YYYY-MM-DD source)` with a Chinese and an
 *  English paragraph each. A bare string is the same with the default name. */
export interface WidgetPackText {
  name?: string;
  text: string;
}

/** The raw bytes of a `.txt`, `.zip` (of .txt files) or `rulings.json` file, e.g. from fetch().
 *  The type comes from the name's extension; without one it is sniffed (zip magic, `{`, else text). */
export interface WidgetPackBytes {
  name?: string;
  bytes: Uint8Array | ArrayBuffer;
}

/** A built rulings.json bundle, already parsed (only its rulings are taken, re-linked here). */
export interface WidgetPackBundle {
  name?: string;
  bundle: object;
}

export const PACK_EXPECTED = 'a 单卡释疑 text string, or { name?, text }, { name?, bytes: Uint8Array | ArrayBuffer } or { name?, bundle }';

const isBytes = (v: unknown) => v instanceof ArrayBuffer || ArrayBuffer.isView(v) || Object.prototype.toString.call(v) === '[object ArrayBuffer]';

/** Null when `v` has one of the WidgetPack shapes (contents are checked when the pack is read). */
export function widgetPackProblem(v: unknown): string | null {
  if (typeof v === 'string') return null;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return 'not a pack';
  const p = v as Record<string, unknown>;
  if (p.name !== undefined && typeof p.name !== 'string') return '"name" is not a string';
  if (typeof p.text === 'string' || isBytes(p.bytes) || (typeof p.bundle === 'object' && p.bundle !== null)) return null;
  return 'has no "text" string, "bytes" or "bundle" object';
}
