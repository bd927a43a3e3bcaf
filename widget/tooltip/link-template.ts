// The tooltip's links out (issue 26.6): the rule number and "Search" as links to the embedding
// site's own pages, from URL templates the page gives (widget options `ruleUrl`, `searchUrl`),
// or as buttons calling the host back (the extension opens its rules viewer / popup search).
// Nothing here fetches anything: a link is only followed when the reader follows it.
import type { DisplayLang, TooltipKeyword } from '../contracts.ts';

/** What the tooltip's links are made from (TooltipUiOptions ruleUrl / searchUrl / onSearch). */
export interface TooltipLinks {
  /** 'https://example.org/cr#{rule}': the header's rule number links there. */
  ruleUrl?: string;
  /** 'https://example.org/search?q={query}' ({query}, {en}, {zh}, {id}): the footer's "Search". */
  searchUrl?: string;
  /** "Search" as a button calling this with the query (wins over searchUrl). */
  onSearch?: (query: string, keyword: TooltipKeyword) => void;
}

/** The footer's "Search": a link or a button, and the name it searches for. */
export interface SearchAction {
  query: string;
  href?: string;
  onClick?: () => void;
}

/** `template` with each {name} of `values` replaced by its URL-encoded value; other braces stay. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.prototype.hasOwnProperty.call(values, name) ? encodeURIComponent(values[name]) : whole));
}

/** The name "Search" looks for: the keyword as the tooltip names it first (English when only
 *  English is shown, else the Chinese name, which the English one stands in for when missing). */
export function searchQuery(keyword: TooltipKeyword, lang: DisplayLang): string {
  return lang === 'en' ? keyword.en : keyword.zhHans || keyword.en;
}

/** The header's rule number as a link (null: no template, or no rule). */
export function ruleHref(rule: string, links: TooltipLinks | undefined): string | null {
  return rule && links?.ruleUrl ? fillTemplate(links.ruleUrl, { rule }) : null;
}

/** The footer's "Search" (undefined: neither a callback nor a template). */
export function searchAction(keyword: TooltipKeyword, lang: DisplayLang, links: TooltipLinks | undefined): SearchAction | undefined {
  const query = searchQuery(keyword, lang);
  const onSearch = links?.onSearch;
  if (onSearch) return { query, onClick: () => onSearch(query, keyword) };
  if (!links?.searchUrl) return undefined;
  return { query, href: fillTemplate(links.searchUrl, { query, en: keyword.en, zh: keyword.zhHans, id: keyword.id }) };
}
