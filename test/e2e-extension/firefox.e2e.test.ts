// The built extension in real Firefox ESR (MV2, temporary add-on): the content script on the
// fixture pages (its terms and the tooltips answered by the background page, the tooltip UI
// import()ed on the first tooltip), the embedded-widget hand-off, and a
// settings change (the tooltip's "don't mark this word") reaching another open tab live.
// The popup and the options page are covered in Chromium (see firefox-helpers.ts for why).
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GECKO_ID } from '../../extension/lib/extension-ids.ts';
import type { Bundle } from '../../rulings-data/schema.ts';
import type { DemoServer } from '../../scripts/serve-demo.ts';
import { ensureExtensionBuilt } from './build-once.ts';
import { allMarked, builtBundle, centreOf, expectedTooltipRulings, instanceOwner, markedWords, panelState, settle, startFixtureServer, until } from './ext-helpers.ts';
import { launchFirefoxWithExtension, probe, tooltipPartCentre, type FirefoxExt } from './firefox-helpers.ts';

// Real browsers on a busy 2-core CI box while other suites run: generous limits. The waits are
// condition polls; the only fixed pauses give "nothing happens" checks time to be wrong.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 240_000 });

let server: DemoServer;
let ff: FirefoxExt;
let bundle: Bundle;

beforeAll(async () => {
  const built = await ensureExtensionBuilt();
  bundle = builtBundle(built);
  server = await startFixtureServer(built);
  ff = await launchFirefoxWithExtension(built.firefoxExt);
}, 240_000);

afterAll(async () => {
  await ff?.close();
  await server?.close();
});

const url = (page: string) => `${server.url}/${page}`;
const marked = async (page: Page) => allMarked(await markedWords(probe(page)));

async function openMarked(name: string): Promise<Page> {
  const page = await ff.open(url(name));
  await until(() => marked(page), (m) => m.length > 0, `marks on ${name}`);
  return page;
}

async function hover(page: Page, id: string, keyword: string) {
  await page.mouse.move(5, 5);
  const { x, y } = await centreOf(probe(page), id);
  await page.mouse.move(x, y);
  const panel = await until(() => panelState(probe(page)), (s) => s?.keyword === keyword && s.rulingIds.length > 0, `tooltip for ${keyword}`);
  return panel!;
}

describe('Firefox: content script', () => {
  it('installed under its gecko id', () => {
    expect(ff.addonId).toBe(GECKO_ID);
  });

  it('marks keywords in English, Simplified and Traditional Chinese on an MTG page', async () => {
    const page = await openMarked('mtg.html');
    expect(await marked(page)).toEqual(expect.arrayContaining(['proliferate', 'ward', '增殖', '守护', '偽裝']));
    expect(await instanceOwner(probe(page))).toBe('extension');
    await page.close();
  });

  it('hovering shows the right rulings, answered by the background page', async () => {
    const page = await openMarked('mtg.html');
    for (const [id, keyword] of [['kw-zh', 'proliferate'], ['kw-hant', 'disguise']] as const) {
      const panel = await hover(page, id, keyword);
      expect(panel.rulingIds).toEqual(expectedTooltipRulings(bundle, keyword));
      expect(panel.hosts).toBe(1);
    }
    await page.close();
  });

  it('the tooltip UI, loaded on the first tooltip, stays in the content script\'s sandbox: the page\'s own world gains nothing', async () => {
    const page = await openMarked('mtg.html');
    // page.evaluate runs in the page's own world, not the content script's sandbox.
    const globals = () => page.evaluate(() => Object.getOwnPropertyNames(window).sort());
    const before = await globals();
    const panel = await hover(page, 'kw-en', 'proliferate');
    expect(panel.hosts).toBe(1);
    expect(await globals()).toEqual(before);
    await page.close();
  });

  it('marks nothing on a page that is not about MTG', async () => {
    const page = await ff.open(url('plain.html'));
    await settle();
    expect(await marked(page)).toEqual([]);
    expect(await instanceOwner(probe(page))).toBeNull();
    await page.close();
  });

  it('stands aside for an embedded widget: one instance annotates', async () => {
    const page = await ff.open(url('widget.html'));
    await until(() => instanceOwner(probe(page)), (o) => o !== null, 'an instance to claim the page');
    await settle(1000);
    expect(await instanceOwner(probe(page))).toBe('widget');
    const panel = await hover(page, 'kw-en', 'proliferate');
    expect(panel.hosts).toBe(1);
    await page.close();
  });

  it('"don\'t mark this word" is stored and unmarks the word in another open tab, live', async () => {
    const a = await openMarked('mtg.html');
    const b = await openMarked('mtg.html');
    await a.bringToFront();
    await hover(a, 'kw-hant', 'disguise');
    const button = await tooltipPartCentre(a, 'ignore');
    expect(button).not.toBeNull();
    await a.mouse.click(button!.x, button!.y);
    for (const page of [a, b]) await until(() => marked(page), (m) => !m.includes('偽裝') && m.includes('增殖'), 'disguise to be unmarked');
    await Promise.all([a.close(), b.close()]);
  });
});

describe('Firefox: privacy', () => {
  it('pages made no request beyond the test server', () => {
    expect(ff.requests.length).toBeGreaterThan(0);
    expect(ff.requests.filter((u) => !u.startsWith(`${server.url}/`))).toEqual([]);
    expect(ff.errors).toEqual([]);
  });
});
