// Conventions of the built bundle (Refined-GitHub style meta-test): every ruling linked, every
// seed mechanic has rulings, ids unique, search finds keywords first.
import { describe, expect, it } from 'vitest';
import { buildBundle } from './build-bundle.ts';
import { KEYWORDS } from '../keywords/index.ts';
import { createSearcher } from '../search/search-index.ts';
import { compileTerms, createMatcher } from '../matcher/index.ts';
import { seedSources } from '../../test/helpers/seed-sources.ts';
import { summaryOf } from '../keywords/summaries.ts';
import { validateCrPack } from '../cr/cr-pack.ts';

const { bundle, summary, diagnostics } = buildBundle({ sources: seedSources(), keywords: KEYWORDS });
const byId = new Map(bundle.keywords.map((k) => [k.id, k]));

/** The mechanics the seed files are about. */
const SEED_MECHANICS = ['adventure', 'proliferate', 'phasing', 'disguise', 'face-down', 'turn-face-up', 'madness', 'convoke'];
const matcher = createMatcher(compileTerms(KEYWORDS));
const rulingById = new Map(bundle.rulings.map((r) => [r.id, r]));

/** Does the ruling name the keyword in its first English or Chinese sentence? */
function namesInLead(rulingId: string, keywordId: string): boolean {
  const r = rulingById.get(rulingId)!;
  return [r.en, r.zh].some((text) => {
    const lead = /^[^.!?。！？]*/.exec(text)![0].length;
    return matcher.match(text, { minConfidence: 'low', context: 'mtg' }).some((m) => m.id === keywordId && m.start < lead);
  });
}

describe('bundle from the seeds', () => {
  it('keeps every bullet: 57 rulings, no errors', () => {
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(summary).toMatchObject({ bullets: 57, rulings: 57, files: 4, errors: 0 });
  });

  it('reaches every ruling from at least one keyword', () => {
    const linked = new Set(bundle.keywords.flatMap((k) => k.rulings.map((l) => l.rulingId)));
    const orphans = bundle.rulings.filter((r) => !linked.has(r.id)).map((r) => r.en.slice(0, 60));
    expect(orphans).toEqual([]);
  });

  it.each(SEED_MECHANICS)('%s has rulings, those about it (named in the lead sentence) first', (id) => {
    const k = byId.get(id);
    expect(k, `keyword ${id}`).toBeDefined();
    expect(k!.rulings.length).toBeGreaterThan(0);
    const lead = k!.rulings.map((l) => namesInLead(l.rulingId, id));
    // Once a ruling that only mentions the keyword later on appears, no lead ruling follows.
    const firstMention = lead.indexOf(false);
    if (firstMention >= 0) expect(lead.slice(firstMention)).not.toContain(true);
    expect(lead[0]).toBe(true);
  });

  it('ranks a ruling under the keyword it is about, not the ones it mentions', () => {
    const token = bundle.rulings.find((r) => r.en.startsWith('A phased-out token will phase in'))!;
    const rank = (id: string) => byId.get(id)!.rulings.findIndex((l) => l.rulingId === token.id);
    expect(rank('phasing')).toBeGreaterThanOrEqual(0);
    expect(rank('token')).toBeGreaterThanOrEqual(0);
    const counters = bundle.rulings.find((r) => r.en.startsWith('If a player or permanent has more than one kind of counter'))!;
    expect(byId.get('counters')!.rulings.map((l) => l.rulingId)).toContain(counters.id);
    expect(byId.get('counter')!.rulings.map((l) => l.rulingId)).not.toContain(counters.id);
  });

  it('does not attach concepts or ability words to most rulings', () => {
    for (const k of bundle.keywords.filter((x) => x.kind === 'concept' || x.kind === 'ability-word')) {
      expect(k.rulings.length, k.id).toBeLessThanOrEqual(bundle.rulings.length / 5);
    }
    // 消失 "ceases to exist" in two Chinese rulings is not the Disappear ability word.
    expect(byId.get('disappear')!.rulings).toEqual([]);
    expect(byId.get('characteristics')!.rulings.length).toBeGreaterThan(0);
  });

  it('ranks links by score', () => {
    for (const k of bundle.keywords) {
      const scores = k.rulings.map((l) => l.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }
  });

  it('has unique ruling and keyword ids and a data date', () => {
    expect(new Set(bundle.rulings.map((r) => r.id)).size).toBe(bundle.rulings.length);
    expect(new Set(bundle.keywords.map((k) => k.id)).size).toBe(bundle.keywords.length);
    expect(bundle.dataDate).toBe('2024-07-05');
    expect(bundle.crVersion).toBeNull();
  });

  it('survives a JSON round trip and searches with the prebuilt index', () => {
    const searcher = createSearcher(JSON.parse(JSON.stringify(bundle)));
    expect(searcher.search('prolif')[0]).toMatchObject({ type: 'keyword', id: 'proliferate' });
    expect(searcher.search('增殖')[0]).toMatchObject({ type: 'keyword', id: 'proliferate' });
    expect(searcher.search('偽裝')[0]).toMatchObject({ type: 'keyword', id: 'disguise' });
    expect(searcher.search('phased out')[0]).toMatchObject({ type: 'keyword', id: 'phasing' });
    const rulingHit = searcher.search('differentiated').find((r) => r.type === 'ruling');
    expect(rulingHit?.title).toMatch(/differentiated/);
  });
});

describe('what the bundle says about each keyword', () => {
  it('carries the committed summary of every keyword that has one, without the CR pack', () => {
    for (const k of bundle.keywords) {
      const s = summaryOf(k.id);
      expect(k.summary, k.id).toEqual(s ? { en: s.en, zh: s.zh } : undefined);
    }
    expect(byId.get('flying')!.summary!.en).not.toBe('');
    expect(bundle.keywords.some((k) => k.definitions || k.fullRule)).toBe(false);
  });

  it('ships terms that mark a keyword below the everything level only when it has something to show', () => {
    const { terms } = buildBundle({ sources: seedSources(), keywords: KEYWORDS });
    // Every keyword has its summary: none is held back to 'everything'.
    expect(terms.tiers).not.toContain('x');
    // No ruling, no CR pack: only the committed summary speaks for them, so they stay marked.
    const summaryOnly = buildBundle({ sources: [], keywords: KEYWORDS.filter((k) => k.id === 'proliferate' || k.id === 'flying') });
    expect(summaryOnly.terms.tiers).toBe('vk'); // proliferate (701) comes before flying (702) in the table
    // A keyword with no summary, ruling or definition: marked only at 'everything'.
    const flying = KEYWORDS.find((k) => k.id === 'flying')!;
    const unknown = buildBundle({ sources: [], keywords: [{ ...flying, id: 'made-up-keyword' }] });
    expect(unknown.terms.tiers).toBe('x');
  });

  it('with a CR pack: the defining subrule and the whole rule; nothing for ability words', () => {
    const cr = validateCrPack(
      {
        version: '1',
        main: [
          { chapter: '702.9.', en: 'Flying', zh: '飞行', subrules: [
            // Invented text of the CR's shape (its text is never committed).
            { chapter: '702.9a', en: 'Flying is a static ability.', zh: '飞行是一种异能。' },
            { chapter: '702.9b', en: 'A flier is blocked only by fliers and reachers.', zh: '飞行者只能被飞行者与延势者阻挡。' },
          ] },
          { chapter: '207.2c', en: 'An ability word has no special rules meaning.', zh: '异能提示没有特殊规则含义。' },
        ],
      },
      'tiny',
    );
    const { bundle: withCr } = buildBundle({ sources: seedSources(), keywords: KEYWORDS, cr });
    const flying = withCr.keywords.find((k) => k.id === 'flying')!;
    expect(flying.definitions!.map((d) => d.rule)).toEqual(['702.9b']);
    expect(flying.fullRule!.paragraphs.map((d) => d.rule)).toEqual(['702.9a', '702.9b']);
    const landfall = withCr.keywords.find((k) => k.id === 'landfall')!;
    expect(landfall.kind).toBe('ability-word');
    expect(landfall.definitions).toBeUndefined();
    expect(landfall.fullRule).toBeUndefined();
    expect(landfall.summary).toBeDefined();
    // The keyword table's version does not see what the build adds.
    expect(withCr.dataVersion!.keywordTable).toBe(bundle.dataVersion!.keywordTable);
  });
});

describe('search data in the bundle', () => {
  it('holds the ruling prefilter (no Fuse records); pinyin only when the caller passes it', () => {
    expect(bundle.searchIndex.candidates?.rulings).toBe(bundle.rulings.length);
    expect(bundle.searchIndex.keywords).toBeUndefined();
    expect(bundle.searchIndex.pinyin).toBeUndefined();
    const withPinyin = buildBundle({ sources: seedSources(), keywords: KEYWORDS, pinyin: (ks) => Object.fromEntries(ks.map((k) => [k.id, [`p ${k.id}`, 'q']])) });
    // Packed in the bundle's keyword order (search/pinyin-match.ts).
    const at = withPinyin.bundle.keywords.findIndex((k) => k.id === 'proliferate');
    expect(withPinyin.bundle.searchIndex.pinyin?.[at]).toBe('p proliferate,q');
    expect(withPinyin.bundle.searchIndex.pinyin).toHaveLength(withPinyin.bundle.keywords.length);
  });
});
