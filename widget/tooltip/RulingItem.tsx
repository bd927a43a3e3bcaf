// One ruling: date, source badge, then its text in the display language ("both" = Chinese
// then English). A missing translation falls back to the other language instead of an empty
// entry.
import type { Ref } from 'preact';
import type { DisplayLang, TooltipRuling } from '../contracts.ts';
import { SourceBadge } from './SourceBadge.tsx';
import type { UiStrings } from './strings.ts';

interface Props {
  ruling: TooltipRuling;
  lang: DisplayLang;
  t: UiStrings;
  /** Set on the first ruling revealed by "N more", which receives focus. */
  itemRef?: Ref<HTMLLIElement>;
}

export function RulingItem({ ruling, lang, t, itemRef }: Props) {
  const showZh = lang !== 'en' && !!ruling.zh;
  const showEn = lang !== 'zh' || !ruling.zh;
  return (
    <li class="ruling" data-part="ruling" data-ruling-id={ruling.id} tabIndex={-1} ref={itemRef}>
      <div class="ruling-meta">
        <time dateTime={ruling.date} lang="en">{ruling.date}</time>
        <SourceBadge source={ruling.source} t={t} />
      </div>
      {showZh ? <p class="ruling-text" lang="zh-Hans">{ruling.zh}</p> : null}
      {showEn ? <p class="ruling-text" lang="en">{ruling.en}</p> : null}
    </li>
  );
}
