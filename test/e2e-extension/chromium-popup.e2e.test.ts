// The built extension's popup in real Chromium: search as you type in English and Chinese,
// keyboard, expanding, source filter, language switch, the site switch, the results page, the UI
// in Chinese in a Chinese browser, and the README's popup screenshots. (The popup is opened as
// a tab: automation cannot drive the toolbar popup itself.)
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Bundle } from '../../rulings-data/schema.ts';
import type { DemoServer } from '../../scripts/serve-demo.ts';
import type { Built } from './build-once.ts';
import { launchWithExtension, marked, openMarked, resetStoredSettings, searchPopup, storedSettings, openChromiumExtSession, type ChromiumExt, type ChromiumExtSession } from './chromium-helpers.ts';
import { isOwnModuleLoad, SCREENSHOTS, until } from './ext-helpers.ts';
import { formatDataVersion } from '../../rulings-data/bundle/data-version.ts';

// Real browsers on a busy 2-core CI box while other suites run: generous limits. The waits are
// condition polls; the only fixed pauses give "nothing happens" checks time to be wrong.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 240_000 });

let server: DemoServer;
let ext: ChromiumExt;
let bundle: Bundle;
let built: Built;

let session: ChromiumExtSession | undefined;

beforeAll(async () => {
  session = await openChromiumExtSession();
  ({ built, bundle, server, ext } = session);
}, 240_000);

afterAll(() => session?.close());

const url = (page: string) => `${server.url}/${page}`;

describe('popup', () => {
  const POPUP = { width: 400, height: 580 };

  it('focuses the search box; 增殖 and prolif list Proliferate first; Enter expands its rulings', async () => {
    const popup = await ext.extensionPage('popup.html', POPUP);
    await expect(popup.evaluate(() => document.activeElement?.getAttribute('data-part'))).resolves.toBe('search');
    for (const q of ['prolif', '增殖']) {
      await searchPopup(popup, q);
      await expect(popup.locator('[role="treeitem"]').first().getAttribute('data-result-id')).resolves.toBe('proliferate');
    }
    await popup.keyboard.press('Enter');
    const first = popup.locator('[role="treeitem"]').first();
    await expect(first.getAttribute('aria-expanded')).resolves.toBe('true');
    const ids = await until(() => first.locator('[data-part="ruling"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-ruling-id'))), (v) => v.length > 0, 'rulings');
    const k = bundle.keywords.find((x) => x.id === 'proliferate')!;
    // The rulings about it, as its tooltip lists them first (not those that only mention it).
    expect(ids).toEqual(k.rulings.filter((l) => l.primary).map((l) => l.rulingId));
    const dates = await first.locator('time').allTextContents();
    expect(dates.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true);
    expect(await first.locator('[data-part="badge"]').count()).toBe(ids.length);
    await popup.keyboard.press('Escape');
    await expect(first.getAttribute('aria-expanded')).resolves.toBe('false');
    await popup.close();
  });

  it('pinyin finds keywords (zengzhi, zz, wei zhuang); source and date words filter rulings', async () => {
    const popup = await ext.extensionPage('popup.html', POPUP);
    for (const [q, id] of [['zengzhi', 'proliferate'], ['zz', 'proliferate'], ['wei zhuang', 'disguise'], ['ward', 'ward']]) {
      await searchPopup(popup, q);
      await expect(popup.locator('[role="treeitem"]').first().getAttribute('data-result-id'), q).resolves.toBe(id);
    }
    // official 2024: only rulings, official, dated 2024, newest first.
    await searchPopup(popup, 'official 2024');
    const results = popup.locator('[role="treeitem"]');
    expect(await results.evaluateAll((els) => els.map((e) => e.getAttribute('data-type')))).toEqual(Array(await results.count()).fill('ruling'));
    const expected = bundle.rulings.filter((r) => r.source === 'official' && r.date.startsWith('2024'));
    expect(await results.count()).toBe(Math.min(expected.length, 30)); // the popup asks for 30
    const dates = await results.locator('time').allTextContents();
    expect(dates.every((d) => d.startsWith('2024'))).toBe(true);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(await results.locator('[data-part="badge"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-source'))))).toEqual(new Set(['official']));
    // MTGZH alone: every MTGZH ruling, nothing else.
    await searchPopup(popup, 'MTGZH');
    const ids = await results.evaluateAll((els) => els.map((e) => e.getAttribute('data-result-id')));
    expect(ids.sort()).toEqual(bundle.rulings.filter((r) => r.source === 'MTGZH').map((r) => r.id).sort());
    await popup.close();
  });

  it('↑ ↓ move the selection (keywords first, then rulings)', async () => {
    const popup = await ext.extensionPage('popup.html', POPUP);
    await searchPopup(popup, 'counter');
    const selected = () => popup.locator('[role="treeitem"][aria-selected="true"]').getAttribute('data-result-id');
    const types = await popup.locator('[role="treeitem"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-type')));
    expect(types.indexOf('ruling')).toBeGreaterThan(0);
    expect(types.slice(types.indexOf('ruling')).every((t) => t === 'ruling')).toBe(true);
    const ids = await popup.locator('[role="treeitem"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-result-id')));
    expect(await selected()).toBe(ids[0]);
    await popup.keyboard.press('ArrowDown');
    expect(await selected()).toBe(ids[1]);
    await popup.keyboard.press('ArrowUp');
    await popup.keyboard.press('ArrowUp');
    expect(await selected()).toBe(ids.at(-1));
    await popup.close();
  });

  it('filters by source, switches language, and shows the data stamp', async () => {
    const popup = await ext.extensionPage('popup.html', POPUP);
    const stamp = await until(() => popup.locator('[data-part="stamp"]').textContent(), (t) => !!t, 'stamp');
    expect(stamp).toContain(bundle.dataDate);
    expect(stamp).toContain(String(bundle.rulings.length));
    expect(stamp).toContain(String(bundle.keywords.length));
    // Hovering the stamp tells which data this is (the same line `rulings stats` prints).
    expect(await popup.locator('[data-part="stamp"]').getAttribute('title')).toContain(formatDataVersion(bundle.dataVersion!));

    const sources = [...new Set(bundle.rulings.map((r) => r.source))];
    const rare = sources.find((s) => s !== 'official')!;
    await searchPopup(popup, 'counter');
    await popup.locator('[data-part="source-filter"]').selectOption(rare);
    const rulingBadges = await popup.locator('[role="treeitem"][data-type="ruling"] [data-part="badge"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-source')));
    expect(rulingBadges.every((b) => b === rare.toLowerCase())).toBe(true);

    await popup.locator('[data-part="source-filter"]').selectOption('');
    await searchPopup(popup, '增殖');
    await popup.keyboard.press('Enter');
    await popup.locator('button[data-lang="en"]').click();
    await until(() => popup.locator('[data-part="ruling"] p[lang="zh-Hans"]').count(), (n) => n === 0, 'Chinese paragraphs to go');
    expect(await popup.locator('[data-part="ruling"] p[lang="en"]').count()).toBeGreaterThan(0);
    expect(await storedSettings(ext)).toMatchObject({ lang: 'en' });
    await popup.close();
    await resetStoredSettings(ext);
  });

  it('"enabled on this site" switches the tab it is about, live', async () => {
    await resetStoredSettings(ext);
    const page = await openMarked(ext, url('mtg.html'));
    const tab = await ext.tabId(url('mtg.html'));
    const popup = await ext.extensionPage(`popup.html?tab=${tab}`, POPUP);
    const toggle = popup.locator('[data-part="site-switch"]');
    await until(() => toggle.isChecked(), (c) => c, 'the switch to show "on"');
    await toggle.uncheck();
    await until(() => marked(page), (m) => m.length === 0, 'marks to go');
    expect(await storedSettings(ext)).toMatchObject({ block: ['127.0.0.1'] });
    await until(() => popup.locator('[data-part="site-reason"]').textContent(), (t) => !!t && /disabled|关闭/.test(t), 'the reason line');
    await toggle.check();
    await until(() => marked(page), (m) => m.length > 0, 'marks to come back');
    expect(await storedSettings(ext)).toMatchObject({ block: [], allow: ['127.0.0.1'] });
    await Promise.all([popup.close(), page.close()]);
    await resetStoredSettings(ext);
  });

  it('opens as a results page for the context menu / omnibox (popup.html?q=…)', async () => {
    const page = await ext.extensionPage(`popup.html?q=${encodeURIComponent('偽裝')}&view=page`);
    await until(() => page.locator('[role="treeitem"]').first().getAttribute('data-result-id'), (id) => id === 'disguise', 'disguise first');
    expect(await page.locator('[data-part="site-switch"]').count()).toBe(0);
    await page.close();
  });
});

describe('localisation', () => {
  it('follows the browser language: the popup and the options page in Simplified Chinese', async () => {
    const zh = await launchWithExtension(built.chromeExt, { lang: 'zh-CN' });
    try {
      mkdirSync(SCREENSHOTS, { recursive: true });
      const popup = await zh.extensionPage('popup.html', { width: 400, height: 600 });
      expect(await popup.getAttribute('[data-part="search"]', 'placeholder')).toBe('关键词或裁定内容——增殖、prolif……');
      expect(await popup.evaluate(() => document.documentElement.lang)).toBe('zh-Hans');
      await searchPopup(popup, '增殖');
      expect(await popup.locator('[role="treeitem"]').first().locator('.meta').textContent()).toContain('关键字动作');
      await popup.keyboard.press('Enter');
      await until(() => popup.locator('[data-part="ruling"]').count(), (n) => n > 0, 'rulings');
      await popup.screenshot({ path: join(SCREENSHOTS, 'extension-popup-zh.png') });
      const options = await zh.extensionPage('options.html');
      expect(await options.locator('h1').textContent()).toBe('Rulings Lens 设置');
      expect(await options.title()).toBe('Rulings Lens 设置');
    } finally {
      await zh.close();
    }
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
  it('saves docs/screenshots/extension-popup.png', async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    await resetStoredSettings(ext);
    const popup = await ext.extensionPage('popup.html', { width: 400, height: 600 });
    await searchPopup(popup, '增殖');
    await popup.keyboard.press('Enter');
    await until(() => popup.locator('[data-part="ruling"]').count(), (n) => n > 0, 'rulings');
    await popup.screenshot({ path: join(SCREENSHOTS, 'extension-popup.png') });
    await popup.close();
  });
});
