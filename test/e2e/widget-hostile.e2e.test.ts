// The hostile fixture pages in Chromium (playwright-core). The same cases run in Firefox ESR in
// test/e2e-firefox/widget-hostile.e2e.test.ts.
import { hostileSuite } from './widget-hostile-suite.ts';

hostileSuite('chromium');
