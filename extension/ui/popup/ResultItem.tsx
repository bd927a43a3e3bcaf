// One search result: a keyword (names, kind, rule, ruling count; expands to its rulings) or a
// ruling (date, source, text; expands to the full text).
import type { KeywordKind } from '../../../rulings-data/schema.ts';
import type { DisplayLang, TooltipData } from '../../../widget/contracts.ts';
import { MentionedRulings } from '../../../widget/tooltip/MentionedRulings.tsx';
import { RulingItem } from '../../../widget/tooltip/RulingItem.tsx';
import { SourceBadge } from '../../../widget/tooltip/SourceBadge.tsx';
import type { SearchItem } from '../../lib/messages.ts';
import { filterRulings, mentionedShown } from '../../lib/popup-model.ts';
import { tooltipStrings, type Translate } from '../translate.ts';

const KIND_KEY: Record<KeywordKind, string> = {
  'keyword-action': 'kindKeywordAction',
  'keyword-ability': 'kindKeywordAbility',
  'ability-word': 'kindAbilityWord',
  mechanic: 'kindMechanic',
  concept: 'kindConcept',
};

interface Props {
  item: SearchItem;
  domId: string;
  selected: boolean;
  expanded: boolean;
  /** Rulings of an expanded keyword: undefined while loading. */
  detail: TooltipData | null | undefined;
  lang: DisplayLang;
  source: string;
  t: Translate;
  onActivate(): void;
}

export function ResultItem({ item, domId, selected, expanded, detail, lang, source, t, onActivate }: Props) {
  const ts = tooltipStrings(t);
  return (
    // A treeitem, not an option: an option may not carry aria-expanded nor hold the ruling's copy
    // button (its children are presentational); a treeitem may, and the search box still points
    // at it with aria-activedescendant. Named by its content (an aria-labelledby naming it by its
    // head alone would hide the visible rulings from the name: axe label-content-name-mismatch).
    <li
      id={domId}
      role="treeitem"
      class="result"
      data-type={item.type}
      data-result-id={item.id}
      aria-selected={selected}
      aria-expanded={expanded}
      onClick={onActivate}
    >
      {item.type === 'keyword' ? (
        <div class="result-head">
          <span class="kw-names">
            {lang !== 'zh' ? <strong lang="en">{item.keyword.en}</strong> : null}
            {lang !== 'en' ? <strong lang="zh-Hans">{item.keyword.zhHans}</strong> : null}
            {lang !== 'en' && item.keyword.zhHant !== item.keyword.zhHans ? <span lang="zh-Hant" class="muted">{item.keyword.zhHant}</span> : null}
          </span>
          <span class="meta">
            {t(KIND_KEY[item.keyword.kind])} · {item.keyword.rule} · {t('rulingCount', [item.rulingCount], item.rulingCount)}
          </span>
        </div>
      ) : (
        <div class="result-head">
          <span class="meta">
            <span>{t('rulingResult')}</span> <time dateTime={item.ruling.date}>{item.ruling.date}</time>{' '}
            <SourceBadge source={item.ruling.source} t={ts} />
          </span>
          {expanded ? null : <span class="snippet" lang={lang === 'en' ? 'en' : 'zh-Hans'}>{lang === 'en' ? item.ruling.en : item.ruling.zh || item.ruling.en}</span>}
        </div>
      )}
      {expanded ? (
        <div class="detail" data-part="detail">
          {item.type === 'ruling' ? (
            <ul class="rulings">
              <RulingItem ruling={item.ruling} lang={lang} t={ts} />
            </ul>
          ) : detail === undefined ? (
            <p class="muted">…</p>
          ) : (
            <KeywordRulings detail={detail} lang={lang} source={source} t={t} />
          )}
        </div>
      ) : null}
    </li>
  );
}

/** The keyword's own rulings, then (collapsed, as in the tooltip) those that only mention it:
 *  the first ones the background sent, then "…and N more" (popup-model.ts mentionedShown). */
function KeywordRulings({ detail, lang, source, t }: { detail: TooltipData | null; lang: DisplayLang; source: string; t: Translate }) {
  const ts = tooltipStrings(t);
  const own = filterRulings(detail?.rulings ?? [], source);
  const mentioned = mentionedShown(detail ?? {}, source);
  if (!detail || detail.rulings.length + (detail.mentionedTotal ?? detail.mentioned?.length ?? 0) === 0) return <p class="muted">{ts.noRulings}</p>;
  if (own.length + mentioned.total === 0) return <p class="muted">{t('noRulingsFiltered')}</p>;
  return (
    <>
      {own.length ? (
        <ul class="rulings">
          {own.map((r) => (
            <RulingItem key={r.id} ruling={r} lang={lang} t={ts} />
          ))}
        </ul>
      ) : (
        <p class="muted">{ts.noRulings}</p>
      )}
      {mentioned.total ? (
        // Its toggle opens the group, not the result (the result's own click collapses it).
        <div onClick={(e) => e.stopPropagation()}>
          <MentionedRulings rulings={mentioned.rulings} total={mentioned.total} topics={detail.mentionedIn} lang={lang} t={ts} />
        </div>
      ) : null}
    </>
  );
}
