// Keyboard reach to the marks in Firefox ESR: the checks are in test/e2e/widget-keyboard-suite.ts,
// shared with the Chromium run.
import { keyboardSuite } from '../e2e/widget-keyboard-suite.ts';

keyboardSuite('firefox');
