// "Add to my rulings" in real Chromium (MV3): a 单卡释疑 block selected on a web page is read
// from the page with its line breaks, previewed on the capture page (3 rulings, no problem),
// saved into the personal pack "My rulings", and the open tab's tooltip shows the captured
// ruling on the next hover; the same block again is all "already there"; read from the menu's
// whitespace-collapsed selectionText alone (no content script in the frame) its layout is
// rebuilt. On the options page the personal pack is edited as text (an error refused with
// file:line:col, the fix saved), renamed, exported; "Paste rulings" opens the page empty.
//
// A context menu cannot be clicked in a headless browser (menus are browser UI, outside the
// page and the DevTools protocol). The menu's click listener (background.ts) calls
// captureSelection(info, tab) from lib/capture-menu.ts; the background also puts that function
// on its global as `rulingsLensCapture`, and the tests call it there, in the service worker,
// with what a click passes: the tab, the frame and the collapsed selectionText Chrome gives.
// Everything from there on is the product's own path.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openChromiumExtSession, openMarked, probe, type ChromiumExt, type ChromiumExtSession } from './chromium-helpers.ts';
import { until } from './ext-helpers.ts';
import { CAPTURE_PAGE, CAPTURED_COUNT, CAPTURED_WARD, CAPTURED_WARD_ID, MY_RULINGS, selectRulingsBlock } from './capture-fixtures.ts';
import { hoverWard as hoverWardOn } from './ward-hover.ts';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 240_000 });

let session: ChromiumExtSession | undefined;
let ext: ChromiumExt;
let article: Page;
let articleUrl: string;
let tabId: number;
/** The fixture's selection as Chrome's menu passes it (whitespace collapsed). */
let collapsed: string;

beforeAll(async () => {
  session = await openChromiumExtSession();
  ext = session.ext;
  articleUrl = `${session.server.url}/${CAPTURE_PAGE}`;
}, 240_000);
afterAll(() => session?.close());

/** What a click on "Add to my rulings" runs, run in the service worker; the capture page it opens. */
async function capture(selectionText: string, frameId = 0): Promise<Page> {
  const opened = ext.context.waitForEvent('page');
  const worker = await ext.worker();
  await worker.evaluate(
    ({ tabId, selectionText, frameId, pageUrl }) =>
      (globalThis as unknown as { rulingsLensCapture(info: object, tab: object): Promise<string> }).rulingsLensCapture({ selectionText, frameId, pageUrl }, { id: tabId, index: 0 }),
    { tabId, selectionText, frameId, pageUrl: articleUrl },
  );
  const page = await opened;
  page.setDefaultTimeout(20_000);
  await page.waitForURL(/\/capture\.html#/);
  await page.locator('[data-part="capture-text"]').waitFor();
  return page;
}

/** Hovers #kw-ward until the tooltip satisfies `ok` (the tab hears of a change a moment later). */
const hoverWard = (page: Page, ok: Parameters<typeof hoverWardOn>[1], what: string) => hoverWardOn({ mouse: page.mouse, probe: probe(page), park: { x: 5, y: 5 } }, ok, what);

const texts = (page: Page, part: string) => page.locator(`[data-part="${part}"]`).allTextContents();

describe('capture while browsing (Chromium)', () => {
  let capturePage: Page;

  it('reads the selected block from the page with its line breaks and previews its 3 rulings with no problem', async () => {
    article = await openMarked(ext, articleUrl);
    expect((await hoverWard(article, () => true, 'ward tooltip')).rulingIds).not.toContain(CAPTURED_WARD_ID);
    collapsed = await article.evaluate(selectRulingsBlock);
    tabId = await ext.tabId(articleUrl);
    capturePage = await capture(collapsed);
    await until(() => capturePage.locator('[data-part="capture-ruling"]').count(), (n) => n === CAPTURED_COUNT, '3 rulings');
    // Read from the page (line breaks kept), not rebuilt from the collapsed menu text.
    expect(await capturePage.locator('[data-part="capture-rebuilt"]').count()).toBe(0);
    expect(await capturePage.locator('[data-part="capture-clean"]').textContent()).toBe('No problems.');
    expect(await capturePage.locator('[data-part="capture-from"] a').getAttribute('href')).toBe(articleUrl);
    const text = await capturePage.locator('[data-part="capture-text"]').inputValue();
    expect(text.split('\n')[0]).toBe('单卡释疑');
    expect(text).toContain(`• (${CAPTURED_WARD.date} ${CAPTURED_WARD.source})`);
    expect((await texts(capturePage, 'capture-en')).at(-1)).toBe(CAPTURED_WARD.en);
    expect((await texts(capturePage, 'capture-zh')).at(-1)).toBe(CAPTURED_WARD.zh);
    expect(await capturePage.locator('[data-part="capture-save"]').isEnabled()).toBe(true);
  });

  it('saves them into "My rulings"; the open tab\'s ward tooltip then shows the captured ruling', async () => {
    await capturePage.locator('[data-part="capture-save"]').click();
    await capturePage.locator('[data-part="capture-status"][data-outcome="saved"]').waitFor();
    expect(await capturePage.locator('[data-part="capture-status"]').textContent()).toContain(`Saved 3 rulings to “${MY_RULINGS}”`);
    await until(() => capturePage.locator('[data-part="capture-already"]').count(), (n) => n === CAPTURED_COUNT, 'all marked as saved');
    expect(await capturePage.locator('[data-part="capture-save"]').isDisabled()).toBe(true);
    const s = await hoverWard(article, (p) => p.rulingIds.includes(CAPTURED_WARD_ID), 'the captured ruling in the ward tooltip');
    expect(s.stamp).toContain(MY_RULINGS);
    await capturePage.close();
  });

  it('from the menu\'s collapsed selectionText alone (no content script in that frame) the layout is rebuilt; all 3 are already saved', async () => {
    capturePage = await capture(collapsed, 4242);
    await capturePage.locator('[data-part="capture-rebuilt"]').waitFor();
    await until(() => capturePage.locator('[data-part="capture-already"]').count(), (n) => n === CAPTURED_COUNT, '3 rulings, all already saved');
    expect(await capturePage.locator('[data-part="capture-clean"]').count()).toBe(1);
    expect(await capturePage.locator('[data-part="capture-save"]').isDisabled()).toBe(true);
    expect(await capturePage.locator('[data-part="capture-why-not"]').textContent()).toContain('Nothing new to save');
  });

  it('an edit with an error is listed with its position and cannot be saved; fixed, only the new ruling is added', async () => {
    const area = capturePage.locator('[data-part="capture-text"]');
    const extra = `\n• (2026-02-30 official)\n\n  额外的测试裁定：守护费用在结算时支付（采集测试二）。\n\n  An extra test ruling: the ward cost is paid on resolution (capture test two).\n`;
    const base = await area.inputValue();
    await area.fill(base + extra);
    const line = (base + extra).split('\n').findIndex((l) => l.includes('2026-02-30')) + 1;
    await capturePage.locator('[data-part="capture-problems"]').waitFor();
    expect(await texts(capturePage, 'capture-problems')).toEqual([`selection:${line}:4: error: invalid date '2026-02-30' (expected YYYY-MM-DD, a real calendar day)`]);
    expect(await capturePage.locator('[data-part="capture-save"]').isDisabled()).toBe(true);
    await area.fill(base + extra.replace('2026-02-30', '2026-02-28'));
    await capturePage.locator('[data-part="capture-clean"]').waitFor();
    await capturePage.locator('[data-part="capture-save"]:not([disabled])').click();
    await capturePage.locator('[data-part="capture-status"][data-outcome="saved"]').waitFor();
    expect(await capturePage.locator('[data-part="capture-status"]').textContent()).toMatch(/Saved 1 ruling to “My rulings”.*3 were there already/);
    await capturePage.close();
  });

  let options: Page;
  const row = () => options.locator(`[data-pack="${MY_RULINGS}"]`);

  it('the options page lists "My rulings" as the personal pack; its text edited with an error is refused with file:line:col, the fix is saved', async () => {
    options = await ext.extensionPage('options.html');
    await row().locator('[data-part="pack-personal"]').waitFor();
    expect(await row().locator('[data-part="pack-count"]').textContent()).toBe('4 rulings');
    await row().locator('[data-part="pack-edit-text"]').click();
    const editor = options.locator('[data-part="pack-editor-text"]');
    await until(() => editor.inputValue(), (v) => v.includes(CAPTURED_WARD.en), 'the stored text in the editor');
    const stored = await editor.inputValue();
    const broken = stored.replace(`• (${CAPTURED_WARD.date} ${CAPTURED_WARD.source})`, `• (${CAPTURED_WARD.date} ${CAPTURED_WARD.source}`);
    await editor.fill(broken);
    await options.locator('[data-part="pack-editor-problems"]').waitFor();
    const lines = broken.split('\n');
    const line = lines.findIndex((l) => l.startsWith(`• (${CAPTURED_WARD.date}`)) + 1;
    const col = [...lines[line - 1]].length + 1; // where the ')' should be
    expect(await texts(options, 'pack-editor-problems')).toEqual([`my-rulings.txt:${line}:${col}: error: bullet header must look like • (YYYY-MM-DD source); missing ')'`]);
    expect(await options.locator('[data-part="pack-editor-save"]').isDisabled()).toBe(true);
    expect(await editor.inputValue()).toBe(broken); // nothing typed is lost
    // The fix: the ward ruling taken out altogether.
    const without = stored.replace(/• \(2026-05-02 official\)[\s\S]*?(?=• \(|$)/, '');
    expect(without).not.toContain(CAPTURED_WARD.en);
    await editor.fill(without);
    await options.locator('[data-part="pack-editor-clean"]').waitFor();
    await options.locator('[data-part="pack-editor-save"]').click();
    await options.locator('[data-part="pack-editor-status"][data-outcome="saved"]').waitFor();
    await until(() => row().locator('[data-part="pack-count"]').textContent(), (c) => c === '3 rulings', 'the row re-read');
    await hoverWard(article, (p) => !p.rulingIds.includes(CAPTURED_WARD_ID), 'the edited-out ruling gone from the tooltip');
    await options.locator('[data-part="pack-editor-close"]').click();
  });

  it('is renamed, and exports its text', async () => {
    const saved = await (async () => {
      await row().locator('[data-part="pack-edit-text"]').click();
      const v = await until(() => options.locator('[data-part="pack-editor-text"]').inputValue(), (x) => x.length > 0, 'the text');
      await options.locator('[data-part="pack-editor-close"]').click();
      return v;
    })();
    await row().locator('[data-part="pack-rename-open"]').click();
    await options.locator('[data-part="pack-rename-input"]').fill('PTQ notes');
    await options.locator('[data-part="pack-rename-input"]').press('Enter');
    const renamed = options.locator('[data-pack="PTQ notes"][data-personal="true"]');
    await renamed.waitFor();
    const [download] = await Promise.all([options.waitForEvent('download'), renamed.locator('[data-part="pack-export"]').click()]);
    expect(download.suggestedFilename()).toBe('my-rulings.txt');
    expect(await readFile((await download.path())!, 'utf8')).toBe(saved);
  });

  it('"Paste rulings" opens the capture page empty; pasted text is saved into the same pack', async () => {
    const opened = ext.context.waitForEvent('page');
    await options.locator('[data-part="capture-paste"]').click();
    const paste = await opened;
    paste.setDefaultTimeout(20_000);
    await paste.waitForURL(/\/capture\.html$/);
    await paste.locator('[data-part="capture-clean"]').waitFor();
    expect(await paste.locator('[data-part="capture-text"]').inputValue()).toBe('');
    expect(await paste.locator('[data-part="capture-save"]').isDisabled()).toBe(true);
    await paste.locator('[data-part="capture-text"]').fill(`单卡释疑\n\n• (${CAPTURED_WARD.date} ${CAPTURED_WARD.source})\n\n${CAPTURED_WARD.zh}\n\n${CAPTURED_WARD.en}\n`);
    await paste.locator('[data-part="capture-save"]:not([disabled])').click();
    await paste.locator('[data-part="capture-status"][data-outcome="saved"]').waitFor();
    expect(await paste.locator('[data-part="capture-status"]').textContent()).toContain('Saved 1 ruling to “PTQ notes”');
    await hoverWard(article, (p) => p.rulingIds.includes(CAPTURED_WARD_ID), 'the pasted ruling in the tooltip');
    await options.reload();
    expect(await options.locator('[data-pack="PTQ notes"] [data-part="pack-count"]').textContent()).toBe('4 rulings');
    expect(await options.locator('[data-part="pack-list"] > li').count()).toBe(1);
    expect(ext.errors).toEqual([]);
  });
});
