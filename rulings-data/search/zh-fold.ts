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
 *
 * Only non-ASCII characters fold, so ASCII text (most queries) is returned as it is, and the
 * table is made on the first text that could change: a searcher loads without reading every
 * keyword name, and its first Latin query never pays for it.
 */
export function zhFoldFromKeywords(keywords: readonly Pick<KeywordEntry, 'zhHans' | 'zhHant'>[], keep: (code: number) => boolean = () => false): ZhFold {
  let fold: ZhFold | null = null;
  return (text) => {
    if (!/[^\0-\x7f]/.test(text)) return text;
    fold ??= foldTable(keywords, keep);
    return fold(text);
  };
}

function foldTable(keywords: readonly Pick<KeywordEntry, 'zhHans' | 'zhHant'>[], keep: (code: number) => boolean): ZhFold {
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
        if (t === s || t.charCodeAt(0) < 0x80 || simplified.has(t) || map.has(t) || keep(t.codePointAt(0)!)) continue;
        map.set(t, s);
      }
    }
  }
  if (map.size === 0) return (text) => text;
  const re = new RegExp(`[${[...map.keys()].join('')}]`, 'gu');
  return (text) => text.replace(re, (ch) => map.get(ch)!);
}
