// @vitest-environment happy-dom
// The Comprehensive Rules panel against a fake CrApi and the real reader (read-cr.ts), with tiny
// made-up CR files written in the test (cr-text-fixtures.ts; no CR text is committed): a damaged
// pick stores nothing and lists every problem as file:line:col, the CR stored before staying; an
// English + Chinese pair is stored and shown with its version, counts, languages and files; the
// rules one language lacks are reported; remove and replace are undone; "reading…" shows while
// the files are read.
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { crText, tinyCr } from '../../../../rulings-data/cr/cr-text-fixtures.ts';
import type { CrDoc } from '../../../../rulings-data/cr/types.ts';
import type { StoredCr } from '../../../lib/cr-store.ts';
import type { Translate } from '../../translate.ts';
import type { CrApi } from './cr-api.ts';
import { CrPanel } from './CrPanel.tsx';

const root = document.createElement('div');
document.body.append(root);
afterEach(() => render(null, root));

const t: Translate = (key, subs) => [key, ...(subs ?? [])].join(' ');

function fakeApi(opts: { failSave?: string; initial?: StoredCr } = {}) {
  let stored: StoredCr | undefined = opts.initial;
  const calls: string[] = [];
  let n = 0;
  const api: CrApi = {
    load: async () => stored && structuredClone(stored),
    async save(doc: CrDoc) {
      calls.push(`save ${doc.version} ${doc.languages.join('+')}`);
      if (opts.failSave) throw new Error(opts.failSave);
      stored = { doc: structuredClone(doc), importedAt: `2026-01-0${++n}T00:00:00.000Z` };
      return structuredClone(stored);
    },
    async restore(cr) {
      calls.push(`restore ${cr.doc.version} ${cr.importedAt}`);
      stored = structuredClone(cr);
    },
    async remove() {
      calls.push('remove');
      const was = stored;
      stored = undefined;
      return was;
    },
  };
  return { api, calls, stored: () => stored };
}

const file = (name: string, text: string) => new File([text], name, { type: 'text/plain' });
const q = (part: string) => root.querySelector<HTMLElement>(`[data-part="${part}"]`);
const text = (part: string) => q(part)?.textContent ?? null;
async function until(ok: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 300 && !ok(); i++) await new Promise((r) => setTimeout(r, 10));
  if (!ok()) throw new Error(`timed out waiting for ${what}; html: ${root.innerHTML.slice(0, 600)}`);
}
function pick(files: File[]): void {
  const input = q('cr-input') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const DOC = tinyCr();
const EN = crText(DOC, 'en');
const ZH = crText(DOC, 'zh');
/** Line of `needle` in `text` (1-based), to check a diagnostic's position. */
const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;

describe('CrPanel', () => {
  it('stores an English + Chinese pair and shows its version, counts, languages and files', async () => {
    const { api, calls } = fakeApi();
    render(<CrPanel api={api} t={t} />, root);
    await until(() => !!q('cr-none'), 'nothing stored yet');
    pick([file('MagicCompRules 20260417.txt', EN), file('cr-zh.txt', ZH)]);
    await until(() => !!q('cr-doc'), 'the stored CR');
    expect(calls).toEqual(['save 20260417 en+zh']);
    expect(q('cr-status')!.dataset.outcome).toBe('imported');
    expect(text('cr-status')).toBe('crImported 2026-04-17 ');
    expect(text('cr-version')).toBe('crVersion 2026-04-17 20260417');
    expect(text('cr-counts')).toBe(`crRuleCount ${DOC.rules.length} · crGlossaryCount ${DOC.glossary.length}`);
    expect(text('cr-languages')).toBe('crLangEn + crLangZh');
    expect(text('cr-files')).toBe('MagicCompRules 20260417.txt, cr-zh.txt');
    expect(q('cr-unpaired')).toBeNull();
    expect(q('cr-none')).toBeNull();
  });

  it('refuses a damaged file whole with file:line:col, stores nothing, and keeps the CR stored before', async () => {
    const { api, calls, stored } = fakeApi();
    render(<CrPanel api={api} t={t} />, root);
    await until(() => !!q('cr-none'), 'nothing stored yet');
    pick([file('en.txt', EN)]);
    await until(() => !!q('cr-doc'), 'the English CR');
    const damaged = ZH.replace('702.9b ', '702.9bb ');
    pick([file('en.txt', EN), file('zh-damaged.txt', damaged)]);
    await until(() => q('cr-status')?.dataset.outcome === 'refused', 'refused');
    expect(calls).toEqual(['save 20260417 en']);
    const lines = [...root.querySelectorAll('[data-part="cr-diagnostics"] li')].map((li) => li.textContent);
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^zh-damaged\\.txt:${lineOf(damaged, '702.9bb ')}:1: error: .*702\\.9bb`))]);
    // The English CR stored before is still the one shown (and stored).
    expect(text('cr-languages')).toBe('crLangEn');
    expect(stored()!.doc.languages).toEqual(['en']);
  });

  it('reports the rules only one language has (kept, and listed by number)', async () => {
    const { api } = fakeApi();
    render(<CrPanel api={api} t={t} />, root);
    await until(() => !!q('cr-none'), 'nothing stored yet');
    const zhOnlyFewer = crText({ ...DOC, rules: DOC.rules.filter((r) => r.number !== '702.9c') }, 'zh');
    pick([file('en.txt', EN), file('zh.txt', zhOnlyFewer)]);
    await until(() => !!q('cr-doc'), 'the stored CR');
    expect([...root.querySelectorAll('[data-part="cr-unpaired"] li')].map((li) => [li.getAttribute('data-lang'), li.textContent])).toEqual([['en', 'crUnpaired crLangEn 702.9c 1']]);
    expect(text('cr-counts')).toBe(`crRuleCount ${DOC.rules.length} · crGlossaryCount ${DOC.glossary.length}`);
    // The warning that says so is listed with the import too.
    expect([...root.querySelectorAll('[data-part="cr-diagnostics"] li')].some((li) => /warning: .*702\.9c/.test(li.textContent ?? ''))).toBe(true);
  });

  it('takes a remove back with Undo: the same document, import time and all', async () => {
    const initial: StoredCr = { doc: { format: 1, ...DOC, languages: ['en', 'zh'], files: [{ name: 'cr.json', lang: 'en', kind: 'bilingual-json' }] }, importedAt: '2025-12-31T00:00:00.000Z' };
    const { api, calls } = fakeApi({ initial });
    render(<CrPanel api={api} t={t} />, root);
    await until(() => !!q('cr-doc'), 'the stored CR');
    q('cr-remove')!.click();
    await until(() => !!q('cr-none'), 'removed');
    expect(q('cr-status')!.dataset.outcome).toBe('removed');
    expect(text('cr-status')).toBe('crRemoved 2026-04-17 packsUndo');
    q('cr-undo')!.click();
    await until(() => !!q('cr-doc'), 'back');
    expect(calls).toEqual(['remove', 'restore 20260417 2025-12-31T00:00:00.000Z']);
    expect(text('cr-files')).toBe('cr.json');
    expect(q('cr-status')!.dataset.outcome).toBe('');
  });

  it('a new import replaces the stored CR, and Undo puts the old one back', async () => {
    const initial: StoredCr = { doc: { format: 1, ...DOC, version: '20250101', effectiveDate: '2025-01-01', languages: ['en'], files: [{ name: 'old.txt', lang: 'en', kind: 'official-txt' }] }, importedAt: '2025-01-02T00:00:00.000Z' };
    const { api, calls } = fakeApi({ initial });
    render(<CrPanel api={api} t={t} />, root);
    await until(() => text('cr-version') === 'crVersion 2025-01-01 20250101', 'the old CR');
    pick([file('new.txt', EN)]);
    await until(() => text('cr-version') === 'crVersion 2026-04-17 20260417', 'the new CR');
    expect(text('cr-status')).toBe('crReplaced 2026-04-17 packsUndo');
    q('cr-undo')!.click();
    await until(() => text('cr-version') === 'crVersion 2025-01-01 20250101', 'the old CR back');
    expect(calls).toEqual(['save 20260417 en', 'restore 20250101 2025-01-02T00:00:00.000Z']);
  });

  it('shows "reading…" with the file names while it reads, and the input is disabled meanwhile', async () => {
    const { api } = fakeApi();
    render(<CrPanel api={api} t={t} />, root);
    await until(() => !!q('cr-none'), 'nothing stored yet');
    pick([file('big.txt', EN)]);
    await until(() => !!q('cr-reading'), 'the reading state');
    expect(text('cr-reading')).toBe('crReading big.txt');
    expect((q('cr-input') as HTMLInputElement).disabled).toBe(true);
    await until(() => !!q('cr-doc'), 'read and stored');
    expect(q('cr-reading')).toBeNull();
    expect((q('cr-input') as HTMLInputElement).disabled).toBe(false);
  });

  it('refuses an empty or oversized file from its size, without reading it; a failing store is shown', async () => {
    const { api, calls } = fakeApi({ failSave: 'disk full' });
    render(<CrPanel api={api} t={t} />, root);
    await until(() => !!q('cr-none'), 'nothing stored yet');
    const huge = { name: 'huge.txt', size: 30 * 1024 * 1024, arrayBuffer: async () => { throw new Error('read a file refused by its size'); } };
    const input = q('cr-input') as HTMLInputElement;
    Object.defineProperty(input, 'files', { value: [huge, file('empty.txt', '')], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => q('cr-status')?.dataset.outcome === 'refused', 'refused');
    const lines = [...root.querySelectorAll('[data-part="cr-diagnostics"] li')].map((li) => li.textContent);
    expect(lines).toEqual([expect.stringMatching(/^huge\.txt:1:1: error: file is 30\.0 MB; the limit/), expect.stringMatching(/^empty\.txt:1:1: error: file is empty/)]);
    pick([file('en.txt', EN)]);
    await until(() => q('cr-status')?.dataset.outcome === 'failed', 'failed');
    expect(text('cr-diagnostics')).toBe('disk full');
    expect(calls).toEqual(['save 20260417 en']);
    expect(q('cr-none')).not.toBeNull();
  });

  it('shows the merge for the background as a progress bar while it runs (the import worker, as for packs), gone once done', async () => {
    const { api } = fakeApi();
    let finish = () => {};
    const save = api.save;
    api.save = async (doc, onProgress) => {
      onProgress?.({ phase: 'link', done: 0, total: 0, file: '', rulings: 70000 });
      await new Promise<void>((r) => (finish = r));
      onProgress?.({ phase: 'apply', done: 0, total: 0, file: '', rulings: 70000 });
      return save(doc);
    };
    render(<CrPanel api={api} t={t} />, root);
    await until(() => !!q('cr-none'), 'nothing stored yet');
    pick([file('en.txt', EN)]);
    await until(() => !!q('cr-progress'), 'the progress bar');
    expect(q('cr-progress')!.dataset.phase).toBe('link');
    expect(text('cr-progress-text')).toBe(`scaleLinking ${(70000).toLocaleString()}`);
    expect((q('cr-input') as HTMLInputElement).disabled).toBe(true);
    finish();
    await until(() => !!q('cr-doc'), 'stored');
    expect(q('cr-progress')).toBeNull();
  });

  it('follows a CR changed elsewhere (a subscription update in the background): shown at the data change, read again only when its key differs', async () => {
    const initial: StoredCr = { doc: { format: 1, ...DOC, version: '20250101', effectiveDate: '2025-01-01', languages: ['en'], files: [{ name: 'old.txt', lang: 'en', kind: 'official-txt' }] }, importedAt: '2025-01-02T00:00:00.000Z' };
    const { api, stored } = fakeApi({ initial });
    let loads = 0;
    const load = api.load;
    api.load = () => (loads++, load());
    let dataChanged = () => {};
    let unwatched = false;
    api.key = async () => {
      const cr = stored();
      return cr && { importedAt: cr.importedAt, version: cr.doc.version, effectiveDate: cr.doc.effectiveDate, languages: cr.doc.languages, rules: cr.doc.rules.length, glossary: cr.doc.glossary.length };
    };
    api.watch = (cb) => {
      dataChanged = cb;
      return () => (unwatched = true);
    };
    render(<CrPanel api={api} t={t} />, root);
    await until(() => text('cr-version') === 'crVersion 2025-01-01 20250101', 'the old CR');
    expect(loads).toBe(1);
    // A pack changed: same CR, not read again.
    dataChanged();
    await new Promise((r) => setTimeout(r, 20));
    expect(loads).toBe(1);
    // The background's weekly check stored a new revision of the subscribed CR.
    await api.restore({ doc: { format: 1, ...DOC, languages: ['en', 'zh'], files: [{ name: 'cr.json', lang: 'en', kind: 'bilingual-json' }] }, importedAt: '2026-05-01T00:00:00.000Z' });
    dataChanged();
    await until(() => text('cr-version') === 'crVersion 2026-04-17 20260417', 'the updated CR');
    expect(loads).toBe(2);
    expect(text('cr-languages')).toBe('crLangEn + crLangZh');
    render(null, root);
    expect(unwatched).toBe(true);
  });
});
