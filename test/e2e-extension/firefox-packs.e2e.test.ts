// Imported rulings packs in real Firefox ESR (MV2 event page). WebDriver BiDi does not reach
// moz-extension:// documents, so the options page is driven through Firefox's devtools server
// (firefox-rdp.ts): code evaluated in the extension's background page calls
// browser.runtime.openOptionsPage(), finds the real options tab with
// browser.extension.getViews(), and hands files to its real file input (a DataTransfer's
// FileList, then the input's change event — what picking files does; the native file dialog
// itself is the one part not exercised). Everything after that is the product's own path: the
// options page checks the files, stores the pack in IndexedDB and tells the background, which
// rebuilds its data; the web page (driven through BiDi as usual) shows the ruling on hover.
import type { Page } from 'puppeteer-core';
import { describe, expect, it, vi } from 'vitest';
import { markedWords, allMarked, until } from './ext-helpers.ts';
import { hoverable, probe, useFirefoxExtSession } from './firefox-helpers.ts';
import { BAD_PACK_LINE, BAD_PACK_TEXT, GOOD_PACK_NAME, GOOD_PACK_TEXT, WARD_RULING_ID } from './pack-fixtures.ts';
import { hoverWard } from './ward-hover.ts';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 240_000 });

const session = useFirefoxExtSession();
let article: Page;

/** Gives the options page's file input these files, as picking them in the dialog does. */
const pick = (files: Array<[string, string]>) => session().options.pick(files);

type Status = { outcome: string; lines: string[]; packs: string[]; empty: boolean };
/** The options page's pack list, each pack as `name|count text`. */
const status = async (): Promise<Status | null> => {
  const s = await session().options.status();
  return s && { outcome: s.outcome, lines: s.lines, packs: s.packs.map((p) => p.split('|').slice(0, 2).join('|')), empty: s.empty };
};
const ready = (s: Status | null): s is Status => s !== null;

describe('Firefox: imported packs through the options page', () => {
  it('opens the real options page from the background page', async () => {
    article = await session().ff.open(`${session().server.url}/packs.html`);
    await until(async () => allMarked(await markedWords(probe(article))), (m) => m.includes('ward'), 'ward marked');
    expect((await hoverWard(hoverable(article), () => true, 'ward tooltip')).rulingIds).not.toContain(WARD_RULING_ID);
    await session().rdp.evaluate(session().consoleActor, 'void browser.runtime.openOptionsPage()');
    const s = await until(status, (x) => ready(x) && x.empty, 'the options page with its (empty) pack list');
    expect(s).toMatchObject({ outcome: '', packs: [] });
  });

  it('refuses a pick with a bad file, with file:line:col, and stores nothing', async () => {
    expect(await pick([['good-too.txt', GOOD_PACK_TEXT], ['bad-pack.txt', BAD_PACK_TEXT]])).toBe(2);
    const s = (await until(status, (x) => ready(x) && x.outcome === 'refused', 'refused')) as Status;
    expect(s.lines.some((l) => new RegExp(`^bad-pack\\.txt:${BAD_PACK_LINE}:\\d+: error: `).test(l))).toBe(true);
    expect(s.packs).toEqual([]);
    expect(s.empty).toBe(true);
  });

  it('imports a good pack; the open tab shows its ruling on the next hover, the footer names it', async () => {
    await pick([[`${GOOD_PACK_NAME}.txt`, GOOD_PACK_TEXT]]);
    const s = (await until(status, (x) => ready(x) && x.outcome === 'imported' && x.packs.length === 1, 'imported')) as Status;
    expect(s.packs).toEqual([`${GOOD_PACK_NAME}|2 rulings`]);
    const panel = await hoverWard(hoverable(article), (p) => p.rulingIds.includes(WARD_RULING_ID), 'the pack ruling');
    expect(panel.stamp).toContain(GOOD_PACK_NAME);
  });

  it('removed, its ruling is gone from the open tab', async () => {
    await session().options.run(`d.querySelector('[data-pack="${GOOD_PACK_NAME}"] [data-part="pack-remove"]').click(); return true;`);
    await until(status, (x) => ready(x) && x.empty, 'the list empty again');
    const panel = await hoverWard(hoverable(article), (p) => !p.rulingIds.includes(WARD_RULING_ID), 'no pack ruling');
    expect(panel.stamp).not.toContain(GOOD_PACK_NAME);
    expect(session().ff.errors).toEqual([]);
  });
});
