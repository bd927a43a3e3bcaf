// Omnibox (`mtg` keyword) suggestions from search hits. Chrome reads the description as XML (so
// text must be escaped), Firefox as plain text.
import type { SearchItem } from './messages.ts';

export interface OmniboxSuggestion {
  content: string;
  description: string;
}

export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function omniboxSuggestions(items: readonly SearchItem[], opts: { xml: boolean }): OmniboxSuggestion[] {
  const esc = opts.xml ? escapeXml : (s: string) => s;
  const seen = new Set<string>();
  const out: OmniboxSuggestion[] = [];
  for (const item of items) {
    if (item.type !== 'keyword') continue;
    const k = item.keyword;
    // content is what the omnibox puts back in the box: the English name, searched again on Enter.
    if (seen.has(k.en)) continue;
    seen.add(k.en);
    const name = `${k.en} / ${k.zhHans}`;
    const description = opts.xml ? `<match>${esc(name)}</match> <dim>${esc(`CR ${k.rule}`)}</dim>` : `${name} — CR ${k.rule}`;
    out.push({ content: k.en, description });
  }
  return out;
}
