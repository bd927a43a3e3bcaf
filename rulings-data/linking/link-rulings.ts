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
import type { Match, Ruling, RulingLink } from '../schema.ts';

/** The part of the matcher linking needs (see matcher/). */
export interface TextMatcher {
  match(text: string, options?: { minConfidence?: 'low' | 'medium' | 'high'; context?: 'auto' | 'mtg' }): Match[];
}

export interface RulingKeyword {
  id: string;
  score: number;
}

const FIRST_SENTENCE = /^[^.!?。！？]*[.!?。！？]?/;

function firstSentenceEnd(text: string): number {
  return FIRST_SENTENCE.exec(text)?.[0].length ?? text.length;
}

/** Keywords a ruling is about, best first (ties broken by id for a stable order). */
export function keywordsOfRuling(ruling: Ruling, matcher: TextMatcher): RulingKeyword[] {
  const mentions = new Map<string, number>();
  const lead = new Set<string>();
  let total = 0;
  for (const text of [ruling.en, ruling.zh]) {
    const leadEnd = firstSentenceEnd(text);
    for (const m of matcher.match(text, { minConfidence: 'low', context: 'mtg' })) {
      mentions.set(m.id, (mentions.get(m.id) ?? 0) + 1);
      total += 1;
      if (m.start < leadEnd) lead.add(m.id);
    }
  }
  const ranked: RulingKeyword[] = [];
  for (const [id, count] of mentions) {
    const share = count / total;
    const score = (count + (lead.has(id) ? 2 : 0)) * (0.5 + share);
    ranked.push({ id, score: Math.round(score * 1000) / 1000 });
  }
  return ranked.sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
}

/** For every keyword id, its rulings ranked most relevant first (newest first on equal score). */
export function linkRulings(rulings: readonly Ruling[], matcher: TextMatcher): Map<string, RulingLink[]> {
  const byKeyword = new Map<string, RulingLink[]>();
  const dates = new Map(rulings.map((r) => [r.id, r.date]));
  for (const ruling of rulings) {
    for (const { id, score } of keywordsOfRuling(ruling, matcher)) {
      let list = byKeyword.get(id);
      if (!list) byKeyword.set(id, (list = []));
      list.push({ rulingId: ruling.id, score });
    }
  }
  for (const list of byKeyword.values()) {
    list.sort((a, b) => b.score - a.score || dates.get(b.rulingId)!.localeCompare(dates.get(a.rulingId)!) || a.rulingId.localeCompare(b.rulingId));
  }
  return byKeyword;
}
