// Which sense a matched word has, read from the words right around it (rules in index.ts,
// "Senses"). Pure functions of (text, start, end); called once per hit, never per character.
//
// * counter / counters: the verb (counter target spell, an opponent counters the spell →
//   `counter`, 反击) or the noun (two +1/+1 counters, another counter of each kind → `counters`,
//   指示物). Applied at every level: a wrong sense is wrong whatever is marked.
// * At the strict levels (mechanics, rules) a word is dropped when it is not the keyword:
//   play / cast in ordinary English (this deck plays cheap creatures, the cast of a film, cast
//   doubt), 使用 without something MTG plays after it, an everyday keyword after an article
//   ("in the shadow", "a flash of light"), and site labels: an everyday keyword alone on its line
//   ("Support", "Visit", "Characteristics") with no card-shaped line next to it.
import { charTables, HAN, NEWLINE, SPACE } from './char-tables.ts';
import { wordAfter, wordBefore } from './local-signals.ts';
import type { Trie } from './trie.ts';

/** Entry numbers of the keywords with sense rules (-1 when the table has no such id), and an
 *  English slot of each counter entry (a hit's slot says its entry and language). */
export interface SenseEntries {
  trie: Trie;
  counter: number;
  counters: number;
  play: number;
  cast: number;
  counterSlot: number;
  countersSlot: number;
}

export function senseEntries(t: Trie): SenseEntries {
  const e = (id: string) => t.ids.indexOf(id);
  const slotOf = (entry: number) => {
    for (let s = 0; s < t.slotEntry.length; s++) if (t.slotEntry[s] === entry && t.slotLang[s] === 0) return s;
    return -1;
  };
  const counter = e('counter');
  const counters = e('counters');
  return { trie: t, counter, counters, play: e('play'), cast: e('cast'), counterSlot: slotOf(counter), countersSlot: slotOf(counters) };
}

const set = (words: string) => new Set(words.split(' '));
/** Before the noun: a number or a quantity ("two counters", "another counter", "no counters"). */
const NOUN_BEFORE = set(
  'one two three four five six seven eight nine ten x another additional extra more fewer many each any no those these all of ' +
    // Kinds of counter: "an age counter", "a lore counter".
    'age aim arrow blood bounty brick charge corpse credit crank depletion devotion divinity doom dream echo egg energy experience ' +
    'fade feather finality flood fungus fuse hatchling hit hour ice incarnation infection intel ki knowledge level lore luck ' +
    'mining mire net oil omen page pin plague point poison pressure quest rad rust scream shield silver slime soot spore stash ' +
    'storage story strife study stun theft tide time tower training vitality void vow wage winch wish',
);
/** After the noun: where counters are ("a counter on it", "counters from", "counters among"). */
const NOUN_AFTER = set('on onto from among removed placed equal');
/** After the verb: what is countered ("counter target spell", "counters the Adventure spell"). */
const VERB_AFTER = set('target the a an that this it them those these each all any up spells spell abilities ability x one two your his her their another');
/** Before the verb: a modal or subject ("to counter", "can't counter": wordBefore reads "t"). */
const VERB_BEFORE = set('to t cannot can could may might will would should must never you we they i');

/** Articles and possessives before a noun: "the shadow", "a flash of light", "their support". */
const DETERMINERS = set('the a an this these those my your his her our their its some every');
/** MTG nouns that make "the ward ability", "a flying creature", "the madness cost" the keyword. */
const MTG_NOUNS = set('ability abilities cost costs trigger triggers triggered keyword keywords mechanic mechanics creature creatures card cards spell spells permanent permanents token tokens counter counters deck decks count draw damage step');

/** What MTG plays: "play a land", "play it from exile", "play that card". */
const PLAYED = set('land lands card cards it them spell spells');
const PLAY_SKIP = set('a an the that this those these your their its another additional one two up to any each only extra');
/** "play it safe", "play it by ear". */
const PLAY_IT_IDIOM = set('safe cool by again straight down out off for');
/** 使用 followed by what MTG plays (地, 牌, 此牌, 该牌, 它…). */
const ZH_PLAYED = /^(?:额外|額外|一|两|兩|这|這|那|此|该|該|它|其|地|牌|咒)/;

/** Nouns that "cast" takes outside MTG: cast doubt, cast a shadow, cast a vote, cast iron. */
const CAST_OBJECTS = set('doubt doubts shadow shadows vote votes ballot ballots glance glances eye eyes light net nets lot lots aspersions iron bronze aside away off out member members list spotlight');
/** Words after "the/a cast" in MTG: "a cast trigger", "the cast ability". */
const CAST_NOUNS = set('trigger triggers ability abilities cost costs');

/** Counter: `counters` entry for the noun, `counter` for the verb, -1 when it cannot tell
 *  (the caller keeps the hit at the loose level). Only bare "counter"/"counters" are asked. */
export function counterSense(text: string, start: number, end: number, s: SenseEntries): number {
  const prev = wordBefore(text, start);
  const next = wordAfter(text, end);
  if (NOUN_AFTER.has(next) || NOUN_BEFORE.has(prev) || /^\d+$/.test(prev) || /[+-]\d+\/[+-]\d+\s*$/.test(text.slice(Math.max(0, start - 8), start))) {
    return s.counters;
  }
  if (VERB_AFTER.has(next) || VERB_BEFORE.has(prev)) return s.counter;
  return -1;
}

/** English play: kept when something MTG plays follows ("play a land", "played it from exile"). */
export function playIsMtg(text: string, end: number): boolean {
  let at = end;
  for (let hops = 0; hops < 3; hops++) {
    const word = wordAfter(text, at);
    if (word === '') return false;
    if (word === 'from') return true;
    if (PLAYED.has(word)) {
      if (word !== 'it' && word !== 'them') return true;
      return !PLAY_IT_IDIOM.has(wordAfter(text, text.indexOf(word, at) + word.length));
    }
    if (!PLAY_SKIP.has(word)) return false;
    at = text.indexOf(word, at) + word.length;
  }
  return false;
}

/** Chinese 使用 (play): kept when a land, a card or "it" follows. */
export function zhPlayIsMtg(text: string, end: number): boolean {
  return ZH_PLAYED.test(text.slice(end, end + 2));
}

/** English cast: -1 for "the cast of…", "cast doubt", "cast a shadow", "cast iron"; 1 when the
 *  words around say MTG ("you cast it", "cast target spell", "cast from exile"); 0 unsure. */
export function castSense(text: string, start: number, end: number): -1 | 0 | 1 {
  const next = wordAfter(text, end);
  const prev = wordBefore(text, start);
  if (DETERMINERS.has(prev)) return CAST_NOUNS.has(next) ? 1 : -1;
  let object = next;
  if (DETERMINERS.has(next)) object = wordAfter(text, text.indexOf(next, end) + next.length);
  if (CAST_OBJECTS.has(object)) return -1;
  return CAST_BY.has(prev) || CAST_WHAT.has(object) ? 1 : 0;
}
/** Who casts, and what is cast, in MTG: "you cast", "opponents cast"; "cast it", "cast spells". */
const CAST_BY = set('you opponent opponents player players t');
const CAST_WHAT = set('it them spell spells target from without instant sorcery creature noncreature copy copies card cards');

/** An everyday keyword after an article or possessive and before no MTG noun: "the shadow",
 *  "a flash of light", "their support", "In the Shadow" — ordinary English (MTG says "has
 *  flash", "with ward"; the caller leaves out "an Adventure", which MTG does write). */
export function afterDeterminer(text: string, start: number, end: number): boolean {
  const last = /(\w+)$/.exec(text.slice(start, end))?.[1] ?? '';
  return DETERMINERS.has(wordBefore(text, start)) && !MTG_NOUNS.has(wordAfter(text, end)) && !MTG_NOUNS.has(last);
}

/** The line [from, to) around a match: a keyword alone on it (optionally with a colon or a count:
 *  "Support", "Adapting (12)", "伪装：") is a label, unless card text is near (cardTextNear). */
export function aloneOnLine(text: string, start: number, end: number): boolean {
  const [ls, le] = lineAround(text, start, end);
  return text.slice(ls, start).trim() === '' && /^\s*[:：]?\s*(?:\(\d+\)|（\d+）|\d+)?\s*$/.test(text.slice(end, le));
}

/** Start and end of the line holding [start, end). */
export function lineAround(text: string, start: number, end: number): [number, number] {
  const { cls } = charTables();
  let ls = start;
  while (ls > 0 && !(cls[text.charCodeAt(ls - 1)] & NEWLINE)) ls--;
  let le = end;
  while (le < text.length && !(cls[text.charCodeAt(le)] & NEWLINE)) le++;
  return [ls, le];
}

/** How card text starts a line: an ability, a keyword's reminder, a type line, P/T, loyalty. */
const CARD_LINE =
  /^[\s"“]*(?:(?:When(?:ever)?|At the|As long as|Enchant|Equip|Target|Each|Draw|Destroy|Exile|Counter target|Create|Return|Put|Search|You may|Creatures|Enchanted|Equipped|Sacrifice|Add|Prevent|Choose|Look at|This (?:creature|spell|card))\b|[({（]|每当|每當|只要|当|當|[+−-]?\d+\/[+−-]?\d+\s*$)|\b(?:Legendary |Basic |Snow )?(?:Creature|Artifact|Enchantment|Instant|Sorcery|Land|Planeswalker|Battle|Kindred)\b.*[—–-]|[.。][)）]\s*$|\{[\dWUBRGCXSE/]{1,5}\}|^(?:生物|神器|结界|結界|瞬间|瞬間|法术|法術|巫术|巫術)(?:\s|$|～|—)|\{[一二三四五六七八九十白蓝藍黑红紅绿綠无無]\}/;

/** Whether one of the three lines before or after the line [ls, le) reads as card text, as on a
 *  card's text box: "Flying" above "When this creature enters…", "Phasing" below "Creature — …". */
export function cardTextNear(text: string, ls: number, le: number): boolean {
  const { cls } = charTables();
  for (const dir of [-1, 1]) {
    let at = dir < 0 ? ls - 1 : le;
    for (let n = 0; n < 3 && at >= 0 && at < text.length; n++) {
      // Step over the break, then take the line (at most 200 code units of it).
      let a = at;
      let b = at;
      if (dir > 0) {
        while (a < text.length && cls[text.charCodeAt(a)] & NEWLINE) a++;
        b = a;
        while (b < text.length && b - a < 200 && !(cls[text.charCodeAt(b)] & NEWLINE)) b++;
        at = b;
      } else {
        while (b >= 0 && cls[text.charCodeAt(b)] & NEWLINE) b--;
        a = ++b;
        while (a > 0 && b - a < 200 && !(cls[text.charCodeAt(a - 1)] & NEWLINE)) a--;
        at = a - 1;
      }
      if (a < b && CARD_LINE.test(text.slice(a, b))) return true;
    }
  }
  return false;
}

/** What separates the items of a menu, a tab bar, a breadcrumb or a footer. */
const ITEM_BREAKS = '|·•›»▾▸►\t';

/** Whether an item break ends at `at` going `dir` (a separator, two spaces, or a line break). */
function breakAt(text: string, at: number): boolean {
  const c = text[at];
  return ITEM_BREAKS.includes(c) || (charTables().cls[text.charCodeAt(at)] & NEWLINE) !== 0 || (c === ' ' && (text[at + 1] === ' ' || text[at - 1] === ' '));
}

/**
 * One item of a menu or a tab bar: "Decks · Cards · Support · Visit our store", "Create deck |
 * Import", "Gift cards". The keyword starts an item of at most three words with no sentence
 * punctuation, in a line that has item separators. (A list of keywords, "Keywords: Flying ·
 * Haste", is told apart by the caller, which sees the other keywords.)
 */
export function isMenuItem(text: string, start: number, end: number): boolean {
  const c = text.charCodeAt(start);
  const han = (charTables().cls[c] & HAN) !== 0;
  if (!han && (c < 0x41 || c > 0x5a)) return false; // Latin menu items are Capitalised
  let a = start;
  while (a > 0 && !breakAt(text, a - 1)) a--;
  let b = end;
  while (b < text.length && !breakAt(text, b)) b++;
  const item = text.slice(a, b).trim();
  const separated = separatorAt(text, a - 1, -1) || separatorAt(text, b, 1);
  const short = han ? item.length <= 8 : item.split(/\s+/).length <= 3;
  return separated && short && text.slice(a, start).trim() === '' && !/[.,;!?:。，；！？：、…(){}]/.test(item);
}

/** Whether an item separator (not a line break) stands at `at`, or past one space from it. */
function separatorAt(text: string, at: number, dir: 1 | -1): boolean {
  if (text[at] === ' ') at += dir;
  return at >= 0 && at < text.length && ITEM_BREAKS.includes(text[at]);
}

/** A keyword ability used as a verb with an object: "visit the event page", "support the
 *  column", "flash a smile". Abilities never take one; a card's "Gift a Food" or "Champion a
 *  Faerie" starts its line capitalised, which the caller leaves alone. */
export function takesObject(text: string, start: number, end: number): boolean {
  const { cls } = charTables();
  let k = start;
  while (k > 0 && cls[text.charCodeAt(k - 1)] & SPACE) k--;
  if (k === 0 || cls[text.charCodeAt(k - 1)] & NEWLINE) return false; // a card's line: "Gift a Food"
  return DETERMINERS.has(wordAfter(text, end)) && !LINKING_VERBS.has(wordBefore(text, start));
}
/** "Is kicker an additional cost?", "has flash a…": the next word is not an object then. */
const LINKING_VERBS = set('is was are were be been being does did has have had with without');
