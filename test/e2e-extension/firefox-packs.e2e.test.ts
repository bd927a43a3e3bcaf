// Imported rulings packs in real Firefox ESR (MV2 event page). WebDriver BiDi does not reach
// moz-extension:// documents, so the options page is driven through Firefox's devtools server
// (firefox-rdp.ts): code evaluated in the extension's background page calls
// browser.runtime.openOptionsPage(), finds the real options tab with
// browser.extension.getViews(), and hands files to its real file input (a DataTransfer's
// FileList, then the input's change event — what picking files does; the native file dialog
// itself is the one part not exercised). Everything after that is the product's own path: the
// options page checks the files, stores the pack in IndexedDB and tells the background, which
// rebuilds its data; the web page (driven through BiDi as usual) shows the ruling on hover.
import { createServer } from 'node:net';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DemoServer } from '../../scripts/serve-demo.ts';
import { ensureExtensionBuilt } from './build-once.ts';
import { centreOf, markedWords, allMarked, panelState, startFixtureServer, until, type PanelState } from './ext-helpers.ts';
import { launchFirefoxWithExtension, probe, type FirefoxExt } from './firefox-helpers.ts';
import { RdpClient } from './firefox-rdp.ts';
import { BAD_PACK_LINE, BAD_PACK_TEXT, GOOD_PACK_NAME, GOOD_PACK_TEXT, WARD_RULING_ID } from './pack-fixtures.ts';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 240_000 });

let server: DemoServer;
let ff: FirefoxExt;
let rdp: RdpClient;
let consoleActor: string;
let article: Page;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  const built = await ensureExtensionBuilt();
  server = await startFixtureServer(built);
  const port = await freePort();
  ff = await launchFirefoxWithExtension(built.firefoxExt, { rdpPort: port });
  rdp = await RdpClient.open(port);
  consoleActor = await rdp.addonConsole(ff.addonId);
}, 240_000);

afterAll(async () => {
  rdp?.close();
  await ff?.close();
  await server?.close();
});

/** Runs `body` in the background page with `d` = the options tab's document; returns its JSON. */
async function inOptions<T>(body: string): Promise<T> {
  const code = `(() => {
    const w = browser.extension.getViews({ type: 'tab' }).find((v) => v.location.pathname === '/options.html');
    if (!w) return JSON.stringify({ missing: true });
    const d = w.document;
    return JSON.stringify((() => { ${body} })() ?? null);
  })()`;
  return JSON.parse(String(await rdp.evaluate(consoleActor, code))) as T;
}

/** Gives the options page's file input these files, as picking them in the dialog does. */
const pick = (files: Array<[string, string]>) =>
  inOptions(`
    const dt = new w.DataTransfer();
    for (const [name, text] of ${JSON.stringify(files)}) dt.items.add(new w.File([text], name, { type: 'text/plain' }));
    const input = d.querySelector('[data-part="pack-input"]');
    input.files = dt.files;
    const given = input.files.length; // the page empties the input once it has read the pick
    input.dispatchEvent(new w.Event('change', { bubbles: true }));
    return given;
  `);

const status = () =>
  inOptions<{ outcome: string; lines: string[]; packs: string[]; empty: boolean } | { missing: true }>(`
    const s = d.querySelector('[data-part="pack-status"]');
    return {
      outcome: s ? s.dataset.outcome : '',
      lines: [...d.querySelectorAll('[data-part="pack-diagnostics"] li')].map((li) => li.textContent),
      packs: [...d.querySelectorAll('[data-pack]')].map((li) => li.dataset.pack + '|' + li.querySelector('[data-part="pack-count"]').textContent),
      empty: !!d.querySelector('[data-part="packs-empty"]'),
    };
  `);
type Status = { outcome: string; lines: string[]; packs: string[]; empty: boolean };
const ready = (s: unknown): s is Status => typeof s === 'object' && s !== null && !('missing' in s);

async function hoverWard(page: Page, ok: (s: PanelState) => boolean, what: string): Promise<PanelState & { stamp: string }> {
  const end = Date.now() + 20_000;
  for (;;) {
    try {
      // Park the pointer in the far corner (the tooltip may open near the top-left).
      await page.mouse.move(990, 690);
      await until(() => panelState(probe(page)), (s) => s === null, 'tooltip closed');
      const { x, y } = await centreOf(probe(page), 'kw-ward');
      await page.mouse.move(x, y);
      const state = await until(() => panelState(probe(page)), (s) => s?.keyword === 'ward' && ok(s), what, 8_000);
      const stamp = await page.evaluate(() => document.querySelector('rulings-lens-ui')!.shadowRoot!.querySelector('[data-part="stamp"]')?.textContent ?? '');
      return { ...state!, stamp };
    } catch (e) {
      if (Date.now() > end) throw e;
    }
  }
}

describe('Firefox: imported packs through the options page', () => {
  it('opens the real options page from the background page', async () => {
    article = await ff.open(`${server.url}/packs.html`);
    await until(async () => allMarked(await markedWords(probe(article))), (m) => m.includes('ward'), 'ward marked');
    expect((await hoverWard(article, () => true, 'ward tooltip')).rulingIds).not.toContain(WARD_RULING_ID);
    await rdp.evaluate(consoleActor, 'void browser.runtime.openOptionsPage()');
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
    const panel = await hoverWard(article, (p) => p.rulingIds.includes(WARD_RULING_ID), 'the pack ruling');
    expect(panel.stamp).toContain(GOOD_PACK_NAME);
  });

  it('removed, its ruling is gone from the open tab', async () => {
    await inOptions(`d.querySelector('[data-pack="${GOOD_PACK_NAME}"] [data-part="pack-remove"]').click(); return true;`);
    await until(status, (x) => ready(x) && x.empty, 'the list empty again');
    const panel = await hoverWard(article, (p) => !p.rulingIds.includes(WARD_RULING_ID), 'no pack ruling');
    expect(panel.stamp).not.toContain(GOOD_PACK_NAME);
    expect(ff.errors).toEqual([]);
  });
});
