// Links out of the tooltip (issue 26.6) in a real browser, the same checks in Chromium and
// Firefox ESR: on the strict-CSP fixture whose script tag sets data-rule-url and
// data-search-url, the pinned tooltip's rule number and "Search" are real links to the filled
// templates; a ruling's copy button puts "date (source)\ntext" on the system clipboard through
// the Clipboard API, and through the textarea fallback when that API refuses; nothing but the
// test server is contacted. The clipboard is read back with navigator.clipboard.readText
// (Chromium: permissions granted to the context; Firefox: its testing pref that lifts the
// paste prompt).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoServer } from '../../scripts/serve-demo.ts';
import { tooltipPartCentreInPage } from './page-probes.ts';
import { launch, type BrowserName, type Driver, type Tab } from './widget-hostile-driver.ts';
import { wordCentre } from './widget-hostile-page.ts';
import { builtBundle, HOST_TAG, startTestServer } from './widget-helpers.ts';

/** Centre of the `index`th element matching `selector` in the tooltip's shadow root. */
const partCentre = (tab: Tab, selector: string, index = 0) => tab.evaluate(tooltipPartCentreInPage, { tag: HOST_TAG, selector, index });

/** The pinned tooltip's links and the ids of its rulings. */
const panelLinks = (tab: Tab) =>
  tab.evaluate((tag) => {
    const root = document.querySelector(tag)!.shadowRoot!;
    const rule = root.querySelector<HTMLAnchorElement>('[data-part="rule"]')!;
    const search = root.querySelector<HTMLAnchorElement>('[data-part="search"]');
    return {
      ruleTag: rule.tagName,
      ruleHref: rule.href,
      ruleText: rule.textContent,
      searchTag: search?.tagName ?? null,
      searchHref: search?.href ?? null,
      searchName: search?.getAttribute('aria-label') ?? null,
      rulings: [...root.querySelectorAll<HTMLElement>('[data-part="ruling"]')].map((li) => li.dataset.rulingId ?? ''),
    };
  }, HOST_TAG);

/** The copy button of ruling `index`: its text, `data-copied`, and its status's text. */
const copyState = (tab: Tab, index: number) =>
  tab.evaluate(
    ({ tag, index }) => {
      const li = document.querySelector(tag)!.shadowRoot!.querySelectorAll('[data-part="ruling"]')[index];
      const button = li.querySelector<HTMLElement>('[data-part="copy"]')!;
      return { text: button.textContent, copied: button.dataset.copied ?? null, status: li.querySelector('[data-part="copy-status"]')!.textContent };
    },
    { tag: HOST_TAG, index },
  );

export function linksSuite(name: BrowserName): void {
  describe(`links out of the tooltip (${name})`, () => {
    let opener: Driver;
    let server: DemoServer;
    const bundle = builtBundle();
    const proliferate = bundle.keywords.find((k) => k.id === 'proliferate')!;
    const rulingById = new Map(bundle.rulings.map((r) => [r.id, r]));
    /** What the copy button copies for a ruling in an English-only tooltip. */
    const copied = (id: string) => {
      const r = rulingById.get(id)!;
      return `${r.date} (${r.source})\n${r.en}`;
    };

    beforeAll(async () => {
      // The clipboard is read back: Chromium grants it to the context; Firefox's testing pref
      // lifts its "Paste" prompt (writing still needs the click's user activation, as for a reader).
      const clipboard = { permissions: ['clipboard-read', 'clipboard-write'], firefoxPrefs: { 'dom.events.testing.asyncClipboard': true } };
      [opener, server] = await Promise.all([launch(name, clipboard), startTestServer()]);
    });
    afterAll(async () => {
      await opener?.close();
      await server?.close();
    });

    it('rule number and Search are links to the templates; copy uses the clipboard, then the fallback; no request leaves', async () => {
      const tab = await opener.open(`${server.url}/fixtures/csp-links.html`);
      try {
        await tab.waitFor(() => window.RulingsLens !== undefined);
        await tab.evaluate(async () => {
          const handle = await window.RulingsLens!.ready;
          if (!handle?.active) throw new Error('the widget did not mount');
          await handle.whenScanned();
        });
        const word = await wordCentre(tab, 'post', 'Proliferate');
        await tab.move(word.x, word.y);
        await tab.click(word.x, word.y); // click pins
        await tab.waitFor(
          (tag) => document.querySelector(tag)?.shadowRoot?.querySelector<HTMLElement>('[data-part="panel"]')?.dataset.pinned === 'true',
          HOST_TAG,
        );

        const links = await panelLinks(tab);
        expect(links).toMatchObject({
          ruleTag: 'A',
          ruleHref: `https://rules.example/cr#${proliferate.rule}`,
          ruleText: `CR ${proliferate.rule}`,
          searchTag: 'A',
          searchHref: `${server.url}/search?q=Proliferate&kw=proliferate`,
          searchName: 'Search for “Proliferate”',
        });
        expect(links.rulings.length).toBeGreaterThan(1);

        // The Clipboard API, from a real click.
        const first = await partCentre(tab, '[data-part="ruling"] [data-part="copy"]', 0);
        await tab.click(first.x, first.y);
        await tab.waitFor((tag) => !!document.querySelector(tag)!.shadowRoot!.querySelector('[data-part="copy"][data-copied]'), HOST_TAG);
        expect(await copyState(tab, 0)).toEqual({ text: 'Copied', copied: 'clipboard', status: 'Copied' });
        expect(await tab.evaluate(() => navigator.clipboard.readText())).toBe(copied(links.rulings[0]));

        // The Clipboard API refusing (as on an http page or a denied permission): the fallback.
        await tab.evaluate(() => {
          navigator.clipboard.writeText = () => Promise.reject(new DOMException('refused by the test', 'NotAllowedError'));
        });
        const second = await partCentre(tab, '[data-part="ruling"] [data-part="copy"]', 1);
        await tab.click(second.x, second.y);
        await tab.waitFor(
          (tag) => !!document.querySelector(tag)!.shadowRoot!.querySelectorAll('[data-part="ruling"]')[1].querySelector('[data-copied]'),
          HOST_TAG,
        );
        expect(await copyState(tab, 1)).toEqual({ text: 'Copied', copied: 'fallback', status: 'Copied' });
        expect(await tab.evaluate(() => navigator.clipboard.readText())).toBe(copied(links.rulings[1]));
        // The fallback's textarea is gone, and was never in the page's own DOM.
        expect(await tab.evaluate((tag) => document.querySelectorAll('textarea').length + document.querySelector(tag)!.shadowRoot!.querySelectorAll('textarea').length, HOST_TAG)).toBe(0);

        expect(tab.requests.filter((u) => !u.startsWith(`${server.url}/`) && !u.startsWith('data:'))).toEqual([]);
        expect(tab.pageErrors).toEqual([]);
      } finally {
        await tab.close();
      }
    });
  });
}
