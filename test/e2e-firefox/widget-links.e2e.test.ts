// Links out of the tooltip in Firefox ESR, puppeteer-core over WebDriver BiDi (the checks:
// ../e2e/widget-links-suite.ts).
import { linksSuite } from '../e2e/widget-links-suite.ts';

linksSuite('firefox');
