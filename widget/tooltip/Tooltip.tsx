// The tooltip panel: a non-modal dialog named after the keyword. Stateless apart from the
// "N more", "mentioned in…" and "whole rule" toggles (reset per keyword by the `key`s below);
// everything else comes from create-tooltip-ui.tsx, which owns the state and re-renders.
import type { DisplayLang, MatchInfo, Theme, TooltipData, UiLang } from '../contracts.ts';
import type { Script } from './chinese-script.ts';
import { Definition } from './Definition.tsx';
import { cycleFocus } from './focus-cycle.ts';
import { scrollKey } from './scroll-keys.ts';
import { Footer } from './Footer.tsx';
import { KeywordHeader } from './KeywordHeader.tsx';
import { LangSwitch } from './LangSwitch.tsx';
import { ruleHref, searchAction, type TooltipLinks } from './link-template.ts';
import { RulingList } from './RulingList.tsx';
import { stringsFor } from './strings.ts';
import { ZhTagContext } from './zh-tag.ts';

export interface TooltipProps {
  data: TooltipData;
  info: MatchInfo;
  lang: DisplayLang;
  /** Language of the labels (the UI locale's), independent of `lang`. Default 'en'. */
  uiLang?: UiLang;
  /** Script of the Chinese text in `data` (already converted): its lang tag. Default zh-Hans. */
  zhTag?: Script;
  theme: Theme;
  pinned: boolean;
  onLangChange(lang: DisplayLang): void;
  /** The close button or Esc. */
  onClose(): void;
  onIgnore?: () => void;
  /** Makes the header's rule number a button (TooltipUiOptions.onOpenRule). */
  onOpenRule?: (rule: string) => void;
  /** The rule number as a link, and "Search" (TooltipUiOptions ruleUrl / searchUrl / onSearch). */
  links?: TooltipLinks;
  /** A bottom sheet (small viewports, position.ts SHEET_QUERY): the language switch and the
   *  footer move into the scrolling body, so only the header stays put and the rulings get the
   *  height (WCAG 1.4.10 reflow at 200 % / 400 % zoom). Default false. */
  sheet?: boolean;
}

export function Tooltip({ data, info, lang, uiLang = 'en', zhTag = 'zh-Hans', theme, pinned, onLangChange, onClose, onIgnore, onOpenRule, links, sheet = false }: TooltipProps) {
  const t = stringsFor(uiLang);
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
    } else if (scrollKey(e, e.currentTarget as HTMLElement)) {
      // The rulings scroll, never the page (scroll-keys.ts).
      e.preventDefault();
      e.stopPropagation();
    }
  };

  const langSwitch = <LangSwitch lang={lang} t={t} onChange={onLangChange} />;
  const footer = <Footer info={info} dataDate={data.dataDate} packs={data.packs} attributions={data.attributions} t={t} onIgnore={onIgnore} search={searchAction(keyword, lang, links)} />;
  return (
    <ZhTagContext.Provider value={zhTag}>
      <div
        class={lang === 'both' ? 'panel both' : 'panel'}
        data-part="panel"
        data-theme={theme}
        data-lang={lang}
        data-pinned={pinned ? 'true' : 'false'}
        data-keyword={keyword.id}
        data-sheet={sheet ? 'true' : undefined}
        role="dialog"
        aria-modal="false"
        aria-label={t.dialogLabel(dialogName(keyword, lang, uiLang))}
        lang={uiLang}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div class="head">
          <KeywordHeader keyword={keyword} onOpenRule={onOpenRule} ruleHref={ruleHref(keyword.rule, links)} ruleLinkTitle={t.openRuleLink} label={t.openRule} ruleName={t.ruleName} />
          <button type="button" class="close" data-part="close" aria-label={t.close} title={t.close} onClick={onClose}>
            ×
          </button>
        </div>
        {sheet ? null : langSwitch}
        <div class="body" data-part="body">
          {sheet ? langSwitch : null}
          <Definition key={`d-${keyword.id}`} keyword={keyword} lang={lang} t={t} />
          <RulingList key={keyword.id} rulings={data.rulings} mentioned={data.mentioned} mentionedIn={data.mentionedIn} mentionedTotal={data.mentionedTotal} lang={lang} t={t} />
          {sheet ? footer : null}
        </div>
        {sheet ? null : footer}
      </div>
    </ZhTagContext.Provider>
  );
}

/** The keyword's name in the dialog's label: in the language shown, and with both shown, in the
 *  labels' own language (so "Rulings for Phasing" in an English UI, never "Rulings for 跃离"). */
function dialogName(keyword: TooltipData['keyword'], lang: DisplayLang, uiLang: UiLang): string {
  const en = lang === 'en' || (lang === 'both' && uiLang === 'en');
  return en ? keyword.en : keyword.zhHans || keyword.en;
}
