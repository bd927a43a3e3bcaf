// Appending captured rulings to the personal pack's text: the new ones are written after the
// old text in the seeds' layout; rulings already there are reported, not written twice; the
// result reads back (as an import reads it) to the old rulings plus the new ones.
import { describe, expect, it } from 'vitest';
import { appendRulingsText, seedTextOf, splitNewRulings } from './capture-text-append.ts';
import { readPack } from './read-pack.ts';
import { seedText, syntheticRulings, utf8 } from './pack-fixtures.ts';

const [R0, R1, R2] = syntheticRulings(3, 'append');
const fields = (rs: ReadonlyArray<{ date: string; source: string; zh: string; en: string }>) => rs.map((r) => `${r.date}|${r.source}|${r.zh}|${r.en}`);
const read = (text: string) => readPack({ name: 'my-rulings.txt', bytes: utf8(text) });

describe('personal pack text', () => {
  it('writes bullets in the seeds\' layout', () => {
    expect(seedTextOf([R0, R1])).toBe(seedText([R0, R1]).replace('单卡释疑\n\n', ''));
  });

  it('starts a new pack with the title; appends after the old text, which is kept as it was', () => {
    const first = appendRulingsText(null, [R0]);
    expect(first).toBe(seedText([R0]));
    const edited = first.replace('\n', '\n\n\n') + '\n\n\n'; // the reader's own blank lines
    const second = appendRulingsText(edited, [R1, R2]);
    expect(second.startsWith(edited.trimEnd())).toBe(true);
    const back = read(second);
    expect(back.diagnostics).toEqual([]);
    expect(fields(back.pack!.rulings)).toEqual(fields([R0, R1, R2]));
  });

  it('splits a capture into rulings the pack lacks and those it has (whitespace aside), each new one once', () => {
    const spaced = { ...R0, en: `  ${R0.en.replace(/ /g, '  ')} ` };
    const { fresh, already } = splitNewRulings([R0], [R1, spaced, R2, R1]);
    expect(fields(fresh)).toEqual(fields([R1, R2]));
    expect(already).toEqual([spaced, R1]);
    // Another date is another ruling (a conflict the reader sees), not a duplicate.
    expect(splitNewRulings([R0], [{ ...R0, date: '2024-02-02' }]).fresh).toHaveLength(1);
  });

  it('leaves the text as it was when nothing is new', () => {
    expect(appendRulingsText(seedText([R0]), [])).toBe(seedText([R0]));
  });
});
