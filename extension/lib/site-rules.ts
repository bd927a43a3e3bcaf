// Where the content script runs, and how. One decision per page URL from three lists: the
// built-in MTG sites (on, context 'mtg'), the user's allow list (on, context 'mtg') and block
// list (off). Everywhere else the content script waits for the page itself to show MTG context
// ('auto'). Pure: no browser API, so the rules are unit-tested here and shared by the content
// script, the popup, the options page and the background's toggle command.

/**
 * Sites about Magic, where every keyword is meant as one. An entry is a host (subdomains
 * included, `www.` ignored) optionally followed by a path prefix (case-insensitive).
 */
export const MTG_SITES: readonly string[] = [
  'scryfall.com',
  'moxfield.com',
  'archidekt.com',
  'edhrec.com',
  'mtggoldfish.com',
  'tappedout.net',
  'gatherer.wizards.com',
  'magic.wizards.com',
  'mtg.wiki',
  'mtg.fandom.com',
  'mtgch.com',
  'sbwsz.com',
  'mtgtop8.com',
  'cardkingdom.com',
  'tcgplayer.com',
  'cardmarket.com',
  'deckstats.net',
  'mtgazone.com',
  'draftsim.com',
  'reddit.com/r/magictcg',
  'reddit.com/r/edh',
  'reddit.com/r/mtgrules',
  'reddit.com/r/magicarena',
  'reddit.com/r/competitiveedh',
  'reddit.com/r/mtgzh',
];

/** A page split the way site entries are written. */
export interface SiteAddress {
  /** Lower-case host without `www.` and without port. */
  host: string;
  /** Lower-case path, always starting with `/`. */
  path: string;
}

/**
 * 'mtg'  run, and treat the page as about MTG (built-in list or the user allowed it);
 * 'auto' run only once the page shows MTG context (the matcher's signals);
 * 'off'  do not run (the user blocked the site, or it is not a web page).
 */
export type SiteMode = 'mtg' | 'auto' | 'off';
export type SiteReason = 'mtg-site' | 'allowed' | 'blocked' | 'other-site' | 'not-a-web-page';

export interface SiteDecision {
  mode: SiteMode;
  reason: SiteReason;
  /** The list entry that decided it (for 'mtg-site', 'allowed', 'blocked'). */
  entry?: string;
}

export interface SiteLists {
  allow: readonly string[];
  block: readonly string[];
}

/** http(s) URL → host/path; null for anything else (about:, chrome:, file:, bad input). */
export function siteAddress(url: string): SiteAddress | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
  const host = stripWww(u.hostname.toLowerCase().replace(/\.$/, ''));
  if (!host) return null;
  return { host, path: u.pathname.toLowerCase() || '/' };
}

const HOST_RE = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$|^\[[0-9a-f:.]+\]$/;

/**
 * What the user typed in a site list → the canonical entry, or null with why it was refused.
 * Accepts `example.com`, `*.example.com`, `https://www.example.com/r/x?y#z`, `example.com:8080`
 * (ports are ignored: a site is the same site on any port).
 */
export function normalizeSiteEntry(input: string): { entry: string } | { error: string } {
  let s = input.trim().toLowerCase();
  if (!s) return { error: 'empty entry' };
  s = s.replace(/^[a-z][a-z0-9+.-]*:\/\//, '').replace(/^\*\./, '');
  s = s.replace(/[?#].*$/, '');
  const slash = s.indexOf('/');
  let host = slash < 0 ? s : s.slice(0, slash);
  let path = slash < 0 ? '' : s.slice(slash);
  host = stripWww(host.replace(/:\d+$/, '').replace(/\.$/, ''));
  if (!HOST_RE.test(host)) return { error: `"${input.trim()}" is not a host name (expected e.g. example.com or example.com/path)` };
  path = path.replace(/\/+$/, '');
  return { entry: host + path };
}

/** True when `entry` (host[/path]) covers the address: same host or a subdomain, path prefix. */
export function entryMatches(entry: string, addr: SiteAddress): boolean {
  const slash = entry.indexOf('/');
  const host = slash < 0 ? entry : entry.slice(0, slash);
  const path = slash < 0 ? '' : entry.slice(slash);
  if (addr.host !== host && !addr.host.endsWith(`.${host}`)) return false;
  if (!path) return true;
  return addr.path === path || addr.path.startsWith(`${path}/`);
}

/** The most specific entry of `list` covering `addr` (longest wins), if any. */
function bestMatch(list: readonly string[], addr: SiteAddress): string | undefined {
  let best: string | undefined;
  for (const entry of list) if (entryMatches(entry, addr) && (!best || entry.length > best.length)) best = entry;
  return best;
}

/**
 * The user's lists beat the built-in one. Between the user's lists the more specific entry wins
 * (block `reddit.com` + allow `reddit.com/r/mtgzh` = only that subreddit); on a tie, block wins.
 */
export function decideSite(url: string, lists: SiteLists): SiteDecision {
  const addr = siteAddress(url);
  if (!addr) return { mode: 'off', reason: 'not-a-web-page' };
  const blocked = bestMatch(lists.block, addr);
  const allowed = bestMatch(lists.allow, addr);
  if (blocked && (!allowed || blocked.length >= allowed.length)) return { mode: 'off', reason: 'blocked', entry: blocked };
  if (allowed) return { mode: 'mtg', reason: 'allowed', entry: allowed };
  const builtIn = bestMatch(MTG_SITES, addr);
  if (builtIn) return { mode: 'mtg', reason: 'mtg-site', entry: builtIn };
  return { mode: 'auto', reason: 'other-site' };
}

/**
 * The lists after the user switched the site of `url` on or off (popup switch, keyboard
 * command). On: drop the block entries covering the page, and allow the host unless the page
 * is then on anyway. Off: drop the allow entries covering the page, and block the host (or the
 * built-in path entry, so switching off r/magicTCG does not switch off all of reddit).
 * Returns the lists unchanged for a URL that is not a web page.
 */
export function setSiteEnabled<T extends SiteLists>(lists: T, url: string, enabled: boolean): T {
  const addr = siteAddress(url);
  if (!addr) return lists;
  if (enabled) {
    const block = lists.block.filter((e) => !entryMatches(e, addr));
    const next = { ...lists, block };
    if (decideSite(url, next).mode === 'mtg') return next;
    return { ...next, allow: addUnique(lists.allow, addr.host) };
  }
  const allow = lists.allow.filter((e) => !entryMatches(e, addr));
  const next = { ...lists, allow };
  if (decideSite(url, next).mode === 'off') return next;
  const builtIn = bestMatch(MTG_SITES, addr);
  const entry = builtIn && builtIn.includes('/') ? builtIn : addr.host;
  return { ...next, block: addUnique(lists.block, entry) };
}

function addUnique(list: readonly string[], entry: string): string[] {
  return list.includes(entry) ? [...list] : [...list, entry];
}

function stripWww(host: string): string {
  return host.startsWith('www.') ? host.slice(4) : host;
}
