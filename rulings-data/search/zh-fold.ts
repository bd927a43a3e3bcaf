// Traditional → Simplified folding for ruling search. Rulings are written in Simplified Chinese,
// so 偽裝 must look for 伪装. Shipping a converter (opencc) in the popup would cost more than the
// rest of search; the keyword table already pairs every Simplified name with its Traditional
// form, and those names are what readers search for, so the character pairs come from there.
import type { KeywordEntry } from '../schema.ts';

export type ZhFold = (text: string) => string;

/**
 * A folding function built from the keywords' zhHant/zhHans name pairs (same position, same
 * length, character by character). `keep(c)` vetoes folding a character: a Traditional form
 * that the Simplified text itself uses (some characters are both) is left alone.
 */
export function zhFoldFromKeywords(keywords: readonly Pick<KeywordEntry, 'zhHans' | 'zhHant'>[], keep: (code: number) => boolean = () => false): ZhFold {
  const map = new Map<string, string>();
  const simplified = new Set<string>();
  for (const k of keywords) for (const name of k.zhHans) for (const ch of name) simplified.add(ch);
  for (const k of keywords) {
    const n = Math.min(k.zhHans.length, k.zhHant.length);
    for (let i = 0; i < n; i++) {
      const hans = [...k.zhHans[i]];
      const hant = [...k.zhHant[i]];
      if (hans.length !== hant.length) continue;
      for (let j = 0; j < hant.length; j++) {
        const t = hant[j];
        const s = hans[j];
        if (t === s || simplified.has(t) || map.has(t) || keep(t.codePointAt(0)!)) continue;
        map.set(t, s);
      }
    }
  }
  if (map.size === 0) return (text) => text;
  const re = new RegExp(`[${[...map.keys()].join('')}]`, 'gu');
  return (text) => text.replace(re, (ch) => map.get(ch)!);
}
