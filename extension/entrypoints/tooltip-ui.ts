// The tooltip UI (Preact, the components, their styles), loaded by the content script on first
// need — the first tooltip it opens — instead of being parsed on every page (see content.ts and
// lib/tooltip-ui-loader.ts). It also carries the mark layer, which only Chrome needs and only on
// pages of over 50,000 elements (widget/highlight/scoped-styles.ts), and the keyboard's mark
// navigation (widget/keyboard/mark-nav.ts), needed from the first next / previous mark command. Built as an ES module
// (wxt.config.ts) whose default export is { createTooltipUi, createMarkLayer }: the content
// script's import() hands it over directly, and no global is set anywhere a page could reach.
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { createMarkLayer } from '../../widget/highlight/mark-layer.ts';
import { createTooltipUi } from '../../widget/tooltip/create-tooltip-ui.tsx';
import { createMarkNav } from '../../widget/keyboard/mark-nav.ts';
import type { TooltipUiModule } from '../lib/tooltip-ui-loader.ts';

export default defineUnlistedScript({
  // An ES module has no IIFE to name (WXT's default footer would name an undeclared variable).
  globalName: false,
  main: (): TooltipUiModule => ({ createTooltipUi, createMarkLayer, createMarkNav }),
});
