// The message protocol between the extension's parts. Every message crossing a process boundary
// is validated here on receipt (a content script runs next to untrusted pages, and a bug in one
// part should produce a clear error, not a confusing undefined three calls later).
//
//   content script → background   terms           the matcher's keyword list (asked once per frame)
//   content script → background   lookup          tooltip data for one keyword
//   popup          → background   search / info   fuzzy search, data stamp and counts
//   popup, background → content   site-status     what the tab's top frame decided and does
//   options page   → background   packs-changed   imported packs changed: rebuild the data
//   background     → content      selection       the frame's selected text, line breaks kept
//                                                  ("Add to my rulings": lib/capture-menu.ts)
//   content script → background   open-rule       open the rules viewer at a rule (tooltip header)
//   content script → background   open-search     the popup's search in a tab, for a keyword (tooltip footer)
//   background     → content      mark-nav        the next / previous marked word command (top frame)
import type { TermData } from '../../rulings-data/matcher/types.ts';
import type { TooltipData, TooltipKeyword, TooltipRuling } from '../../widget/contracts.ts';
import type { SiteDecision } from './site-rules.ts';
import { RULE_NUMBER_RE } from './rules-url.ts';

export const MAX_QUERY_LENGTH = 200;
export const MAX_SEARCH_LIMIT = 50;
const KEYWORD_ID_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export type Request =
  | { type: 'terms' }
  | { type: 'lookup'; id: string }
  | { type: 'search'; query: string; limit: number }
  | { type: 'info' }
  | { type: 'site-status' }
  | { type: 'packs-changed' }
  | { type: 'selection' }
  | { type: 'open-rule'; rule: string }
  | { type: 'open-search'; query: string }
  | { type: 'mark-nav'; dir: 1 | -1 };

export type RequestType = Request['type'];

/** Start of the error the background answers with when the data it carries is damaged (a bad
 *  download or a broken build): the popup shows one fixed line for it instead of the detail. */
export const DATA_DAMAGED = 'rulings-lens: the rulings data is damaged';

export const isDataDamaged = (error: unknown): boolean => String(error).includes(DATA_DAMAGED);

/** One search hit as the popup shows it. */
export type SearchItem =
  | { type: 'keyword'; id: string; score: number; keyword: TooltipKeyword; rulingCount: number }
  | { type: 'ruling'; id: string; score: number; ruling: TooltipRuling };

/** The data stamp and counts shown at the bottom of the popup. */
export interface DataInfo {
  dataDate: string;
  crVersion: string | null;
  /** The data version line (rulings as of…, keyword table, CR or "definitions off"); null for a
   *  bundle built before the stamp existed. */
  dataVersion: string | null;
  keywords: number;
  rulings: number;
  /** Ruling count per source as written (official, MTGZH, gpt…), most frequent first. */
  sources: Array<{ source: string; count: number }>;
  /** Imported packs merged in (empty: built-in rulings only). */
  packs: Array<{ name: string; rulings: number }>;
  /** Enabled packs left out as damaged in storage, with the reason: the options page shows them
   *  as such, never as "On" (the popup's `packs` above does not count them). */
  skipped: Array<{ id?: string; name: string; problem: string }>;
}

export interface SiteStatus {
  url: string;
  decision: SiteDecision;
  /** True when the engine is marking this page now. */
  active: boolean;
  /** True when an embedded widget owns the page (the extension stands aside). */
  widgetOnPage: boolean;
}

export interface Replies {
  /** Validated by the receiver: createMatcher() checks the shape before building anything. */
  terms: TermData;
  lookup: TooltipData | null;
  search: SearchItem[];
  info: DataInfo;
  'site-status': SiteStatus;
  'packs-changed': DataInfo;
  /** getSelection().toString() of the frame asked ('' when nothing is selected there). */
  selection: string;
  /** The viewer's tab was opened. */
  'open-rule': null;
  /** The popup page's tab was opened with the query. */
  'open-search': null;
  /** The content script took the command (it moves on its own time). */
  'mark-nav': null;
}

export type Reply<T extends RequestType> = { ok: true; value: Replies[T] } | { ok: false; error: string };

export type Parsed = { ok: true; request: Request } | { ok: false; error: string };

/** Validates an incoming message. Never throws: the error says what was wrong. */
export function parseRequest(raw: unknown): Parsed {
  const fail = (error: string): Parsed => ({ ok: false, error: `rulings-lens message: ${error}` });
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail(`expected an object, got ${typeof raw}`);
  const m = raw as Record<string, unknown>;
  switch (m.type) {
    case 'terms':
      return { ok: true, request: { type: 'terms' } };
    case 'lookup':
      if (typeof m.id !== 'string' || !KEYWORD_ID_RE.test(m.id) || m.id.length > 64) {
        return fail(`lookup needs a keyword id like "proliferate", got ${JSON.stringify(m.id)}`);
      }
      return { ok: true, request: { type: 'lookup', id: m.id } };
    case 'search': {
      if (typeof m.query !== 'string') return fail(`search needs a string query, got ${typeof m.query}`);
      if (m.query.length > MAX_QUERY_LENGTH) return fail(`search query is ${m.query.length} characters; the limit is ${MAX_QUERY_LENGTH}`);
      const limit = m.limit === undefined ? 20 : m.limit;
      if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > MAX_SEARCH_LIMIT) {
        return fail(`search limit must be an integer from 1 to ${MAX_SEARCH_LIMIT}, got ${JSON.stringify(m.limit)}`);
      }
      return { ok: true, request: { type: 'search', query: m.query, limit } };
    }
    case 'info':
      return { ok: true, request: { type: 'info' } };
    case 'site-status':
      return { ok: true, request: { type: 'site-status' } };
    case 'packs-changed':
      return { ok: true, request: { type: 'packs-changed' } };
    case 'selection':
      return { ok: true, request: { type: 'selection' } };
    case 'open-rule':
      if (typeof m.rule !== 'string' || !RULE_NUMBER_RE.test(m.rule)) return fail(`open-rule needs a rule number like "702.9b", got ${JSON.stringify(m.rule)}`);
      return { ok: true, request: { type: 'open-rule', rule: m.rule } };
    case 'open-search':
      if (typeof m.query !== 'string' || m.query.trim() === '' || m.query.length > MAX_QUERY_LENGTH) {
        return fail(`open-search needs a query of 1 to ${MAX_QUERY_LENGTH} characters, got ${typeof m.query === 'string' ? `${m.query.length} characters` : typeof m.query}`);
      }
      return { ok: true, request: { type: 'open-search', query: m.query } };
    case 'mark-nav':
      if (m.dir !== 1 && m.dir !== -1) return fail(`mark-nav needs dir 1 (next) or -1 (previous), got ${JSON.stringify(m.dir)}`);
      return { ok: true, request: { type: 'mark-nav', dir: m.dir } };
    default:
      return fail(`unknown type ${JSON.stringify(m.type)}`);
  }
}

/** Checks a reply envelope and unwraps it; throws with the sender's error or a shape error. */
export function unwrapReply<T extends RequestType>(type: T, raw: unknown): Replies[T] {
  if (typeof raw !== 'object' || raw === null || typeof (raw as { ok?: unknown }).ok !== 'boolean') {
    throw new Error(`rulings-lens: no valid reply to "${type}" (got ${raw === undefined ? 'nothing' : typeof raw}); is the background running?`);
  }
  const r = raw as Reply<T>;
  if (!r.ok) throw new Error(r.error);
  return r.value;
}
