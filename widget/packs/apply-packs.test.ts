import { describe, expect, it } from 'vitest';
import { seedText } from '../../rulings-data/packs/pack-fixtures.ts';
import { strToU8, zipSync } from 'fflate';
import type { TooltipData } from '../contracts.ts';
import { createBundleLookup } from '../engine/bundle-lookup.ts';
import { fixtureData, RULINGS } from '../engine/test-helpers.ts';
import { applyPacks } from './apply-packs.ts';

const DEATHTOUCH = {
  date: '2025-03-01',
  source: 'MTGZH',
  zh: '死触生物造成的任何数量伤害都足以消灭被其伤害的生物。',
  en: 'Deathtouch works with any amount of damage: a creature dealt damage by a source with deathtouch is destroyed.',
};
const goodText = seedText([DEATHTOUCH]);

function run(packs: unknown[]) {
  const warnings: string[] = [];
  const data = fixtureData();
  const out = applyPacks(data, packs, (m) => warnings.push(m));
  return { data, out, warnings };
}

describe('applyPacks', () => {
  it('merges a text pack: the tooltip lookup shows its ruling with its source, after the built-in ones', () => {
    const { out, warnings } = run([goodText]);
    expect(warnings).toEqual([]);
    expect(out.bundle.rulings).toHaveLength(RULINGS.length + 1);
    const shown = (createBundleLookup(out.bundle)('deathtouch') as TooltipData).rulings;
    expect(shown.map((r) => r.en)).toContain(DEATHTOUCH.en);
    expect(shown.find((r) => r.en === DEATHTOUCH.en)!.source).toBe('MTGZH');
    expect(shown.find((r) => r.id === 'r-cccccccccc')).toBeDefined(); // built-in kept
    expect((out.bundle as { packs?: unknown }).packs).toEqual([{ name: 'pack-1', rulings: 1, lastDate: '2025-03-01' }]);
  });

  it('keeps both sides of a conflict (same English, another date) and merges an exact duplicate', () => {
    const builtIn = RULINGS[2];
    const conflict = { date: '2021-05-05', source: 'gpt', zh: '死触换个说法。', en: builtIn.en };
    const duplicate = { date: builtIn.date, source: builtIn.source, zh: builtIn.zh, en: builtIn.en };
    const { out, warnings } = run([{ name: 'mine', text: seedText([conflict, duplicate]) }]);
    expect(warnings).toEqual([]);
    const shown = (createBundleLookup(out.bundle)('deathtouch') as TooltipData).rulings;
    const same = shown.filter((r) => r.en === builtIn.en);
    expect(same.map((r) => r.source).sort()).toEqual(['gpt', 'official']);
    expect(out.bundle.rulings).toHaveLength(RULINGS.length + 1);
  });

  it('reads bytes (.txt, a nameless .zip sniffed by its magic) and a parsed rulings.json bundle', () => {
    const zip = zipSync({ 'a.txt': strToU8(goodText) });
    const bundle = { format: 1, rulings: [{ id: 'x', ...DEATHTOUCH, en: `Bundle: ${DEATHTOUCH.en}`, origins: [] }] };
    const { out, warnings } = run([
      { name: 'bytes.txt', bytes: new TextEncoder().encode(seedText([{ ...DEATHTOUCH, en: `Bytes: ${DEATHTOUCH.en}` }])) },
      { bytes: zip.buffer },
      { name: 'built', bundle },
    ]);
    expect(warnings).toEqual([]);
    const ens = out.bundle.rulings.map((r) => r.en);
    expect(ens).toContain(`Bytes: ${DEATHTOUCH.en}`);
    expect(ens).toContain(DEATHTOUCH.en);
    expect(ens).toContain(`Bundle: ${DEATHTOUCH.en}`);
    expect((out.bundle as { packs?: Array<{ name: string }> }).packs!.map((p) => p.name)).toEqual(['bytes', 'pack-2', 'built']);
  });

  it('warns one line per problem, `rulings-lens: pack NAME: file:line:col: message`, and merges the good packs', () => {
    const bad = '单卡释疑\n\n• (2024-13-45 official)\n\n  中文。\n\n  English.\n\n• (2024-01-02)\n\n  中文。\n\n  English.\n';
    const { out, warnings } = run([{ name: 'broken', text: bad }, goodText, { name: 'utf16', bytes: new Uint8Array([0xff, 0xfe, 0x41, 0]) }]);
    expect(warnings.length).toBeGreaterThanOrEqual(3);
    for (const w of warnings) expect(w).toMatch(/^rulings-lens: pack (broken|utf16): (broken|utf16)\.txt:\d+:\d+: .+\(pack not loaded\)$/);
    expect(warnings.filter((w) => w.includes('broken.txt:3:'))).toHaveLength(1);
    expect(warnings.filter((w) => w.includes('broken.txt:9:'))).toHaveLength(1);
    expect(warnings.filter((w) => w.startsWith('rulings-lens: pack utf16:'))).toHaveLength(1);
    expect(out.bundle.rulings.map((r) => r.en)).toContain(DEATHTOUCH.en);
  });

  it('names a pack that is not one of the four shapes, skips it, and keeps the data as it was when nothing is accepted', () => {
    const { data, out, warnings } = run([42, { name: 'x' }, '']);
    expect(warnings[0]).toMatch(/^rulings-lens: option "packs\[0\]" has a bad value 42 \(not a pack; expected .+\); skipped$/);
    expect(warnings[1]).toMatch(/^rulings-lens: option "packs\[1\]" has a bad value \[Object\] \(has no "text" string, "bytes" or "bundle" object;/);
    expect(warnings[2]).toMatch(/^rulings-lens: pack pack-3: pack-3\.txt:1:1: file is empty/);
    expect(warnings).toHaveLength(3);
    expect(out).toBe(data);
  });

  it("does not judge dates by the reader's clock (a pack dated after it still loads), but refuses one before 1993", () => {
    const later = { ...DEATHTOUCH, date: '2999-01-01', en: `Later: ${DEATHTOUCH.en}` };
    const { out, warnings } = run([{ name: 'later', text: seedText([later]) }, { name: 'old', text: seedText([{ ...DEATHTOUCH, date: '1990-01-01' }]) }]);
    expect(out.bundle.rulings.map((r) => r.en)).toContain(later.en);
    expect(warnings).toEqual([expect.stringMatching(/^rulings-lens: pack old: old\.txt:3:4: date 1990-01-01 is before the first Magic set .*\(pack not loaded\)$/)]);
  });

  it('gives back the same data when there are no packs', () => {
    const { data, out, warnings } = run([]);
    expect(out).toBe(data);
    expect(warnings).toEqual([]);
  });
});
