// How UI components get their strings: the entrypoints pass a function backed by browser.i18n
// (@wxt-dev/i18n builds every extension/locales/*.yml into _locales/<name>/messages.json; the
// browser's UI language picks zh_CN, zh_TW or, for any other, en); tests pass a plain dictionary.
import { uiLangForLocale } from '../../widget/config/ui-locale.ts';
import { stringsFor, type UiStrings } from '../../widget/tooltip/strings.ts';

export type Translate = (key: string, subs?: ReadonlyArray<string | number>, count?: number) => string;

/**
 * The tooltip's dictionary (widget/tooltip/strings.ts) for the pages' locale, for the tooltip
 * components the popup reuses (source badges, "mentioned in…"): they then speak as the page's own
 * labels and the tooltip do in that browser. `@@ui_locale` is the browser's predefined message
 * naming its UI locale (zh_CN, zh_TW, en_US…); a test dictionary without it gets English.
 */
export function tooltipStrings(t: Translate): UiStrings {
  return stringsFor(uiLangForLocale(t('@@ui_locale')));
}
