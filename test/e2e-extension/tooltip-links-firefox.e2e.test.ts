// Links out of the tooltip in the built extension, Firefox ESR (MV2 event page; issue 26.6): the
// same checks as tooltip-links-chromium.e2e.test.ts. Without a CR the rule number is text;
// "Search" (content script → background 'open-search') opens the popup page in a tab with the
// name typed in and its results; the copy button puts "date (source)" and the shown texts on
// the clipboard (read back by the page, Firefox's testing pref lifting the paste prompt); no
// request leaves the browser. The popup tab is read from the background page over the devtools
// server (firefox-options-page.ts extensionViews): BiDi does not reach moz-extension:// pages.
import type { Page } from 'puppeteer-core';
import { describe, expect, it, vi } from 'vitest';
import { allMarked, builtBundle, centreOf, HOST_TAG, markedWords, panelState, until } from './ext-helpers.ts';
import { hoverable, probe, useFirefoxExtSession } from './firefox-helpers.ts';
import { hoverMark } from './ward-hover.ts';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 240_000 });

const session = useFirefoxExtSession({ prefs: { 'dom.events.testing.asyncClipboard': true } });

/** Centre of the first `selector` in the tooltip's shadow root. */
const partCentre = (page: Page, selector: string) =>
  page.evaluate(
    (tag: string, selector: string) => {
      const el = document.querySelector(tag)!.shadowRoot!.querySelector<HTMLElement>(selector)!;
      el.scrollIntoView({ block: 'nearest' });
      const r = el.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    },
    HOST_TAG,
    selector,
  );

/** Opens mtg.html, waits for its marks, hovers "proliferate" and clicks it (a click pins). */
async function pinnedProliferate(): Promise<Page> {
  const { ff, server } = session();
  const page = await ff.open(`${server.url}/mtg.html`);
  await until(async () => allMarked(await markedWords(probe(page))), (m) => m.length > 0, 'marks on mtg.html', 30_000);
  await hoverMark(hoverable(page), 'kw-en');
  await until(() => panelState(probe(page)), (s) => s?.keyword === 'proliferate', 'the proliferate tooltip');
  const { x, y } = await centreOf(probe(page), 'kw-en');
  await page.mouse.click(x, y);
  await until(
    () => page.evaluate((tag: string) => document.querySelector(tag)?.shadowRoot?.querySelector<HTMLElement>('[data-part="panel"]')?.dataset.pinned ?? null, HOST_TAG),
    (pinned) => pinned === 'true',
    'the tooltip pinned',
  );
  return page;
}

describe('links out of the tooltip (extension, Firefox)', () => {
  it('without a CR the rule number is text; "Search" opens the popup page with the name and its results', async () => {
    const page = await pinnedProliferate();
    const rule = await page.evaluate((tag: string) => {
      const el = document.querySelector(tag)!.shadowRoot!.querySelector('[data-part="rule"]')!;
      return { tag: el.tagName, clickable: el.querySelectorAll('a, button').length };
    }, HOST_TAG);
    expect(rule).toEqual({ tag: 'SPAN', clickable: 0 });

    const at = await partCentre(page, '[data-part="search"]');
    await page.mouse.click(at.x, at.y);
    const popup = await until(
      () =>
        session().views.run<{ search: string; value: string; first: string | null }>(
          '/popup.html',
          `return { search: w.location.search, value: d.querySelector('[data-part="search"]')?.value ?? '', first: d.querySelector('[role="treeitem"]')?.getAttribute('data-result-id') ?? null };`,
        ),
      (v) => v?.first === 'proliferate',
      'the popup page with proliferate first',
    );
    expect(Object.fromEntries(new URLSearchParams(popup!.search))).toEqual({ q: '增殖', view: 'page' });
    expect(popup!.value).toBe('增殖');
    await page.close();
  });

  it("a ruling's copy button copies its date, source and shown texts", async () => {
    const page = await pinnedProliferate();
    const id = await page.evaluate((tag: string) => document.querySelector(tag)!.shadowRoot!.querySelector<HTMLElement>('[data-part="ruling"]')!.dataset.rulingId!, HOST_TAG);
    const at = await partCentre(page, '[data-part="ruling"] [data-part="copy"]');
    await page.mouse.click(at.x, at.y);
    const copied = await until(
      () => page.evaluate((tag: string) => document.querySelector(tag)!.shadowRoot!.querySelector<HTMLElement>('[data-part="copy"]')!.dataset.copied ?? null, HOST_TAG),
      (v) => v !== null,
      'the copy button done',
    );
    expect(copied).toBe('clipboard');
    const r = builtBundle(session().built).rulings.find((x) => x.id === id)!;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${r.date} (${r.source})\n${r.zh}\n${r.en}`);
    await page.close();
  });

  it('no request left the browser', () => {
    const { ff, server } = session();
    expect(ff.requests.filter((u) => !u.startsWith(server.url) && !u.startsWith('moz-extension://') && !u.startsWith('data:'))).toEqual([]);
  });
});
