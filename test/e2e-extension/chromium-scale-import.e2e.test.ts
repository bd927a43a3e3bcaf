// A large pack (5,000 rulings in a zip of five files; the benches take 70,000) imported through
// the options page in real Chromium: the import runs in a worker and shows a <progress> with
// words through its phases (checking, storing, linking, saving for quick lookups, updating
// tabs), the pack is listed, and the background, stopped and woken, answers a lookup from the
// tooltip data the import stored per keyword (persisted-lookups.ts) — proved by a marker put
// into that stored record, which only an answer read from it can carry.
import type { Page } from 'playwright-core';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedText, syntheticRulings } from '../../rulings-data/packs/pack-fixtures.ts';
import { openChromiumExtSession, type ChromiumExt, type ChromiumExtSession } from './chromium-helpers.ts';
import { until } from './ext-helpers.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

const COUNT = 5000;
const rulings = syntheticRulings(COUNT, 'scale');
const zip = zipSync(Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`part-${i}.txt`, strToU8(seedText(rulings.slice(i * 1000, (i + 1) * 1000)))])));

let session: ChromiumExtSession | undefined;
let ext: ChromiumExt;
let options: Page;

beforeAll(async () => {
  session = await openChromiumExtSession();
  ext = session.ext;
  options = await ext.extensionPage('options.html');
  await options.locator('[data-part="pack-input"]').waitFor({ state: 'attached' });
}, 240_000);
afterAll(() => session?.close());

/** Sends a runtime message from the options page (as the popup and content scripts do). */
const ask = (message: unknown) => options.evaluate((m) => (globalThis as unknown as { chrome: { runtime: { sendMessage(m: unknown): Promise<unknown> } } }).chrome.runtime.sendMessage(m), message);

describe('a large import (Chromium)', () => {
  it('shows a <progress> with words through every phase, and lists the pack', async () => {
    // Every (phase, value, max, words) the bar shows, recorded in the page as it changes.
    await options.evaluate(() => {
      const seen: Array<[string, string, string, string]> = [];
      (window as unknown as { seen: typeof seen }).seen = seen;
      new MutationObserver(() => {
        const box = document.querySelector<HTMLElement>('[data-part="pack-progress"]');
        const bar = box?.querySelector('progress');
        if (!box || !bar) return;
        const row: [string, string, string, string] = [box.dataset.phase ?? '', bar.getAttribute('value') ?? '', bar.getAttribute('max') ?? '', box.textContent ?? ''];
        if (seen.at(-1)?.join('|') !== row.join('|')) seen.push(row);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    await options.locator('[data-part="pack-input"]').setInputFiles([{ name: 'big.zip', mimeType: 'application/zip', buffer: Buffer.from(zip) }]);
    await options.locator('[data-part="pack-status"][data-outcome="imported"]').waitFor({ timeout: 90_000 });
    const seen = await options.evaluate(() => (window as unknown as { seen: Array<[string, string, string, string]> }).seen);
    const phases = seen.map(([phase]) => phase).filter((p, i, all) => p !== all[i - 1]);
    expect(phases).toEqual(['check', 'store', 'link', 'save', 'apply']);
    expect(new Set(seen.map(([, , max]) => max))).toEqual(new Set(['100']));
    const values = seen.map(([, value]) => Number(value));
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(seen.find(([phase]) => phase === 'link')![3]).toMatch(/5,?000 rulings/);
    expect(await options.locator('[data-part="pack-progress"]').count()).toBe(0);
    expect(await options.locator('[data-pack="big"] [data-part="pack-count"]').textContent()).toMatch(/^5,?000 rulings$/);
    expect(ext.errors).toEqual([]);
  });

  it('a woken background answers a lookup from the tooltip data the import stored', async () => {
    const before = (await ask({ type: 'lookup', id: 'proliferate' })) as { ok: true; value: { rulings: Array<{ en: string }> } };
    expect(before.value.rulings.some((r) => r.en.includes('scale note number 0:'))).toBe(true);
    // Mark the stored record (keeping its key and shape), then stop the service worker.
    const marked = await options.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((ok, no) => {
        const r = indexedDB.open('rulings-lens-packs');
        r.onsuccess = () => ok(r.result);
        r.onerror = () => no(r.error);
      });
      const tx = db.transaction(['lookups', 'merged'], 'readwrite');
      const get = <T,>(store: string, key: string) => new Promise<T>((ok) => (tx.objectStore(store).get(key).onsuccess = (e) => ok((e.target as IDBRequest<T>).result)));
      const record = await get<{ key: string; data: { rulings: Array<{ en: string }> } }>('lookups', 'k:proliferate');
      const last = await get<{ key: string }>('merged', 'last-key');
      record.data.rulings[0].en = 'MARKED: read from the stored lookup';
      tx.objectStore('lookups').put(record);
      await new Promise((ok) => (tx.oncomplete = ok));
      db.close();
      return record.key === last.key;
    });
    expect(marked).toBe(true);
    const cdp = await ext.context.newCDPSession(options);
    const versions: Array<{ scriptURL: string; runningStatus: string; versionId: string }> = [];
    cdp.on('ServiceWorker.workerVersionUpdated', (e) => versions.push(...(e.versions as typeof versions)));
    await cdp.send('ServiceWorker.enable');
    const ours = (status: string) => [...versions].reverse().find((v) => v.scriptURL.endsWith('/background.js') && v.runningStatus === status);
    const running = await until(async () => ours('running'), (v) => v !== undefined, 'the running service worker');
    await cdp.send('ServiceWorker.stopWorker', { versionId: running!.versionId });
    await until(async () => ours('stopped'), (v) => v !== undefined, 'the service worker stopped');
    await cdp.detach();

    const woken = (await ask({ type: 'lookup', id: 'proliferate' })) as typeof before;
    expect(woken.value.rulings[0].en).toBe('MARKED: read from the stored lookup');
    expect(woken.value.rulings.length).toBe(before.value.rulings.length);
    // A search needs the whole data: it reads the stored merge, which the marker is not in.
    const hits = (await ask({ type: 'search', query: 'scale note number 12', limit: 5 })) as { ok: true; value: Array<{ type: string; ruling?: { en: string } }> };
    expect(hits.value.some((h) => h.ruling?.en.includes('scale note number 12:'))).toBe(true);
    // The whole data loaded, lookups come from it again.
    const after = (await ask({ type: 'lookup', id: 'proliferate' })) as typeof before;
    expect(after.value.rulings.some((r) => r.en.startsWith('MARKED'))).toBe(false);
  });
});
