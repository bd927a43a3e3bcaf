// A damaged data bundle, end to end in Chromium: a copy of the built chrome-mv3 extension whose
// embedded rulings bundle lost its keyword list (the background inlines rulings.json as an object
// literal; see build-output's "background holds the rulings"). The background notices at start
// (rulings-service.ts bundleProblem), the popup shows one clear line, and pages see nothing
// wrong: the words are still marked (the terms live in the content script) but no tooltip opens,
// and no error reaches the page.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DemoServer } from '../../scripts/serve-demo.ts';
import { ensureExtensionBuilt } from './build-once.ts';
import { launchWithExtension, marked, openMarked, probe, type ChromiumExt } from './chromium-helpers.ts';
import { centreOf, panelState, settle, startFixtureServer } from './ext-helpers.ts';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 240_000 });

/** The inlined bundle's `keywords:` becomes null (what a truncated or hand-edited bundle gives). */
function damageBackground(code: string): string {
  const re = /(crVersion:(?:null|"[^"]*"),)keywords:/g;
  const hits = code.match(re)?.length ?? 0;
  if (hits !== 1) throw new Error(`expected the inlined bundle once in background.js, found ${hits}: has the build changed how it embeds the data?`);
  return code.replace(re, '$1keywords:null,damagedKeywords:');
}

let dir: string;
let ext: ChromiumExt;
let server: DemoServer;

beforeAll(async () => {
  const built = await ensureExtensionBuilt();
  dir = mkdtempSync(join(tmpdir(), 'rulings-lens-damaged-'));
  cpSync(built.chromeExt, dir, { recursive: true });
  const bg = join(dir, 'background.js');
  writeFileSync(bg, damageBackground(readFileSync(bg, 'utf8')));
  [ext, server] = await Promise.all([launchWithExtension(dir, { lang: 'en-US' }), startFixtureServer(built)]);
});

afterAll(async () => {
  await ext?.close();
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('damaged data bundle (Chromium)', () => {
  it('the popup says so in one clear line, and offers no stamp', async () => {
    const popup = await ext.extensionPage('popup.html', { width: 420, height: 560 });
    const line = popup.locator('[data-part="data-damaged"]');
    await line.waitFor();
    expect(await line.textContent()).toBe('The rulings data is damaged — reinstall the extension.');
    await popup.locator('[data-part="search"]').fill('增殖');
    await settle(500);
    expect(await popup.locator('[role="alert"]').allTextContents()).toEqual(['The rulings data is damaged — reinstall the extension.']);
    expect(await popup.locator('[role="option"]').count()).toBe(0);
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
    expect(ext.requests.filter((u) => !u.startsWith(`${server.url}/`) && !u.startsWith(`chrome-extension://${ext.extensionId}/`))).toEqual([]);
  });
});
