// data-packs in Firefox ESR (puppeteer-core over WebDriver BiDi), on the strict-CSP fixture: the
// light script imports rulings-lens.packs.mjs, fetches the packs, and the tooltip shows a pack
// ruling; the bad pack warns one line per problem, the missing one a line; nothing else is contacted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoServer } from '../../scripts/serve-demo.ts';
import { launch, type Driver, type Tab } from '../e2e/widget-hostile-driver.ts';
import { hoverAndWait } from '../e2e/widget-hostile-page.ts';
import { startTestServer } from '../e2e/widget-helpers.ts';
import { packsExpected } from '../e2e/widget-packs-expected.ts';

let driver: Driver;
let server: DemoServer;
beforeAll(async () => {
  [driver, server] = await Promise.all([launch('firefox'), startTestServer()]);
});
afterAll(async () => {
  await driver?.close();
  await server?.close();
});

const shownRulings = (tab: Tab) =>
  tab.evaluate(async () => {
    const panel = document.querySelector('rulings-lens-ui')!.shadowRoot!.querySelector('[data-part="panel"]')!;
    // Open the "mentioned in…" group, if there is one, so that every ruling is listed.
    const toggle = panel.querySelector<HTMLElement>('[data-part="mentioned-toggle"]');
    if (toggle?.getAttribute('aria-expanded') === 'false') {
      toggle.click();
      await new Promise((r) => setTimeout(r, 50));
    }
    return [...panel.querySelectorAll<HTMLElement>('[data-part="ruling"]')].map((li) => ({
      id: li.dataset.rulingId ?? '',
      source: li.querySelector<HTMLElement>('[data-part="badge"]')?.dataset.source ?? '',
    }));
  });

describe('packs in the widget (Firefox)', () => {
  it('data-packs under a strict CSP: pack rulings in the tooltip, one warning per problem', async () => {
    const expected = packsExpected();
    const tab = await driver.open(`${server.url}/fixtures/csp-packs.html`);
    try {
      await tab.waitFor(() => window.RulingsLens !== undefined);
      const active = await tab.evaluate(async () => {
        const handle = await window.RulingsLens!.ready;
        if (handle?.active) await handle.whenScanned();
        return handle?.active === true;
      });
      expect(active).toBe(true);

      await hoverAndWait(tab, 'surveil', 'Surveil', 'surveil');
      const surveil = await shownRulings(tab);
      expect(surveil.map((r) => r.id)).toEqual(expected.tooltip.surveil.slice(0, surveil.length).map((r) => r.id));
      expect(surveil.some((r) => expected.fromPacks.includes(r.id))).toBe(true);
      await hoverAndWait(tab, 'ward', 'ward', 'ward');
      const ward = await shownRulings(tab);
      expect(ward.map((r) => r.id)).toEqual(expected.tooltip.ward.map((r) => r.id));
      expect(ward.map((r) => r.source).sort()).toEqual(['mtgzh', 'official']);

      const base = `${server.url}/fixtures/packs/`;
      const warnings = tab.console.filter((m) => /^(warn|warning): rulings-lens:/.test(m)).map((m) => m.replace(/^\w+: /, ''));
      expect(warnings.sort()).toEqual(
        [...expected.badPackWarnings, `rulings-lens: pack missing.txt: could not load ${base}missing.txt (HTTP 404); the widget runs without it`].sort(),
      );
      expect(tab.requests.filter((u) => u.endsWith('/widget/rulings-lens.packs.mjs'))).toHaveLength(1);
      // The light build's tooltip UI, imported under script-src 'self' on the first tooltip, once.
      expect(tab.requests.filter((u) => u.endsWith('/widget/rulings-lens.ui.mjs'))).toHaveLength(1);
      expect(tab.requests.filter((u) => !u.startsWith(`${server.url}/`) && !u.startsWith('data:'))).toEqual([]);
      expect(await tab.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
      expect(tab.pageErrors).toEqual([]);
    } finally {
      await tab.close();
    }
  });
});
