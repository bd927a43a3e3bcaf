import { describe, expect, it } from 'vitest';
import { filterAccepts, newestFirst, parseQueryFilters } from './query-filters.ts';

const SOURCES = ['official', 'MTGZH', 'gpt'];

describe('parseQueryFilters', () => {
  it('takes source names (any case) and date prefixes out of the query', () => {
    expect(parseQueryFilters('official 2024', SOURCES)).toEqual({ sources: ['official'], dates: ['2024'], rest: '' });
    expect(parseQueryFilters('mtgzh', SOURCES)).toEqual({ sources: ['MTGZH'], dates: [], rest: '' });
    expect(parseQueryFilters('  counter  2024-05 OFFICIAL gpt ', SOURCES)).toEqual({ sources: ['official', 'gpt'], dates: ['2024-05'], rest: 'counter' });
    expect(parseQueryFilters('2024-02-29 增殖', SOURCES)).toEqual({ sources: [], dates: ['2024-02-29'], rest: '增殖' });
  });

  it('leaves queries without filters alone (null), and non-dates as words', () => {
    expect(parseQueryFilters('counter', SOURCES)).toBeNull();
    for (const q of ['702', '1850', '2024-13', '2024-5', '2024-05-32', '20245', 'officially', 'face-down']) expect(parseQueryFilters(q, SOURCES), q).toBeNull();
  });
});

describe('filterAccepts / newestFirst', () => {
  const rulings = [
    { date: '2023-06-01', source: 'official' },
    { date: '2024-01-15', source: 'MTGZH' },
    { date: '2024-09-30', source: 'official' },
    { date: '2024-01-15', source: 'official' },
    { date: '2024-11-02', source: 'gpt' },
  ];

  it('a source and a date narrow; several sources or dates widen', () => {
    const f = parseQueryFilters('official 2024', SOURCES)!;
    expect(rulings.map((r) => filterAccepts(f, r))).toEqual([false, false, true, true, false]);
    const wide = parseQueryFilters('official gpt 2023 2024-11', SOURCES)!;
    expect(rulings.map((r) => filterAccepts(wide, r))).toEqual([true, false, false, false, true]);
  });

  it('lists what the filters accept newest first, ties in bundle order', () => {
    expect(newestFirst(rulings, parseQueryFilters('2024', SOURCES)!)).toEqual([4, 2, 1, 3]);
    expect(newestFirst(rulings, parseQueryFilters('MTGZH', SOURCES)!)).toEqual([1]);
    expect(newestFirst(rulings, parseQueryFilters('2022', SOURCES)!)).toEqual([]);
  });

  it('keeps the first `limit` of the full order', () => {
    let seed = 7;
    const rand = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 8) / 2 ** 24;
    const many = Array.from({ length: 500 }, () => ({ date: `20${10 + Math.floor(rand() * 10)}-0${1 + Math.floor(rand() * 9)}-1${Math.floor(rand() * 9)}`, source: rand() < 0.5 ? 'official' : 'gpt' }));
    const f = parseQueryFilters('official', SOURCES)!;
    const all = many
      .map((r, i) => ({ r, i }))
      .filter(({ r }) => r.source === 'official')
      .sort((a, b) => b.r.date.localeCompare(a.r.date) || a.i - b.i)
      .map(({ i }) => i);
    expect(all.length).toBeGreaterThan(200);
    expect(newestFirst(many, f)).toEqual(all);
    for (const limit of [0, 1, 5, 30, 1000]) expect(newestFirst(many, f, limit)).toEqual(all.slice(0, limit));
  });
});
