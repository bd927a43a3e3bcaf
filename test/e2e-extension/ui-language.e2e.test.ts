// The UI language in the built extension, in real Chromium: the tooltip's labels follow the
// browser's UI language (--lang=zh-TW: Traditional, en-US: English) like the popup and the options
// page, while the rulings follow the reader's display language; and Traditional characters on
// Traditional text (a zh-Hant paragraph, or an untagged page where the hovered word itself is
// Traditional) or by the reader's choice (the chineseScript setting).
// Firefox is not covered: its UI language comes from the installed language packs (the test
// machine's Firefox ESR has none, so intl.locale.requested=zh-TW still gives en-US).
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toTraditional } from '../../rulings-data/zh/zh-traditional.ts';
import { holdsTraditionalTable } from '../helpers/zh-table-marker.ts';
import type { Bundle } from '../../rulings-data/schema.ts';
import type { DemoServer } from '../../scripts/serve-demo.ts';
import { ensureExtensionBuilt } from './build-once.ts';
import { hover, launchWithExtension, openMarked, resetStoredSettings, type ChromiumExt } from './chromium-helpers.ts';
import { builtBundle, expectedTooltipRulings, isOwnModuleLoad, startFixtureServer, until } from './ext-helpers.ts';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 240_000 });

let server: DemoServer;
let bundle: Bundle;
let zhTw: ChromiumExt;
let enUs: ChromiumExt;

beforeAll(async () => {
  const built = await ensureExtensionBuilt();
  bundle = builtBundle(built);
  server = await startFixtureServer(built);
  zhTw = await launchWithExtension(built.chromeExt, { lang: 'zh-TW' });
  enUs = await launchWithExtension(built.chromeExt, { lang: 'en-US' });
}, 240_000);

afterAll(async () => {
  await zhTw?.close();
  await enUs?.close();
  await server?.close();
});

const url = (page: string) => `${server.url}/${page}`;

/** The open tooltip's labels and texts, read inside its shadow root. */
function tooltip(page: Page) {
  return page.evaluate(() => {
    const panel = document.querySelector('rulings-lens-ui')!.shadowRoot!.querySelector<HTMLElement>('[data-part="panel"]')!;
    const part = (p: string) => panel.querySelector<HTMLElement>(`[data-part="${p}"]`);
    return {
      lang: panel.lang,
      close: part('close')!.getAttribute('aria-label'),
      both: panel.querySelector('[data-part="lang-switch"] button[data-lang="both"]')!.textContent,
      stamp: part('stamp')!.textContent!,
      keywordZh: part('keyword-zh')!.textContent,
      keywordZhLang: part('keyword-zh')!.lang,
      /** [lang, text] of each paragraph of the first ruling. */
      ruling: [...part('ruling')!.querySelectorAll('p')].map((p) => [p.lang, p.textContent]),
    };
  });
}

const disguise = () => bundle.keywords.find((k) => k.id === 'disguise')!;
const ruling = (id: string) => bundle.rulings.find((r) => r.id === id)!;

async function setSettings(ext: ChromiumExt, settings: Record<string, unknown>): Promise<void> {
  const worker = await ext.worker();
  await worker.evaluate((s) => (globalThis as unknown as { chrome: { storage: { local: { set(v: object): Promise<void> } } } }).chrome.storage.local.set({ settings: s }), settings);
}

describe('Chromium with --lang=zh-TW', () => {
  it('labels the tooltip in Traditional Chinese while the rulings follow the display language', async () => {
    const page = await openMarked(zhTw, url('mtg.html'));
    await hover(page, 'kw-zh', 'proliferate');
    const first = ruling(expectedTooltipRulings(bundle, 'proliferate')[0]);
    let t = await tooltip(page);
    expect(t).toMatchObject({ lang: 'zh-Hant', close: '關閉', both: '雙語' });
    expect(t.stamp).toMatch(/^裁定日期截至 /);
    // Display language "both" (the default): Chinese (Simplified, as on this zh-Hans page) then English.
    expect(t.ruling).toEqual([['zh-Hans', first.zh], ['en', first.en]]);
    // English rulings: the labels stay Traditional.
    await page.locator('rulings-lens-ui [data-part="lang-switch"] button[data-lang="en"]').click();
    await until(() => tooltip(page), (x) => x.ruling.length === 1, 'English-only rulings');
    t = await tooltip(page);
    expect(t.ruling).toEqual([['en', first.en]]);
    expect(t.stamp).toMatch(/^裁定日期截至 /);
    expect(t.close).toBe('關閉');
    await page.close();
    await resetStoredSettings(zhTw);
  });

  it('shows the popup and the options page in Traditional Chinese, with the tooltip\'s wording', async () => {
    const popup = await zhTw.extensionPage('popup.html', { width: 400, height: 600 });
    expect(await popup.getAttribute('[data-part="search"]', 'placeholder')).toBe('關鍵字或裁定內容——增殖、prolif……');
    expect(await popup.locator('button', { hasText: '雙語' }).count()).toBeGreaterThan(0);
    expect(await popup.locator('text=双语').count()).toBe(0);
    const options = await zhTw.extensionPage('options.html');
    expect(await options.locator('h1').textContent()).toBe('Rulings Lens 設定');
    expect(await options.locator('#chineseScript-label').textContent()).toBe('漢字字形');
    await Promise.all([popup.close(), options.close()]);
  });
});

describe('Chromium with --lang=en-US', () => {
  it('labels the tooltip in English while the rulings are shown in both languages', async () => {
    const page = await openMarked(enUs, url('mtg.html'));
    await hover(page, 'kw-zh', 'proliferate');
    const first = ruling(expectedTooltipRulings(bundle, 'proliferate')[0]);
    const t = await tooltip(page);
    expect(t).toMatchObject({ lang: 'en', close: 'Close', both: 'Both' });
    expect(t.stamp).toMatch(/^Rulings as of /);
    expect(t.ruling).toEqual([['zh-Hans', first.zh], ['en', first.en]]);
    await page.close();
  });

  it('shows names and rulings in Traditional on a zh-Hant paragraph, and on an untagged page where the word is 偽裝', async () => {
    const first = ruling(expectedTooltipRulings(bundle, 'disguise')[0]);
    const traditional = toTraditional(first.zh);
    expect(traditional).not.toBe(first.zh);
    for (const [page, id] of [[await openMarked(enUs, url('mtg.html')), 'kw-hant'], [await openMarked(enUs, url('zh-hant.html')), 'kw-trad']] as const) {
      await hover(page, id, 'disguise');
      await until(() => tooltip(page), (x) => x.keywordZhLang === 'zh-Hant', `Traditional tooltip on #${id}`);
      const t = await tooltip(page);
      expect(t.keywordZh).toBe('偽裝');
      expect(t.ruling).toEqual([['zh-Hant', traditional], ['en', first.en]]);
      expect(t.close).toBe('Close'); // the labels stay English
      await page.close();
    }
    expect(disguise().zhHans[0]).toBe('伪装');
  });

  it('follows the reader\'s choice: Simplified even on Traditional text, Traditional even on Simplified text', async () => {
    await setSettings(enUs, { chineseScript: 'simplified' });
    let page = await openMarked(enUs, url('mtg.html'));
    await hover(page, 'kw-hant', 'disguise');
    let t = await tooltip(page);
    expect([t.keywordZh, t.keywordZhLang]).toEqual(['伪装', 'zh-Hans']);
    await page.close();

    await setSettings(enUs, { chineseScript: 'traditional' });
    page = await openMarked(enUs, url('mtg.html'));
    await hover(page, 'kw-zh', 'proliferate');
    await until(() => tooltip(page), (x) => x.keywordZhLang === 'zh-Hant', 'Traditional tooltip');
    t = await tooltip(page);
    const first = ruling(expectedTooltipRulings(bundle, 'proliferate')[0]);
    expect(t.ruling[0]).toEqual(['zh-Hant', toTraditional(first.zh)]);
    await page.close();
    await resetStoredSettings(enUs);
  });
});

describe('where the Traditional table is', () => {
  it('is in the tooltip UI module, never in the content script (the widget: test/widget-zh-table.test.ts)', async () => {
    const built = await ensureExtensionBuilt();
    expect(holdsTraditionalTable(join(built.chromeExt, 'tooltip-ui.js'))).toBe(true);
    expect(holdsTraditionalTable(join(built.chromeExt, 'content-scripts/content.js'))).toBe(false);
    expect(holdsTraditionalTable(join(built.firefoxExt, 'content-scripts/content.js'))).toBe(false);
  });
});

describe('privacy and errors', () => {
  it('no request left the browser, and no page or extension error', () => {
    for (const ext of [zhTw, enUs]) {
      const foreign = ext.requests.filter((u) => !u.startsWith(`${server.url}/`) && !u.startsWith(`chrome-extension://${ext.extensionId}/`) && !isOwnModuleLoad(u));
      expect(foreign).toEqual([]);
      expect(ext.errors).toEqual([]);
    }
  });
});
