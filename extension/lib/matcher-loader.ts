// Loads the keyword matcher (entrypoints/matcher.ts, an ES module whose default export is
// { createMatcher }) while the background sends the matcher's terms: both are needed before a
// page is scanned, and asked for together they cost one round trip. ~10 KB gzip of code that
// the content script (25 KB budget) need not carry on pages where the extension never starts.
import type { Matcher, TermData } from '../../rulings-data/matcher/types.ts';
import { moduleLoader } from './module-loader.ts';

/** What the matcher script exports (its default export). */
export interface MatcherModule {
  createMatcher(data: TermData): Matcher;
}

export const MATCHER_FILE = '/matcher.js';

export const loadMatcher = moduleLoader(
  MATCHER_FILE,
  (m): m is MatcherModule => typeof (m as Partial<MatcherModule> | undefined)?.createMatcher === 'function',
);
