import { describe, it, expect } from 'vitest';
import { MAX_FILE_BYTES, MAX_LINE_CHARS, parseSeedFile } from './parse-seed.ts';
import { assertEveryBulletAccounted, errorsOf, loadSeeds } from './seed-fixtures.ts';

const seeds = loadSeeds();

describe('huge input', () => {
  it('rejects a file over 20 MB with one error, quickly', () => {
    const started = Date.now();
    const r = parseSeedFile('a'.repeat(MAX_FILE_BYTES + 1), 'huge.txt');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]).toMatchObject({ file: 'huge.txt', line: 1, col: 1, severity: 'error' });
    expect(r.diagnostics[0].message).toMatch(/larger than the 20 MB limit/);
    expect([r.bullets, r.rulings.length]).toEqual([0, 0]);
  });

  it('counts UTF-8 bytes, not characters: 7M Chinese characters are 21 MB', () => {
    const text = ('释'.repeat(999) + '\n').repeat(7000);
    expect(text.length).toBeLessThan(MAX_FILE_BYTES);
    expect(errorsOf(parseSeedFile(text, 'big.txt'))[0].message).toMatch(/larger than the 20 MB limit/);
  });

  it('parses a real-shaped file just under 20 MB without trouble', () => {
    const body = seeds[0].text.replace('单卡释疑', '');
    const copies = Math.floor((19 * 1024 * 1024) / Buffer.byteLength(body));
    const text = '单卡释疑' + body.repeat(copies);
    const r = parseSeedFile(text, 'big.txt');
    expect(r.diagnostics).toEqual([]);
    expect(r.rulings).toHaveLength(copies * parseSeedFile(seeds[0].text, 'x').rulings.length);
  });

  it('rejects a line over 100,000 characters with one error at that line', () => {
    const lines = seeds[1].text.split('\n');
    lines[6] = '  ' + 'x'.repeat(MAX_LINE_CHARS);
    const r = parseSeedFile(lines.join('\n'), 'long.txt');
    expect(r.diagnostics).toEqual([
      {
        file: 'long.txt',
        line: 7,
        col: MAX_LINE_CHARS + 1,
        severity: 'error',
        message: `line is ${MAX_LINE_CHARS + 2} characters long (limit ${MAX_LINE_CHARS}); the file was not parsed`,
      },
    ]);
  });

  it('accepts a line of exactly 100,000 characters', () => {
    const text = `单卡释疑\n• (2022-06-10 official)\n如果${'历'.repeat(MAX_LINE_CHARS - 3)}。\nAn English paragraph.`;
    const r = parseSeedFile(text, 'edge.txt');
    expect(r.diagnostics).toEqual([]);
    expect(r.rulings[0].zh).toHaveLength(MAX_LINE_CHARS);
  });
});

describe('never throws', () => {
  it('turns a non-string into an error diagnostic', () => {
    for (const bad of [undefined, null, 42, {}]) {
      const r = parseSeedFile(bad as unknown as string, 'bad.txt');
      expect(errorsOf(r)).toHaveLength(1);
      expect(r.bullets).toBe(0);
    }
  });

  it.each([
    ['empty', '', 'file is empty'],
    ['blank', ' \n\r\n\t', 'file is empty'],
    ['title only', '单卡释疑\n', 'no bullets found'],
  ])('warns about an %s file', (_name, text, message) => {
    const r = parseSeedFile(text, 'e.txt');
    expect(r.rulings).toEqual([]);
    expect(errorsOf(r)).toEqual([]);
    expect(r.diagnostics.map((d) => d.message).join('\n')).toContain(message);
  });

  it('survives random damage to the seeds and still accounts for every bullet', () => {
    // Deterministic PRNG (mulberry32) so a failure is reproducible.
    let state = 0x5eed;
    const rand = () => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)];
    // Alternative markers (● · * -) are left out: the checker only knows '•'.
    const pool = ['•', '(', ')', '（', '）', '\n', '\r', '\r\n', '\t', ' ', '　', '\ufeff', '\ud800', '7', '2022-02-30', '释', 'a', '。', '单卡释疑'];
    let errorBullets = 0;
    for (let round = 0; round < 300; round++) {
      const chars = Array.from(pick(seeds).text);
      for (let k = 0; k < 1 + Math.floor(rand() * 12); k++) {
        const at = Math.floor(rand() * chars.length);
        const op = rand();
        if (op < 0.4) chars.splice(at, 1 + Math.floor(rand() * 40));
        else if (op < 0.8) chars.splice(at, 0, pick(pool));
        else chars.splice(at, 0, ...chars.slice(at, at + Math.floor(rand() * 400)));
      }
      const text = chars.join('');
      let r;
      expect(() => (r = parseSeedFile(text, `fuzz-${round}.txt`))).not.toThrow();
      errorBullets += assertEveryBulletAccounted(text, r!);
    }
    expect(errorBullets).toBeGreaterThan(50); // the damage really broke bullets
  });
});
