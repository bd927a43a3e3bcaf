// Links out of the tooltip in the built extension, Chromium (issue 26.6): without a CR the rule
// number is plain text (nothing clickable); "Search" opens the popup's search as a page in a new
// tab with the keyword's name typed in and its results shown; a ruling's copy button puts
// "date (source)" and the shown texts on the clipboard; no request leaves the browser. The rule
// number opening the viewer once a CR is stored: rules-viewer.e2e.test.ts (both browsers).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tooltipPartCentreInPage } from '../e2e/page-probes.ts';
import { hover, openChromiumExtSession, openMarked, probe, type ChromiumExtSession } from './chromium-helpers.ts';
import { centreOf, HOST_TAG, until } from './ext-helpers.ts';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 240_000 });

/** Centre of the `index`th `selector` in the tooltip's shadow root. */
const partCentre = (page: Page, selector: string, index = 0) => page.evaluate(tooltipPartCentreInPage, { tag: HOST_TAG, selector, index });

/** Hovers and clicks "proliferate" (a click pins), and waits for the pinned tooltip. */
async function pinProliferate(page: Page): Promise<void> {
  await hover(page, 'kw-en', 'proliferate');
  const { x, y } = await centreOf(probe(page), 'kw-en');
  await page.mouse.click(x, y);
  await page.waitForFunction((tag) => document.querySelector(tag)?.shadowRoot?.querySelector<HTMLElement>('[data-part="panel"]')?.dataset.pinned === 'true', HOST_TAG);
}

describe('links out of the tooltip (extension, Chromium)', () => {
  let session: ChromiumExtSession;

  beforeAll(async () => {
    session = await openChromiumExtSession();
    await session.ext.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.server.url });
  }, 240_000);
  afterAll(() => session?.close());

  it('without a CR the rule number is text: no link, no button', async () => {
    const page = await openMarked(session.ext, `${session.server.url}/mtg.html`);
    await hover(page, 'kw-en', 'proliferate');
    const rule = await page.evaluate((tag) => {
      const el = document.querySelector(tag)!.shadowRoot!.querySelector('[data-part="rule"]')!;
      return { tag: el.tagName, clickable: el.querySelectorAll('a, button').length, text: el.textContent };
    }, HOST_TAG);
    expect(rule).toEqual({ tag: 'SPAN', clickable: 0, text: `CR ${session.bundle.keywords.find((k) => k.id === 'proliferate')!.rule}` });
    await page.close();
  });

  it('"Search" opens the popup page in a new tab, the name typed in and its results shown', async () => {
    const page = await openMarked(session.ext, `${session.server.url}/mtg.html`);
    await pinProliferate(page);
    const name = await page.evaluate((tag) => document.querySelector(tag)!.shadowRoot!.querySelector('[data-part="search"]')!.getAttribute('aria-label'), HOST_TAG);
    // The default display language is both: the Chinese name is searched for, the labels are the browser's (English).
    expect(name).toBe('Search for “增殖”');
    const at = await partCentre(page, '[data-part="search"]');
    const [popup] = await Promise.all([session.ext.context.waitForEvent('page'), page.mouse.click(at.x, at.y)]);
    await popup.waitForURL(/\/popup\.html\?/);
    const url = new URL(popup.url());
    expect(url.protocol).toBe('chrome-extension:');
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: '增殖', view: 'page' });
    await until(() => popup.locator('[role="treeitem"]').first().getAttribute('data-result-id'), (id) => id === 'proliferate', 'proliferate first in the results');
    expect(await popup.locator('[data-part="search"]').inputValue()).toBe('增殖');
    await Promise.all([popup.close(), page.close()]);
  });

  it('a ruling\'s copy button copies its date, source and shown texts', async () => {
    const page = await openMarked(session.ext, `${session.server.url}/mtg.html`);
    await pinProliferate(page);
    const first = await page.evaluate((tag) => {
      const panel = document.querySelector(tag)!.shadowRoot!.querySelector<HTMLElement>('[data-part="panel"]')!;
      return { id: panel.querySelector<HTMLElement>('[data-part="ruling"]')!.dataset.rulingId!, lang: panel.dataset.lang };
    }, HOST_TAG);
    const at = await partCentre(page, '[data-part="ruling"] [data-part="copy"]');
    await page.mouse.click(at.x, at.y);
    await page.waitForFunction((tag) => !!document.querySelector(tag)!.shadowRoot!.querySelector('[data-part="copy"][data-copied]'), HOST_TAG);
    const button = await page.evaluate((tag) => {
      const b = document.querySelector(tag)!.shadowRoot!.querySelector<HTMLElement>('[data-part="copy"]')!;
      return { text: b.textContent, copied: b.dataset.copied };
    }, HOST_TAG);
    expect(button).toEqual({ text: 'Copied', copied: 'clipboard' });
    const r = session.bundle.rulings.find((x) => x.id === first.id)!;
    expect(first.lang).toBe('both');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${r.date} (${r.source})\n${r.zh}\n${r.en}`);
    await page.close();
  });

  it('no request left the browser, and nothing threw', () => {
    const outside = session.ext.requests.filter((u) => !u.startsWith('chrome-extension://') && !u.startsWith(session.server.url));
    expect(outside).toEqual([]);
    expect(session.ext.errors).toEqual([]);
  });
});
