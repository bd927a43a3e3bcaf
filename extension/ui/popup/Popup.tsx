// The popup: search box (focused on open), results as you type (keywords first, then rulings),
// ↑ ↓ Enter Esc, expandable results, source filter, marking level, 中文 / English / both, the site switch and
// the data stamp. Also rendered full-page in a tab for the context menu and the omnibox.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { DisplayLang, TooltipData } from '../../../widget/contracts.ts';
import { isDataDamaged, type DataInfo, type SearchItem } from '../../lib/messages.ts';
import { filterResults, INITIAL_NAV, navForResults, navKey, rulesLinks, type NavState, type RulesLink } from '../../lib/popup-model.ts';
import { RULES_PATH } from '../../lib/rules-url.ts';
import type { Settings } from '../../lib/settings.ts';
import type { Translate } from '../translate.ts';
import type { PopupApi, SiteTarget } from './popup-api.ts';
import { ResultItem } from './ResultItem.tsx';
import { SiteSwitch } from './SiteSwitch.tsx';
import { LEVELS, type Level } from '../../../rulings-data/keywords/levels.ts';

const LEVEL_KEYS: Record<Level, string> = { mechanics: 'optLevelMechanics', rules: 'optLevelRules', everything: 'optLevelEverything' };

interface Props {
  api: PopupApi;
  t: Translate;
  initialQuery: string;
  page: boolean;
}

const LANGS: Array<[DisplayLang, string]> = [['zh', 'langZh'], ['en', 'langEn'], ['both', 'langBoth']];

export function Popup({ api, t, initialQuery, page }: Props) {
  const [query, setQuery] = useState(initialQuery);
  const [items, setItems] = useState<SearchItem[]>([]);
  /** The query `items` answer (lags `query` while a search is in flight). */
  const [answered, setAnswered] = useState('');
  const [nav, setNav] = useState<NavState>(INITIAL_NAV);
  const [details, setDetails] = useState<Record<string, TooltipData | null>>({});
  const [source, setSource] = useState('');
  const [settings, setSettings] = useState<Settings | null>(null);
  const [info, setInfo] = useState<DataInfo | null>(null);
  const [target, setTarget] = useState<SiteTarget | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [crImported, setCrImported] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const seq = useRef(0);

  useEffect(() => {
    input.current?.focus();
    api.loadSettings().then(setSettings, (e) => setError(String(e)));
    api.info().then(setInfo, (e) => setError(String(e)));
    void api.siteTarget().then(setTarget);
    void api.crImported?.().then(setCrImported, () => {});
    return api.watchSettings((s) => {
      setSettings(s);
      // The tab's content script applies the change on its own watch: ask it again shortly.
      setTimeout(() => void api.siteTarget().then(setTarget), 150);
    });
  }, []);

  // Results as you type; a slower earlier reply never overwrites a newer one.
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
        setError(null);
      },
      (e) => mine === seq.current && setError(String(e)),
    );
  }, [query]);

  const shown = useMemo(() => filterResults(items, source), [items, source]);

  // Expanding a keyword fetches its rulings once.
  useEffect(() => {
    const id = nav.expanded;
    const item = id ? shown.find((i) => i.id === id) : undefined;
    if (!item || item.type !== 'keyword' || id! in details) return;
    api.lookup(id!).then((d) => setDetails((all) => ({ ...all, [id!]: d })), (e) => setError(String(e)));
  }, [nav.expanded, shown]);

  useEffect(() => {
    document.getElementById(`result-${nav.selected}`)?.scrollIntoView({ block: 'nearest' });
  }, [nav.selected, nav.expanded]);

  const lang: DisplayLang = settings?.lang ?? 'both';
  useEffect(() => {
    if (settings) document.documentElement.dataset.theme = settings.theme;
  }, [settings?.theme]);

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
      <header class="bar">
        <input
          ref={input}
          type="search"
          class="search"
          data-part="search"
          role="combobox"
          aria-label={t('searchLabel')}
          aria-expanded={shown.length > 0}
          aria-controls="results"
          aria-activedescendant={activeId}
          aria-autocomplete="list"
          placeholder={t('searchPlaceholder')}
          value={query}
          onInput={(e) => setQuery((e.currentTarget as HTMLInputElement).value)}
        />
      </header>
      <div class="controls">
        <label>
          <span class="muted">{t('sourceFilter')}</span>{' '}
          <select data-part="source-filter" value={source} onChange={(e) => setSource((e.currentTarget as HTMLSelectElement).value)}>
            <option value="">{t('sourceAll')}</option>
            {info?.sources.map((s) => (
              <option key={s.source} value={s.source}>{`${s.source} (${s.count})`}</option>
            ))}
          </select>
        </label>
        <label>
          <span class="muted">{t('levelLabel')}</span>{' '}
          <select
            data-part="level"
            title={t('optLevelHint')}
            value={settings?.level ?? 'mechanics'}
            onChange={(e) => void api.updateSettings({ level: (e.currentTarget as HTMLSelectElement).value as Level })}
          >
            {LEVELS.map((l) => (
              <option key={l} value={l}>{t(LEVEL_KEYS[l])}</option>
            ))}
          </select>
        </label>
        <div class="langs" role="radiogroup" aria-label={t('langLabel')}>
          {LANGS.map(([value, key]) => (
            <button
              key={value}
              type="button"
              role="radio"
              data-lang={value}
              aria-checked={lang === value}
              onClick={() => void api.updateSettings({ lang: value })}
            >
              {t(key)}
            </button>
          ))}
        </div>
      </div>
      <RulesLinks links={rulesLinks(query, crImported)} t={t} open={(href) => api.openRules?.(href)} />
      {error ? (
        // A damaged data bundle gets one line the user can act on, not the technical detail.
        <p class="error" role="alert" data-part={isDataDamaged(error) ? 'data-damaged' : 'error'}>
          {isDataDamaged(error) ? t('dataDamaged') : error}
        </p>
      ) : null}
      <main class="results-wrap">
        {query.trim() === '' ? (
          <p class="muted hint">{t('searchHint')}</p>
        ) : shown.length === 0 ? (
          <p class="muted hint" data-part="no-results">{t('noResults', [query.trim()])}</p>
        ) : (
          <ul id="results" role="listbox" aria-label={t('resultsLabel')} class="results" data-query={answered}>
            {shown.map((item, i) => (
              <ResultItem
                key={`${item.type}:${item.id}`}
                item={item}
                domId={`result-${i}`}
                selected={i === nav.selected}
                expanded={nav.expanded === item.id}
                detail={details[item.id]}
                lang={lang}
                source={source}
                t={t}
                onActivate={() => {
                  setNav({ selected: i, expanded: nav.expanded === item.id ? null : item.id });
                  input.current?.focus();
                }}
              />
            ))}
          </ul>
        )}
      </main>
      {target && settings ? <SiteSwitch target={target} settings={settings} t={t} onChange={(lists) => void api.updateSettings(lists)} /> : null}
      <footer class="footer">
        <span data-part="stamp" title={stampTitle(info, t)}>
          {info ? t('stamp', [info.dataDate, info.keywords, info.rulings]) : ''}
          {info?.packs.length ? ` · ${t('stampPacks', [info.packs.map((p) => p.name).join(', ')])}` : ''}
        </span>
        <span class="links">
          {page ? null : (
            <button type="button" class="link" onClick={() => api.openFullPage(query)}>{t('openFullPage')}</button>
          )}
          {crImported ? (
            <button type="button" class="link" data-part="open-rules" onClick={() => api.openRules?.(RULES_PATH)}>{t('rulesOpenViewer')}</button>
          ) : null}
          <button type="button" class="link" onClick={() => api.openOptions()}>{t('openOptions')}</button>
        </span>
      </footer>
    </div>
  );
}

/** The stamp's hover text: where the definitions come from, then the data version line. With
 *  packs merged, that line describes the built-in data only (its date and count differ from the
 *  stamp's), so it says so. */
export function stampTitle(info: DataInfo | null | undefined, t: Translate): string | undefined {
  const version = info?.dataVersion ? (info.packs.length ? t('stampBuiltIn', [info.dataVersion]) : info.dataVersion) : '';
  const lines = [info?.crVersion ? t('stampCr', [info.crVersion]) : '', version].filter(Boolean);
  return lines.length ? lines.join('\n') : undefined;
}

/** "Open rule 702.9b in the rules" / "Search the rules for …" (popup-model.ts rulesLinks): real
 *  links (the address shows where they go), opened in a tab by the extension. */
function RulesLinks({ links, t, open }: { links: RulesLink[]; t: Translate; open(href: string): void }) {
  if (!links.length) return null;
  return (
    <p class="rules-links" data-part="rules-links">
      {links.map((l) => (
        <a
          key={l.href}
          href={l.href}
          data-kind={l.kind}
          onClick={(e) => {
            e.preventDefault();
            open(l.href);
          }}
        >
          {l.kind === 'rule' ? t('rulesOpenRule', [l.rule]) : t('rulesSearchFor', [l.query])}
        </a>
      ))}
    </p>
  );
}
