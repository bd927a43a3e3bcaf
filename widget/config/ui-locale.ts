// Which UI language (labels, buttons) a BCP 47 locale gets. Its own tiny module: the widget's
// options resolve `uiLang: 'auto'` with it in the script-tag build, which must not carry the
// tooltip's dictionaries (tooltip/strings.ts re-exports it beside them).
import type { UiLang } from '../contracts.ts';

/** Regions whose Chinese is written in Traditional characters. */
const HANT_REGIONS = new Set(['tw', 'hk', 'mo']);

/**
 * The UI language for a locale (`navigator.language`, `browser.i18n.getUILanguage()`, which may
 * say zh_TW with an underscore): Chinese with a Hant script or a TW / HK / MO region is
 * Traditional, other Chinese (zh, zh-CN, zh-SG, zh-Hans…) Simplified, anything else English.
 */
export function uiLangForLocale(locale: string | null | undefined): UiLang {
  const parts = (locale ?? '').trim().toLowerCase().split(/[-_]/);
  if (parts[0] !== 'zh') return 'en';
  if (parts.includes('hant')) return 'zh-Hant';
  if (parts.includes('hans')) return 'zh-Hans';
  return parts.slice(1).some((p) => HANT_REGIONS.has(p)) ? 'zh-Hant' : 'zh-Hans';
}
