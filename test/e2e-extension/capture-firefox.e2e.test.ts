// "Add to my rulings" in real Firefox ESR (MV2 event page): the selected 单卡释疑 block is read
// from the page with its line breaks, previewed on the capture page, saved into "My rulings",
// and the open tab's ward tooltip then shows the captured ruling; on the options page the
// personal pack's text edited with an error is refused with file:line:col, the fix is saved,
// and the pack is renamed.
//
// A context menu cannot be clicked in a headless browser, and WebDriver BiDi does not reach
// moz-extension:// documents. So, as in firefox-packs.e2e.test.ts, code runs in the
// extension's background page through Firefox's devtools server (firefox-rdp.ts): it calls
// `rulingsLensCapture(info, tab)` — the very function the menu's click listener calls
// (background.ts, lib/capture-menu.ts), put on the background's global for this — with what a
// click passes, and drives the capture and options pages' real DOM found with
// browser.extension.getViews(). The web page is driven through BiDi as usual.
import type { Page } from 'puppeteer-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CAPTURE_PAGE, CAPTURED_COUNT, CAPTURED_WARD, CAPTURED_WARD_ID, MY_RULINGS, selectRulingsBlock } from './capture-fixtures.ts';
import { allMarked, markedWords, until } from './ext-helpers.ts';
import { hoverable, probe, useFirefoxExtSession } from './firefox-helpers.ts';
import { hoverWard } from './ward-hover.ts';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 240_000 });

const session = useFirefoxExtSession();
let article: Page;
let articleUrl: string;

beforeAll(() => {
  articleUrl = `${session().server.url}/${CAPTURE_PAGE}`;
});

/** Runs `body` in the background page with `w`/`d` = the extension tab at `path`; its JSON
 *  (null while that tab is not open). */
const inView = <T>(path: string, body: string) => session().views.run<T>(path, body);
const present = <T>(v: T | null): v is T => v !== null;

/** Gives a textarea or input of the view a new value, as typing does. */
const typeIn = (path: string, part: string, text: string) =>
  inView(path, `const el = d.querySelector('[data-part="${part}"]'); el.value = ${JSON.stringify(text)}; el.dispatchEvent(new w.Event('input', { bubbles: true })); return true;`);
const click = (path: string, selector: string) => inView(path, `const el = d.querySelector(${JSON.stringify(selector)}); if (!el) return false; el.click(); return true;`);

interface CaptureState {
  rulings: number;
  already: number;
  en: string[];
  rebuilt: boolean;
  clean: string;
  problems: string[];
  save: boolean;
  outcome: string;
  status: string;
}
const captureState = () =>
  inView<CaptureState>('/capture.html', `
    const all = (p) => [...d.querySelectorAll('[data-part="' + p + '"]')];
    return {
      rulings: all('capture-ruling').length,
      already: all('capture-already').length,
      en: all('capture-en').map((e) => e.textContent),
      rebuilt: all('capture-rebuilt').length > 0,
      clean: d.querySelector('[data-part="capture-clean"]')?.textContent ?? '',
      problems: [...d.querySelectorAll('[data-part="capture-problems"] li')].map((li) => li.textContent),
      save: d.querySelector('[data-part="capture-save"]')?.disabled === false,
      outcome: d.querySelector('[data-part="capture-status"]')?.dataset.outcome ?? '',
      status: d.querySelector('[data-part="capture-status"]')?.textContent ?? '',
    };
  `);

describe('Firefox: capture while browsing', () => {
  it('reads the selected block from the page with its line breaks and previews its 3 rulings with no problem', async () => {
    article = await session().ff.open(articleUrl);
    await until(async () => allMarked(await markedWords(probe(article))), (m) => m.includes('ward'), 'ward marked');
    expect((await hoverWard(hoverable(article), () => true, 'ward tooltip')).rulingIds).not.toContain(CAPTURED_WARD_ID);
    const collapsed = await article.evaluate(selectRulingsBlock);
    // The click's path: find the tab (its content script knows its URL), then capture.
    await session().rdp.evaluate(
      session().consoleActor,
      `globalThis.__capture = null;
      (async () => {
        for (const tab of await browser.tabs.query({})) {
          const reply = await browser.tabs.sendMessage(tab.id, { type: 'site-status' }, { frameId: 0 }).catch(() => null);
          if (reply && reply.ok && reply.value.url === ${JSON.stringify(articleUrl)}) {
            return rulingsLensCapture({ selectionText: ${JSON.stringify(collapsed)}, frameId: 0, pageUrl: ${JSON.stringify(articleUrl)} }, { id: tab.id, index: tab.index });
          }
        }
        throw new Error('no tab shows the fixture');
      })().then((id) => (globalThis.__capture = { id }), (e) => (globalThis.__capture = { error: String(e) }));`,
    );
    const done = await until(async () => JSON.parse(String(await session().rdp.evaluate(session().consoleActor, 'JSON.stringify(globalThis.__capture)'))) as { id?: string; error?: string } | null, (v) => v !== null, 'the capture');
    expect(done).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const s = (await until(captureState, (x) => present(x) && x.rulings === CAPTURED_COUNT, '3 rulings on the capture page')) as CaptureState;
    expect(s).toMatchObject({ rebuilt: false, clean: 'No problems.', problems: [], save: true, already: 0 });
    expect(s.en.at(-1)).toBe(CAPTURED_WARD.en);
  });

  it('saves them into "My rulings"; the open tab\'s ward tooltip then shows the captured ruling', async () => {
    expect(await click('/capture.html', '[data-part="capture-save"]')).toBe(true);
    const s = (await until(captureState, (x) => present(x) && x.outcome === 'saved' && x.already === CAPTURED_COUNT, 'saved')) as CaptureState;
    expect(s.status).toContain(`Saved 3 rulings to “${MY_RULINGS}”`);
    expect(s.save).toBe(false);
    const panel = await hoverWard(hoverable(article), (p) => p.rulingIds.includes(CAPTURED_WARD_ID), 'the captured ruling in the ward tooltip');
    expect(panel.stamp).toContain(MY_RULINGS);
  });

  const optionsState = () =>
    inView<{ rows: string[]; problems: string[]; save: boolean; outcome: string; text: string }>('/options.html', `
      return {
        rows: [...d.querySelectorAll('[data-pack]')].map((li) => li.dataset.pack + '|' + (li.dataset.personal ?? '') + '|' + li.querySelector('[data-part="pack-count"]')?.textContent),
        problems: [...d.querySelectorAll('[data-part="pack-editor-problems"] li')].map((li) => li.textContent),
        save: d.querySelector('[data-part="pack-editor-save"]')?.disabled === false,
        outcome: d.querySelector('[data-part="pack-editor-status"]')?.dataset.outcome ?? '',
        text: d.querySelector('[data-part="pack-editor-text"]')?.value ?? '',
      };
    `);

  it('the options page lists it as the personal pack; its text edited with an error is refused with file:line:col; the fix is saved', async () => {
    await session().rdp.evaluate(session().consoleActor, 'void browser.runtime.openOptionsPage()');
    await until(optionsState, (x) => present(x) && x.rows.includes(`${MY_RULINGS}|true|3 rulings`), 'the personal pack listed');
    expect(await click('/options.html', `[data-pack="${MY_RULINGS}"] [data-part="pack-edit-text"]`)).toBe(true);
    const opened = (await until(optionsState, (x) => present(x) && x.text.includes(CAPTURED_WARD.en), 'the text in the editor')) as { text: string };
    const broken = opened.text.replace(`• (${CAPTURED_WARD.date} `, '• (2026-13-02 ');
    await typeIn('/options.html', 'pack-editor-text', broken);
    const refused = (await until(optionsState, (x) => present(x) && x.problems.length > 0, 'the problem')) as { problems: string[]; save: boolean };
    const line = broken.split('\n').findIndex((l) => l.startsWith('• (2026-13-02')) + 1;
    expect(refused.problems).toEqual([`my-rulings.txt:${line}:4: error: invalid date '2026-13-02' (expected YYYY-MM-DD, a real calendar day)`]);
    expect(refused.save).toBe(false);
    const without = opened.text.replace(/• \(2026-05-02 official\)[\s\S]*?(?=• \(|$)/, '');
    await typeIn('/options.html', 'pack-editor-text', without);
    await until(optionsState, (x) => present(x) && x.problems.length === 0 && x.save, 'Save text enabled');
    await click('/options.html', '[data-part="pack-editor-save"]');
    await until(optionsState, (x) => present(x) && x.outcome === 'saved' && x.rows.includes(`${MY_RULINGS}|true|2 rulings`), 'saved and re-listed');
    await hoverWard(hoverable(article), (p) => !p.rulingIds.includes(CAPTURED_WARD_ID), 'the edited-out ruling gone from the tooltip');
  });

  it('is renamed', async () => {
    await click('/options.html', '[data-part="pack-editor-close"]');
    await click('/options.html', `[data-pack="${MY_RULINGS}"] [data-part="pack-rename-open"]`);
    await until(() => inView<boolean>('/options.html', `return !!d.querySelector('[data-part="pack-rename-input"]');`), (x) => x === true, 'the rename form');
    await typeIn('/options.html', 'pack-rename-input', 'PTQ notes');
    await click('/options.html', '[data-part="pack-rename-save"]');
    await until(optionsState, (x) => present(x) && x.rows.length === 1 && x.rows[0] === 'PTQ notes|true|2 rulings', 'renamed');
    expect(session().ff.errors).toEqual([]);
  });
});
