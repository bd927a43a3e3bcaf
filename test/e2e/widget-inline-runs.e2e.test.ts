// Words split by inline elements (card formatting, ruby) in Chromium: the checks are in
// widget-inline-runs-suite.ts, shared with the Firefox run (test/e2e-firefox/).
import { inlineRunsSuite } from './widget-inline-runs-suite.ts';

inlineRunsSuite('chromium');
