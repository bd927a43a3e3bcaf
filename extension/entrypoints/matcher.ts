// The keyword matcher, loaded by the content script when a frame may run (with the terms the
// background sends; see lib/matcher-loader.ts) instead of being parsed on every page. Built as an
// ES module (wxt.config.ts) whose default export is { createMatcher }.
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { createMatcher } from '../../rulings-data/matcher/matcher.ts';
import type { MatcherModule } from '../lib/matcher-loader.ts';

export default defineUnlistedScript({
  // An ES module has no IIFE to name (WXT's default footer would name an undeclared variable).
  globalName: false,
  main: (): MatcherModule => ({ createMatcher }),
});
