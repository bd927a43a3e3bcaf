// Loads the tooltip UI script (entrypoints/tooltip-ui.ts, an ES module whose default export is
// { createTooltipUi, createMarkLayer }) on the first tooltip; see module-loader.ts. The file is
// web-accessible for this alone (see wxt.config.ts).
import type { MarkLayerFactory } from '../../widget/highlight/mark-layer.ts';
import type { TooltipUiFactory } from '../../widget/tooltip/lazy-tooltip-ui.ts';
import type { MarkNavFactory } from '../../widget/keyboard/mark-nav.ts';
import { moduleLoader } from './module-loader.ts';

/** What the tooltip UI script exports (its default export). */
export interface TooltipUiModule {
  createTooltipUi: TooltipUiFactory;
  createMarkLayer: MarkLayerFactory;
  /** The keyboard's mark navigation (the next / previous marked word commands). */
  createMarkNav: MarkNavFactory;
}

export const TOOLTIP_UI_FILE = '/tooltip-ui.js';

/** One import at a time, kept once it worked; a failed one is retried by the next call. */
export const loadTooltipUi = moduleLoader(
  TOOLTIP_UI_FILE,
  (ui): ui is TooltipUiModule =>
    typeof (ui as Partial<TooltipUiModule> | undefined)?.createTooltipUi === 'function' &&
    typeof (ui as Partial<TooltipUiModule>).createMarkLayer === 'function' &&
    typeof (ui as Partial<TooltipUiModule>).createMarkNav === 'function',
);
