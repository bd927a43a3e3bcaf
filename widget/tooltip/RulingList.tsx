// The rulings about the keyword, most relevant first (the order given): the first few, then one
// button that reveals the rest. Expanding moves focus to the first revealed ruling, because the
// button that had focus disappears (otherwise keyboard focus would fall back to the page).
// Then, collapsed, the rulings that only mention it (MentionedRulings.tsx).
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { DisplayLang, MentionTopic, TooltipRuling } from '../contracts.ts';
import { MentionedRulings } from './MentionedRulings.tsx';
import { RulingItem } from './RulingItem.tsx';
import type { UiStrings } from './strings.ts';

/** How many rulings are shown before "N more". */
export const INITIAL_RULINGS = 3;

interface Props {
  rulings: TooltipRuling[];
  /** Rulings that only mention the keyword, and what they are about. */
  mentioned?: TooltipRuling[];
  mentionedIn?: MentionTopic[];
  /** How many mention it in all, when `mentioned` is only the first of them (TooltipData). */
  mentionedTotal?: number;
  lang: DisplayLang;
  t: UiStrings;
}

export function RulingList({ rulings, mentioned, mentionedIn, mentionedTotal, lang, t }: Props) {
  const [expanded, setExpanded] = useState(false);
  const focusAfterExpand = useRef(false);
  const firstRevealed = useRef<HTMLLIElement>(null);

  // A layout effect: focus moves in the same frame as the button disappears, before any paint
  // (and before a hover or a tap can act on the re-laid-out list).
  useLayoutEffect(() => {
    if (expanded && focusAfterExpand.current) {
      focusAfterExpand.current = false;
      firstRevealed.current?.focus();
    }
  }, [expanded]);

  const others = mentioned?.length ? <MentionedRulings rulings={mentioned} topics={mentionedIn} total={mentionedTotal} lang={lang} t={t} /> : null;
  if (rulings.length === 0) {
    return (
      <section>
        <p class="empty" data-part="no-rulings">{others ? t.noOwnRulings : t.noRulings}</p>
        {others}
      </section>
    );
  }
  const visible = expanded ? rulings : rulings.slice(0, INITIAL_RULINGS);
  const hidden = rulings.length - visible.length;

  const expand = (e: MouseEvent) => {
    // Only move focus if it was inside the tooltip (keyboard use, or a click that focused
    // the button); never pull focus from the page.
    const button = e.currentTarget as HTMLElement;
    const root = button.getRootNode() as Document | ShadowRoot;
    const active = root.activeElement;
    focusAfterExpand.current = !!active && active !== button.ownerDocument.body;
    setExpanded(true);
  };

  return (
    <section>
      <h3 class="section-title">{t.rulings}</h3>
      <ul class="rulings" data-part="rulings">
        {visible.map((r, i) => (
          <RulingItem
            key={r.id}
            ruling={r}
            lang={lang}
            t={t}
            itemRef={i === INITIAL_RULINGS ? firstRevealed : undefined}
          />
        ))}
      </ul>
      {hidden > 0 ? (
        <button type="button" class="more" data-part="more" aria-expanded="false" onClick={expand}>
          {t.more(hidden)}
        </button>
      ) : null}
      {others}
    </section>
  );
}
