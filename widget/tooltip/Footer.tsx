// Why the word was marked, how fresh the data is, "Search" for the keyword when the host offers
// a search (link-template.ts), and the "don't mark this word" escape hatch (false positives are
// the hard part of scanning plain text, so the user gets a way out).
import type { MatchInfo, PackAttribution } from '../contracts.ts';
import type { SearchAction } from './link-template.ts';
import { SearchLink } from './SearchLink.tsx';
import type { UiStrings } from './strings.ts';

interface Props {
  info: MatchInfo;
  dataDate: string;
  /** Imported pack names (the freshness line names them after the built-in rulings). */
  packs?: string[];
  /** Subscribed packs among the shown rulings, credited as their licence may require. */
  attributions?: PackAttribution[];
  t: UiStrings;
  onIgnore?: () => void;
  /** "Search" for the keyword (absent: no search offered). */
  search?: SearchAction;
}

export function Footer({ info, dataDate, packs, attributions, t, onIgnore, search }: Props) {
  return (
    <footer class="foot">
      <p class="why" data-part="why" data-confidence={info.confidence}>{t.why(info.text, info.confidence)}</p>
      {dataDate ? (
        <p class="stamp" data-part="stamp">
          {t.stamp(dataDate)}
          {packs?.length ? ` · ${t.builtInPlus}${packs.join(', ')}` : ''}
        </p>
      ) : null}
      {attributions?.map((a) => (
        <p class="credit" data-part="attribution" key={a.pack}>
          {t.rulingsFrom(a.pack)}
          {[a.attribution, a.licence].filter(Boolean).join(' · ')}
        </p>
      ))}
      {search ? <SearchLink action={search} t={t} /> : null}
      {onIgnore ? (
        <button type="button" class="ignore" data-part="ignore" title={t.ignoreTitle} onClick={onIgnore}>
          {t.ignore}
        </button>
      ) : null}
    </footer>
  );
}
