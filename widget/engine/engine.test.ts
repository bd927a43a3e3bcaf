// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createMatcher } from '../../rulings-data/matcher/index.ts';
import { resolveOptions, type WidgetOptions } from '../config/options.ts';
import { createBundleLookup } from './bundle-lookup.ts';
import { createEngine, type Engine } from './engine.ts';
import { fakeUi, fixtureData, type FakeUi } from './test-helpers.ts';

let engine: Engine | null = null;
let ui: FakeUi;
afterEach(() => {
  engine?.destroy();
  engine = null;
  document.body.innerHTML = '';
  document.title = '';
});

function start(html: string, opts: WidgetOptions = {}): Engine {
  engine?.destroy(); // one engine at a time: a leaked one would keep observing the page
  document.body.innerHTML = html;
  const data = fixtureData();
  ui = fakeUi();
  engine = createEngine({
    options: resolveOptions({ delay: 0, ...opts }, () => {}),
    matcher: createMatcher(data.terms),
    lookup: createBundleLookup(data.bundle),
    ui: () => ui,
  });
  return engine;
}

const textOf = (sel: string) => document.querySelector(sel)!.firstChild as Text;
const ids = (e: Engine, sel: string) => (e.index.get(textOf(sel)) ?? []).map((m) => m.id);
const until = async (cond: () => boolean, what: string) => {
  for (let i = 0; i < 100; i++) {
    if (cond()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
};

describe('engine scanning', () => {
  it('indexes keywords in prose and nothing in skipped elements', async () => {
    const e = start(`<p id="a">Proliferate, then deathtouch.</p><pre id="b">proliferate</pre>
      <textarea id="c">deathtouch</textarea><div contenteditable><p id="d">deathtouch</p></div>
      <p data-rulings-ignore><span id="f">deathtouch</span></p>`);
    await e.whenScanned();
    expect(ids(e, '#a')).toEqual(['proliferate', 'deathtouch']);
    for (const sel of ['#b', '#c', '#d', '#f']) expect(ids(e, sel)).toEqual([]);
  });

  it('scans code only with scanCode', async () => {
    const e = start('<pre id="b">proliferate</pre>', { scanCode: true });
    await e.whenScanned();
    expect(ids(e, '#b')).toEqual(['proliferate']);
  });

  it('drops and rescans a text node whose text changes, and follows added / removed nodes', async () => {
    const e = start('<p id="a">Proliferate now.</p><div id="box"></div>');
    await e.whenScanned();
    const node = textOf('#a');
    node.data = 'Nothing to see.';
    expect(e.index.matchAt(node, 0)).toBeUndefined(); // stale entries answer nothing at once
    await until(() => !e.index.has(node), 'the changed node to be forgotten');
    node.data = 'Now deathtouch.';
    await until(() => ids(e, '#a').join() === 'deathtouch', 'the changed node to be rescanned');

    const added = document.createElement('p');
    added.innerHTML = '<b>First strike</b> and more';
    document.getElementById('box')!.append(added);
    await until(() => e.index.has(added.querySelector('b')!.firstChild as Text), 'the added node to be scanned');

    const removedText = added.querySelector('b')!.firstChild as Text;
    added.remove();
    await until(() => !e.index.has(removedText), 'the removed node to be forgotten');
  });

  it('finds MTG context on the page and then accepts everyday keywords', async () => {
    const e = start('<p>万智牌 rulings</p><p id="a">it still has ward</p><p id="b">a ward of the hospital</p>');
    await e.whenScanned();
    expect(e.context()).toBe('mtg');
    expect(ids(e, '#a')).toEqual(['ward']);
    // At the default level (mechanics) an article before an everyday word makes it ordinary English.
    expect(ids(e, '#b')).toEqual([]);

    const plain = start('<p>Cooking notes</p><p id="a">it still has ward</p>');
    await plain.whenScanned();
    expect(plain.context()).toBe('auto');
    expect(ids(plain, '#a')).toEqual([]);
  });

  it('marks at the level it is given: rules adds the rules concepts', async () => {
    // face-down is a concept in the test table (rulings-data/matcher/test-fixtures.ts).
    const html = '<p>万智牌 rulings</p><p id="a">Proliferate, then deathtouch: it stays face-down.</p>';
    const mech = start(html);
    await mech.whenScanned();
    expect(ids(mech, '#a')).toEqual(['proliferate', 'deathtouch']);
    const rules = start(html, { level: 'rules' });
    await rules.whenScanned();
    expect(ids(rules, '#a')).toEqual(['proliferate', 'deathtouch', 'face-down']);
  });

  it('honours ignore and ignoreKeyword()', async () => {
    const e = start('<p id="a">Proliferate, then deathtouch.</p>', { ignore: ['deathtouch'] });
    await e.whenScanned();
    expect(ids(e, '#a')).toEqual(['proliferate']);
    e.ignoreKeyword('proliferate');
    await e.whenScanned();
    expect(ids(e, '#a')).toEqual([]);
  });

  it('scans open shadow roots and follows their mutations', async () => {
    document.body.innerHTML = '';
    const e = start('<div id="host"></div>');
    await e.whenScanned();
    // Shadow content attached after the first scan is found through the host's insertion…
    const host = document.createElement('div');
    const sr = host.attachShadow({ mode: 'open' });
    sr.innerHTML = '<p>Deathtouch inside</p>';
    document.body.append(host);
    const inner = sr.querySelector('p')!.firstChild as Text;
    await until(() => e.index.has(inner), 'shadow text to be scanned');
    // …and later changes inside the shadow root are observed too.
    inner.data = 'nothing';
    await until(() => !e.index.has(inner), 'shadow text change to be seen');
  });
});

describe('explicit terms', () => {
  it('shows the named keyword on hover, whatever the text says', async () => {
    const e = start('<p>Read <rulings-term term="proliferate">this word</rulings-term>.</p>');
    await e.whenScanned();
    const el = document.querySelector('rulings-term')!;
    el.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, composed: true, pointerType: 'mouse', clientX: 5, clientY: 5 }));
    await until(() => ui.shows.length > 0, 'the tooltip to open');
    expect(ui.shows[0].data.keyword.id).toBe('proliferate');
    expect(ui.shows[0].data.rulings.map((r) => r.id)).toEqual(['r-bbbbbbbbbb', 'r-aaaaaaaaaa']);
    expect(ui.shows[0].anchor).toBe(el);
    expect(ui.shows[0].info).toEqual({ text: 'this word', confidence: 'high' });
  });

  it('resolves names in any script, and pins on Enter from the keyboard', async () => {
    const e = start('<p><rulings-term term="死触">DT</rulings-term></p>');
    await e.whenScanned();
    const el = document.querySelector('rulings-term') as HTMLElement;
    expect(el.getAttribute('tabindex')).toBe('0');
    el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await until(() => ui.pins > 0, 'the tooltip to pin');
    expect(ui.shows.at(-1)!.data.keyword.id).toBe('deathtouch');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(ui.isOpen()).toBe(false);
  });

  it('gives only <rulings-term> a tab stop, and takes it back on destroy', async () => {
    const e = start('<span id="s" data-rulings-term="ward">w</span><rulings-term term="ward">w</rulings-term><rulings-term term="ward" tabindex="-1">x</rulings-term>');
    await e.whenScanned();
    const [mine, theirs] = Array.from(document.querySelectorAll('rulings-term'));
    expect(mine.getAttribute('tabindex')).toBe('0');
    expect(theirs.getAttribute('tabindex')).toBe('-1');
    expect(document.getElementById('s')!.hasAttribute('tabindex')).toBe(false);
    e.destroy();
    expect(mine.hasAttribute('tabindex')).toBe(false);
    expect(theirs.getAttribute('tabindex')).toBe('-1');
  });
});
