// @vitest-environment happy-dom
// mount({ data, packs }) through the ESM entry: packs are read and merged before the engine
// starts, so the very first tooltip shows them; the core mount (script-tag build) says it cannot.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedText } from '../../rulings-data/packs/pack-fixtures.ts';
import { INSTANCE_ATTR, mount as coreMount, type MountInternals } from '../engine/mount.ts';
import { fakeUi, fixtureData, RULINGS, type FakeUi } from '../engine/test-helpers.ts';
import { mount } from './esm.ts';

const PACK_RULING = {
  date: '2025-03-01',
  source: 'MTGZH',
  zh: '死触生物造成的任何数量伤害都足以消灭被其伤害的生物。',
  en: 'Deathtouch works with any amount of damage: a creature dealt damage by a source with deathtouch is destroyed.',
};

let uis: FakeUi[] = [];
let warnings: string[] = [];
const internals = (): MountInternals => ({
  createUi: () => {
    const ui = fakeUi();
    uis.push(ui);
    return ui;
  },
  warn: (m) => warnings.push(m),
});

beforeEach(() => {
  uis = [];
  warnings = [];
  document.documentElement.removeAttribute(INSTANCE_ATTR);
  document.body.innerHTML = '<main><p>Then <rulings-term term="deathtouch">死触</rulings-term>.</p></main>';
});
afterEach(() => document.documentElement.removeAttribute(INSTANCE_ATTR));

async function pinnedRulings() {
  const term = document.querySelector('rulings-term') as HTMLElement;
  term.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  for (let i = 0; i < 100 && !uis[0]?.shows.length; i++) await new Promise((r) => setTimeout(r, 10));
  return uis[0].shows.at(-1)!.data.rulings;
}

describe('ESM mount({ data, packs })', () => {
  it('shows a pack ruling in the first tooltip, with its source, beside the built-in ones', async () => {
    const handle = mount({ data: fixtureData(), delay: 0, packs: [{ name: 'club', text: seedText([PACK_RULING]) }] }, internals());
    await handle.whenScanned();
    const rulings = await pinnedRulings();
    expect(rulings.map((r) => r.en)).toEqual(expect.arrayContaining([PACK_RULING.en, RULINGS[2].en]));
    expect(rulings.find((r) => r.en === PACK_RULING.en)!.source).toBe('MTGZH');
    expect(handle.options.data!.bundle.rulings).toHaveLength(RULINGS.length + 1);
    expect(warnings).toEqual([]);
    handle.destroy();
  });

  it('warns one line per problem of a bad pack and still mounts with the good ones', async () => {
    const bad = '单卡释疑\n\n• (2024-13-45 official)\n\n  中文。\n\n  English.\n';
    const handle = mount({ data: fixtureData(), delay: 0, packs: [{ name: 'broken', text: bad }, seedText([PACK_RULING]), 7] as never }, internals());
    expect(handle.active).toBe(true);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/^rulings-lens: pack broken: broken\.txt:3:\d+: .*\(pack not loaded\)$/);
    expect(warnings[1]).toMatch(/^rulings-lens: option "packs\[2\]" has a bad value 7/);
    await handle.whenScanned();
    expect((await pinnedRulings()).map((r) => r.en)).toContain(PACK_RULING.en);
    handle.destroy();
  });

  it('the core mount (no pack reader, as in rulings-lens.js) warns once and mounts the built-in data', () => {
    const handle = coreMount({ data: fixtureData(), packs: [seedText([PACK_RULING])] }, internals());
    expect(handle.active).toBe(true);
    expect(warnings).toEqual(['rulings-lens: option "packs" needs the ESM build; the script tag takes data-packs. Packs ignored']);
    expect(handle.options.data!.bundle.rulings).toHaveLength(RULINGS.length);
    handle.destroy();
  });
});
