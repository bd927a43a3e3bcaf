// One ruling: date, source badge, the copy button, then its text in the display language
// ("both" = Chinese then English; a missing translation falls back to the other language
// instead of an empty entry: copy-ruling.ts).
import type { Ref } from 'preact';
import type { DisplayLang, TooltipRuling } from '../contracts.ts';
import { CopyButton } from './CopyButton.tsx';
import { rulingCopyText, shownLanguages } from './copy-ruling.ts';
import { SourceBadge } from './SourceBadge.tsx';
import type { UiStrings } from './strings.ts';
import { useZhTag } from './zh-tag.ts';

interface Props {
  ruling: TooltipRuling;
  lang: DisplayLang;
  t: UiStrings;
  /** Set on the first ruling revealed by "N more", which receives focus. */
  itemRef?: Ref<HTMLLIElement>;
}

export function RulingItem({ ruling, lang, t, itemRef }: Props) {
  const zhTag = useZhTag();
  const shown = shownLanguages(ruling, lang);
  return (
    <li class="ruling" data-part="ruling" data-ruling-id={ruling.id} tabIndex={-1} ref={itemRef}>
      <div class="ruling-meta">
        <time dateTime={ruling.date} lang="en">{ruling.date}</time>
        <SourceBadge source={ruling.source} t={t} />
        <CopyButton text={() => rulingCopyText(ruling, lang)} t={t} />
      </div>
      {shown.zh ? <p class="ruling-text" lang={zhTag}>{ruling.zh}</p> : null}
      {shown.en ? <p class="ruling-text" lang="en">{ruling.en}</p> : null}
    </li>
  );
}
