// Vite library builds of the embeddable widget. One config per output, because an IIFE build
// takes exactly one entry and the `.full.js` build differs only by the inlined data:
//
//   light  dist/widget/rulings-lens.js       IIFE, fetches rulings-lens.data.json next to itself,
//          and import()s the tooltip UI (rulings-lens.ui.mjs) on the first tooltip
//   full   dist/widget/rulings-lens.full.js  IIFE, data and tooltip UI inlined (no request at all)
//   esm    dist/widget/rulings-lens.mjs      ESM `export { mount, … }` for bundler users
//   packs  dist/widget/rulings-lens.packs.mjs ESM pack reader, import()ed by the script-tag
//          builds only when their tag has data-packs (keeps the parser out of rulings-lens.js)
//   ui     dist/widget/rulings-lens.ui.mjs   ESM tooltip UI (default export createTooltipUi),
//          import()ed by the light build on the first tooltip (keeps Preact out of rulings-lens.js)
//
// scripts/build-widget.ts runs all five (plus the data file and the .d.ts files);
// `npx vite build -c vite.widget.config.ts` alone builds the ESM output.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformWithEsbuild, type InlineConfig, type Plugin } from 'vite';
import { PACKS_MODULE_FILE, UI_MODULE_FILE, type WidgetData } from './widget/config/widget-data.ts';
import { noPreactInnerHtml } from './scripts/vite-no-inner-html.ts';

export type WidgetVariant = 'light' | 'full' | 'esm' | 'packs' | 'ui';

const ROOT = dirname(fileURLToPath(import.meta.url));
export const WIDGET_OUT_DIR = resolve(ROOT, 'dist/widget');

/** Output file name per variant (the light name is what the docs and the demo pages use). */
export const WIDGET_FILES: Record<WidgetVariant, string> = {
  light: 'rulings-lens.js',
  full: 'rulings-lens.full.js',
  esm: 'rulings-lens.mjs',
  packs: PACKS_MODULE_FILE,
  ui: UI_MODULE_FILE,
};

const ENTRIES: Record<WidgetVariant, string> = {
  light: resolve(ROOT, 'widget/entries/script-tag.ts'),
  full: resolve(ROOT, 'widget/entries/script-tag.ts'),
  esm: resolve(ROOT, 'widget/entries/esm.ts'),
  packs: resolve(ROOT, 'widget/entries/packs-module.ts'),
  ui: resolve(ROOT, 'widget/entries/ui-module.ts'),
};

function packageVersion(): string {
  return (JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Name script-tag.ts reads (`typeof __RULINGS_LENS_DATA__`) to find inlined data. */
const DATA_GLOBAL = '__RULINGS_LENS_DATA__';

/**
 * Inlines the data into the full build as one module-level `const … = JSON.parse("…")`: V8 parses
 * a JSON string much faster than the same object literal, and a `define` could not do it (esbuild
 * only accepts literals there, and would paste a literal at every use).
 */
function inlineData(entry: string, data: WidgetData): Plugin {
  return {
    name: 'rulings-lens:inline-data',
    transform(code, id) {
      if (id !== entry) return null;
      if (!code.includes(DATA_GLOBAL)) throw new Error(`${entry} no longer reads ${DATA_GLOBAL}: the full build cannot inline its data`);
      return { code: `const ${DATA_GLOBAL} = JSON.parse(${JSON.stringify(JSON.stringify(data))});\n${code}`, map: null };
    },
  };
}

/**
 * Vite's library mode leaves ES output unminified in whitespace (to keep #__PURE__ marks for
 * the consumer's bundler). Our ESM file is one self-contained chunk whose only exports are used,
 * so it is minified like the IIFE builds.
 */
function minifyEsm(): Plugin {
  return {
    name: 'rulings-lens:minify-esm',
    enforce: 'post',
    renderChunk: {
      order: 'post', // after Vite's own esbuild pass, which would re-indent the code
      async handler(code, chunk) {
        const out = await transformWithEsbuild(code, chunk.fileName, { minify: true, format: 'esm', target: 'es2020', legalComments: 'none' });
        return { code: out.code, map: null };
      },
    },
  };
}

/** The Vite config of one output. `data` is required for 'full' (see inlineData). */
export function widgetViteConfig(variant: WidgetVariant, data?: WidgetData): InlineConfig {
  if (variant === 'full' && !data) throw new Error('widgetViteConfig: the "full" build needs the widget data to inline');
  const define: Record<string, string> = { __RULINGS_LENS_VERSION__: JSON.stringify(packageVersion()) };
  // script-tag.ts: which tooltip UI the script-tag build carries (the other branch and its
  // imports are dropped): the light build imports rulings-lens.ui.mjs lazily, .full.js inlines it.
  if (variant === 'light' || variant === 'full') define.__RULINGS_LENS_LAZY_UI__ = JSON.stringify(variant === 'light');

  return {
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    // No public/ copying and no .env loading: the output is exactly the library file.
    publicDir: false,
    envFile: false,
    define,
    // The light build leaves __RULINGS_LENS_DATA__ undeclared: script-tag.ts then fetches the data.
    // noPreactInnerHtml: the widget runs on other people's pages; it keeps no innerHTML sink either.
    plugins: [noPreactInnerHtml(), ...(variant === 'full' ? [inlineData(ENTRIES.full, data!)] : variant === 'light' ? [] : [minifyEsm()])],
    esbuild: {
      // Preact's automatic runtime (same settings as tsconfig.json), no React anywhere.
      jsx: 'automatic',
      jsxImportSource: 'preact',
      legalComments: 'none',
    },
    build: {
      outDir: WIDGET_OUT_DIR,
      emptyOutDir: false, // the builds share the folder; build-widget.ts cleans it once
      target: 'es2020',
      // The light script tag has a hard 30 KB gzip budget and is what most embedding pages
      // download: terser (two compress passes) packs it ~4% smaller than esbuild; the other
      // outputs keep esbuild's faster minify.
      minify: variant === 'light' ? 'terser' : 'esbuild',
      ...(variant === 'light' ? { terserOptions: { compress: { passes: 2 }, format: { comments: false } } } : {}),
      sourcemap: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      lib: {
        entry: ENTRIES[variant],
        name: 'RulingsLensBundle', // IIFE wrapper variable; the entry itself sets window.RulingsLens
        formats: [variant === 'light' || variant === 'full' ? 'iife' : 'es'],
        fileName: () => WIDGET_FILES[variant],
      },
      rollupOptions: {
        output: { inlineDynamicImports: true },
      },
    },
  };
}

export default widgetViteConfig('esm');
