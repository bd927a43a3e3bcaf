// Keyword names as a reader types them: the whole name, its start, or a word inside it. This is
// what ranks keyword hits first (search-index.ts); Fuse's edit-distance neighbours only answer
// when nothing here (nor in the rulings) matches.
//
// Names are compared normalized (normalizeName): NFKC (full-width letters from a Chinese input
// method), lower case, curly apostrophes as ', and any run of spaces, hyphens, dashes and
// underscores as one space — `face down`, `Face-down` and the id `face-down` are one name. A
// Traditional query is compared as written (the zhHant names) and folded to Simplified (the
// zhHans names).
//
// Tiers, best first (a keyword takes its best name):
// - EXACT: the query is a display name (en[0], zhHans[0], zhHant[0]) or the id;
// - EXACT_ALIAS: the query is another name (an inflection or alias: `proliferated`, `phased out`);
// - PREFIX: a name starts with the query (`prolif`, `飞`), the shorter name first;
// - WORD: a word of a name starts with the query (`strike` → First strike), or, in Chinese,
//   the name holds it anywhere (`面牌` → 双面牌);
// - NAMED: a query of several words (or a Chinese query longer than the name) holds the whole
//   name (`can't be countered` → Counter, `弃掉具疯魔异能的牌` → Madness, Discard); search-index.ts
//   keeps these only when nothing matches better.
// search-index.ts adds the pinyin tiers (pinyin-match.ts) and rule numbers (ruleHits below).
import type { BundleKeyword, KeywordKind } from '../schema.ts';
import { isCjkChar, isWordChar } from './text-features.ts';

export const EXACT = 0;
export const EXACT_ALIAS = 1;
export const PINYIN_WHOLE = 2;
export const PREFIX = 3;
export const PINYIN_PREFIX = 4;
export const WORD = 5;
export const NAMED = 6;
/** Fuse's edit-distance neighbours (only when nothing else matches). */
export const FUZZY = 7;

export interface NameHit {
  /** Keyword index. */
  index: number;
  tier: number;
  /** Within a tier, lower first: the matched name's length (pinyin: its rank, pinyin-match.ts;
   * NAMED: longer names first). */
  order: number;
}

export interface NameMatcher {
  /** Keywords with a name matching `query` (and `folded`: the query folded to Simplified),
   * best name per keyword, unsorted. */
  match(query: string, folded: string): NameHit[];
  /** How near `query` is to keyword `index`: the fewest edits (editDistances) to one of its
   * names, or to one from a word on (`strke` → "strike" of First strike), a whole name counting
   * one edit less than the start of one (`convke` is nearer Convoke than "conve…" of Convert). */
  distance(index: number, query: string): number;
}

type KeywordNames = Pick<BundleKeyword, 'id' | 'en' | 'zhHans' | 'zhHant'>;

/** A name or a query as names are compared. */
export function normalizeName(s: string): string {
  return s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‘’`´]/g, "'")
    .replace(/[\s\-‐‑‒–—_]+/g, ' ')
    .trim();
}

const startsCjk = (s: string) => s.length > 0 && isCjkChar(s.charCodeAt(0));

/** Does `name` hold `q` where a word starts (Latin), or anywhere (CJK)? */
function holdsAtWordStart(name: string, q: string): boolean {
  if (startsCjk(q)) return name.includes(q);
  for (let at = name.indexOf(q, 1); at > 0; at = name.indexOf(q, at + 1)) {
    if (!isWordChar(name.charCodeAt(at - 1))) return true;
  }
  return false;
}

/** Does the query `q` hold the whole `name` (as whole words when Latin)? */
function holdsName(q: string, name: string): boolean {
  const cjk = startsCjk(name);
  if (name.length < (cjk ? 2 : 3) || name.length >= q.length) return false;
  for (let at = q.indexOf(name); at >= 0; at = q.indexOf(name, at + 1)) {
    if (cjk) return true;
    const before = at === 0 || !isWordChar(q.charCodeAt(at - 1));
    const end = at + name.length;
    const after = end === q.length || !isWordChar(q.charCodeAt(end));
    if (before && after) return true;
  }
  return false;
}

export function nameMatcher(keywords: readonly KeywordNames[]): NameMatcher {
  // Made on the first query: [normalized name, display?] per keyword.
  let table: { name: string; display: boolean }[][] | null = null;
  const names = () =>
    (table ??= keywords.map((k) => {
      const out = new Map<string, boolean>();
      const add = (n: string | undefined, display: boolean) => {
        if (typeof n !== 'string') return;
        const norm = normalizeName(n);
        if (norm) out.set(norm, (out.get(norm) ?? false) || display);
      };
      add(k.id, true);
      for (const list of [k.en, k.zhHans, k.zhHant]) (list ?? []).forEach((n, i) => add(n, i === 0));
      return [...out].map(([name, display]) => ({ name, display }));
    }));

  return {
    match(query, folded) {
      const q = normalizeName(query);
      const qf = normalizeName(folded);
      if (!q) return [];
      const multi = q.includes(' ') || startsCjk(q);
      const out: NameHit[] = [];
      names().forEach((list, index) => {
        let tier = Infinity;
        let order = 0;
        for (const { name, display } of list) {
          let t = -1;
          let o = name.length;
          if (name === q || name === qf) t = display ? EXACT : EXACT_ALIAS;
          else if (name.startsWith(q) || name.startsWith(qf)) t = PREFIX;
          else if (holdsAtWordStart(name, q) || (qf !== q && holdsAtWordStart(name, qf))) t = WORD;
          else if (multi && (holdsName(q, name) || (qf !== q && holdsName(qf, name)))) {
            t = NAMED;
            o = -name.length;
          }
          if (t >= 0 && (t < tier || (t === tier && o < order))) {
            tier = t;
            order = o;
          }
        }
        if (tier !== Infinity) out.push({ index, tier, order });
      });
      return out;
    },
    distance(index, query) {
      const q = normalizeName(query);
      let best = Infinity;
      for (const { name } of names()[index] ?? []) {
        for (let at = 0; at < name.length; at = name.indexOf(' ', at) + 1 || name.length) {
          const d = editDistances(q, at ? name.slice(at) : name);
          best = Math.min(best, d.whole, d.prefix + 1);
        }
      }
      return best;
    },
  };
}

/** Edits (insert, delete, substitute a character, swap two neighbours: optimal string
 * alignment) turning `q` into `text` (whole) and into its nearest prefix (prefix):
 * `flyng` → flying 1 / 1, `convke` → convert 3 / 1 ("conve"), `flyng` → shuffle 6 / 5. */
export function editDistances(q: string, text: string): { whole: number; prefix: number } {
  const m = q.length;
  const n = text.length;
  if (m === 0) return { whole: n, prefix: 0 };
  // Rows of the (m + 1) × (n + 1) table: two back (for swaps), previous, current.
  let back = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= m; i++) {
    cur[0] = i;
    for (let j = 1; j <= n; j++) {
      const cost = q.charCodeAt(i - 1) === text.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && q.charCodeAt(i - 1) === text.charCodeAt(j - 2) && q.charCodeAt(i - 2) === text.charCodeAt(j - 1)) d = Math.min(d, back[j - 2] + 1);
      cur[j] = d;
    }
    [back, prev, cur] = [prev, cur, back];
  }
  // prev is row m: the distances to every prefix of text, the whole of it last.
  let prefix = m;
  for (let j = 0; j <= n; j++) prefix = Math.min(prefix, prev[j]);
  return { whole: prev[n], prefix };
}

/** Order of kinds on a tie: the keywords printed on cards, then the rules' other terms. */
export const KIND_RANK: Record<KeywordKind, number> = { 'keyword-ability': 0, 'keyword-action': 1, mechanic: 2, concept: 3, 'ability-word': 4 };

// Rule numbers: `702.9`, `701.34`, `702.9b`, `715`, `CR 702.9`, `rule 207.2c`.
const RULE = /^(?:(?:cr|rule)\s*)?(\d{3}(?:\.\d+[a-z]?)?)\.?$/i;

/** The rule number a query names (lower case, no trailing dot), or null. */
export function ruleQuery(query: string): string | null {
  const m = RULE.exec(query.trim());
  return m ? m[1].toLowerCase() : null;
}

/** `702.9b` → `702.9` → `702`: the rules `rule` sits under, nearest first. */
function ancestors(rule: string): string[] {
  const out: string[] = [];
  let r = rule;
  for (;;) {
    if (/[a-z]$/.test(r)) r = r.slice(0, -1);
    else if (r.includes('.')) r = r.slice(0, r.lastIndexOf('.'));
    else break;
    out.push(r);
  }
  return out;
}

/** Rule numbers in reading order: 702.9 < 702.9a < 702.10 < 702.100. */
export function compareRules(a: string, b: string): number {
  const pa = a.split('.');
  const pb = b.split('.');
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    if (pa[i] === undefined) return -1;
    if (pb[i] === undefined) return 1;
    const na = parseInt(pa[i], 10);
    const nb = parseInt(pb[i], 10);
    if (na !== nb) return na - nb;
    if (pa[i] !== pb[i]) return pa[i] < pb[i] ? -1 : 1;
  }
  return 0;
}

/**
 * Keywords for a rule number: those with exactly that rule (EXACT: `702.9` is Flying, not
 * Infect's 702.90). Without any: those of the nearest rule it sits under (EXACT_ALIAS:
 * `702.9b` → Flying's 702.9, `715.3` → Adventure's 715), then the rules it starts (PREFIX, in
 * rule order: `702.1` → 702.10 … 702.19, 702.100 …), for a number still being typed.
 */
export function ruleHits(keywords: readonly Pick<BundleKeyword, 'rule'>[], rule: string): NameHit[] {
  const out: NameHit[] = [];
  const exact = keywords.flatMap((k, index) => (k.rule === rule ? [index] : []));
  for (const index of exact) out.push({ index, tier: EXACT, order: 0 });
  if (exact.length) return out;
  for (const parent of ancestors(rule)) {
    const under = keywords.flatMap((k, index) => (k.rule === parent ? [index] : []));
    for (const index of under) out.push({ index, tier: EXACT_ALIAS, order: 0 });
    if (under.length) break;
  }
  const started = keywords.flatMap((k, index) => (k.rule !== rule && k.rule.startsWith(rule) ? [index] : []));
  started.sort((a, b) => compareRules(keywords[a].rule, keywords[b].rule) || a - b);
  started.forEach((index, i) => out.push({ index, tier: PREFIX, order: i }));
  return out;
}
