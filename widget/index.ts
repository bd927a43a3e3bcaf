// The widget package's public surface. `mount()` is the embed API; the rest is what the browser
// extension's content script builds on (its own lookup from the background page, its own UI
// options), plus the helpers the build and the demo need.
export { mount } from './entries/esm.ts'; // the embed API: tooltip UI and pack reader wired in
export { INSTANCE_ATTR } from './engine/mount.ts';
export type { WidgetHandle } from './engine/mount.ts';
export { createEngine } from './engine/engine.ts';
export type { Engine, EngineDeps } from './engine/engine.ts';
export { createBundleLookup } from './engine/bundle-lookup.ts';
export { defineRulingsTerm, RULINGS_TERM_TAG } from './engine/define-rulings-term.ts';
export { resolveOptions, DEFAULTS } from './config/options.ts';
export type { WidgetOptions, ResolvedOptions, HighlightMode, ContextMode } from './config/options.ts';
export { optionsFromDataset } from './config/dataset.ts';
export { readRememberedLang, rememberLang, LANG_STORAGE_KEY } from './config/lang-memory.ts';
export { DEFAULT_DATA_FILE, widgetDataProblem } from './config/widget-data.ts';
export type { WidgetData } from './config/widget-data.ts';
export { VERSION } from './config/version.ts';
export { HIGHLIGHT_NAMES } from './highlight/highlight-styles.ts';
export { IGNORE_ATTR, UI_HOST_ATTR, EXPLICIT_SELECTOR } from './scan/skip-rules.ts';
export type * from './contracts.ts';
