// Broken extension builds, end to end in Chromium, each a patched copy of the built chrome-mv3
// extension:
// - a damaged data bundle: the embedded rulings bundle lost its keyword list (the background
//   inlines rulings.json as an object literal; see build-output's "background holds both"). The
//   background notices at start (rulings-service.ts bundleProblem), the popup shows one clear
//   line, and pages see nothing wrong: the words are still marked (the terms are a separate file
//   the background hands out as they are) but no tooltip opens, and no error reaches the page.
// - a background that never answers the content script's terms request: the content script asks
//   twice, logs one line, and leaves the page exactly as it was.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DemoServer } from '../../scripts/serve-demo.ts';
import { ensureExtensionBuilt } from './build-once.ts';
import { launchWithExtension, marked, openMarked, probe, type ChromiumExt } from './chromium-helpers.ts';
import { centreOf, instanceOwner, isOwnModuleLoad, isTooltipUiLoad, panelState, settle, startFixtureServer, until } from './ext-helpers.ts';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 240_000 });

/** The inlined bundle's `keywords:` becomes null (what a truncated or hand-edited bundle gives). */
function damageBackground(code: string): string {
  const re = /(crVersion:(?:null|"[^"]*"),)keywords:/g;
  const hits = code.match(re)?.length ?? 0;
  if (hits !== 1) throw new Error(`expected the inlined bundle once in background.js, found ${hits}: has the build changed how it embeds the data?`);
  return code.replace(re, '$1keywords:null,damagedKeywords:');
}

/** The background stops answering `terms` (what a background that is gone or broken gives the
 *  content script: "the message port closed before a response was received"). */
function muteTerms(code: string): string {
  const list = '["terms","lookup","search","info","packs-changed"]';
  if (code.split(list).length !== 2) throw new Error(`expected the background's listened types ${list} once in background.js: has the build changed?`);
  return code.replace(list, '["lookup","search","info","packs-changed"]');
}

/** A copy of the built chrome-mv3 extension with its background.js patched. */
function patchedCopy(chromeExt: string, patch: (code: string) => string): string {
  const dir = mkdtempSync(join(tmpdir(), 'rulings-lens-broken-'));
  cpSync(chromeExt, dir, { recursive: true });
  const bg = join(dir, 'background.js');
  writeFileSync(bg, patch(readFileSync(bg, 'utf8')));
  return dir;
}

let server: DemoServer;
let chromeExt: string;
beforeAll(async () => {
  const built = await ensureExtensionBuilt();
  chromeExt = built.chromeExt;
  server = await startFixtureServer(built);
});
afterAll(() => server?.close());

describe('damaged data bundle (Chromium)', () => {
  let dir: string;
  let ext: ChromiumExt;
  beforeAll(async () => {
    dir = patchedCopy(chromeExt, damageBackground);
    ext = await launchWithExtension(dir, { lang: 'en-US' });
  });
  afterAll(async () => {
    await ext?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('the popup says so in one clear line, and offers no stamp', async () => {
    const popup = await ext.extensionPage('popup.html', { width: 420, height: 560 });
    const line = popup.locator('[data-part="data-damaged"]');
    await line.waitFor();
    expect(await line.textContent()).toBe('The rulings data is damaged — reinstall the extension.');
    await popup.locator('[data-part="search"]').fill('增殖');
    await settle(500);
    expect(await popup.locator('[role="alert"]').allTextContents()).toEqual(['The rulings data is damaged — reinstall the extension.']);
    expect(await popup.locator('[role="treeitem"]').count()).toBe(0);
    expect(await popup.locator('[data-part="stamp"]').textContent()).toBe('');
    await popup.close();
  });

  it('pages: words still marked, hovering opens nothing, no error on the page', async () => {
    const page = await openMarked(ext, `${server.url}/mtg.html`);
    expect(await marked(page)).toEqual(expect.arrayContaining(['proliferate', '增殖']));
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(String(e)));
    const { x, y } = await centreOf(probe(page), 'kw-en');
    await page.mouse.move(x, y);
    await settle(2000); // the lookup is answered (with the error) in milliseconds
    expect(await panelState(probe(page))).toBeNull();
    expect(pageErrors).toEqual([]);
    expect(ext.errors).toEqual([]);
    await page.close();
  });

  it('the damaged extension made no request beyond the test server', () => {
    const foreign = ext.requests.filter((u) => !u.startsWith(`${server.url}/`) && !u.startsWith(`chrome-extension://${ext.extensionId}/`) && !isOwnModuleLoad(u));
    expect(foreign).toEqual([]);
  });
});

describe('a background that does not answer the terms request (Chromium)', () => {
  let dir: string;
  let ext: ChromiumExt;
  beforeAll(async () => {
    dir = patchedCopy(chromeExt, muteTerms);
    ext = await launchWithExtension(dir, { lang: 'en-US' });
  });
  afterAll(async () => {
    await ext?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('the page is left exactly as it was: no marks, no host, no attribute, no error; one line in the console', async () => {
    const page = await ext.context.newPage();
    const warnings: string[] = [];
    const pageErrors: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && m.text().startsWith('rulings-lens:') && warnings.push(m.text()));
    page.on('pageerror', (e) => pageErrors.push(String(e)));
    await page.goto(`${server.url}/mtg.html`);
    // Asked, retried after TERMS_RETRY_MS, then given up: each unanswered request fails at once.
    await until(async () => warnings.length, (n) => n > 0, 'the content script to give up');
    await settle(1000); // room for a second line, which must not come
    expect(warnings).toEqual([expect.stringMatching(/^rulings-lens: no keyword list from the background \(.+\); this page is left as it is$/)]);
    expect(await marked(page)).toEqual([]);
    expect(await instanceOwner(probe(page))).toBeNull();
    expect(await page.locator('rulings-lens-ui').count()).toBe(0);
    const { x, y } = await centreOf(probe(page), 'kw-en');
    await page.mouse.move(x, y);
    await settle(1000);
    expect(await panelState(probe(page))).toBeNull();
    expect(pageErrors).toEqual([]);
    expect(ext.errors).toEqual([]);
    expect(ext.requests.filter(isTooltipUiLoad)).toEqual([]);
    await page.close();
  });
});
