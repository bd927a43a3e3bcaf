// The tooltip panel: a non-modal dialog named after the keyword. Stateless apart from the
// "N more", "mentioned in…" and "whole rule" toggles (reset per keyword by the `key`s below);
// everything else comes from create-tooltip-ui.tsx, which owns the state and re-renders.
import type { DisplayLang, MatchInfo, Theme, TooltipData } from '../contracts.ts';
import { Definition } from './Definition.tsx';
import { cycleFocus } from './focus-cycle.ts';
import { Footer } from './Footer.tsx';
import { KeywordHeader } from './KeywordHeader.tsx';
import { LangSwitch } from './LangSwitch.tsx';
import { RulingList } from './RulingList.tsx';
import { stringsFor, uiLangFor } from './strings.ts';

export interface TooltipProps {
  data: TooltipData;
  info: MatchInfo;
  lang: DisplayLang;
  theme: Theme;
  pinned: boolean;
  onLangChange(lang: DisplayLang): void;
  /** The close button or Esc. */
  onClose(): void;
  onIgnore?: () => void;
  /** Makes the header's rule number a button (TooltipUiOptions.onOpenRule). */
  onOpenRule?: (rule: string) => void;
}

export function Tooltip({ data, info, lang, theme, pinned, onLangChange, onClose, onIgnore, onOpenRule }: TooltipProps) {
  const t = stringsFor(lang);
  const { keyword } = data;

  const onKeyDown = (e: KeyboardEvent) => {
    // Keys we handle stop here: the page's own handlers (closing its modal on Esc, its focus
    // trap on Tab...) must not also act on a key meant for the tooltip.
    if (e.key === 'Escape' || e.key === 'Esc') {
      e.preventDefault();
      e.stopPropagation();
      onClose();
    } else if (e.key === 'Tab' && !e.altKey && !e.ctrlKey && !e.metaKey) {
      e.preventDefault();
      e.stopPropagation();
      cycleFocus(e.currentTarget as HTMLElement, e.shiftKey);
    }
  };

  return (
    <div
      class={lang === 'both' ? 'panel both' : 'panel'}
      data-part="panel"
      data-theme={theme}
      data-lang={lang}
      data-pinned={pinned ? 'true' : 'false'}
      data-keyword={keyword.id}
      role="dialog"
      aria-modal="false"
      aria-label={t.dialogLabel(lang === 'en' ? keyword.en : keyword.zhHans || keyword.en)}
      lang={uiLangFor(lang)}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div class="head">
        <KeywordHeader keyword={keyword} onOpenRule={onOpenRule} label={t.openRule} />
        <button type="button" class="close" data-part="close" aria-label={t.close} title={t.close} onClick={onClose}>
          ×
        </button>
      </div>
      <LangSwitch lang={lang} t={t} onChange={onLangChange} />
      <div class="body" data-part="body">
        <Definition key={`d-${keyword.id}`} keyword={keyword} lang={lang} t={t} />
        <RulingList key={keyword.id} rulings={data.rulings} mentioned={data.mentioned} mentionedIn={data.mentionedIn} lang={lang} t={t} />
      </div>
      <Footer info={info} dataDate={data.dataDate} packs={data.packs} attributions={data.attributions} t={t} onIgnore={onIgnore} />
    </div>
  );
}
