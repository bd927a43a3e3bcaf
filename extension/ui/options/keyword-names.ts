// Keyword names for the "Words not marked" list: the reader sees and types names (English,
// 中文), the settings store keyword ids. Both directions go through the rulings service that
// answers the popup (the background's `lookup` and `search`, i.e. rulings-data's search-index
// with its name matching), so the options page carries no keyword table of its own and the
// names are those of the merged data, imported packs included.
import type { SearchItem } from '../../lib/messages.ts';
import type { TooltipData } from '../../../widget/contracts.ts';

/** One keyword as the list shows it. */
export interface KeywordName {
  id: string;
  en: string;
  zh: string;
}

export interface KeywordNamesApi {
  /** The names of these keyword ids; an id the data does not know (any more) is left out. */
  names(ids: readonly string[]): Promise<Map<string, KeywordName>>;
  /** Keywords whose English or Chinese name matches `query` (whole name, start, a word of it,
   *  pinyin…), best first; rulings hits are not keywords and are left out. */
  search(query: string): Promise<KeywordName[]>;
}

/** What the api asks: the background's answers (askBackground), or a rulings service in tests. */
export interface KeywordSource {
  lookup(id: string): Promise<TooltipData | null>;
  search(query: string, limit: number): Promise<SearchItem[]>;
}

/** How many hits the search box lists. */
export const SEARCH_LIMIT = 8;

const nameOf = (k: { id: string; en: string; zhHans: string }): KeywordName => ({ id: k.id, en: k.en, zh: k.zhHans });

export function keywordNamesApi(source: KeywordSource): KeywordNamesApi {
  return {
    async names(ids) {
      const found = await Promise.all(ids.map((id) => source.lookup(id).catch(() => null)));
      const out = new Map<string, KeywordName>();
      found.forEach((data, i) => data && out.set(ids[i], nameOf(data.keyword)));
      return out;
    },
    async search(query) {
      const q = query.trim();
      if (!q) return [];
      // More than shown: ruling hits take places in the answer too.
      const items = await source.search(q, SEARCH_LIMIT * 3);
      return items.flatMap((item) => (item.type === 'keyword' ? [nameOf(item.keyword)] : [])).slice(0, SEARCH_LIMIT);
    },
  };
}
