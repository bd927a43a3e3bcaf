// The hand-written query set (query-set.json): what a judge expects first, what must never show,
// and what every ruling listed must say, over the seed bundle as `rulings build` builds it.
import { describe, expect, it } from 'vitest';
import { buildBundle } from '../bundle/build-bundle.ts';
import { KEYWORDS } from '../keywords/index.ts';
import { seedSources } from '../../test/helpers/seed-sources.ts';
import { keywordPinyin } from './pinyin-names.ts';
import { createSearcher, type SearchResult } from './search-index.ts';
import querySet from './query-set.json' with { type: 'json' };

interface QueryCase {
  q: string;
  lang: 'en' | 'zh-Hans' | 'zh-Hant' | 'pinyin' | 'rule' | 'misspelling' | 'filter';
  first: string;
  firstRuling?: string | string[];
  not: string[];
  rulingsSay: string[];
}

const CASES = querySet.queries as QueryCase[];
const LIMIT = 20; // the popup's
const { bundle } = buildBundle({ sources: seedSources(), keywords: KEYWORDS, pinyin: keywordPinyin });
// Through JSON, as the extension and the CLI read the bundle.
const searcher = createSearcher(JSON.parse(JSON.stringify(bundle)));
const rulingById = new Map(bundle.rulings.map((r) => [r.id, r]));
const keywordIds = new Set(bundle.keywords.map((k) => k.id));
const key = (h: SearchResult) => `${h.type}:${h.id}`;

describe('the query set', () => {
  it('has at least 40 queries, of every kind, each naming only keywords and rulings that exist', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(CASES.map((c) => c.q)).size).toBe(CASES.length);
    for (const lang of ['en', 'zh-Hans', 'zh-Hant', 'pinyin', 'rule', 'misspelling']) {
      expect(CASES.filter((c) => c.lang === lang).length, lang).toBeGreaterThanOrEqual(5);
    }
    for (const c of CASES) {
      expect(c.not.length, c.q).toBeGreaterThan(0);
      for (const ref of [c.first, ...[c.firstRuling ?? []].flat(), ...c.not]) {
        const [type, id] = ref.split(':');
        expect(type === 'keyword' ? keywordIds.has(id) : type === 'ruling' && rulingById.has(id), `${c.q}: ${ref}`).toBe(true);
      }
    }
  });

  describe.each(CASES)('$lang: $q', (c) => {
    const hits = searcher.search(c.q, { limit: LIMIT });

    it(`lists ${c.first} first`, () => {
      expect(hits[0] && key(hits[0]), hits.map(key).join(' ')).toBe(c.first);
      const firstRuling = hits.find((h) => h.type === 'ruling');
      if (c.firstRuling) expect([c.firstRuling].flat(), hits.map(key).join(' ')).toContain(firstRuling && key(firstRuling));
    });

    it('lists nothing it must not', () => {
      const listed = new Set(hits.map(key));
      for (const ref of c.not) expect(listed.has(ref), `${c.q} lists ${ref}`).toBe(false);
    });

    it('lists only rulings that say what was asked', () => {
      const patterns = c.rulingsSay.map((p) => new RegExp(p, 'i'));
      for (const h of hits.filter((x) => x.type === 'ruling')) {
        const r = rulingById.get(h.id)!;
        for (const p of patterns) expect(`${r.en}\n${r.zh}`, `${c.q} → ${h.id}`).toMatch(p);
      }
    });

    it('lists keywords before rulings, each once', () => {
      const firstRuling = hits.findIndex((h) => h.type === 'ruling');
      if (firstRuling >= 0) expect(hits.slice(firstRuling).every((h) => h.type === 'ruling')).toBe(true);
      expect(new Set(hits.map(key)).size).toBe(hits.length);
    });
  });
});
