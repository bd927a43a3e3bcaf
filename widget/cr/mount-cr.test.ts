// @vitest-environment happy-dom
// mount({ cr }) wiring, with a stand-in CR reader (the reader itself: apply-cr.test.ts): files or
// a document give the first tooltip its definitions; a URL's document, read later, reaches the
// tooltips opened after it without a remount, and the marks never wait for it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WidgetData } from '../config/widget-data.ts';
import { INSTANCE_ATTR, mount, type MountInternals } from '../engine/mount.ts';
import { fakeUi, fixtureData, type FakeUi } from '../engine/test-helpers.ts';

const DEF = { rule: '702.2b', en: 'A made-up definition.', zh: '虚构的定义。' };
/** What a CR reader makes of the data: deathtouch gets a definition. */
const defined = (data: WidgetData): WidgetData => ({
  ...data,
  bundle: { ...data.bundle, crVersion: '20990101', keywords: data.bundle.keywords.map((k) => (k.id === 'deathtouch' ? { ...k, definitions: [DEF] } : k)) },
});

let ui: FakeUi | undefined;
let warnings: string[];
let calls: Array<{ cr: unknown; base: string }>;
const internals = (applyCr?: MountInternals['applyCr']): MountInternals => ({
  createUi: () => (ui = fakeUi()),
  warn: (m) => warnings.push(m),
  applyCr: applyCr && ((d, cr, w, base) => (calls.push({ cr, base }), applyCr(d, cr, w, base))),
});
const until = async (cond: () => boolean) => {
  for (let i = 0; i < 100 && !cond(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(cond()).toBe(true);
};
/** Hovers the explicit deathtouch term and gives the data its tooltip showed. */
async function hover(): Promise<{ definitions?: unknown }> {
  const before = ui?.shows.length ?? 0;
  const term = document.querySelector('rulings-term')!;
  term.dispatchEvent(new PointerEvent('pointerleave', { bubbles: true, pointerType: 'mouse' }));
  term.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' }));
  await until(() => (ui?.shows.length ?? 0) > before);
  ui!.hide();
  return ui!.shows.at(-1)!.data.keyword;
}

beforeEach(() => {
  ui = undefined;
  warnings = [];
  calls = [];
  document.documentElement.removeAttribute(INSTANCE_ATTR);
  document.body.innerHTML = '<main><p><rulings-term term="deathtouch">死触</rulings-term></p></main>';
});
afterEach(() => document.documentElement.removeAttribute(INSTANCE_ATTR));

describe('mount({ cr })', () => {
  it('files or a document: applied before the engine starts, the first tooltip has the definition', async () => {
    const files = [{ name: 'cr.txt', text: 'made up' }];
    const handle = mount({ data: fixtureData(), delay: 0, cr: files }, internals(defined));
    expect(calls).toEqual([{ cr: files, base: document.baseURI }]);
    expect((await hover()).definitions).toEqual([DEF]);
    handle.destroy();
  });

  it('a URL: the tooltip shows no definition until the document is read, then shows it without a remount', async () => {
    let release!: () => void;
    const read = new Promise<void>((r) => (release = r));
    const handle = mount({ data: fixtureData(), delay: 0, cr: 'cr/rules.txt' }, internals(async (d) => (await read, defined(d))));
    await handle.whenScanned(); // the marks did not wait for the CR
    expect((await hover()).definitions).toBeUndefined();
    release();
    await read;
    await new Promise((r) => setTimeout(r, 0));
    expect((await hover()).definitions).toEqual([DEF]);
    expect(calls.map((c) => c.cr)).toEqual(['cr/rules.txt']);
    handle.destroy();
  });

  it('a CR that could not be read leaves the data as it was', async () => {
    const handle = mount({ data: fixtureData(), delay: 0, cr: 'gone.txt' }, internals(async (d, _cr, warn) => (warn('rulings-lens: cr gone.txt: could not load'), d)));
    await new Promise((r) => setTimeout(r, 0));
    expect((await hover()).definitions).toBeUndefined();
    expect(warnings).toEqual(['rulings-lens: cr gone.txt: could not load']);
    handle.destroy();
  });

  it('without a CR the reader is never called; without a reader a CR is warned about, not dropped silently', async () => {
    mount({ data: fixtureData(), delay: 0 }, internals(defined)).destroy();
    expect(calls).toEqual([]);
    const handle = mount({ data: fixtureData(), delay: 0, cr: 'cr.txt' }, internals());
    expect(warnings).toEqual(['rulings-lens: option "cr" ignored (no CR reader)']);
    expect((await hover()).definitions).toBeUndefined();
    handle.destroy();
  });
});
