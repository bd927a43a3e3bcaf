import { describe, expect, it } from 'vitest';
import { KEYWORDS } from '../keywords/index.ts';
import { EXACT, EXACT_ALIAS, NAMED, PREFIX, WORD, compareRules, editDistances, nameMatcher, normalizeName, ruleHits, ruleQuery, type NameHit } from './name-match.ts';

const table = [
  { id: 'ward', en: ['Ward'], zhHans: ['守护'], zhHant: ['守護'] },
  { id: 'warp', en: ['Warp', 'warped'], zhHans: ['跃迁'], zhHant: ['躍遷'] },
  { id: 'first-strike', en: ['First Strike'], zhHans: ['先攻'], zhHant: ['先攻'] },
  { id: 'face-down', en: ['Face-down', 'face down', 'turn face down'], zhHans: ['牌面朝下'], zhHant: ['牌面朝下'] },
  { id: 'double-faced-card', en: ['Double-faced card'], zhHans: ['双面牌'], zhHant: ['雙面牌'] },
  { id: 'counter', en: ['Counter', 'countered'], zhHans: ['反击'], zhHant: ['反擊'] },
  { id: 'counters', en: ['Counters', '+1/+1 counter'], zhHans: ['指示物'], zhHant: ['指示物'] },
];
const matcher = nameMatcher(table);
const hits = (q: string, folded = q) =>
  Object.fromEntries(
    matcher
      .match(q, folded)
      .sort((a: NameHit, b: NameHit) => a.tier - b.tier || a.order - b.order)
      .map((h) => [table[h.index].id, h.tier]),
  );

describe('normalizeName', () => {
  it('lower-cases, folds full-width letters and curly apostrophes, joins hyphens and spaces', () => {
    expect(normalizeName('Face-down')).toBe('face down');
    expect(normalizeName('  face   down ')).toBe('face down');
    expect(normalizeName('ｗａｒｄ')).toBe('ward');
    expect(normalizeName('Council’s dilemma')).toBe("council's dilemma");
    expect(normalizeName('first_strike')).toBe('first strike');
  });
});

describe('nameMatcher', () => {
  it('exact (display or id) before alias, then prefix, then a word start, then a name inside the query', () => {
    expect(hits('ward')).toEqual({ ward: EXACT });
    expect(hits('Warped')).toEqual({ warp: EXACT_ALIAS });
    expect(hits('war')).toEqual({ ward: PREFIX, warp: PREFIX });
    expect(hits('face-down')).toEqual({ 'face-down': EXACT });
    expect(hits('strike')).toEqual({ 'first-strike': WORD });
    expect(hits('stri')).toEqual({ 'first-strike': WORD });
    expect(hits('count')).toEqual({ counter: PREFIX, counters: PREFIX });
    expect(hits('counter')).toEqual({ counter: EXACT, counters: PREFIX });
    expect(hits("can't be countered")).toEqual({ counter: NAMED });
  });

  it('never matches inside a Latin word', () => {
    expect(hits('ard')).toEqual({});
    expect(hits('ounter')).toEqual({});
  });

  it('Chinese: as written (Traditional names) or folded (Simplified), anywhere in a name', () => {
    expect(hits('守護')).toEqual({ ward: EXACT });
    expect(hits('雙面', '双面')).toEqual({ 'double-faced-card': PREFIX });
    expect(hits('面牌')).toEqual({ 'double-faced-card': WORD });
    expect(hits('打出牌面朝下的咒语')).toEqual({ 'face-down': NAMED });
  });

  it('tells how near a query is: whole names one edit nearer than their starts', () => {
    const d = (q: string, id: string) => matcher.distance(table.findIndex((k) => k.id === id), q);
    expect(d('wrad', 'ward')).toBe(1);
    expect(d('frist strike', 'first-strike')).toBe(1);
    expect(d('strke', 'first-strike')).toBe(1);
    expect(d('countr', 'counter')).toBe(1);
    expect(d('first strike', 'first-strike')).toBe(0);
    expect(d('firs', 'first-strike')).toBe(1); // a start: one more than its edits
    expect(d('fisrt', 'first-strike')).toBe(2);
  });
});

describe('editDistances', () => {
  it('counts a swap of neighbours as one edit, and reads the nearest prefix', () => {
    expect(editDistances('flyng', 'flying')).toEqual({ whole: 1, prefix: 1 });
    expect(editDistances('disgiuse', 'disguise')).toEqual({ whole: 1, prefix: 1 });
    expect(editDistances('convke', 'convert')).toEqual({ whole: 3, prefix: 1 });
    expect(editDistances('prolif', 'proliferate')).toEqual({ whole: 5, prefix: 0 });
    expect(editDistances('', 'abc')).toEqual({ whole: 3, prefix: 0 });
  });
});

describe('rule numbers', () => {
  it('reads a rule number, with or without CR / rule before it', () => {
    expect(ruleQuery('702.9')).toBe('702.9');
    expect(ruleQuery('702.9B')).toBe('702.9b');
    expect(ruleQuery('CR 701.34')).toBe('701.34');
    expect(ruleQuery('rule 715.')).toBe('715');
    for (const q of ['70', '2024', '702.9.1', 'flying 702.9', '702,9']) expect(ruleQuery(q), q).toBeNull();
  });

  it('sorts rules as the Comprehensive Rules do', () => {
    expect(['702.100', '702.9a', '702.10', '702', '702.9', '701.34'].sort(compareRules)).toEqual(['701.34', '702', '702.9', '702.9a', '702.10', '702.100']);
  });

  const ids = (rule: string) => ruleHits(KEYWORDS, rule).map((h) => `${KEYWORDS[h.index].id}:${h.tier}`);
  it('finds the keyword with that rule, alone', () => {
    expect(ids('702.9')).toEqual([`flying:${EXACT}`]);
    expect(ids('701.34')).toEqual([`proliferate:${EXACT}`]);
    expect(ids('715')).toEqual([`adventure:${EXACT}`]);
  });

  it('else the one of the rule it sits under, then the rules it starts', () => {
    expect(ids('702.9b')).toEqual([`flying:${EXACT_ALIAS}`]);
    expect(ids('715.3')).toEqual([`adventure:${EXACT_ALIAS}`]);
    const started = ids('702.1');
    expect(started[0]).toBe(`haste:${PREFIX}`); // 702.10
    expect(started).toContain(`trample:${PREFIX}`); // 702.19
    expect(started.indexOf(`trample:${PREFIX}`)).toBeLessThan(started.indexOf(`evolve:${PREFIX}`)); // 702.100
    expect(ids('999.9')).toEqual([]);
  });
});
