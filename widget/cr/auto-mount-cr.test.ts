// @vitest-environment happy-dom
// The script tag with data-cr: the widget mounts at once (the marks do not wait), the packs module
// (which carries the CR reader) is imported from next to the script, the CR file is fetched
// against the page and read, and the tooltips opened after that show the definitions. A page's
// own RulingsLens.mount({ cr }) takes the same lazy path. The module failing to load is one line.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { crText, tinyCr } from '../../rulings-data/cr/cr-text-fixtures.ts';
import type { WidgetData } from '../config/widget-data.ts';
import { INSTANCE_ATTR } from '../engine/mount.ts';
import { fakeUi, fixtureData, type FakeUi } from '../engine/test-helpers.ts';
import { autoMount } from '../entries/auto-mount.ts';

const FLIER = 'A flier can be blocked only by fliers and reachers.';
function data(): WidgetData {
  const d = fixtureData();
  return { ...d, bundle: { ...d.bundle, keywords: d.bundle.keywords.map((k) => (k.id === 'flying' ? { ...k, rule: '702.9' } : k)) } };
}
const FILES: Record<string, () => Response> = {
  'https://cdn.example/w/rulings-lens.data.json': () => new Response(JSON.stringify(data())),
  'https://blog.example/cr/en.txt': () => new Response(crText(tinyCr(), 'en')),
  'https://blog.example/cr/damaged.txt': () => new Response(crText(tinyCr(), 'en').replace('702.9b ', '702.9bb ')),
};

let warnings: string[] = [];
let requests: string[] = [];
let imported: string[] = [];
let ui: FakeUi | undefined;
const fetchFake = (async (u: string) => (requests.push(u), FILES[u]?.() ?? new Response('missing', { status: 404 }))) as unknown as typeof fetch;

beforeEach(() => {
  warnings = [];
  requests = [];
  imported = [];
  ui = undefined;
  delete window.RulingsLens;
  document.body.innerHTML = '<p><rulings-term term="flying">Flying</rulings-term></p>';
  const base = document.createElement('base');
  base.href = 'https://blog.example/post/';
  document.head.append(base);
});
afterEach(() => {
  window.RulingsLens?.handle?.destroy();
  delete window.RulingsLens;
  document.documentElement.removeAttribute(INSTANCE_ATTR);
  document.head.querySelector('base')?.remove();
});

function start(cr: string | null, importModule = (url: string) => (imported.push(url), import('../entries/packs-module.ts'))) {
  const script = document.createElement('script');
  script.src = 'https://cdn.example/w/rulings-lens.js';
  script.setAttribute('data-delay', '0');
  if (cr !== null) script.setAttribute('data-cr', cr);
  return autoMount(undefined, { script, fetch: fetchFake, warn: (m) => warnings.push(m), importModule, tooltipUi: () => () => (ui = fakeUi()) });
}

const until = async (cond: () => boolean, what: string) => {
  for (let i = 0; i < 200 && !cond(); i++) await new Promise((r) => setTimeout(r, 10));
  if (!cond()) throw new Error(`timed out waiting for ${what}`);
};
/** Hovers flying and gives the English of the definition its tooltip shows (none: undefined). */
async function flyingDefinition(): Promise<string | undefined> {
  const before = ui?.shows.length ?? 0;
  const term = document.querySelector('rulings-term')!;
  ui?.hide();
  term.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' }));
  await until(() => (ui?.shows.length ?? 0) > before, 'the flying tooltip');
  return ui!.shows.at(-1)!.data.keyword.definitions?.[0]?.en;
}

describe('autoMount with data-cr', () => {
  it('mounts, imports the module next to the script, fetches the CR against the page, and the next tooltip has the definition', async () => {
    const handle = await start('../cr/en.txt').ready;
    expect(handle?.active).toBe(true);
    await until(() => requests.includes('https://blog.example/cr/en.txt'), 'the CR request');
    expect(imported).toEqual(['https://cdn.example/w/rulings-lens.packs.mjs']);
    let def: string | undefined;
    for (let i = 0; i < 20 && !(def = await flyingDefinition()); i++) await new Promise((r) => setTimeout(r, 20));
    expect(def).toContain(FLIER);
    expect(warnings).toEqual([]);
  });

  it('without data-cr imports nothing and fetches only the data file; the tooltip has no definition', async () => {
    expect((await start(null).ready)?.active).toBe(true);
    expect(await flyingDefinition()).toBeUndefined();
    expect(imported).toEqual([]);
    expect(requests).toEqual(['https://cdn.example/w/rulings-lens.data.json']);
  });

  it('a damaged CR file: one line per problem, file:line:col, and no definitions', async () => {
    await start('/cr/damaged.txt').ready;
    await until(() => warnings.length > 0, 'the warning');
    expect(warnings).toEqual([expect.stringMatching(/^rulings-lens: cr: damaged\.txt:\d+:1: .*702\.9bb.*\(Comprehensive Rules not loaded\)$/)]);
    expect(await flyingDefinition()).toBeUndefined();
  });

  it('when the module cannot be loaded, warns once and the widget runs without definitions', async () => {
    const handle = await start('/cr/en.txt', async (url) => {
      imported.push(url);
      throw new TypeError('Failed to fetch dynamically imported module');
    }).ready;
    expect(handle?.active).toBe(true);
    await until(() => warnings.length > 0, 'the warning');
    expect(warnings).toEqual([
      'rulings-lens: definitions not loaded (https://cdn.example/w/rulings-lens.packs.mjs: Failed to fetch dynamically imported module); the widget runs without them',
    ]);
    expect(await flyingDefinition()).toBeUndefined();
  });

  it("a page's own RulingsLens.mount({ data, cr }) reads the CR through the same lazy module", async () => {
    const api = start(null);
    await api.ready;
    api.handle!.destroy();
    const files = [{ name: 'en.txt', text: crText(tinyCr(), 'en') }];
    const handle = api.mount({ data: data(), delay: 0, cr: files });
    expect(handle.active).toBe(true);
    let def: string | undefined;
    for (let i = 0; i < 20 && !(def = await flyingDefinition()); i++) await new Promise((r) => setTimeout(r, 20));
    expect(def).toContain(FLIER);
    expect(imported).toEqual(['https://cdn.example/w/rulings-lens.packs.mjs']);
    handle.destroy();
  });
});
