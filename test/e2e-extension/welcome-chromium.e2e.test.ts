// First run in real Chromium (MV3): a fresh profile loading the extension is an install, which
// opens welcome.html exactly once. (Chromium counts every start with --load-extension as an
// install, even on the same profile, and a reloaded command-line extension does not come back:
// "not on an update" is tested in Firefox, welcome-firefox.e2e.test.ts.) On
// the welcome page the try-it paragraph is marked by the real engine and hovering a word shows
// its real rulings from the service worker; its marking level is the options page's setting.
// The page loads nothing from outside the extension. ("Words not marked" on the options page:
// chromium-pages.e2e.test.ts, with "don't mark this word" from a tooltip.)
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Bundle } from '../../rulings-data/schema.ts';
import { ensureExtensionBuilt, type Built } from './build-once.ts';
import { launchWithExtension, probe, resetStoredSettings, storedSettings, type ChromiumExt } from './chromium-helpers.ts';
import { allMarked, builtBundle, expectedTooltipRulings, markedWords, panelState, settle, until } from './ext-helpers.ts';
import { tryItMarks, wordCentre } from './welcome-probes.ts';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 240_000 });

let built: Built;
let bundle: Bundle;
let ext: ChromiumExt | undefined;
let welcome: Page;

const isWelcome = (url: string) => /^chrome-extension:\/\/[a-p]{32}\/welcome\.html$/.test(url);
const welcomePages = (e: ChromiumExt) => e.context.pages().filter((p) => isWelcome(p.url()));

beforeAll(async () => {
  built = await ensureExtensionBuilt();
  bundle = builtBundle(built);
  ext = await launchWithExtension(built.chromeExt, { lang: 'en-US' });
}, 240_000);

afterAll(() => ext?.close());

describe('first run', () => {
  it('installing opens the welcome page, once', async () => {
    const pages = await until(async () => welcomePages(ext!), (p) => p.length > 0, 'the welcome tab');
    welcome = pages[0];
    await settle(1500); // room for a second one, which must not come
    expect(welcomePages(ext!)).toHaveLength(1);
    expect(ext!.extensionId).toBe(new URL(welcome.url()).host);
    await welcome.waitForSelector('h1');
    expect(await welcome.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await welcome.locator('h2').allTextContents()).toHaveLength(6);
  });

  it('the try-it paragraph is marked by the real engine, in English and Chinese', async () => {
    const marks = await until(() => welcome.evaluate(tryItMarks), (m) => m.includes('proliferate') && m.includes('增殖'), 'marks in the try-it paragraph');
    expect(marks).toEqual(expect.arrayContaining(['proliferate', 'disguise', 'phased out', '增殖', '伪装']));
    // Nothing outside it (the page's other text names keywords too: it is not scanned).
    expect(allMarked(await markedWords(probe(welcome)))).toHaveLength(marks.length);
  });

  it('hovering a word there shows its tooltip with the real rulings', async () => {
    await welcome.bringToFront();
    for (const [word, keyword] of [['proliferate', 'proliferate'], ['增殖', 'proliferate'], ['disguise', 'disguise']] as const) {
      await welcome.mouse.move(5, 5);
      const at = await welcome.evaluate(wordCentre, word);
      expect(at, word).not.toBeNull();
      await welcome.mouse.move(at!.x, at!.y);
      const panel = (await until(() => panelState(probe(welcome)), (s) => s?.keyword === keyword && s.rulingIds.length > 0, `the tooltip for ${word}`))!;
      expect(panel.rulingIds).toEqual(expectedTooltipRulings(bundle, keyword));
      expect(panel.keywordEn).toBe(bundle.keywords.find((k) => k.id === keyword)!.en[0]);
      expect(panel.hosts).toBe(1);
    }
    await welcome.mouse.move(5, 5);
  });

  it('its marking level is the stored setting: "Rules terms" marks counter and 施放 there too', async () => {
    await welcome.locator('[data-part="welcome-level"] input[value="rules"]').check();
    await until(() => welcome.evaluate(tryItMarks), (m) => m.includes('counter') && m.includes('施放'), 'rules-level marks');
    expect((await storedSettings(ext!))?.level).toBe('rules');
    await welcome.locator('[data-part="welcome-level"] input[value="mechanics"]').check();
    await until(() => welcome.evaluate(tryItMarks), (m) => !m.includes('counter') && m.includes('proliferate'), 'mechanics-level marks');
    await resetStoredSettings(ext!);
  });

  it('links to the options page: its packs and CR sections', async () => {
    expect(await welcome.locator('[data-part="welcome-packs-link"]').getAttribute('href')).toBe('/options.html#packs');
    await welcome.locator('[data-part="welcome-cr-link"]').click();
    await welcome.waitForURL(/\/options\.html#cr$/);
    await welcome.waitForSelector('#cr > *');
    // Shown, once the sections above it have filled in (options/main.tsx goes to it again).
    const inView = () => welcome.evaluate(() => {
      const top = document.getElementById('cr')!.getBoundingClientRect().top;
      const atBottom = scrollY + innerHeight >= document.documentElement.scrollHeight - 1;
      return top >= -1 && (top < 100 || (atBottom && top < innerHeight * 0.75)); // at the top, or as far as the page scrolls
    });
    await until(inView, (ok) => ok, '#cr in view');
    await welcome.goBack();
    await welcome.waitForSelector('[data-part="try-it"]');
  });

  it('is reachable later from the options page and from the popup', async () => {
    for (const [path, selector] of [['options.html', '[data-part="open-welcome"]'], ['popup.html', 'footer [data-part="open-welcome"]']] as const) {
      const from = await ext!.extensionPage(path);
      const [opened] = await Promise.all([ext!.context.waitForEvent('page'), from.locator(selector).click()]);
      await opened.waitForURL(/\/welcome\.html$/);
      await opened.waitForSelector('[data-part="try-it"]');
      await opened.close();
      if (!from.isClosed()) await from.close();
    }
    expect(welcomePages(ext!)).toHaveLength(1); // the first-run tab, still there
  });

  it('loaded nothing from outside the extension, and no error', () => {
    expect(ext!.requests.filter((u) => !u.startsWith(`chrome-extension://${ext!.extensionId}/`))).toEqual([]);
    expect(ext!.errors).toEqual([]);
  });
});
