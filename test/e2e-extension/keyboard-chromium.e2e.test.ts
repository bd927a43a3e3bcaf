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
import { describe, expect, it, vi } from 'vitest';
import { openMarked, probe } from './chromium-helpers.ts';
import { useChromiumExtSession } from './chromium-session.ts';
import { drawnMarks, pinScrollEscape, walkNextNextPrevious } from './keyboard-steps.ts';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 240_000 });

const session = useChromiumExtSession();

describe('the next / previous marked word commands', () => {
  it('are in both manifests with Alt+Shift+J / Alt+Shift+K and a translated description', () => {
    for (const dir of [session().built.chromeExt, session().built.firefoxExt]) {
      const m = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { commands: Record<string, { suggested_key: { default: string }; description: string }> };
      expect(m.commands['next-mark']).toEqual({ suggested_key: { default: 'Alt+Shift+J' }, description: '__MSG_kbdCommandNextMark__' });
      expect(m.commands['prev-mark']).toEqual({ suggested_key: { default: 'Alt+Shift+K' }, description: '__MSG_kbdCommandPrevMark__' });
      const messages = JSON.parse(readFileSync(join(dir, '_locales/en/messages.json'), 'utf8')) as Record<string, { message: string }>;
      expect(messages.kbdCommandNextMark.message).toMatch(/next marked word/);
    }
  });

  it('go from mark to mark in reading order; Enter pins (the rulings scroll, not the page), Esc gives focus back', async () => {
    const { ext, server } = session();
    const url = `${server.url}/mtg.html`;
    const page = await openMarked(ext, url);
    const tabId = await ext.tabId(url);
    const worker = await ext.worker();
    const command = (name: string) =>
      worker.evaluate(
        ({ name, tabId }) => (globalThis as unknown as { rulingsLensNavCommand(c: string, t: number): Promise<boolean> }).rulingsLensNavCommand(name, tabId),
        { name, tabId },
      );
    const marks = await drawnMarks(probe(page));
    expect(marks.length).toBeGreaterThan(2);

    // The page's own Alt+Shift+J reaches the page (no command in a headless browser): nothing
    // listens for it there, so the first command below still goes to the first mark.
    await page.keyboard.press('Alt+Shift+KeyJ');

    await walkNextNextPrevious(probe(page), marks, command);
    await pinScrollEscape(probe(page), (key) => page.keyboard.press(key), ['ArrowDown', 'PageDown', 'End', 'Space']);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    expect(ext.errors).toEqual([]);
  });

  it('answers false for a tab without a content script, and ignores other commands', async () => {
    const { ext } = session();
    const worker = await ext.worker();
    const results = await worker.evaluate(async () => {
      const g = globalThis as unknown as { rulingsLensNavCommand(c: string, t: number | undefined): Promise<boolean> };
      return [await g.rulingsLensNavCommand('next-mark', 999_999), await g.rulingsLensNavCommand('toggle-site', 1), await g.rulingsLensNavCommand('next-mark', undefined)];
    });
    expect(results).toEqual([false, false, false]);
  });
});
