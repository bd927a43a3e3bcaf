// Turns raw hits into confidences (rules in index.ts). Two passes over the hits, none over the
// text: pass A marks what each hit says by itself (rejected by case, high, local signal,
// strong), pass B adds context from the window around it and from the whole string.
import { charTables, NEWLINE, SPACE } from './char-tables.ts';
import { abilityWordAfter, caseRule, costOrReminderAfter, enclosure, mtgWording, numberAfter } from './local-signals.ts';
import { manaCostEnd } from './mana.ts';
import { afterDeterminer, aloneOnLine, cardTextNear, castSense, counterSense, isMenuItem, lineAround, takesObject, playIsMtg, zhPlayIsMtg, type SenseEntries } from './senses.ts';
import { HIT, type ScanResult } from './scan.ts';
import type { Trie } from './trie.ts';

export const DROP = 1;
export const HIGH = 2;
/** Medium by itself: capitalised mid-sentence, quoted, "Crew 3,", MTG wording (madness cost,
 * 具疯魔异能), or on a keyword line. */
export const LOCAL = 4;
/** Evidence for its neighbours: a non-everyday keyword, or any high-confidence one. */
export const STRONG = 8;
export const EVERYDAY = 16;
/** An everyday ability word (Raid, 突击, 消失): only its own signal lifts it above low — not the
 *  page or the window, since MTG text uses 消失 "cease to exist", 门槛, raid… in their plain sense. */
export const OWN_SIGNAL_ONLY = 32;


/** Window (code units) either side of a match searched for context. */
export const WINDOW = 200;
/** A "keyword line" (Flying, vigilance) is at most this long. */
const MAX_KEYWORD_LINE = 160;

/** Pass A. Returns true when the string as a whole has MTG context (see hasMtgContext).
 *  `strict` (the mechanics and rules levels) drops words that are not the keyword in their
 *  sentence (senses.ts); the counter/counters sense is settled at every level. */
export function assessHits(trie: Trie, text: string, r: ScanResult, senses: SenseEntries, strict = false): boolean {
  const { hits } = r;
  let wholeContext = r.sigCount > 0;
  let strongEntry = -1;
  for (let h = 0; h < r.hitCount; h++) {
    const at = h * HIT;
    const start = hits[at];
    const end = hits[at + 1];
    const slot = hits[at + 2];
    const english = trie.slotLang[slot] === 0;
    const entry = senseOf(hits, at, text, senses, strict, english);
    if (entry < 0) {
      hits[at + 3] = DROP;
      continue;
    }
    let flags = trie.everyday[entry] & (english ? 1 : 2) ? EVERYDAY : 0;
    if (flags && trie.abilityWord[entry]) flags |= OWN_SIGNAL_ONLY;
    const caseSays = english ? caseRule(text, start, end) : 0;
    if (caseSays < 0) {
      hits[at + 3] = DROP;
      continue;
    }
    const encl = enclosure(text, start, end);
    // Ability words are common words (Raid, Revolt, 突击) and never take a number, a cost or
    // reminder text, so only their card-text shape counts: "Raid — When…", "突击～在…".
    const label = trie.abilityWord[entry] === 1;
    const num = label ? 'none' : numberAfter(text, end);
    const after = label ? abilityWordAfter(text, end) : costOrReminderAfter(text, end);
    const high = encl === 'high' || num === 'high' || after !== 'none';
    // "the shadow", "a double strike" (an air raid), "a flash of light": MTG never puts an
    // article before a keyword it names ("has flash", "with ward") unless a noun follows.
    if (strict && !high && english && proseNotKeyword(trie, text, start, end, entry, flags)) {
      hits[at + 3] = DROP;
      continue;
    }
    if (high) flags |= HIGH | STRONG;
    else if (!(flags & EVERYDAY)) flags |= STRONG;
    else if (caseSays === 1 || senseSaid || encl === 'quoted' || num === 'signal' || mtgWording(text, start, end, english)) flags |= LOCAL;
    else if (strict && h > 0 && trie.tier[entry] !== C && listedAfter(text, hits, at - HIT, start, end)) flags |= LOCAL;
    else if (strict && notTheKeyword(trie, text, r, h, caseSays)) {
      hits[at + 3] = DROP;
      continue;
    }
    hits[at + 3] = flags;
    // Page-level evidence: a cost or "—Pay…" after a keyword. Brackets and parentheses are
    // evidence only for neighbours (「增殖」 also quotes the biology term on a Taiwanese page).
    if (after === 'cost' || after === 'dash') wholeContext = true;
    else if (!(flags & EVERYDAY)) {
      if (strongEntry >= 0 && strongEntry !== entry) wholeContext = true;
      strongEntry = entry;
    }
  }
  return wholeContext;
}

const K = 0x6b; // 'k': a keyword ability (TermData.tiers)
const C = 0x63; // 'c': a rules concept
const M = 0x6d; // 'm': a seed mechanic or an ability word

/**
 * The English hit's entry after the counter/counters sense (its slot rewritten when the sense
 * changes the entry), or -1 to drop it: at the strict levels play and cast in ordinary English,
 * and a bare counter(s) whose sense the words around it do not tell.
 */
function senseOf(hits: Int32Array, at: number, text: string, s: SenseEntries, strict: boolean, english: boolean): number {
  senseSaid = false;
  const start = hits[at];
  const end = hits[at + 1];
  const slot = hits[at + 2];
  const entry = s.trie.slotEntry[slot];
  if (!english) {
    if (!strict || entry !== s.play) return entry;
    senseSaid = zhPlayIsMtg(text, end);
    return senseSaid ? entry : -1;
  }
  if ((entry === s.counter || entry === s.counters) && end - start <= 8 && /^counters?$/i.test(text.slice(start, end))) {
    const sense = counterSense(text, start, end, s);
    if (sense < 0) return strict ? -1 : entry;
    if (sense !== entry) hits[at + 2] = sense === s.counters ? s.countersSlot : s.counterSlot;
    senseSaid = true;
    return sense;
  }
  if (!strict) return entry;
  if (entry === s.play) {
    if (!playIsMtg(text, end)) return -1;
    senseSaid = true;
  } else if (entry === s.cast) {
    const says = castSense(text, start, end);
    if (says < 0) return -1;
    senseSaid = says > 0;
  }
  return entry;
}

/** "has flying and trample", "Madness, Investigate, Transform and Delirium": the hit follows
 *  another keyword with only "and", "or" or a comma between: a list of keywords is about them. */
function listedAfter(text: string, hits: Int32Array, prev: number, start: number, end: number): boolean {
  if (hits[prev + 3] & DROP) return false;
  const gap = text.slice(hits[prev + 1], start);
  if (/^(?:\s*,)?\s+(?:and|or)\s+$|^\s*[,，、]\s*$/.test(gap)) return true;
  // Items of a "·" or "|" list are keywords only when each item is one ("Offspring · Gift"),
  // not in a menu ("Discover | Explore all courses").
  return /^\s*[·|•/]\s*$/.test(gap) && wholeItem(text, start, end) && wholeItem(text, hits[prev], hits[prev + 1]);
}

/** Whether [start, end) is a whole item of a "·" / "|" list: a separator or a line end on both sides. */
function wholeItem(text: string, start: number, end: number): boolean {
  return /(?:^|[·|•/\n]\s*)$/.test(text.slice(Math.max(0, start - 3), start)) && /^\s*(?:[·|•/\n]|$)/.test(text.slice(end, end + 3));
}

/** Set by senseOf: the words around the hit showed its MTG sense ("play a land", "counter
 *  target spell", "you cast it"), which is a signal of its own. */
let senseSaid = false;

/** An everyday word with no signal of its own that, at the strict levels, is not the keyword:
 *  inside a Title Case run (a card name, a menu item), a site label alone on its line, or one
 *  item of a menu ("Decks · Cards · Support"). */
function notTheKeyword(trie: Trie, text: string, r: ScanResult, h: number, caseSays: number): boolean {
  const start = r.hits[h * HIT];
  const end = r.hits[h * HIT + 1];
  if (caseSays === 2) return true;
  if (isMenuItem(text, start, end)) return !listedWith(text, r, h - 1, start, true) && !listedWith(text, r, h + 1, end, false);
  if (!aloneOnLine(text, start, end)) return false;
  // A column of keywords ("Flash⏎Flying", a keyword filter's list) is not a menu of labels,
  // nor is a heading over text about the same keyword ("Phasing⏎A phased-out permanent…").
  const [ls, le] = lineAround(text, start, end);
  const near = (k: number, alone: boolean) => {
    if (k < 0 || k >= r.hitCount || r.hits[k * HIT + 3] & DROP) return false;
    const ks = r.hits[k * HIT];
    if (!adjacentLine(text, ls, le, ks)) return false;
    return alone ? aloneOnLine(text, ks, r.hits[k * HIT + 1]) : trie.slotEntry[r.hits[k * HIT + 2]] === trie.slotEntry[r.hits[h * HIT + 2]];
  };
  if (near(h - 1, true) || near(h + 1, true) || cardTextNear(text, ls, le)) return false;
  for (let k = h + 1; k < r.hitCount && k < h + 8; k++) if (near(k, false)) return false;
  return true;
}

/** Whether hit k is the item next to position `at` (before it when `before`) in a list
 *  separated by ·, |, commas…: "Keywords: Flying · Haste · Ward" is a keyword list, not a menu. */
function listedWith(text: string, r: ScanResult, k: number, at: number, before: boolean): boolean {
  if (k < 0 || k >= r.hitCount || r.hits[k * HIT + 3] & DROP) return false;
  const gap = before ? text.slice(r.hits[k * HIT + 1], at) : text.slice(at, r.hits[k * HIT]);
  return /^\s*[·|•,、，;；/]\s*$/.test(gap) && wholeItem(text, r.hits[k * HIT], r.hits[k * HIT + 1]);
}

/**
 * English prose, not the keyword (strict levels): an article before it ("the shadow", "a double
 * strike" on the news; everyday and multi-word names only, and not the seed mechanics MTG
 * writes that way: "an Adventure"), or a keyword ability taking an object ("visit the page").
 */
function proseNotKeyword(trie: Trie, text: string, start: number, end: number, entry: number, flags: number): boolean {
  const tier = trie.tier[entry];
  if (tier === C) return false;
  if (tier === K && takesObject(text, start, end)) return true;
  if (!(flags & EVERYDAY) && !text.slice(start, end).includes(' ')) return false;
  const c = text.charCodeAt(start);
  return (tier !== M || c >= 0x61) && afterDeterminer(text, start, end);
}

/** Whether `at` lies on the line right before [ls, le) or right after it. */
function adjacentLine(text: string, ls: number, le: number, at: number): boolean {
  const [as, ae] = lineAround(text, at, at);
  return /^\r?\n$|^\r$/.test(text.slice(ae, ls)) || /^\r?\n$|^\r$/.test(text.slice(le, as));
}

/** Pass B for one hit of an everyday keyword that has no signal of its own: is there MTG
 * context in the window around it? Pointers move forward only (hits come in order). */
export class WindowContext {
  private hitPtr = 0;
  private sigPtr = 0;
  constructor(private readonly r: ScanResult, private readonly text: string) {}

  has(h: number): boolean {
    const { hits, hitCount, sigs, sigCount } = this.r;
    const lo = hits[h * HIT] - WINDOW;
    const hi = hits[h * HIT + 1] + WINDOW;
    while (this.sigPtr < sigCount && sigs[this.sigPtr * 2 + 1] <= lo) this.sigPtr++;
    if (this.sigPtr < sigCount && sigs[this.sigPtr * 2] < hi) return true;
    while (this.hitPtr < hitCount && hits[this.hitPtr * HIT + 1] <= lo) this.hitPtr++;
    for (let k = this.hitPtr; k < hitCount && hits[k * HIT] < hi; k++) {
      if (k !== h && hits[k * HIT + 3] & STRONG) return true;
    }
    return onKeywordLine(this.r, this.text, h);
  }
}

/**
 * "Flying, vigilance" / "飞行，警戒": the hit's line holds nothing but ≥ 2 keywords separated by
 * commas (optionally with costs or numbers: "Ward {2}, flying"), as on a card's keyword line.
 */
export function onKeywordLine(r: ScanResult, text: string, h: number): boolean {
  const { cls } = charTables();
  const { hits, hitCount } = r;
  let ls = hits[h * HIT];
  while (ls > 0 && !(cls[text.charCodeAt(ls - 1)] & NEWLINE)) if (hits[h * HIT] - --ls > MAX_KEYWORD_LINE) return false;
  let le = hits[h * HIT + 1];
  while (le < text.length && !(cls[text.charCodeAt(le)] & NEWLINE)) if (++le - ls > MAX_KEYWORD_LINE) return false;
  let first = h;
  while (first > 0 && hits[(first - 1) * HIT] >= ls) first--;
  let last = h;
  while (last + 1 < hitCount && hits[(last + 1) * HIT + 1] <= le) last++;
  if (last === first) return false;
  let pos = ls;
  for (let k = first; k <= last + 1; k++) {
    const to = k <= last ? hits[k * HIT] : le;
    if (k <= last && hits[k * HIT + 3] & DROP) return false;
    if (!gapOk(text, pos, to, k === first ? 'lead' : k <= last ? 'between' : 'tail')) return false;
    if (k <= last) pos = hits[k * HIT + 1];
  }
  return true;
}

function gapOk(text: string, from: number, to: number, where: 'lead' | 'between' | 'tail'): boolean {
  const { cls } = charTables();
  let separators = 0;
  for (let j = from; j < to; ) {
    const c = text[j];
    if (cls[text.charCodeAt(j)] & SPACE) j++;
    else if (where !== 'lead' && (c === '{' || (c >= '0' && c <= '9'))) {
      const e = c === '{' ? manaCostEnd(text, j) : j + 1;
      if (e < 0) return false;
      j = e;
    } else if (where === 'between' && ',，、;；'.includes(c)) {
      separators++;
      j++;
    } else if (where === 'tail' && '.。'.includes(c)) j++;
    else return false;
  }
  return where !== 'between' || separators > 0;
}
