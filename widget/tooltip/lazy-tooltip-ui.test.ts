// @vitest-environment happy-dom
// The lazy TooltipUi proxy over the REAL tooltip (createTooltipUi) behind a loader the test
// resolves or rejects by hand: what the page shows before, during and after the load.
import { afterEach, describe, expect, it } from 'vitest';
import type { TooltipUi, TooltipUiOptions } from '../contracts.ts';
import { createTooltipController, type Target } from '../engine/tooltip-controller.ts';
import { createTooltipUi } from './create-tooltip-ui.tsx';
import { HOST_TAG } from './host.ts';
import { createLazyTooltipUi, type TooltipUiFactory } from './lazy-tooltip-ui.ts';
import { anchorAt, INFO, proliferate } from './test-fixtures.ts';

interface Loader {
  load(): Promise<TooltipUiFactory>;
  calls: number;
  /** Options the factory was called with (one entry per real UI created). */
  created: TooltipUiOptions[];
  resolve(): Promise<void>;
  reject(err: Error): Promise<void>;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A loader whose every call waits for resolve() / reject(). */
function loader(): Loader {
  let settle: { resolve(f: TooltipUiFactory): void; reject(e: Error): void } | null = null;
  const l: Loader = {
    calls: 0,
    created: [],
    load() {
      l.calls++;
      return new Promise<TooltipUiFactory>((resolve, reject) => (settle = { resolve, reject }));
    },
    async resolve() {
      settle!.resolve((options) => (l.created.push(options), createTooltipUi(options)));
      await flush();
    },
    async reject(err) {
      settle!.reject(err);
      await flush();
    },
  };
  return l;
}

let uis: TooltipUi[] = [];
afterEach(() => {
  for (const ui of uis.splice(0)) ui.destroy();
  document.body.replaceChildren();
});

function lazy(l: Loader, options: Partial<TooltipUiOptions> = {}) {
  const warnings: string[] = [];
  const ui = createLazyTooltipUi({ theme: 'auto', lang: 'en', ...options }, { load: l.load, warn: (m) => warnings.push(m) });
  uis.push(ui);
  return { ui, warnings };
}

const hosts = () => document.querySelectorAll(HOST_TAG);
const panel = () => hosts()[0]?.shadowRoot?.querySelector<HTMLElement>('[data-part="panel"]') ?? null;
const shownKeyword = () => panel()?.dataset.keyword ?? null;

describe('lazy tooltip UI', () => {
  it('adds nothing and loads nothing until the first show()', async () => {
    const l = loader();
    const { ui } = lazy(l);
    ui.setTheme('dark');
    ui.hide();
    ui.pin();
    await flush();
    expect(l.calls).toBe(0);
    expect(hosts()).toHaveLength(0);
    expect(ui.isOpen()).toBe(false);
    expect(ui.host.isConnected).toBe(false);
  });

  it('first show(): loads once, answers honestly while loading, then shows with the latest theme and language', async () => {
    const l = loader();
    const { ui, warnings } = lazy(l);
    ui.show(proliferate(), anchorAt(), INFO);
    expect(l.calls).toBe(1);
    // Asked to show: open for the controller, but no panel (and no host) on the page yet.
    expect(ui.isOpen()).toBe(true);
    expect(ui.isPinned()).toBe(false);
    expect(ui.panelRect()).toBeNull();
    expect(hosts()).toHaveLength(0);
    expect(ui.containsEventTarget(document.body)).toBe(false);
    ui.setLang('zh');
    ui.setTheme('dark');

    await l.resolve();
    expect(hosts()).toHaveLength(1);
    expect(ui.host).toBe(hosts()[0]);
    expect(shownKeyword()).toBe('proliferate');
    expect(l.created).toEqual([expect.objectContaining({ theme: 'dark', lang: 'zh' })]);
    expect(ui.isOpen()).toBe(true);
    expect(ui.panelRect()).not.toBeNull();
    expect(ui.containsEventTarget(panel())).toBe(true);
    expect(warnings).toEqual([]);

    // From now on everything goes straight through, synchronously.
    ui.hide();
    expect(ui.isOpen()).toBe(false);
    ui.show(proliferate(), anchorAt(), INFO);
    expect(shownKeyword()).toBe('proliferate');
    expect(l.calls).toBe(1);
    expect(l.created).toHaveLength(1);
  });

  it('hide() before the load: nothing opens when it arrives; the next show() is immediate', async () => {
    const l = loader();
    const { ui } = lazy(l);
    ui.show(proliferate(), anchorAt(), INFO);
    ui.hide();
    expect(ui.isOpen()).toBe(false);
    await l.resolve();
    expect(hosts()).toHaveLength(0);
    expect(ui.isOpen()).toBe(false);
    ui.show(proliferate(), anchorAt(), INFO);
    expect(shownKeyword()).toBe('proliferate');
    expect(l.calls).toBe(1);
  });

  it('show() twice before the load: one load, the latest one is shown', async () => {
    const l = loader();
    const { ui } = lazy(l);
    ui.show(proliferate(), anchorAt(), INFO);
    const ward = proliferate({ keyword: { ...proliferate().keyword, id: 'ward', en: 'Ward', zhHans: '守护', zhHant: '守護' } });
    ui.show(ward, anchorAt(300, 300), { text: 'Ward', confidence: 'high' });
    expect(l.calls).toBe(1);
    await l.resolve();
    expect(hosts()).toHaveLength(1);
    expect(shownKeyword()).toBe('ward');
  });

  it('pin() before the load is replayed after the show: focus goes into the panel and comes back on Esc', async () => {
    const l = loader();
    const { ui } = lazy(l);
    const trigger = document.createElement('button');
    document.body.append(trigger);
    trigger.focus();
    ui.show(proliferate(), anchorAt(), INFO, { pinned: true });
    ui.pin(trigger);
    expect(ui.isPinned()).toBe(true);
    await l.resolve();
    expect(ui.isPinned()).toBe(true);
    expect(hosts()[0].shadowRoot!.activeElement).toBe(panel());
    panel()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true }));
    expect(ui.isOpen()).toBe(false);
    expect(document.activeElement).toBe(trigger);
  });

  it('a failed load: logged once, nothing shown, nothing thrown; the next show() tries again and works', async () => {
    const l = loader();
    const { ui, warnings } = lazy(l);
    ui.show(proliferate(), anchorAt(), INFO);
    await l.reject(new Error('Failed to fetch dynamically imported module'));
    expect(ui.isOpen()).toBe(false);
    expect(hosts()).toHaveLength(0);
    expect(warnings).toEqual([
      'rulings-lens: the tooltip could not be loaded (Failed to fetch dynamically imported module); words stay marked, and the next hover tries again',
    ]);

    ui.show(proliferate(), anchorAt(), INFO);
    expect(l.calls).toBe(2);
    await l.reject(new Error('again'));
    expect(warnings).toHaveLength(1); // once, however often it fails

    ui.show(proliferate(), anchorAt(), INFO);
    await l.resolve();
    expect(shownKeyword()).toBe('proliferate');
    expect(l.calls).toBe(3);
  });

  it('a module that does not give a factory counts as a failed load', async () => {
    const warnings: string[] = [];
    const ui = createLazyTooltipUi({ theme: 'auto', lang: 'en' }, { load: async () => undefined as unknown as TooltipUiFactory, warn: (m) => warnings.push(m) });
    uis.push(ui);
    ui.show(proliferate(), anchorAt(), INFO);
    await flush();
    expect(ui.isOpen()).toBe(false);
    expect(warnings).toEqual([expect.stringContaining('the loaded module gave undefined, not a tooltip factory')]);
  });

  it('destroy() before the load: nothing is created when it arrives, and a late failure is not reported', async () => {
    const resolved = loader();
    const a = lazy(resolved);
    a.ui.show(proliferate(), anchorAt(), INFO);
    a.ui.destroy();
    await resolved.resolve();
    expect(resolved.created).toHaveLength(0);
    expect(hosts()).toHaveLength(0);
    a.ui.show(proliferate(), anchorAt(), INFO);
    expect(hosts()).toHaveLength(0);

    const rejected = loader();
    const b = lazy(rejected);
    b.ui.show(proliferate(), anchorAt(), INFO);
    b.ui.destroy();
    await rejected.reject(new Error('gone'));
    expect(b.warnings).toEqual([]);
  });

  it('destroy() after the load removes the real host', async () => {
    const l = loader();
    const { ui } = lazy(l);
    ui.show(proliferate(), anchorAt(), INFO);
    await l.resolve();
    expect(hosts()).toHaveLength(1);
    ui.destroy();
    expect(hosts()).toHaveLength(0);
  });
});

describe('lazy tooltip UI behind the engine\'s tooltip controller', () => {
  function setup() {
    const l = loader();
    let ui: TooltipUi | null = null;
    const controller = createTooltipController({
      ui: () => (ui ??= lazy(l).ui),
      existingUi: () => ui,
      lookup: () => proliferate(),
      delay: 0,
      setActive: () => {},
      setTimer: (fn, ms) => setTimeout(fn, ms),
      clearTimer: (id) => clearTimeout(id as number),
      warn: () => {},
    });
    const target: Target = { id: 'proliferate', key: {}, anchor: anchorAt(100, 100), info: INFO };
    return { l, controller, target };
  }

  it('the pointer leaving the word while the UI loads: nothing opens; hovering again shows it at once', async () => {
    const { l, controller, target } = setup();
    controller.hover(target, 110, 105);
    await flush(); // the lookup answered: the tooltip is asked to show, the UI is loading
    expect(l.calls).toBe(1);
    controller.hover(null, 600, 600);
    await l.resolve();
    expect(hosts()).toHaveLength(0);
    expect(controller.shown()).toBeNull();

    controller.hover(target, 110, 105);
    await flush();
    expect(shownKeyword()).toBe('proliferate');
    expect(controller.shown()).toBe(target);
  });

  it('the pointer staying on the word: the tooltip opens once the UI is there', async () => {
    const { l, controller, target } = setup();
    controller.hover(target, 110, 105);
    await flush();
    controller.hover(target, 112, 106);
    await l.resolve();
    expect(shownKeyword()).toBe('proliferate');
    expect(controller.shown()).toBe(target);
  });
});

describe('lazy tooltip UI: the idle warm-up (prepare)', () => {
  it('prepare() loads the module and lays out a hidden panel once it is there; nothing stays shown', async () => {
    const l = loader();
    const { ui } = lazy(l);
    ui.prepare!(proliferate(), INFO);
    expect(l.calls).toBe(1);
    expect(ui.isOpen()).toBe(false); // a warm-up is not a tooltip: leaving a word must not wait on it
    expect(hosts()).toHaveLength(0);
    await l.resolve();
    expect(l.created).toHaveLength(1);
    expect(hosts()).toHaveLength(1); // the host is in place for the first hover
    expect(panel()).toBeNull();
    expect(ui.isOpen()).toBe(false);
    ui.show(proliferate(), anchorAt(), INFO);
    expect(shownKeyword()).toBe('proliferate');
    expect(l.calls).toBe(1);
  });

  it('a show() during the load wins: it is replayed, the warm-up is dropped', async () => {
    const l = loader();
    const { ui } = lazy(l);
    ui.prepare!(proliferate(), INFO);
    const ward = proliferate({ keyword: { ...proliferate().keyword, id: 'ward', en: 'Ward', zhHans: '守护', zhHant: '守護' } });
    ui.show(ward, anchorAt(), { text: 'Ward', confidence: 'high' });
    expect(l.calls).toBe(1);
    await l.resolve();
    expect(shownKeyword()).toBe('ward');
    expect(ui.isOpen()).toBe(true);
  });

  it('a failed load during the warm-up is reported once; the next show() tries again', async () => {
    const l = loader();
    const { ui, warnings } = lazy(l);
    ui.prepare!(proliferate(), INFO);
    await l.reject(new Error('blocked'));
    expect(warnings).toHaveLength(1);
    expect(hosts()).toHaveLength(0);
    ui.show(proliferate(), anchorAt(), INFO);
    expect(l.calls).toBe(2);
    await l.resolve();
    expect(shownKeyword()).toBe('proliferate');
  });

  it('after destroy() a pending warm-up creates nothing', async () => {
    const l = loader();
    const { ui } = lazy(l);
    ui.prepare!(proliferate(), INFO);
    ui.destroy();
    await l.resolve();
    expect(l.created).toHaveLength(0);
    expect(hosts()).toHaveLength(0);
  });
});

describe('announce() through the proxy', () => {
  const live = () => hosts()[0]?.shadowRoot?.querySelector<HTMLElement>('[data-part="live"]')?.textContent ?? null;
  const said = (text: string) => new Promise<void>((resolve, reject) => {
    const started = Date.now();
    const check = () => (live()?.includes(text) ? resolve() : Date.now() - started > 2000 ? reject(new Error(`not said: ${text} (region: ${live()})`)) : setTimeout(check, 20));
    check();
  });

  it('an announcement made while the UI loads is said once it is there, with the opening words', async () => {
    const l = loader();
    const { ui } = lazy(l);
    ui.show(proliferate(), anchorAt(), INFO);
    ui.announce!('Mark 1 of 4.');
    await l.resolve();
    // Replayed show first, then the message: said together, in that order.
    await said('Proliferate, 增殖, rule 701.34. ');
    expect(live()).toMatch(/^Proliferate, .* Mark 1 of 4\.$/);
  });

  it('with nothing being shown it is dropped (nothing loads for it); once loaded it goes straight through', async () => {
    const l = loader();
    const { ui } = lazy(l);
    ui.announce!('lost');
    expect(l.calls).toBe(0);
    ui.show(proliferate(), anchorAt(), INFO);
    await l.resolve();
    ui.announce!('Mark 2 of 4.');
    await said('Mark 2 of 4.');
    expect(live()).not.toContain('lost');
  });
});
