// Subscriptions in real Firefox ESR (MV2 event page), against a pack index and pack served by a
// local HTTP server (subscription-server.ts): the same story as subscriptions-chromium.e2e.test.ts.
//
// THE PERMISSION PROMPT. Firefox grants permissions.request() only during a user input: the
// first test shows that a click dispatched by script is refused (and nothing is downloaded).
// Every other click on Subscribe and "Check for updates" is a real OS-level click sent through
// the parent process (firefox-trusted-click.ts). Firefox's pref
// extensions.webextOptionalPermissionPrompts = false, set for this browser only, grants an
// optional permission without showing its doorhanger (headless Firefox cannot show one): the
// request, its user-input check and the grant are Firefox's own; only the dialog is skipped.
// The options page is driven through the devtools server as in firefox-packs.e2e.test.ts.
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { allMarked, markedWords, settle, until, type PanelState } from './ext-helpers.ts';
import { hoverable, probe, useFirefoxExtSession } from './firefox-helpers.ts';
import type { FirefoxOptionsPage } from './firefox-options-page.ts';
import { parentConsole, trustedClick } from './firefox-trusted-click.ts';
import { BROKEN_LINE, FIRST_ID, PACK_FILE, paths, SECOND_ID, startPackServer, SUB_ATTRIBUTION, SUB_CREDIT, SUB_LICENCE, SUB_PACK_NAME, type PackServer } from './subscription-server.ts';
import { hoverWardCredits } from './ward-hover.ts';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 240_000 });

const session = useFirefoxExtSession({ prefs: { 'extensions.webextOptionalPermissionPrompts': false } });
let packs: PackServer;
let parent: string;
let options: FirefoxOptionsPage;
let article: Page;

beforeAll(async () => {
  packs = await startPackServer();
  options = session().options;
  parent = await parentConsole(session().rdp);
}, 240_000);

afterAll(() => packs?.close());

interface Row {
  count: string;
  parts: Record<string, string>;
}
const ROW = `[data-pack=${JSON.stringify(SUB_PACK_NAME)}]`;
/** The subscribed pack's row as text, by data-part (null while it is not listed). */
const row = () =>
  options.run<Row | null>(`
    const li = d.querySelector(${JSON.stringify(ROW)});
    if (!li) return null;
    const parts = {};
    for (const el of li.querySelectorAll('.subscription [data-part]')) parts[el.dataset.part] = (el.dataset.status ? el.dataset.status + ':' : '') + el.textContent.trim();
    return { count: li.querySelector('[data-part="pack-count"]').textContent, parts };
  `);
const subStatus = () => options.run<{ outcome: string; text: string }>(`const s = d.querySelector('[data-part="sub-status"]'); return { outcome: s.dataset.outcome, text: s.textContent };`);
const typeUrl = (url: string) =>
  options.run(`
    const input = d.querySelector('[data-part="sub-url"]');
    Object.getOwnPropertyDescriptor(w.HTMLInputElement.prototype, 'value').set.call(input, ${JSON.stringify(url)});
    input.dispatchEvent(new w.Event('input', { bubbles: true }));
    return true;
  `);

/** Hovers #kw-ward until `ok` holds (the tab learns of a change a moment after the store). */
const hoverWard = (ok: (s: PanelState, credits: string[]) => boolean, what: string) => hoverWardCredits(hoverable(article), ok, what);

describe('Firefox: subscriptions', () => {
  it('a Subscribe click made by script (no user input) is refused by Firefox, and nothing is downloaded', async () => {
    article = await session().ff.open(`${session().server.url}/packs.html`);
    await until(async () => allMarked(await markedWords(probe(article))), (m) => m.includes('ward'), 'ward marked');
    expect((await hoverWard(() => true, 'ward tooltip')).state.rulingIds).not.toContain(FIRST_ID);
    await options.open();
    await typeUrl(packs.indexUrl);
    await settle(200);
    await options.run(`d.querySelector('[data-part="sub-add"]').click(); return true;`);
    const s = (await until(subStatus, (x) => x?.outcome === 'refused', 'refused'))!;
    expect(s.text).toMatch(/may only be called from a user input handler.*nothing was downloaded/);
    expect(packs.seen).toEqual([]);
  });

  it('a real click subscribes: listed with attribution, licence, revision and site', async () => {
    await trustedClick(session().rdp, parent, options, '[data-part="sub-add"]');
    const s = (await until(subStatus, (x) => x?.outcome === 'subscribed', 'subscribed'))!;
    expect(s.text).toBe(`Subscribed to “${SUB_PACK_NAME}” (1 ruling, revision r1).`);
    const r = (await until(row, (x) => x !== null, 'the pack listed'))!;
    expect(r.count).toBe('1 ruling');
    expect(r.parts).toMatchObject({ 'sub-attribution': SUB_ATTRIBUTION, 'sub-licence': SUB_LICENCE, 'sub-revision': 'Revision r1', 'sub-origin': `From ${new URL(packs.origin).host}` });
    expect(r.parts['sub-error']).toBeUndefined();
    expect(await options.settle(`browser.permissions.contains({ origins: ['http://127.0.0.1/*'] })`)).toBe(true);
    expect(paths(packs)).toEqual(['/packs/index.json', `/packs/${PACK_FILE}`]);
  });

  it('its ruling shows in the tab opened before, credited in the tooltip footer', async () => {
    const { credits } = await hoverWard((s) => s.rulingIds.includes(FIRST_ID), 'the subscribed ruling');
    expect(credits).toEqual([SUB_CREDIT]);
  });

  it('a new revision: "Check for updates" shows it, and its new ruling reaches the tab', async () => {
    packs.serve('r2');
    await trustedClick(session().rdp, parent, options, `${ROW} [data-part="sub-check"]`);
    const r = (await until(row, (x) => x?.parts['sub-revision'] === 'Revision r2', 'revision r2 listed'))!;
    expect(r.parts['sub-result']).toBe('updated:Updated to revision r2.');
    expect(r.count).toBe('2 rulings');
    const { state } = await hoverWard((s) => s.rulingIds.includes(SECOND_ID), 'the new ruling');
    expect(state.rulingIds).toContain(FIRST_ID);
  });

  it('a broken revision is refused: the old one is kept, the reason shown in the list', async () => {
    packs.serve('r3');
    await trustedClick(session().rdp, parent, options, `${ROW} [data-part="sub-check"]`);
    const r = (await until(row, (x) => !!x?.parts['sub-error'], 'the reason listed'))!;
    expect(r.parts['sub-result']).toBe('failed:The update failed; the rulings you had are kept.');
    expect(r.parts['sub-error']).toMatch(new RegExp(`^Last check failed: ${PACK_FILE}:${BROKEN_LINE}:\\d+: error: .*2026-02-30`));
    expect(r.parts['sub-revision']).toBe('Revision r2');
    expect(r.count).toBe('2 rulings');
    const { state } = await hoverWard((s) => s.rulingIds.includes(SECOND_ID), 'the kept rulings');
    expect(state.rulingIds).toContain(FIRST_ID);
  });

  it('requests: the subscribed URLs only, only on subscribe and check, with no cookie or referrer; the page none', () => {
    expect(paths(packs)).toEqual(['/packs/index.json', `/packs/${PACK_FILE}`, '/packs/index.json', `/packs/${PACK_FILE}`, '/packs/index.json', `/packs/${PACK_FILE}`]);
    for (const s of packs.seen) expect(s).toEqual({ path: s.path });
    expect(session().ff.requests.filter((u) => !u.startsWith(session().server.url))).toEqual([]);
    expect(session().ff.errors).toEqual([]);
  });
});
