// The Translate function of the extension pages, backed by @wxt-dev/i18n (browser.i18n: the
// browser's UI language picks _locales/zh_CN, _locales/zh_TW or _locales/en).
import { i18n } from '#i18n';
import type { Translate } from './translate.ts';

export const translate: Translate = (key, subs, count) => {
  const args: unknown[] = [];
  if (count !== undefined) args.push(count);
  if (subs?.length) args.push(subs.map(String));
  return (i18n.t as (key: string, ...args: unknown[]) => string)(key, ...args);
};
