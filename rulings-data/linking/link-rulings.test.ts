import { describe, expect, it } from 'vitest';
import { keywordsOfRuling, linkRulings, type TextMatcher } from './link-rulings.ts';
import type { Match, Ruling } from '../schema.ts';

// A word-list matcher is enough to check the ranking rule in isolation; the real matcher is
// exercised by bundle.test.ts on the seeds.
const WORDS: Record<string, string> = { proliferate: 'proliferate', counter: 'counters', counters: 'counters', token: 'token', 增殖: 'proliferate' };
const wordMatcher: TextMatcher = {
  match(text) {
    const out: Match[] = [];
    for (const m of text.matchAll(/[a-z]+|[\u4e00-\u9fff]{2}/gi)) {
      const id = WORDS[m[0].toLowerCase()];
      if (id) out.push({ start: m.index!, end: m.index! + m[0].length, id, lang: 'en', confidence: 'medium' });
    }
    return out;
  },
};

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

  it('breaks score ties by newest date', () => {
    const a = ruling('r-a', 'Proliferate.', '', '2022-01-01');
    const b = ruling('r-b', 'Proliferate.', '', '2024-01-01');
    expect(linkRulings([a, b], wordMatcher).get('proliferate')!.map((l) => l.rulingId)).toEqual(['r-b', 'r-a']);
  });

  it('gives no links to a ruling without keywords', () => {
    expect(keywordsOfRuling(ruling('r', 'Nothing to see.'), wordMatcher)).toEqual([]);
  });
});
