import { describe, expect, it } from 'vitest';
import { wordMatcher as makeWordMatcher } from './word-matcher.ts';
import { keywordsOfRuling, linkRulings, type KindOf, type TextMatcher } from './link-rulings.ts';
import type { Ruling } from '../schema.ts';

// A word-list matcher is enough to check the ranking rule in isolation; the real matcher is
// exercised by bundle.test.ts on the seeds.
const WORDS: Record<string, string> = {
  proliferate: 'proliferate', counter: 'counters', counters: 'counters', token: 'token', 增殖: 'proliferate',
  copy: 'copy', 复制: 'copy', disappear: 'disappear', 消失: 'disappear',
};
const wordMatcher: TextMatcher = makeWordMatcher(WORDS);

const ruling = (id: string, en: string, zh = '', date = '2024-01-01'): Ruling => ({ id, date, source: 'official', en, zh, origins: [] });

describe('linking', () => {
  it('ranks a ruling about a keyword above one that only mentions it', () => {
    const about = ruling('r-about', 'To proliferate, choose permanents. You proliferate even with no counters.', '增殖时…');
    const mention = ruling('r-mention', 'A token with counters phases in. Counters stay; counters can later be moved with proliferate.');
    const links = linkRulings([mention, about], wordMatcher);
    expect(links.get('proliferate')!.map((l) => l.rulingId)).toEqual(['r-about', 'r-mention']);
    expect(links.get('counters')![0].rulingId).toBe('r-mention');
  });

  it('lists every keyword a ruling mentions, best first', () => {
    const ids = keywordsOfRuling(ruling('r', 'Proliferate adds counters. Proliferate again.'), wordMatcher).map((k) => k.id);
    expect(ids).toEqual(['proliferate', 'counters']);
  });

  it('says which keywords lead the ruling and which both languages name', () => {
    const ks = keywordsOfRuling(ruling('r', 'Proliferate first. A token later.', '增殖'), wordMatcher);
    expect(ks.map(({ id, lead, named }) => ({ id, lead, named }))).toEqual([
      { id: 'proliferate', lead: true, named: true },
      { id: 'token', lead: false, named: false },
    ]);
  });

  it('breaks score ties by newest date', () => {
    const a = ruling('r-a', 'Proliferate.', '', '2022-01-01');
    const b = ruling('r-b', 'Proliferate.', '', '2024-01-01');
    expect(linkRulings([a, b], wordMatcher).get('proliferate')!.map((l) => l.rulingId)).toEqual(['r-b', 'r-a']);
  });

  describe('concepts and ability words', () => {
    const kindOf: KindOf = (id) => (id === 'copy' ? 'concept' : id === 'disappear' ? 'ability-word' : undefined);
    const ids = (en: string, zh: string, kinds: KindOf = kindOf) => keywordsOfRuling(ruling('r', en, zh), wordMatcher, kinds).map((k) => k.id).sort();

    it('link when both texts name them', () => {
      expect(ids('Proliferate a copy.', '增殖复制')).toEqual(['copy', 'proliferate']);
      expect(ids('Disappear triggers.', '消失异能')).toEqual(['disappear']);
    });
    it('not when only one text names them once (消失 as a plain verb, "ceases to exist")', () => {
      expect(ids('The token ceases to exist. Proliferate.', '增殖。它会消失。')).toEqual(['proliferate', 'token']);
      expect(ids('Copy it and proliferate.', '增殖')).toEqual(['proliferate']);
    });
    it('but when one text names them twice, or the ruling has one language only', () => {
      expect(ids('Proliferate.', '增殖复制复制')).toEqual(['copy', 'proliferate']);
      expect(ids('Copy the spell.', '')).toEqual(['copy']);
    });
    it('keywords keep the plain rule, and without kinds every id is a keyword', () => {
      expect(ids('A token.', '增殖')).toEqual(['proliferate', 'token']);
      expect(ids('Copy it and proliferate.', '增殖', () => undefined)).toEqual(['copy', 'proliferate']);
    });
    it('their mentions still count in the share of the others', () => {
      const score = (zh: string) => keywordsOfRuling(ruling('r', '', zh), wordMatcher, kindOf).find((k) => k.id === 'proliferate')!.score;
      expect(score('增殖复制复制')).toBeLessThan(score('增殖'));
    });
  });

  it('gives no links to a ruling without keywords', () => {
    expect(keywordsOfRuling(ruling('r', 'Nothing to see.'), wordMatcher)).toEqual([]);
  });
});
