// The popup's state rules without any DOM: keyboard navigation over the result list, expanding,
// and the source filter. The Preact components only render what these return.
import type { TooltipData, TooltipRuling } from '../../widget/contracts.ts';
import type { SearchItem } from './messages.ts';
import { ruleNumberIn, rulesUrl } from './rules-url.ts';

export interface NavState {
  /** Index of the highlighted result (-1 = none, e.g. no results). */
  selected: number;
  /** Id of the expanded result, if any. */
  expanded: string | null;
}

/** What a key press asks the popup to do besides changing NavState. */
export type NavEffect = 'none' | 'clear-query' | 'close';

export const INITIAL_NAV: NavState = { selected: -1, expanded: null };

/** New results: select the first one; keep the expanded one only if it is still listed. */
export function navForResults(state: NavState, items: readonly SearchItem[]): NavState {
  const expanded = state.expanded && items.some((i) => i.id === state.expanded) ? state.expanded : null;
  return { selected: items.length ? 0 : -1, expanded };
}

/**
 * ↑ ↓ move (wrapping around), Enter expands / collapses the selected result, Esc collapses,
 * then clears the query, then closes the popup.
 */
export function navKey(
  state: NavState,
  key: string,
  items: readonly SearchItem[],
  queryEmpty: boolean,
): { state: NavState; effect: NavEffect; handled: boolean } {
  const n = items.length;
  const same = (s: NavState, effect: NavEffect = 'none') => ({ state: s, effect, handled: true });
  switch (key) {
    case 'ArrowDown':
      return n ? same({ ...state, selected: (state.selected + 1) % n }) : same(state);
    case 'ArrowUp':
      return n ? same({ ...state, selected: state.selected <= 0 ? n - 1 : state.selected - 1 }) : same(state);
    case 'Enter': {
      const item = items[state.selected];
      if (!item) return same(state);
      return same({ ...state, expanded: state.expanded === item.id ? null : item.id });
    }
    case 'Escape':
      if (state.expanded) return same({ ...state, expanded: null });
      return same(state, queryEmpty ? 'close' : 'clear-query');
    default:
      return { state, effect: 'none', handled: false };
  }
}

/** '' = every source. Source names compare case-insensitively (MTGZH / mtgzh). */
export function matchesSource(source: string, filter: string): boolean {
  return filter === '' || source.trim().toLowerCase() === filter.trim().toLowerCase();
}

export function filterRulings(rulings: readonly TooltipRuling[], filter: string): TooltipRuling[] {
  return rulings.filter((r) => matchesSource(r.source, filter));
}

/** The "mentioned in" group of an expanded keyword under a source filter: the listed rulings
 *  (the most relevant ones the background sent, of that source) and how many to count in all.
 *  The background sends at most a few dozen (TooltipData.mentionedTotal counts them all); the
 *  ones not sent are counted too, whatever their source (it is not known here), so the group
 *  still says that more exist ("…and N more") rather than hiding them. */
export function mentionedShown(detail: Pick<TooltipData, 'mentioned' | 'mentionedTotal'>, filter: string): { rulings: TooltipRuling[]; total: number } {
  const sent = detail.mentioned ?? [];
  const rulings = filterRulings(sent, filter);
  const unsent = Math.max(0, (detail.mentionedTotal ?? sent.length) - sent.length);
  return { rulings, total: rulings.length + unsent };
}

/** The result list under a source filter: ruling hits from other sources are dropped; keyword
 *  hits stay (their expanded list is filtered). */
export function filterResults(items: readonly SearchItem[], filter: string): SearchItem[] {
  return items.filter((i) => i.type === 'keyword' || matchesSource(i.ruling.source, filter));
}

/** A way from the popup into the rules viewer. */
export type RulesLink = { kind: 'rule'; rule: string; href: string } | { kind: 'search'; query: string; href: string };

/** What the popup offers for `query`: a rule number ("702.9b") opens that rule (without a CR
 *  the viewer says how to import one); with a CR imported, other words search the rules. */
export function rulesLinks(query: string, crImported: boolean): RulesLink[] {
  const rule = ruleNumberIn(query);
  if (rule) return [{ kind: 'rule', rule, href: rulesUrl({ rule }) }];
  const q = query.replace(/\s+/g, ' ').trim();
  return crImported && q ? [{ kind: 'search', query: q, href: rulesUrl({ query: q }) }] : [];
}
