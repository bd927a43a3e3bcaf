// Card formatting must not defeat detection (widget/scan/runs.ts, line-context.ts), in one
// browser: keywords and ability words split across inline elements (`<i>Landfall</i> — Whenever…`,
// `<b>Flying</b>` on a card's keyword line, `Pro<wbr>liferate`, `Prolif<span>erate</span>`, ruby)
// are marked like plain text, one mark per text node piece; hovering any piece opens the keyword,
// with the whole word as the tooltip's matched text and the active tint over every piece; ruby
// annotations are not marked, a block boundary does not join, and the page's DOM is unchanged.
// Fixture: test/fixtures/widget/inline-runs.html (its expectations at its top). The same checks
// run in Chromium (test/e2e/widget-inline-runs.e2e.test.ts) and Firefox ESR
// (test/e2e-firefox/widget-inline-runs.e2e.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoServer } from '../../scripts/serve-demo.ts';
import { startTestServer } from './widget-helpers.ts';
import { launch, type BrowserName, type Driver, type Tab } from './widget-hostile-driver.ts';
import { hoverAndWait, injectWidget, marks, marksSettled, snapshot, waitForMarksIn } from './widget-hostile-page.ts';

/** The footer's "why marked" line (its quoted word, its confidence) and the texts under the
 *  active-word tint. */
function tooltipWord(tab: Tab): Promise<{ word: string; confidence: string; active: string[] }> {
  return tab.evaluate(() => {
    const el = document.querySelector('rulings-lens-ui')?.shadowRoot?.querySelector<HTMLElement>('[data-part="why"]');
    const word = /["“](.*)["”]/.exec(el?.textContent ?? '')?.[1] ?? '';
    const active: string[] = [];
    CSS.highlights.get('rulings-lens-active')?.forEach((r) => {
      const range = r as AbstractRange;
      active.push((range.startContainer as Text).data.slice(range.startOffset, range.endOffset));
    });
    return { word, confidence: el?.dataset.confidence ?? '', active };
  });
}

export function inlineRunsSuite(browser: BrowserName): void {
  describe(`words split by inline elements, in ${browser}`, () => {
    let driver: Driver;
    let server: DemoServer;
    let tab: Tab;
    let before: string;

    beforeAll(async () => {
      [driver, server] = await Promise.all([launch(browser), startTestServer()]);
      tab = await driver.open(`${server.url}/fixtures/inline-runs.html`);
      await tab.waitFor(() => document.readyState === 'complete');
      before = await snapshot(tab);
      await injectWidget(tab); // no data-context: the page's own context decides
    });
    afterAll(async () => {
      await tab?.close();
      await driver?.close();
      await server?.close();
    });

    it('marks them like plain text, a piece per text node; ruby annotations and a block boundary are not', async () => {
      await waitForMarksIn(tab, 'landfall', ['Landfall']);
      await waitForMarksIn(tab, 'flying', ['Flying']);
      await waitForMarksIn(tab, 'wbr', ['Pro', 'liferate']);
      await waitForMarksIn(tab, 'span', ['Prolif', 'erate']);
      await waitForMarksIn(tab, 'ruby-hans', ['伪', '装']);
      await waitForMarksIn(tab, 'ruby-hant', ['偽裝']);
      const all = await marksSettled(tab);
      expect(all.filter((m) => m.startsWith('blocks:'))).toEqual([]);
      expect(all.filter((m) => /wěi|zhuāng|[()]/.test(m))).toEqual([]);
    });

    it('hovering the second piece of a word opens it, with the whole word as the matched text', async () => {
      await hoverAndWait(tab, 'span', 'erate', 'proliferate');
      expect(await tooltipWord(tab)).toMatchObject({ word: 'Proliferate', active: ['Prolif', 'erate'] });
      await hoverAndWait(tab, 'wbr', 'liferate', 'proliferate');
      expect(await tooltipWord(tab)).toMatchObject({ word: 'Proliferate', active: ['Pro', 'liferate'] });
      await hoverAndWait(tab, 'ruby-hans', '装', 'disguise');
      expect(await tooltipWord(tab)).toMatchObject({ word: '伪装', active: ['伪', '装'] });
      await hoverAndWait(tab, 'landfall', 'Landfall', 'landfall');
      // The card shape (dash, then "Whenever") is in the node after the <i>: read with it, high.
      expect(await tooltipWord(tab)).toEqual({ word: 'Landfall', confidence: 'high', active: ['Landfall'] });
      await hoverAndWait(tab, 'flying', 'Flying', 'flying');
    });

    it("leaves the page's DOM as it was", async () => {
      await tab.move(995, 695);
      expect(await snapshot(tab)).toBe(before);
      expect(tab.pageErrors).toEqual([]);
      expect(tab.console.filter((m) => m.startsWith('error'))).toEqual([]);
      expect(tab.requests.filter((u) => !u.startsWith(`${server.url}/`) && !u.startsWith('data:'))).toEqual([]);
      expect(await marks(tab)).not.toEqual([]);
    });
  });
}
