// The built extension in real Firefox ESR (MV2, temporary add-on): the content script on the
// fixture pages (its terms and the tooltips answered by the background page, the tooltip UI
// import()ed at idle once the page is marked, or on the first tooltip), the embedded-widget
// hand-off, and a settings change (the tooltip's "don't mark this word") reaching another open
// tab live, and marks painted by the mark rules the manifest declares (no sheet adopted into the
// document).
// The popup and the options page are covered in Chromium (see firefox-helpers.ts for why).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GECKO_ID } from '../../extension/lib/extension-ids.ts';
import type { Bundle } from '../../rulings-data/schema.ts';
import type { DemoServer } from '../../scripts/serve-demo.ts';
import { MARK_RULES_FILE } from '../../extension/lib/mark-rules.ts';
import { HIGHLIGHT_CSS_UNIVERSAL } from '../../widget/highlight/highlight-styles.ts';
import { countPixels, decodePng, isMarkTint } from '../e2e/png-pixels.ts';
import { ensureExtensionBuilt, type Built } from './build-once.ts';
import { allMarked, builtBundle, centreOf, expectedTooltipRulings, instanceOwner, markedWords, panelState, settle, startFixtureServer, until } from './ext-helpers.ts';
import { launchFirefoxWithExtension, probe, tooltipPartCentre, type FirefoxExt } from './firefox-helpers.ts';

// Real browsers on a busy 2-core CI box while other suites run: generous limits. The waits are
// condition polls; the only fixed pauses give "nothing happens" checks time to be wrong.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 240_000 });

let server: DemoServer;
let ff: FirefoxExt;
let bundle: Bundle;
let built: Built;

beforeAll(async () => {
  built = await ensureExtensionBuilt();
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

  it('the tooltip UI, loaded at idle or on the first tooltip, stays in the content script\'s sandbox: the page\'s own world gains nothing', async () => {
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

/** Pixels of the mark's tint over the first line of `word` in the element marked
 *  `data-case="<name>"` (in the document or the open shadow root of the `host` case), from a
 *  screenshot. */
async function tintOver(page: Page, name: string, word: string): Promise<number> {
  const box = await page.evaluate(
    (name: string, word: string) => {
      const sel = `[data-case="${name}"]`;
      const el = document.querySelector(sel) ?? document.querySelector('[data-case="host"]')?.shadowRoot?.querySelector(sel);
      const walker = document.createTreeWalker(el!, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
        const at = n.data.indexOf(word);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(n, at);
        range.setEnd(n, at + word.length);
        const r = range.getClientRects()[0];
        return { x: r.left, y: r.top, width: r.width, height: r.height };
      }
      return null;
    },
    name,
    word,
  );
  if (!box) throw new Error(`"${word}" not found in ${name}`);
  const pixels = decodePng(await page.screenshot());
  return countPixels(pixels, { x: box.x, y: box.y, width: box.width, height: box.height }, isMarkTint);
}

/** Polls (screenshots) until `word` shows the mark's tint; bounded by attempts, not time. */
async function waitForTint(page: Page, name: string, word: string): Promise<number> {
  let n = 0;
  for (let i = 0; i < 40 && n < 10; i++) {
    n = await tintOver(page, name, word);
    if (n < 10) await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
  }
  return n;
}

describe('Firefox: the mark rules come from the manifest', () => {
  it('declares them as content-script CSS in place from document_start, written from the widget\'s own rules', () => {
    const manifest = JSON.parse(readFileSync(join(built.firefoxExt, 'manifest.json'), 'utf8')) as { content_scripts: Array<{ css?: string[]; run_at?: string }> };
    const entry = manifest.content_scripts.find((c) => c.css?.includes(MARK_RULES_FILE));
    expect(entry?.run_at).toBe('document_start');
    expect(readFileSync(join(built.firefoxExt, MARK_RULES_FILE), 'utf8').trim()).toBe(HIGHLIGHT_CSS_UNIVERSAL);
  });

  it('marks are painted, in prose without ids, nested inline elements and an open shadow root, with no sheet adopted into the document', async () => {
    const page = await openMarked('paint.html');
    try {
      expect(await waitForTint(page, 'plain', 'Proliferate')).toBeGreaterThanOrEqual(10);
      expect(await waitForTint(page, 'nested', 'Convoke')).toBeGreaterThanOrEqual(10);
      expect(await waitForTint(page, 'in-shadow', 'Madness')).toBeGreaterThanOrEqual(10);
      expect(await tintOver(page, 'plain', 'twice')).toBe(0);
      expect(await tintOver(page, 'nested-line', 'ordinary')).toBe(0);
      // The document's own styles hold the rules: nothing adopted there (the engine would have to
      // restyle every element for it); the shadow root, which they do not reach, has its sheet.
      const sheets = await page.evaluate(() => ({
        document: document.adoptedStyleSheets.length,
        shadow: [...(document.querySelector('[data-case="host"]')!.shadowRoot!.adoptedStyleSheets ?? [])].some((sh) =>
          [...sh.cssRules].some((r) => r.cssText.includes('::highlight(rulings-lens-high)')),
        ),
      }));
      expect(sheets).toEqual({ document: 0, shadow: true });
    } finally {
      await page.close();
    }
  });
});

describe('Firefox: privacy', () => {
  it('pages made no request beyond the test server', () => {
    expect(ff.requests.length).toBeGreaterThan(0);
    expect(ff.requests.filter((u) => !u.startsWith(`${server.url}/`))).toEqual([]);
    expect(ff.errors).toEqual([]);
  });
});
