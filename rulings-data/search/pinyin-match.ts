// Pinyin search over keyword names: `zengzhi`, `zeng zhi`, `zēng zhí`, `zeng1zhi2`, `zz` → 增殖;
// `wei zhuang` → 伪装.
// The syllables come prebuilt in the bundle (pinyin-names.ts, at build time); this only
// compares strings. Deliberately strict, so English queries keep their English answers:
// - whole: the query, spaces and apostrophes removed, is a name's full pinyin (`zengzhi`) or
//   its initials (`zz`, two letters or more);
// - prefix: the query (three letters or more) starts a name's full pinyin (`zengz`), and then
//   ranks after every ordinary hit (search-index.ts).
// No typos: a fuzzy pinyin match of an English word is almost always a false friend.
//
// Stored form (searchIndex.pinyin, see packPinyin): one string per keyword, in the bundle's
// keyword order, its names' pinyin joined by commas. One JSON string per keyword parses in a
// tenth of the time of an object keyed by id (a dictionary of ~370 keys, an array each), and
// the matcher reads the strings as they are: nothing is split or copied when the searcher loads,
// and a query walks each name once, stopping at the first letter that differs (most names).

export interface PinyinHit {
  /** Keyword index. */
  index: number;
  /** True when the query is the whole name (full pinyin or initials). */
  whole: boolean;
  /** 0 = the display name's full pinyin; larger = weaker (see rank below). */
  rank: number;
}

export interface PinyinMatcher {
  match(query: string): PinyinHit[];
}

/** The query as a run of pinyin letters, or null when it cannot be pinyin. Tones may be
 * written either way: marks (`zēng zhí`, `lǜ`) or numbers after each syllable (`zeng1 zhi2`). */
export function pinyinQuery(query: string): string | null {
  let q = query.toLowerCase();
  if (/[^\0-\x7f]/.test(q)) q = q.normalize('NFD').replace(/u\u0308/g, 'v').replace(/[\u0300-\u036f]/g, '');
  // A tone number ends a syllable: after its vowel, or its final n, ng or r.
  if (/\d/.test(q)) q = q.replace(/([aeiouvngr])[0-5](?=[a-z' ]|$)/g, '$1');
  if (!/^[a-z' ]+$/.test(q)) return null;
  const compact = q.replace(/[' ]/g, '');
  return compact.length >= 2 ? compact : null;
}

const NAME_SEPARATOR = ',';

/** The stored form of a keyword id → pinyin names table (pinyin-names.ts keywordPinyin), for
 * `ids` in the bundle's keyword order: '' for a keyword without pinyin. Names are syllables
 * separated by spaces (`zeng zhi`); anything that is not a string, or holds the separator, is
 * left out (namePinyin writes only letters, digits and spaces). */
export function packPinyin(ids: readonly string[], table: Record<string, readonly string[]> | undefined): string[] {
  return ids.map((id) => {
    const names = table && Object.hasOwn(table, id) ? table[id] : undefined;
    if (!Array.isArray(names)) return '';
    return names.filter((n): n is string => typeof n === 'string' && n !== '' && !n.includes(NAME_SEPARATOR)).join(NAME_SEPARATOR);
  });
}

/** A bundle's `searchIndex.pinyin` as packPinyin's strings for `keywords`, or undefined when it
 * is not one for them. Bundles built before the packed form hold the id-keyed table: packed here
 * (at the old cost). */
export function storedPinyin(stored: unknown, keywords: readonly { id: string }[]): string[] | undefined {
  if (Array.isArray(stored)) return stored.length === keywords.length ? stored : undefined;
  if (stored && typeof stored === 'object') return packPinyin(keywords.map((k) => k.id), stored as Record<string, readonly string[]>);
  return undefined;
}

/** `packed`: packPinyin's strings, by keyword index (anything else: no pinyin search). */
export function pinyinMatcher(packed: readonly string[] | undefined): PinyinMatcher {
  const table = Array.isArray(packed) ? packed : [];
  return {
    match(query) {
      const q = pinyinQuery(query);
      if (!q) return [];
      const out: PinyinHit[] = [];
      for (let index = 0; index < table.length; index++) {
        const names = table[index];
        if (typeof names !== 'string') continue;
        let hit: PinyinHit | null = null;
        for (let start = 0, order = 0; start < names.length; order++) {
          let end = names.indexOf(NAME_SEPARATOR, start);
          if (end < 0) end = names.length;
          const rank = nameRank(names, start, end, q, order);
          if (rank >= 0 && (!hit || rank < hit.rank)) hit = { index, whole: rank < 1000, rank };
          start = end + 1;
        }
        if (hit) out.push(hit);
      }
      return out.sort((a, b) => a.rank - b.rank || a.index - b.index);
    },
  };
}

/**
 * How the pinyin name names[start…end) (syllables separated by spaces) matches `q`, or -1:
 * full pinyin before initials, the display name (order 0) before aliases, longer prefixes first.
 * - the full pinyin (the name without its spaces) is q: `order`;
 * - the initials (first letter of each syllable) are q: 100 + order;
 * - the full pinyin starts with q, q three letters or more: 1000 + 10 × letters past q + order.
 */
export function nameRank(names: string, start: number, end: number, q: string, order: number): number {
  let letters = 0; // of the full pinyin, read so far
  let fullBroken = false; // a letter differs from q's at the same place
  let initials = 0;
  let initialsBroken = false;
  let syllableStart = true;
  for (let i = start; i < end; i++) {
    const c = names.charCodeAt(i);
    if (c === 32) {
      syllableStart = true;
      continue;
    }
    if (!fullBroken && letters < q.length && q.charCodeAt(letters) !== c) fullBroken = true;
    letters++;
    if (syllableStart) {
      if (!initialsBroken && (initials >= q.length || q.charCodeAt(initials) !== c)) initialsBroken = true;
      initials++;
      syllableStart = false;
    }
    if (fullBroken && initialsBroken) return -1;
  }
  if (!fullBroken && letters === q.length) return order;
  if (!initialsBroken && initials === q.length && q.length >= 2) return 100 + order;
  if (!fullBroken && q.length >= 3 && letters > q.length) return 1000 + (letters - q.length) * 10 + order;
  return -1;
}
