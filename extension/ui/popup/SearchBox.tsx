// The popup's search box: a combobox over the result tree (aria-activedescendant follows the
// keyboard selection). Focused by the Popup on open.
import type { Ref } from 'preact';
import type { Translate } from '../translate.ts';

interface Props {
  inputRef: Ref<HTMLInputElement>;
  query: string;
  /** Whether the result list has anything (the combobox is then expanded). */
  expanded: boolean;
  activeId: string | undefined;
  t: Translate;
  onQuery(query: string): void;
}

export function SearchBox({ inputRef, query, expanded, activeId, t, onQuery }: Props) {
  return (
    <div class="bar">
      <input
        ref={inputRef}
        type="search"
        class="search"
        data-part="search"
        role="combobox"
        aria-label={t('searchLabel')}
        aria-expanded={expanded}
        aria-controls="results"
        aria-haspopup="tree"
        aria-activedescendant={activeId}
        aria-autocomplete="list"
        placeholder={t('searchPlaceholder')}
        value={query}
        onInput={(e) => onQuery((e.currentTarget as HTMLInputElement).value)}
      />
    </div>
  );
}
