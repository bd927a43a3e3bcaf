// Keyboard reach in the extension (Chromium, MV3): the "next / previous marked word" commands are
// in both manifests with their default keys (rebindable on the browser's shortcuts page), and the
// background relays them to the tab's top frame, which goes from mark to mark in reading order,
// shows each tooltip without taking focus; Enter pins it (the rulings take the scroll keys, the
// page stays put); Esc closes it and gives focus back. The page's own keydowns do not move
// anything: in the extension the keys are the browser's commands, nothing else listens for them.
//
// A headless browser does not deliver command shortcuts (they are browser UI, handled before the
// page and outside the DevTools protocol's key events). The background puts its command handler
// on its global as `rulingsLensNavCommand(command, tabId)` (as `rulingsLensCapture` for the
// context menu), and the tests call it there, in the service worker, as the listener would.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openChromiumExtSession, openMarked, type ChromiumExtSession } from './chromium-helpers.ts';
import { HOST_TAG, until } from './ext-helpers.ts';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 240_000 });

let session: ChromiumExtSession | undefined;
beforeAll(async () => {
  session = await openChromiumExtSession();
}, 240_000);
afterAll(() => session?.close());

/** The open tooltip: its keyword, pinned or not, focus inside or not (null: closed). */
const tooltip = (page: Page) =>
  page.evaluate((tag) => {
    const root = document.querySelector(tag)?.shadowRoot;
    const panel = root?.querySelector<HTMLElement>('[data-part="panel"]');
    return panel ? { keyword: panel.dataset.keyword ?? '', pinned: panel.dataset.pinned === 'true', focusInside: !!root!.activeElement } : null;
  }, HOST_TAG);

/** The word under the active tint, as `text@offset`. */
const activeWord = (page: Page) =>
  page.evaluate(() => {
    let out: string | null = null;
    CSS.highlights.get('rulings-lens-active')?.forEach((r) => {
      const s = r as AbstractRange;
      out ??= `${(s.startContainer as Text).data.slice(s.startOffset, s.endOffset)}@${s.startOffset}`;
    });
    return out;
  });

/** The drawn marks in document order, as `text@offset`. */
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

describe('the next / previous marked word commands', () => {
  it('are in both manifests with Alt+Shift+J / Alt+Shift+K and a translated description', () => {
    for (const dir of [session!.built.chromeExt, session!.built.firefoxExt]) {
      const m = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { commands: Record<string, { suggested_key: { default: string }; description: string }> };
      expect(m.commands['next-mark']).toEqual({ suggested_key: { default: 'Alt+Shift+J' }, description: '__MSG_kbdCommandNextMark__' });
      expect(m.commands['prev-mark']).toEqual({ suggested_key: { default: 'Alt+Shift+K' }, description: '__MSG_kbdCommandPrevMark__' });
      const messages = JSON.parse(readFileSync(join(dir, '_locales/en/messages.json'), 'utf8')) as Record<string, { message: string }>;
      expect(messages.kbdCommandNextMark.message).toMatch(/next marked word/);
    }
  });

  it('go from mark to mark in reading order; Enter pins (the rulings scroll, not the page), Esc gives focus back', async () => {
    const { ext, server } = session!;
    const url = `${server.url}/mtg.html`;
    const page = await openMarked(ext, url);
    const tabId = await ext.tabId(url);
    const worker = await ext.worker();
    const command = (name: string) =>
      worker.evaluate(
        ({ name, tabId }) => (globalThis as unknown as { rulingsLensNavCommand(c: string, t: number): Promise<boolean> }).rulingsLensNavCommand(name, tabId),
        { name, tabId },
      );
    const marks = await drawnMarks(page);
    expect(marks.length).toBeGreaterThan(2);

    // The page's own Alt+Shift+J reaches the page (no command in a headless browser): nothing
    // listens for it there, so the first command below still goes to the first mark.
    await page.keyboard.press('Alt+Shift+KeyJ');

    const seen: string[] = [];
    for (const name of ['next-mark', 'next-mark', 'prev-mark']) {
      const before = await activeWord(page);
      expect(await command(name)).toBe(true);
      seen.push((await until(() => activeWord(page), (w) => w !== null && w !== before, `${name} moves`))!);
      const panel = await until(() => tooltip(page), (s) => s !== null, 'tooltip');
      expect(panel!.pinned).toBe(false);
      expect(panel!.focusInside).toBe(false);
    }
    expect(seen).toEqual([marks[0], marks[1], marks[0]]);

    const y = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('Enter');
    await until(() => tooltip(page), (s) => s?.pinned === true && s.focusInside, 'pinned, focus inside');
    for (const key of ['ArrowDown', 'PageDown', 'End', 'Space']) {
      await page.keyboard.press(key);
      expect(await page.evaluate(() => window.scrollY)).toBe(y);
    }
    await page.keyboard.press('Escape');
    await until(() => tooltip(page), (s) => s === null, 'closed');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    expect(ext.errors).toEqual([]);
  });

  it('answers false for a tab without a content script, and ignores other commands', async () => {
    const { ext } = session!;
    const worker = await ext.worker();
    const results = await worker.evaluate(async () => {
      const g = globalThis as unknown as { rulingsLensNavCommand(c: string, t: number | undefined): Promise<boolean> };
      return [await g.rulingsLensNavCommand('next-mark', 999_999), await g.rulingsLensNavCommand('toggle-site', 1), await g.rulingsLensNavCommand('next-mark', undefined)];
    });
    expect(results).toEqual([false, false, false]);
  });
});
