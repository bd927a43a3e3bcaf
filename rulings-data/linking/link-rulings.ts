// Links rulings to the keywords they are about, ranked so that a tooltip for Proliferate lists
// the rulings *about* proliferating before the ones that only mention it in passing.
//
// Score of keyword K for ruling R (both languages counted, since either may name it):
//   mentions  = number of matches of K in R's English + Chinese text
//   share     = mentions / all keyword mentions in R   (a ruling naming five keywords is
//               less about each of them than a ruling naming one)
//   lead      = 1 when K appears in the first sentence of the English or Chinese text
//               (rulings state their subject first: "To proliferate, …", "如果历险者牌…")
//   score     = round((mentions + 2 × lead) × (0.5 + share), 3)
// Every match counts, whatever its confidence: inside a ruling every term is MTG context.
//
// Concepts and ability words (kind 'concept' / 'ability-word', when the caller says which ids
// those are) follow two extra rules, because their names are often ordinary words (copy,
// characteristics, 消失 "disappear", 特征):
//   - linked only when every non-empty text of the ruling names them (English AND Chinese), or
//     one text names them twice: the two texts are translations, so a ruling about the concept
//     names it in both, while 消失 used as a plain verb ("ceases to exist") in the Chinese has
//     no "Disappear" in the English. (Twice in one text: "has a counter" is read as the Counter
//     action, but the 指示物 ×2 of its Chinese still link the ruling to counters.)
// Their mentions still count in every share (total): tried without, a ruling that names one
// keyword among many concepts ("Convoke doesn't change a spell's mana cost or mana value")
// then outranked the rulings that lead with the keyword.
//
// A link is `primary` when the ruling is about the keyword rather than mentioning it in passing
// (primary-links.ts, with the file's mechanics from file-mechanics.ts); the score still ranks.
import type { KeywordKind, Match, Ruling, RulingLink } from '../schema.ts';
import { choosePrimaries } from './primary-links.ts';

/** The part of the matcher linking needs (see matcher/). */
export interface TextMatcher {
  match(text: string, options?: { minConfidence?: 'low' | 'medium' | 'high'; context?: 'auto' | 'mtg' }): Match[];
}

/** Kind of a keyword id (undefined: treated as a keyword). */
export type KindOf = (id: string) => KeywordKind | undefined;

export interface RulingKeyword {
  id: string;
  score: number;
  /** Named in the first sentence of the English or the Chinese text. */
  lead: boolean;
  /** Named in every non-empty text (English AND Chinese, or the only one there is). */
  named: boolean;
}

const FIRST_SENTENCE = /^[^.!?。！？]*[.!?。！？]?/;
const NO_KINDS: KindOf = () => undefined;

function firstSentenceEnd(text: string): number {
  return FIRST_SENTENCE.exec(text)?.[0].length ?? text.length;
}

/** Keywords a ruling is about, best first (ties broken by id for a stable order). */
export function keywordsOfRuling(ruling: Ruling, matcher: TextMatcher, kindOf: KindOf = NO_KINDS): RulingKeyword[] {
  const mentions = new Map<string, number>();
  /** Per id, in how many of the ruling's non-empty texts it appears. */
  const texts = new Map<string, number>();
  /** Per id, the most mentions in one text. */
  const perText = new Map<string, number>();
  const lead = new Set<string>();
  let total = 0;
  let nonEmpty = 0;
  for (const text of [ruling.en, ruling.zh]) {
    if (text.trim() !== '') nonEmpty++;
    const leadEnd = firstSentenceEnd(text);
    const here = new Map<string, number>();
    for (const m of matcher.match(text, { minConfidence: 'low', context: 'mtg' })) {
      mentions.set(m.id, (mentions.get(m.id) ?? 0) + 1);
      total += 1;
      if (m.start < leadEnd) lead.add(m.id);
      here.set(m.id, (here.get(m.id) ?? 0) + 1);
    }
    for (const [id, n] of here) {
      texts.set(id, (texts.get(id) ?? 0) + 1);
      perText.set(id, Math.max(perText.get(id) ?? 0, n));
    }
  }
  const ranked: RulingKeyword[] = [];
  for (const [id, count] of mentions) {
    const kind = kindOf(id);
    const strict = kind === 'concept' || kind === 'ability-word';
    if (strict && (texts.get(id) ?? 0) < nonEmpty && (perText.get(id) ?? 0) < 2) continue;
    const share = count / total;
    const score = (count + (lead.has(id) ? 2 : 0)) * (0.5 + share);
    ranked.push({ id, score: Math.round(score * 1000) / 1000, lead: lead.has(id), named: (texts.get(id) ?? 0) >= nonEmpty });
  }
  return ranked.sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
}

/** Ties between rulings of the same score and date: by id, as String#localeCompare orders them
 *  (one collator, not one per comparison). */
const byId = new Intl.Collator().compare;

/** For every keyword id, its rulings ranked most relevant first (newest first on equal score);
 *  the links of the rulings that are about the keyword (primary-links.ts) say `primary`. */
export function linkRulings(rulings: readonly Ruling[], matcher: TextMatcher, kindOf: KindOf = NO_KINDS): Map<string, RulingLink[]> {
  const linked = rulings.map((ruling) => ({ ruling, keywords: keywordsOfRuling(ruling, matcher, kindOf) }));
  const { byRuling, inferred } = choosePrimaries(linked, kindOf);
  // Each link carries its ruling's date while sorting: the comparator runs n log n times per
  // keyword, and a map lookup in it was most of the sort on 50,000 rulings.
  const dated = new Map<string, Array<{ link: RulingLink; date: string }>>();
  const add = (id: string, link: RulingLink, date: string) => {
    let list = dated.get(id);
    if (!list) dated.set(id, (list = []));
    list.push({ link, date });
  };
  for (const { ruling, keywords } of linked) {
    const primary = byRuling.get(ruling.id);
    for (const { id, score } of keywords) {
      add(id, primary?.has(id) ? { rulingId: ruling.id, score, primary: true } : { rulingId: ruling.id, score }, ruling.date);
    }
    for (const id of inferred.get(ruling.id) ?? []) add(id, { rulingId: ruling.id, score: 0, primary: true }, ruling.date);
  }
  const byKeyword = new Map<string, RulingLink[]>();
  for (const [id, list] of dated) {
    // Dates are YYYY-MM-DD (the parser checks): code-unit order is their order.
    list.sort((a, b) => b.link.score - a.link.score || (a.date === b.date ? byId(a.link.rulingId, b.link.rulingId) : a.date < b.date ? 1 : -1));
    byKeyword.set(id, list.map((d) => d.link));
  }
  return byKeyword;
}
