// The rulings that only mention the keyword (they are about something else: "mentioned in
// Disguise rulings"), collapsed under one toggle below the keyword's own rulings. A button with
// aria-expanded rather than <details>: the pinned tooltip's Tab cycle (focus-cycle.ts) walks
// buttons, and the list is rendered only once opened. When only the most relevant were sent
// (TooltipData.mentionedTotal), the toggle counts them all and the list ends "…and N more".
import { useId, useState } from 'preact/hooks';
import type { DisplayLang, MentionTopic, TooltipRuling } from '../contracts.ts';
import { RulingItem } from './RulingItem.tsx';
import type { UiStrings } from './strings.ts';

interface Props {
  rulings: TooltipRuling[];
  topics?: MentionTopic[];
  /** How many mention the keyword in all (absent: `rulings` are all of them). */
  total?: number;
  lang: DisplayLang;
  t: UiStrings;
}

export function MentionedRulings({ rulings, topics, total = rulings.length, lang, t }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  // Names are content: in the display language (Chinese for zh and both), whatever the UI's.
  const names = topics ? topics.map((k) => (lang === 'en' ? k.en : k.zhHans)) : null;
  return (
    <div class="mentioned" data-part="mentioned">
      <button type="button" class="more" data-part="mentioned-toggle" aria-expanded={open ? 'true' : 'false'} aria-controls={id} onClick={() => setOpen(!open)}>
        <span class="chevron" aria-hidden="true">{open ? '▾' : '▸'}</span>
        {t.mentionedIn(names, total)}
      </button>
      <ul id={id} class="rulings" data-part="mentioned-rulings" hidden={!open}>
        {open ? rulings.map((r) => <RulingItem key={r.id} ruling={r} lang={lang} t={t} />) : null}
        {open && total > rulings.length ? (
          <li class="more-note" data-part="mentioned-more">
            {t.mentionedMore(total - rulings.length)}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
