// Checking captured text: the import's rules (parser, date range), problems positioned in the
// text, and the rulings that did parse returned even when others did not.
import { describe, expect, it } from 'vitest';
import { readCapturedText } from './capture-text-read.ts';
import { seedText, syntheticRulings } from './pack-fixtures.ts';

const [R0, R1] = syntheticRulings(2, 'capture');

describe('readCapturedText', () => {
  it('gives the rulings of a good text with ids and origins in it, and no problem', () => {
    const check = readCapturedText(seedText([R0, R1]));
    expect(check.errors).toBe(0);
    expect(check.diagnostics).toEqual([]);
    expect(check.bullets).toBe(2);
    expect(check.rulings.map((r) => [r.date, r.source, r.zh, r.en])).toEqual([R0, R1].map((r) => [r.date, r.source, r.zh, r.en]));
    expect(check.rulings[1].origins).toEqual([{ file: 'selection', line: 9 }]);
    expect(check.rulings[0].id).toMatch(/^r-[0-9a-f]{10}$/);
  });

  it('returns the rulings that parsed beside the positioned error of the one that did not', () => {
    const text = seedText([R0, R1]).replace('(2021-02-02 MTGZH)', '(2021-02-30 MTGZH)');
    const check = readCapturedText(text, { file: 'my-rulings.txt' });
    expect(check.rulings.map((r) => r.en)).toEqual([R0.en]);
    expect(check.bullets).toBe(2);
    expect(check.errors).toBe(1);
    expect(check.diagnostics).toEqual([{ file: 'my-rulings.txt', line: 9, col: 4, severity: 'error', message: "invalid date '2021-02-30' (expected YYYY-MM-DD, a real calendar day)" }]);
  });

  it('refuses a date in the future as an import does, and keeps warnings as warnings', () => {
    const text = seedText([{ ...R0, date: '2031-01-01' }, { ...R1, source: 'OFFICIAL' }]);
    const check = readCapturedText(text, { latestDate: '2030-12-31' });
    expect(check.errors).toBe(1);
    expect(check.diagnostics.map((d) => `${d.line}:${d.col}: ${d.severity}`)).toEqual(['3:4: error', '9:15: warning']);
    expect(check.diagnostics[1].message).toContain("did you mean 'official'?");
  });

  it('lists a ruling repeated within the text once, and counts the repeat', () => {
    const check = readCapturedText(seedText([R0, R1, R0]));
    expect(check.rulings).toHaveLength(2);
    expect(check.repeated).toBe(1);
    expect(check.rulings[0].origins.map((o) => o.line)).toEqual([3, 15]);
  });

  it('makes "nothing to save" an error, in place of the parser\'s warning', () => {
    // With an error already there, the parser's own hint stays beside it.
    expect(readCapturedText('单卡释疑\n\nsome words\n').diagnostics.map((d) => `${d.line}:${d.severity}:${d.message.slice(0, 16)}`)).toEqual([
      '1:warning:no bullets found',
      '3:error:text before the ',
    ]);
    const none = readCapturedText('单卡释疑\n');
    expect(none.errors).toBe(1);
    expect(none.diagnostics).toEqual([expect.objectContaining({ severity: 'error', message: expect.stringMatching(/^no rulings found: /) })]);
  });
});
