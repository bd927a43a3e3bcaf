// axe-core on the demo pages in Chromium (playwright-core), light and dark, tooltip hovered and
// pinned. The same suite runs in Firefox ESR in test/e2e-firefox/widget-axe.e2e.test.ts.
import { axeSuite } from './widget-axe-suite.ts';

axeSuite('chromium');
