// Options written as data-* attributes on the widget's <script> tag. Only renames attributes to
// option keys; every value is validated (and warned about) by resolveOptions.
import type { WidgetOptions } from './options.ts';

/** Options as read from attributes: strings, validated later. */
export type RawWidgetOptions = { [K in keyof WidgetOptions]?: unknown };

/** data-* attribute (camelCased as in `el.dataset`) → option key. */
const ATTRIBUTES: ReadonlyArray<readonly [string, keyof WidgetOptions]> = [
  ['lang', 'lang'],
  ['root', 'root'],
  ['theme', 'theme'],
  ['uiLang', 'uiLang'], // data-ui-lang="zh-TW": the labels' language (default: the browser's)
  ['chineseScript', 'chineseScript'], // data-chinese-script="traditional"
  ['delay', 'delay'],
  ['minConfidence', 'minConfidence'], // data-min-confidence
  ['level', 'level'], // data-level="rules"
  ['highlight', 'highlight'],
  ['context', 'context'],
  ['scanCode', 'scanCode'], // data-scan-code
  ['markStyles', 'markStyles'], // data-mark-styles="provided"
  ['ignore', 'ignore'], // data-ignore="ward,madness"
  ['dataUrl', 'dataUrl'], // data-data-url
  ['rememberLang', 'rememberLang'], // data-remember-lang="false"
  ['packs', 'packUrls'], // data-packs="packs/a.txt packs/b.zip": URLs, fetched by the script tag
  ['cr', 'cr'], // data-cr="cr/MagicCompRules%2020260417.txt": URL(s) of the CR, fetched
  ['ruleUrl', 'ruleUrl'], // data-rule-url="https://example.org/cr#{rule}"
  ['searchUrl', 'searchUrl'], // data-search-url="/search?q={query}"
  ['keys', 'keys'], // data-keys="Alt+Shift+J Alt+Shift+K" (next, previous mark) or "off"
];

export function optionsFromDataset(el: HTMLElement): RawWidgetOptions {
  const out: RawWidgetOptions = {};
  for (const [attr, key] of ATTRIBUTES) {
    const v = el.dataset[attr];
    if (v !== undefined) out[key] = v;
  }
  return out;
}
