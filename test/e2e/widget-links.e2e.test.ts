// Links out of the tooltip in Chromium (the checks: widget-links-suite.ts).
import { linksSuite } from './widget-links-suite.ts';

linksSuite('chromium');
