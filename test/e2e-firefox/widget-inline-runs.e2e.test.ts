// Words split by inline elements (card formatting, ruby) in Firefox ESR (puppeteer-core over
// WebDriver BiDi): the very same checks as the Chromium run (test/e2e/widget-inline-runs-suite.ts).
import { inlineRunsSuite } from '../e2e/widget-inline-runs-suite.ts';

inlineRunsSuite('firefox');
