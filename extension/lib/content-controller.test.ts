// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Engine } from '../../widget/engine/engine.ts';
import { INSTANCE_ATTR } from '../../widget/engine/mount.ts';
import { createContentController, EXTENSION_INSTANCE } from './content-controller.ts';
import { answered, harness as baseHarness, terms, type Harness } from './content-controller-test-deps.ts';
import { DEFAULT_SETTINGS, type Settings } from './settings.ts';

const MTG_TEXT = 'Magic: The Gathering tonight: Proliferate, then pay Ward {2}{G}.';
const PLAIN_TEXT = 'Yeast cells proliferate in a warm kitchen.';

/** The shared harness with a short re-check interval (5 ms), so a test waits little for the re-check. */
const harness = (url: string): Harness => baseHarness(url, { recheckMs: 5 });
const settings = (patch: Partial<Settings> = {}): Settings => ({ ...DEFAULT_SETTINGS, ...patch });
const owner = () => document.documentElement.getAttribute(INSTANCE_ATTR);
const live = (h: Harness) => h.engines.filter((e) => !e.destroyed);

beforeEach(() => {
  document.documentElement.removeAttribute(INSTANCE_ATTR);
  document.title = '';
  document.body.innerHTML = '';
});
afterEach(() => vi.useRealTimers());

describe('content controller', () => {
  it('hands the engine the mark layer it was given (Chrome draws very big pages as boxes), and none by default', async () => {
    document.body.textContent = MTG_TEXT;
    const plain = harness('https://example.com/');
    createContentController(plain.deps).apply(settings());
    await answered();
    expect(plain.engines[0].deps.markLayer).toBeUndefined();
    const layer = () => ({ dirty() {}, destroy() {} });
    const withLayer = harness('https://example.com/');
    createContentController({ ...withLayer.deps, markLayer: layer }).apply(settings());
    await answered();
    expect(withLayer.engines[0].deps.markLayer).toBe(layer);
  });

  it('hands the engine the mark navigation with its own keys off (the browser commands are the keys), and nav() moves it', async () => {
    document.body.textContent = MTG_TEXT;
    const h = harness('https://scryfall.com/');
    const navs: number[] = [];
    const markNav = () => Promise.reject(new Error('not loaded in this test'));
    const c = createContentController({
      ...h.deps,
      markNav,
      createEngine: (deps) => (h.engines.push({ deps, destroyed: false, ignored: [] }), { nav: (dir: number) => navs.push(dir), destroy() {} }) as unknown as Engine,
    });
    c.nav(1); // not marking yet: nothing to move
    c.apply(settings());
    await answered();
    expect(h.engines[0].deps.markNav).toBe(markNav);
    expect(h.engines[0].deps.options.keys).toBeNull();
    c.nav(1);
    c.nav(-1);
    expect(navs).toEqual([1, -1]);
  });

  it('runs on a built-in MTG site as an MTG page and claims <html>', async () => {
    document.body.textContent = PLAIN_TEXT; // even without MTG text: the site says it is about MTG
    const h = harness('https://scryfall.com/card/abc');
    const c = createContentController(h.deps);
    c.apply(settings({ delay: 250, highlight: 'high', ignore: ['ward'], lang: 'zh' }));
    expect(live(h)).toHaveLength(0); // the terms are on their way
    await answered();
    expect(h.termsAsked).toBe(1);
    expect(live(h)).toHaveLength(1);
    const o = h.engines[0].deps.options;
    expect(o).toMatchObject({ context: 'mtg', delay: 250, highlight: 'high', ignore: ['ward'], lang: 'zh', rememberLang: false });
    expect(owner()).toBe(EXTENSION_INSTANCE);
    expect(c.status()).toEqual({ url: 'https://scryfall.com/card/abc', decision: { mode: 'mtg', reason: 'mtg-site', entry: 'scryfall.com' }, active: true, widgetOnPage: false });
  });

  it("tells the engine the mark rules are in place when the build declared them (markStyles), else lets it adopt its own", async () => {
    const provided = harness('https://scryfall.com/');
    createContentController({ ...provided.deps, markStyles: 'provided' }).apply(settings());
    const scoped = harness('https://scryfall.com/');
    createContentController(scoped.deps).apply(settings());
    await answered();
    expect(provided.engines[0].deps.options.markStyles).toBe('provided');
    expect(scoped.engines[0].deps.options.markStyles).toBe('scoped');
  });

  it('maps the hover-only mode to an engine without marks', async () => {
    const h = harness('https://scryfall.com/');
    createContentController(h.deps).apply(settings({ highlight: 'hover' }));
    await answered();
    expect(h.engines[0].deps.options.highlight).toBe('none');
  });

  it('on another site waits for MTG context, then starts when the page shows it', async () => {
    document.body.textContent = PLAIN_TEXT;
    const h = harness('https://blog.example.org/post');
    const c = createContentController(h.deps);
    c.apply(settings());
    await answered();
    expect(h.engines).toHaveLength(0);
    expect(owner()).toBeNull();
    expect(c.status()).toMatchObject({ active: false, decision: { mode: 'auto' } });

    const p = document.createElement('p');
    p.textContent = MTG_TEXT;
    document.body.append(p);
    await vi.waitFor(() => expect(live(h)).toHaveLength(1));
    expect(owner()).toBe(EXTENSION_INSTANCE);
  });

  it('starts at once on another site whose text is about MTG', async () => {
    document.body.textContent = MTG_TEXT;
    const h = harness('https://blog.example.org/post');
    createContentController(h.deps).apply(settings());
    await answered();
    expect(live(h)).toHaveLength(1);
  });

  it('stops live when the site is blocked or highlighting is switched off, and gives <html> back', async () => {
    const h = harness('https://scryfall.com/');
    const c = createContentController(h.deps);
    c.apply(settings());
    await answered();
    c.apply(settings({ block: ['scryfall.com'] }));
    expect(live(h)).toHaveLength(0);
    expect(owner()).toBeNull();
    c.apply(settings());
    expect(live(h)).toHaveLength(1);
    c.apply(settings({ highlight: 'off' }));
    expect(live(h)).toHaveLength(0);
  });

  it('stands aside when the page embeds the widget', async () => {
    document.documentElement.setAttribute(INSTANCE_ATTR, 'widget');
    const h = harness('https://scryfall.com/');
    const c = createContentController(h.deps);
    c.apply(settings());
    await answered();
    expect(h.engines).toHaveLength(0);
    expect(h.termsAsked).toBe(0); // nothing to do here: the background is not asked
    expect(owner()).toBe('widget');
    expect(c.status()).toMatchObject({ active: false, widgetOnPage: true });
  });

  it('retunes language and theme in place, restarts for options the engine fixes at start', async () => {
    const h = harness('https://scryfall.com/');
    const c = createContentController(h.deps);
    c.apply(settings());
    await answered();
    c.apply(settings({ lang: 'en', theme: 'dark' }));
    expect(h.engines).toHaveLength(1);
    expect(h.ui.lang).toEqual(['en']);
    expect(h.ui.theme.at(-1)).toBe('dark');
    c.apply(settings({ lang: 'en', theme: 'dark', delay: 500 }));
    expect(h.engines).toHaveLength(2);
    expect(h.engines[0].destroyed).toBe(true);
    expect(h.engines[1].deps.options.delay).toBe(500);
  });

  it('marks at the level of the settings (mechanics by default) and restarts when it changes', async () => {
    const h = harness('https://scryfall.com/');
    const c = createContentController(h.deps);
    c.apply(settings());
    await answered();
    expect(h.engines[0].deps.options.level).toBe('mechanics');
    c.apply(settings({ level: 'rules' }));
    expect(h.engines).toHaveLength(2);
    expect(h.engines[0].destroyed).toBe(true);
    expect(h.engines[1].deps.options.level).toBe('rules');
  });

  it('"don\'t mark this word" stops marking at once, is saved, and the saved list does not restart the engine', async () => {
    const h = harness('https://scryfall.com/');
    const c = createContentController(h.deps);
    c.apply(settings());
    await answered();
    h.ui.options[0].onIgnoreKeyword!('ward');
    expect(h.engines[0].ignored).toEqual(['ward']);
    expect(h.saved.ignore).toEqual(['ward']);
    c.apply(settings({ ignore: ['ward'] })); // the storage watch echoing the change
    expect(h.engines).toHaveLength(1);
  });

  it('the tooltip language switch is saved and its echo changes nothing', async () => {
    const h = harness('https://scryfall.com/');
    const c = createContentController(h.deps);
    c.apply(settings());
    await answered();
    h.ui.options[0].onLangChange!('zh');
    expect(h.saved.lang).toEqual(['zh']);
    c.apply(settings({ lang: 'zh' }));
    expect(h.ui.lang).toEqual([]);
    expect(h.engines).toHaveLength(1);
  });

  it('decides again after SPA navigation', async () => {
    document.body.textContent = PLAIN_TEXT;
    const h = harness('https://www.reddit.com/r/magicTCG/');
    const c = createContentController(h.deps);
    c.apply(settings());
    await answered();
    expect(live(h)).toHaveLength(1);
    h.url = 'https://www.reddit.com/r/cooking/';
    c.urlChanged();
    expect(live(h)).toHaveLength(0);
  });

  it('destroy() leaves the page as it was', async () => {
    const h = harness('https://scryfall.com/');
    const c = createContentController(h.deps);
    c.apply(settings());
    await answered();
    c.destroy();
    expect(live(h)).toHaveLength(0);
    expect(owner()).toBeNull();
    c.apply(settings());
    expect(h.engines).toHaveLength(1);
  });
});

describe('content controller: the terms from the background', () => {
  it('a blocked site or a switched-off extension never asks for them; the first frame that may run does, once', async () => {
    const h = harness('https://scryfall.com/');
    const c = createContentController(h.deps);
    c.apply(settings({ highlight: 'off' }));
    c.apply(settings({ block: ['scryfall.com'] }));
    await answered();
    expect(h.termsAsked).toBe(0);
    c.apply(settings());
    c.apply(settings({ theme: 'dark' })); // while the request is on its way: not asked again
    await answered();
    expect(h.termsAsked).toBe(1);
    expect(live(h)).toHaveLength(1);
    expect(h.engines[0].deps.options.theme).toBe('dark'); // the latest settings win
    c.apply(settings({ delay: 500 }));
    expect(h.termsAsked).toBe(1);
  });

  it('a failed request is tried once more, and the page is marked when that one answers', async () => {
    const h = harness('https://scryfall.com/');
    const warnings: string[] = [];
    let calls = 0;
    h.deps.terms = async () => {
      if (calls++ === 0) throw new Error('Could not establish connection. Receiving end does not exist.');
      return terms;
    };
    h.deps.warn = (m) => warnings.push(m);
    h.deps.termsRetryMs = 1;
    createContentController(h.deps).apply(settings());
    await vi.waitFor(() => expect(live(h)).toHaveLength(1));
    expect(calls).toBe(2);
    expect(warnings).toEqual([]);
  });

  it('two failures: one warning line, the page left untouched, nothing thrown; later settings do not ask again', async () => {
    const h = harness('https://scryfall.com/');
    const warnings: string[] = [];
    let calls = 0;
    h.deps.terms = () => (calls++, Promise.reject(new Error('the background is gone')));
    h.deps.warn = (m) => warnings.push(m);
    h.deps.termsRetryMs = 1;
    const c = createContentController(h.deps);
    c.apply(settings());
    await vi.waitFor(() => expect(warnings).toHaveLength(1));
    expect(warnings[0]).toBe('rulings-lens: no keyword list from the background (the background is gone); this page is left as it is');
    expect(calls).toBe(2);
    c.apply(settings({ theme: 'dark' }));
    await answered();
    expect(calls).toBe(2);
    expect(h.engines).toHaveLength(0);
    expect(owner()).toBeNull();
    expect(c.status()).toMatchObject({ active: false });
  });

  it('a damaged term list counts as a failure (the matcher refuses it)', async () => {
    const h = harness('https://scryfall.com/');
    const warnings: string[] = [];
    h.deps.terms = async () => ({ version: 1 }) as unknown as typeof terms;
    h.deps.warn = (m) => warnings.push(m);
    h.deps.termsRetryMs = 1;
    createContentController(h.deps).apply(settings());
    await vi.waitFor(() => expect(warnings).toHaveLength(1));
    expect(warnings[0]).toMatch(/^rulings-lens: no keyword list from the background \(.+\); this page is left as it is$/);
    expect(h.engines).toHaveLength(0);
    expect(owner()).toBeNull();
  });

  it('destroyed while the terms are on their way: nothing starts when they arrive', async () => {
    const h = harness('https://scryfall.com/');
    const c = createContentController(h.deps);
    c.apply(settings());
    c.destroy();
    await answered();
    expect(h.engines).toHaveLength(0);
    expect(owner()).toBeNull();
  });
});
