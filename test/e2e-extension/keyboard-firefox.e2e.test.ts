// Keyboard reach in the extension, Firefox ESR (MV2 event page): the "next / previous marked
// word" commands, relayed by the background to the tab's top frame, go from mark to mark in
// reading order and show each tooltip without taking focus; Enter pins it (the page does not
// scroll under the scroll keys); Esc closes it.
//
// A headless browser does not deliver command shortcuts, and WebDriver BiDi does not reach the
// background: as in capture-firefox.e2e.test.ts, code runs in the background page through
// Firefox's devtools server (firefox-rdp.ts) and calls `rulingsLensNavCommand(command, tabId)`,
// the command listener's own function, put on the background's global for this (background.ts).
import type { Page } from 'puppeteer-core';
import { describe, expect, it, vi } from 'vitest';
import { HOST_TAG, until } from './ext-helpers.ts';
import { useFirefoxExtSession } from './firefox-helpers.ts';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 240_000 });

const session = useFirefoxExtSession();

const tooltip = (page: Page) =>
  page.evaluate((tag) => {
    const root = document.querySelector(tag)?.shadowRoot;
    const panel = root?.querySelector<HTMLElement>('[data-part="panel"]');
    return panel ? { keyword: panel.dataset.keyword ?? '', pinned: panel.dataset.pinned === 'true', focusInside: !!root!.activeElement } : null;
  }, HOST_TAG);

const activeWord = (page: Page) =>
  page.evaluate(() => {
    let out: string | null = null;
    CSS.highlights.get('rulings-lens-active')?.forEach((r) => {
      const s = r as AbstractRange;
      out ??= `${(s.startContainer as Text).data.slice(s.startOffset, s.endOffset)}@${s.startOffset}`;
    });
    return out;
  });

const drawnMarks = (page: Page) =>
  page.evaluate(() => {
    const texts: Node[] = [];
    const w = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = w.nextNode(); n; n = w.nextNode()) texts.push(n);
    const ranges: AbstractRange[] = [];
    for (const name of ['rulings-lens-high', 'rulings-lens-medium', 'rulings-lens-low']) CSS.highlights.get(name)?.forEach((r) => void ranges.push(r as AbstractRange));
    ranges.sort((a, b) => texts.indexOf(a.startContainer) - texts.indexOf(b.startContainer) || a.startOffset - b.startOffset);
    return ranges.map((s) => `${(s.startContainer as Text).data.slice(s.startOffset, s.endOffset)}@${s.startOffset}`);
  });

describe('the next / previous marked word commands (Firefox)', () => {
  it('go from mark to mark in reading order; Enter pins (the page does not scroll); Esc closes', async () => {
    const s = session();
    const url = `${s.server.url}/mtg.html`;
    const page = await s.ff.open(url);
    await until(() => drawnMarks(page), (m) => m.length > 2, 'marks');
    const marks = await drawnMarks(page);

    /** The command as its listener runs it, for the tab showing the fixture; its answer. */
    const command = async (name: string): Promise<boolean | string> => {
      await s.rdp.evaluate(
        s.consoleActor,
        `globalThis.__nav = null;
        (async () => {
          for (const tab of await browser.tabs.query({})) {
            const reply = await browser.tabs.sendMessage(tab.id, { type: 'site-status' }, { frameId: 0 }).catch(() => null);
            if (reply && reply.ok && reply.value.url === ${JSON.stringify(url)}) return rulingsLensNavCommand(${JSON.stringify(name)}, tab.id);
          }
          throw new Error('no tab shows the fixture');
        })().then((ok) => (globalThis.__nav = { ok }), (e) => (globalThis.__nav = { error: String(e) }));`,
      );
      const done = await until(async () => JSON.parse(String(await s.rdp.evaluate(s.consoleActor, 'JSON.stringify(globalThis.__nav)'))) as { ok?: boolean; error?: string } | null, (v) => v !== null, name);
      return done!.error ?? done!.ok!;
    };

    const seen: string[] = [];
    for (const name of ['next-mark', 'next-mark', 'prev-mark']) {
      const before = await activeWord(page);
      expect(await command(name)).toBe(true);
      seen.push((await until(() => activeWord(page), (w) => w !== null && w !== before, `${name} moves`))!);
      const panel = await until(() => tooltip(page), (t) => t !== null, 'tooltip');
      expect(panel!.pinned).toBe(false);
      expect(panel!.focusInside).toBe(false);
    }
    expect(seen).toEqual([marks[0], marks[1], marks[0]]);

    const y = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('Enter');
    await until(() => tooltip(page), (t) => t?.pinned === true && t.focusInside, 'pinned, focus inside');
    for (const key of ['ArrowDown', 'PageDown', 'End'] as const) {
      await page.keyboard.press(key);
      expect(await page.evaluate(() => window.scrollY)).toBe(y);
    }
    await page.keyboard.press('Escape');
    await until(() => tooltip(page), (t) => t === null, 'closed');
    expect(s.ff.errors).toEqual([]);
  });
});
