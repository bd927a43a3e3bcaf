// The rules search over a tiny made-up CR document (the sentences are written for the test: no
// CR text is committed). Number queries, English and Chinese words, ranking and snippets.
import { describe, expect, it } from 'vitest';
import { createCrSearch, type CrSearchHit } from './cr-search.ts';
import type { CrDoc } from './types.ts';

const DOC: Pick<CrDoc, 'rules' | 'glossary'> = {
  rules: [
    { number: '1', en: 'Game Ideas', zh: '游戏理念' },
    { number: '100', en: 'Basics', zh: '基础' },
    { number: '100.1', en: 'These made-up rules cover games with two or more players.', zh: '这些虚构的规则适用于两位或更多牌手的游戏。' },
    { number: '100.1a', en: 'A two-player game starts with exactly two players.', zh: '双人游戏开始时恰好有两位牌手。' },
    { number: '7', en: 'More Ideas', zh: '更多理念' },
    { number: '702', en: 'Keyword Things', zh: '关键字事物' },
    { number: '702.9', en: 'Flying', zh: '飞行' },
    { number: '702.9a', en: 'Flying is a way to avoid blockers.', zh: '飞行是一种躲避阻挡者的方式。' },
    { number: '702.9b', en: 'A creature with flying can’t be blocked except by creatures with flying or reach. See rule 702.17.', zh: '具有飞行的生物只能被具有飞行或延势的生物阻挡。参见规则702.17。' },
    { number: '702.9c', en: 'Several instances of flying do nothing extra.', zh: '多个飞行异能并无额外作用。' },
    { number: '702.17', en: 'Reach', zh: '延势' },
    { number: '702.17a', en: 'Reach lets a creature block fliers; see rule 702.9.', zh: '延势让生物可以阻挡飞行生物；参见规则702.9。' },
    { number: '702.90', en: 'Untapping Stuff', zh: '重置事物' },
    { number: '702.90a', en: 'An untapped creature stays untapped.', zh: '未横置的生物保持未横置。' },
  ],
  glossary: [
    { en: 'Flying', zh: '飞行', enText: 'A keyword ability that limits how a creature can be blocked. See rule 702.9.', zhText: '一种限制生物如何被阻挡的关键字异能。参见规则702.9。' },
    { en: 'Tap', zh: '横置', enText: 'To turn a permanent sideways.', zhText: '将永久物转成横向。' },
    { en: 'Blocking Creature', zh: '阻挡生物', enText: 'A creature that blocks.', zhText: '进行阻挡的生物。' },
    { zh: '仅中文词条', zhText: '只有中文的虚构词条。' },
  ],
};

const search = createCrSearch(DOC);
const targets = (hits: CrSearchHit[]) => hits.map((h) => h.target);

describe('by number', () => {
  it('702.9b: exactly that rule first, then the rules that mention it', () => {
    const { hits } = search.search('702.9b');
    expect(hits[0]).toMatchObject({ kind: 'rule', target: '702.9b', number: '702.9b', match: 'number' });
    expect(hits.filter((h) => h.match === 'number')).toHaveLength(1);
  });

  it('702.9: the rule and its subrules (not 702.90), then the texts that refer to 702.9', () => {
    const { hits } = search.search('702.9');
    expect(targets(hits.filter((h) => h.match === 'number'))).toEqual(['702.9', '702.9a', '702.9b', '702.9c']);
    const mentions = hits.filter((h) => h.match === 'text');
    expect(targets(mentions)).toEqual(['702.17a', 'glossary-flying']); // not 702.90, not 702.90a
  });

  it('702 and 7: everything under the rule or section, in document order', () => {
    const under702 = ['702', '702.9', '702.9a', '702.9b', '702.9c', '702.17', '702.17a', '702.90', '702.90a'];
    expect(targets(search.search('702').hits.filter((h) => h.match === 'number'))).toEqual(under702);
    expect(targets(search.search('7').hits.filter((h) => h.match === 'number'))).toEqual(['7', ...under702]);
  });

  it('accepts "rule 702.9b", "CR 702.9b", "规则702.9b", "702.9b." and "第7章"', () => {
    for (const q of ['rule 702.9b', 'CR 702.9b', '规则702.9b', '702.9b.', ' 702.9B ']) expect(search.search(q).hits[0]?.target, q).toBe('702.9b');
    expect(search.search('第7章').hits[0]?.target).toBe('7');
  });

  it('a number being typed (not in the document) lists the numbers starting with it', () => {
    expect(targets(search.search('70').hits.filter((h) => h.match === 'number'))).toEqual(['702', '702.9', '702.9a', '702.9b', '702.9c', '702.17', '702.17a', '702.90', '702.90a']);
    expect(search.search('999').hits).toEqual([]);
  });

  it('a number hit quotes the rule in the asked language', () => {
    expect(search.search('702.9a').hits[0].snippet.text).toBe('Flying is a way to avoid blockers.');
    expect(search.search('702.9a', { lang: 'zh' }).hits[0]).toMatchObject({ lang: 'zh', snippet: { text: '飞行是一种躲避阻挡者的方式。', marks: [] } });
  });
});

describe('by words', () => {
  it('ranks the glossary term first, then the title rule, then texts', () => {
    const { hits } = search.search('flying');
    expect(hits[0]).toMatchObject({ kind: 'glossary', target: 'glossary-flying', match: 'term', term: { en: 'Flying', zh: '飞行' } });
    expect(hits[1]).toMatchObject({ target: '702.9', match: 'text' }); // its text is the word itself
    expect(targets(hits.slice(2))).toEqual(['702.9a', '702.9b', '702.9c']);
  });

  it('is case-insensitive and folds curly apostrophes (can’t = can\'t)', () => {
    expect(targets(search.search('FLYING').hits)).toEqual(targets(search.search('flying').hits));
    expect(targets(search.search("can't be blocked").hits)).toEqual(['702.9b']);
  });

  it('every word must appear, in any order; English words match from their start', () => {
    expect(targets(search.search('reach creature').hits)).toEqual(['702.9b', '702.17a']);
    expect(targets(search.search('creature reach').hits)).toEqual(['702.9b', '702.17a']);
    expect(search.search('reach dragon').hits).toEqual([]);
    // "tap" is the start of "Tap" (the term), not the middle of "untapped"
    expect(targets(search.search('tap').hits)).toEqual(['glossary-tap']);
    expect(targets(search.search('untap').hits)).toEqual(['702.90', '702.90a']);
  });

  it('Chinese characters and terms match anywhere in the Chinese text', () => {
    const { hits } = search.search('飞行');
    expect(hits[0]).toMatchObject({ target: 'glossary-flying', match: 'term' });
    expect(hits[1].target).toBe('702.9');
    expect(targets(search.search('阻挡 延势').hits)).toEqual(['702.9b', '702.17a']);
    expect(targets(search.search('延势').hits)).toEqual(['702.17', '702.9b', '702.17a']);
    expect(search.search('仅中文').hits[0]).toMatchObject({ kind: 'glossary', target: 'glossary-仅中文词条', match: 'term', lang: 'zh' });
  });

  it('words in both languages: an entry matches when each word is in one of them', () => {
    expect(targets(search.search('flying 延势').hits)).toEqual(['702.9b']); // 702.17a says "fliers"
    expect(targets(search.search('reach 飞行').hits)).toEqual(['702.9b', '702.17a']);
  });

  it('glossary term matches rank exact, then starting with, then containing', () => {
    const { hits } = search.search('block');
    const terms = hits.filter((h) => h.match === 'term');
    expect(targets(terms)).toEqual(['glossary-blocking-creature']);
    expect(hits[0].match).toBe('term');
  });

  it('snippets quote the hit in the language it was found, with the words marked', () => {
    const en = search.search('fliers').hits[0];
    expect(en).toMatchObject({ target: '702.17a', lang: 'en' });
    const [s, e] = en.snippet.marks[0];
    expect(en.snippet.text.slice(s, e)).toBe('fliers');
    const zh = search.search('延势让').hits[0];
    expect(zh.lang).toBe('zh');
    expect(zh.snippet.marks.map(([a, b]) => zh.snippet.text.slice(a, b))).toEqual(['延势让']);
  });

  it('limit caps the hits; total counts them all; an empty query finds nothing', () => {
    const all = search.search('creature');
    expect(all.total).toBeGreaterThan(2);
    const two = search.search('creature', { limit: 2 });
    expect(two.hits).toHaveLength(2);
    expect(two.total).toBe(all.total);
    expect(search.search('   ')).toEqual({ hits: [], total: 0 });
    expect(search.search('!!!')).toEqual({ hits: [], total: 0 });
  });
});
