// First run and "Words not marked" in real Firefox ESR (MV2 event page, the add-on installed as
// puppeteer's installExtension does it). WebDriver BiDi does not reach moz-extension:// tabs, so
// the welcome and options pages are driven through the devtools server (firefox-options-page.ts
// extensionViews): code run in the background page finds the real tab and works its real DOM.
// - installing opens welcome.html exactly once; an update (runtime.reload: onInstalled says
//   "update") opens none;
// - its try-it paragraph is marked by the real engine, and a pointer over a word shows the
//   tooltip with the real rulings (pointer events dispatched at the word's position: the
//   engine's own hit test finds the word);
// - "don't mark this word" in that tooltip is stored; the options page lists the word by its
//   English and Chinese names (no id); "Mark again" there marks it again, in the welcome page
//   and on a web page alike.
import type { Page } from 'puppeteer-core';
import { describe, expect, it, vi } from 'vitest';
import { allMarked, builtBundle, expectedTooltipRulings, markedWords, settle, until } from './ext-helpers.ts';
import { probe, useFirefoxExtSession } from './firefox-helpers.ts';
import { extensionViews } from './firefox-options-page.ts';
import { tooltipShown, tryItMarks, wordCentre } from './welcome-probes.ts';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 240_000 });

const session = useFirefoxExtSession();
const WELCOME = '/welcome.html';
const OPTIONS = '/options.html';

const inWelcome = <T>(body: string) => session().views.run<T>(WELCOME, body);
const welcomeCount = () => session().views.settle<number>(`browser.extension.getViews({ type: 'tab' }).filter((v) => v.location.pathname === '${WELCOME}').length`);
const marks = () => inWelcome<string[]>(`return (${tryItMarks})(null, d, w);`).then((m) => m ?? []);
const shown = () => inWelcome<{ keyword: string; rulingIds: string[] } | null>(`return (${tooltipShown})(null, d);`);

/** Pointer events at `word`'s centre in the welcome tab, as a mouse moving onto it sends. */
async function pointAt(word: string): Promise<void> {
  const ok = await inWelcome<boolean>(`
    const at = (${wordCentre})(${JSON.stringify(word)}, d);
    if (!at) return false;
    const move = (x, y) => (d.elementFromPoint(x, y) ?? d.body).dispatchEvent(new w.PointerEvent('pointermove', { clientX: x, clientY: y, pointerType: 'mouse', bubbles: true, composed: true }));
    move(2, 2);
    w.setTimeout(() => move(at.x, at.y), 50);
    return true;
  `);
  expect(ok, `${word} in the try-it paragraph`).toBe(true);
}

/** Hovers `word` until the tooltip about `keyword` shows its rulings. */
async function hoverWord(word: string, keyword: string) {
  return until(
    async () => {
      await pointAt(word);
      return until(shown, (s) => s?.keyword === keyword && s.rulingIds.length > 0, `the tooltip for ${word}`, 3_000).catch(() => null);
    },
    (s) => s !== null,
    `the tooltip for ${word}`,
    30_000,
  );
}

describe('Firefox: first run', () => {
  it('installing opens the welcome page, once', async () => {
    await until(welcomeCount, (n) => n > 0, 'the welcome tab');
    await settle(1500); // room for a second one, which must not come
    expect(await welcomeCount()).toBe(1);
    const headings = await inWelcome<{ h1: number; h2: number; lang: string }>(`return { h1: d.querySelectorAll('h1').length, h2: d.querySelectorAll('h2').length, lang: d.documentElement.lang };`);
    expect(headings).toMatchObject({ h1: 1, h2: 6 });
  });

  it('the try-it paragraph is marked, and hovering a word shows the tooltip with the real rulings', async () => {
    const bundle = builtBundle(session().built);
    const found = await until(marks, (m) => m.includes('proliferate') && m.includes('增殖'), 'marks in the try-it paragraph');
    expect(found).toEqual(expect.arrayContaining(['proliferate', 'disguise', 'phased out', '增殖', '伪装']));
    for (const [word, keyword] of [['proliferate', 'proliferate'], ['伪装', 'disguise']] as const) {
      const panel = await hoverWord(word, keyword);
      expect(panel!.rulingIds).toEqual(expectedTooltipRulings(bundle, keyword));
    }
  });
});

describe('Firefox: Words not marked', () => {
  let page: Page;
  const pageMarks = async () => allMarked(await markedWords(probe(page)));

  it('"don\'t mark this word" in the welcome tooltip is stored and listed by name in the options page', async () => {
    const bundle = builtBundle(session().built);
    page = await session().ff.open(`${session().server.url}/mtg.html`);
    await until(pageMarks, (m) => m.includes('proliferate'), 'proliferate marked on the web page');
    await hoverWord('proliferate', 'proliferate');
    expect(await inWelcome<boolean>(`const b = d.querySelector('rulings-lens-ui').shadowRoot.querySelector('[data-part="ignore"]'); b.click(); return true;`)).toBe(true);
    await until(marks, (m) => !m.includes('proliferate') && !m.includes('增殖') && m.includes('disguise'), 'proliferate unmarked in the welcome page');
    await until(pageMarks, (m) => !m.includes('proliferate') && !m.includes('增殖') && m.includes('ward'), 'proliferate unmarked on the web page');
    expect(await session().views.settle(`browser.storage.local.get('settings').then((s) => s.settings.ignore)`)).toEqual(['proliferate']);

    await session().options.open();
    const k = bundle.keywords.find((x) => x.id === 'proliferate')!;
    const rows = await until(
      () => session().views.run<Array<{ en: string; zh: string; text: string }>>(OPTIONS, `
        return [...d.querySelectorAll('[data-part="ignored-word"]')].map((li) => ({
          en: li.querySelector('[lang="en"]')?.textContent ?? '', zh: li.querySelector('[lang="zh-Hans"]')?.textContent ?? '', text: li.textContent }));`),
      (r) => (r ?? []).some((x) => x.en !== ''),
      'the ignored word listed',
    );
    expect(rows).toEqual([{ en: k.en[0], zh: k.zhHans[0], text: expect.not.stringContaining('proliferate') }]);
  });

  it('"Mark again" there marks it again, in the welcome page and on the web page', async () => {
    expect(await session().views.run<boolean>(OPTIONS, `d.querySelector('[data-part="unignore"]').click(); return true;`)).toBe(true);
    await until(marks, (m) => m.includes('proliferate') && m.includes('增殖'), 'proliferate marked again in the welcome page');
    await until(pageMarks, (m) => m.includes('proliferate'), 'proliferate marked again on the web page');
    expect(await session().views.run<boolean>(OPTIONS, `return !!d.querySelector('[data-part="ignored-empty"]');`)).toBe(true);
    await page.close();
  });

  it('the web page made no request outside the test server, and no error', () => {
    expect(session().ff.requests.filter((u) => !u.startsWith(`${session().server.url}/`))).toEqual([]);
    expect(session().ff.errors).toEqual([]);
  });
});

describe('Firefox: an update', () => {
  it('opens no welcome page (runtime.reload: onInstalled says "update")', async () => {
    const { rdp, ff } = session();
    await rdp.evaluate(session().consoleActor, 'globalThis.__rlBeforeReload = 1; 0'); // gone after the reload
    await rdp.evaluate(session().consoleActor, 'void browser.runtime.reload(); 0').catch(() => {});
    // The reloaded add-on has a new background page: connect to it (its target is announced
    // again; the old announcements are dropped first), then give it time to open anything.
    const views = await until(
      async () => {
        rdp.events.splice(0);
        const actor = await rdp.addonConsole(ff.addonId, 5_000).catch(() => '');
        if (!actor) return null;
        const fresh = await rdp.evaluate(actor, `typeof globalThis.__rlBeforeReload === 'undefined' && typeof browser.runtime.getManifest === 'function'`).catch(() => false);
        return fresh === true ? extensionViews(rdp, actor) : null;
      },
      (v) => v !== null,
      'the reloaded background page',
      45_000,
    );
    await settle(4000); // install opened its tab within 2 s (above)
    expect(await views!.settle<number>(`browser.extension.getViews({ type: 'tab' }).filter((v) => v.location.pathname === '${WELCOME}').length`)).toBe(0);
  });
});
