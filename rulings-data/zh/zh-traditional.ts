// Simplified Chinese text written in Traditional characters (Taiwan forms), for DISPLAY on
// Traditional pages or by the reader's choice: the tooltip converts names and rulings on the fly
// through this. The table (zh-traditional-table.ts, generated from OpenCC's cn → tw tables) is
// small on purpose (see scripts/zh-script/build-traditional-table.ts): a character it does not
// know stays as written. Phrases first, longest match from the left (as OpenCC does), so a
// one-to-many character takes its form by context (头发 → 頭髮, 发现 → 發現); characters next.
// Loaded only when Traditional is wanted: the tooltip import()s this module, never statically.
import { ZH_HANT_FROM, ZH_HANT_PHRASES, ZH_HANT_TO } from './zh-traditional-table.ts';

/** The table in use: characters, and phrases by their first character, longest first. */
export interface TraditionalLookup {
  chars: ReadonlyMap<string, string>;
  phrases: ReadonlyMap<string, ReadonlyArray<readonly [string, string]>>;
}

let table: TraditionalLookup | null = null;

/** Phrase pairs ("s t") grouped by first character, longest first (what convertWith needs). */
export function phraseLookup(pairs: ReadonlyArray<readonly [string, string]>): TraditionalLookup['phrases'] {
  const phrases = new Map<string, Array<readonly [string, string]>>();
  for (const pair of pairs) {
    const first = String.fromCodePoint(pair[0].codePointAt(0)!);
    phrases.set(first, [...(phrases.get(first) ?? []), pair]);
  }
  for (const list of phrases.values()) list.sort((a, b) => b[0].length - a[0].length);
  return phrases;
}

function load(): TraditionalLookup {
  if (table) return table;
  const from = [...ZH_HANT_FROM];
  const to = [...ZH_HANT_TO];
  if (from.length !== to.length) throw new Error(`zh-traditional table: ${from.length} characters map to ${to.length}; regenerate it`);
  const pairs = ZH_HANT_PHRASES ? ZH_HANT_PHRASES.split('|').map((e) => e.split(' ') as [string, string]) : [];
  return (table = { chars: new Map(from.map((c, i) => [c, to[i]])), phrases: phraseLookup(pairs) });
}

/** The conversion itself, with a given table (the generator checks candidate tables with it). */
export function convertWith({ chars, phrases }: TraditionalLookup, text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = String.fromCodePoint(text.codePointAt(i)!);
    const phrase = phrases.get(c)?.find(([s]) => text.startsWith(s, i));
    if (phrase) {
      out += phrase[1];
      i += phrase[0].length;
    } else {
      out += chars.get(c) ?? c;
      i += c.length;
    }
  }
  return out;
}

/** The text in Traditional characters, as far as the table knows them; Latin text, digits and
 *  punctuation unchanged. */
export function toTraditional(text: string): string {
  return /[^\0-\x7f]/.test(text) ? convertWith(load(), text) : text;
}

/** Whether the text holds a character written only in Traditional (偽 of 偽裝): one the table
 *  writes for a Simplified one and is not Simplified itself. */
export function hasTraditionalChars(text: string): boolean {
  if (!/[^\0-\x7f]/.test(text)) return false;
  const { chars } = load();
  for (const c of text) if (!chars.has(c) && traditionalSet().has(c)) return true;
  return false;
}

let traditional: Set<string> | null = null;
const traditionalSet = () => (traditional ??= new Set(load().chars.values()));
