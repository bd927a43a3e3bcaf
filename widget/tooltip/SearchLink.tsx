// The footer's "Search" for the keyword (link-template.ts searchAction): a real link to the
// site's search (middle-click and "open in a new tab" work), or a button (the extension opens
// its popup search in a tab). Named with what it searches for.
import type { SearchAction } from './link-template.ts';
import type { UiStrings } from './strings.ts';

export function SearchLink({ action, t }: { action: SearchAction; t: UiStrings }) {
  const name = t.searchFor(action.query);
  return action.href !== undefined ? (
    <a class="search" data-part="search" href={action.href} aria-label={name} title={name}>
      {t.search}
    </a>
  ) : (
    <button type="button" class="search" data-part="search" aria-label={name} title={name} onClick={action.onClick}>
      {t.search}
    </button>
  );
}
