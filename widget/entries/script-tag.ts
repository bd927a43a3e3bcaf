// IIFE entry of the one-tag embed (`<script src=".../rulings-lens.js" data-lang="zh" defer>`).
// Both builds use this file, told apart by build-time defines (vite.widget.config.ts) so rollup
// drops the other build's branch and its imports:
// - `.full.js` defines __RULINGS_LENS_DATA__ (the whole WidgetData, inlined) and
//   __RULINGS_LENS_LAZY_UI__ = false: the tooltip UI is inlined too, no request at all;
// - the light build leaves the data undefined (fetched from `rulings-lens.data.json` next to the
//   script) and sets __RULINGS_LENS_LAZY_UI__ = true: the tooltip UI (Preact, components, styles)
//   is import()ed from `rulings-lens.ui.mjs` next to the script on the first tooltip.
import type { WidgetData } from '../config/widget-data.ts';
import { createTooltipUi } from '../tooltip/create-tooltip-ui.tsx';
import { autoMount, type TooltipUiSource } from './auto-mount.ts';
import { lazyUiFactory, navModuleLoader } from './ui-module-loader.ts';
import { createMarkNav } from '../keyboard/mark-nav.ts';

declare const __RULINGS_LENS_DATA__: WidgetData | undefined;
declare const __RULINGS_LENS_LAZY_UI__: boolean;

const tooltipUi: TooltipUiSource = __RULINGS_LENS_LAZY_UI__ ? lazyUiFactory : () => createTooltipUi;

// The keyboard's mark navigation likewise: from rulings-lens.ui.mjs in the light build.
const markNav = __RULINGS_LENS_LAZY_UI__ ? navModuleLoader : () => () => Promise.resolve(createMarkNav);

autoMount(typeof __RULINGS_LENS_DATA__ !== 'undefined' ? __RULINGS_LENS_DATA__ : undefined, { tooltipUi, markNav });
