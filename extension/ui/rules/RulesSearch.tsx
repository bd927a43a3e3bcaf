// The rules search box (a search landmark): results as you type, by number or words
// (rulings-data/cr/cr-search.ts), as a list of real links to `#<rule>` / `#glossary-…`. ↓ moves
// from the box into the list, ↑ ↓ Home End move in it, Enter follows (a link's own Enter), Esc
// closes the list and returns to the box; Enter in the box goes to the first result.
import type { JSX } from 'preact';
import { useMemo, useRef, useState } from 'preact/hooks';
import type { CrSearch, CrSearchHit } from '../../../rulings-data/cr/cr-search.ts';
import type { Snippet } from '../../../rulings-data/cr/cr-search-text.ts';
import type { Translate } from '../translate.ts';
import type { RulesLang } from './rules-model.ts';
import { HTML_LANG, Title } from './RuleRow.tsx';

/** Results listed at most (the count says how many more matched). */
export const RESULT_LIMIT = 50;

interface Props {
  /** The search over the document (built on first use: the page opens without paying for it). */
  getSearch(): CrSearch;
  lang: RulesLang;
  t: Translate;
  initialQuery: string;
  /** Go to a result's anchor (Enter in the box). */
  onGo(target: string): void;
}

export function RulesSearch({ getSearch, lang, t, initialQuery, onGo }: Props) {
  const [query, setQuery] = useState(initialQuery);
  const [open, setOpen] = useState(initialQuery.trim() !== '');
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const result = useMemo(
    () => (query.trim() ? getSearch().search(query, { limit: RESULT_LIMIT, lang: lang === 'zh' ? 'zh' : 'en' }) : null),
    [query, lang],
  );

  const links = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>('a.result') ?? [])];

  function onInputKey(e: KeyboardEvent): void {
    if (e.isComposing) return; // an IME is composing 飞行: its keys are not ours
    if (e.key === 'ArrowDown' && result?.hits.length) {
      e.preventDefault();
      setOpen(true);
      // The list may only now be rendered: focus its first link after this render.
      requestAnimationFrame(() => links()[0]?.focus());
    } else if (e.key === 'Enter' && result?.hits.length) {
      e.preventDefault();
      setOpen(false);
      onGo(result.hits[0].target);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      if (open && query) setOpen(false);
      else setQuery('');
    }
  }

  function onListKey(e: KeyboardEvent): void {
    const all = links();
    const i = all.indexOf(e.target as HTMLAnchorElement);
    const focus = (n: number) => {
      e.preventDefault();
      if (n < 0) input.current?.focus();
      else all[Math.min(n, all.length - 1)]?.focus();
    };
    if (e.key === 'ArrowDown') focus(i + 1);
    else if (e.key === 'ArrowUp') focus(i - 1);
    else if (e.key === 'Home') focus(0);
    else if (e.key === 'End') focus(all.length - 1);
    else if (e.key === 'Escape') {
      setOpen(false);
      focus(-1);
    }
  }

  /** Focus left the search (box and list) for elsewhere on the page: close the list. */
  function onFocusOut(e: FocusEvent): void {
    const next = e.relatedTarget as Node | null;
    if (next && !(e.currentTarget as HTMLElement).contains(next)) setOpen(false);
  }

  const shown = open && result !== null;
  return (
    <div class="rules-search" role="search" data-part="rules-search" onFocusOut={onFocusOut}>
      <label class="sr-only" for="rules-search-input">
        {t('rulesSearchLabel')}
      </label>
      <input
        ref={input}
        id="rules-search-input"
        type="search"
        class="search"
        data-part="rules-search-input"
        placeholder={t('rulesSearchPlaceholder')}
        autocomplete="off"
        spellcheck={false}
        // Only while the list is there (an id that points nowhere is invalid). No aria-expanded:
        // a search box may not carry it (ARIA 1.2; axe aria-allowed-attr), and the results are a
        // list of links, not a combobox popup. The status below says the count.
        aria-controls={shown && result.hits.length ? 'rules-results' : undefined}
        aria-describedby="rules-results-status"
        value={query}
        onInput={(e) => {
          setQuery((e.currentTarget as HTMLInputElement).value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onInputKey}
      />
      <p id="rules-results-status" class="sr-only" role="status" data-part="rules-results-status">
        {result ? statusText(result.hits.length, result.total, query.trim(), t) : ''}
      </p>
      {shown ? (
        <div class="results-panel" data-part="rules-results">
          <p class="muted count" aria-hidden="true">
            {statusText(result.hits.length, result.total, query.trim(), t)}
          </p>
          {result.hits.length ? (
            <ul id="rules-results" ref={list} class="results" aria-label={t('rulesResultsLabel')} onKeyDown={onListKey}>
              {result.hits.map((hit) => (
                <li key={`${hit.kind}:${hit.target}`}>
                  <ResultLink hit={hit} lang={lang} t={t} onFollow={() => setOpen(false)} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function statusText(shown: number, total: number, query: string, t: Translate): string {
  if (total === 0) return t('rulesNoResults', [query]);
  if (shown < total) return t('rulesResultsSome', [shown, total]);
  return t('rulesResultsCount', [total], total);
}

function ResultLink({ hit, lang, t, onFollow }: { hit: CrSearchHit; lang: RulesLang; t: Translate; onFollow(): void }) {
  return (
    <a class="result" href={`#${hit.target}`} data-target={hit.target} data-match={hit.match} onClick={onFollow}>
      <span class="result-head">
        {hit.kind === 'rule' ? (
          <span class="num">{hit.number}</span>
        ) : (
          <>
            <span class="term-name">
              <Title rule={hit.term} lang={lang} />
            </span>
            <span class="badge">{t('rulesGlossary')}</span>
          </>
        )}
      </span>
      <span class="snippet" lang={HTML_LANG[hit.lang]}>
        <Marked snippet={hit.snippet} />
      </span>
    </a>
  );
}

/** The snippet with its hits in <mark> (text nodes only). */
function Marked({ snippet }: { snippet: Snippet }) {
  const parts: Array<string | JSX.Element> = [];
  let at = 0;
  snippet.marks.forEach(([s, e], i) => {
    if (s > at) parts.push(snippet.text.slice(at, s));
    parts.push(<mark key={i}>{snippet.text.slice(s, e)}</mark>);
    at = e;
  });
  if (at < snippet.text.length) parts.push(snippet.text.slice(at));
  return <>{parts}</>;
}
