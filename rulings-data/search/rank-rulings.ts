// Search step 2's ranking (search-index.ts): the best few of the rulings found, by tier, then the
// first keyword's linked rulings (higher link score first), then the newest, then bundle order.
import type { BundleKeyword, Ruling } from '../schema.ts';
import type { Candidates } from './text-match.ts';

/** Makes the ruling lists of one tier. */
export type Tier = () => Candidates[];

/** Score of a ruling found, by tier: the query in a row, another name of the keyword it names,
 *  the query's words apart. */
const RULING_SCORES = [0, 0.25, 0.5];
const UNLINKED = -Infinity;
/** Keywords whose link scores are remembered. */
const LINK_CACHE = 16;

/** A keyword's linked rulings: indexes in the bundle, and link scores. */
interface Links {
  index: Int32Array;
  score: Float64Array;
}

/** Scratch kept between searches, one slot per ruling. */
export interface RankState {
  /** 0 = not found, else 1 + its tier. */
  mark: Uint8Array;
  /** Its link score to the first keyword (UNLINKED but while ranking). */
  linkScore: Float64Array;
  /** Its date as YYYYMMDD, made when first ranked (0: not yet). */
  day: Int32Array;
  /** Keyword id → its linked rulings, for the last few keywords. */
  links: Map<string, Links>;
}

export function rankState(rulings: number): RankState {
  return { mark: new Uint8Array(rulings), linkScore: new Float64Array(rulings).fill(UNLINKED), day: new Int32Array(rulings), links: new Map() };
}

/**
 * The best `want` of the rulings found (those `allowed` lets through), `tiers[t]()` making the
 * lists of tier t, as [index, score] pairs. One pass keeping the best few ("the" is in every
 * ruling), and a tier is made only when those before it leave room.
 */
export function rankRulings(
  state: RankState,
  rulings: readonly Ruling[],
  tiers: Tier[],
  top: BundleKeyword | undefined,
  allowed: Uint8Array | null,
  want: number,
): Array<[index: number, score: number]> {
  if (want <= 0) return [];
  const { mark, linkScore, day } = state;
  // Link scores are set for the ruling ranking (linkScore is UNLINKED elsewhere), and unset after.
  const links = top && top.rulings.length ? linksOf(state, rulings, top) : null;
  if (links) links.index.forEach((i, j) => (linkScore[i] = links.score[j]));
  const better = (a: number, b: number): boolean => {
    if (mark[a] !== mark[b]) return mark[a] < mark[b];
    if (linkScore[a] !== linkScore[b]) return linkScore[a] > linkScore[b];
    if (day[a] !== day[b]) return day[a] > day[b];
    return a < b;
  };
  const touched: number[] = [];
  const best: number[] = [];
  for (let tier = 0; tier < tiers.length && best.length < want; tier++) {
    for (const { docs, verify } of tiers[tier]()) {
      for (let k = 0; k < docs.length; k++) {
        const i = docs[k];
        if (mark[i] || (allowed && !allowed[i])) continue;
        mark[i] = tier + 1;
        if (day[i] === 0) day[i] = dayNumber(rulings[i].date);
        touched.push(i);
        if (best.length === want && !better(i, best[want - 1])) continue;
        // Only a ruling that would rank is read. One left unread ranks below `want` others of
        // its tier, so nothing after this tier is looked at.
        if (verify && !verify(i)) {
          mark[i] = 0;
          continue;
        }
        insertSorted(best, i, better);
        if (best.length > want) best.pop();
      }
    }
  }
  const out = best.map((i): [number, number] => [i, RULING_SCORES[mark[i] - 1]]);
  for (const i of touched) mark[i] = 0;
  if (links) for (const i of links.index) linkScore[i] = UNLINKED;
  return out;
}

/** Puts `i` into `sorted` (best first by `better`), by binary search. */
function insertSorted(sorted: number[], i: number, better: (a: number, b: number) => boolean): void {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (better(i, sorted[mid])) hi = mid;
    else lo = mid + 1;
  }
  sorted.splice(lo, 0, i);
}

/** Keyword `k`'s linked rulings: their indexes and link scores (one pass over the rulings, then
 *  remembered for the last few keywords). */
function linksOf(state: RankState, rulings: readonly Ruling[], k: BundleKeyword): Links {
  let out = state.links.get(k.id);
  if (out) return out;
  const byId = new Map(k.rulings.map((l) => [l.rulingId, l.score]));
  const index: number[] = [];
  const score: number[] = [];
  for (let i = 0; i < rulings.length && index.length < byId.size; i++) {
    const s = byId.get(rulings[i].id);
    if (s === undefined) continue;
    index.push(i);
    score.push(s);
  }
  out = { index: Int32Array.from(index), score: Float64Array.from(score) };
  if (state.links.size >= LINK_CACHE) state.links.delete(state.links.keys().next().value!);
  state.links.set(k.id, out);
  return out;
}

/** `YYYY-MM-DD` as the number YYYYMMDD (compared as numbers, as the dates compare as text);
 * anything else 1, before every date. */
function dayNumber(date: string): number {
  let out = 0;
  let digits = 0;
  for (let i = 0; i < date.length && digits < 8; i++) {
    const c = date.charCodeAt(i) - 48;
    if (c >= 0 && c <= 9) {
      out = out * 10 + c;
      digits++;
    }
  }
  return digits === 8 ? out : 1;
}
