// The results area: a hint while the box is empty, "no results" for a query that found nothing,
// otherwise the tree of results (keywords first, then rulings), one expanded at most: a tree, not a
// listbox, as its items expand and hold buttons (ResultItem.tsx).
import type { DisplayLang, TooltipData } from '../../../widget/contracts.ts';
import type { SearchItem } from '../../lib/messages.ts';
import type { NavState } from '../../lib/popup-model.ts';
import type { Translate } from '../translate.ts';
import { ResultItem } from './ResultItem.tsx';

interface Props {
  query: string;
  /** The query the results answer (data-query: lags `query` while a search is in flight). */
  answered: string;
  shown: SearchItem[];
  nav: NavState;
  details: Record<string, TooltipData | null>;
  lang: DisplayLang;
  source: string;
  t: Translate;
  /** A click on result `index`: select it and expand or collapse it. */
  onActivate(index: number, item: SearchItem): void;
}

export function ResultList({ query, answered, shown, nav, details, lang, source, t, onActivate }: Props) {
  return (
    <main class="results-wrap">
      {query.trim() === '' ? (
        <p class="muted hint">{t('searchHint')}</p>
      ) : shown.length === 0 ? (
        <p class="muted hint" data-part="no-results">{t('noResults', [query.trim()])}</p>
      ) : (
        <ul id="results" role="tree" aria-label={t('resultsLabel')} class="results" data-query={answered}>
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
              onActivate={() => onActivate(i, item)}
            />
          ))}
        </ul>
      )}
    </main>
  );
}
