// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LANG_STORAGE_KEY } from '../config/lang-memory.ts';
import type { TooltipUiOptions } from '../contracts.ts';
import { INSTANCE_ATTR, mount, type MountInternals } from './mount.ts';
import { fakeUi, fixtureData, type FakeUi } from './test-helpers.ts';

let uis: FakeUi[] = [];
let uiOptions: TooltipUiOptions[] = [];
let warnings: string[] = [];
const internals = (): MountInternals => ({
  createUi: (o) => {
    uiOptions.push(o);
    const ui = fakeUi();
    uis.push(ui);
    return ui;
  },
  warn: (m) => warnings.push(m),
});
const until = async (cond: () => boolean) => {
  for (let i = 0; i < 100 && !cond(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(cond()).toBe(true);
};

beforeEach(() => {
  uis = [];
  uiOptions = [];
  warnings = [];
  document.documentElement.removeAttribute(INSTANCE_ATTR);
  document.body.innerHTML = '<main><p>Proliferate, then <rulings-term term="deathtouch">死触</rulings-term>.</p><pre>code</pre></main>';
  localStorage.clear();
});
afterEach(() => document.documentElement.removeAttribute(INSTANCE_ATTR));

describe('mount', () => {
  it('marks <html> while mounted and removes the mark on destroy', async () => {
    const handle = mount({ data: fixtureData() }, internals());
    expect(handle.active).toBe(true);
    expect(document.documentElement.getAttribute(INSTANCE_ATTR)).toBe('widget');
    await handle.whenScanned();
    handle.destroy();
    expect(document.documentElement.hasAttribute(INSTANCE_ATTR)).toBe(false);
    handle.destroy(); // idempotent
  });

  it('stands aside, with one warning, when another instance owns the page', () => {
    const first = mount({ data: fixtureData() }, internals());
    const second = mount({ data: fixtureData(), delay: 'bad' as unknown as number }, internals());
    expect(second.active).toBe(false);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/another instance \(widget\)/);
    second.destroy(); // must not undo the first instance's mark
    expect(document.documentElement.getAttribute(INSTANCE_ATTR)).toBe('widget');
    first.destroy();

    document.documentElement.setAttribute(INSTANCE_ATTR, 'extension');
    expect(mount({ data: fixtureData() }, internals()).active).toBe(false);
    expect(warnings[1]).toMatch(/another instance \(extension\)/);
    expect(document.documentElement.getAttribute(INSTANCE_ATTR)).toBe('extension');
  });

  it('leaves the page exactly as it was after destroy, even after showing and pinning a tooltip', async () => {
    const before = document.documentElement.outerHTML;
    const handle = mount({ data: fixtureData(), delay: 0 }, internals());
    await handle.whenScanned();
    expect(uis).toHaveLength(0); // no host element until a tooltip is needed
    const term = document.querySelector('rulings-term') as HTMLElement;
    expect(term.getAttribute('tabindex')).toBe('0');
    term.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await until(() => uis[0]?.isPinned() === true);
    expect(document.documentElement.outerHTML).not.toBe(before);
    handle.destroy();
    expect(uis[0].destroyed).toBe(true);
    expect(document.documentElement.outerHTML).toBe(before);
    expect(document.adoptedStyleSheets).toHaveLength(0);
  });

  it('refresh() rescans the root', async () => {
    const handle = mount({ data: fixtureData(), root: 'main' }, internals());
    await handle.whenScanned();
    handle.refresh();
    await handle.whenScanned();
    expect(handle.options.root).toBe(document.querySelector('main'));
    handle.destroy();
  });

  it('needs data, and says so', () => {
    expect(() => mount({}, internals())).toThrow(/needs options\.data/);
    expect(document.documentElement.hasAttribute(INSTANCE_ATTR)).toBe(false);
  });

  it('opens the UI in the remembered language and remembers changes', async () => {
    localStorage.setItem(LANG_STORAGE_KEY, 'en');
    const handle = mount({ data: fixtureData(), lang: 'zh', delay: 0 }, internals());
    const term = document.querySelector('rulings-term')!;
    term.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' }));
    await until(() => uiOptions.length === 1);
    expect(uiOptions[0].lang).toBe('en');
    uiOptions[0].onLangChange!('zh');
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBe('zh');
    handle.destroy();
  });

  it('does not touch storage with rememberLang: false', async () => {
    localStorage.setItem(LANG_STORAGE_KEY, 'en');
    const handle = mount({ data: fixtureData(), lang: 'zh', delay: 0, rememberLang: false }, internals());
    document.querySelector('rulings-term')!.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' }));
    await until(() => uiOptions.length === 1);
    expect(uiOptions[0].lang).toBe('zh');
    expect(uiOptions[0].onLangChange).toBeUndefined();
    handle.destroy();
  });
});
