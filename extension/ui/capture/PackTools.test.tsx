// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
// The personal pack on the options page (PacksPanel with the capture tools) over a real
// (fake-indexeddb) pack store: its row is marked and offers "Edit text"; the editor checks the
// text as an import does — an error is listed with file:line:col and cannot be saved, the text
// stays; fixed, it replaces the pack's rulings; a stale copy is refused; any pack is renamed
// (a blank or taken name refused); removed and undone, it is still the personal pack.
import { deleteDB } from 'idb';
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { readPack } from '../../../rulings-data/packs/read-pack.ts';
import { seedText, syntheticRulings, utf8 } from '../../../rulings-data/packs/pack-fixtures.ts';
import { DB_NAME, openPackStore, type PackStore } from '../../lib/pack-store.ts';
import { addToPersonalPack, loadPersonalPack, replacePersonalText } from '../../lib/personal-pack.ts';
import type { PacksApi } from '../options/packs/packs-api.ts';
import { PacksPanel } from '../options/packs/PacksPanel.tsx';
import type { Translate } from '../translate.ts';
import type { PackToolsApi } from './pack-tools-api.ts';

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
const [R0, R1, R2, R3] = syntheticRulings(4, 'tools');
const q = (part: string, within: ParentNode = root) => within.querySelector<HTMLElement>(`[data-part="${part}"]`);
const row = (name: string) => root.querySelector<HTMLElement>(`[data-pack="${name}"]`);
async function until(ok: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 300 && !ok(); i++) await new Promise((r) => setTimeout(r, 10));
  if (!ok()) throw new Error(`timed out waiting for ${what}; html: ${root.innerHTML.slice(0, 800)}`);
}
function type(el: HTMLElement, text: string): void {
  (el as HTMLTextAreaElement).value = text;
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The panel over the store, as browser-packs-api / browser-pack-tools-api are (bar the background). */
async function panel() {
  store = await openPackStore();
  const s = store;
  const calls: string[] = [];
  const api: PacksApi = {
    list: () => s.list(),
    add: async (packs) => (await s.add(packs)).map((r) => r.name),
    setEnabled: (id, on) => s.setEnabled(id, on),
    async remove(id) {
      const stored = await s.get(id);
      await s.remove(id);
      if (!stored) return null;
      const { id: _id, importedAt: _at, rulingCount: _n, ...pack } = stored;
      return pack;
    },
    exportPack: async () => {},
    skipped: async () => [],
  } as PacksApi;
  const tools: PackToolsApi = {
    async textOf(id) {
      const p = await s.get(id);
      return { text: p!.files[0].text, since: p!.importedAt };
    },
    replaceText: (id, text, since) => (calls.push(`replace ${id}`), replacePersonalText(s, id, text, { since })),
    rename: async (id, name) => void (calls.push(`rename ${name}`), await s.update(id, { name })),
    openCapture: () => void calls.push('open capture'),
  };
  render(<PacksPanel api={api} tools={tools} t={t} />, root);
  return { calls, s };
}

async function withPersonalAndImported() {
  store = await openPackStore();
  await store.add([readPack({ name: 'other.txt', bytes: utf8(seedText([R3])) }).pack!]);
  await addToPersonalPack(store, seedText([R0, R1]), { name: 'My rulings' });
  store.close();
  const out = await panel();
  await until(() => !!row('My rulings') && !!row('other'), 'both packs listed');
  return out;
}

describe('the personal pack on the options page', () => {
  it('is marked and offers "Edit text"; every pack offers "Rename"; "Paste rulings" opens the capture page', async () => {
    const { calls } = await withPersonalAndImported();
    expect(row('My rulings')!.dataset.personal).toBe('true');
    expect(q('pack-personal', row('My rulings')!)!.textContent).toBe('capturePersonal');
    expect(q('pack-edit-text', row('My rulings')!)).not.toBeNull();
    expect(q('pack-edit-text', row('other')!)).toBeNull();
    expect(q('pack-personal', row('other')!)).toBeNull();
    expect(q('pack-rename-open', row('other')!)).not.toBeNull();
    q('capture-paste')!.click();
    expect(calls).toEqual(['open capture']);
  });

  it('edits it as text: an error is listed with file:line:col and cannot be saved (the text stays); fixed, it replaces the rulings', async () => {
    const { calls, s } = await withPersonalAndImported();
    q('pack-edit-text', row('My rulings')!)!.click();
    await until(() => (q('pack-editor-text') as HTMLTextAreaElement | null)?.value === seedText([R0, R1]), 'the stored text');
    const editorSave = () => q('pack-editor-save') as HTMLButtonElement;
    expect(editorSave().disabled).toBe(true); // nothing changed yet
    const broken = seedText([R1, R2]).replace(`(${R2.date} ${R2.source})`, `(${R2.date.slice(0, 4)}-13-01 ${R2.source})`);
    type(q('pack-editor-text')!, broken);
    await until(() => !!q('pack-editor-problems'), 'the problems');
    expect([...q('pack-editor-problems')!.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      `my-rulings.txt:9:4: error: invalid date '${R2.date.slice(0, 4)}-13-01' (expected YYYY-MM-DD, a real calendar day)`,
    ]);
    expect(editorSave().disabled).toBe(true);
    editorSave().click();
    expect(calls).toEqual([]);
    expect((q('pack-editor-text') as HTMLTextAreaElement).value).toBe(broken);
    expect(q('pack-editor-close')!.textContent).toBe('captureEditorDiscard');

    type(q('pack-editor-text')!, seedText([R1, R2]));
    await until(() => !editorSave().disabled, 'Save text enabled');
    expect(q('pack-editor-count')!.textContent).toBe('rulingCount 2');
    editorSave().click();
    await until(() => q('pack-editor-status')!.dataset.outcome === 'saved', 'saved');
    expect(calls).toHaveLength(1);
    expect((await loadPersonalPack(s))!.rulings.map((r) => r.en)).toEqual([R1.en, R2.en]);
    await until(() => q('pack-count', row('My rulings')!)!.textContent === 'rulingCount 2', 'the row re-read');
    // The editor stays open on the saved text, and a second save needs another change.
    expect(editorSave().disabled).toBe(true);
    q('pack-editor-close')!.click();
    await until(() => !q('pack-editor'), 'closed');
  });

  it('refuses to save an editor\'s stale copy (a capture was saved meanwhile) and keeps the text', async () => {
    const { s } = await withPersonalAndImported();
    q('pack-edit-text', row('My rulings')!)!.click();
    await until(() => (q('pack-editor-text') as HTMLTextAreaElement | null)?.value === seedText([R0, R1]), 'the stored text');
    await new Promise((r) => setTimeout(r, 5)); // a later importedAt
    await addToPersonalPack(s, seedText([R2]), { name: 'My rulings' });
    type(q('pack-editor-text')!, seedText([R0]));
    await until(() => !(q('pack-editor-save') as HTMLButtonElement).disabled, 'Save text enabled');
    q('pack-editor-save')!.click();
    await until(() => q('pack-editor-status')!.dataset.outcome === 'failed', 'failed');
    expect(q('pack-editor-status')!.textContent).toContain('changed since the editor opened');
    expect((q('pack-editor-text') as HTMLTextAreaElement).value).toBe(seedText([R0]));
    expect((await loadPersonalPack(s))!.rulings.map((r) => r.en)).toEqual([R0.en, R1.en, R2.en]);
  });

  it('renames a pack; a blank name or another pack\'s is refused with the reason; Escape leaves it', async () => {
    const { calls } = await withPersonalAndImported();
    q('pack-rename-open', row('My rulings')!)!.click();
    const input = () => q('pack-rename-input') as HTMLInputElement;
    await until(() => !!q('pack-rename-input'), 'the rename form');
    expect(input().value).toBe('My rulings');
    type(input(), '  ');
    q('pack-rename-save')!.click();
    await until(() => !!q('pack-rename-problem'), 'refused');
    expect(q('pack-rename-problem')!.textContent).toBe('captureRenameEmpty');
    type(input(), 'other');
    q('pack-rename-save')!.click();
    await until(() => q('pack-rename-problem')?.textContent === 'captureRenameTaken other', 'taken');
    expect(calls).toEqual([]);
    input().dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await until(() => !q('pack-rename'), 'closed');

    q('pack-rename-open', row('My rulings')!)!.click();
    await until(() => !!q('pack-rename-input'), 'the rename form');
    type(input(), 'Notes from the PTQ ');
    q('pack-rename-save')!.click();
    await until(() => !!row('Notes from the PTQ'), 'the new name listed');
    expect(calls).toEqual(['rename Notes from the PTQ']);
    expect(row('Notes from the PTQ')!.dataset.personal).toBe('true');
    expect(q('pack-rename')).toBeNull();
  });

  it('removed and undone, it is the personal pack still (edited, captured into)', async () => {
    const { s } = await withPersonalAndImported();
    q('pack-remove', row('My rulings')!)!.click();
    await until(() => !row('My rulings'), 'removed');
    expect(await loadPersonalPack(s)).toBeNull();
    q('pack-undo')!.click();
    await until(() => !!row('My rulings'), 'back');
    expect(row('My rulings')!.dataset.personal).toBe('true');
    const saved = await addToPersonalPack(s, seedText([R2]), { name: 'My rulings' });
    expect(saved.created).toBe(false);
    expect((await s.list()).filter((p) => p.personal)).toHaveLength(1);
  });
});
