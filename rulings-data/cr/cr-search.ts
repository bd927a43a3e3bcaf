// Search over an imported CR document (the rules viewer's search box and its `?q=`): by number
// (`702.9b` the rule, `702.9` the rule and its subrules, `702` or `7` everything under it) and
// by words (English words from their start, Chinese characters anywhere, case-insensitive; every
// term must appear). Ranked: number matches, then glossary terms, then rule and glossary text.
//
// Built once per document (createCrSearch): the index is each rule's and entry's text folded
// once (cr-search-text.ts), so a keystroke is one pass of indexOf over ~1 MB, not a rebuild
// (a few ms on the full bilingual CR; the tests never time anything).
import { fold, findTerm, makeSnippet, queryTerms, type Snippet, type Term } from './cr-search-text.ts';
import { glossaryAnchors } from './glossary-anchors.ts';
import { ruleParent } from './rule-refs.ts';
import type { CrDoc, CrLang } from './types.ts';

export type CrMatch = 'number' | 'term' | 'text';

export interface CrSearchHit {
  kind: 'rule' | 'glossary';
  /** Where the hit links: a rule number (`702.9b`) or a glossary anchor (`glossary-flying`). */
  target: string;
  /** Why it was found (the first ranking key). */
  match: CrMatch;
  /** The rule's number (rule hits). */
  number?: string;
  /** The entry's term in each language (glossary hits). */
  term?: { en?: string; zh?: string };
  /** The language of the snippet. */
  lang: CrLang;
  snippet: Snippet;
}

export interface CrSearchOptions {
  /** Most hits returned. Default 50. */
  limit?: number;
  /** The language to quote when a hit has both. Default 'en'. */
  lang?: CrLang;
}

export interface CrSearchResult {
  hits: CrSearchHit[];
  /** How many matched before the limit. */
  total: number;
}

export interface CrSearch {
  search(query: string, options?: CrSearchOptions): CrSearchResult;
}

interface Field {
  lang: CrLang;
  role: 'term' | 'text';
  text: string;
  folded: string;
}

interface Entry {
  kind: 'rule' | 'glossary';
  target: string;
  number?: string;
  term?: { en?: string; zh?: string };
  fields: Field[];
}

/** "702.9b", "rule 702.9", "CR 702", "规则702.9", "第7章", "702.9." */
const NUMBER_QUERY = /^(?:(?:cr|rules?|sections?|规则|第)\s*)?(\d{1,3}(?:\.\d{1,3}[a-z]?)?)\.?\s*(?:章)?$/i;
const DEFAULT_LIMIT = 50;

const field = (lang: CrLang, role: Field['role'], text: string | undefined): Field[] =>
  text ? [{ lang, role, text, folded: fold(text) }] : [];

function buildEntries(doc: Pick<CrDoc, 'rules' | 'glossary'>): Entry[] {
  const rules: Entry[] = doc.rules.map((r) => ({
    kind: 'rule',
    target: r.number,
    number: r.number,
    fields: [
      ...field('en', 'text', r.en),
      ...field('zh', 'text', r.zh),
      ...field('en', 'text', r.examples?.en?.join('\n')),
      ...field('zh', 'text', r.examples?.zh?.join('\n')),
    ],
  }));
  const anchors = glossaryAnchors(doc.glossary);
  const glossary: Entry[] = doc.glossary.map((g, i) => ({
    kind: 'glossary',
    target: anchors[i],
    term: { en: g.en, zh: g.zh },
    fields: [...field('en', 'term', g.en), ...field('zh', 'term', g.zh), ...field('en', 'text', g.enText), ...field('zh', 'text', g.zhText)],
  }));
  return [...rules, ...glossary];
}

/** True when `number` is `ancestor` or under it (702.9b under 702.9, 702 and 7). */
function isUnder(number: string, ancestor: string): boolean {
  for (let n: string | undefined = number; n !== undefined; n = ruleParent(n)) if (n === ancestor) return true;
  return false;
}

/** The field to quote: the preferred language's when it holds a hit (or nothing does). */
function quoteField(entry: Entry, terms: readonly Term[], lang: CrLang, role?: Field['role']): Field | undefined {
  const candidates = entry.fields.filter((f) => !role || f.role === role);
  const hit = (f: Field) => terms.some((t) => findTerm(f.folded, t) >= 0);
  const ordered = [...candidates.filter((f) => f.lang === lang), ...candidates.filter((f) => f.lang !== lang)];
  return ordered.find(hit) ?? ordered[0];
}

function toHit(entry: Entry, match: CrMatch, terms: readonly Term[], lang: CrLang): CrSearchHit {
  // A glossary term hit quotes its definition; the others quote where the words are.
  const f = quoteField(entry, terms, lang, entry.kind === 'glossary' ? 'text' : undefined) ?? quoteField(entry, terms, lang);
  const snippet = f ? makeSnippet(f.text, f.folded, terms) : { text: '', marks: [] };
  const hit: CrSearchHit = { kind: entry.kind, target: entry.target, match, lang: f?.lang ?? lang, snippet };
  if (entry.number) hit.number = entry.number;
  if (entry.term) hit.term = entry.term;
  return hit;
}

export function createCrSearch(doc: Pick<CrDoc, 'rules' | 'glossary'>): CrSearch {
  const entries = buildEntries(doc);
  const ruleIndex = new Map(doc.rules.map((r, i) => [r.number, i]));

  /** The rule and everything under it (doc order: contiguous); or, for a number the document
   *  does not have (a number being typed: "70"), the numbers that start with it. */
  function numberHits(q: string): Entry[] {
    const at = ruleIndex.get(q);
    if (at === undefined) return entries.filter((e) => e.kind === 'rule' && e.number!.startsWith(q));
    const out = [entries[at]];
    for (let i = at + 1; i < doc.rules.length && isUnder(doc.rules[i].number, q); i++) out.push(entries[i]);
    return out;
  }

  /** Rank of a text hit: the rule that is the query (a keyword's title rule, "Flying"), the
   *  query as one phrase, the words apart. */
  function textRank(e: Entry, phrase: string): number {
    if (e.fields.some((f) => f.folded.trim().replace(/[.。]$/, '') === phrase)) return 0;
    return e.fields.some((f) => f.folded.includes(phrase)) ? 1 : 2;
  }

  function termRank(e: Entry, phrase: string): number {
    const terms = e.fields.filter((f) => f.role === 'term').map((f) => f.folded);
    if (terms.includes(phrase)) return 0;
    return terms.some((t) => t.startsWith(phrase)) ? 1 : 2;
  }

  function wordHits(terms: readonly Term[], phrase: string, skip: ReadonlySet<Entry>): Array<{ e: Entry; match: CrMatch; key: number[] }> {
    const found: Array<{ e: Entry; match: CrMatch; key: number[] }> = [];
    entries.forEach((e, order) => {
      if (skip.has(e)) return;
      if (!terms.every((t) => e.fields.some((f) => findTerm(f.folded, t) >= 0))) return;
      const termFields = e.fields.filter((f) => f.role === 'term');
      const isTerm = termFields.length > 0 && terms.every((t) => termFields.some((f) => findTerm(f.folded, t) >= 0));
      if (isTerm) {
        const len = Math.min(...termFields.map((f) => f.text.length));
        found.push({ e, match: 'term', key: [1, termRank(e, phrase), len, order] });
      } else {
        found.push({ e, match: 'text', key: [2, textRank(e, phrase), e.kind === 'rule' ? 0 : 1, order] });
      }
    });
    return found.sort((a, b) => compareKeys(a.key, b.key));
  }

  return {
    search(query, options = {}) {
      const limit = options.limit ?? DEFAULT_LIMIT;
      const lang = options.lang ?? 'en';
      const q = query.trim();
      if (!q) return { hits: [], total: 0 };
      const number = NUMBER_QUERY.exec(q)?.[1]?.toLowerCase();
      const byNumber = number ? numberHits(number) : [];
      // A number query also finds the rules that mention the number ("what refers to 702.9").
      const terms: Term[] = number ? [{ text: number, wordStart: true, numberEnd: true }] : queryTerms(q);
      const phrase = fold(q).replace(/\s+/g, ' ');
      const byWords = terms.length ? wordHits(terms, phrase, new Set(byNumber)) : [];
      const total = byNumber.length + byWords.length;
      const hits = [
        ...byNumber.slice(0, limit).map((e) => toHit(e, 'number', [], lang)),
        ...byWords.slice(0, Math.max(0, limit - byNumber.length)).map((h) => toHit(h.e, h.match, terms, lang)),
      ];
      return { hits, total };
    },
  };
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}
