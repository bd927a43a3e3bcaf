// The keyboard-reach steps shared by keyboard-chromium.e2e.test.ts and keyboard-firefox.e2e.test.ts:
// in-page probes over the driver-neutral Probe, the walk next / next / previous, and pin, scroll
// keys, Esc. Each file brings what differs per browser: how a command reaches the background (the
// Chromium service worker; Firefox's background page through the devtools server) and a key press.
import { expect } from 'vitest';
import { drawnMarksInPage } from '../e2e/page-probes.ts';
import { HOST_TAG, until, type Probe } from './ext-helpers.ts';

/** The open tooltip: its keyword, pinned or not, focus inside or not (null: closed). */
export const tooltip = (page: Probe) =>
  page.evaluate((tag) => {
    const root = document.querySelector(tag)?.shadowRoot;
    const panel = root?.querySelector<HTMLElement>('[data-part="panel"]');
    return panel ? { keyword: panel.dataset.keyword ?? '', pinned: panel.dataset.pinned === 'true', focusInside: !!root!.activeElement } : null;
  }, HOST_TAG);

/** The word under the active tint, as `text@offset`. */
export const activeWord = (page: Probe) =>
  page.evaluate(() => {
    let out: string | null = null;
    CSS.highlights.get('rulings-lens-active')?.forEach((r) => {
      const s = r as AbstractRange;
      out ??= `${(s.startContainer as Text).data.slice(s.startOffset, s.endOffset)}@${s.startOffset}`;
    });
    return out as string | null;
  }, undefined);

/** The drawn marks in document order, as `text@offset`. */
export const drawnMarks = (page: Probe) => page.evaluate(drawnMarksInPage, 'offset');

/** Next, next, previous: each command answers true and moves the active tint to the first, second,
 *  first mark of `marks`, showing its tooltip not pinned and leaving focus on the page. */
export async function walkNextNextPrevious(page: Probe, marks: string[], command: (name: string) => Promise<boolean | string>): Promise<void> {
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
}

/** Enter pins the tooltip with focus inside; none of `keys` scrolls the page; Esc closes it. */
export async function pinScrollEscape(page: Probe, press: (key: string) => Promise<void>, keys: string[]): Promise<void> {
  const y = await page.evaluate(() => window.scrollY, undefined);
  await press('Enter');
  await until(() => tooltip(page), (t) => t?.pinned === true && t.focusInside, 'pinned, focus inside');
  for (const key of keys) {
    await press(key);
    expect(await page.evaluate(() => window.scrollY, undefined)).toBe(y);
  }
  await press('Escape');
  await until(() => tooltip(page), (t) => t === null, 'closed');
}
