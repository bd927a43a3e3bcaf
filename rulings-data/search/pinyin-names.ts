// Build time only: the pinyin of every keyword's Simplified names, for pinyin search
// (pinyin-match.ts). pinyin-pro (~300 kB) stays in the build: the bundle carries the syllables
// (searchIndex.pinyin) and nothing that reads the bundle imports this file. Keywords come only
// from the keyword table (imported packs add rulings, never keywords), so this is static.
import { pinyin } from 'pinyin-pro';
import type { KeywordEntry } from '../schema.ts';

/** Syllables of a name, lower-case, ü as v (`绿` → `lv`), without tones: `增殖` → `zeng zhi`.
 * Latin letters and digits in a name (`X费用`) are kept as one chunk; anything else is dropped. */
export function namePinyin(name: string): string {
  return pinyin(name, { toneType: 'none', type: 'array', v: true, nonZh: 'consecutive' })
    .map((s) => s.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .filter(Boolean)
    .join(' ');
}

/** Keyword id → the pinyin of its distinct Simplified names ([0] = the display name's). */
export function keywordPinyin(keywords: readonly Pick<KeywordEntry, 'id' | 'zhHans'>[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const k of keywords) {
    const names = [...new Set(k.zhHans.map(namePinyin).filter((p) => /[a-z]/.test(p)))];
    if (names.length) out[k.id] = names;
  }
  return out;
}
