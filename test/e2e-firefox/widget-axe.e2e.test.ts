// axe-core on the demo pages in Firefox ESR (puppeteer-core over WebDriver BiDi): the very same
// pages, states and checks as the Chromium run (test/e2e/widget-axe-suite.ts).
import { axeSuite } from '../e2e/widget-axe-suite.ts';

axeSuite('firefox');
