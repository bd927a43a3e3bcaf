// What a screen reader gets, read from Chromium's own accessibility tree (CDP
// Accessibility.getFullAXTree, shadow DOM flattened in): the tooltip is a dialog named after the
// keyword, its heading reads "Proliferate, 增殖, rule 701.34", and opening it puts the heading's
// name and the first ruling into a polite live region, once (pinning the same tooltip and
// switching its language say nothing new); closing it empties the region.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readTree } from './ax-tree.ts';
import { builtBundle, useChromiumSession, waitForPanel, waitForPanelClosed, widgetReady, wordCentre } from './widget-helpers.ts';

const session = useChromiumSession();
const bundle = builtBundle();

/** Points at `word` until its tooltip opens: after the scroll that brings it into view, its mark
 *  is drawn in the next frames, and a pointer that arrived first (a loaded machine) met none. */
async function pointAt(page: Page, context: string, word: string, keyword: string): Promise<void> {
  const { x, y } = await wordCentre(page, context, word);
  for (let i = 0; i < 10; i++) {
    await page.mouse.move(x + (i % 2), y);
    const open = await page
      .waitForFunction((k) => document.querySelector('rulings-lens-ui')?.shadowRoot?.querySelector<HTMLElement>('[data-part="panel"]')?.dataset.keyword === k, keyword, { timeout: 3000 })
      .then(() => true, () => false);
    if (open) return;
  }
  throw new Error(`no tooltip on "${word}"`);
}

/** The first ruling's texts as the panel shows them (to compare with what the region says). */
const firstRulingTexts = (page: Page) =>
  page.evaluate(() => {
    const li = document.querySelector('rulings-lens-ui')!.shadowRoot!.querySelector('[data-part="ruling"]')!;
    return [...li.querySelectorAll('.ruling-text')].map((p) => p.textContent!.trim());
  });

describe('screen readers (Chromium accessibility tree)', () => {
  it('names the dialog and its heading, and announces the opening once through a polite live region', async () => {
    const t = await session.open('article-en.html', { locale: 'en-US' });
    const page = t.page;
    await widgetReady(page);
    const cdp = await t.context.newCDPSession(page);
    await cdp.send('Accessibility.enable');
    const zh = bundle.keywords.find((k) => k.id === 'proliferate')!.zhHans[0];

    await pointAt(page, 'To proliferate', 'proliferate', 'proliferate');
    await waitForPanel(page, 'proliferate', false);
    // The region is written a moment after the panel opens.
    await page.waitForFunction(() => (document.querySelector('rulings-lens-ui')!.shadowRoot!.querySelector('[data-part="live"]')?.textContent ?? '') !== '');
    const first = await firstRulingTexts(page);
    const opened = await readTree(cdp);
    // English UI (the browser's locale) with both languages shown: the name in the UI's language.
    expect(opened.dialogs).toEqual(['Rulings for Proliferate']);
    expect(opened.headings).toContain(`Proliferate, ${zh}, rule 701.34`);
    expect(first.length).toBe(2); // the page shows both languages
    expect(opened.live).toEqual([`polite: ${[`Proliferate, ${zh}, rule 701.34.`, ...first].join(' ')}`]);

    // Once: pinning the same tooltip (a click on its word) and switching its language change
    // nothing in the region.
    await page.evaluate(() => {
      const region = document.querySelector('rulings-lens-ui')!.shadowRoot!.querySelector('[data-part="live"]')!;
      const w = window as unknown as { __liveWrites: number };
      w.__liveWrites = 0;
      new MutationObserver((records) => (w.__liveWrites += records.length)).observe(region, { childList: true, subtree: true, characterData: true });
    });
    const { x, y } = await wordCentre(page, 'To proliferate', 'proliferate');
    await page.mouse.click(x, y);
    await waitForPanel(page, 'proliferate', true);
    await page.evaluate(() => document.querySelector('rulings-lens-ui')!.shadowRoot!.querySelector<HTMLElement>('[data-part="lang-switch"] [data-lang="en"]')!.click());
    await page.waitForFunction(() => document.querySelector('rulings-lens-ui')!.shadowRoot!.querySelector<HTMLElement>('[data-part="panel"]')!.dataset.lang === 'en');
    // Long enough for a (wrong) second announcement to have been written: two delays and frames.
    await page.evaluate(() => new Promise((r) => setTimeout(() => requestAnimationFrame(r), 400)));
    expect(await page.evaluate(() => (window as unknown as { __liveWrites: number }).__liveWrites)).toBe(0);
    expect((await readTree(cdp)).live).toEqual(opened.live);

    // Closed: nothing stale left to read; the next opening is announced (in English now).
    await page.keyboard.press('Escape');
    await waitForPanelClosed(page);
    expect((await readTree(cdp)).live).toEqual(['polite: ']);
    await pointAt(page, 'Convoke lets your creatures', 'Convoke', 'convoke');
    await waitForPanel(page, 'convoke', false);
    await page.waitForFunction(() => (document.querySelector('rulings-lens-ui')!.shadowRoot!.querySelector('[data-part="live"]')?.textContent ?? '') !== '');
    const convoke = bundle.keywords.find((k) => k.id === 'convoke')!;
    const [en] = await firstRulingTexts(page);
    const after = await readTree(cdp);
    expect(after.dialogs).toEqual(['Rulings for Convoke']);
    expect(after.live).toEqual([`polite: Convoke, ${convoke.zhHans[0]}, rule ${convoke.rule}. ${en}`]);
  });
});
