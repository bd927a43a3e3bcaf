// A phone-sized touch screen in Chromium (hasTouch, isMobile, 360 × 640): every control of the
// tooltip is a 44 × 44 CSS px target at least, a tap on a mark inside a link previews it without
// following the link and a second tap follows it, and nothing inside text fields or editable
// content is marked, also text typed there later.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useChromiumSession, waitForMarks, waitForPanel, widgetReady, wordCentre } from './widget-helpers.ts';

const session = useChromiumSession();
const PHONE = { hasTouch: true, isMobile: true, viewport: { width: 360, height: 640 } };

async function open(path: string): Promise<Page> {
  const t = await session.open(path, PHONE);
  await widgetReady(t.page);
  expect(await t.page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
  return t.page;
}

/** Every rendered control in the open panel: its part / label and its size. */
const controls = (page: Page) =>
  page.evaluate(() => {
    const panel = document.querySelector('rulings-lens-ui')!.shadowRoot!.querySelector('[data-part="panel"]')!;
    return [...panel.querySelectorAll<HTMLElement>('button, a[href]')]
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => {
        const r = el.getBoundingClientRect();
        return { name: el.dataset.part ?? el.dataset.lang ?? el.textContent!.trim(), width: r.width, height: r.height };
      });
  });

function expectTargets(found: Array<{ name: string; width: number; height: number }>, required: string[]): void {
  expect(found.map((c) => c.name)).toEqual(expect.arrayContaining(required));
  for (const c of found) {
    expect.soft(c.width, `${c.name} width`).toBeGreaterThanOrEqual(44);
    expect.soft(c.height, `${c.name} height`).toBeGreaterThanOrEqual(44);
  }
}

/** Where "proliferate" inside the link is now (measured only: no scrolling). */
const linkWord = (page: Page) =>
  page.evaluate(() => {
    const text = document.getElementById('link')!.firstChild as Text;
    const range = document.createRange();
    range.setStart(text, text.data.indexOf('proliferate'));
    range.setEnd(text, text.data.indexOf('proliferate') + 'proliferate'.length);
    const r = range.getClientRects()[0];
    return { x: r.left + r.width / 2, y: r.top + r.height / 2, top: r.top, bottom: r.bottom };
  });

/** Mark ranges (not the active tint) that start inside the element with `id`. */
const marksIn = (page: Page, id: string) =>
  page.evaluate((id) => {
    const el = document.getElementById(id)!;
    let n = 0;
    CSS.highlights.forEach((hl, name) => {
      if (!name.startsWith('rulings-lens-') || name.endsWith('-active')) return;
      for (const r of hl as unknown as Iterable<Range>) if (el.contains(r.startContainer)) n++;
    });
    return n;
  }, id);

/** Waits until a mark is drawn inside the element `id`: a tap that came first would meet no mark
 *  (and on a link, follow it). Marks near the viewport are drawn in animation frames. */
const markDrawnIn = (page: Page, id: string) =>
  page.waitForFunction((id) => {
    const el = document.getElementById(id)!;
    let n = 0;
    CSS.highlights.forEach((hl, name) => {
      if (name.startsWith('rulings-lens-') && !name.endsWith('-active')) for (const r of hl as unknown as Iterable<Range>) if (el.contains(r.startContainer)) n++;
    });
    return n > 0;
  }, id);

describe('touch', () => {
  it('every control of the tooltip is at least 44 × 44 CSS px on a coarse pointer', async () => {
    const page = await open('fixtures/touch.html');
    const { x, y } = await wordCentre(page, 'To proliferate', 'proliferate');
    await markDrawnIn(page, 'prose');
    await page.touchscreen.tap(x, y);
    await waitForPanel(page, 'proliferate');
    expectTargets(await controls(page), ['close', 'zh', 'en', 'both', 'more']);
    // "N more" (a tap) reveals the rest and their controls.
    await page.evaluate(() => document.querySelector('rulings-lens-ui')!.shadowRoot!.querySelector<HTMLElement>('[data-part="more"]')!.click());
    await page.waitForFunction(() => !document.querySelector('rulings-lens-ui')!.shadowRoot!.querySelector('[data-part="more"]'));
    expectTargets(await controls(page), ['close', 'zh', 'en', 'both']);
  });

  it('the controls only the extension shows (不再标记此词, the rule button) too, from the same UI module', async () => {
    const page = await open('fixtures/touch.html');
    // The UI module the light script loads (and the extension's UI chunk is built from), with the
    // callbacks that make the extension's extra controls appear.
    // A module script (an import() inside evaluate would be rewritten by the test runner).
    await page.addScriptTag({
      type: 'module',
      content: `
      import createTooltipUi from '/widget/rulings-lens.ui.mjs';
      const ui = createTooltipUi({ theme: 'light', lang: 'zh', uiLang: 'zh-Hans', onIgnoreKeyword() {}, onOpenRule() {} });
      const ruling = { id: 'r-1', date: '2024-01-01', source: 'official', zh: '测试用的裁定。', en: 'A made-up ruling.' };
      const keyword = { id: 'proliferate', kind: 'keyword-action', rule: '701.34', en: 'Proliferate', zhHans: '增殖', zhHant: '增殖' };
      ui.show({ keyword, rulings: [ruling, { ...ruling, id: 'r-2' }, { ...ruling, id: 'r-3' }, { ...ruling, id: 'r-4' }], dataDate: '2024-01-01' }, document.getElementById('prose'), { text: 'Proliferate', confidence: 'high' });`,
    });
    await page.waitForFunction(() => document.querySelectorAll('rulings-lens-ui').length > 0 && [...document.querySelectorAll('rulings-lens-ui')].some((h) => h.shadowRoot?.querySelector('[data-part="ignore"]')));
    const found = await page.evaluate(() => {
      const host = [...document.querySelectorAll('rulings-lens-ui')].find((h) => h.shadowRoot?.querySelector('[data-part="ignore"]'))!;
      return [...host.shadowRoot!.querySelectorAll<HTMLElement>('[data-part="panel"] button, [data-part="panel"] a[href]')].map((el) => {
        const r = el.getBoundingClientRect();
        return { name: el.dataset.part ?? el.dataset.lang ?? el.textContent!.trim(), width: r.width, height: r.height };
      });
    });
    expectTargets(found, ['close', 'ignore', 'rule', 'more']);
  });

  it('a tap on a mark inside a link previews it without following the link; a second tap follows it', async () => {
    const page = await open('fixtures/touch.html');
    await page.evaluate(() => {
      const w = window as unknown as { __linkClicks: number };
      w.__linkClicks = 0;
      document.getElementById('link')!.addEventListener('click', () => w.__linkClicks++);
    });
    await page.evaluate(() => scrollTo(0, 0));
    await markDrawnIn(page, 'link');
    const before = await linkWord(page);
    await page.touchscreen.tap(before.x, before.y);
    await waitForPanel(page, 'proliferate');
    // The first tap's click was suppressed: the link saw no click at all and nothing navigated.
    expect(await page.evaluate(() => [location.hash, (window as unknown as { __linkClicks: number }).__linkClicks])).toEqual(['', 0]);
    // The page scrolled the word up above the sheet, where a second tap finds it.
    const after = await linkWord(page);
    const sheetTop = await page.evaluate(() => document.querySelector('rulings-lens-ui')!.shadowRoot!.querySelector('[data-part="panel"]')!.getBoundingClientRect().top);
    expect(before.bottom).toBeGreaterThan(sheetTop); // the sheet opened over it
    expect(after.bottom).toBeLessThanOrEqual(sheetTop);
    expect(after.top).toBeGreaterThanOrEqual(0);
    expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.id, after)).toBe('link');
    await page.touchscreen.tap(after.x, after.y);
    await page.waitForFunction(() => location.hash === '#followed');
    expect(await page.evaluate(() => (window as unknown as { __linkClicks: number }).__linkClicks)).toBe(1);
  });

  it('marks nothing inside a textarea, an input or editable content, also what is typed there later', async () => {
    const page = await open('fixtures/touch.html');
    await waitForMarks(page, 3);
    expect(await marksIn(page, 'prose')).toBeGreaterThanOrEqual(3);
    for (const id of ['area', 'field', 'editor', 'plain-editor']) expect(await marksIn(page, id), id).toBe(0);

    // Type a keyword into the editor (tapped to focus, as on a phone) while the page adds a
    // paragraph with one: the paragraph gets its mark (the mutation was scanned), the editor none.
    const { x, y } = await wordCentre(page, 'while editing', 'editing');
    await page.touchscreen.tap(x, y);
    await page.keyboard.insertText(' Convoke and proliferate.');
    await page.evaluate(() => {
      const p = document.createElement('p');
      p.id = 'added';
      p.textContent = 'Added later: Convoke.';
      document.getElementById('post')!.appendChild(p);
    });
    await page.waitForFunction(() => {
      let n = 0;
      CSS.highlights.forEach((hl, name) => {
        if (name.startsWith('rulings-lens-') && !name.endsWith('-active')) for (const r of hl as unknown as Iterable<Range>) if (document.getElementById('added')!.contains(r.startContainer)) n++;
      });
      return n > 0;
    });
    expect(await page.evaluate(() => document.getElementById('editor')!.textContent)).toContain('Convoke and proliferate.');
    for (const id of ['area', 'field', 'editor', 'plain-editor']) expect(await marksIn(page, id), id).toBe(0);
  });
});
