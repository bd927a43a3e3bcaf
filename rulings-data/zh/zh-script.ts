// Chinese text folded to one script, for telling whether two rulings' Chinese differ only by
// script: 偽裝 and 伪装 fold alike, so the Traditional and the Simplified copy of one ruling are
// one ruling (packs/union-rulings.ts, parser/merge-rulings.ts), not a conflict. For comparing,
// never for display: characters only (zh-script-table.ts says why that is enough), and the
// reader keeps seeing the text as written. search/zh-fold.ts is the popup's lighter fold, for
// queries (keyword names only); this one covers running text (~2,600 characters, ~11 KB gzip),
// so it lives where rulings are merged: the background, the options page, the CLI and the
// widget's packs module, never the content script.
import { ZH_FOLD_FROM, ZH_FOLD_TO } from './zh-script-table.ts';

let table: { map: Map<string, string>; re: RegExp } | null = null;

/** Built on the first text that holds a non-ASCII character (most calls in a merge are about
 *  English text or Simplified text that needs no change). */
function load(): NonNullable<typeof table> {
  if (table) return table;
  const from = [...ZH_FOLD_FROM];
  const to = [...ZH_FOLD_TO];
  if (from.length !== to.length) throw new Error(`zh-script table: ${from.length} characters fold to ${to.length}; regenerate it`);
  const map = new Map(from.map((c, i) => [c, to[i]]));
  // One character class of every folding character: replace() then calls back only for them.
  const re = new RegExp(`[${from.join('')}]`, 'gu');
  return (table = { map, re });
}

/** The text with every Traditional (or Taiwan / Hong Kong variant) character in its Simplified
 *  form, as far as the table knows it. */
export function foldZhScript(text: string): string {
  if (!/[^\0-\x7f]/.test(text)) return text;
  const { map, re } = load();
  return text.replace(re, (c) => map.get(c)!);
}

/** How many characters of the text are not in their Simplified form: of two copies of one
 *  ruling, the one with fewer is the Simplified one, the one to show. */
export function traditionalCharCount(text: string): number {
  if (!/[^\0-\x7f]/.test(text)) return 0;
  const { re } = load();
  return text.match(re)?.length ?? 0;
}
