// Keyboard reach to the marks in Chromium: the checks are in widget-keyboard-suite.ts, shared with
// the Firefox run (test/e2e-firefox/widget-keyboard.e2e.test.ts). Here also: the light script tag
// loads the navigation from rulings-lens.ui.mjs on the first press, under a strict CSP.
import { describe, expect, it } from 'vitest';
import { keyboardSuite } from './widget-keyboard-suite.ts';
import { useChromiumSession, waitForPanel, widgetReady } from './widget-helpers.ts';

keyboardSuite('chromium');

describe('keyboard reach in the light build', () => {
  const session = useChromiumSession();

  it('loads the navigation with the tooltip module on the first press, under a strict CSP', async () => {
    const t = await session.open('fixtures/csp.html', {}, () => {
      document.addEventListener('securitypolicyviolation', (e) => console.error(`csp: ${e.violatedDirective}`));
    });
    await widgetReady(t.page);
    await t.page.keyboard.press('Alt+Shift+KeyJ');
    const first = await waitForPanel(t.page, 'madness', false);
    expect(first.focusInside).toBe(false);
    await t.page.keyboard.press('Alt+Shift+KeyJ');
    await waitForPanel(t.page, 'proliferate', false);
    expect(t.requests.filter((u) => u.includes('rulings-lens.ui.mjs'))).toHaveLength(1);
    expect(t.console.filter((m) => m.startsWith('error'))).toEqual([]);
  });
});
