// What the characters right around one match say about it (rules listed in index.ts).
// Pure functions of (text, start, end); only called for matches, never per character.
import { charTables, HAN, NEWLINE, SPACE, UPPER, LOWER, WORD } from './char-tables.ts';
import { manaSymbolEnd } from './mana.ts';

const DASHES = '—–～~－';
/** How Chinese card text continues after 守护～ / 累积维持—: a cost verb. */
const ZH_COST_STARTS = ['支付', '弃', '棄', '横置', '橫置', '牺牲', '犧牲', '放逐', '展示', '移去', '派出'];
const HIGH_PAIRS: Record<string, string> = { '「': '」', '『': '』', '【': '】', '《': '》', '〈': '〉', '〔': '〕' };
const QUOTE_PAIRS: Record<string, string> = { '“': '”', '"': '"', '‘': '’', "'": "'" };
/** Sentence ends, and what starts an item in a list or a menu (bullets, "Decks · Cards | Help"):
 *  after any of them a capital says nothing. */
const SENTENCE_END = '.!?:;。！？：；…•·|›»▾▸';
const OPENERS = `"“‘'([「『《【〈*>#`;
/** Function words skipped when looking for a Title Case run ("Lord of the Storm"). */
const SMALL = new Set(['a', 'an', 'the', 'of', 'in', 'on', 'at', 'to', 'for', 'and', 'or', 'by', 'with', 'from', 'as']);

function isDigit(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0xff10 && c <= 0xff19);
}

export function skipSpaces(text: string, j: number): number {
  const { cls } = charTables();
  while (j < text.length && cls[text.charCodeAt(j)] & SPACE) j++;
  return j;
}

/**
 * High when, after optional spaces, comes: a 'cost' `{…}`; a 'reminder' parenthesis that does
 * not open on a lower-case letter (prose asides "(as he said)" do); or a 'dash' (—, –, ～, ——,
 * or a hyphen with a space on one side) followed by what a card puts after it: an upper-case
 * letter (Ward—Pay), a cost, a digit, X, or a Chinese cost verb (守护～支付…).
 */
export function costOrReminderAfter(text: string, end: number): 'cost' | 'reminder' | 'dash' | 'none' {
  const n = text.length;
  const j = skipSpaces(text, end);
  if (j >= n) return 'none';
  const c = text.charCodeAt(j);
  if (c === 0x7b) return manaSymbolEnd(text, j) > 0 ? 'cost' : 'none';
  if (c === 0x28 || c === 0xff08) {
    const d = j + 1 < n ? text.charCodeAt(j + 1) : 0;
    return d >= 0x61 && d <= 0x7a ? 'none' : 'reminder';
  }
  const ascii = c === 0x2d && (j > end || (j + 1 < n && charTables().cls[text.charCodeAt(j + 1)] & SPACE));
  if (!ascii && !DASHES.includes(text[j])) return 'none';
  let k = j;
  while (k < n && (DASHES.includes(text[k]) || text.charCodeAt(k) === 0x2d)) k++;
  k = skipSpaces(text, k);
  if (k >= n) return 'none';
  const d = text.charCodeAt(k);
  if (d === 0x7b) return manaSymbolEnd(text, k) > 0 ? 'dash' : 'none';
  if (isDigit(d) || d === 0x58 /* X */ || charTables().cls[d] & UPPER) return 'dash';
  return ZH_COST_STARTS.some((w) => text.startsWith(w, k)) ? 'dash' : 'none';
}

/**
 * An ability word as a card prints it: a dash, then a cost or how an ability starts —
 * "Landfall — Whenever…", "Threshold — As long as…", "Channel — {1}{G}, Discard…" (group 2);
 * after a tilde (地落～每当…, the Chinese card form) 每当/当/在/只要/如果/此/你… or a cost verb
 * (groups 3–4); after an em dash only 每当/只要/从你 and cost verbs (group 3), since Chinese
 * prose writes "——当时/在/你". One sticky regex: called only for ability-word hits, and small
 * in the content script.
 */
const ABILITY_WORD_SHAPE =
  /[ \t\u3000]*(?:([～~〜]+)|[—–－]+|[ \t]-+|-+[ \t])[ \t\u3000]*(?:(\{|(?:When(?:ever)?|At|As|If|This|Each|Target|Starting|Beginning|You|Creatures?|Spells|Equipped|Enchanted|Discard|Search|Return|Tap|Untap|X)\b)|(每当|每當|只要|从你|從你|支付|弃|棄|横置|橫置|牺牲|犧牲|放逐|展示|移去|派出)|([当當在如若此你由目每从從于於将將抓搜]))/y;

/**
 * 'dash' when an ability word is followed by its card shape (ABILITY_WORD_SHAPE), else 'none'.
 * Nothing else counts: cards never print a cost, a number or reminder text right after an
 * ability word, while prose does ("Threshold (film)", "Raid 2").
 */
export function abilityWordAfter(text: string, end: number): 'dash' | 'none' {
  ABILITY_WORD_SHAPE.lastIndex = end;
  const m = ABILITY_WORD_SHAPE.exec(text);
  if (!m || (m[4] && !m[1])) return 'none';
  if (m[2] === '{') return manaSymbolEnd(text, m.index + m[0].length - 1) > 0 ? 'dash' : 'none';
  return 'dash';
}

/** Nouns MTG puts after a keyword name: "madness cost", "disguise ability", "face-down
 *  permanent", 伪装异能, 历险咒语, 牌面朝下之永久物 (Chinese: optionally after 的/之). */
const EN_NOUNS_AFTER = ['cost', 'costs', 'ability', 'abilities', 'spell', 'spells', 'permanent', 'permanents', 'trigger', 'triggers', 'mechanic', 'mechanics', 'keyword'];
const ZH_NOUNS_AFTER = ['异能', '異能', '费用', '費用', '咒语', '咒語', '永久物'];
/** "a card with madness", "creatures with flying": MTG objects before "with". */
const EN_OBJECTS_BEFORE_WITH = ['card', 'cards', 'creature', 'creatures', 'spell', 'spells', 'permanent', 'permanents', 'token', 'tokens'];
/** Characters after which 具 ("with") starts MTG's 具飞行 / 具疯魔异能 rather than ending a word
 *  such as 工具 (tool) or 家具 (furniture): function words, punctuation (any non-Han character
 *  also qualifies), and the verb endings in 施放具…, 弃掉具…, 横置具…. */
const JU_AFTER = '的、，且或并並均皆都也亦仍未不可将將已会會而则則时時若该該此其即以为為是被让讓使和与與及个個张張名只隻放掉置';

/** "madness cost", "a card with madness", 伪装异能, 疯魔费用, 历险咒语; or 具 before a Chinese match. */
export function mtgWording(text: string, start: number, end: number, english: boolean): boolean {
  if (english) return EN_NOUNS_AFTER.includes(wordAfter(text, end)) || withAfterObject(text, start);
  const after = text[end] === '的' || text[end] === '之' ? end + 1 : end;
  if (ZH_NOUNS_AFTER.some((w) => text.startsWith(w, after))) return true;
  if (start === 0 || text[start - 1] !== '具') return false;
  return start === 1 || !(charTables().cls[text.charCodeAt(start - 2)] & HAN) || JU_AFTER.includes(text[start - 2]);
}

/** The lower-cased word after spaces following `at` ('' when no space or no word follows). */
export function wordAfter(text: string, at: number): string {
  const { cls } = charTables();
  const j = skipSpaces(text, at);
  if (j === at) return '';
  let e = j;
  while (e < text.length && cls[text.charCodeAt(e)] & WORD) e++;
  return text.slice(j, e).toLowerCase();
}

/** The lower-cased word ending right before the spaces before `at`. */
export function wordBefore(text: string, at: number): string {
  const { cls } = charTables();
  let e = at;
  while (e > 0 && cls[text.charCodeAt(e - 1)] & SPACE) e--;
  if (e === at) return '';
  let s = e;
  while (s > 0 && cls[text.charCodeAt(s - 1)] & WORD) s--;
  return text.slice(s, e).toLowerCase();
}

function withAfterObject(text: string, start: number): boolean {
  if (wordBefore(text, start) !== 'with') return false;
  let k = start;
  while (k > 0 && charTables().cls[text.charCodeAt(k - 1)] & SPACE) k--;
  return EN_OBJECTS_BEFORE_WITH.includes(wordBefore(text, k - 4));
}

/**
 * A number after the keyword (Annihilator 2, Crew 3, Ward 2): 'high' when a reminder
 * parenthesis follows it, 'signal' when the line or clause ends right after it, else 'none'
 * ("Storm 2 hits the coast" is prose).
 */
export function numberAfter(text: string, end: number): 'high' | 'signal' | 'none' {
  const n = text.length;
  let j = skipSpaces(text, end);
  if (j === end || j >= n) return 'none';
  const from = j;
  while (j < n && j - from < 2 && isDigit(text.charCodeAt(j))) j++;
  if (j === from || (j < n && charTables().cls[text.charCodeAt(j)] & WORD)) return 'none';
  j = skipSpaces(text, j);
  if (j >= n || charTables().cls[text.charCodeAt(j)] & NEWLINE) return 'signal';
  const c = text[j];
  if (c === '(' || c === '（') return 'high';
  return c === ',' || c === '，' || c === ';' || c === '；' || DASHES.includes(c) ? 'signal' : 'none';
}

/** 'high' inside 「」『』【】《》〈〉〔〕 or [[…]]; 'quoted' inside “” "" ‘’ ''; else 'none'. */
export function enclosure(text: string, start: number, end: number): 'high' | 'quoted' | 'none' {
  if (start === 0 || end >= text.length) return 'none';
  const open = text[start - 1];
  const close = text[end];
  if (HIGH_PAIRS[open] === close) return 'high';
  if (open === '[' && close === ']' && text[start - 2] === '[' && text[end + 1] === ']') return 'high';
  return QUOTE_PAIRS[open] === close ? 'quoted' : 'none';
}

/**
 * English case rules. Returns:
 *  -1 reject: a word of the match is in mixed case (wArd, PhasING): an identifier or a brand;
 *   1 signal: Capitalised (Adventure, Double strike, Double Strike) in the middle of a sentence
 *     and not part of a Title Case run (the previous and next words, skipping small function
 *     words, are not capitalised: "an Adventure spell" yes, "Alice's Adventures in Wonderland"
 *     no), as MTG writes keyword names and card-type words;
 *   2 Title Case run: Capitalised with a capitalised word next to it (skipping small words):
 *     a card name, a menu item or a heading ("Storm Crow", "Visit Our Store", "Madness and
 *     Civilization"): no signal, and at the strict levels no mark for an everyday word;
 *   0 neutral: lower case, ALL CAPS (headings, emphasis), or Capitalised at a sentence or line
 *     start, where capitals say nothing.
 */
export function caseRule(text: string, start: number, end: number): -1 | 0 | 1 | 2 {
  const { cls } = charTables();
  let words = 0;
  let firstCapital = false;
  let allCaps = true;
  for (let i = start; i < end; ) {
    const k0 = cls[text.charCodeAt(i)];
    if (!(k0 & (UPPER | LOWER))) {
      i++;
      continue;
    }
    let upper = 0;
    let lower = 0;
    let j = i;
    for (; j < end && cls[text.charCodeAt(j)] & (UPPER | LOWER); j++) {
      if (cls[text.charCodeAt(j)] & UPPER) upper++;
      else lower++;
    }
    const firstUp = (k0 & UPPER) !== 0;
    // Valid words: lower, Capitalised, or ALL CAPS.
    if (upper > 0 && lower > 0 && !(firstUp && upper === 1)) return -1;
    if (words === 0) firstCapital = firstUp;
    if (lower > 0) allCaps = false;
    words++;
    i = j;
  }
  if (words === 0 || !firstCapital || allCaps) return 0;
  if (nextWordCapitalised(text, end)) return 2;
  if (sentenceStart(text, start)) return 0;
  const prev = previousWord(text, start);
  return prev === 'title' ? 2 : prev === 'start' ? 0 : 1;
}

/** True when only spaces / opening quotes separate `at` from a sentence end, a line or the start. */
export function sentenceStart(text: string, at: number): boolean {
  const { cls } = charTables();
  let k = at - 1;
  while (k >= 0 && (cls[text.charCodeAt(k)] & SPACE || OPENERS.includes(text[k]))) k--;
  return k < 0 || (cls[text.charCodeAt(k)] & NEWLINE) !== 0 || SENTENCE_END.includes(text[k]);
}

/** Reads words backwards from `at`: 'title' if a capitalised one comes first (skipping small
 * words), 'start' if the small words reach a sentence start, 'plain' otherwise. */
function previousWord(text: string, at: number): 'title' | 'start' | 'plain' {
  const { cls } = charTables();
  let k = at;
  for (let hops = 0; hops < 4; hops++) {
    let e = k;
    while (e > 0 && cls[text.charCodeAt(e - 1)] & SPACE) e--;
    let s = e;
    while (s > 0 && (cls[text.charCodeAt(s - 1)] & WORD || text[s - 1] === "'" || text[s - 1] === '’')) s--;
    if (s === e || e === k) return 'plain'; // no word, or not separated by a space
    const word = text.slice(s, e);
    if (SMALL.has(word.toLowerCase())) {
      if (sentenceStart(text, s)) return 'start';
      k = s;
      continue;
    }
    return cls[text.charCodeAt(s)] & UPPER && word !== 'I' ? 'title' : 'plain';
  }
  return 'plain';
}

function nextWordCapitalised(text: string, at: number): boolean {
  const { cls } = charTables();
  let k = at;
  for (let hops = 0; hops < 4; hops++) {
    const s = skipSpaces(text, k);
    if (s === k && hops > 0) return false;
    let e = s;
    while (e < text.length && cls[text.charCodeAt(e)] & WORD) e++;
    if (e === s) return false;
    const word = text.slice(s, e);
    if (!SMALL.has(word.toLowerCase())) return (cls[text.charCodeAt(s)] & UPPER) !== 0;
    k = e;
  }
  return false;
}
