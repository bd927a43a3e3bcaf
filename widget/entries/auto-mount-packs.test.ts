// @vitest-environment happy-dom
// The script tag with data-packs: the packs module is imported from next to the script only
// then, each pack URL is fetched (against the page), and the widget mounts with the packs merged.
// A pack or the module failing to load is one warning; the widget still mounts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedText } from '../../rulings-data/packs/pack-fixtures.ts';
import { INSTANCE_ATTR } from '../engine/mount.ts';
import { fakeUi, fixtureData, RULINGS } from '../engine/test-helpers.ts';
import { autoMount } from './auto-mount.ts';

const PACK_RULING = {
  date: '2025-03-01',
  source: 'MTGZH',
  zh: '死触生物造成的任何数量伤害都足以消灭被其伤害的生物。',
  en: 'Deathtouch works with any amount of damage: a creature dealt damage by a source with deathtouch is destroyed.',
};
const FILES: Record<string, () => Response> = {
  'https://cdn.example/w/rulings-lens.data.json': () => new Response(JSON.stringify(fixtureData())),
  'https://blog.example/packs/club.txt': () => new Response(seedText([PACK_RULING])),
  'https://blog.example/packs/bad.txt': () => new Response('单卡释疑\n\n• (2024-13-45 official)\n\n  中文。\n\n  English.\n'),
};

let warnings: string[] = [];
let requests: string[] = [];
let imported: string[] = [];
const fetchFake = (async (u: string) => (requests.push(u), FILES[u]?.() ?? new Response('missing', { status: 404 }))) as unknown as typeof fetch;

beforeEach(() => {
  warnings = [];
  requests = [];
  imported = [];
  delete window.RulingsLens;
  document.body.innerHTML = '<p>Proliferate</p>';
  // Pack URLs are relative to the page, like data-data-url.
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

function start(packs: string | null, importModule = (url: string) => (imported.push(url), import('./packs-module.ts'))) {
  const script = document.createElement('script');
  script.src = 'https://cdn.example/w/rulings-lens.js';
  if (packs !== null) script.setAttribute('data-packs', packs);
  return autoMount(undefined, { script, fetch: fetchFake, warn: (m) => warnings.push(m), importModule, tooltipUi: () => () => fakeUi() });
}

describe('autoMount with data-packs', () => {
  it('imports the packs module next to the script, fetches each pack, and mounts with them merged', async () => {
    const handle = await start('../packs/club.txt').ready;
    expect(handle?.active).toBe(true);
    expect(imported).toEqual(['https://cdn.example/w/rulings-lens.packs.mjs']);
    expect(requests).toEqual(['https://cdn.example/w/rulings-lens.data.json', 'https://blog.example/packs/club.txt']);
    const rulings = handle!.options.data!.bundle.rulings;
    expect(rulings).toHaveLength(RULINGS.length + 1);
    expect(rulings.at(-1)).toMatchObject({ en: PACK_RULING.en, source: 'MTGZH' });
    expect(handle!.options.data!.bundle.keywords.find((k) => k.id === 'deathtouch')!.rulings.map((l) => l.rulingId)).toContain(rulings.at(-1)!.id);
    expect(warnings).toEqual([]);
  });

  it('without data-packs imports nothing and fetches only the data file', async () => {
    expect((await start(null).ready)?.active).toBe(true);
    expect(imported).toEqual([]);
    expect(requests).toEqual(['https://cdn.example/w/rulings-lens.data.json']);
  });

  it('a missing pack and a bad pack warn one line per problem; the good pack still merges', async () => {
    const handle = await start('/packs/bad.txt /packs/gone.txt /packs/club.txt').ready;
    expect(handle?.active).toBe(true);
    expect(warnings).toHaveLength(2);
    expect(warnings).toContain('rulings-lens: pack gone.txt: could not load https://blog.example/packs/gone.txt (HTTP 404); the widget runs without it');
    expect(warnings.find((w) => w.startsWith('rulings-lens: pack bad: bad.txt:3:'))).toMatch(/\(pack not loaded\)$/);
    expect(handle!.options.data!.bundle.rulings.map((r) => r.en)).toContain(PACK_RULING.en);
  });

  it('when the packs module cannot be loaded, warns once and mounts the built-in data', async () => {
    const handle = await start('/packs/club.txt', async (url) => {
      imported.push(url);
      throw new TypeError('Failed to fetch dynamically imported module');
    }).ready;
    expect(handle?.active).toBe(true);
    expect(handle!.options.data!.bundle.rulings).toHaveLength(RULINGS.length);
    expect(warnings).toEqual([
      'rulings-lens: packs not loaded (https://cdn.example/w/rulings-lens.packs.mjs: Failed to fetch dynamically imported module); the widget runs without them',
    ]);
  });
});
