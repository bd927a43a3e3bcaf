// Keyboard reach in the extension, Firefox ESR (MV2 event page): the "next / previous marked
// word" commands, relayed by the background to the tab's top frame, go from mark to mark in
// reading order and show each tooltip without taking focus; Enter pins it (the page does not
// scroll under the scroll keys); Esc closes it.
//
// A headless browser does not deliver command shortcuts, and WebDriver BiDi does not reach the
// background: as in capture-firefox.e2e.test.ts, code runs in the background page through
// Firefox's devtools server (firefox-rdp.ts) and calls `rulingsLensNavCommand(command, tabId)`,
// the command listener's own function, put on the background's global for this (background.ts).
import type { KeyInput } from 'puppeteer-core';
import { describe, expect, it, vi } from 'vitest';
import { until } from './ext-helpers.ts';
import { probe, useFirefoxExtSession } from './firefox-helpers.ts';
import { drawnMarks, pinScrollEscape, walkNextNextPrevious } from './keyboard-steps.ts';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 240_000 });

const session = useFirefoxExtSession();

describe('the next / previous marked word commands (Firefox)', () => {
  it('go from mark to mark in reading order; Enter pins (the page does not scroll); Esc closes', async () => {
    const s = session();
    const url = `${s.server.url}/mtg.html`;
    const page = await s.ff.open(url);
    await until(() => drawnMarks(probe(page)), (m) => m.length > 2, 'marks');
    const marks = await drawnMarks(probe(page));

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

    await walkNextNextPrevious(probe(page), marks, command);
    await pinScrollEscape(probe(page), (key) => page.keyboard.press(key as KeyInput), ['ArrowDown', 'PageDown', 'End']);
    expect(s.ff.errors).toEqual([]);
  });
});
