// ESM entry for bundler users: `import { mount } from 'rulings-lens/widget'` then
// `mount({ data, root: '#article', lang: 'zh' })`. Data: the contents of rulings-lens.data.json.
// Extra packs (`mount({ data, packs })`) are read and merged synchronously before the engine
// starts, so this build carries the pack reader (apply-packs.ts); the script-tag build loads it
// lazily instead (rulings-lens.packs.mjs); the CR reader (`mount({ cr })`) likewise. The tooltip UI is bundled in too (a bundler user
// code-splits as they like); the light script tag loads it lazily (rulings-lens.ui.mjs).
import { mount as mountCore, type MountInternals } from '../engine/mount.ts';
import { applyPacks } from '../packs/apply-packs.ts';
import { applyCr } from '../cr/apply-cr.ts';
import { createTooltipUi } from '../tooltip/create-tooltip-ui.tsx';
import { createMarkNav } from '../keyboard/mark-nav.ts';

/** Starts the widget on the page; see WidgetOptions. Returns the handle (destroy(), refresh()…). */
export const mount: typeof mountCore = (options, internals: MountInternals = {}) => mountCore(options, { applyPacks, applyCr, createUi: createTooltipUi, markNav: () => Promise.resolve(createMarkNav), ...internals });

export { INSTANCE_ATTR } from '../engine/mount.ts';
export type { WidgetHandle } from '../engine/mount.ts';
export type { WidgetOptions, ResolvedOptions, HighlightMode, ContextMode } from '../config/options.ts';
export type { WidgetData } from '../config/widget-data.ts';
export type { WidgetPack, WidgetPackText, WidgetPackBytes, WidgetPackBundle } from '../packs/widget-pack.ts';
export type { WidgetCr, WidgetCrFile } from '../cr/widget-cr.ts';
export type { CrDoc } from '../../rulings-data/cr/types.ts';
export type { DisplayLang, Theme } from '../contracts.ts';
export { VERSION } from '../config/version.ts';
