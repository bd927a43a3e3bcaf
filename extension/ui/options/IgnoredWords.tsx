// "Words not marked": the ignored keywords listed by name (English, 中文) with an un-ignore button
// each, and a search box to add one by either name. The settings store keyword ids; the reader
// never sees one: names come from the rulings service (keyword-names.ts), and an id the data no
// longer knows (a keyword from a pack since removed) is listed as such, still removable.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Translate } from '../translate.ts';
import type { KeywordName, KeywordNamesApi } from './keyword-names.ts';

interface Props {
  ignore: readonly string[];
  api: KeywordNamesApi;
  t: Translate;
  /** The new list (the caller stores it through mergeSettings). */
  onChange(ignore: string[]): void;
  /** Id of the one-line explanation under the field (aria-describedby). */
  hintId: string;
}

/** The names of `ids`, asked again only for ids not asked yet (a removal asks nothing). */
function useNames(api: KeywordNamesApi, ids: readonly string[]): Map<string, KeywordName | null> {
  const [names, setNames] = useState(new Map<string, KeywordName | null>());
  const asked = useRef(new Set<string>());
  useEffect(() => {
    const missing = ids.filter((id) => !asked.current.has(id));
    if (!missing.length) return;
    for (const id of missing) asked.current.add(id);
    void api.names(missing).then(
      (found) => setNames((prev) => new Map([...prev, ...missing.map((id) => [id, found.get(id) ?? null] as const)])),
      () => missing.forEach((id) => asked.current.delete(id)), // asked again on the next change
    );
  }, [ids.join('\n')]);
  return names;
}

/** Search hits for the latest query only (an older answer arriving late is dropped). */
function useSearch(api: KeywordNamesApi, query: string): KeywordName[] | null {
  const [hits, setHits] = useState<{ query: string; hits: KeywordName[] } | null>(null);
  useEffect(() => {
    if (!query.trim()) return setHits(null);
    let current = true;
    void api.search(query).then(
      (found) => current && setHits({ query, hits: found }),
      () => current && setHits({ query, hits: [] }),
    );
    return () => void (current = false);
  }, [query]);
  return hits && query.trim() ? hits.hits : null;
}

function Name({ name }: { name: KeywordName }) {
  return (
    <span class="kw-name">
      <span lang="en">{name.en}</span>
      <span class="muted" lang="zh-Hans">{name.zh}</span>
    </span>
  );
}

export function IgnoredWords({ ignore, api, t, onChange, hintId }: Props) {
  const names = useNames(api, ignore);
  const [query, setQuery] = useState('');
  const hits = useSearch(api, query);
  const label = (id: string) => names.get(id)?.en ?? t('settingsIgnoredUnknown');

  return (
    <div class="field ignored-words" data-part="ignored-words">
      <span class="label" id="ignored-list-label">{t('settingsIgnoredList')}</span>
      {ignore.length === 0 ? (
        <p class="muted" data-part="ignored-empty">{t('settingsIgnoredEmpty')}</p>
      ) : (
        <ul class="word-list" aria-labelledby="ignored-list-label" data-part="ignored-list">
          {ignore.map((id) => {
            const name = names.get(id);
            return (
              <li key={id} data-part="ignored-word">
                {name ? <Name name={name} /> : <span class="muted">{name === null ? t('settingsIgnoredUnknown') : '…'}</span>}
                <button type="button" data-part="unignore" aria-label={t('settingsUnignoreLabel', [label(id)])} onClick={() => onChange(ignore.filter((x) => x !== id))}>
                  {t('settingsUnignore')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <label class="label" for="ignore-search">{t('settingsIgnoreSearch')}</label>
      <input
        id="ignore-search"
        type="search"
        data-part="ignore-search"
        maxLength={100}
        autocomplete="off"
        value={query}
        placeholder={t('settingsIgnoreSearchPlaceholder')}
        aria-describedby={hintId}
        onInput={(e) => setQuery((e.currentTarget as HTMLInputElement).value)}
      />
      <span id={hintId} class="muted hint">{t('settingsIgnoreHint')}</span>
      {hits === null ? null : hits.length === 0 ? (
        <p class="muted" role="status" data-part="ignore-no-hits">{t('settingsIgnoreNoHits')}</p>
      ) : (
        <ul class="word-list" aria-label={t('settingsIgnoreHits')} data-part="ignore-hits">
          {hits.map((hit) => {
            const already = ignore.includes(hit.id);
            return (
              <li key={hit.id} data-part="ignore-hit">
                <Name name={hit} />
                <button
                  type="button"
                  data-part="ignore-add"
                  disabled={already}
                  aria-label={already ? undefined : t('settingsIgnoreAddLabel', [hit.en])}
                  onClick={() => onChange([...ignore, hit.id])}
                >
                  {already ? t('settingsIgnoreAlready') : t('settingsIgnoreAdd')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
