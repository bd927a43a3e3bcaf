// Imported packs survive a restart of Firefox ESR (issue 25.6): the extension installed as a
// user installs it (its .xpi in a profile kept on disk: firefox-profile.ts), a pack imported on
// the real options page, the browser closed and started again on the same profile; the pack is
// still listed and on (not damaged), and a page's tooltip shows its ruling. Firefox counts an
// extension's IndexedDB as best-effort storage (evictable under disk pressure) until
// navigator.storage.persist() is granted: the extension asks once a pack is stored (lib/keep-storage.ts;
// granted without a prompt thanks to unlimitedStorage), and persisted() says so here, before and after the restart.
// The Chromium side: chromium-packs.e2e.test.ts, "imported packs across a browser restart".
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DemoServer } from '../../scripts/serve-demo.ts';
import { ensureExtensionBuilt, type Built } from './build-once.ts';
import { allMarked, markedWords, startFixtureServer, until, type PanelState } from './ext-helpers.ts';
import { connectDevtools, hoverable, probe, type FirefoxDevtools } from './firefox-helpers.ts';
import type { FirefoxOptionsPage } from './firefox-options-page.ts';
import { installInProfile, launchFirefoxOnProfile } from './firefox-profile.ts';
import { GOOD_PACK_NAME, GOOD_PACK_TEXT, WARD_RULING_ID } from './pack-fixtures.ts';
import { hoverWard as hoverWardOn } from './ward-hover.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

let built: Built;
let server: DemoServer;
let profile: string;
/** The running browser (one at a time) and its devtools connection. */
let running: FirefoxDevtools | undefined;
/** The running browser. */
const ff = () => running!.ff;

/** Starts Firefox on the kept profile: the options page driver over its background page, and
 *  the extension's origin (its moz-extension:// id, which keys its storage). */
async function start(): Promise<{ options: FirefoxOptionsPage; origin: string }> {
  await stop(); // one browser at a time on the profile
  running = await connectDevtools((rdpPort) => launchFirefoxOnProfile(profile, { rdpPort }));
  return { options: running.options, origin: String(await running.rdp.evaluate(running.consoleActor, 'location.origin')) };
}

async function stop(): Promise<void> {
  await running?.close();
  running = undefined;
}

beforeAll(async () => {
  built = await ensureExtensionBuilt();
  server = await startFixtureServer(built);
  profile = mkdtempSync(join(tmpdir(), 'rulings-lens-firefox-survive-'));
  installInProfile(profile, built.firefoxZip);
}, 240_000);

afterAll(async () => {
  await stop();
  await server?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

/** Hovers #kw-ward until its tooltip satisfies `ok` (the data may still be merging). */
async function hoverWard(page: Page, ok: (s: PanelState) => boolean, what: string): Promise<PanelState & { stamp: string }> {
  await until(async () => allMarked(await markedWords(probe(page))), (m) => m.includes('ward'), 'ward marked');
  return hoverWardOn(hoverable(page), ok, what);
}

const PERSISTED = 'navigator.storage.persisted()';
/** The background's answer to `info`, asked from the options page (as the page itself asks). */
const SKIPPED = `browser.extension.getViews({ type: 'tab' }).find((v) => v.location.pathname === '/options.html').browser.runtime.sendMessage({ type: 'info' }).then((r) => r.value.skipped)`;
const LISTED = `${GOOD_PACK_NAME}|2 rulings|true|false`;
let firstOrigin = '';

describe('Firefox: imported packs survive a browser restart (installed add-on, same profile)', () => {
  it('first run: storage is best-effort until the import asks to keep it; the pack is imported and shown', async () => {
    const { options, origin } = await start();
    expect(origin).toMatch(/^moz-extension:\/\//);
    firstOrigin = origin;
    // Not persisted before any import: what follows is what makes it so.
    expect(await options.settle<boolean>(PERSISTED)).toBe(false);
    expect((await options.open()).empty).toBe(true);
    expect(await options.pick([[`${GOOD_PACK_NAME}.txt`, GOOD_PACK_TEXT]])).toBe(1);
    const s = (await until(options.status, (x) => x?.outcome === 'imported' && x.packs.length === 1, 'imported'))!;
    expect(s.packs).toEqual([LISTED]);
    // Granted, so the page says nothing about it.
    expect(s.notes).toEqual([]);
    expect(await options.settle<boolean>(PERSISTED)).toBe(true);
    const tab = await ff().open(`${server.url}/packs.html`);
    expect((await hoverWard(tab, (p) => p.rulingIds.includes(WARD_RULING_ID), 'the pack ruling before the restart')).stamp).toContain(GOOD_PACK_NAME);
    expect(ff().errors).toEqual([]);
    await stop();
  });

  it('after the restart: the same add-on and storage, the pack listed and on, its ruling in a tooltip', async () => {
    const { options, origin } = await start();
    expect(origin).toBe(firstOrigin);
    expect(await options.settle<boolean>(PERSISTED)).toBe(true);
    const s = await options.open();
    expect(s.packs).toEqual([LISTED]);
    // Stored as it was: the background reads and merges it (its rulings are there, not skipped).
    expect(await options.settle<unknown[]>(SKIPPED)).toEqual([]);
    const tab = await ff().open(`${server.url}/packs.html`);
    const panel = await hoverWard(tab, (p) => p.rulingIds.includes(WARD_RULING_ID), 'the pack ruling after the restart');
    expect(panel.stamp).toContain(GOOD_PACK_NAME);
    expect(ff().errors).toEqual([]);
  });

  it('damaged in storage (its rulings record lost) and started again: shown as "Damaged — skipped" with why, not On; not in tooltips', async () => {
    const { options } = await start();
    await options.open();
    // What a damaged profile leaves: the pack's row without its rulings.
    const deleted = await options.settle<string>(`new Promise((ok, no) => {
      const open = indexedDB.open('rulings-lens-packs');
      open.onerror = () => no(open.error);
      open.onsuccess = () => {
        const tx = open.result.transaction(['packs', 'rulings'], 'readwrite');
        const all = tx.objectStore('packs').getAll();
        let id = '';
        all.onsuccess = () => { id = all.result.find((p) => p.name === ${JSON.stringify(GOOD_PACK_NAME)}).id; tx.objectStore('rulings').delete(id); };
        tx.oncomplete = () => { open.result.close(); ok(id); };
        tx.onerror = () => no(tx.error);
      };
    })`);
    expect(deleted).not.toBe('');
    await stop();

    const again = (await start()).options;
    const s = await again.open();
    expect(s.packs).toEqual([`${GOOD_PACK_NAME}|2 rulings|true|true`]);
    const row = await again.run<{ checked: boolean; disabled: boolean; label: string; note: string; problem: string }>(`
      const li = d.querySelector('[data-pack="${GOOD_PACK_NAME}"]');
      const box = li.querySelector('[data-part="pack-enabled"]');
      return { checked: box.checked, disabled: box.disabled, label: box.parentElement.textContent.trim(), note: li.querySelector('[data-part="pack-damaged"]').textContent, problem: li.querySelector('[data-part="pack-problem"]').textContent };
    `);
    expect(row).toMatchObject({ checked: false, disabled: true, label: 'Damaged — skipped', problem: '(Found: no rulings list.)' });
    expect(row!.note).toContain('Damaged in storage');
    expect(await again.settle<unknown[]>(SKIPPED)).toEqual([{ id: deleted, name: GOOD_PACK_NAME, problem: 'no rulings list' }]);
    const tab = await ff().open(`${server.url}/packs.html`);
    const panel = await hoverWard(tab, () => true, 'the ward tooltip');
    expect(panel.rulingIds).not.toContain(WARD_RULING_ID);
    expect(panel.stamp).not.toContain(GOOD_PACK_NAME);
    expect(ff().errors).toEqual([]);
  });
});
