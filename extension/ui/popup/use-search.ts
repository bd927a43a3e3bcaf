// The popup's search: results as you type (a slower earlier reply never overwrites a newer one),
// the keyboard selection over them, and the rulings of an expanded keyword, fetched once.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { TooltipData } from '../../../widget/contracts.ts';
import type { SearchItem } from '../../lib/messages.ts';
import { INITIAL_NAV, navForResults, type NavState } from '../../lib/popup-model.ts';
import type { PopupApi } from './popup-api.ts';

export interface SearchState {
  items: SearchItem[];
  /** The query `items` answer (lags `query` while a search is in flight). */
  answered: string;
  nav: NavState;
  setNav(nav: NavState): void;
}

export function useSearch(api: PopupApi, query: string, onError: (error: string | null) => void): SearchState {
  const [items, setItems] = useState<SearchItem[]>([]);
  const [answered, setAnswered] = useState('');
  const [nav, setNav] = useState<NavState>(INITIAL_NAV);
  const seq = useRef(0);

  useEffect(() => {
    const mine = ++seq.current;
    if (!query.trim()) {
      setItems([]);
      setAnswered('');
      setNav(INITIAL_NAV);
      return;
    }
    api.search(query).then(
      (found) => {
        if (mine !== seq.current) return;
        setItems(found);
        setAnswered(query);
        setNav((n) => navForResults(n, found));
        onError(null);
      },
      (e) => mine === seq.current && onError(String(e)),
    );
  }, [query]);

  return { items, answered, nav, setNav };
}

/** Rulings of the expanded keyword, by id (fetched once each; a ruling result needs none). */
export function useKeywordDetails(api: PopupApi, expanded: string | null, shown: SearchItem[], onError: (error: string) => void): Record<string, TooltipData | null> {
  const [details, setDetails] = useState<Record<string, TooltipData | null>>({});
  useEffect(() => {
    const item = expanded ? shown.find((i) => i.id === expanded) : undefined;
    if (!item || item.type !== 'keyword' || expanded! in details) return;
    const id = expanded!;
    api.lookup(id).then((d) => setDetails((all) => ({ ...all, [id]: d })), (e) => onError(String(e)));
  }, [expanded, shown]);
  return details;
}
