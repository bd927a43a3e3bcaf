// mount(): the widget's one call. Resolves options, stands aside when another Rulings Lens
// (e.g. the extension) already runs on the page, and otherwise wires the engine to the bundle and
// the tooltip UI. Besides the UI's host element (created on the first tooltip, or
// by the idle warm-up once words are marked: warm-up.ts), the ONE change to
// the page's DOM is `data-rulings-lens="widget"` on <html> while mounted: it is how a second
// instance knows to stand aside. destroy() removes both.
import { createMatcher } from '../../rulings-data/matcher/index.ts';
import { readRememberedLang, rememberLang } from '../config/lang-memory.ts';
import { resolveOptions, type ResolvedOptions, type WidgetOptions } from '../config/options.ts';
import type { RawWidgetOptions } from '../config/dataset.ts';
import type { WidgetData } from '../config/widget-data.ts';
import type { WidgetPack } from '../packs/widget-pack.ts';
import type { WidgetCr } from '../cr/widget-cr.ts';
import type { TooltipUi, TooltipUiOptions } from '../contracts.ts';
import { createBundleLookup } from './bundle-lookup.ts';
import { defineRulingsTerm } from './define-rulings-term.ts';
import { createMarkLayer } from '../highlight/mark-layer.ts';
import { createEngine, type Engine } from './engine.ts';
import { INSTANCE_ATTR } from './instance-attr.ts';
import type { MarkNavFactory } from '../keyboard/mark-nav.ts';

/** Attribute on <html> naming the Rulings Lens instance that owns the page. */
export { INSTANCE_ATTR };

export interface WidgetHandle {
  /** Drops all marks and scans the root again (e.g. after swapping a whole page in). */
  refresh(): void;
  /** Removes every listener, observer, timer, highlight, stylesheet, the UI host and the
   *  <html> attribute. Idempotent. */
  destroy(): void;
  readonly options: ResolvedOptions;
  /** False for the no-op handle returned when another instance owns the page. */
  readonly active: boolean;
  /** Resolves once the text near the viewport is matched and its marks drawn (for tests and
   *  benchmarks); the rest of the page is matched as it scrolls near or is hovered. */
  whenScanned(): Promise<void>;
}

/** Test seams; not part of the public API. */
export interface MountInternals {
  /** The tooltip UI factory. Required: each entry brings its own (esm.ts and the `.full.js`
   *  build pass createTooltipUi; the light rulings-lens.js a lazy proxy that import()s
   *  rulings-lens.ui.mjs), so this module never pulls Preact into a build that loads it later. */
  createUi?: (options: TooltipUiOptions) => TooltipUi;
  warn?: (message: string) => void;
  doc?: Document;
  /** Merges `options.packs` into the data. The ESM entry passes apply-packs.ts; the script-tag
   *  build does not carry it (it loads packs lazily for `data-packs`, see auto-mount.ts). */
  applyPacks?: (data: WidgetData, packs: readonly WidgetPack[], warn: (message: string) => void) => WidgetData;
  /** Gives the data the definitions of `options.cr` (cr/apply-cr.ts): at once, or a Promise for
   *  a URL (`base`: the page's URL). The ESM entry carries it; the script tag loads it lazily. */
  applyCr?: (data: WidgetData, cr: WidgetCr, warn: (message: string) => void, base: string) => WidgetData | Promise<WidgetData>;
  /** The keyboard's mark navigation, loaded on the first shortcut (EngineDeps.markNav): the ESM
   *  and `.full.js` builds carry it, the light script imports it from rulings-lens.ui.mjs. */
  markNav?: () => Promise<MarkNavFactory>;
}

export function mount(options?: WidgetOptions | RawWidgetOptions, internals: MountInternals = {}): WidgetHandle {
  const doc = internals.doc ?? document;
  const warn = internals.warn ?? console.warn;
  const html = doc.documentElement;

  const owner = html.getAttribute(INSTANCE_ATTR);
  if (owner !== null) {
    warn(`rulings-lens: another instance (${owner || 'unknown'}) already runs on this page; this mount() does nothing`);
    return inactiveHandle(resolveOptions(options, () => {}, doc));
  }

  let resolved = resolveOptions(options, warn, doc);
  let data = resolved.data;
  if (!data) {
    throw new Error('rulings-lens: mount() needs options.data = { bundle, terms } (the contents of rulings-lens.data.json)');
  }
  if (resolved.packs.length) {
    if (internals.applyPacks) resolved = { ...resolved, data: (data = internals.applyPacks(data, resolved.packs, warn)) };
    else warn('rulings-lens: option "packs" needs the ESM build; the script tag takes data-packs. Packs ignored');
  }

  const win = doc.defaultView as Window & typeof globalThis;
  defineRulingsTerm(win);
  const lang = (resolved.rememberLang && readRememberedLang()) || resolved.lang;
  const createUi = internals.createUi;
  if (!createUi) throw new Error('rulings-lens: mount() was called without a tooltip UI (internals.createUi); use the ESM or script-tag entry');
  const uiFactory = () =>
    createUi({
      theme: resolved.theme,
      lang,
      uiLang: resolved.uiLang,
      chineseScript: resolved.chineseScript,
      onLangChange: resolved.rememberLang ? rememberLang : undefined,
      ruleUrl: resolved.ruleUrl ?? undefined,
      searchUrl: resolved.searchUrl ?? undefined,
      onSearch: resolved.onSearch ?? undefined,
    });

  // The CR only adds definitions (the terms, so the marks, stay): a URL's document, read later,
  // swaps the lookup in; the tooltips opened after that show the definitions.
  let lookup = createBundleLookup(data.bundle, warn);
  if (resolved.cr !== null) {
    const withCr = internals.applyCr ? internals.applyCr(data, resolved.cr, warn, doc.baseURI) : (warn('rulings-lens: option "cr" ignored (no CR reader)'), data);
    if (withCr instanceof Promise) void withCr.then((d) => (lookup = createBundleLookup(d.bundle, warn)));
    else lookup = createBundleLookup(withCr.bundle, warn);
  }

  html.setAttribute(INSTANCE_ATTR, 'widget');
  let engine: Engine;
  try {
    engine = createEngine({
      options: resolved,
      matcher: createMatcher(data.terms),
      lookup: (id) => lookup(id),
      ui: uiFactory,
      warn,
      markLayer: createMarkLayer,
      markNav: internals.markNav,
    });
  } catch (err) {
    html.removeAttribute(INSTANCE_ATTR);
    throw err;
  }

  let destroyed = false;
  return {
    options: resolved,
    active: true,
    refresh: () => engine.refresh(),
    whenScanned: () => engine.whenScanned(),
    destroy() {
      if (destroyed) return;
      destroyed = true;
      engine.destroy();
      if (html.getAttribute(INSTANCE_ATTR) === 'widget') html.removeAttribute(INSTANCE_ATTR);
    },
  };
}

function inactiveHandle(options: ResolvedOptions): WidgetHandle {
  return {
    options,
    active: false,
    refresh() {},
    destroy() {},
    whenScanned: () => Promise.resolve(),
  };
}
