// Turns raw hits into confidences (rules in index.ts). Two passes over the hits, none over the
// text: pass A marks what each hit says by itself (rejected by case, high, local signal,
// strong), pass B adds context from the window around it and from the whole string.
import { charTables, NEWLINE, SPACE } from './char-tables.ts';
import { abilityWordAfter, caseRule, costOrReminderAfter, enclosure, mtgWording, numberAfter } from './local-signals.ts';
import { manaCostEnd } from './mana.ts';
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

/** Pass A. Returns true when the string as a whole has MTG context (see hasMtgContext). */
export function assessHits(trie: Trie, text: string, r: ScanResult): boolean {
  const { hits } = r;
  let wholeContext = r.sigCount > 0;
  let strongEntry = -1;
  for (let h = 0; h < r.hitCount; h++) {
    const at = h * HIT;
    const start = hits[at];
    const end = hits[at + 1];
    const slot = hits[at + 2];
    const entry = trie.slotEntry[slot];
    const english = trie.slotLang[slot] === 0;
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
    if (encl === 'high' || num === 'high' || after !== 'none') flags |= HIGH | STRONG;
    else if (!(flags & EVERYDAY)) flags |= STRONG;
    else if (caseSays > 0 || encl === 'quoted' || num === 'signal' || mtgWording(text, start, end, english)) flags |= LOCAL;
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
