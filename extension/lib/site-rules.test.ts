import { describe, expect, it } from 'vitest';
import { decideSite, entryMatches, MTG_SITES, normalizeSiteEntry, setSiteEnabled, siteAddress } from './site-rules.ts';

const none = { allow: [] as string[], block: [] as string[] };

describe('siteAddress', () => {
  it('lower-cases the host, drops www. and the port, keeps the path', () => {
    expect(siteAddress('https://WWW.Reddit.com:443/r/MagicTCG/comments/x?y=1#z')).toEqual({ host: 'reddit.com', path: '/r/magictcg/comments/x' });
  });
  it('is null for anything that is not an http(s) page', () => {
    for (const url of ['about:blank', 'chrome://extensions/', 'file:///tmp/a.html', 'moz-extension://x/popup.html', 'not a url', '']) {
      expect(siteAddress(url)).toBeNull();
    }
  });
});

describe('normalizeSiteEntry', () => {
  it('accepts what people paste: scheme, www, wildcard, port, query, trailing slash', () => {
    expect(normalizeSiteEntry('https://www.Example.com/Path/?q=1#x')).toEqual({ entry: 'example.com/path' });
    expect(normalizeSiteEntry('*.example.com')).toEqual({ entry: 'example.com' });
    expect(normalizeSiteEntry('localhost:5173')).toEqual({ entry: 'localhost' });
    expect(normalizeSiteEntry('  127.0.0.1  ')).toEqual({ entry: '127.0.0.1' });
  });
  it('refuses what is not a host, saying what was wrong', () => {
    const r = normalizeSiteEntry('not a site');
    expect(r).toEqual({ error: expect.stringContaining('"not a site" is not a host name') });
    expect(normalizeSiteEntry('   ')).toEqual({ error: 'empty entry' });
    expect('error' in normalizeSiteEntry('exa_mple.com')).toBe(true);
  });
});

describe('entryMatches', () => {
  const addr = (url: string) => siteAddress(url)!;
  it('covers the host and its subdomains, not look-alikes', () => {
    expect(entryMatches('wizards.com', addr('https://magic.wizards.com/en'))).toBe(true);
    expect(entryMatches('wizards.com', addr('https://wizards.com/'))).toBe(true);
    expect(entryMatches('wizards.com', addr('https://notwizards.com/'))).toBe(false);
  });
  it('matches a path prefix on segment boundaries only', () => {
    expect(entryMatches('reddit.com/r/magictcg', addr('https://www.reddit.com/r/MagicTCG'))).toBe(true);
    expect(entryMatches('reddit.com/r/magictcg', addr('https://old.reddit.com/r/magictcg/comments/1'))).toBe(true);
    expect(entryMatches('reddit.com/r/magictcg', addr('https://reddit.com/r/magictcgcirclejerk'))).toBe(false);
    expect(entryMatches('reddit.com/r/magictcg', addr('https://reddit.com/r/cooking'))).toBe(false);
  });
});

describe('decideSite', () => {
  it('runs as an MTG page on the built-in sites', () => {
    expect(decideSite('https://scryfall.com/card/x', none)).toEqual({ mode: 'mtg', reason: 'mtg-site', entry: 'scryfall.com' });
    expect(decideSite('https://www.moxfield.com/decks', none).mode).toBe('mtg');
    expect(decideSite('https://gatherer.wizards.com/Pages/Card', none).mode).toBe('mtg');
    expect(decideSite('https://www.reddit.com/r/magicTCG/', none)).toMatchObject({ mode: 'mtg', entry: 'reddit.com/r/magictcg' });
  });
  it('waits for MTG context elsewhere (including the rest of reddit and of wizards.com)', () => {
    expect(decideSite('https://example.org/blog', none)).toEqual({ mode: 'auto', reason: 'other-site' });
    expect(decideSite('https://www.reddit.com/r/cooking', none).mode).toBe('auto');
    expect(decideSite('https://company.wizards.com/', none).mode).toBe('auto');
  });
  it('is off on pages that are not web pages', () => {
    expect(decideSite('chrome://newtab/', none)).toEqual({ mode: 'off', reason: 'not-a-web-page' });
  });
  it('lets the user allow and block; block beats the built-in list', () => {
    expect(decideSite('https://example.org/x', { allow: ['example.org'], block: [] })).toEqual({ mode: 'mtg', reason: 'allowed', entry: 'example.org' });
    expect(decideSite('https://scryfall.com/', { allow: [], block: ['scryfall.com'] })).toEqual({ mode: 'off', reason: 'blocked', entry: 'scryfall.com' });
  });
  it('prefers the more specific user entry; on a tie, block wins', () => {
    const lists = { allow: ['reddit.com/r/mtgzh'], block: ['reddit.com'] };
    expect(decideSite('https://reddit.com/r/mtgzh/top', lists).mode).toBe('mtg');
    expect(decideSite('https://reddit.com/r/cooking', lists).mode).toBe('off');
    expect(decideSite('https://example.org/', { allow: ['example.org'], block: ['example.org'] }).mode).toBe('off');
  });
  it('built-in entries are canonical (normalizeSiteEntry leaves them unchanged)', () => {
    for (const e of MTG_SITES) expect(normalizeSiteEntry(e)).toEqual({ entry: e });
  });
});

describe('setSiteEnabled', () => {
  it('switching an ordinary site on allows its host; off again removes it and blocks', () => {
    const on = setSiteEnabled(none, 'https://blog.example.org/post', true);
    expect(on).toEqual({ allow: ['blog.example.org'], block: [] });
    expect(decideSite('https://blog.example.org/other', on).mode).toBe('mtg');
    const off = setSiteEnabled(on, 'https://blog.example.org/post', false);
    expect(off).toEqual({ allow: [], block: ['blog.example.org'] });
    expect(decideSite('https://blog.example.org/post', off).mode).toBe('off');
  });
  it('switching a built-in site off blocks it; on again only removes the block', () => {
    const off = setSiteEnabled(none, 'https://www.scryfall.com/card', false);
    expect(off).toEqual({ allow: [], block: ['scryfall.com'] });
    expect(setSiteEnabled(off, 'https://scryfall.com/', true)).toEqual({ allow: [], block: [] });
  });
  it('switching r/magicTCG off blocks that subreddit, not all of reddit', () => {
    const off = setSiteEnabled(none, 'https://www.reddit.com/r/MagicTCG/comments/1', false);
    expect(off.block).toEqual(['reddit.com/r/magictcg']);
    expect(decideSite('https://reddit.com/r/edh', off).mode).toBe('mtg');
  });
  it('keeps other fields and leaves non-web pages alone', () => {
    const lists = { allow: ['a.com'], block: [], other: 1 };
    expect(setSiteEnabled(lists, 'https://b.com/', true)).toEqual({ allow: ['a.com', 'b.com'], block: [], other: 1 });
    expect(setSiteEnabled(lists, 'about:blank', true)).toBe(lists);
  });
});
