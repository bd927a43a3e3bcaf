// Which of the keywords a ruling mentions it is *about*: its primary keywords. A tooltip lists a
// keyword's primary rulings as its own and the rest ("mentioned in Disguise rulings") apart, so
// Counter (反击) does not open on a ruling about counters on permanents, nor Ward on a ruling
// about the face-down disguise creature that happens to have ward {2}.
//
// For a ruling R with file mechanics F (file-mechanics.ts) and linked keywords L:
//   1. R names a file mechanic: it is about the ones it leads with (first sentence of either
//      text), and about the best scored of them in any case. Nothing else: "If an effect copies
//      an Adventure spell…" is an Adventure ruling, not a Copy one.
//   2. Else its subject: the best scored keywords among those it names in English AND Chinese
//      and leads with. A general rules reminder in a card's file ("Mana abilities can't be
//      targeted", "Cards are discarded only from a hand") is about that concept or verb. It is
//      also about a file mechanic whose own rulings (case 1) mostly name that subject: a card's
//      rulings write "the permanent spell you cast from exile" in an Adventure file, "you choose
//      for it to get additional counters" in a Proliferate one.
//   3. Else, in a file with mechanics, R is about one of them though it does not name it (the
//      file's rulings write "the creature spell" for the face-down disguise spell, and a ruling
//      naming no keyword at all is about the card's mechanic too): the file's
//      most named mechanic, unless another one's rulings share clearly more of R's words. This
//      also covers a subject that is a keyword ability the file names only here ("…a 2/2
//      creature spell with ward {2}"): a topic of the file would recur (MIN_RULINGS).
//   4. Else (no file mechanic, no bilingual subject) the best scored keywords, so that every
//      linked ruling is some keyword's own.
// A file mechanic R does not name (cases 2 and 3) gets a link of score 0: last of its rulings.
import type { Ruling } from '../schema.ts';
import { fileMechanics, filesOf, isMechanic, type LinkedRuling } from './file-mechanics.ts';
import type { KindOf, RulingKeyword } from './link-rulings.ts';

/** Per ruling id, the ids of its primary keywords; `inferred` those it does not mention. */
export interface Primaries {
  byRuling: Map<string, Set<string>>;
  inferred: Map<string, string[]>;
}

/** Case 2: a file mechanic is about a subject when at least this share of its rulings name it. */
export const SUBJECT_SHARE = 1 / 2;
/** Case 3: how much more of R's words another mechanic's rulings must share to win over the
 *  most named one (a near tie is noise, and the most named mechanic is the safer guess). */
export const CLEARLY_MORE = 1.5;

function best(keywords: readonly RulingKeyword[]): RulingKeyword[] {
  const top = Math.max(...keywords.map((k) => k.score));
  return keywords.filter((k) => k.score === top);
}

/** The rulings of one file (or of one set of files, for a ruling found in several) and what
 *  cases 2 and 3 want to know about them, computed once per group. */
interface FileGroup {
  rulings: LinkedRuling[];
  mechanics: string[];
  /** Per mechanic, its own rulings (case 1): they name it and it was chosen for them. */
  own: Map<string, LinkedRuling[]>;
  /** Per mechanic, how many of its own rulings name each keyword. */
  named: Map<string, Map<string, number>>;
  /** For case 3: per word, how many of the group's rulings have it; then per mechanic. */
  words?: Map<Word, number>;
  ownWords: Map<string, Map<Word, number>>;
}

export function choosePrimaries(linked: readonly LinkedRuling[], kindOf: KindOf): Primaries {
  const groups = fileGroups(linked, fileMechanics(linked, kindOf));
  const byRuling = new Map<string, Set<string>>();
  const inferred = new Map<string, string[]>();
  const general: Array<{ entry: LinkedRuling; group: FileGroup; subject: string[] }> = [];
  const deferred: Array<{ entry: LinkedRuling; group: FileGroup }> = [];

  for (const entry of linked) {
    const { ruling, keywords } = entry;
    const group = groups.get(ruling)!;
    const mechanics = group.mechanics;
    const inFile = keywords.filter((k) => mechanics.includes(k.id));
    let chosen: RulingKeyword[];
    if (inFile.length) {
      const top = best(inFile);
      chosen = inFile.filter((k) => k.lead || top.includes(k));
    } else {
      const subject = best(keywords.filter((k) => k.named && k.lead));
      if (subject.length && (mechanics.length === 0 || subject.every((k) => !isMechanic(k.id, kindOf)))) {
        chosen = subject;
        if (mechanics.length) general.push({ entry, group, subject: subject.map((k) => k.id) });
      } else if (mechanics.length) {
        deferred.push({ entry, group });
        continue;
      } else chosen = keywords.length ? best(keywords) : [];
    }
    byRuling.set(ruling.id, new Set(chosen.map((k) => k.id)));
  }

  // Cases 2 and 3 look at the file mechanics' own rulings (case 1), as chosen above.
  const ownRulings = (group: FileGroup, mechanic: string) => {
    let list = group.own.get(mechanic);
    if (!list) {
      list = group.rulings.filter((m) => byRuling.get(m.ruling.id)?.has(mechanic) && m.keywords.some((k) => k.id === mechanic));
      group.own.set(mechanic, list);
    }
    return list;
  };
  const infer = (ruling: Ruling, mechanic: string) => {
    byRuling.get(ruling.id)!.add(mechanic);
    inferred.set(ruling.id, [...(inferred.get(ruling.id) ?? []), mechanic]);
  };
  for (const { entry, group, subject } of general) {
    for (const mechanic of group.mechanics) {
      const about = ownRulings(group, mechanic);
      let counts = group.named.get(mechanic);
      if (!counts) {
        group.named.set(mechanic, (counts = new Map()));
        for (const m of about) for (const k of m.keywords) counts.set(k.id, (counts.get(k.id) ?? 0) + 1);
      }
      const naming = Math.max(...subject.map((id) => counts.get(id) ?? 0));
      if (about.length && naming >= about.length * SUBJECT_SHARE) infer(entry.ruling, mechanic);
    }
  }
  for (const { entry, group } of deferred) {
    // Deferred rulings name no file mechanic (else case 1 took them): the link is inferred.
    byRuling.set(entry.ruling.id, new Set());
    const candidates = group.mechanics;
    let pick = 0;
    if (candidates.length > 1) {
      const scores = candidates.map((id) => similarity(entry.ruling, group, id, ownRulings(group, id)));
      for (let i = 1; i < candidates.length; i++) if (scores[i] > scores[0] * CLEARLY_MORE && scores[i] > scores[pick]) pick = i;
    }
    infer(entry.ruling, candidates[pick]);
  }
  return { byRuling, inferred };
}

/** Each ruling's group: the rulings of its file(s) and their mechanics (most named first). */
function fileGroups(linked: readonly LinkedRuling[], mechanics: Map<string, string[]>): Map<Ruling, FileGroup> {
  const byKey = new Map<string, FileGroup>();
  const keyOf = new Map<Ruling, string>();
  const group = (key: string, files: readonly string[]) => {
    let g = byKey.get(key);
    if (!g) byKey.set(key, (g = { rulings: [], mechanics: [...new Set(files.flatMap((f) => mechanics.get(f) ?? []))], own: new Map(), named: new Map(), ownWords: new Map() }));
    return g;
  };
  for (const entry of linked) {
    const files = filesOf(entry.ruling);
    const key = files.join('\0');
    keyOf.set(entry.ruling, key);
    // A ruling belongs to its own set of files' group, and to each single file's.
    group(key, files);
    for (const f of files) group(f, [f]).rulings.push(entry);
  }
  for (const [key, g] of byKey) {
    if (g.rulings.length === 0) g.rulings = [...new Set(key.split('\0').flatMap((f) => byKey.get(f)!.rulings))];
  }
  return new Map([...keyOf].map(([ruling, key]) => [ruling, byKey.get(key)!]));
}

// Words of a ruling for comparing it with others: English words of 3+ letters and Chinese
// character pairs (the Chinese has no spaces; pairs are what its words mostly are), as numbers.
type Word = string | number;
const wordCache = new WeakMap<Ruling, Set<Word>>();
function wordsOf(ruling: Ruling): Set<Word> {
  let words = wordCache.get(ruling);
  if (words) return words;
  words = new Set<Word>(ruling.en.toLowerCase().match(/[a-z]{3,}/g) ?? []);
  const zh = ruling.zh;
  for (let i = 0; i + 1 < zh.length; i++) {
    const a = zh.charCodeAt(i);
    const b = zh.charCodeAt(i + 1);
    // Offsets from U+3400 keep the pair's number a small integer (a fast Map key).
    if (a >= 0x3400 && a <= 0x9fff && b >= 0x3400 && b <= 0x9fff) words.add((a - 0x3400) * 0x6c00 + (b - 0x3400));
  }
  wordCache.set(ruling, words);
  return words;
}

function countWords(rulings: readonly LinkedRuling[]): Map<Word, number> {
  const counts = new Map<Word, number>();
  for (const { ruling } of rulings) for (const w of wordsOf(ruling)) counts.set(w, (counts.get(w) ?? 0) + 1);
  return counts;
}

/** How much of a ruling's words the given rulings share, each word weighted by how rare it
 *  is in the ruling's files (so "the", 永久 and "creature" weigh little) and by the share of
 *  the given rulings that have it. */
function similarity(ruling: Ruling, group: FileGroup, mechanic: string, others: readonly LinkedRuling[]): number {
  if (others.length === 0) return 0;
  const df = (group.words ??= countWords(group.rulings));
  let shared = group.ownWords.get(mechanic);
  if (!shared) group.ownWords.set(mechanic, (shared = countWords(others)));
  let score = 0;
  for (const w of wordsOf(ruling)) {
    const n = shared.get(w);
    if (n) score += Math.log(group.rulings.length / df.get(w)!) * (n / others.length);
  }
  return score;
}
