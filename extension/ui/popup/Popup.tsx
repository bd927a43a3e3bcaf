// The popup: search box (focused on open), results as you type (keywords first, then rulings),
// ↑ ↓ Enter Esc, expandable results, source filter, marking level, 中文 / English / both, the site switch and
// the data stamp. Also rendered full-page in a tab for the context menu and the omnibox.
// The parts live beside it: SearchBox, PopupControls (+ LangSwitch), RulesLinks, ResultList,
// SiteSwitch, PopupFooter; the state in use-popup-data.ts (settings, stamp, tab) and
// use-search.ts (results, keyboard selection, expanded rulings). This file wires them.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { DisplayLang } from '../../../widget/contracts.ts';
import { isDataDamaged } from '../../lib/messages.ts';
import { filterResults, navKey, rulesLinks } from '../../lib/popup-model.ts';
import type { Translate } from '../translate.ts';
import type { PopupApi } from './popup-api.ts';
import { PopupControls } from './PopupControls.tsx';
import { PopupFooter } from './PopupFooter.tsx';
import { ResultList } from './ResultList.tsx';
import { RulesLinks } from './RulesLinks.tsx';
import { SearchBox } from './SearchBox.tsx';
import { SiteSwitch } from './SiteSwitch.tsx';
import { useKeywordDetails, useSearch } from './use-search.ts';
import { usePopupData } from './use-popup-data.ts';

export { stampTitle } from './PopupFooter.tsx';

interface Props {
  api: PopupApi;
  t: Translate;
  initialQuery: string;
  page: boolean;
}

export function Popup({ api, t, initialQuery, page }: Props) {
  const [query, setQuery] = useState(initialQuery);
  const [source, setSource] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const { settings, info, target, crImported, error, setError } = usePopupData(api);
  const { items, answered, nav, setNav } = useSearch(api, query, setError);
  const shown = useMemo(() => filterResults(items, source), [items, source]);
  const details = useKeywordDetails(api, nav.expanded, shown, setError);

  useEffect(() => {
    document.getElementById(`result-${nav.selected}`)?.scrollIntoView({ block: 'nearest' });
  }, [nav.selected, nav.expanded]);

  const lang: DisplayLang = settings?.lang ?? 'both';

  function onKeyDown(e: KeyboardEvent): void {
    if (e.isComposing) return; // an IME is turning keys into 增殖: not ours
    // Only from the search box and the result list: the filter, the language buttons and the
    // links keep their own keyboard behaviour (↑ ↓ in a select, Enter on a button).
    const from = e.target as Element | null;
    if (from !== input.current && !from?.closest('#results')) return;
    const r = navKey(nav, e.key, shown, query === '');
    if (!r.handled) return;
    e.preventDefault();
    setNav(r.state);
    if (r.effect === 'clear-query') setQuery('');
    if (r.effect === 'close' && !page) api.close();
  }

  const activeId = nav.selected >= 0 && shown.length ? `result-${nav.selected}` : undefined;
  return (
    <div class={page ? 'popup page' : 'popup'} onKeyDown={onKeyDown}>
      {/* The search and its controls form the banner; the results are the main landmark (ResultList). */}
      <header>
        <h1 class="visually-hidden">{t('extName')}</h1>
        <SearchBox inputRef={input} query={query} expanded={shown.length > 0} activeId={activeId} t={t} onQuery={setQuery} />
        <PopupControls info={info} settings={settings} source={source} t={t} onSource={setSource} onSettings={(patch) => void api.updateSettings(patch)} />
        <RulesLinks links={rulesLinks(query, crImported)} t={t} open={(href) => api.openRules?.(href)} />
      </header>
      {error ? (
        // A damaged data bundle gets one line the user can act on, not the technical detail.
        <p class="error" role="alert" data-part={isDataDamaged(error) ? 'data-damaged' : 'error'}>
          {isDataDamaged(error) ? t('dataDamaged') : error}
        </p>
      ) : null}
      <ResultList
        query={query}
        answered={answered}
        shown={shown}
        nav={nav}
        details={details}
        lang={lang}
        source={source}
        t={t}
        onActivate={(i, item) => {
          setNav({ selected: i, expanded: nav.expanded === item.id ? null : item.id });
          input.current?.focus();
        }}
      />
      {target && settings ? <SiteSwitch target={target} settings={settings} t={t} onChange={(lists) => void api.updateSettings(lists)} /> : null}
      <PopupFooter api={api} info={info} query={query} page={page} crImported={crImported} t={t} />
    </div>
  );
}
