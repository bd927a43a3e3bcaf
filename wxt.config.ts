import preact from '@preact/preset-vite';
import { resolve } from 'node:path';
import { transformWithEsbuild, type Plugin } from 'vite';
import { defineConfig } from 'wxt';
import { GECKO_ID } from './extension/lib/extension-ids.ts';
import { MARK_RULES_FILE, markRulesInManifest, PAGE_MATCHES } from './extension/lib/mark-rules.ts';
import { HIGHLIGHT_CSS_UNIVERSAL } from './widget/highlight/highlight-styles.ts';
import { noPreactInnerHtml } from './scripts/vite-no-inner-html.ts';

// The extension is a thin shell over widget/ and rulings-data/ (see README "Architecture").
//
// Data: the background imports `@rulings-data/rulings.json` (the whole bundle) and
// `@rulings-data/terms.json` (the matcher's terms, handed to the content scripts on request: see
// extension/entrypoints/content.ts for why they are not in it), both from `dist/data/` as built by
// `node scripts/rulings.js build` (RULINGS_LENS_DATA_DIR points elsewhere, e.g. for a
// definitions-off build). The alias is Vite-only on purpose: TypeScript sees the small ambient
// types in extension/data-modules.d.ts instead of inferring a type from a 350 kB JSON file.
const DATA_DIR = resolve(process.env.RULINGS_LENS_DATA_DIR ?? 'dist/data');
/** The e2e tests build into their own folder (RULINGS_LENS_EXT_OUT_DIR) so `npm test` never
 *  replaces what `npm run build` wrote. */
const OUT_DIR = process.env.RULINGS_LENS_EXT_OUT_DIR ?? 'dist/extension';
/** The tooltip UI, loaded by the content script on the first tooltip (extension/entrypoints/tooltip-ui.ts). */
const TOOLTIP_UI = 'tooltip-ui';
/** The keyword matcher, loaded with the terms when a frame may run (extension/entrypoints/matcher.ts). */
const MATCHER = 'matcher';
/** Unlisted scripts the content script import()s: built as ES modules, web-accessible. */
const CONTENT_MODULES = [TOOLTIP_UI, MATCHER];
/** The hosts a subscription may ask for, one at a time (rulings-data/packs/pack-index.ts). */
const SUBSCRIPTION_HOSTS = ['https://*/*', 'http://localhost/*', 'http://127.0.0.1/*'];

export default defineConfig({
  srcDir: 'extension',
  outDir: OUT_DIR,
  imports: false,
  modules: ['@wxt-dev/i18n/module'],
  manifest: ({ browser }) => ({
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'en',
    // Each one is justified in the README ("Extension → Permissions").
    // unlimitedStorage: imported packs live in IndexedDB, which Firefox may otherwise evict.
    // alarms: the opt-in weekly update check of subscribed packs (lib/subscriptions-alarm.ts).
    permissions: ['storage', 'contextMenus', 'activeTab', 'unlimitedStorage', 'alarms'],
    // Subscriptions (lib/subscriptions.ts): the host of a URL the reader subscribes to, asked for
    // at that moment, that host only; plain http only on this machine (pack development, tests).
    // Firefox MV2 has no optional_host_permissions: there they are optional_permissions.
    ...(browser === 'firefox' ? { optional_permissions: SUBSCRIPTION_HOSTS } : { optional_host_permissions: SUBSCRIPTION_HOSTS }),
    action: { default_title: '__MSG_actionTitle__' },
    commands: {
      'toggle-site': {
        suggested_key: { default: 'Alt+Shift+L' },
        description: '__MSG_commandToggleSite__',
      },
      // The keyboard's reach to the marks (widget/keyboard/mark-nav.ts). Alt+Shift+letter is
      // free in Chrome and Firefox (neither reserves it; Ctrl+Alt is refused by Chrome) and
      // rarely a page's; the reader rebinds them on the browser's shortcuts page.
      'next-mark': {
        suggested_key: { default: 'Alt+Shift+J' },
        description: '__MSG_kbdCommandNextMark__',
      },
      'prev-mark': {
        suggested_key: { default: 'Alt+Shift+K' },
        description: '__MSG_kbdCommandPrevMark__',
      },
    },
    omnibox: { keyword: 'mtg' },
    // The content script import()s the matcher and the tooltip UI; Chrome checks those loads
    // against this list (they come from the page's origin). use_dynamic_url: pages only see a
    // per-session URL, so they cannot probe for the extension with it. WXT writes the MV2 form for Firefox.
    web_accessible_resources: [{ resources: CONTENT_MODULES.map((m) => `${m}.js`), matches: PAGE_MATCHES, use_dynamic_url: true }],
    // The mark rules as content-script CSS, in their own entry: run_at document_start puts them in
    // the document before it has elements (extension/lib/mark-rules.ts). WXT adds the content
    // script's own entry after this one.
    ...(markRulesInManifest(browser)
      ? { content_scripts: [{ matches: PAGE_MATCHES, css: [MARK_RULES_FILE], all_frames: true, run_at: 'document_start' }] }
      : {}),
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: GECKO_ID,
              // 140 is the first release that reads data_collection_permissions; the extension
              // also relies on CSS Custom Highlights (Firefox 140+).
              strict_min_version: '140.0',
              // The extension collects and transmits nothing.
              data_collection_permissions: { required: ['none'] },
            },
            // Firefox for Android reads data_collection_permissions from 142 on.
            gecko_android: { strict_min_version: '142.0' },
          },
        }
      : {}),
  }),
  zip: {
    // The sources zip (for the Firefox add-on review) holds what builds the extension, not its output.
    excludeSources: ['dist/**', 'test/artifacts/**', 'bench/tmp/**'],
    artifactTemplate: '{{name}}-{{version}}-{{browser}}.zip',
    sourcesTemplate: '{{name}}-{{version}}-sources.zip',
  },
  hooks: {
    // The mark rules' file, written from the widget's own rules (one source of truth).
    'build:publicAssets'(wxt, files) {
      if (markRulesInManifest(wxt.config.browser)) files.push({ relativeDest: MARK_RULES_FILE, contents: `${HIGHLIGHT_CSS_UNIVERSAL}\n` });
    },
    // The content script's modules are built as ES modules (WXT builds unlisted scripts as
    // IIFEs): import() then resolves to their default export without any global in between.
    'vite:build:extendConfig'(entrypoints, config) {
      if (entrypoints.length !== 1 || !CONTENT_MODULES.includes(entrypoints[0].name) || !config.build?.lib) return;
      config.build.lib.formats = ['es'];
      // An output plugin: its renderChunk runs after Vite's own (which would re-print the code).
      const output = config.build.rollupOptions?.output;
      if (output && !Array.isArray(output)) {
        output.plugins = [...((output.plugins as Plugin[] | undefined) ?? []), minifyEsChunks()];
        // One file each: a module's own import() (the tooltip's Traditional converter) would be a
        // chunk that is neither web-accessible nor reachable from the content script's world.
        output.inlineDynamicImports = true;
      }
    },
  },
  vite: () => ({
    // noPreactInnerHtml: no innerHTML sink in the build (see its file; web-ext lint has 0 warnings).
    plugins: [preact(), noPreactInnerHtml()],
    resolve: { alias: { '@rulings-data': DATA_DIR } },
    // RULINGS_LENS_SOURCEMAP=1: source maps, to see what the content script's bytes are made of.
    build: {
      chunkSizeWarningLimit: 600,
      sourcemap: process.env.RULINGS_LENS_SOURCEMAP === '1',
      // Extension pages load their own modules; Vite's preload polyfill would be the only fetch() in the build.
      modulePreload: { polyfill: false },
    },
  }),
});

/** Vite never strips whitespace from an ES library build (it keeps it for bundlers downstream);
 *  this one goes straight to browsers, so it is minified like the IIFE entrypoints are. */
function minifyEsChunks(): Plugin {
  return {
    name: 'rulings-lens:minify-es-chunks',
    apply: 'build',
    async renderChunk(code, chunk) {
      const out = await transformWithEsbuild(code, chunk.fileName, { minify: true, format: 'esm', loader: 'js', sourcemap: true });
      return { code: out.code, map: out.map };
    },
  };
}
