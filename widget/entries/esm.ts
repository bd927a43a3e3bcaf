// ESM entry for bundler users: `import { mount } from 'rulings-lens/widget'` then
// `mount({ data, root: '#article', lang: 'zh' })`. Data: the contents of rulings-lens.data.json.
export { mount, INSTANCE_ATTR } from '../engine/mount.ts';
export type { WidgetHandle } from '../engine/mount.ts';
export type { WidgetOptions, ResolvedOptions, HighlightMode, ContextMode } from '../config/options.ts';
export type { WidgetData } from '../config/widget-data.ts';
export type { DisplayLang, Theme } from '../contracts.ts';
export { VERSION } from '../config/version.ts';
