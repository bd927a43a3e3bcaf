// The popup page doubles as a results page in a tab (context menu, omnibox, "open in a tab"):
// its URL carries the query and, when it came from the toolbar popup, the tab it was about (so
// the "enabled on this site" switch keeps working in the tab). One place builds and reads it.
export const POPUP_PATH = '/popup.html';
export const MAX_QUERY = 200;

export interface PopupParams {
  /** Initial search. */
  query: string;
  /** Laid out as a page (opened in a tab) rather than as the toolbar popup. */
  page: boolean;
  /** The tab whose site the switch is about (null: the active tab of the popup's window). */
  tab: number | null;
}

export function popupUrl(query: string, tab: number | null = null): string {
  const params = new URLSearchParams({ q: query.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY), view: 'page' });
  if (tab !== null) params.set('tab', String(tab));
  return `${POPUP_PATH}?${params}`;
}

export function readPopupParams(search: string): PopupParams {
  const p = new URLSearchParams(search);
  const tab = Number(p.get('tab'));
  return {
    query: (p.get('q') ?? '').slice(0, MAX_QUERY),
    page: p.get('view') === 'page',
    tab: p.has('tab') && Number.isSafeInteger(tab) && tab >= 0 ? tab : null,
  };
}
