// Extra rulings packs in Chromium, on strict-CSP pages (script-src 'self'): the script tag's
// data-packs (lazy rulings-lens.packs.mjs + one fetch per pack) and the ESM mount({ data, packs }).
// A pack ruling shows in the tooltip like a built-in one (source badge; a conflict beside the
// ruling it disagrees with), a bad pack warns one line per problem, a missing pack one line, and
// the widget works with the rest. Nothing but the test server is contacted (useChromiumSession).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hoverWord, HOST_TAG, useChromiumSession, waitForPanel, widgetReady } from './widget-helpers.ts';
import { packsExpected, type PacksExpected } from './widget-packs-expected.ts';

const session = useChromiumSession();
let expected: PacksExpected;
beforeAll(() => {
  expected = packsExpected();
});

/** Ids and badges of the open panel's rulings. */
function shownRulings(page: Page): Promise<Array<{ id: string; source: string }>> {
  return page.evaluate(async (tag) => {
    const panel = document.querySelector(tag)!.shadowRoot!.querySelector('[data-part="panel"]')!;
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
  }, HOST_TAG);
}

const badge = (source: string) => (['official', 'mtgzh', 'gpt'].includes(source.toLowerCase()) ? source.toLowerCase() : 'other');

async function checkTooltips(page: Page): Promise<void> {
  // The pack's Surveil ruling (the built-in data has none for Surveil).
  await hoverWord(page, 'Surveil 2', 'Surveil');
  await waitForPanel(page, 'surveil');
  const surveil = await shownRulings(page);
  expect(surveil.length).toBeGreaterThan(0);
  expect(surveil).toEqual(expected.tooltip.surveil.slice(0, surveil.length).map((r) => ({ id: r.id, source: badge(r.source) })));
  expect(surveil.some((r) => expected.fromPacks.includes(r.id))).toBe(true);
  // Ward: the built-in ruling and the pack's conflicting one (same English, other date and
  // source), both shown with their own badges, side by side (both only mention Ward).
  await page.mouse.move(995, 695);
  await hoverWord(page, 'creature has ward', 'ward');
  await waitForPanel(page, 'ward');
  const ward = await shownRulings(page);
  expect(ward).toEqual(expected.tooltip.ward.map((r) => ({ id: r.id, source: badge(r.source) })));
  expect(ward.map((r) => r.source).sort()).toEqual(['mtgzh', 'official']);
}

const packWarnings = (console: string[]) => console.filter((m) => m.startsWith('warning: rulings-lens:')).map((m) => m.slice('warning: '.length));

describe('packs in the widget (Chromium)', () => {
  it('data-packs: the script tag imports the packs module, fetches the packs and shows their rulings; bad and missing packs warn', async () => {
    const t = await session.open('fixtures/csp-packs.html');
    await widgetReady(t.page);
    await checkTooltips(t.page);
    const base = `${session.server.url}/fixtures/packs/`;
    expect(packWarnings(t.console).sort()).toEqual(
      [...expected.badPackWarnings, `rulings-lens: pack missing.txt: could not load ${base}missing.txt (HTTP 404); the widget runs without it`].sort(),
    );
    expect(expected.badPackWarnings).toHaveLength(2); // bad.txt has two problems: two lines
    expect(t.requests.filter((u) => u.endsWith('/widget/rulings-lens.packs.mjs'))).toHaveLength(1);
    for (const name of ['club.txt', 'bad.txt', 'missing.txt']) expect(t.requests).toContain(base + name);
    expect(await t.page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
  });

  it('the demo page: the .full.js build (data inlined) with data-packs, same packs module, no warning', async () => {
    const t = await session.open('packs.html');
    await widgetReady(t.page);
    await checkTooltips(t.page); // demo/packs/club-notes.txt is the fixture's club.txt
    expect(packWarnings(t.console)).toEqual([]);
    expect(t.requests.filter((u) => u.endsWith('/widget/rulings-lens.packs.mjs'))).toHaveLength(1);
    expect(t.requests.filter((u) => u.endsWith('.data.json'))).toEqual([]);
  });

  it('without data-packs the packs module is never requested', async () => {
    const t = await session.open('fixtures/csp.html');
    await widgetReady(t.page);
    expect(t.requests.filter((u) => u.includes('packs'))).toEqual([]);
  });

  it('mount({ data, packs }) from the ESM build: pack rulings in the first tooltip, one warning per problem', async () => {
    const t = await session.open('fixtures/csp-packs-esm.html');
    await t.page.waitForFunction(() => 'packsWidget' in window);
    expect(await t.page.evaluate(async () => {
      const handle = (window as unknown as { packsWidget: { active: boolean; whenScanned(): Promise<void> } }).packsWidget;
      await handle.whenScanned();
      return handle.active;
    })).toBe(true);
    await checkTooltips(t.page);
    expect(packWarnings(t.console)).toEqual(expected.badPackWarnings);
    // The ESM build carries the pack reader itself: no packs module request.
    expect(t.requests.filter((u) => u.endsWith('rulings-lens.packs.mjs'))).toEqual([]);
    expect(await t.page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
  });
});
