// @vitest-environment happy-dom
// The mark navigation wired into the real engine (happy-dom: no layout, so every word is given
// one box in the viewport): the shortcut loads it on the first press, next / previous go through
// the marks in reading order (explicit terms included) and open each tooltip unpinned; Enter pins
// it while focus is where the trip started, Esc closes it and puts the scroll position and focus
// back; without a loader the shortcut does nothing. Layout, scrolling and both browsers: the e2e
// suite (test/e2e/widget-keyboard-suite.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMatcher } from '../../rulings-data/matcher/index.ts';
import { resolveOptions } from '../config/options.ts';
import { createBundleLookup } from '../engine/bundle-lookup.ts';
import { createEngine, type Engine } from '../engine/engine.ts';
import { fakeUi, fixtureData, type FakeUi } from '../engine/test-helpers.ts';
import { createMarkNav } from './mark-nav.ts';

let engine: Engine | null = null;
let ui: FakeUi;
const restore: Array<() => void> = [];

beforeEach(() => {
  // One box per word, inside the viewport.
  const box = () => new DOMRect(10, 100, 50, 16);
  const proto = Range.prototype as unknown as Record<string, unknown>;
  const saved = [proto.getClientRects, proto.getBoundingClientRect, Element.prototype.scrollIntoView];
  proto.getClientRects = () => [box()];
  proto.getBoundingClientRect = box;
  Element.prototype.scrollIntoView = () => {};
  restore.push(() => {
    [proto.getClientRects, proto.getBoundingClientRect] = saved;
    Element.prototype.scrollIntoView = saved[2] as typeof Element.prototype.scrollIntoView;
  });
});

afterEach(() => {
  engine?.destroy();
  engine = null;
  document.body.innerHTML = '';
  for (const r of restore.splice(0)) r();
  vi.restoreAllMocks();
});

async function start(html: string, withNav = true): Promise<Engine> {
  document.body.innerHTML = html;
  const data = fixtureData();
  ui = fakeUi();
  engine = createEngine({
    options: resolveOptions({ delay: 0 }, () => {}),
    matcher: createMatcher(data.terms),
    lookup: createBundleLookup(data.bundle),
    ui: () => ui,
    markNav: withNav ? () => Promise.resolve(createMarkNav) : undefined,
  });
  await engine.whenScanned();
  return engine;
}

const until = async (cond: () => boolean, what: string) => {
  for (let i = 0; i < 200; i++) {
    if (cond()) return;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`timed out waiting for ${what}`);
};
const press = (init: KeyboardEventInit, target: EventTarget = document.activeElement ?? document.body) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, composed: true, ...init }));
const shortcut = (code: 'KeyJ' | 'KeyK') => press({ code, key: code.slice(-1).toLowerCase(), altKey: true, shiftKey: true });
/** The words the tooltip was shown for, in order. */
const shownWords = () => ui.shows.map((s) => s.info.text);

describe('mark navigation', () => {
  const PAGE = `<p>Proliferate, then deathtouch.</p><button id="b">page button</button>
    <p>Here <rulings-term term="ward">this ward</rulings-term> and Proliferate again.</p>`;

  it('goes through the marks in reading order from the first press, explicit terms included, each tooltip unpinned', async () => {
    await start(PAGE);
    for (const [code, count] of [['KeyJ', 1], ['KeyJ', 2], ['KeyJ', 3], ['KeyJ', 4], ['KeyK', 5]] as const) {
      shortcut(code);
      await until(() => ui.shows.length === count, `tooltip ${count}`);
    }
    expect(shownWords()).toEqual(['Proliferate', 'deathtouch', 'this ward', 'Proliferate', 'this ward']);
    expect(ui.shows.every((s) => !s.pinned)).toBe(true);
    expect(ui.pins).toBe(0);
  });

  it('at the last mark, next stays there (no wrapping to the top)', async () => {
    await start('<p>Proliferate.</p>');
    shortcut('KeyJ');
    await until(() => ui.shows.length === 1, 'the tooltip');
    shortcut('KeyJ');
    shortcut('KeyK');
    await new Promise((r) => setTimeout(r, 30));
    expect(shownWords()).toEqual(['Proliferate']);
    expect(ui.isOpen()).toBe(true);
  });

  it('Enter pins while focus is where the trip started; Esc closes and puts scroll and focus back', async () => {
    await start(PAGE);
    const button = document.getElementById('b') as HTMLButtonElement;
    button.focus();
    const at = { left: window.scrollX, top: window.scrollY };
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    shortcut('KeyJ');
    await until(() => ui.shows.length === 1, 'the tooltip');
    press({ key: 'Enter' });
    await until(() => ui.isPinned(), 'pinned');
    expect(ui.pins).toBe(1);
    let pageSawEsc = false;
    button.addEventListener('keydown', (e) => void (e.key === 'Escape' && (pageSawEsc = true)));
    press({ key: 'Escape' });
    expect(ui.isOpen()).toBe(false);
    expect(scrollTo).toHaveBeenCalledWith({ ...at, behavior: 'instant' });
    expect(document.activeElement).toBe(button);
    expect(pageSawEsc).toBe(false); // ours: the trip is over, the page's own Esc is not run too
    // No trip now: Enter and Esc are the page's again.
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    button.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(false);
  });

  it('Enter is the page\'s once focus moved on (a link the reader tabbed to)', async () => {
    await start(PAGE);
    shortcut('KeyJ');
    await until(() => ui.shows.length === 1, 'the tooltip');
    (document.getElementById('b') as HTMLButtonElement).focus();
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    document.getElementById('b')!.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(false);
    expect(ui.pins).toBe(0);
  });

  it('engine.nav() (what the extension\'s commands call) moves as the shortcut does', async () => {
    const e = await start(PAGE);
    e.nav(1);
    await until(() => ui.shows.length === 1, 'first');
    e.nav(1);
    await until(() => ui.shows.length === 2, 'second');
    expect(shownWords()).toEqual(['Proliferate', 'deathtouch']);
  });

  it('does nothing without a loader (a host that did not give one)', async () => {
    await start(PAGE, false);
    shortcut('KeyJ');
    await new Promise((r) => setTimeout(r, 30));
    expect(ui.shows).toEqual([]);
  });
});
