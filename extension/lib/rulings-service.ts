// What the background answers, from the bundle it holds. Pure: the background entrypoint wires
// it to runtime messages; tests call it directly with a bundle built from the seeds.
import type { Bundle, Ruling } from '../../rulings-data/schema.ts';
import { createSearcher } from '../../rulings-data/search/search-index.ts';
import { formatDataVersion } from '../../rulings-data/bundle/data-version.ts';
import { createBundleLookup } from '../../widget/engine/bundle-lookup.ts';
import type { TooltipData } from '../../widget/contracts.ts';
import { DATA_DAMAGED, type DataInfo, type Replies, type Request, type SearchItem } from './messages.ts';
import { packAttributions } from './subscriptions-attributions.ts';

/** What the service answers. The matcher's terms are a separate file the background hands out
 *  as they are (see background.ts), so a damaged rulings bundle does not stop the marking. */
export type BackgroundRequest = Exclude<Request, { type: 'site-status' | 'terms' | 'packs-changed' | 'selection' | 'open-rule' | 'mark-nav' | 'open-search' }>;

/** Over a damaged bundle (see bundleProblem) every method throws the DATA_DAMAGED error. */
export interface RulingsService {
  lookup(id: string): TooltipData | null;
  search(query: string, limit: number): SearchItem[];
  info(): DataInfo;
  /** Answers a validated request (what the background's message listener calls). */
  handle(request: BackgroundRequest): Replies[BackgroundRequest['type']];
}

/**
 * What is wrong with the bundle the background carries, or null when it has the shape the
 * service relies on. Checked once at start: a damaged bundle (bad download, broken build) then
 * gives one clear error on every request instead of a TypeError deep inside a lookup.
 */
export function bundleProblem(raw: unknown): string | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return `expected an object, got ${raw === null ? 'null' : typeof raw}`;
  const b = raw as Record<string, unknown>;
  if (b.format !== 1) return `"format" is ${JSON.stringify(b.format) ?? 'missing'}; this version reads format 1`;
  if (typeof b.dataDate !== 'string') return '"dataDate" is not a string';
  for (const key of ['keywords', 'rulings'] as const) {
    const list = b[key];
    if (!Array.isArray(list)) return `"${key}" is not an array`;
    const bad = list.findIndex((x) => typeof x !== 'object' || x === null || typeof (x as { id?: unknown }).id !== 'string');
    if (bad >= 0) return `${key}[${bad}] has no string "id"`;
  }
  const badKw = (b.keywords as Array<Record<string, unknown>>).findIndex((k) => !Array.isArray(k.rulings) || !Array.isArray(k.en));
  if (badKw >= 0) return `keywords[${badKw}] ("${String((b.keywords as Array<{ id: string }>)[badKw].id)}") lacks its "en" or "rulings" list`;
  const badR = (b.rulings as Array<Record<string, unknown>>).findIndex((r) => typeof r.en !== 'string' || typeof r.zh !== 'string');
  if (badR >= 0) return `rulings[${badR}] lacks its "en" or "zh" text`;
  if (typeof b.searchIndex !== 'object' || b.searchIndex === null) return '"searchIndex" is missing';
  return null;
}

/** A service over a damaged bundle: every request fails with the DATA_DAMAGED error. */
function damagedService(problem: string): RulingsService {
  const fail = (): never => {
    throw new Error(`${DATA_DAMAGED} (${problem}); reinstall the extension`);
  };
  return { lookup: fail, search: fail, info: fail, handle: fail };
}

/** Most rulings that only mention a keyword sent with its tooltip data (the most relevant:
 *  the list is in that order). With 70,000 imported rulings a word as common as "cast" is
 *  mentioned by thousands — a 6 MB reply, cloned across the message and stored with the
 *  persisted lookups — of which a reader opens a few; the tooltip says how many more there are. */
export const MENTIONED_SENT = 30;

/** `data` with at most MENTIONED_SENT mentioned rulings, and their total when there were more. */
export function capMentioned(data: TooltipData): TooltipData {
  const all = data.mentioned;
  if (!all || all.length <= MENTIONED_SENT) return data;
  return { ...data, mentioned: all.slice(0, MENTIONED_SENT), mentionedTotal: all.length };
}

/** `skipped`: the enabled packs the merge left out as damaged (merged-data.ts), for info(). */
export function createRulingsService(bundle: Bundle, warn: (message: string) => void = console.warn, skipped: DataInfo['skipped'] = []): RulingsService {
  const problem = bundleProblem(bundle);
  if (problem) {
    warn(`${DATA_DAMAGED}: ${problem}`);
    return damagedService(problem);
  }
  const bundleLookup = createBundleLookup(bundle, warn);
  // Subscribed packs' credits for the footer (lib/subscriptions-attributions.ts).
  const attribute = packAttributions(bundle.packs);
  // The bundle lookup is synchronous; a Promise here would be a wiring bug, treated as "not found".
  const lookup = (id: string): TooltipData | null => {
    const data = bundleLookup(id);
    return data && !(data instanceof Promise) ? attribute(capMentioned(data)) : null;
  };
  // The fuse indexes are parsed on the first search, not when the service worker wakes for a
  // tooltip lookup (most wake-ups are lookups).
  let searcher: ReturnType<typeof createSearcher> | null = null;
  const rulings = new Map<string, Ruling>(bundle.rulings.map((r) => [r.id, r]));

  const perSource = new Map<string, number>();
  for (const r of bundle.rulings) perSource.set(r.source, (perSource.get(r.source) ?? 0) + 1);
  const info: DataInfo = {
    dataDate: bundle.dataDate,
    crVersion: bundle.crVersion,
    dataVersion: bundle.dataVersion ? formatDataVersion(bundle.dataVersion) : null,
    keywords: bundle.keywords.length,
    rulings: bundle.rulings.length,
    sources: [...perSource].map(([source, count]) => ({ source, count })).sort((a, b) => b.count - a.count || a.source.localeCompare(b.source)),
    packs: (bundle.packs ?? []).map((p) => ({ name: p.name, rulings: p.rulings })),
    skipped: skipped.map((s) => ({ ...s })),
  };

  function search(query: string, limit: number): SearchItem[] {
    searcher ??= createSearcher(bundle);
    const items: SearchItem[] = [];
    for (const hit of searcher.search(query, { limit })) {
      if (hit.type === 'keyword') {
        const data = lookup(hit.id);
        if (!data) continue;
        // The whole CR rule (up to 4,000 characters) stays out of search results: up to 50 of
        // them cross to the popup per keystroke, and it never shows the whole rule. The count
        // is of the rulings about the keyword, as its tooltip lists them.
        const { fullRule: _whole, ...keyword } = data.keyword;
        items.push({ type: 'keyword', id: hit.id, score: hit.score, keyword, rulingCount: data.rulings.length });
      } else {
        const r = rulings.get(hit.id);
        if (r) items.push({ type: 'ruling', id: r.id, score: hit.score, ruling: { id: r.id, date: r.date, source: r.source, en: r.en, zh: r.zh } });
      }
    }
    return items;
  }

  return {
    lookup,
    search,
    info: () => info,
    handle(request) {
      switch (request.type) {
        case 'lookup':
          return lookup(request.id);
        case 'search':
          return search(request.query, request.limit);
        case 'info':
          return info;
      }
    },
  };
}
