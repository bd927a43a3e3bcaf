// Which languages of a ruling the tooltip shows, and the ruling as the copy button copies it:
// exactly what is shown, under its date and source ("2024-07-05 (official)\n<zh>\n<en>").
import type { DisplayLang, TooltipRuling } from '../contracts.ts';

/** The display language ("both" = Chinese then English); a missing translation falls back to
 *  the other language instead of an empty entry. */
export function shownLanguages(ruling: TooltipRuling, lang: DisplayLang): { zh: boolean; en: boolean } {
  return { zh: lang !== 'en' && !!ruling.zh, en: lang !== 'zh' || !ruling.zh };
}

export function rulingCopyText(ruling: TooltipRuling, lang: DisplayLang): string {
  const shown = shownLanguages(ruling, lang);
  const head = ruling.source ? `${ruling.date} (${ruling.source})` : ruling.date;
  return [head, shown.zh ? ruling.zh : '', shown.en ? ruling.en : ''].filter(Boolean).join('\n');
}
