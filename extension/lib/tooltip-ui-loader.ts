// Loads the tooltip UI script (entrypoints/tooltip-ui.ts, an ES module whose default export is
// { createTooltipUi, createMarkLayer }) into the content script's world. import() from a content
// script runs the module in the content script's isolated world (Chrome) or sandbox (Firefox),
// never in the page's, and resolves to its exports: nothing is put on any global, so a page can
// neither see nor replace the factories. The file is web-accessible for this alone (see
// wxt.config.ts).
import type { MarkLayerFactory } from '../../widget/highlight/mark-layer.ts';
import type { TooltipUiFactory } from '../../widget/tooltip/lazy-tooltip-ui.ts';

/** What the tooltip UI script exports (its default export). */
export interface TooltipUiModule {
  createTooltipUi: TooltipUiFactory;
  createMarkLayer: MarkLayerFactory;
}

// The bare `chrome` global (Chrome; Firefox has it too, as its alias of `browser`) rather than
// wxt/browser's import: the Firefox add-ons linter accepts a computed import() only of
// `chrome.runtime.getURL(…)` / `browser.runtime.getURL(…)` as written, and the build renames an
// imported binding (and the bundle's own `browser` from wxt/browser would capture a bare `browser`).
declare const chrome: { runtime: { getURL(path: string): string } };

export const TOOLTIP_UI_FILE = '/tooltip-ui.js';

let attempts = 0;
let loading: Promise<TooltipUiModule> | null = null;

/** One import at a time, kept once it worked; forgotten when it failed, so a later call retries. */
export function loadTooltipUi(): Promise<TooltipUiModule> {
  loading ??= importTooltipUi().catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}

async function importTooltipUi(): Promise<TooltipUiModule> {
  // A failed module fetch may stay cached under its URL: a retry asks under a fresh one.
  const path = attempts++ > 0 ? `${TOOLTIP_UI_FILE}?attempt=${attempts}` : TOOLTIP_UI_FILE;
  const mod = (await import(/* @vite-ignore */ chrome.runtime.getURL(path))) as { default?: unknown };
  const ui = mod.default as Partial<TooltipUiModule> | undefined;
  if (typeof ui?.createTooltipUi !== 'function' || typeof ui.createMarkLayer !== 'function') throw new Error(`${TOOLTIP_UI_FILE} has no tooltip UI in it`);
  return ui as TooltipUiModule;
}
