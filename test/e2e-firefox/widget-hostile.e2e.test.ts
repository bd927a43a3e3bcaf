// The hostile fixture pages in Firefox ESR (puppeteer-core over WebDriver BiDi): the very same
// cases and checks as the Chromium run (test/e2e/widget-hostile-suite.ts).
import { hostileSuite } from '../e2e/widget-hostile-suite.ts';

hostileSuite('firefox');
