// The popup stamp's hover text: with packs merged, the data version line (built-in data only:
// its date and ruling count are not the stamp's) is labelled as the built-in data's.
import { describe, expect, it } from 'vitest';
import type { DataInfo } from '../../lib/messages.ts';
import { stampTitle } from './Popup.tsx';

const t = (key: string, subs?: ReadonlyArray<string | number>) => [key, ...(subs ?? [])].join(' ');
const info = (packs: DataInfo['packs'], skipped: DataInfo['skipped'] = []): DataInfo => ({
  dataDate: '2025-04-01',
  crVersion: '20260417',
  dataVersion: 'rulings as of 2024-07-05 (57 rulings), keyword table 367-88157275, CR 20260417',
  keywords: 367,
  rulings: packs.length ? 59 : 57,
  sources: [],
  packs,
  skipped,
});

describe('popup stamp title', () => {
  it('shows the CR line and the data version as it is without packs', () => {
    expect(stampTitle(info([]), t)).toBe('stampCr 20260417\nrulings as of 2024-07-05 (57 rulings), keyword table 367-88157275, CR 20260417');
  });

  it('labels the data version as the built-in data when packs are merged', () => {
    expect(stampTitle(info([{ name: 'my-notes', rulings: 2 }]), t)).toBe('stampCr 20260417\nstampBuiltIn rulings as of 2024-07-05 (57 rulings), keyword table 367-88157275, CR 20260417');
  });

  it('a pack skipped as damaged is not merged: the data version line is not labelled for it', () => {
    expect(stampTitle(info([], [{ id: 'p-1', name: 'broken', problem: 'no rulings list' }]), t)).toBe(stampTitle(info([]), t));
  });

  it('says nothing before the data is known', () => {
    expect(stampTitle(null, t)).toBeUndefined();
  });
});
