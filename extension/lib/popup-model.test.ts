import { describe, expect, it } from 'vitest';
import type { TooltipRuling } from '../../widget/contracts.ts';
import type { SearchItem } from './messages.ts';
import { filterResults, filterRulings, INITIAL_NAV, mentionedShown, navForResults, navKey } from './popup-model.ts';

const ruling = (id: string, source: string): TooltipRuling => ({ id, date: '2024-01-01', source, en: 'e', zh: 'z' });
const kw = (id: string): SearchItem => ({
  type: 'keyword',
  id,
  score: 0,
  rulingCount: 1,
  keyword: { id, kind: 'keyword-action', rule: '701.1', en: id, zhHans: id, zhHant: id },
});
const rl = (id: string, source = 'official'): SearchItem => ({ type: 'ruling', id, score: 0.2, ruling: ruling(id, source) });
const items = [kw('proliferate'), kw('populate'), rl('r-1')];

describe('navKey', () => {
  it('moves with ↑ ↓ and wraps around', () => {
    let s = navForResults(INITIAL_NAV, items);
    expect(s.selected).toBe(0);
    s = navKey(s, 'ArrowDown', items, false).state;
    s = navKey(s, 'ArrowDown', items, false).state;
    expect(s.selected).toBe(2);
    expect(navKey(s, 'ArrowDown', items, false).state.selected).toBe(0);
    expect(navKey({ ...s, selected: 0 }, 'ArrowUp', items, false).state.selected).toBe(2);
  });

  it('Enter expands the selected result and collapses it again', () => {
    const s = navForResults(INITIAL_NAV, items);
    const open = navKey(s, 'Enter', items, false).state;
    expect(open.expanded).toBe('proliferate');
    expect(navKey(open, 'Enter', items, false).state.expanded).toBeNull();
  });

  it('Esc collapses first, then clears the query, then closes', () => {
    const open = { selected: 0, expanded: 'proliferate' };
    expect(navKey(open, 'Escape', items, false)).toMatchObject({ state: { expanded: null }, effect: 'none' });
    expect(navKey({ selected: 0, expanded: null }, 'Escape', items, false).effect).toBe('clear-query');
    expect(navKey({ selected: -1, expanded: null }, 'Escape', [], true).effect).toBe('close');
  });

  it('leaves other keys to the text box', () => {
    expect(navKey(INITIAL_NAV, 'a', items, false).handled).toBe(false);
    expect(navKey(INITIAL_NAV, 'ArrowDown', [], false)).toMatchObject({ handled: true, state: INITIAL_NAV });
  });
});

describe('navForResults', () => {
  it('keeps the expanded result only while it is still listed', () => {
    expect(navForResults({ selected: 2, expanded: 'populate' }, items)).toEqual({ selected: 0, expanded: 'populate' });
    expect(navForResults({ selected: 2, expanded: 'gone' }, items)).toEqual({ selected: 0, expanded: null });
    expect(navForResults({ selected: 2, expanded: null }, [])).toEqual({ selected: -1, expanded: null });
  });
});

describe('source filter', () => {
  it('filters rulings case-insensitively; empty = all', () => {
    const list = [ruling('a', 'official'), ruling('b', 'MTGZH'), ruling('c', 'gpt')];
    expect(filterRulings(list, 'mtgzh').map((r) => r.id)).toEqual(['b']);
    expect(filterRulings(list, '')).toHaveLength(3);
  });
  it('drops ruling hits of other sources but keeps keyword hits', () => {
    expect(filterResults([...items, rl('r-2', 'gpt')], 'gpt').map((i) => i.id)).toEqual(['proliferate', 'populate', 'r-2']);
  });
});

describe('mentionedShown', () => {
  const sent = [ruling('a', 'official'), ruling('b', 'MTGZH'), ruling('c', 'official')];
  it('lists what was sent and counts every mentioning ruling (mentionedTotal)', () => {
    expect(mentionedShown({ mentioned: sent, mentionedTotal: 70 }, '')).toEqual({ rulings: sent, total: 70 });
    expect(mentionedShown({ mentioned: sent }, '')).toEqual({ rulings: sent, total: 3 });
    expect(mentionedShown({}, '')).toEqual({ rulings: [], total: 0 });
  });
  it('under a source filter: the matching ones sent, plus those not sent (their source unknown)', () => {
    expect(mentionedShown({ mentioned: sent, mentionedTotal: 70 }, 'mtgzh')).toEqual({ rulings: [sent[1]], total: 68 });
    expect(mentionedShown({ mentioned: sent }, 'mtgzh')).toEqual({ rulings: [sent[1]], total: 1 });
    expect(mentionedShown({ mentioned: sent }, 'other')).toEqual({ rulings: [], total: 0 });
  });
});
