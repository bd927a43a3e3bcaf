// @vitest-environment happy-dom
// The light script-tag build's tooltip UI: imported from rulings-lens.ui.mjs next to the script on
// the first show(), once, and retried under a fresh URL after a failure.
import { describe, expect, it } from 'vitest';
import type { MatchInfo, TooltipData } from '../contracts.ts';
import { fakeUi, type FakeUi } from '../engine/test-helpers.ts';
import { lazyUiFactory, uiModuleLoader } from './ui-module-loader.ts';

const SCRIPT = 'https://cdn.example/lib/v1/rulings-lens.js?v=3';
const options = { theme: 'auto', lang: 'both' } as const;
const show = (ui: { show: (...a: never[]) => void }) =>
  (ui.show as (d: TooltipData, a: Element, i: MatchInfo) => void)({} as TooltipData, document.body, {} as MatchInfo);
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('uiModuleLoader', () => {
  it('imports rulings-lens.ui.mjs next to the script, once, and hands over its default export', async () => {
    const urls: string[] = [];
    const factory = () => fakeUi();
    const load = uiModuleLoader(SCRIPT, async (u) => (urls.push(u), { default: factory }));
    expect(urls).toEqual([]); // nothing before the first tooltip
    expect(await Promise.all([load(), load()])).toEqual([factory, factory]);
    expect(await load()).toBe(factory);
    expect(urls).toEqual(['https://cdn.example/lib/v1/rulings-lens.ui.mjs']);
  });

  it('forgets a failed import and retries under a fresh URL', async () => {
    const urls: string[] = [];
    let fail = true;
    const load = uiModuleLoader(SCRIPT, async (u) => {
      urls.push(u);
      if (fail) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: () => fakeUi() };
    });
    await expect(load()).rejects.toThrow('Failed to fetch');
    fail = false;
    expect(typeof (await load())).toBe('function');
    expect(urls).toEqual(['https://cdn.example/lib/v1/rulings-lens.ui.mjs', 'https://cdn.example/lib/v1/rulings-lens.ui.mjs?attempt=2']);
  });
});

describe('lazyUiFactory', () => {
  it('imports nothing until the first show(), then shows through the loaded UI; every UI shares one import', async () => {
    const urls: string[] = [];
    const made: FakeUi[] = [];
    const warnings: string[] = [];
    const createUi = lazyUiFactory(SCRIPT, (m) => warnings.push(m), async (u) => (urls.push(u), { default: () => (made.push(fakeUi()), made.at(-1)!) }));
    const first = createUi(options);
    const second = createUi(options);
    expect(urls).toEqual([]);
    show(first);
    expect(first.isOpen()).toBe(true); // the remembered show counts as open
    await settle();
    expect(made).toHaveLength(1);
    expect(made[0].shows).toHaveLength(1);
    show(second);
    await settle();
    expect(made).toHaveLength(2);
    expect(urls).toHaveLength(1);
    expect(warnings).toEqual([]);
    first.destroy();
    second.destroy();
  });

  it('a module without a factory is a warning, not a crash', async () => {
    const warnings: string[] = [];
    const ui = lazyUiFactory(SCRIPT, (m) => warnings.push(m), async () => ({}))(options);
    show(ui);
    await settle();
    expect(ui.isOpen()).toBe(false);
    expect(warnings).toEqual([expect.stringContaining('the tooltip could not be loaded')]);
  });
});
