// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeUi, fixtureData } from '../engine/test-helpers.ts';
import { INSTANCE_ATTR } from '../engine/mount.ts';
import { autoMount, dataUrlFor, type TooltipUiSource } from './auto-mount.ts';

let warnings: string[] = [];
let uiBases: string[] = [];
// The entry's UI source (script-tag.ts): told where the script is, gives the factory.
const tooltipUi: TooltipUiSource = (base) => {
  uiBases.push(base);
  return () => fakeUi();
};
beforeEach(() => {
  warnings = [];
  uiBases = [];
  delete window.RulingsLens;
  document.body.innerHTML = '<p>Proliferate</p>';
});
afterEach(() => {
  window.RulingsLens?.handle?.destroy();
  delete window.RulingsLens;
  document.documentElement.removeAttribute(INSTANCE_ATTR);
});

const scriptWith = (src: string, attrs: Record<string, string> = {}) => {
  const s = document.createElement('script');
  s.src = src;
  for (const [k, v] of Object.entries(attrs)) s.setAttribute(k, v);
  return s;
};

describe('dataUrlFor', () => {
  it('defaults to rulings-lens.data.json next to the script; data-data-url is relative to the page', () => {
    const s = scriptWith('https://cdn.example/lib/v1/rulings-lens.js');
    expect(dataUrlFor({}, s, document)).toBe('https://cdn.example/lib/v1/rulings-lens.data.json');
    expect(dataUrlFor({ dataUrl: 'data/all.json' }, s, document)).toBe(new URL('data/all.json', document.baseURI).href);
  });
});

describe('autoMount', () => {
  it('mounts with inlined data, no request, options from the script tag', async () => {
    const requests: string[] = [];
    const api = autoMount(fixtureData(), {
      script: scriptWith('https://cdn.example/rulings-lens.full.js', { 'data-lang': 'en', 'data-delay': '0' }),
      fetch: (async (u: string) => (requests.push(u), new Response('{}'))) as unknown as typeof fetch,
      warn: (m) => warnings.push(m),
      tooltipUi,
    });
    expect(window.RulingsLens).toBe(api);
    expect(typeof api.version).toBe('string');
    const handle = await api.ready;
    expect(handle?.active).toBe(true);
    expect(handle?.options).toMatchObject({ lang: 'en', delay: 0 });
    expect(requests).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('fetches the sibling data file once when nothing is inlined', async () => {
    const requests: string[] = [];
    const api = autoMount(undefined, {
      script: scriptWith('https://cdn.example/x/rulings-lens.js'),
      fetch: (async (u: string) => (requests.push(u), new Response(JSON.stringify(fixtureData())))) as unknown as typeof fetch,
      warn: (m) => warnings.push(m),
      tooltipUi,
    });
    expect((await api.ready)?.active).toBe(true);
    expect(requests).toEqual(['https://cdn.example/x/rulings-lens.data.json']);
  });

  it('warns once naming the URL when the data cannot be loaded, and mounts nothing', async () => {
    for (const response of [new Response('nope', { status: 404 }), new Response('{"bundle":1}')]) {
      delete window.RulingsLens;
      warnings = [];
      const api = autoMount(undefined, {
        script: scriptWith('https://cdn.example/rulings-lens.js'),
        fetch: (async () => response) as unknown as typeof fetch,
        warn: (m) => warnings.push(m),
      tooltipUi,
      });
      expect(await api.ready).toBeNull();
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('https://cdn.example/rulings-lens.data.json');
      expect(document.documentElement.hasAttribute(INSTANCE_ATTR)).toBe(false);
    }
  });

  it('a second copy of the script does nothing but warn', () => {
    const env = { script: null, fetch: (async () => new Response('{}')) as unknown as typeof fetch, warn: (m: string) => warnings.push(m), tooltipUi };
    const first = autoMount(fixtureData(), env);
    expect(autoMount(fixtureData(), env)).toBe(first);
    expect(warnings).toEqual(['rulings-lens: the widget script is included twice; the second copy does nothing']);
  });

  it('a page global of the same name is left alone, and the widget still mounts', async () => {
    (window as unknown as { RulingsLens: unknown }).RulingsLens = 'the page owns this';
    const env = { script: null, fetch: (async () => new Response('{}')) as unknown as typeof fetch, warn: (m: string) => warnings.push(m), tooltipUi };
    const api = autoMount(fixtureData(), env);
    expect((await api.ready)?.active).toBe(true);
    expect((window as unknown as { RulingsLens: unknown }).RulingsLens).toBe('the page owns this');
    expect(warnings).toEqual(['rulings-lens: window.RulingsLens is already used by the page; the widget runs without exposing it']);
    api.handle?.destroy();
  });

  it('gets its tooltip UI from the entry, told the script URL, for the auto-mount and for window.RulingsLens.mount', async () => {
    document.body.innerHTML = '<p id="a">Proliferate</p><p id="b">Deathtouch</p>';
    const api = autoMount(fixtureData(), {
      script: scriptWith('https://cdn.example/w/rulings-lens.js', { 'data-root': '#a' }),
      warn: (m) => warnings.push(m),
      tooltipUi,
    });
    expect(uiBases).toEqual(['https://cdn.example/w/rulings-lens.js']);
    expect((await api.ready)?.active).toBe(true);
    api.handle?.destroy();
    // Throws without a UI (mount.ts): the global's mount carries the entry's.
    const own = api.mount({ data: fixtureData(), root: '#b' });
    expect(own.active).toBe(true);
    own.destroy();
    expect(warnings).toEqual([]);
  });

  it('without a tooltip UI it says so and mounts nothing', async () => {
    const api = autoMount(fixtureData(), { script: null, warn: (m) => warnings.push(m) });
    expect(await api.ready).toBeNull();
    expect(warnings).toEqual([expect.stringContaining('without a tooltip UI')]);
    expect(document.documentElement.hasAttribute(INSTANCE_ATTR)).toBe(false);
  });
});
