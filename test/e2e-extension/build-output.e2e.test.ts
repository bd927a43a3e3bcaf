// The built extension as a store reviewer sees it: manifests, permissions, locales, no network
// code, the content script carrying terms but no rulings, and `web-ext lint` on the Firefox build.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GECKO_ID } from '../../extension/lib/extension-ids.ts';
import { CONTENT_SCRIPT_BUDGET_GZIP } from '../../scripts/build-extension.ts';
import { ensureExtensionBuilt, type Built } from './build-once.ts';
import { builtBundle } from './ext-helpers.ts';

// Real browsers on a busy 2-core CI box while other suites run: generous limits. The waits are
// condition polls; the only fixed pauses give "nothing happens" checks time to be wrong.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 240_000 });

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const json = (path: string): Json => JSON.parse(readFileSync(path, 'utf8')) as Json;

function files(dir: string, ext: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => join(dir, f))
    .filter((f) => f.endsWith(ext) && statSync(f).isFile());
}

let stamp: Built;
let CHROME_EXT: string;
let FIREFOX_EXT: string;
beforeAll(async () => {
  stamp = await ensureExtensionBuilt();
  ({ chromeExt: CHROME_EXT, firefoxExt: FIREFOX_EXT } = stamp);
}, 240_000);

describe('manifests', () => {
  it('Chrome MV3: minimal permissions, no host permissions, content script on web pages in all frames', () => {
    const m = json(join(CHROME_EXT, 'manifest.json'));
    expect(m.manifest_version).toBe(3);
    expect([...m.permissions].sort()).toEqual(['activeTab', 'contextMenus', 'storage']);
    expect(m.host_permissions).toBeUndefined();
    expect(m.optional_permissions).toBeUndefined();
    expect(m.content_scripts).toEqual([{ matches: ['http://*/*', 'https://*/*'], all_frames: true, run_at: 'document_idle', js: ['content-scripts/content.js'] }]);
    expect(m.web_accessible_resources).toBeUndefined();
    expect(m.commands['toggle-site'].suggested_key.default).toBe('Alt+Shift+L');
    expect(m.omnibox).toEqual({ keyword: 'mtg' });
    expect(m.browser_specific_settings).toBeUndefined();
  });

  it('Firefox MV2: gecko id and the "no data collected" declaration', () => {
    const m = json(join(FIREFOX_EXT, 'manifest.json'));
    expect(m.manifest_version).toBe(2);
    expect(m.browser_specific_settings.gecko).toMatchObject({ id: GECKO_ID, data_collection_permissions: { required: ['none'] } });
    expect([...m.permissions].sort()).toEqual(['activeTab', 'contextMenus', 'storage']);
  });

  it('every __MSG_…__ of the manifest exists in en and zh_CN, and both locales have the same keys', () => {
    for (const dir of [CHROME_EXT, FIREFOX_EXT]) {
      const en = json(join(dir, '_locales/en/messages.json'));
      const zh = json(join(dir, '_locales/zh_CN/messages.json'));
      expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
      const used = [...readFileSync(join(dir, 'manifest.json'), 'utf8').matchAll(/__MSG_(\w+)__/g)].map((m) => m[1]);
      expect(used.length).toBeGreaterThan(2);
      for (const key of used) {
        expect(en[key]?.message, `en ${key}`).toBeTruthy();
        expect(zh[key]?.message, `zh_CN ${key}`).toBeTruthy();
      }
      expect(zh.extName.message).not.toBe(en.extName.message);
    }
  });

  it('every string key the UI code names exists in the locales', () => {
    const en = json(join(CHROME_EXT, '_locales/en/messages.json'));
    const code = [...files(join(ROOT, 'extension'), '.tsx'), ...files(join(ROOT, 'extension'), '.ts')]
      .filter((f) => !f.includes('.test.'))
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    // t('key'…) calls, and the key tables the components pass to t().
    const keys = new Set([...code.matchAll(/\bt\('(\w+)'/g), ...code.matchAll(/'((?:kind|lang|opt|site)[A-Z]\w*)'/g)].map((m) => m[1]));
    expect(keys.size).toBeGreaterThan(40);
    for (const key of keys) expect(en[key]?.message, key).toBeTruthy();
  });
});

describe('code', () => {
  it('no network API anywhere in the built extension', () => {
    for (const file of [...files(CHROME_EXT, '.js'), ...files(FIREFOX_EXT, '.js')]) {
      const code = readFileSync(file, 'utf8');
      for (const api of [/\bfetch\(/, /XMLHttpRequest/, /WebSocket/, /sendBeacon/, /EventSource/, /importScripts/]) {
        expect(api.test(code), `${relative(ROOT, file)} uses ${api}`).toBe(false);
      }
    }
  });

  it('the content script carries the matcher terms but no ruling text; the background holds the rulings', () => {
    const content = readFileSync(join(CHROME_EXT, 'content-scripts/content.js'), 'utf8');
    const background = readFileSync(join(CHROME_EXT, 'background.js'), 'utf8');
    const bundle = builtBundle(stamp);
    // A run of plain letters survives any escaping (the background inlines JSON in a JS string).
    const snippet = (s: string) => s.match(/[A-Za-z ]{20,}/)?.[0] ?? s.slice(0, 20);
    for (const r of bundle.rulings) {
      expect(content.includes(r.id) || content.includes(snippet(r.en)), `content script contains ruling ${r.id}`).toBe(false);
      expect(background.includes(r.id) && background.includes(snippet(r.en)), `background lacks ruling ${r.id}`).toBe(true);
    }
    expect(content).toContain('"proliferate"');
    // A production build (no Preact devtools / dev JSX): what users install is what is tested.
    expect(content).not.toContain('__PREACT_DEVTOOLS__');
    console.log(
      `[extension] content script ${(stamp.contentScript.bytes / 1024).toFixed(1)} KB, ${(stamp.contentScript.gzip / 1024).toFixed(1)} KB gzip ` +
        `(budget ${(CONTENT_SCRIPT_BUDGET_GZIP / 1024).toFixed(0)} KB); background ${(stamp.background.gzip / 1024).toFixed(1)} KB gzip`,
    );
  });

  it('our UI code never sets innerHTML (the only innerHTML in the build is Preact\'s unused dangerouslySetInnerHTML path)', () => {
    for (const dir of ['extension', 'widget']) {
      for (const file of [...files(join(ROOT, dir), '.ts'), ...files(join(ROOT, dir), '.tsx')]) {
        if (file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue;
        const code = readFileSync(file, 'utf8');
        expect(/dangerouslySetInnerHTML|\.innerHTML\s*=|insertAdjacentHTML|outerHTML\s*=/.test(code), relative(ROOT, file)).toBe(false);
      }
    }
  });
});

describe('web-ext lint (Firefox build)', () => {
  it('0 errors; the only warnings are Preact\'s innerHTML branch', async () => {
    const bin = join(ROOT, 'node_modules/web-ext/bin/web-ext.js');
    const { stdout } = await promisify(execFile)(process.execPath, [bin, 'lint', '--source-dir', FIREFOX_EXT, '--output', 'json', '--no-config-discovery'], {
      cwd: ROOT,
      maxBuffer: 16 * 1024 * 1024,
    }).catch((e: { stdout?: string }) => ({ stdout: e.stdout ?? '' }));
    const report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as Json;
    expect(report.errors).toEqual([]);
    for (const w of report.warnings as Json[]) {
      expect(w.code).toBe('UNSAFE_VAR_ASSIGNMENT');
      const line = readFileSync(join(FIREFOX_EXT, w.file), 'utf8').split('\n')[w.line - 1];
      expect(line.slice(Math.max(0, w.column - 120), w.column + 40)).toContain('__html');
    }
    expect(report.notices).toEqual([]);
  }, 120_000);
});
