// The built extension as a store reviewer sees it: manifests, permissions, locales, no network
// code, what each script carries (the content script: no terms, no rulings, within its gzip
// budget; the lazily loaded tooltip UI: no data), and `web-ext lint` on the Firefox build.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GECKO_ID } from '../../extension/lib/extension-ids.ts';
import { MARK_RULES_FILE } from '../../extension/lib/mark-rules.ts';
import type { TermData } from '../../rulings-data/matcher/types.ts';
import { BACKGROUND_FILE, CONTENT_SCRIPT_BUDGET_GZIP, CONTENT_SCRIPT_FILE, MATCHER_FILE, measure, TOOLTIP_UI_FILE } from '../../scripts/build-extension.ts';
import { ensureExtensionBuilt, type Built } from './build-once.ts';
import { builtBundle } from './ext-helpers.ts';
import { webExtLint } from '../../scripts/release/web-ext-lint.ts';
import { README, readBlock } from '../../scripts/readme-block.ts';
import { FIGURES_BLOCK, readFigures, SIZE_ROWS, sizeValue } from '../../scripts/readme-figures.ts';

// Real browsers on a busy 2-core CI box while other suites run: generous limits. The waits are
// condition polls; the only fixed pauses give "nothing happens" checks time to be wrong.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 240_000 });

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const json = (path: string): Json => JSON.parse(readFileSync(path, 'utf8')) as Json;

/** The hosts a subscription may ask for (wxt.config.ts), optional: none is granted at install. */
const SUBSCRIPTION_HOSTS = ['https://*/*', 'http://localhost/*', 'http://127.0.0.1/*'];

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
  it('Chrome MV3: minimal permissions, no host permissions (subscription hosts optional), content script on web pages in all frames', () => {
    const m = json(join(CHROME_EXT, 'manifest.json'));
    expect(m.manifest_version).toBe(3);
    expect([...m.permissions].sort()).toEqual(['activeTab', 'alarms', 'contextMenus', 'storage', 'unlimitedStorage']);
    expect(m.host_permissions).toBeUndefined();
    expect(m.optional_permissions).toBeUndefined();
    expect(m.optional_host_permissions).toEqual(SUBSCRIPTION_HOSTS);
    expect(m.content_scripts).toEqual([{ matches: ['http://*/*', 'https://*/*'], all_frames: true, run_at: 'document_idle', js: [CONTENT_SCRIPT_FILE] }]);
    // Only the lazily loaded modules the content script import()s (the tooltip UI, the matcher), behind a per-session URL.
    expect(m.web_accessible_resources).toEqual([{ resources: [TOOLTIP_UI_FILE, MATCHER_FILE], matches: ['http://*/*', 'https://*/*'], use_dynamic_url: true }]);
    expect(m.commands['toggle-site'].suggested_key.default).toBe('Alt+Shift+L');
    expect(m.omnibox).toEqual({ keyword: 'mtg' });
    expect(m.browser_specific_settings).toBeUndefined();
  });

  it('Firefox MV2: gecko id and the "no data collected" declaration', () => {
    const m = json(join(FIREFOX_EXT, 'manifest.json'));
    expect(m.manifest_version).toBe(2);
    expect(m.browser_specific_settings.gecko).toMatchObject({ id: GECKO_ID, data_collection_permissions: { required: ['none'] } });
    expect([...m.permissions].sort()).toEqual(['activeTab', 'alarms', 'contextMenus', 'storage', 'unlimitedStorage']);
    // MV2 has no optional_host_permissions: the subscription hosts are optional permissions.
    expect(m.optional_permissions).toEqual(SUBSCRIPTION_HOSTS);
    expect((m.content_scripts as Json[]).flatMap((c) => c.js ?? [])).toEqual([CONTENT_SCRIPT_FILE]);
    // The mark rules as CSS from document_start (extension/lib/mark-rules.ts).
    expect((m.content_scripts as Json[]).filter((c) => c.css)).toEqual([{ matches: ['http://*/*', 'https://*/*'], css: [MARK_RULES_FILE], all_frames: true, run_at: 'document_start' }]);
    expect(m.web_accessible_resources).toEqual([TOOLTIP_UI_FILE, MATCHER_FILE]);
  });

  it('the tooltip UI and the matcher are built, ES modules, and never injected by themselves (no content_scripts entry)', () => {
    for (const dir of [CHROME_EXT, FIREFOX_EXT]) {
      const m = json(join(dir, 'manifest.json'));
      const injected = (m.content_scripts as Json[]).flatMap((c) => [...(c.js ?? []), ...(c.css ?? [])]);
      expect(injected).not.toContain(TOOLTIP_UI_FILE);
      expect(injected).not.toContain(MATCHER_FILE);
      expect(injected).toEqual(dir === FIREFOX_EXT ? [MARK_RULES_FILE, CONTENT_SCRIPT_FILE] : [CONTENT_SCRIPT_FILE]);
      // Their default export is what the content script's import() hands over.
      for (const file of [TOOLTIP_UI_FILE, MATCHER_FILE]) expect(readFileSync(join(dir, file), 'utf8')).toMatch(/export\s*\{\s*\w+ as default\s*\};?\s*$/);
      // The matcher's code is in its module, not in the content script.
      expect(readFileSync(join(dir, CONTENT_SCRIPT_FILE), 'utf8')).not.toMatch(/invalid TermData/);
      expect(readFileSync(join(dir, MATCHER_FILE), 'utf8')).toMatch(/invalid TermData/);
    }
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
  it('no network API anywhere in the built extension but the one download of subscriptions', () => {
    const fetching: string[] = [];
    for (const file of [...files(CHROME_EXT, '.js'), ...files(FIREFOX_EXT, '.js')]) {
      const code = readFileSync(file, 'utf8');
      for (const api of [/XMLHttpRequest/, /WebSocket/, /sendBeacon/, /EventSource/, /importScripts/]) {
        expect(api.test(code), `${relative(ROOT, file)} uses ${api}`).toBe(false);
      }
      // fetch() only where subscriptions download what the reader subscribed to
      // (extension/lib/subscriptions-fetch.ts, recognised by its error text), once per file.
      const calls = code.match(/\bfetch\(/g)?.length ?? 0;
      if (calls === 0) continue;
      expect(code, `${relative(ROOT, file)} calls fetch() outside the subscriptions' download`).toContain('could not be downloaded (');
      expect(calls, relative(ROOT, file)).toBe(1);
      fetching.push(relative(dirname(CHROME_EXT), file).replace(/-[\w-]{8}\.js$/, '.js'));
    }
    // The options page's packs panel (subscribe, "Check for updates") and the background (the
    // opt-in weekly check), in both builds; never the content script, the tooltip UI, the
    // matcher or the popup.
    expect(fetching.sort()).toEqual(['chrome-mv3/background.js', 'chrome-mv3/chunks/packs.js', 'firefox-mv2/background.js', 'firefox-mv2/chunks/packs.js']);
  });

  it(`the content script is within its budget of ${CONTENT_SCRIPT_BUDGET_GZIP / 1024} KB gzip (it is parsed on every page)`, () => {
    for (const dir of [CHROME_EXT, FIREFOX_EXT]) {
      const cs = measure(join(dir, CONTENT_SCRIPT_FILE));
      expect(cs.gzip, `${relative(ROOT, join(dir, CONTENT_SCRIPT_FILE))}: ${cs.gzip} bytes gzip`).toBeLessThanOrEqual(CONTENT_SCRIPT_BUDGET_GZIP);
    }
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    const { contentScript: cs, tooltipUi: ui, background: bg } = stamp;
    console.log(
      `[extension] content script ${kb(cs.bytes)}, ${kb(cs.gzip)} gzip (budget ${kb(CONTENT_SCRIPT_BUDGET_GZIP)}); ` +
        `tooltip UI ${kb(ui.bytes)}, ${kb(ui.gzip)} gzip (once the page is marked); background ${kb(bg.gzip)} gzip`,
    );
  });

  it("has the sizes the README states (deterministic: after a change, `npm run build && npm run figures`)", () => {
    const rows = readFigures(readBlock(readFileSync(README, 'utf8'), FIGURES_BLOCK) ?? '');
    expect(rows.get(SIZE_ROWS.contentScript)).toBe(sizeValue(measure(join(CHROME_EXT, CONTENT_SCRIPT_FILE)).gzip, CONTENT_SCRIPT_BUDGET_GZIP));
    expect(rows.get(SIZE_ROWS.tooltipUi)).toBe(sizeValue(measure(join(CHROME_EXT, TOOLTIP_UI_FILE)).gzip));
  });

  it('neither the content script nor the tooltip UI carries terms or ruling text; the background holds both', () => {
    for (const dir of [CHROME_EXT, FIREFOX_EXT]) {
      const content = readFileSync(join(dir, CONTENT_SCRIPT_FILE), 'utf8');
      const tooltip = readFileSync(join(dir, TOOLTIP_UI_FILE), 'utf8');
      const background = readFileSync(join(dir, BACKGROUND_FILE), 'utf8');
      const bundle = builtBundle(stamp);
      // A run of plain letters survives any escaping (the background inlines JSON in a JS string).
      const snippet = (s: string) => s.match(/[A-Za-z ]{20,}/)?.[0] ?? s.slice(0, 20);
      for (const r of bundle.rulings) {
        for (const [name, code] of [['content script', content], ['tooltip UI', tooltip]]) {
          expect(code.includes(r.id) || code.includes(snippet(r.en)), `${name} contains ruling ${r.id}`).toBe(false);
        }
        expect(background.includes(r.id) && background.includes(snippet(r.en)), `background lacks ruling ${r.id}`).toBe(true);
      }
      // The term lists as the build inlines them (a JSON array's items, comma-separated).
      const terms = json(join(stamp.dataDir, 'terms.json')) as TermData;
      for (const list of ['ids', 'terms', 'stop', 'signals'] as const) {
        const run = JSON.stringify(terms[list].slice(0, 4)).slice(1, -1);
        expect(content.includes(run), `content script carries terms.${list}`).toBe(false);
        expect(tooltip.includes(run), `tooltip UI carries terms.${list}`).toBe(false);
        expect(background.includes(run), `background lacks terms.${list}`).toBe(true);
      }
      // Preact (recognised by its own style-property regex) comes with the tooltip UI, not before.
      const PREACT = 'acit|ex(?:s|g|n|p|$)';
      expect(tooltip).toContain(PREACT);
      expect(content).not.toContain(PREACT);
      // A production build (no Preact devtools / dev JSX): what users install is what is tested.
      for (const code of [content, tooltip]) expect(code).not.toContain('__PREACT_DEVTOOLS__');
    }
  });

  it('our UI code never sets innerHTML, and no built file writes a variable into innerHTML', () => {
    for (const dir of ['extension', 'widget']) {
      for (const file of [...files(join(ROOT, dir), '.ts'), ...files(join(ROOT, dir), '.tsx')]) {
        if (file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue;
        const code = readFileSync(file, 'utf8');
        expect(/dangerouslySetInnerHTML|\.innerHTML\s*=|insertAdjacentHTML|outerHTML\s*=/.test(code), relative(ROOT, file)).toBe(false);
      }
    }
    // Preact's dangerouslySetInnerHTML assignment is replaced by a throw at build time.
    for (const file of [...files(CHROME_EXT, '.js'), ...files(FIREFOX_EXT, '.js')]) {
      expect(/\.innerHTML\s*=\s*[^"'\s]/.test(readFileSync(file, 'utf8')), relative(ROOT, file)).toBe(false);
    }
  });
});

describe('web-ext lint (Firefox build)', () => {
  it('0 errors, 0 warnings, 0 notices (Preact\'s innerHTML branch is patched out: scripts/vite-no-inner-html.ts)', async () => {
    const report = await webExtLint(FIREFOX_EXT);
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
    expect(report.notices).toEqual([]);
  }, 120_000);
});
