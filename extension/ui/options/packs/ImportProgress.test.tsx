// @vitest-environment happy-dom
// The import's progress bar: a real <progress> with words, through every phase the import worker
// reports (the worker itself is faked: api.importFiles), and gone once the outcome shows.
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { PackSummary } from '../../../lib/pack-store.ts';
import type { Translate } from '../../translate.ts';
import { progressValue, PROGRESS_MAX, type ImportOutcome, type ImportPhase, type ImportProgress } from './import-progress.ts';
import type { PacksApi } from './packs-api.ts';
import { PacksPanel } from './PacksPanel.tsx';

const root = document.createElement('div');
document.body.append(root);
afterEach(() => render(null, root));

const t: Translate = (key, subs) => [key, ...(subs ?? [])].join(' ');
const q = (sel: string) => root.querySelector<HTMLElement>(sel);
async function until(ok: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 5));
  if (!ok()) throw new Error(`timed out waiting for ${what}; html: ${root.innerHTML.slice(0, 400)}`);
}

/** An api whose import reports `steps` one at a time: each waits for `next()`. */
function steppedApi(steps: ImportProgress[], outcome: ImportOutcome) {
  const rows: PackSummary[] = [];
  let release: () => void = () => {};
  const api: PacksApi = {
    list: async () => rows,
    add: async () => [],
    async importFiles(_files, onProgress) {
      for (const step of steps) {
        onProgress(step);
        await new Promise<void>((r) => (release = r));
      }
      return outcome;
    },
    setEnabled: async () => {},
    remove: async () => null,
    exportPack: async () => {},
    skipped: async () => [],
  };
  return { api, next: () => release() };
}

function pick(): void {
  const input = q('[data-part="pack-input"]') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [new File(['x'], 'big.zip')], configurable: true });
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const at = (phase: ImportPhase, done = 0, extra: Partial<ImportProgress> = {}): ImportProgress => ({ phase, done, total: 2, file: done < 2 ? `f${done}.zip` : '', ...extra });

describe('import progress', () => {
  it('moves forward through the phases, the check phase file by file', () => {
    const steps = [at('check', 0), at('check', 1), at('store', 2), at('link', 2), at('save', 2), at('apply', 2)];
    const values = steps.map(progressValue);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(new Set(values).size).toBe(values.length);
    expect(values[0]).toBe(0);
    expect(values.at(-1)!).toBeLessThan(PROGRESS_MAX);
  });

  it('shows a <progress> and what is being done in each phase, then the outcome without it', async () => {
    const steps = [at('check', 0), at('check', 1), at('store', 2, { rulings: 70000 }), at('link', 2, { rulings: 70000 }), at('save', 2, { rulings: 70000 }), at('apply', 2, { rulings: 70000 })];
    const { api, next } = steppedApi(steps, { refused: false, diagnostics: [], names: ['big'], packNames: ['big'], rulings: 70000 });
    render(<PacksPanel api={api} t={t} />, root);
    await until(() => !!q('[data-part="packs-empty"]'), 'the empty list');
    pick();
    const seen: Array<[string | undefined, number, number, string]> = [];
    for (let i = 0; i < steps.length; i++) {
      await until(() => q('[data-part="pack-progress"]')?.dataset.phase === steps[i].phase && (i === 0 || seen[i - 1][3] !== q('[data-part="pack-progress-text"]')!.textContent), `step ${i}`);
      const bar = q('[data-part="pack-progress"] progress') as HTMLProgressElement;
      expect(bar.getAttribute('aria-labelledby')).toBe(q('[data-part="pack-progress-text"]')!.id);
      seen.push([q('[data-part="pack-progress"]')!.dataset.phase, Number(bar.getAttribute('value')), Number(bar.getAttribute('max')), q('[data-part="pack-progress-text"]')!.textContent!]);
      expect((q('[data-part="pack-input"]') as HTMLInputElement).disabled).toBe(true);
      next();
    }
    const n = (70000).toLocaleString();
    expect(seen.map(([phase, , , text]) => [phase, text])).toEqual([
      ['check', 'packsChecking f0.zip 1 2'],
      ['check', 'packsChecking f1.zip 2 2'],
      ['store', `scaleStoring ${n}`],
      ['link', `scaleLinking ${n}`],
      ['save', 'scaleSaving'],
      ['apply', 'scaleApplying'],
    ]);
    expect(seen.map(([, value]) => value)).toEqual(steps.map(progressValue));
    expect(new Set(seen.map(([, , max]) => max))).toEqual(new Set([PROGRESS_MAX]));
    await until(() => q('[data-part="pack-status"]')?.dataset.outcome === 'imported', 'the outcome');
    expect(q('[data-part="pack-progress"]')).toBeNull();
    expect(q('[data-part="pack-status"]')!.textContent).toContain('packsImported 1');
  });

  it('a refused pick ends the progress with every problem listed', async () => {
    const diagnostics = [{ file: 'big.zip/a.txt', line: 3, col: 5, severity: 'error' as const, message: 'date 2205-01-01 is in the future; is it a typo?' }];
    const { api, next } = steppedApi([at('check', 0)], { refused: true, diagnostics, names: [], packNames: [], rulings: 0 });
    render(<PacksPanel api={api} t={t} />, root);
    await until(() => !!q('[data-part="packs-empty"]'), 'the empty list');
    pick();
    await until(() => !!q('[data-part="pack-progress"]'), 'the progress');
    next();
    await until(() => q('[data-part="pack-status"]')?.dataset.outcome === 'refused', 'refused');
    expect(q('[data-part="pack-progress"]')).toBeNull();
    expect(q('[data-part="pack-diagnostics"]')!.textContent).toBe('big.zip/a.txt:3:5: error: date 2205-01-01 is in the future; is it a typo?');
    expect(q('[data-part="packs-empty"]')).not.toBeNull();
  });
});
