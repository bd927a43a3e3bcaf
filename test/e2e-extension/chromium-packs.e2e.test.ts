// Imported rulings packs in real Chromium (MV3): the options page checks picked files (a bad one
// is refused whole with file:line:col and nothing is stored), stores a good one in IndexedDB,
// the service worker merges it, and a tab opened BEFORE the import shows the pack's ruling on
// the next hover without a reload; the popup finds it and names the pack; export gives the
// same text back; switching it off or removing it takes the ruling away again. Also the
// README's screenshot of the options page.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { launchWithExtension, openChromiumExtSession, openMarked, probe, searchPopup, type ChromiumExt, type ChromiumExtSession } from './chromium-helpers.ts';
import { centreOf, panelState, SCREENSHOTS, until, type PanelState } from './ext-helpers.ts';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { seedText, syntheticRulings } from '../../rulings-data/packs/pack-fixtures.ts';
import { BAD_PACK_LINE, BAD_PACK_TEXT, GOOD_PACK_NAME, GOOD_PACK_TEXT, WARD_RULING_ID } from './pack-fixtures.ts';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 240_000 });

let session: ChromiumExtSession | undefined;
let ext: ChromiumExt;
let options: Page;
let article: Page;

beforeAll(async () => {
  session = await openChromiumExtSession();
  ext = session.ext;
}, 240_000);
afterAll(() => session?.close());

const file = (name: string, text: string) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(text, 'utf8') });

async function openOptions(): Promise<Page> {
  const page = await ext.extensionPage('options.html');
  await page.locator('[data-part="pack-input"]').waitFor({ state: 'attached' });
  return page;
}

/** Hovers #kw-ward and returns the tooltip once it shows ward (with or without rulings). */
async function hoverWard(page: Page, ok: (s: PanelState) => boolean, what: string): Promise<PanelState & { stamp: string }> {
  await page.mouse.move(5, 5);
  await until(() => panelState(probe(page)), (s) => s === null, 'tooltip closed');
  const { x, y } = await centreOf(probe(page), 'kw-ward');
  await page.mouse.move(x, y);
  const state = await until(() => panelState(probe(page)), (s) => s?.keyword === 'ward' && ok(s), what);
  const stamp = await page.evaluate(() => document.querySelector('rulings-lens-ui')!.shadowRoot!.querySelector('[data-part="stamp"]')?.textContent ?? '');
  return { ...state!, stamp };
}

/** Hovers until `ok` holds: the tab learns of a change through storage, a moment after the reply. */
async function hoverUntil(page: Page, ok: (s: PanelState) => boolean, what: string) {
  const end = Date.now() + 20_000;
  for (;;) {
    try {
      return await hoverWard(page, ok, what);
    } catch (e) {
      if (Date.now() > end) throw e;
    }
  }
}

describe('imported packs (Chromium)', () => {
  it('before any import: the article marks ward, and its tooltip has no pack ruling', async () => {
    article = await openMarked(ext, `${session!.server.url}/packs.html`);
    const s = await hoverWard(article, () => true, 'ward tooltip');
    expect(s.rulingIds).not.toContain(WARD_RULING_ID);
  });

  it('a file with an error is refused whole with file:line:col, and nothing is stored', async () => {
    options = await openOptions();
    await options.locator('[data-part="pack-input"]').setInputFiles([file('good-too.txt', GOOD_PACK_TEXT), file('bad-pack.txt', BAD_PACK_TEXT)]);
    const status = options.locator('[data-part="pack-status"][data-outcome="refused"]');
    await status.waitFor();
    const lines = await options.locator('[data-part="pack-diagnostics"] li').allTextContents();
    expect(lines.some((l) => new RegExp(`^bad-pack\\.txt:${BAD_PACK_LINE}:\\d+: error: .*2024-02-30`).test(l))).toBe(true);
    // The good file of the same pick was not stored either, even after a reload.
    await options.reload();
    await options.locator('[data-part="packs-empty"]').waitFor();
  });

  it('a good pack is listed with its count, dates and sources; the open tab shows its ruling on the next hover', async () => {
    await options.locator('[data-part="pack-input"]').setInputFiles([file(`${GOOD_PACK_NAME}.txt`, GOOD_PACK_TEXT)]);
    await options.locator('[data-part="pack-status"][data-outcome="imported"]').waitFor();
    const row = options.locator(`[data-pack="${GOOD_PACK_NAME}"]`);
    await row.waitFor();
    expect(await row.locator('[data-part="pack-count"]').textContent()).toMatch(/^2 rulings?$/);
    expect(await row.locator('[data-part="pack-dates"]').textContent()).toBe('2024-02-09 – 2026-05-01');
    expect(await row.locator('[data-part="pack-sources"]').textContent()).toBe('MTGZH 1 · official 1');

    const s = await hoverUntil(article, (p) => p.rulingIds.includes(WARD_RULING_ID), 'the pack ruling in the ward tooltip');
    expect(s.stamp).toContain(GOOD_PACK_NAME);
    expect(s.stamp).toContain('2026-05-01');
  });

  it('a bad file picked later is refused and leaves the stored pack as it was (README screenshot)', async () => {
    await options.locator('[data-part="pack-input"]').setInputFiles([file('bad-pack.txt', BAD_PACK_TEXT)]);
    await options.locator('[data-part="pack-status"][data-outcome="refused"]').waitFor();
    await options.reload();
    await options.locator(`[data-pack="${GOOD_PACK_NAME}"][data-enabled="true"]`).waitFor();
    expect(await options.locator('[data-part="pack-list"] > li').count()).toBe(1);
    await options.locator('[data-part="pack-input"]').setInputFiles([file('bad-pack.txt', BAD_PACK_TEXT)]);
    await options.locator('[data-part="pack-status"][data-outcome="refused"]').waitFor();
    await options.setViewportSize({ width: 760, height: 900 });
    mkdirSync(SCREENSHOTS, { recursive: true });
    await options.locator('[data-part="packs"]').screenshot({ path: join(SCREENSHOTS, 'options-packs.png') });
    await hoverUntil(article, (p) => p.rulingIds.includes(WARD_RULING_ID), 'the pack ruling still there');
  });

  it('the popup finds the pack ruling and names the pack in its footer', async () => {
    const popup = await ext.extensionPage('popup.html');
    await searchPopup(popup, 'test pack zebra');
    expect(await popup.locator('[role="treeitem"]').first().textContent()).toContain('zebra');
    expect(await popup.locator('[data-part="stamp"]').textContent()).toContain(`Packs: ${GOOD_PACK_NAME}`);
    await popup.close();
  });

  it('a .zip dropped on the drop zone is one pack of its members; removed, undone, removed again', async () => {
    const members = { 'a.txt': seedText(syntheticRulings(3, 'dropped-a')), 'more/b.txt': seedText(syntheticRulings(2, 'dropped-b')) };
    const zip = zipSync({ 'a.txt': strToU8(members['a.txt']), 'more/b.txt': strToU8(members['more/b.txt']) });
    const dataTransfer = await options.evaluateHandle((bytes: number[]) => {
      const dt = new DataTransfer();
      dt.items.add(new File([new Uint8Array(bytes)], 'dropped.zip', { type: 'application/zip' }));
      return dt;
    }, [...zip]);
    await options.dispatchEvent('[data-part="drop"]', 'drop', { dataTransfer });
    const row = options.locator('[data-pack="dropped"]');
    await row.waitFor();
    expect(await row.locator('[data-part="pack-count"]').textContent()).toBe('5 rulings');
    await row.locator('[data-part="pack-remove"]').click();
    await row.waitFor({ state: 'detached' });
    // Undo stores it again whole: listed, and it exports the same members.
    await options.locator('[data-part="pack-undo"]').click();
    await row.waitFor();
    expect(await row.locator('[data-part="pack-count"]').textContent()).toBe('5 rulings');
    const [download] = await Promise.all([options.waitForEvent('download'), row.locator('[data-part="pack-export"]').click()]);
    const { readFile } = await import('node:fs/promises');
    const back = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    expect(Object.fromEntries(Object.entries(back).map(([k, v]) => [k, strFromU8(v)]))).toEqual(members);
    await row.locator('[data-part="pack-remove"]').click();
    await row.waitFor({ state: 'detached' });
    expect(await options.locator('[data-part="pack-list"] > li').count()).toBe(1);
  });

  it('exports the pack back to the same text', async () => {
    const [download] = await Promise.all([options.waitForEvent('download'), options.locator(`[data-pack="${GOOD_PACK_NAME}"] [data-part="pack-export"]`).click()]);
    expect(download.suggestedFilename()).toBe(`${GOOD_PACK_NAME}.txt`);
    const { readFile } = await import('node:fs/promises');
    expect(await readFile((await download.path())!, 'utf8')).toBe(GOOD_PACK_TEXT);
  });

  it('switched off, its ruling leaves the open tab; on again, it is back', async () => {
    const toggle = options.locator(`[data-pack="${GOOD_PACK_NAME}"] [data-part="pack-enabled"]`);
    await toggle.uncheck();
    await options.locator(`[data-pack="${GOOD_PACK_NAME}"][data-enabled="false"]`).waitFor();
    await hoverUntil(article, (p) => !p.rulingIds.includes(WARD_RULING_ID), 'no pack ruling while off');
    await toggle.check();
    await options.locator(`[data-pack="${GOOD_PACK_NAME}"][data-enabled="true"]`).waitFor();
    await hoverUntil(article, (p) => p.rulingIds.includes(WARD_RULING_ID), 'the pack ruling again');
  });

  it('kept when the service worker is stopped (a new one rebuilds from IndexedDB); removed, it is gone', async () => {
    // Chrome stops an idle MV3 service worker after ~30 s; the DevTools protocol does it now.
    const cdp = await ext.context.newCDPSession(options);
    const versions: Array<{ versionId: string; scriptURL: string; runningStatus: string }> = [];
    cdp.on('ServiceWorker.workerVersionUpdated', (e) => versions.push(...(e.versions as typeof versions)));
    await cdp.send('ServiceWorker.enable');
    const ours = (status: string) => versions.find((x) => x.scriptURL.endsWith('/background.js') && x.runningStatus === status);
    const running = await until(async () => ours('running'), (v) => v !== undefined, 'the running service worker');
    await cdp.send('ServiceWorker.stopWorker', { versionId: running!.versionId });
    await until(async () => ours('stopped'), (v) => v !== undefined, 'the service worker stopped');
    await cdp.detach();
    // The new tab's terms request and lookup start a new worker, which merges the stored pack.
    const fresh = await openMarked(ext, `${session!.server.url}/packs.html`);
    await hoverUntil(fresh, (p) => p.rulingIds.includes(WARD_RULING_ID), 'pack ruling from the restarted worker');
    await options.locator(`[data-pack="${GOOD_PACK_NAME}"] [data-part="pack-remove"]`).click();
    await options.locator('[data-part="packs-empty"]').waitFor();
    const s = await hoverUntil(fresh, (p) => !p.rulingIds.includes(WARD_RULING_ID), 'no pack ruling after removal');
    expect(s.stamp).not.toContain(GOOD_PACK_NAME);
    expect(ext.errors).toEqual([]);
  });

  it('damaged in storage (its rulings gone): the background skips it, and the options page says so instead of just "On"', async () => {
    await importGoodPack(options);
    await hoverUntil(article, (p) => p.rulingIds.includes(WARD_RULING_ID), 'the pack ruling');
    expect(await options.locator('[data-part="pack-damaged"]').count()).toBe(0);
    // What a damaged profile leaves: the pack's row without its rulings.
    await options.evaluate(
      (name) =>
        new Promise<void>((done, fail) => {
          const open = indexedDB.open('rulings-lens-packs');
          open.onerror = () => fail(open.error);
          open.onsuccess = () => {
            const tx = open.result.transaction(['packs', 'rulings'], 'readwrite');
            const all = tx.objectStore('packs').getAll();
            all.onsuccess = () => tx.objectStore('rulings').delete((all.result as Array<{ id: string; name: string }>).find((p) => p.name === name)!.id);
            tx.oncomplete = () => done();
            tx.onerror = () => fail(tx.error);
          };
        }),
      GOOD_PACK_NAME,
    );
    // Off and on again: the background rebuilds from storage each time.
    const toggle = options.locator(`[data-pack="${GOOD_PACK_NAME}"] [data-part="pack-enabled"]`);
    await toggle.uncheck();
    await options.locator(`[data-pack="${GOOD_PACK_NAME}"][data-enabled="false"]`).waitFor();
    await toggle.check();
    await options.locator(`[data-pack="${GOOD_PACK_NAME}"][data-damaged="true"] [data-part="pack-damaged"]`).waitFor();
    expect(await options.locator('[data-part="pack-damaged"]').textContent()).toContain('Damaged in storage');
    // Why, as the background found it; and its switch does not claim it is on.
    expect(await options.locator('[data-part="pack-problem"]').textContent()).toBe('(Found: no rulings list.)');
    expect([await toggle.isChecked(), await toggle.isDisabled()]).toEqual([false, true]);
    expect(await options.locator(`[data-pack="${GOOD_PACK_NAME}"] [data-part="pack-skipped"]`).textContent()).toBe('Damaged — skipped');
    const s = await hoverUntil(article, (p) => !p.rulingIds.includes(WARD_RULING_ID), 'no ruling from the damaged pack');
    expect(s.stamp).not.toContain(GOOD_PACK_NAME);
    // The popup's footer does not count it among the packs in use.
    const popup = await ext.extensionPage('popup.html');
    await searchPopup(popup, 'ward');
    expect(await popup.locator('[data-part="stamp"]').textContent()).not.toContain(GOOD_PACK_NAME);
    await popup.close();
    await options.locator(`[data-pack="${GOOD_PACK_NAME}"] [data-part="pack-remove"]`).click();
    await options.locator('[data-part="packs-empty"]').waitFor();
  });
});

/** Imports the good pack on an options page and waits for its row. */
async function importGoodPack(options: Page): Promise<void> {
  await options.locator('[data-part="pack-input"]').setInputFiles([file(`${GOOD_PACK_NAME}.txt`, GOOD_PACK_TEXT)]);
  await options.locator(`[data-pack="${GOOD_PACK_NAME}"]`).waitFor();
}

/** After a relaunch: the good pack is listed as on, and a marked page's tooltip shows its ruling. */
async function expectPackMerged(ext: ChromiumExt, options: Page, what: string): Promise<void> {
  await options.locator(`[data-pack="${GOOD_PACK_NAME}"][data-enabled="true"]`).waitFor();
  const tab = await openMarked(ext, `${session!.server.url}/packs.html`);
  expect((await hoverWard(tab, (p) => p.rulingIds.includes(WARD_RULING_ID), what)).stamp).toContain(GOOD_PACK_NAME);
}

describe('imported packs across a browser restart (Chromium)', () => {
  it('a pack imported before the browser closes is listed and merged after it starts again', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const profile = mkdtempSync(join(tmpdir(), 'rulings-lens-packs-restart-'));
    try {
      const first = await launchWithExtension(session!.built.chromeExt, { profile });
      const page = await first.extensionPage('options.html');
      await importGoodPack(page);
      // Chrome keeps an unlimitedStorage extension's data without persist() (which it refuses
      // extension pages): the import does not ask, so it reports no refusal (lib/keep-storage.ts).
      await page.locator('[data-part="pack-status"][data-outcome="imported"]').waitFor();
      expect(await page.locator('[data-part="pack-note"]').count()).toBe(0);
      await first.close();

      const again = await launchWithExtension(session!.built.chromeExt, { profile });
      try {
        await expectPackMerged(again, await again.extensionPage('options.html'), 'the pack ruling after the restart');
      } finally {
        await again.close();
      }
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

/** Runs in an extension page: the version its manifest declares. */
const manifestVersion = () => (globalThis as unknown as { chrome: { runtime: { getManifest(): { version: string } } } }).chrome.runtime.getManifest().version;

describe('imported packs across an extension update (Chromium)', () => {
  it('a pack imported under one version is listed and merged after the same extension loads with a new version', async () => {
    const { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    // An unpacked extension's id comes from its folder: the same folder with a higher manifest
    // version, started on the same profile, is what Chrome treats as an update of it.
    const work = mkdtempSync(join(tmpdir(), 'rulings-lens-packs-update-'));
    const extDir = join(work, 'extension');
    const profile = join(work, 'profile');
    mkdirSync(profile);
    try {
      cpSync(session!.built.chromeExt, extDir, { recursive: true });
      const first = await launchWithExtension(extDir, { profile });
      const page = await first.extensionPage('options.html');
      const oldVersion = await page.evaluate(manifestVersion);
      const oldId = first.extensionId;
      await importGoodPack(page);
      await first.close();

      const manifestPath = join(extDir, 'manifest.json');
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { version: string };
      manifest.version = `${manifest.version}.1`;
      writeFileSync(manifestPath, JSON.stringify(manifest));

      const updated = await launchWithExtension(extDir, { profile });
      try {
        const options2 = await updated.extensionPage('options.html');
        expect(await options2.evaluate(manifestVersion)).toBe(`${oldVersion}.1`);
        expect(updated.extensionId).toBe(oldId);
        await expectPackMerged(updated, options2, 'the pack ruling after the update');
      } finally {
        await updated.close();
      }
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
