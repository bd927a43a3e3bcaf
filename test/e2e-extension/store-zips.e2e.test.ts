// The store zips as a store (or a user) gets them: their own contents, unpacked into a fresh
// folder — not the build folder they were made from. The Chrome zip is loaded in Chromium and
// must mark and answer a page; the Firefox zip must pass `web-ext lint` with nothing to say.
// (`npm run release` makes its zips with the same `wxt zip` call, see scripts/release/.)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DemoServer } from '../../scripts/serve-demo.ts';
import { webExtLint } from '../../scripts/release/web-ext-lint.ts';
import { extractZip } from '../../scripts/release/zip-files.ts';
import { ensureExtensionBuilt, type Built } from './build-once.ts';
import { hover, launchWithExtension, marked, openMarked, type ChromiumExt } from './chromium-helpers.ts';
import { builtBundle, expectedTooltipRulings, startFixtureServer } from './ext-helpers.ts';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 240_000 });

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
const scratch = mkdtempSync(join(tmpdir(), 'rulings-lens-zips-'));

let built: Built;
let server: DemoServer | undefined;
let ext: ChromiumExt | undefined;
let chromeDir: string;
let chromeFiles: string[];

beforeAll(async () => {
  built = await ensureExtensionBuilt();
  chromeDir = join(scratch, 'chrome');
  chromeFiles = extractZip(built.chromeZip, chromeDir);
  server = await startFixtureServer(built);
  ext = await launchWithExtension(chromeDir);
}, 240_000);

afterAll(async () => {
  await ext?.close();
  await server?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('the Chrome zip, unpacked and loaded in Chromium', () => {
  it(`holds a complete MV3 extension at version ${VERSION}, and no source maps`, () => {
    const manifest = JSON.parse(readFileSync(join(chromeDir, 'manifest.json'), 'utf8')) as { manifest_version: number; version: string };
    expect(manifest).toMatchObject({ manifest_version: 3, version: VERSION });
    expect(chromeFiles).toEqual(expect.arrayContaining(['background.js', 'content-scripts/content.js', 'matcher.js', 'tooltip-ui.js', 'popup.html', '_locales/en/messages.json', '_locales/zh_CN/messages.json']));
    expect(chromeFiles.filter((f) => f.endsWith('.map'))).toEqual([]);
  });

  it('marks an MTG page and answers a tooltip from its own background', async () => {
    const page = await openMarked(ext!, `${server!.url}/mtg.html`);
    expect(await marked(page)).toEqual(expect.arrayContaining(['proliferate', '增殖']));
    const panel = await hover(page, 'kw-en', 'proliferate');
    expect(panel.rulingIds).toEqual(expectedTooltipRulings(builtBundle(built), 'proliferate'));
    await page.close();
  });
});

describe('the Firefox zip', () => {
  it('passes web-ext lint on its own contents: 0 errors, 0 warnings, 0 notices', async () => {
    const dir = join(scratch, 'firefox');
    const files = extractZip(built.firefoxZip, dir);
    expect(JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'))).toMatchObject({ manifest_version: 2, version: VERSION });
    expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
    const report = await webExtLint(dir);
    expect({ errors: report.errors, warnings: report.warnings, notices: report.notices }).toEqual({ errors: [], warnings: [], notices: [] });
  }, 120_000);
});
