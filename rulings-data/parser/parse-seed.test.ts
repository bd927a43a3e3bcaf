import { describe, it, expect } from 'vitest';
import { KNOWN_SOURCES } from '../schema.ts';
import { parseSeedFile } from './parse-seed.ts';
import { assertEveryBulletAccounted, bulletLines, errorsOf, loadSeeds, warningsOf } from './seed-fixtures.ts';

const seeds = loadSeeds();
const HAN = /\p{Script=Han}/u;
const LATIN = /\p{Script=Latin}/u;
const HEADER = /^• \((\d{4}-\d\d-\d\d) (\S+)\)$/;

/** The first seed, split into lines, with helpers to damage one bullet of it. */
const base = seeds[0];
const baseLines = base.text.split('\n');
const bullets = bulletLines(base.text);
const parse = (text: string, file = 'damaged.txt') => parseSeedFile(text, file);

describe('the real seed files', () => {
  const results = seeds.map((s) => parseSeedFile(s.text, s.file));

  it('are four files with 57 rulings, no errors and no warnings', () => {
    expect(seeds).toHaveLength(4);
    expect(results.reduce((n, r) => n + r.rulings.length, 0)).toBe(57);
    for (const [i, r] of results.entries()) {
      expect(r.diagnostics).toEqual([]);
      expect(r.file).toBe(seeds[i].file);
      expect(assertEveryBulletAccounted(seeds[i].text, r)).toBe(0);
    }
  });

  it('gives each ruling the date, source and text written at its bullet', () => {
    for (const [i, r] of results.entries()) {
      const lines = seeds[i].text.split('\n');
      for (const ruling of r.rulings) {
        const m = HEADER.exec(lines[ruling.line - 1]);
        expect(m, `${ruling.file}:${ruling.line}`).not.toBeNull();
        expect([ruling.date, ruling.source]).toEqual([m![1], m![2]]);
        // In the seeds the layout is fixed: bullet, blank, Chinese, blank, English.
        expect(ruling.zh).toBe(lines[ruling.line + 1].trim());
        expect(ruling.en).toBe(lines[ruling.line + 3].trim());
        expect(ruling.zh).toMatch(HAN);
        expect(ruling.en).toMatch(LATIN);
        expect(ruling.en).not.toMatch(HAN);
        expect(ruling.file).toBe(seeds[i].file);
      }
    }
  });

  it('keeps sources as written (official, gpt and MTGZH all occur)', () => {
    const sources = new Set(results.flatMap((r) => r.rulings.map((x) => x.source)));
    expect([...sources].sort()).toEqual([...KNOWN_SOURCES].sort());
  });
});

describe('damaged content: one error per broken bullet, nothing else lost', () => {
  it('reports a bullet whose English paragraph was removed, at that bullet', () => {
    const b = bullets[2];
    const lines = [...baseLines];
    lines.splice(b + 3, 1); // the English line (bullet, blank, zh, blank, en)
    const text = lines.join('\n');
    const r = parse(text);
    expect(errorsOf(r)).toEqual([
      { file: 'damaged.txt', line: b, col: 1, severity: 'error', message: 'ruling has Chinese text but no English paragraph' },
    ]);
    expect(r.rulings).toHaveLength(bullets.length - 1);
    expect(assertEveryBulletAccounted(text, r)).toBe(1);
  });

  it('reports a bullet whose Chinese paragraph was removed', () => {
    const b = bullets[5];
    const lines = [...baseLines];
    lines.splice(b + 1, 1);
    const r = parse(lines.join('\n'));
    expect(errorsOf(r).map((d) => [d.line, d.message])).toEqual([[b, 'ruling has English text but no Chinese paragraph']]);
    expect(assertEveryBulletAccounted(lines.join('\n'), r)).toBe(1);
  });

  it.each([
    ['2022-13-40'],
    ['2023-02-29'],
    ['2022-6-10'],
    ['10/06/2022'],
  ])('reports the invalid date %s at its line and column', (date) => {
    const b = bullets[4];
    const lines = [...baseLines];
    lines[b - 1] = `•   (${date} official)`;
    const text = lines.join('\n');
    const r = parse(text);
    expect(errorsOf(r)).toEqual([
      {
        file: 'damaged.txt',
        line: b,
        col: lines[b - 1].indexOf(date) + 1,
        severity: 'error',
        message: `invalid date '${date}' (expected YYYY-MM-DD, a real calendar day)`,
      },
    ]);
    assertEveryBulletAccounted(text, r);
  });

  it('accepts 29 February in a leap year', () => {
    const lines = [...baseLines];
    lines[bullets[0] - 1] = '• (2024-02-29 official)';
    const r = parse(lines.join('\n'));
    expect(r.diagnostics).toEqual([]);
    expect(r.rulings[0].date).toBe('2024-02-29');
  });

  it.each([
    ['• (2022-06-10)', 'missing source after the date', '• (2022-06-10)'.indexOf(')') + 1],
    ['• 2022-06-10 official', 'bullet header must look like • (YYYY-MM-DD source)', 3],
    ['• (2022-06-10 official', "missing ')'", '• (2022-06-10 official'.length + 1],
    ['•', 'nothing follows the marker', 1],
  ])('reports the malformed header %j', (header, message, col) => {
    const b = bullets[1];
    const lines = [...baseLines];
    lines[b - 1] = header;
    const text = lines.join('\n');
    const r = parse(text);
    const errs = errorsOf(r);
    expect(errs).toHaveLength(1);
    expect(errs[0].message).toContain(message);
    expect([errs[0].line, errs[0].col]).toEqual([b, col]);
    expect(assertEveryBulletAccounted(text, r)).toBe(1);
  });

  it('calls a bullet with nothing under it "bullet has no text"', () => {
    const text = `${base.text}\n\n• (2024-01-01 official)\n\n`;
    const r = parse(text);
    expect(errorsOf(r).map((d) => [d.line, d.message])).toEqual([[baseLines.length + 2, 'bullet has no text']]);
    expect(assertEveryBulletAccounted(text, r)).toBe(1);
  });

  it('flags two Chinese paragraphs in one ruling (a deleted bullet header) instead of merging them', () => {
    const b = bullets[3];
    const lines = [...baseLines];
    lines.splice(b - 1, 2); // drop bullet 4's header and the blank after it
    const text = lines.join('\n');
    const r = parse(text);
    const errs = errorsOf(r);
    expect(errs).toHaveLength(1);
    expect(errs[0].message).toMatch(/^two Chinese paragraphs in one ruling — is a bullet missing\?/);
    expect(errs[0].message).toContain(`line ${bullets[2] + 2}`); // names the first Chinese paragraph
    expect([errs[0].line, errs[0].col]).toEqual([b, 3]); // the orphaned Chinese paragraph
    expect(r.rulings).toHaveLength(bullets.length - 2);
    expect(assertEveryBulletAccounted(text, r)).toBe(1);
  });

  it('flags a Chinese paragraph split by a blank line, with a hint', () => {
    const b = bullets[0];
    const lines = [...baseLines];
    const zh = Array.from(lines[b + 1]);
    lines.splice(b + 1, 1, '  ' + zh.slice(2, 20).join(''), '', '  ' + zh.slice(20).join(''));
    const r = parse(lines.join('\n'));
    expect(errorsOf(r).map((d) => [d.line, d.col, d.message])).toEqual([
      [b + 4, 3, `two Chinese paragraphs in one ruling — is a bullet missing? (the first Chinese paragraph is at line ${b + 2}; if they are one paragraph, remove the blank line between them)`],
    ]);
    expect(assertEveryBulletAccounted(lines.join('\n'), r)).toBe(1);
  });

  it('handles a file cut in the middle of a bullet', () => {
    const last = bullets[bullets.length - 1];
    const zh = baseLines[last + 1];
    const en = baseLines[last + 3];
    const head = baseLines.slice(0, last + 1).join('\n');
    // Cut inside the Chinese paragraph: the last bullet has no English.
    const cutZh = `${head}\n${zh.slice(0, 20)}`;
    const r1 = parse(cutZh);
    expect(errorsOf(r1).map((d) => [d.line, d.message])).toEqual([[last, 'ruling has Chinese text but no English paragraph']]);
    expect(assertEveryBulletAccounted(cutZh, r1)).toBe(1);
    // Cut inside the English paragraph: the ruling is kept, with a warning that it looks cut.
    const cutEn = `${head}\n${zh}\n\n${en.slice(0, 40)}`;
    const r2 = parse(cutEn);
    expect(errorsOf(r2)).toEqual([]);
    expect(r2.rulings.at(-1)!.en).toBe(en.slice(0, 40).trim());
    expect(warningsOf(r2).map((d) => d.line)).toEqual([last + 4]);
    expect(warningsOf(r2)[0].message).toMatch(/English paragraph does not end like a sentence.*cut short/);
    // Cut inside the header.
    const cutHead = baseLines.slice(0, last - 1).join('\n') + '\n' + baseLines[last - 1].slice(0, 9);
    const r3 = parse(cutHead);
    expect(errorsOf(r3)).toHaveLength(1);
    expect(errorsOf(r3)[0].line).toBe(last);
    expect(assertEveryBulletAccounted(cutHead, r3)).toBe(1);
  });

  it('keeps a ruling with an unknown source and warns at the source', () => {
    const b = bullets[6];
    const lines = [...baseLines];
    lines[b - 1] = '• (2022-06-10 wotc)';
    const r = parse(lines.join('\n'));
    expect(r.rulings.map((x) => x.source)[6]).toBe('wotc');
    expect(r.rulings).toHaveLength(bullets.length);
    expect(r.diagnostics).toEqual([
      { file: 'damaged.txt', line: b, col: 15, severity: 'warning', message: "unknown source 'wotc' (known: official, MTGZH, gpt)" },
    ]);
  });

  it('suggests the known source when only the case differs, and keeps the case as written', () => {
    const lines = [...baseLines];
    lines[bullets[0] - 1] = '• (2022-06-10 Official)';
    const r = parse(lines.join('\n'));
    expect(r.rulings[0].source).toBe('Official');
    expect(r.diagnostics.map((d) => d.message)).toEqual([
      "unknown source 'Official' (known: official, MTGZH, gpt); did you mean 'official'?",
    ]);
  });

  it('reports text before the first bullet as an error naming it', () => {
    const text = base.text.replace('单卡释疑', '单卡释疑\n\nThis line is not a ruling');
    const r = parse(text);
    expect(errorsOf(r)).toEqual([
      {
        file: 'damaged.txt',
        line: 3,
        col: 1,
        severity: 'error',
        message: "text before the first bullet belongs to no ruling: 'This line is not a ruling' (is a bullet header missing?)",
      },
    ]);
    expect(r.rulings).toHaveLength(bullets.length);
    expect(assertEveryBulletAccounted(text, r)).toBe(0);
  });

  it('warns about a missing title and accepts the Traditional one', () => {
    const noTitle = parse(baseLines.slice(2).join('\n'));
    expect(noTitle.diagnostics.map((d) => [d.line, d.severity, d.message])).toEqual([
      [1, 'warning', "missing title line '单卡释疑' at the top of the file"],
    ]);
    expect(noTitle.rulings).toHaveLength(bullets.length);
    expect(parse(base.text.replace('单卡释疑', '單卡釋疑')).diagnostics).toEqual([]);
  });
});
