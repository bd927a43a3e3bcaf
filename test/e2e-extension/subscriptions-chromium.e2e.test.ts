// Subscriptions in real Chromium (MV3), against a pack index and pack served by a local HTTP
// server (subscription-server.ts): subscribe by URL on the options page, the pack listed with its
// attribution and licence and its ruling in an open tab's tooltip, credited in the footer; a new
// revision taken by "Check for updates"; a broken revision refused with the old one kept and the
// reason shown; the weekly check's alarm only while it is on; and the requests made: only the
// subscribed URLs, only then, with no cookie.
//
// THE PERMISSION PROMPT. Subscribe calls permissions.request() for the URL's host in the click.
// Chromium answers it with a dialog; headless Chromium cannot show or answer that dialog, and no
// switch or DevTools command accepts it (tried: --headless=new with playwright's automation
// flags, a gesture from a trusted click or from Runtime.evaluate's userGesture: the promise stays
// pending, nothing resolves or rejects). The first test shows exactly that — the prompt is
// pending and NOTHING was downloaded (no access, no request). The browser is then closed and the
// grant written into the profile's Preferences as Chromium itself writes it when the reader
// clicks "Allow" (extensions.settings.<id>.granted_permissions / active_permissions
// explicit_host), and Chromium restarted on that profile: permissions.request() then resolves
// true at once (granted before), as for a reader subscribing a second pack on the same site. The
// shipped build is the same in both runs; no test-only code or flag exists in it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DemoServer } from '../../scripts/serve-demo.ts';
import { ensureExtensionBuilt, type Built } from './build-once.ts';
import { launchWithExtension, openMarked, probe, type ChromiumExt } from './chromium-helpers.ts';
import { settle, startFixtureServer, until, type PanelState } from './ext-helpers.ts';
import { BROKEN_LINE, FIRST_ID, PACK_FILE, paths, SECOND_ID, startPackServer, SUB_ATTRIBUTION, SUB_CREDIT, SUB_LICENCE, SUB_PACK_NAME, type PackServer } from './subscription-server.ts';
import { hoverWardCredits } from './ward-hover.ts';
import { WEEKLY_ALARM } from '../../extension/lib/subscriptions-alarm.ts';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 240_000 });

declare const chrome: { alarms: { get(name: string): Promise<{ periodInMinutes?: number } | undefined> }; permissions: { contains(p: object): Promise<boolean> } };

let built: Built;
let fixtures: DemoServer;
let packs: PackServer;
let profile: string;
let ext: ChromiumExt | undefined;
let options: Page;
let article: Page;

beforeAll(async () => {
  built = await ensureExtensionBuilt();
  fixtures = await startFixtureServer(built);
  packs = await startPackServer();
  profile = mkdtempSync(join(tmpdir(), 'rulings-lens-sub-chromium-'));
}, 240_000);
afterAll(async () => {
  await ext?.close();
  await packs?.close();
  await fixtures?.close();
  rmSync(profile, { recursive: true, force: true });
});

const row = () => options.locator(`[data-pack="${SUB_PACK_NAME}"]`);
const text = async (part: string) => (await row().locator(`[data-part="${part}"]`).textContent())?.trim() ?? '';

async function openOptions(): Promise<Page> {
  const page = await ext!.extensionPage('options.html');
  await page.locator('[data-part="sub-url"]').waitFor();
  return page;
}

/** Hovers #kw-ward until `ok` holds (the tab learns of a change a moment after the store). */
const hoverWard = (ok: (s: PanelState, credits: string[]) => boolean, what: string) =>
  hoverWardCredits({ mouse: article.mouse, probe: probe(article), park: { x: 5, y: 5 } }, ok, what);

describe('subscriptions (Chromium)', () => {
  it('without access to the site, Subscribe opens the browser prompt and downloads nothing', async () => {
    ext = await launchWithExtension(built.chromeExt, { profile });
    options = await openOptions();
    await options.locator('[data-part="sub-url"]').fill(packs.indexUrl);
    await options.locator('[data-part="sub-add"]').click();
    // Chromium's prompt is open (headless: never answered): the request is pending…
    await settle(2000);
    expect(await options.locator('[data-part="sub-add"]').textContent()).toBe('Asking for access, then downloading…');
    expect(await options.locator('[data-part="sub-status"]').textContent()).toBe('');
    expect(await options.evaluate(() => chrome.permissions.contains({ origins: ['http://127.0.0.1/*'] }))).toBe(false);
    // …and nothing was requested from the pack's site.
    expect(packs.seen).toEqual([]);
    await ext.close();
    ext = undefined;
  });

  it('with access granted as "Allow" records it, subscribes: listed with attribution, licence, revision and site', async () => {
    const prefsFile = join(profile, 'Default', 'Preferences');
    const prefs = JSON.parse(readFileSync(prefsFile, 'utf8')) as { extensions: { settings: Record<string, Record<string, { explicit_host: string[] }>> } };
    const [id] = Object.entries(prefs.extensions.settings).find(([, s]) => (s as { path?: string }).path === built.chromeExt)!;
    for (const key of ['granted_permissions', 'active_permissions']) prefs.extensions.settings[id][key].explicit_host = ['http://127.0.0.1/*'];
    writeFileSync(prefsFile, JSON.stringify(prefs));

    ext = await launchWithExtension(built.chromeExt, { profile });
    article = await openMarked(ext, `${fixtures.url}/packs.html`);
    const before = await hoverWard(() => true, 'ward tooltip');
    expect(before.state.rulingIds).not.toContain(FIRST_ID);
    expect(packs.seen).toEqual([]); // still nothing: a tab with marks and a tooltip make no request

    options = await openOptions();
    await options.locator('[data-part="sub-url"]').fill(packs.indexUrl);
    await options.locator('[data-part="sub-add"]').click();
    await options.locator('[data-part="sub-status"][data-outcome="subscribed"]').waitFor();
    expect(await options.locator('[data-part="sub-status"]').textContent()).toBe(`Subscribed to “${SUB_PACK_NAME}” (1 ruling, revision r1).`);
    await row().waitFor();
    expect(await text('pack-count')).toBe('1 ruling');
    expect(await text('sub-attribution')).toBe(SUB_ATTRIBUTION);
    expect(await text('sub-licence')).toBe(SUB_LICENCE);
    expect(await text('sub-revision')).toBe('Revision r1');
    expect(await text('sub-origin')).toBe(`From ${new URL(packs.origin).host}`);
    expect(await text('sub-checked')).toMatch(/^Checked /);
    expect(await row().locator('[data-part="sub-error"]').count()).toBe(0);
    expect(paths(packs)).toEqual(['/packs/index.json', `/packs/${PACK_FILE}`]);
  });

  it('its ruling shows in the tab opened before, credited in the tooltip footer', async () => {
    const { credits } = await hoverWard((s) => s.rulingIds.includes(FIRST_ID), 'the subscribed ruling');
    expect(credits).toEqual([SUB_CREDIT]);
  });

  it('a new revision: "Check for updates" shows it, and its new ruling reaches the tab', async () => {
    packs.serve('r2');
    await row().locator('[data-part="sub-check"]').click();
    await row().locator('[data-part="sub-result"][data-status="updated"]').waitFor();
    expect(await text('sub-result')).toBe('Updated to revision r2.');
    // The list is re-read after the check.
    await until(() => text('sub-revision'), (r) => r === 'Revision r2', 'the new revision listed');
    expect(await text('pack-count')).toBe('2 rulings');
    const { state } = await hoverWard((s) => s.rulingIds.includes(SECOND_ID), 'the new ruling');
    expect(state.rulingIds).toContain(FIRST_ID);
  });

  it('a broken revision is refused: the old one is kept, the reason shown in the list', async () => {
    packs.serve('r3');
    await row().locator('[data-part="sub-check"]').click();
    await row().locator('[data-part="sub-result"][data-status="failed"]').waitFor();
    expect(await text('sub-result')).toBe('The update failed; the rulings you had are kept.');
    await row().locator('[data-part="sub-error"]').waitFor();
    expect(await text('sub-error')).toMatch(new RegExp(`^Last check failed: ${PACK_FILE}:${BROKEN_LINE}:\\d+: error: .*2026-02-30`));
    expect(await text('sub-revision')).toBe('Revision r2');
    expect(await text('pack-count')).toBe('2 rulings');
    // Reloaded: the reason is stored, not just shown once.
    await options.reload();
    await row().locator('[data-part="sub-error"]').waitFor();
    const { state } = await hoverWard((s) => s.rulingIds.includes(SECOND_ID), 'the kept rulings');
    expect(state.rulingIds).toContain(FIRST_ID);
  });

  it('the weekly check is off by default; its alarm exists only while it is on', async () => {
    const alarm = async () => (await ext!.worker()).evaluate((name) => chrome.alarms.get(name), WEEKLY_ALARM);
    const box = options.locator('[data-part="sub-weekly"]');
    expect(await box.isChecked()).toBe(false);
    expect(await alarm()).toBeUndefined();
    await box.check();
    const on = await until(alarm, (a) => a !== undefined, 'the weekly alarm');
    expect(on?.periodInMinutes).toBe(7 * 24 * 60);
    await box.uncheck();
    await until(alarm, (a) => a === undefined, 'no weekly alarm');
  });

  it('requests: the subscribed URLs only, only on subscribe and check, with no cookie or referrer', () => {
    expect(paths(packs)).toEqual(['/packs/index.json', `/packs/${PACK_FILE}`, '/packs/index.json', `/packs/${PACK_FILE}`, '/packs/index.json', `/packs/${PACK_FILE}`]);
    // The server set a cookie on every answer: credentials 'omit' never sends it back.
    for (const s of packs.seen) expect(s).toEqual({ path: s.path });
    // What the browser itself saw leave for the pack's site: the same requests, nothing else.
    expect(ext!.requests.filter((u) => u.startsWith(packs.origin)).map((u) => new URL(u).pathname)).toEqual(paths(packs));
    expect(ext!.errors).toEqual([]);
  });
});
