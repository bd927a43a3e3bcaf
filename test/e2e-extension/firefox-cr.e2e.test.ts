// The Comprehensive Rules imported through the options page in real Firefox ESR (MV2 event page).
// As in firefox-packs.e2e.test.ts, the options page is driven through Firefox's devtools server
// (firefox-rdp.ts): the real options tab gets the files on its real file input (a DataTransfer's
// FileList, then the change event). The rest is the product's own path: the page reads the made-up
// English + Chinese CR (cr-fixtures.ts; no CR text), stores it in IndexedDB and tells the
// background, which gives the keywords their definitions; the web page (driven through BiDi)
// shows ward's definition on the next hover without a reload. A damaged file is refused whole
// with file:line:col and the CR stays; remove takes the definition away and Undo brings it back.
import type { Page } from 'puppeteer-core';
import { describe, expect, it, vi } from 'vitest';
import { allMarked, HOST_TAG, markedWords, panelState, until } from './ext-helpers.ts';
import { hoverable, probe, useFirefoxExtSession } from './firefox-helpers.ts';
import { hoverMark } from './ward-hover.ts';
import { CR_DAMAGED_LINE, CR_DAMAGED_NAME, CR_DAMAGED_TEXT, CR_EN_NAME, CR_EN_TEXT, CR_GLOSSARY, CR_RULES, CR_ZH_NAME, CR_ZH_TEXT, WARD_DEF_EN, WARD_DEF_ZH } from './cr-fixtures.ts';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 240_000 });

const session = useFirefoxExtSession();
let article: Page;

/** Gives the CR file input these files, as picking them in the dialog does. */
const pick = (files: Array<[string, string]>) => session().options.pick(files, 'cr-input');

interface CrStatus {
  outcome: string;
  lines: string[];
  none: boolean;
  version: string | null;
  counts: string | null;
  languages: string | null;
}
const status = () =>
  session().options.run<CrStatus>(`
    const s = d.querySelector('[data-part="cr-status"]');
    const text = (part) => d.querySelector('[data-part="' + part + '"]')?.textContent ?? null;
    return {
      outcome: s ? s.dataset.outcome : '',
      lines: [...d.querySelectorAll('[data-part="cr-diagnostics"] li')].map((li) => li.textContent),
      none: !!d.querySelector('[data-part="cr-none"]'),
      version: text('cr-version'),
      counts: text('cr-counts'),
      languages: text('cr-languages'),
    };
  `);
const ready = (s: CrStatus | null): s is CrStatus => s !== null;
const click = (part: string) => session().options.run(`d.querySelector('[data-part="${part}"]').click(); return true;`);
const hasDefinition = (d: string) => d.includes(WARD_DEF_EN) && d.includes(WARD_DEF_ZH);

/** Hovers #kw-ward (from the far corner) until its tooltip's definition satisfies `ok`. */
async function wardDefinition(page: Page, ok: (definition: string) => boolean, what: string): Promise<string> {
  const end = Date.now() + 20_000;
  for (;;) {
    try {
      await hoverMark(hoverable(page), 'kw-ward');
      await until(() => panelState(probe(page)), (s) => s?.keyword === 'ward', 'the ward tooltip', 8_000);
      const text = await page.evaluate((tag) => document.querySelector(tag)!.shadowRoot!.querySelector('[data-part="panel"] [data-part="definition"]')?.textContent ?? '', HOST_TAG);
      if (ok(text)) return text;
      if (Date.now() > end) throw new Error(`the definition says ${JSON.stringify(text)}`);
    } catch (e) {
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
}

describe('Firefox: the Comprehensive Rules through the options page', () => {
  it('before any import: ward has no definition; the options page says no CR is imported', async () => {
    article = await session().ff.open(`${session().server.url}/packs.html`);
    await until(async () => allMarked(await markedWords(probe(article))), (m) => m.includes('ward'), 'ward marked');
    expect(await wardDefinition(article, () => true, 'the ward tooltip')).toBe('');
    await session().rdp.evaluate(session().consoleActor, 'void browser.runtime.openOptionsPage()');
    await until(status, (x) => ready(x) && x.none, 'the options page with no CR');
  });

  it('imports an English + Chinese pair: listed with version, counts and languages; the open tab shows the definition', async () => {
    expect(await pick([[CR_EN_NAME, CR_EN_TEXT], [CR_ZH_NAME, CR_ZH_TEXT]])).toBe(2);
    const s = (await until(status, (x) => ready(x) && x.outcome === 'imported' && x.version !== null, 'imported')) as CrStatus;
    expect(s).toMatchObject({
      none: false,
      version: 'Effective 2099-01-01 (version 20990101)',
      counts: `${CR_RULES} rules · ${CR_GLOSSARY} glossary entries`,
      languages: 'English + Simplified Chinese',
    });
    await wardDefinition(article, hasDefinition, 'the imported definition');
  });

  it('a damaged file is refused whole with file:line:col; the CR stored before stays', async () => {
    await pick([[CR_EN_NAME, CR_EN_TEXT], [CR_DAMAGED_NAME, CR_DAMAGED_TEXT]]);
    const s = (await until(status, (x) => ready(x) && x.outcome === 'refused', 'refused')) as CrStatus;
    expect(s.lines).toEqual([expect.stringMatching(new RegExp(`^${CR_DAMAGED_NAME.replace('.', '\\.')}:${CR_DAMAGED_LINE}:1: error: .*702\\.21bb`))]);
    expect(s.version).toBe('Effective 2099-01-01 (version 20990101)');
    await wardDefinition(article, hasDefinition, 'the definition still there');
  });

  it('removed, the definition leaves the open tab; Undo brings it back', async () => {
    await click('cr-remove');
    await until(status, (x) => ready(x) && x.none && x.outcome === 'removed', 'removed');
    await wardDefinition(article, (d) => d === '', 'no definition after the remove');
    await click('cr-undo');
    await until(status, (x) => ready(x) && x.version === 'Effective 2099-01-01 (version 20990101)', 'back after Undo');
    await wardDefinition(article, hasDefinition, 'the definition back after Undo');
    expect(session().ff.errors).toEqual([]);
  });
});
