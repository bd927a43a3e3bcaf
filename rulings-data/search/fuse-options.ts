// The one place that owns fuse.js options (as in Home Assistant's fuse.ts): the build creates
// the index with these keys, and every reader parses it with the same keys and options. If the
// two disagreed, Fuse.parseIndex would silently search the wrong fields.
import type { IFuseOptions } from 'fuse.js';
import type { BundleKeyword, Ruling } from '../schema.ts';

/** What the keyword index holds: every name in every script, so 增殖 / prolif / 偽裝 all hit. */
export interface KeywordDoc {
  id: string;
  en: string[];
  zhHans: string[];
  zhHant: string[];
}

/** What the ruling index holds: both paragraphs. */
export interface RulingDoc {
  id: string;
  en: string;
  zh: string;
}

export const KEYWORD_KEYS = [
  { name: 'en', weight: 2 },
  { name: 'zhHans', weight: 2 },
  { name: 'zhHant', weight: 2 },
  { name: 'id', weight: 1 },
];

export const RULING_KEYS = [
  { name: 'en', weight: 1 },
  { name: 'zh', weight: 1 },
];

// ignoreLocation: a keyword or phrase may sit anywhere in a long ruling; without it Fuse only
// looks near the start. Thresholds were tuned on the seed queries in search.test.ts.
const SHARED: IFuseOptions<unknown> = {
  includeScore: true,
  ignoreLocation: true,
  minMatchCharLength: 1,
};

export const KEYWORD_OPTIONS: IFuseOptions<KeywordDoc> = { ...SHARED, keys: KEYWORD_KEYS, threshold: 0.3 };
export const RULING_OPTIONS: IFuseOptions<RulingDoc> = { ...SHARED, keys: RULING_KEYS, threshold: 0.34 };

export function keywordDoc(k: Pick<BundleKeyword, 'id' | 'en' | 'zhHans' | 'zhHant'>): KeywordDoc {
  return { id: k.id, en: k.en, zhHans: k.zhHans, zhHant: k.zhHant };
}

export function rulingDoc(r: Pick<Ruling, 'id' | 'en' | 'zh'>): RulingDoc {
  return { id: r.id, en: r.en, zh: r.zh };
}
