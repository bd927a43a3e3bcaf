// @vitest-environment happy-dom
// The packs panel against a fake PacksApi: a refused pick stores nothing and lists every
// problem; an accepted one is stored in one call and listed; on/off, remove and a failing store.
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { seedText, syntheticRulings } from '../../../../rulings-data/packs/pack-fixtures.ts';
import type { Pack } from '../../../../rulings-data/packs/types.ts';
import type { PackSummary } from '../../../lib/pack-store.ts';
import type { Translate } from '../../translate.ts';
import type { PacksApi } from './packs-api.ts';
import { PacksPanel } from './PacksPanel.tsx';

const root = document.createElement('div');
document.body.append(root);
afterEach(() => render(null, root));

const t: Translate = (key, subs) => [key, ...(subs ?? [])].join(' ');

function fakeApi(opts: { failAdd?: string; failExport?: string; damaged?: string[]; background?: 'down' } = {}) {
  const rows: PackSummary[] = [];
  const stored = new Map<string, Pack>();
  const calls: string[] = [];
  const api: PacksApi = {
    list: async () => rows.map((r) => ({ ...r })),
    async add(packs: readonly Pack[]) {
      calls.push(`add ${packs.map((p) => p.name).join(',')}`);
      if (opts.failAdd) throw new Error(opts.failAdd);
      const names: string[] = [];
      for (const pack of packs) {
        const { files: _f, rulings, ...p } = pack;
        const name = rows.some((r) => r.name === p.name) ? `${p.name} (2)` : p.name;
        names.push(name);
        stored.set(name, pack);
        rows.push({ ...p, name, id: name, enabled: true, importedAt: '2026-01-01T00:00:00.000Z', rulingCount: rulings.length });
      }
      return names;
    },
    async setEnabled(id, on) {
      calls.push(`enabled ${id} ${on}`);
      rows.find((r) => r.id === id)!.enabled = on;
    },
    async remove(id) {
      calls.push(`remove ${id}`);
      const [row] = rows.splice(rows.findIndex((r) => r.id === id), 1);
      return { ...stored.get(id)!, enabled: row.enabled };
    },
    async exportPack(id) {
      calls.push(`export ${id}`);
      if (opts.failExport) throw new Error(opts.failExport);
    },
    // As the background merges them: the enabled packs it skipped as damaged, by id, with why.
    async skipped() {
      if (opts.background === 'down') return null;
      return rows.filter((r) => r.enabled && opts.damaged?.includes(r.name)).map((r) => ({ id: r.id, name: r.name, problem: 'no rulings list' }));
    },
  };
  return { api, calls };
}

const file = (name: string, text: string) => new File([text], name, { type: 'text/plain' });
const q = (part: string) => root.querySelector<HTMLElement>(`[data-part="${part}"]`);
async function until(ok: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 10));
  if (!ok()) throw new Error(`timed out waiting for ${what}; html: ${root.innerHTML.slice(0, 400)}`);
}
function pick(files: File[]): void {
  const input = q('pack-input') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
const GOOD = seedText(syntheticRulings(3));

describe('PacksPanel', () => {
  it('refuses a pick with a bad file: nothing stored, every problem listed as file:line:col', async () => {
    const { api, calls } = fakeApi();
    render(<PacksPanel api={api} t={t} />, root);
    await until(() => !!q('packs-empty'), 'the empty list');
    pick([file('ok.txt', GOOD), file('bad.txt', GOOD.replace('(2020-01-01 official)', '(2020-01-32 official)'))]);
    await until(() => q('pack-status')?.dataset.outcome === 'refused', 'refused');
    expect(calls).toEqual([]);
    expect([...root.querySelectorAll('[data-part="pack-diagnostics"] li')].map((li) => li.textContent)).toEqual([expect.stringMatching(/^bad\.txt:3:4: error: /)]);
    expect(q('packs-empty')).not.toBeNull();
  });

  it('stores an accepted pick in one call and lists it; switches it off; removes it', async () => {
    const { api, calls } = fakeApi();
    render(<PacksPanel api={api} t={t} />, root);
    await until(() => !!q('packs-empty'), 'the empty list');
    pick([file('mine.txt', GOOD)]);
    await until(() => !!root.querySelector('[data-pack="mine"]'), 'the listed pack');
    expect(calls).toEqual(['add mine']);
    expect(q('pack-status')!.textContent).toContain('packsImported 1 rulingCount 3');
    expect(q('pack-dates')!.textContent).toBe('packsDates 2020-01-01 2022-03-03');
    (q('pack-enabled') as HTMLInputElement).click();
    await until(() => root.querySelector('[data-pack="mine"]')?.getAttribute('data-enabled') === 'false', 'switched off');
    q('pack-remove')!.click();
    await until(() => !!q('packs-empty'), 'the empty list again');
    expect(calls).toEqual(['add mine', 'enabled mine false', 'remove mine']);
  });

  it('names the pack when its export fails, with the reason and no "Error:" prefix', async () => {
    const { api } = fakeApi({ failExport: 'the pack is no longer stored' });
    render(<PacksPanel api={api} t={t} />, root);
    await until(() => !!q('packs-empty'), 'the empty list');
    pick([file('mine.txt', GOOD)]);
    await until(() => !!root.querySelector('[data-pack="mine"]'), 'the listed pack');
    q('pack-export')!.click();
    await until(() => q('pack-status')?.dataset.outcome === 'failed', 'failed');
    expect(q('pack-diagnostics')!.textContent).toBe('mine: export failed (the pack is no longer stored)');
  });

  it('keeps a file dropped beside the drop zone from replacing the options page', async () => {
    const { api, calls } = fakeApi();
    render(<PacksPanel api={api} t={t} />, root);
    await until(() => !!q('packs-empty'), 'the empty list');
    const drop = (type: string, types: string[]) => {
      const e = new Event(type, { bubbles: true, cancelable: true });
      Object.defineProperty(e, 'dataTransfer', { value: { types, files: [] } });
      document.body.dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect(drop('dragover', ['Files'])).toBe(true);
    expect(drop('drop', ['Files'])).toBe(true);
    expect(drop('drop', ['text/plain'])).toBe(false); // dragged text is left to the page
    expect(calls).toEqual([]);
    render(null, root);
    expect(drop('drop', ['Files'])).toBe(false); // the listeners leave with the panel
  });

  it('takes a remove back with Undo: the same pack, texts and all, switched off as it was', async () => {
    const { api, calls } = fakeApi();
    render(<PacksPanel api={api} t={t} />, root);
    await until(() => !!q('packs-empty'), 'the empty list');
    pick([file('mine.txt', GOOD)]);
    await until(() => !!root.querySelector('[data-pack="mine"]'), 'the listed pack');
    (q('pack-enabled') as HTMLInputElement).click();
    await until(() => root.querySelector('[data-pack="mine"]')?.getAttribute('data-enabled') === 'false', 'switched off');
    q('pack-remove')!.click();
    await until(() => !!q('packs-empty'), 'removed');
    expect(q('pack-status')!.dataset.outcome).toBe('removed');
    expect(q('pack-status')!.textContent).toBe('packsRemoved mine packsUndo');
    q('pack-undo')!.click();
    await until(() => root.querySelector('[data-pack="mine"]')?.getAttribute('data-enabled') === 'false', 'back, still off');
    expect(calls).toEqual(['add mine', 'enabled mine false', 'remove mine', 'add mine', 'enabled mine false']);
    expect(q('pack-status')!.dataset.outcome).toBe('');
    expect(q('pack-count')!.textContent).toBe('rulingCount 3');
  });

  it('says when a pack was stored under another name because its name was taken', async () => {
    const { api } = fakeApi();
    render(<PacksPanel api={api} t={t} />, root);
    await until(() => !!q('packs-empty'), 'the empty list');
    pick([file('mine.txt', GOOD)]);
    await until(() => !!root.querySelector('[data-pack="mine"]'), 'the listed pack');
    expect(q('pack-note')).toBeNull();
    pick([file('mine.txt', GOOD)]);
    await until(() => !!root.querySelector('[data-pack="mine (2)"]'), 'the second pack');
    expect(q('pack-note')!.textContent).toBe('packsRenamed mine (2) mine');
  });

  it('says so when storing fails, and lists nothing', async () => {
    const { api } = fakeApi({ failAdd: 'QuotaExceededError' });
    render(<PacksPanel api={api} t={t} />, root);
    await until(() => !!q('packs-empty'), 'the empty list');
    pick([file('mine.txt', GOOD)]);
    await until(() => q('pack-status')?.dataset.outcome === 'failed', 'failed');
    expect(q('pack-status')!.textContent).toContain('QuotaExceededError');
    expect(q('packs-empty')).not.toBeNull();
  });
  it('shows a pack the background skipped as damaged as "Damaged — skipped" with why, never as On', async () => {
    const { api, calls } = fakeApi({ damaged: ['broken'] });
    render(<PacksPanel api={api} t={t} />, root);
    await until(() => !!q('packs-empty'), 'the empty list');
    pick([file('broken.txt', GOOD), file('fine.txt', GOOD)]);
    await until(() => root.querySelectorAll('[data-pack]').length === 2, 'two packs listed');
    const row = (name: string) => root.querySelector<HTMLElement>(`[data-pack="${name}"]`)!;
    const box = (name: string) => row(name).querySelector<HTMLInputElement>('[data-part="pack-enabled"]')!;
    await until(() => !!row('broken').querySelector('[data-part="pack-damaged"]'), 'the damaged note');
    expect(row('broken').dataset.damaged).toBe('true');
    expect(row('broken').querySelector('[data-part="pack-damaged"]')!.textContent).toBe('packsDamaged gapsPackProblem no rulings list');
    // Its switch does not claim it is in use: shown off, locked, labelled as skipped (not On),
    // and described by the note (a screen reader hears why).
    expect([box('broken').checked, box('broken').disabled]).toEqual([false, true]);
    expect(box('broken').parentElement!.textContent).toBe(' gapsPackSkipped');
    expect(box('broken').getAttribute('aria-describedby')).toBe(row('broken').querySelector('[data-part="pack-damaged"]')!.id);
    box('broken').click();
    expect(calls.filter((c) => c.startsWith('enabled'))).toEqual([]);
    // Its neighbour is on as stored.
    expect(row('fine').querySelector('[data-part="pack-damaged"]')).toBeNull();
    expect([box('fine').checked, box('fine').disabled, box('fine').parentElement!.textContent]).toEqual([true, false, ' packsEnabled']);
    // Removing it is the way out.
    (row('broken').querySelector('[data-part="pack-remove"]') as HTMLButtonElement).click();
    await until(() => root.querySelectorAll('[data-pack]').length === 1, 'removed');
  });

  it('matches skipped packs by id (a pack renamed since the merge), and shows a pack stored off as off', async () => {
    const { api } = fakeApi();
    render(<PacksPanel api={api} t={t} />, root);
    await until(() => !!q('packs-empty'), 'the empty list');
    pick([file('broken.txt', GOOD), file('fine.txt', GOOD)]);
    await until(() => root.querySelectorAll('[data-pack]').length === 2, 'two packs listed');
    const [broken, fine] = await api.list();
    // The merge knew it by the name it had then: the id still names it; no other row is hit.
    api.skipped = async () => [{ id: broken.id, name: 'old name', problem: 'rulings[3] is damaged' }];
    const again = async () => {
      render(null, root);
      render(<PacksPanel api={api} t={t} />, root);
      await until(() => root.querySelectorAll('[data-pack]').length === 2, 'listed again');
    };
    await again();
    const row = (name: string) => root.querySelector<HTMLElement>(`[data-pack="${name}"]`)!;
    await until(() => row('broken').dataset.damaged === 'true', 'the damaged row');
    expect(row('broken').querySelector('[data-part="pack-problem"]')!.textContent).toBe('gapsPackProblem rulings[3] is damaged');
    expect(row('fine').dataset.damaged).toBeUndefined();
    // Stored off, the background does not load it: it is off, nothing more to say.
    await api.setEnabled(broken.id, false);
    await api.setEnabled(fine.id, true);
    await again();
    expect(row('broken').dataset.damaged).toBeUndefined();
    expect(row('broken').querySelector<HTMLInputElement>('[data-part="pack-enabled"]')!.checked).toBe(false);
  });

  it('after an import, asks the browser to keep the packs, and says so only when it refused', async () => {
    for (const granted of [true, false]) {
      const { api, calls } = fakeApi();
      api.keepStored = async () => (calls.push('keep'), granted);
      render(<PacksPanel api={api} t={t} />, root);
      await until(() => !!q('packs-empty'), 'the empty list');
      pick([file('mine.txt', GOOD)]);
      await until(() => q('pack-status')?.dataset.outcome === 'imported', 'imported');
      expect(calls).toEqual(['add mine', 'keep']);
      const notes = [...root.querySelectorAll('[data-part="pack-note"]')].map((n) => n.textContent);
      expect(notes).toEqual(granted ? [] : ['gapsStorageRefused']);
      render(null, root);
    }
  });

  it('says nothing about damage when the background does not answer', async () => {
    const { api } = fakeApi({ damaged: ['broken'], background: 'down' });
    render(<PacksPanel api={api} t={t} />, root);
    await until(() => !!q('packs-empty'), 'the empty list');
    pick([file('broken.txt', GOOD)]);
    await until(() => root.querySelectorAll('[data-pack]').length === 1, 'the pack listed');
    expect(root.querySelector('[data-part="pack-damaged"]')).toBeNull();
  });
});
