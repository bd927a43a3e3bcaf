// What the one-tag embed does: read options from the <script>'s data-* attributes, get the data
// (inlined by the `.full.js` build, else fetched ONCE from `rulings-lens.data.json` next to the
// script), mount when the DOM is ready, and expose window.RulingsLens for writers.
// With `data-packs`, the packs module (rulings-lens.packs.mjs, next to the script) is imported
// lazily; it fetches the packs and merges them into the data before mounting. With `data-cr` (or
// a page's `RulingsLens.mount({ cr })`), the same module reads the CR after mounting: the
// tooltips get the definitions once it is read. The tooltip UI
// comes from the entry (env.tooltipUi): inlined in `.full.js`, imported on the first tooltip
// from rulings-lens.ui.mjs next to the script in the light build. Those files, and the packs and
// CR files the page names, are the only requests the widget ever makes.
import { optionsFromDataset, type RawWidgetOptions } from '../config/dataset.ts';
import { VERSION } from '../config/version.ts';
import { DEFAULT_DATA_FILE, PACKS_MODULE_FILE, widgetDataProblem, type WidgetData } from '../config/widget-data.ts';
import type { TooltipUi, TooltipUiOptions } from '../contracts.ts';
import type { PacksModule } from './packs-module.ts';
import { mount, type MountInternals, type WidgetHandle } from '../engine/mount.ts';
import type { MarkNavFactory } from '../keyboard/mark-nav.ts';

/** Gives the tooltip UI factory, from the URL the script's own files are next to. */
export type TooltipUiSource = (scriptBase: string, warn: (message: string) => void) => (options: TooltipUiOptions) => TooltipUi;

export interface RulingsLensGlobal {
  version: string;
  mount: typeof mount;
  /** The auto-mounted instance, once mounted (null before, or when it stood aside / had no data). */
  handle: WidgetHandle | null;
  /** Settles with `handle` when auto-mounting is over. */
  ready: Promise<WidgetHandle | null>;
}

declare global {
  interface Window {
    RulingsLens?: RulingsLensGlobal;
  }
}

export interface AutoMountEnv {
  doc?: Document;
  script?: HTMLScriptElement | null;
  fetch?: typeof fetch;
  warn?: (message: string) => void;
  /** Loads the packs module (default: a dynamic import() of the URL). */
  importModule?: (url: string) => Promise<unknown>;
  /** The tooltip UI (required to mount; script-tag.ts picks the build's own). Also what
   *  window.RulingsLens.mount uses unless the caller passes its own. */
  tooltipUi?: TooltipUiSource;
  /** The keyboard's mark navigation (MountInternals.markNav), from the script's base URL. */
  markNav?: (scriptBase: string) => () => Promise<MarkNavFactory>;
}

/** Where the data file is: `data-data-url` against the page, else the default file next to the script. */
export function dataUrlFor(raw: RawWidgetOptions, script: HTMLScriptElement | null, doc: Document): string {
  const explicit = typeof raw.dataUrl === 'string' ? raw.dataUrl.trim() : '';
  if (explicit) return new URL(explicit, doc.baseURI).href;
  return new URL(DEFAULT_DATA_FILE, script?.src || doc.baseURI).href;
}

/** Call synchronously while the script runs (document.currentScript is only set then). */
export function autoMount(inlined?: WidgetData, env: AutoMountEnv = {}): RulingsLensGlobal {
  const doc = env.doc ?? document;
  const win = doc.defaultView as Window;
  const warn = env.warn ?? console.warn;
  const existing: unknown = win.RulingsLens;
  if (isOurGlobal(existing)) {
    warn('rulings-lens: the widget script is included twice; the second copy does nothing');
    return existing;
  }
  // A page may use the name for something of its own: then run, but leave its global alone.
  const foreign = existing !== undefined;
  if (foreign) warn('rulings-lens: window.RulingsLens is already used by the page; the widget runs without exposing it');
  const script = env.script !== undefined ? env.script : currentScript(doc);
  const raw = script ? optionsFromDataset(script) : {};
  const scriptBase = script?.src || doc.baseURI;
  const createUi = env.tooltipUi?.(scriptBase, warn);
  const markNav = env.markNav?.(scriptBase);
  // Read only when a request is made (a page may have no fetch; the .full.js build needs none).
  const fetchFn = () => env.fetch ?? win.fetch.bind(win);
  const moduleUrl = new URL(PACKS_MODULE_FILE, scriptBase).href;
  const packsModule = () => (env.importModule ?? ((u: string) => import(/* @vite-ignore */ u)))(moduleUrl) as Promise<PacksModule>;
  const failed = (what: string, err: unknown) => `rulings-lens: ${what} not loaded (${moduleUrl}: ${err instanceof Error ? err.message : String(err)}); the widget runs without them`;
  const applyCr: MountInternals['applyCr'] = (d, cr, w, pageUrl) =>
    packsModule().then(
      (m) => m.applyCr(d, cr, w, pageUrl, fetchFn()),
      (err) => (w(failed('definitions', err)), d),
    );
  const mountWithUi: typeof mount = (options, internals = {}) => mount(options, { createUi, applyCr, markNav, ...internals });
  const base: Promise<WidgetData | null> = inlined ? Promise.resolve(inlined) : loadData(dataUrlFor(raw, script, doc), fetchFn(), warn);
  const packUrls = typeof raw.packUrls === 'string' ? raw.packUrls.split(/\s+/).filter(Boolean) : [];
  const data = packUrls.length
    ? base.then(async (d) => {
        if (!d) return d;
        try {
          return await (await packsModule()).loadPacks(d, packUrls, doc.baseURI, fetchFn(), warn);
        } catch (err) {
          warn(failed('packs', err));
          return d;
        }
      })
    : base;

  const api: RulingsLensGlobal = { version: VERSION, mount: mountWithUi, handle: null, ready: Promise.resolve(null) };
  api.ready = Promise.all([data, domReady(doc)]).then(([d]) => {
    if (!d) return null;
    try {
      api.handle = mountWithUi({ ...raw, data: d }, { doc, warn });
    } catch (err) {
      warn(`rulings-lens: could not start: ${err instanceof Error ? err.message : String(err)}`);
    }
    return api.handle;
  });
  if (!foreign) win.RulingsLens = api;
  return api;
}

function isOurGlobal(value: unknown): value is RulingsLensGlobal {
  const v = value as Partial<RulingsLensGlobal> | null | undefined;
  return typeof v === 'object' && v !== null && typeof v.mount === 'function' && typeof v.version === 'string';
}

async function loadData(url: string, fetchFn: typeof fetch, warn: (m: string) => void): Promise<WidgetData | null> {
  try {
    const res = await fetchFn(url);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const json: unknown = await res.json();
    const problem = widgetDataProblem(json);
    if (problem) throw new Error(problem);
    return json as WidgetData;
  } catch (err) {
    warn(`rulings-lens: could not load data from ${url} (${err instanceof Error ? err.message : String(err)}); the widget is off`);
    return null;
  }
}

function currentScript(doc: Document): HTMLScriptElement | null {
  const s = doc.currentScript;
  if (s && s.localName === 'script') return s as HTMLScriptElement;
  // Module scripts have no currentScript: find ours by name.
  return doc.querySelector<HTMLScriptElement>('script[src*="rulings-lens"]');
}

function domReady(doc: Document): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}
