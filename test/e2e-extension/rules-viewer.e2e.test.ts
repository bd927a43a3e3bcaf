// The rules viewer (rules.html) of the built extension in real Chromium and Firefox, with a small
// made-up CR document (rules-viewer-doc.ts) stored the way the options page stores one (the
// pack store's IndexedDB, `cr` record `current`) and announced with 'packs-changed':
// deep links highlight and focus their rule, references jump, search by number and words with
// the keyboard, the language choice is remembered, one column when narrow (200% zoom), the
// empty state, the tooltip's rule number and the popup's link open the viewer, and no request
// leaves the browser. Chromium also saves the README's screenshot.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Page as FfPage } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DemoServer } from '../../scripts/serve-demo.ts';
import { hover, openChromiumExtSession, openMarked, type ChromiumExt, type ChromiumExtSession } from './chromium-helpers.ts';
import { centreOf, panelState, SCREENSHOTS, until } from './ext-helpers.ts';
import { probe as ffProbe, tooltipPartCentre, useFirefoxExtSession } from './firefox-helpers.ts';
import { RULES_DOC, STORE_CR } from './rules-viewer-doc.ts';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 240_000 });

/** What the viewer shows now: the current rule, the focused element, the hash, the results. */
interface ViewerState {
  current: string[];
  focused: string;
  hash: string;
  results: string[];
  placeholders: number;
}
/** Reads ViewerState from a viewer's document and location (source text: run in the page). */
const VIEWER_STATE = `((document, location) => ({
  current: [...document.querySelectorAll('[data-current]')].map((e) => e.id),
  focused: document.activeElement ? (document.activeElement.id || document.activeElement.className) : '',
  hash: decodeURIComponent(location.hash),
  results: [...document.querySelectorAll('[data-part="rules-results"] a.result')].map((a) => a.getAttribute('href')),
  placeholders: document.querySelectorAll('.placeholder').length,
}))`;

describe('rules viewer: Chromium', () => {
  let session: ChromiumExtSession;
  let ext: ChromiumExt;
  let server: DemoServer;
  const viewer = (path = 'rules.html', viewport?: { width: number; height: number }) => ext.extensionPage(path, viewport);
  const state = (page: Page) => page.evaluate(`${VIEWER_STATE}(document, location)`) as Promise<ViewerState>;

  beforeAll(async () => {
    session = await openChromiumExtSession();
    ({ ext, server } = session);
  }, 240_000);
  afterAll(() => session?.close());

  it('without a CR: says how to import one; its button opens the options page', async () => {
    const page = await viewer();
    await page.locator('[data-part="rules-empty"]').waitFor();
    expect(await page.locator('h1').textContent()).toBe('No Comprehensive Rules imported yet');
    const [options] = await Promise.all([ext.context.waitForEvent('page'), page.locator('[data-part="rules-open-options"]').click()]);
    await options.waitForURL(/options\.html/);
    // …which links back to the viewer.
    expect(await options.locator('[data-part="open-rules-viewer"]').getAttribute('href')).toBe('/rules.html');
    await options.close();
    await page.close();
  });

  it('a CR stored: the open viewer shows it without a reload, and the background flags it', async () => {
    const page = await viewer();
    await page.locator('[data-part="rules-empty"]').waitFor();
    await page.evaluate(`(${STORE_CR})(${JSON.stringify(RULES_DOC)}, chrome.runtime)`);
    await page.locator('[data-part="rules-viewer"]').waitFor();
    expect(await page.locator('[data-part="rules-version"]').textContent()).toBe('Effective 2099-01-01 (version 20990101) · English + 中文');
    const flag = await until(() => ext.worker().then((w) => w.evaluate(() => (globalThis as unknown as { chrome: { storage: { local: { get(k: string): Promise<Record<string, unknown>> } } } }).chrome.storage.local.get('crImported'))), (v) => v.crImported === true, 'the crImported flag');
    expect(flag.crImported).toBe(true);
    await page.close();
  });

  it('#702.9b: the rule is shown, highlighted, focused and at the top; a reference jumps; Back returns', async () => {
    const page = await viewer('rules.html#702.9b');
    await until(() => state(page), (s) => s.current[0] === '702.9b', 'the deep-linked rule');
    expect((await state(page)).focused).toBe('702.9b');
    const top = await page.evaluate(() => document.getElementById('702.9b')!.getBoundingClientRect().top);
    const header = await page.evaluate(() => document.querySelector('.rules-header')!.getBoundingClientRect().bottom);
    expect(top).toBeGreaterThanOrEqual(header - 1); // below the sticky header, not under it
    expect(top).toBeLessThan(header + 40);
    await page.locator('[id="702.9b"] a.ref[href="#702.17"]').first().click();
    await until(() => state(page), (s) => s.current[0] === '702.17' && s.focused === '702.17', 'the referenced rule');
    expect((await state(page)).hash).toBe('#702.17');
    // "rule 509" is not in the document: plain text, no link
    expect(await page.locator('[id="702.9b"] a.ref').evaluateAll((as) => as.map((a) => a.textContent))).toEqual(['rule 702.17', '规则702.17']);
    await page.goBack();
    await until(() => state(page), (s) => s.current[0] === '702.9b', 'back to 702.9b');
    await page.close();
  });

  it('keyboard: the skip link first; search by number and words, ↓ into the results, Enter follows', async () => {
    const page = await viewer('rules.html');
    await page.locator('[data-part="rules-viewer"]').waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip-link');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('rules-main');
    const search = page.locator('[data-part="rules-search-input"]');
    await search.focus();
    await search.fill('702.9');
    await until(() => state(page), (s) => s.results.length > 0, 'results for 702.9');
    expect((await state(page)).results.slice(0, 4)).toEqual(['#702.9', '#702.9a', '#702.9b', '#702.9c']);
    await search.fill('reach 阻挡');
    await until(() => state(page), (s) => s.results.join() === '#702.9a,#702.9b,#702.17a', 'results for words in both languages');
    await search.fill('proliferate');
    await until(() => state(page), (s) => s.results[0] === '#glossary-proliferate', 'the glossary term first');
    const focusedHref = () => page.evaluate(() => document.activeElement?.getAttribute('href') ?? '');
    await page.keyboard.press('ArrowDown');
    await until(focusedHref, (h) => h === '#glossary-proliferate', 'focus on the first result');
    await page.keyboard.press('ArrowDown');
    expect(await focusedHref()).toBe('#701.34');
    await page.keyboard.press('Enter');
    await until(() => state(page), (s) => s.current[0] === '701.34' && s.focused === '701.34' && s.results.length === 0, 'the chosen result');
    await page.close();
  });

  it('side by side, English or Chinese alone, remembered; narrow (200% zoom) is one column without sideways scrolling', async () => {
    const page = await viewer('rules.html#702.9a');
    await page.locator('[data-part="rules-viewer"][data-lang="both"]').waitFor();
    const cells = () => page.locator('[id="702.9a"] .cell').evaluateAll((cs) => cs.map((c) => c.getAttribute('data-lang')));
    expect(await cells()).toEqual(['en', 'zh']);
    await page.locator('[data-part="rules-lang"] label', { hasText: '中文' }).click();
    expect(await cells()).toEqual(['zh']);
    await page.reload();
    await page.locator('[data-part="rules-viewer"][data-lang="zh"]').waitFor();
    await page.locator('[data-part="rules-lang"] label', { hasText: 'Side by side' }).click();
    await page.locator('[data-part="rules-viewer"][data-lang="both"]').waitFor();
    await page.setViewportSize({ width: 500, height: 350 }); // 1000×700 at 200%
    const layout = await page.evaluate(() => {
      const [en, zh] = [...document.getElementById('702.9a')!.querySelectorAll('.cell')].map((c) => c.getBoundingClientRect());
      return { stacked: zh.top >= en.bottom - 1, overflow: document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth };
    });
    expect(layout).toEqual({ stacked: true, overflow: 0 });
    await page.close();
  });

  it('dark when the system is dark; every rule is rendered soon after opening', async () => {
    const page = await viewer('rules.html#100.1a');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.locator('[data-part="rules-viewer"]').waitFor();
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bg).toBe('rgb(31, 33, 36)');
    await until(() => state(page), (s) => s.placeholders === 0, 'every chunk rendered');
    expect(await page.locator('.rule').count()).toBe(RULES_DOC.rules.filter((r) => /\./.test(r.number)).length);
    await page.close();
  });

  it("a tooltip's rule number opens the viewer at that rule", async () => {
    const page = await openMarked(ext, `${server.url}/mtg.html`);
    const ruleTag = () => page.evaluate(() => document.querySelector('rulings-lens-ui')?.shadowRoot?.querySelector('[data-part="rule"]')?.tagName ?? '');
    // The content script learns of the CR as it starts; a tooltip UI made just before is made
    // again (and the open tooltip closed), so hover until the header shows the button.
    const end = Date.now() + 30_000;
    while ((await hover(page, 'kw-en', 'proliferate'), await ruleTag()) !== 'BUTTON') {
      if (Date.now() > end) throw new Error(`the rule number never became a button (last: ${await ruleTag()})`);
    }
    const box = await page.evaluate(() => {
      const r = document.querySelector('rulings-lens-ui')!.shadowRoot!.querySelector('[data-part="rule"]')!.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    });
    const [opened] = await Promise.all([ext.context.waitForEvent('page'), page.mouse.click(box.x, box.y)]);
    await opened.waitForURL(/rules\.html#701\.34$/);
    await until(() => state(opened), (s) => s.current[0] === '701.34', 'the rule in the viewer');
    await Promise.all([opened.close(), page.close()]);
  });

  it('the popup offers the rule for a typed rule number and a search of the rules for words', async () => {
    const popup = await ext.extensionPage('popup.html', { width: 400, height: 580 });
    await popup.locator('[data-part="open-rules"]').waitFor(); // the footer's "Open the rules viewer", a CR being imported
    const search = popup.locator('[data-part="search"]');
    await search.fill('702.9b');
    const link = popup.locator('[data-part="rules-links"] a');
    expect(await link.textContent()).toBe('Open rule 702.9b in the rules');
    expect(await link.getAttribute('href')).toBe('/rules.html#702.9b');
    await search.fill('flying');
    expect(await link.textContent()).toBe('Search the rules for “flying”');
    const [opened] = await Promise.all([ext.context.waitForEvent('page'), link.click()]);
    await opened.waitForURL(/rules\.html\?q=flying$/);
    await until(() => state(opened), (s) => s.results[0] === '#glossary-flying', 'the search opened with the query');
    await opened.close();
    if (!popup.isClosed()) await popup.close();
  });

  it('the viewer made no request outside the extension', () => {
    const outside = ext.requests.filter((u) => !u.startsWith('chrome-extension://') && !u.startsWith(server.url));
    expect(outside).toEqual([]);
  });

  it('saves docs/screenshots/rules-viewer.png (light, side by side)', async () => {
    const page = await viewer('rules.html#702.9', { width: 1100, height: 640 });
    await page.emulateMedia({ colorScheme: 'light' });
    await until(() => state(page), (s) => s.current[0] === '702.9' && s.placeholders === 0, 'the rule, everything rendered');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur()); // the highlight, without the focus ring
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, 'rules-viewer.png') });
    await page.close();
  });
});

describe('rules viewer: Firefox', () => {
  const session = useFirefoxExtSession();

  /** Evaluates `expr` (a promise or a value, JSON-able) in the background page. */
  const inBackground = <T>(expr: string) => session().views.settle<T>(expr);
  /** Runs `body` in the open rules.html tab (`w` its window, `d` its document); null while none is open. */
  const inViewer = <T>(body: string) => session().views.runAsync<T>('/rules.html', body);
  const viewerState = () => inViewer<ViewerState>(`return ${VIEWER_STATE}(d, w.location);`);
  const isState = (s: unknown): s is ViewerState => typeof s === 'object' && s !== null && 'current' in s;

  it('without a CR the viewer says how to import one', async () => {
    await inBackground(`browser.tabs.create({ url: browser.runtime.getURL('/rules.html') })`);
    const empty = await until(() => inViewer<boolean>(`return !!d.querySelector('[data-part="rules-empty"]');`), (v) => v === true, 'the empty state');
    expect(empty).toBe(true);
  });

  it('a CR stored: #702.9b shows the rule highlighted and focused; a reference jumps', async () => {
    // Told through the viewer tab's runtime, as the options page does it.
    await inViewer(`await (${STORE_CR})(${JSON.stringify(RULES_DOC)}, w.browser.runtime); return true;`);
    await until(() => inViewer<boolean>(`return !!d.querySelector('[data-part="rules-viewer"]');`), (v) => v === true, 'the document in the open viewer');
    await inViewer(`w.location.hash = '#702.9b'; return true;`);
    const s = await until(viewerState, (v) => isState(v) && v.current[0] === '702.9b', 'the deep-linked rule');
    expect(s).toMatchObject({ focused: '702.9b', hash: '#702.9b' });
    await inViewer(`d.getElementById('702.9b').querySelector('a.ref[href="#702.17"]').click(); return true;`);
    await until(viewerState, (v) => isState(v) && v.current[0] === '702.17' && v.focused === '702.17', 'the referenced rule');
  });

  it('search by number and by words; Enter in the box goes to the first result', async () => {
    const type = (q: string) =>
      inViewer(`const i = d.querySelector('[data-part="rules-search-input"]'); i.focus(); i.value = ${JSON.stringify(q)}; i.dispatchEvent(new w.Event('input', { bubbles: true })); return true;`);
    await type('702.9');
    const byNumber = (await until(viewerState, (v) => isState(v) && v.results.length > 0, 'results for 702.9')) as ViewerState;
    expect(byNumber.results.slice(0, 4)).toEqual(['#702.9', '#702.9a', '#702.9b', '#702.9c']);
    await type('延势');
    const byWords = (await until(viewerState, (v) => isState(v) && v.results[0] === '#glossary-reach', 'results for 延势')) as ViewerState;
    expect(byWords.results).toContain('#702.17a');
    await inViewer(`d.querySelector('[data-part="rules-search-input"]').dispatchEvent(new w.KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })); return true;`);
    await until(viewerState, (v) => isState(v) && v.current[0] === 'glossary-reach', 'the first result');
  });

  it("a tooltip's rule number opens the viewer at that rule (content script → background 'open-rule')", async () => {
    const page: FfPage = await session().ff.open(`${session().server.url}/mtg.html`);
    const p = ffProbe(page);
    const end = Date.now() + 30_000;
    for (;;) {
      await page.mouse.move(990, 690);
      const { x, y } = await centreOf(p, 'kw-en');
      await page.mouse.move(x, y);
      const ready = await until(() => panelState(p), (s) => s?.keyword === 'proliferate', 'the tooltip', 8_000).catch(() => null);
      const tag = ready ? await page.evaluate(() => document.querySelector('rulings-lens-ui')?.shadowRoot?.querySelector('[data-part="rule"]')?.tagName ?? '') : '';
      if (tag === 'BUTTON') break;
      if (Date.now() > end) throw new Error(`the rule number never became a button (last: ${tag})`);
    }
    const button = await tooltipPartCentre(page, 'rule');
    await page.mouse.click(button!.x, button!.y);
    const opened = await until(
      () => inBackground<string[]>(`Promise.resolve(browser.extension.getViews({ type: 'tab' }).map((v) => v.location.pathname + v.location.hash))`),
      (urls) => urls.includes('/rules.html#701.34'),
      'a viewer tab at #701.34',
    );
    expect(opened).toContain('/rules.html#701.34');
    await page.close();
  });

  it('the viewer loaded nothing from outside the extension', async () => {
    const names = await inViewer<string[]>(`return w.performance.getEntriesByType('resource').map((e) => e.name);`);
    expect(Array.isArray(names)).toBe(true);
    expect((names as string[]).filter((n) => !n.startsWith('moz-extension://'))).toEqual([]);
  });
});
