// The Comprehensive Rules imported through the options page in real Chromium (MV3): an English +
// Chinese pair of made-up CR files (cr-fixtures.ts; no CR text) is read, stored in IndexedDB, and
// the service worker gives the keywords their definitions: a tab opened BEFORE the import shows
// ward's definition on the next hover without a reload, and the popup's stamp names the CR. The
// options page lists the version, counts, languages and files; a damaged file is refused whole
// with file:line:col and the CR stored before stays; remove takes the definitions away and Undo
// brings them back.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openChromiumExtSession, openMarked, probe, type ChromiumExt, type ChromiumExtSession } from './chromium-helpers.ts';
import { centreOf, HOST_TAG, panelState, until } from './ext-helpers.ts';
import { CR_DAMAGED_LINE, CR_DAMAGED_NAME, CR_DAMAGED_TEXT, CR_EN_NAME, CR_EN_TEXT, CR_GLOSSARY, CR_RULES, CR_ZH_NAME, CR_ZH_TEXT, WARD_DEF_EN, WARD_DEF_ZH } from './cr-fixtures.ts';

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
const part = (name: string) => options.locator(`[data-part="${name}"]`);
const hasDefinition = (d: string) => d.includes(WARD_DEF_EN) && d.includes(WARD_DEF_ZH);

/** Hovers #kw-ward (from outside) until its tooltip's definition text satisfies `ok`; returns it.
 *  The tab learns of a change through storage, a moment after the options page's reply. */
async function wardDefinition(page: Page, ok: (definition: string) => boolean, what: string): Promise<string> {
  const end = Date.now() + 20_000;
  for (;;) {
    await page.mouse.move(5, 5);
    await until(() => panelState(probe(page)), (s) => s === null, 'tooltip closed');
    const { x, y } = await centreOf(probe(page), 'kw-ward');
    await page.mouse.move(x, y);
    await until(() => panelState(probe(page)), (s) => s?.keyword === 'ward', 'the ward tooltip');
    const text = await page.evaluate((tag) => document.querySelector(tag)!.shadowRoot!.querySelector('[data-part="panel"] [data-part="definition"]')?.textContent ?? '', HOST_TAG);
    if (ok(text)) return text;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}; the definition says ${JSON.stringify(text)}`);
  }
}

describe('imported Comprehensive Rules (Chromium)', () => {
  it('before any import: ward has no definition, and the options page says none is imported', async () => {
    article = await openMarked(ext, `${session!.server.url}/packs.html`);
    expect(await wardDefinition(article, () => true, 'the ward tooltip')).toBe('');
    options = await ext.extensionPage('options.html');
    await part('cr-none').waitFor();
  });

  it('an English + Chinese pair is listed with its version, counts, languages and files; the open tab shows the definition', async () => {
    await part('cr-input').setInputFiles([file(CR_EN_NAME, CR_EN_TEXT), file(CR_ZH_NAME, CR_ZH_TEXT)]);
    await options.locator('[data-part="cr-status"][data-outcome="imported"]').waitFor();
    expect(await part('cr-status').textContent()).toContain('Imported the Comprehensive Rules effective 2099-01-01.');
    expect(await part('cr-version').textContent()).toBe('Effective 2099-01-01 (version 20990101)');
    expect(await part('cr-counts').textContent()).toBe(`${CR_RULES} rules · ${CR_GLOSSARY} glossary entries`);
    expect(await part('cr-languages').textContent()).toBe('English + Simplified Chinese');
    expect(await part('cr-files').textContent()).toBe(`${CR_EN_NAME}, ${CR_ZH_NAME}`);
    expect(await part('cr-unpaired').count()).toBe(0);
    // The tab opened before the import: the next hover has the definition, no reload.
    await wardDefinition(article, hasDefinition, 'the imported definition');
  });

  it('the popup\'s search finds ward with its definition, and its stamp names the imported CR', async () => {
    const popup = await ext.extensionPage('popup.html');
    await popup.locator('[data-part="search"]').fill('ward');
    await popup.waitForFunction(() => !!document.querySelector('[role="treeitem"]'));
    await until(() => popup.locator('[data-part="stamp"]').getAttribute('title'), (t) => !!t?.includes('20990101'), 'the stamp naming the CR');
    const title = (await popup.locator('[data-part="stamp"]').getAttribute('title'))!;
    expect(title).toContain('Definitions from the Comprehensive Rules 20990101');
    expect(title).toContain('CR 20990101');
    expect(title).not.toContain('definitions off');
    // What the popup's search answers carries the definition (its keyword rows do not show one).
    const reply = await popup.evaluate(() => (globalThis as unknown as { chrome: { runtime: { sendMessage(m: unknown): Promise<unknown> } } }).chrome.runtime.sendMessage({ type: 'search', query: 'ward', limit: 5 }));
    const items = (reply as { ok: boolean; value: Array<{ type: string; id: string; keyword?: { definitions?: Array<{ en: string }> } }> }).value;
    expect(items.find((i) => i.type === 'keyword' && i.id === 'ward')?.keyword?.definitions?.[0].en).toContain(WARD_DEF_EN);
    await popup.close();
  });

  it('a damaged file is refused whole with file:line:col, and the CR stored before stays', async () => {
    await part('cr-input').setInputFiles([file(CR_EN_NAME, CR_EN_TEXT), file(CR_DAMAGED_NAME, CR_DAMAGED_TEXT)]);
    await options.locator('[data-part="cr-status"][data-outcome="refused"]').waitFor();
    const lines = await options.locator('[data-part="cr-diagnostics"] li').allTextContents();
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^${CR_DAMAGED_NAME.replace('.', '\\.')}:${CR_DAMAGED_LINE}:1: error: .*702\\.21bb`))]);
    await options.reload();
    await part('cr-version').waitFor();
    expect(await part('cr-version').textContent()).toBe('Effective 2099-01-01 (version 20990101)');
    expect(await part('cr-languages').textContent()).toBe('English + Simplified Chinese');
    await wardDefinition(article, hasDefinition, 'the definition still there');
  });

  it('removed, the open tab loses the definition; Undo brings the same CR back', async () => {
    await part('cr-remove').click();
    await part('cr-none').waitFor();
    expect(await part('cr-status').textContent()).toContain('Removed the Comprehensive Rules effective 2099-01-01.');
    await wardDefinition(article, (d) => d === '', 'no definition after the remove');
    await part('cr-undo').click();
    await part('cr-doc').waitFor();
    expect(await part('cr-files').textContent()).toBe(`${CR_EN_NAME}, ${CR_ZH_NAME}`);
    await wardDefinition(article, hasDefinition, 'the definition back after Undo');
    expect(ext.errors).toEqual([]);
  });
});
