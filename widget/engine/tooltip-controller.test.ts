// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { LookupFn, TooltipData } from '../contracts.ts';
import { fakeUi } from './test-helpers.ts';
import { createTooltipController, GRACE_MS, inSafeZone, type Target } from './tooltip-controller.ts';

function data(id: string): TooltipData {
  return { keyword: { id, kind: 'keyword-ability', rule: '702.1', en: id, zhHans: id, zhHant: id }, rulings: [], dataDate: '2024-01-01' };
}
const target = (id: string, rect = new DOMRect(10, 10, 50, 16)): Target => ({
  id,
  key: {},
  anchor: { getBoundingClientRect: () => rect },
  info: { text: id, confidence: 'medium' },
});

/** Manual timers: `tick(ms)` runs what is due. */
function setup(lookup: LookupFn, delay = 100) {
  let now = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  let id = 0;
  const ui = fakeUi();
  const active: Array<Target | null> = [];
  const c = createTooltipController({
    ui: () => ui,
    existingUi: () => ui,
    lookup,
    delay,
    setActive: (t) => active.push(t),
    setTimer: (fn, ms) => (timers.set(++id, { at: now + ms, fn }), id),
    clearTimer: (x) => void timers.delete(x as number),
    warn: () => {},
  });
  const tick = async (ms: number) => {
    now += ms;
    for (const [k, t] of [...timers]) if (t.at <= now) (timers.delete(k), t.fn());
    await Promise.resolve();
    await Promise.resolve();
  };
  return { c, ui, tick, active };
}

describe('tooltip controller', () => {
  it('opens after the delay, not before, and only for the word still hovered', async () => {
    const { c, ui, tick } = setup((id) => data(id));
    const a = target('ward');
    c.hover(a, 20, 15);
    await tick(99);
    expect(ui.shows).toHaveLength(0);
    c.hover(target('madness'), 80, 15); // moved to another word: the delay restarts
    await tick(50);
    expect(ui.shows).toHaveLength(0);
    await tick(50);
    expect(ui.shows.map((s) => s.data.keyword.id)).toEqual(['madness']);
  });

  it('drops an async answer that arrives after the pointer moved on', async () => {
    const resolvers = new Map<string, (d: TooltipData) => void>();
    const { c, ui, tick } = setup((id) => new Promise((r) => resolvers.set(id, r)), 0);
    c.hover(target('ward'), 20, 15);
    c.hover(null, 400, 400); // left before the answer came
    c.hover(target('madness'), 80, 15);
    resolvers.get('madness')!(data('madness'));
    await tick(0);
    resolvers.get('ward')!(data('ward')); // stale
    await tick(0);
    expect(ui.shows.map((s) => s.data.keyword.id)).toEqual(['madness']);
  });

  it('stays open while the pointer travels toward the panel, for the grace period only', async () => {
    const { c, ui, tick, active } = setup((id) => data(id), 0);
    const word = target('ward', new DOMRect(10, 200, 50, 16)); // panel (fake) is at 0,0 100×100
    c.hover(word, 20, 205);
    await tick(0);
    expect(ui.isOpen()).toBe(true);
    expect(active.at(-1)).toBe(word);
    c.hover(null, 30, 150); // between word and panel
    await tick(GRACE_MS - 1);
    expect(ui.isOpen()).toBe(true);
    c.enterTooltip(); // reached it
    await tick(1000);
    expect(ui.isOpen()).toBe(true);
    c.hover(null, 500, 500); // far away: closes at once
    expect(ui.isOpen()).toBe(false);
    expect(active.at(-1)).toBeNull();
  });

  it('closes after the grace period if the panel is never reached', async () => {
    const { c, ui, tick } = setup((id) => data(id), 0);
    c.hover(target('ward', new DOMRect(10, 200, 50, 16)), 20, 205);
    await tick(0);
    c.hover(null, 30, 150);
    await tick(GRACE_MS);
    expect(ui.isOpen()).toBe(false);
  });

  it('ignores hover while pinned; open(pin) pins; hide() unpins', async () => {
    const { c, ui, tick } = setup((id) => data(id), 0);
    const a = target('ward');
    await c.open(a, 'pin');
    expect(ui.isPinned()).toBe(true);
    expect(ui.pins).toBe(1);
    c.hover(target('madness'), 0, 0);
    c.hover(null, 900, 900);
    await tick(1000);
    expect(ui.shows.map((s) => s.data.keyword.id)).toEqual(['ward']);
    expect(c.shown()).toBe(a);
    c.hide();
    expect(ui.isOpen()).toBe(false);
    expect(c.shown()).toBeNull();
  });

  it("a tooltip opened by key ignores a still pointer (scroll re-tests, synthetic moves) until it really moves", async () => {
    const { c, ui, tick } = setup((id) => data(id), 0);
    const a = target('ward');
    await c.open(a, 'key');
    expect(ui.shows).toHaveLength(1);
    expect(ui.shows[0].pinned).toBe(false);
    expect(c.byKey()).toBe(true);
    // The page scrolled to the word under a pointer parked elsewhere: re-tests at that point.
    c.hover(null, 500, 400);
    c.hover(target('madness'), 500, 400);
    c.hover(null, 505, 402);
    await tick(1000);
    expect(c.shown()).toBe(a);
    expect(ui.shows).toHaveLength(1);
    // A real move: the pointer takes over, as hover does (nothing under it: closed).
    c.hover(null, 540, 400);
    await tick(1000);
    expect(c.shown()).toBeNull();
    expect(c.byKey()).toBe(false);
  });

  it('Enter-style pin of the key-opened word keeps it "by key" until closed; a hover-opened one never is', async () => {
    const { c, ui } = setup((id) => data(id), 0);
    const a = target('ward');
    await c.open(a, 'key');
    await c.open(a, 'pin', null);
    expect(ui.pins).toBe(1);
    expect(c.isPinned()).toBe(true);
    expect(c.byKey()).toBe(true);
    c.hide();
    expect(c.byKey()).toBe(false);
    c.hover(a, 10, 10);
    await Promise.resolve();
    await Promise.resolve();
    expect(c.shown()).toBe(a);
    expect(c.byKey()).toBe(false);
  });

  it('preview opens pinned without moving focus', async () => {
    const { c, ui } = setup((id) => data(id), 0);
    await c.open(target('ward'), 'preview');
    expect(ui.shows[0].pinned).toBe(true);
    expect(ui.pins).toBe(0);
  });
});

describe('inSafeZone', () => {
  it('is the box spanning word and panel', () => {
    const word = new DOMRect(100, 300, 40, 20);
    const panel = new DOMRect(80, 100, 200, 180);
    expect(inSafeZone(word, panel, 120, 290)).toBe(true);
    expect(inSafeZone(word, panel, 270, 200)).toBe(true);
    expect(inSafeZone(word, panel, 120, 340)).toBe(false);
    expect(inSafeZone(word, panel, 10, 200)).toBe(false);
  });
});
