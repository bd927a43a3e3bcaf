// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
// The capture page against a fake CaptureApi over a real (fake-indexeddb) pack store: a
// collapsed selection is laid out and previewed; every problem is listed beside the text with
// its position and Save is disabled while there is an error; a saved capture lands in the
// personal pack and its rulings then show as already there; a refused or failed save says why.
import { deleteDB } from 'idb';
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { seedText, syntheticRulings } from '../../../rulings-data/packs/pack-fixtures.ts';
import type { StashedCapture } from '../../lib/capture-stash.ts';
import { DB_NAME, openPackStore, type PackStore } from '../../lib/pack-store.ts';
import { addToPersonalPack, loadPersonalPack, PackTextRefused } from '../../lib/personal-pack.ts';
import type { Translate } from '../translate.ts';
import type { CaptureApi } from './capture-api.ts';
import { CapturePage } from './CapturePage.tsx';
import { SYNC_CHECK_CHARS } from './use-check.ts';

const root = document.createElement('div');
document.body.append(root);
let store: PackStore | null = null;
afterEach(async () => {
  render(null, root);
  store?.close();
  store = null;
  await deleteDB(DB_NAME);
});

const t: Translate = (key, subs) => [key, ...(subs ?? [])].join(' ');
const [R0, R1, R2] = syntheticRulings(3, 'capture-page');
const q = (part: string) => root.querySelector<HTMLElement>(`[data-part="${part}"]`);
const all = (part: string) => [...root.querySelectorAll<HTMLElement>(`[data-part="${part}"]`)];
async function until(ok: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 300 && !ok(); i++) await new Promise((r) => setTimeout(r, 10));
  if (!ok()) throw new Error(`timed out waiting for ${what}; html: ${root.innerHTML.slice(0, 600)}`);
}
const area = () => q('capture-text') as HTMLTextAreaElement;
const save = () => q('capture-save') as HTMLButtonElement;
function type(text: string): void {
  area().value = text;
  area().dispatchEvent(new Event('input', { bubbles: true }));
}

async function page(initial: StashedCapture | null, opts: { saveError?: Error } = {}) {
  store = await openPackStore();
  const s = store;
  const remembered: string[] = [];
  const saves: string[] = [];
  const api: CaptureApi = {
    initial: async () => initial,
    async personal() {
      const p = await loadPersonalPack(s);
      return p && { name: p.summary.name, rulings: p.rulings };
    },
    remember: (text) => void remembered.push(text),
    async save(text) {
      saves.push(text);
      if (opts.saveError) throw opts.saveError;
      return addToPersonalPack(s, text, { name: 'My rulings' });
    },
    openOptions: () => {},
  };
  render(<CapturePage api={api} t={t} />, root);
  await until(() => !!q('capture-text'), 'the page');
  return { remembered, saves };
}

describe('CapturePage', () => {
  it('lays a collapsed selection out, previews its rulings with no problem, and says the layout was rebuilt', async () => {
    const collapsed = seedText([R0, R1]).replace(/\s+/g, ' ');
    const { remembered } = await page({ text: collapsed, via: 'menu', pageUrl: 'https://cards.example/giant', at: 1 });
    await until(() => all('capture-ruling').length === 2, 'two rulings');
    // The seeds' layout, bar the paragraphs' indent (a collapsed selection has none to keep).
    const laidOut = ['单卡释疑', '', ...[R0, R1].flatMap((r) => [`• (${r.date} ${r.source})`, '', r.zh, '', r.en, ''])].join('\n');
    expect(area().value).toBe(laidOut);
    expect(remembered).toEqual([area().value]); // a reload shows the laid-out text
    expect(q('capture-rebuilt')).not.toBeNull();
    expect(q('capture-from')!.querySelector('a')!.getAttribute('href')).toBe('https://cards.example/giant');
    expect(q('capture-clean')!.textContent).toBe('captureNoProblems');
    expect(all('capture-zh').map((p) => p.textContent)).toEqual([R0.zh, R1.zh]);
    expect(all('capture-en').map((p) => p.textContent)).toEqual([R0.en, R1.en]);
    expect(all('capture-date').map((p) => p.textContent)).toEqual([R0.date, R1.date]);
    expect(q('capture-count')!.textContent).toBe('captureFound rulingCount 2 2 0');
    expect(save().disabled).toBe(false);
  });

  it('re-checks as the reader types: an error is listed with its position, Save waits; choosing it moves the caret; fixed, Save is back', async () => {
    await page({ text: seedText([R0, R1]), via: 'page', at: 1, laidOut: true });
    await until(() => !save().disabled, 'Save enabled');
    const broken = seedText([R0, R1]).replace(`(${R1.date} ${R1.source})`, `(${R1.date})`);
    type(broken);
    await until(() => !!q('capture-problems'), 'the problem list');
    const items = [...q('capture-problems')!.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toEqual(['selection:9:14: error: missing source after the date']);
    expect(save().disabled).toBe(true);
    expect(q('capture-why-not')!.textContent).toBe('captureFixErrors 1');
    expect(area().getAttribute('aria-invalid')).toBe('true');
    // The ruling that did parse is still previewed.
    expect(all('capture-en').map((p) => p.textContent)).toEqual([R0.en]);
    q('capture-problems')!.querySelector('button')!.click();
    expect(area().selectionStart).toBe(broken.split('\n').slice(0, 8).join('\n').length + 1 + 13);
    type(seedText([R0, R1]));
    await until(() => !save().disabled, 'Save enabled again');
    expect(q('capture-problems')).toBeNull();
  });

  it('saves into the personal pack, then shows the rulings as already there; a later capture adds only the new one', async () => {
    const { saves } = await page({ text: seedText([R0, R1]), via: 'page', at: 1, laidOut: true });
    await until(() => !save().disabled, 'Save enabled');
    save().click();
    await until(() => q('capture-status')!.dataset.outcome === 'saved', 'saved');
    expect(saves).toEqual([seedText([R0, R1])]);
    expect(q('capture-status')!.textContent).toBe('captureSaved rulingCount 2 My rulings');
    await until(() => all('capture-already').length === 2, 'both marked as already there');
    expect(save().disabled).toBe(true);
    expect(q('capture-why-not')!.textContent).toBe('captureNothingNew');
    expect((await loadPersonalPack(store!))!.rulings.map((r) => r.en)).toEqual([R0.en, R1.en]);

    render(null, root);
    render(<CapturePage api={await pageApi(store!, seedText([R1, R2]))} t={t} />, root);
    await until(() => all('capture-ruling').length === 2 && all('capture-already').length === 1, 'one of two already there');
    expect(root.querySelector('[data-already="true"] [data-part="capture-en"]')!.textContent).toBe(R1.en);
    expect(q('capture-count')!.textContent).toBe('captureFound rulingCount 2 1 1');
    save().click();
    await until(() => q('capture-status')!.dataset.outcome === 'saved', 'saved again');
    expect(q('capture-status')!.textContent).toBe('captureSaved rulingCount 1 My rulings captureSavedAlready 1');
    expect((await loadPersonalPack(store!))!.rulings.map((r) => r.en)).toEqual([R0.en, R1.en, R2.en]);
  });

  it('shows why a save was refused or failed, and keeps the text', async () => {
    const refusal = new PackTextRefused([{ file: 'selection', line: 3, col: 4, severity: 'error', message: 'date 2031-01-01 is in the future; is it a typo?' }]);
    await page({ text: seedText([R0]), via: 'page', at: 1, laidOut: true }, { saveError: refusal });
    await until(() => !save().disabled, 'Save enabled');
    save().click();
    await until(() => q('capture-status')!.dataset.outcome === 'refused', 'refused');
    expect(q('capture-refused')!.textContent).toBe('selection:3:4: error: date 2031-01-01 is in the future; is it a typo?');
    expect(area().value).toBe(seedText([R0]));
    render(null, root);
    store!.close();
    await deleteDB(DB_NAME);
    await page({ text: seedText([R0]), via: 'page', at: 1, laidOut: true }, { saveError: new Error('QuotaExceededError: the disk is full') });
    await until(() => !save().disabled, 'Save enabled');
    save().click();
    await until(() => q('capture-status')!.dataset.outcome === 'failed', 'failed');
    expect(q('capture-status')!.textContent).toContain('QuotaExceededError: the disk is full');
  });

  it('opened empty ("Paste rulings"): nothing to check, Save disabled; pasted text is checked and saved', async () => {
    const { remembered } = await page(null);
    expect(area().value).toBe('');
    expect(q('capture-clean')!.textContent).toBe('captureNothingYet');
    expect(q('capture-rebuilt')).toBeNull();
    expect(save().disabled).toBe(true);
    type(seedText([R2]));
    await until(() => !save().disabled, 'Save enabled');
    expect(remembered).toEqual([seedText([R2])]);
    save().click();
    await until(() => q('capture-status')!.dataset.outcome === 'saved', 'saved');
    expect((await loadPersonalPack(store!))!.summary).toMatchObject({ name: 'My rulings', personal: true, rulingCount: 1 });
  });

  it('checks a long text once typing pauses, and keeps Save disabled until that check is of the text shown', async () => {
    await page(null);
    const long = seedText(syntheticRulings(200, 'long'));
    expect(long.length).toBeGreaterThan(SYNC_CHECK_CHARS);
    type(long);
    expect(save().disabled).toBe(true); // not checked yet
    await until(() => !save().disabled, 'checked after the pause');
    expect(q('capture-count')!.dataset.count).toBe('200');
    type(long.replace('(2020-01-01 official)', '(2020-01-01)'));
    await new Promise((r) => setTimeout(r, 20)); // rendered, the check still waiting for the pause
    expect(save().disabled).toBe(true);
    await until(() => !!q('capture-problems'), 'the error found after the pause');
    expect(save().disabled).toBe(true);
  });

  it('says a long selection was cut, and never renders page text as markup', async () => {
    const text = seedText([{ ...R0, zh: `${R0.zh}<img src=x onerror=alert(1)>。` }]);
    await page({ text, via: 'page', at: 1, laidOut: true, cutFrom: 1_200_000 });
    await until(() => all('capture-ruling').length === 1, 'the ruling');
    expect(q('capture-cut')!.textContent).toBe(`captureCut 1200000 ${text.length}`);
    expect(root.querySelector('img')).toBeNull();
    expect(q('capture-zh')!.textContent).toContain('<img src=x onerror=alert(1)>');
  });
});

/** A second page's api over the same store, opened with `text`. */
async function pageApi(s: PackStore, text: string): Promise<CaptureApi> {
  return {
    initial: async () => ({ text, via: 'page', at: 2, laidOut: true }),
    async personal() {
      const p = await loadPersonalPack(s);
      return p && { name: p.summary.name, rulings: p.rulings };
    },
    remember: () => {},
    save: (x) => addToPersonalPack(s, x, { name: 'My rulings' }),
    openOptions: () => {},
  };
}
