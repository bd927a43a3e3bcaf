// The widget on pages that fight it: a strict Content-Security-Policy (no inline styles or
// scripts, no eval) and a stylesheet that resets, hides and inflates everything it can reach.
import { describe, expect, it } from 'vitest';
import {
  builtBundle,
  hoverWord,
  useChromiumSession,
  panelStyle,
  STRICT_CSP,
  waitForMarks,
  waitForPanel,
  widgetReady,
  type Tracked,
} from './widget-helpers.ts';

const session = useChromiumSession();
const bundle = builtBundle();

/** The panel is really there for a reader: on top at its own centre, sized, opaque, styled. */
async function expectStyledVisiblePanel(t: Tracked): Promise<void> {
  const style = await panelStyle(t.page);
  expect(style).toMatchObject({ position: 'fixed', display: 'flex', borderRadius: '8px', fontSize: '14px', visibility: 'visible', zIndex: '2147483647' });
  expect(style.backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
  expect(parseFloat(style.lineHeight)).toBeLessThan(30); // 14px × 1.5, not the page's giant value
  const onTop = await t.page.evaluate(() => {
    const host = document.querySelector('rulings-lens-ui')!;
    const r = host.shadowRoot!.querySelector('[data-part="panel"]')!.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + 20);
    return { width: r.width, height: r.height, hitIsHost: hit === host };
  });
  expect(onTop.width).toBeGreaterThan(200);
  expect(onTop.height).toBeGreaterThan(80);
  expect(onTop.hitIsHost).toBe(true);
}

describe('strict CSP', () => {
  it(`renders a styled tooltip under "${STRICT_CSP}" with no violation`, async () => {
    // Violations are collected from the first script on (console wording varies between versions).
    const t = await session.open('fixtures/csp.html', {}, () => {
      const w = window as unknown as { violations: string[] };
      w.violations = [];
      document.addEventListener('securitypolicyviolation', (e) => w.violations.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const csp = await (await t.page.request.get(`${session.server.url}/fixtures/csp.html`)).headersArray();
    expect(csp.find((h) => h.name.toLowerCase() === 'content-security-policy')?.value).toBe(STRICT_CSP);

    await widgetReady(t.page);
    await waitForMarks(t.page, 2);
    await hoverWord(t.page, 'you may Proliferate', 'Proliferate');
    const panel = await waitForPanel(t.page, 'proliferate');
    expect(panel.rulingIds[0]).toBe(bundle.keywords.find((k) => k.id === 'proliferate')!.rulings.find((l) => l.primary)!.rulingId);
    await expectStyledVisiblePanel(t);

    expect(await t.page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    expect(t.console.filter((m) => /content security policy|refused to/i.test(m))).toEqual([]);
  });
});

describe('hostile page CSS', () => {
  it('survives `* { all: unset }`, `div { display: none !important }`, giant line-height and rules aimed at the widget', async () => {
    const t = await session.open('fixtures/hostile.html');
    await widgetReady(t.page);
    // The page's own rules do apply to the page (so the fixture really is hostile).
    expect(await t.page.evaluate(() => getComputedStyle(document.querySelector('body > div')!).display)).toBe('none');
    expect(parseFloat(await t.page.evaluate(() => getComputedStyle(document.querySelector('#post p')!).lineHeight))).toBeGreaterThan(100);

    await hoverWord(t.page, 'with Convoke', 'Convoke');
    await waitForPanel(t.page, 'convoke');
    await expectStyledVisiblePanel(t);
    const panel = await panelStyle(t.page);
    expect(panel.backgroundColor).not.toBe('rgb(255, 0, 0)'); // the page's --rl-bg: red did not leak in
  });
});
