// Pinyin search over keyword names: `zengzhi`, `zeng zhi`, `zz` → 增殖; `wei zhuang` → 伪装.
// The syllables come prebuilt in the bundle (pinyin-names.ts, at build time); this only
// compares strings. Deliberately strict, so English queries keep their English answers:
// - whole: the query, spaces and apostrophes removed, is a name's full pinyin (`zengzhi`) or
//   its initials (`zz`, two letters or more);
// - prefix: the query (three letters or more) starts a name's full pinyin (`zengz`), and then
//   ranks after every ordinary hit (search-index.ts).
// No typos: a fuzzy pinyin match of an English word is almost always a false friend.

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

interface Name {
  index: number;
  full: string;
  initials: string;
  /** Position among the keyword's names (0 = display name). */
  order: number;
}

/** The query as a run of pinyin letters, or null when it cannot be pinyin. */
export function pinyinQuery(query: string): string | null {
  const q = query.toLowerCase().replace(/ü/g, 'v');
  if (!/^[a-z' ]+$/.test(q)) return null;
  const compact = q.replace(/[' ]/g, '');
  return compact.length >= 2 ? compact : null;
}

export function pinyinMatcher(ids: readonly string[], pinyin: Record<string, readonly string[]> | undefined): PinyinMatcher {
  const names: Name[] = [];
  ids.forEach((id, index) => {
    const list = pinyin?.[id];
    if (!Array.isArray(list)) return;
    list.forEach((p, order) => {
      if (typeof p !== 'string') return;
      const syllables = p.split(' ').filter(Boolean);
      names.push({ index, full: syllables.join(''), initials: syllables.map((s) => s[0]).join(''), order });
    });
  });
  return {
    match(query) {
      const q = pinyinQuery(query);
      if (!q || names.length === 0) return [];
      const best = new Map<number, PinyinHit>();
      for (const name of names) {
        let hit: PinyinHit | null = null;
        // Full pinyin before initials, the display name before aliases, longer prefixes first.
        if (name.full === q) hit = { index: name.index, whole: true, rank: name.order };
        else if (name.initials === q && q.length >= 2) hit = { index: name.index, whole: true, rank: 100 + name.order };
        else if (q.length >= 3 && name.full.startsWith(q)) hit = { index: name.index, whole: false, rank: 1000 + (name.full.length - q.length) * 10 + name.order };
        if (!hit) continue;
        const had = best.get(name.index);
        if (!had || hit.rank < had.rank) best.set(name.index, hit);
      }
      return [...best.values()].sort((a, b) => a.rank - b.rank || a.index - b.index);
    },
  };
}
