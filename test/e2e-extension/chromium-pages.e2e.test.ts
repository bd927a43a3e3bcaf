// The built extension in real Chromium (MV3) on web pages: the content script on fixture pages
// served from 127.0.0.1 (an "other site"), tooltips answered by the service worker, frames, the
// embedded-widget hand-off, settings changes reaching open tabs live, no network traffic, and
// the README's tooltip screenshot. The popup has its own file (chromium-popup.e2e.test.ts).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Bundle } from '../../rulings-data/schema.ts';
import type { DemoServer } from '../../scripts/serve-demo.ts';
import { hover, marked, openMarked, probe, resetStoredSettings, storedSettings, openChromiumExtSession, type ChromiumExt, type ChromiumExtSession } from './chromium-helpers.ts';
import { allMarked, expectedTooltipRulings, instanceOwner, isOwnModuleLoad, isTooltipUiLoad, markedWords, SCREENSHOTS, settle, until } from './ext-helpers.ts';

// Real browsers on a busy 2-core CI box while other suites run: generous limits. The waits are
// condition polls; the only fixed pauses give "nothing happens" checks time to be wrong.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 240_000 });

let server: DemoServer;
let ext: ChromiumExt;
let bundle: Bundle;

let session: ChromiumExtSession | undefined;

beforeAll(async () => {
  session = await openChromiumExtSession();
  ({ bundle, server, ext } = session);
}, 240_000);

afterAll(() => session?.close());

const url = (page: string) => `${server.url}/${page}`;

describe('content script on an MTG page (an unknown site that shows MTG context)', () => {
  it('marks keywords in English, Simplified and Traditional Chinese, and nothing in the plain paragraph', async () => {
    const page = await openMarked(ext, url('mtg.html'));
    const words = await marked(page);
    expect(words).toEqual(expect.arrayContaining(['proliferate', 'ward', '增殖', '守护', '偽裝']));
    const plain = await page.evaluate(() => document.getElementById('plain')!.textContent!);
    for (const w of words) expect(plain.includes(w)).toBe(false);
    expect(await instanceOwner(probe(page))).toBe('extension');
    expect(await ext.siteStatus(url('mtg.html'))).toMatchObject({ active: true, decision: { mode: 'auto', reason: 'other-site' }, widgetOnPage: false });
    await page.close();
  });

  it('hovering a word shows its rulings, fetched from the background', async () => {
    const page = await openMarked(ext, url('mtg.html'));
    for (const [id, keyword] of [['kw-en', 'proliferate'], ['kw-zh', 'proliferate'], ['kw-hant', 'disguise']] as const) {
      const panel = await hover(page, id, keyword);
      expect(panel.rulingIds).toEqual(expectedTooltipRulings(bundle, keyword));
      expect(panel.keywordEn).toBe(bundle.keywords.find((k) => k.id === keyword)!.en[0]);
      expect(panel.hosts).toBe(1);
      expect(panel.badges.length).toBe(panel.rulingIds.length);
    }
    await page.close();
  });

  it('loads the tooltip UI at idle once the page is marked (the first tooltip is prepared, hidden), into the content script\'s world: the page\'s own world gains nothing', async () => {
    const page = await ext.open('about:blank');
    const loads: string[] = [];
    page.on('request', (r) => isTooltipUiLoad(r.url()) && loads.push(r.url()));
    await page.goto(url('mtg.html'));
    await until(() => marked(page), (m) => m.length > 0, 'marks');
    // page.evaluate runs in the page's main world, where the page's own scripts live.
    const globals = () => page.evaluate(() => Object.getOwnPropertyNames(window).sort());
    const before = await globals();
    // No pointer on the page: the idle warm-up alone loads the UI and lays out a hidden panel.
    await until(async () => loads.length, (n) => n > 0, 'the tooltip UI, loaded at idle');
    const idle = await until(
      () => page.evaluate(() => ({ hosts: document.querySelectorAll('rulings-lens-ui').length, panels: document.querySelector('rulings-lens-ui')?.shadowRoot?.querySelectorAll('[data-part="panel"]').length ?? -1 })),
      (s) => s.hosts === 1,
      'the prepared host',
    );
    expect(idle).toEqual({ hosts: 1, panels: 0 }); // prepared, nothing shown
    const loaded = loads.length;
    const panel = await hover(page, 'kw-en', 'proliferate');
    expect(panel.hosts).toBe(1);
    expect(loads.length).toBe(loaded); // the hover needed no load of its own
    expect(await globals()).toEqual(before);
    await page.close();
  });

  it('runs in frames too', async () => {
    const page = await ext.open(url('frames.html'));
    const frame = page.frame({ url: /mtg\.html$/ })!;
    expect(frame).toBeTruthy();
    const words = await until(async () => allMarked(await markedWords(probe(frame as unknown as Page))), (m) => m.length > 0, 'marks in the frame');
    expect(words).toContain('增殖');
    await page.close();
  });
});

describe('pages that are not about MTG', () => {
  it('marks nothing and adds nothing to the page', async () => {
    const page = await ext.open(url('plain.html'));
    await settle();
    expect(await marked(page)).toEqual([]);
    expect(await instanceOwner(probe(page))).toBeNull();
    expect(await page.locator('rulings-lens-ui').count()).toBe(0);
    expect(await ext.siteStatus(url('plain.html'))).toMatchObject({ active: false, decision: { mode: 'auto' } });
    await page.close();
  });
});

describe('a page that embeds the widget', () => {
  it('only the widget annotates: the extension stands aside', async () => {
    const page = await ext.open(url('widget.html'));
    await until(() => instanceOwner(probe(page)), (o) => o !== null, 'an instance to claim the page');
    await settle(1000);
    expect(await instanceOwner(probe(page))).toBe('widget');
    expect(await ext.siteStatus(url('widget.html'))).toMatchObject({ active: false, widgetOnPage: true });
    const panel = await hover(page, 'kw-en', 'proliferate');
    expect(panel.hosts).toBe(1);
    await page.close();
  });
});

describe('settings apply live to open tabs', () => {
  it('blocking the site in the options page removes the marks; unblocking brings them back', async () => {
    await resetStoredSettings(ext);
    const page = await openMarked(ext, url('mtg.html'));
    const options = await ext.extensionPage('options.html');
    const block = options.locator('textarea[name="block"]');
    await block.fill('127.0.0.1');
    await block.blur();
    await until(() => marked(page), (m) => m.length === 0, 'marks to go');
    expect(await instanceOwner(probe(page))).toBeNull();
    expect(await storedSettings(ext)).toMatchObject({ block: ['127.0.0.1'] });

    await block.fill('');
    await block.blur();
    await until(() => marked(page), (m) => m.length > 0, 'marks to come back');
    await options.close();
    await page.close();
  });

  it('hover-only mode removes the marks but keeps the tooltips', async () => {
    await resetStoredSettings(ext);
    const page = await openMarked(ext, url('mtg.html'));
    const options = await ext.extensionPage('options.html');
    await options.locator('input[name="highlight"][value="hover"]').check();
    await until(() => marked(page), (m) => m.length === 0, 'marks to go');
    const panel = await hover(page, 'kw-zh', 'proliferate');
    expect(panel.rulingIds).toEqual(expectedTooltipRulings(bundle, 'proliferate'));
    await options.close();
    await page.close();
    await resetStoredSettings(ext);
  });

  it('"don\'t mark this word" in a tooltip unmarks it in every open tab and lists it by name in the options; "Mark again" there marks it again', async () => {
    await resetStoredSettings(ext);
    const a = await openMarked(ext, url('mtg.html'));
    const b = await openMarked(ext, url('mtg.html'));
    await a.bringToFront();
    await hover(a, 'kw-hant', 'disguise');
    await a.locator('rulings-lens-ui [data-part="ignore"]').click();
    for (const page of [a, b]) await until(() => marked(page), (m) => !m.includes('偽裝') && m.includes('增殖'), 'disguise to be unmarked');
    expect((await storedSettings(ext))?.ignore).toEqual(['disguise']);
    // Listed by its names (from the service worker), never by id.
    const options = await ext.extensionPage('options.html');
    const disguise = bundle.keywords.find((k) => k.id === 'disguise')!;
    const row = options.locator('[data-part="ignored-word"]');
    await expect.poll(() => row.allTextContents()).toEqual([expect.stringContaining(disguise.en[0])]);
    expect(await row.locator('[lang="zh-Hans"]').textContent()).toBe(disguise.zhHans[0]);
    expect(await options.locator('[data-part="ignored-list"]').textContent()).not.toContain('disguise');
    // Added by its Chinese name from the search box: 增殖 (Proliferate) goes too.
    await options.locator('[data-part="ignore-search"]').fill('增殖');
    await options.locator('[data-part="ignore-hit"]').first().locator('[data-part="ignore-add"]').click();
    for (const page of [a, b]) await until(() => marked(page), (m) => !m.includes('增殖') && !m.includes('proliferate') && m.includes('守护'), 'proliferate to be unmarked');
    expect((await storedSettings(ext))?.ignore).toEqual(['disguise', 'proliferate']);
    // Un-ignored from its row: marked again in the open tabs.
    await row.filter({ hasText: disguise.en[0] }).locator('[data-part="unignore"]').click();
    for (const page of [a, b]) await until(() => marked(page), (m) => m.includes('偽裝') && !m.includes('增殖'), 'disguise to be marked again');
    expect((await storedSettings(ext))?.ignore).toEqual(['proliferate']);
    await Promise.all([a.close(), b.close(), options.close()]);
    await resetStoredSettings(ext);
  });
});

describe('privacy', () => {
  it('no request left the browser: only the test server and the extension itself', () => {
    const foreign = ext.requests.filter((u) => !u.startsWith(`${server.url}/`) && !u.startsWith(`chrome-extension://${ext.extensionId}/`) && !isOwnModuleLoad(u));
    expect(foreign).toEqual([]);
    expect(ext.requests.some((u) => u.startsWith(server.url))).toBe(true);
  });

  it('no errors in pages or the extension', () => {
    expect(ext.errors).toEqual([]);
  });
});

describe('screenshot for the README', () => {
  it('saves docs/screenshots/extension-tooltip.png', async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    await resetStoredSettings(ext);
    const page = await openMarked(ext, url('mtg.html'));
    await hover(page, 'kw-zh', 'proliferate');
    await page.screenshot({ path: join(SCREENSHOTS, 'extension-tooltip.png') });
    await page.close();
  });
});
