import { describe, it, expect } from 'vitest';
import { createHash } from 'node:crypto';
import { mergeRulings, normaliseEnglish, rulingId } from './merge-rulings.ts';
import { parseSeedFile } from './parse-seed.ts';
import { sha1Hex } from './sha1.ts';
import { bulletLines, loadSeeds } from './seed-fixtures.ts';
import type { ParseResult } from './types.ts';

const seeds = loadSeeds();
const parseAll = (list = seeds) => list.map((s) => parseSeedFile(s.text, s.file));
const nodeSha1 = (text: string) => createHash('sha1').update(text, 'utf8').digest('hex');

/** A one-bullet file holding the given ruling. */
const file = (date: string, source: string, zh: string, en: string) => `单卡释疑\n\n• (${date} ${source})\n\n  ${zh}\n\n  ${en}\n`;

describe('sha1Hex (pure TypeScript)', () => {
  it('matches the FIPS test vectors', () => {
    expect(sha1Hex('')).toBe('da39a3ee5e6b4b0d3255bfef95601890afd80709');
    expect(sha1Hex('abc')).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
    expect(sha1Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe('84983e441c3bd26ebaae4aa1f95129e5e54670f1');
  });

  it('matches node:crypto around block boundaries and on non-ASCII text', () => {
    for (const n of [1, 55, 56, 57, 63, 64, 65, 119, 120, 1000]) expect(sha1Hex('x'.repeat(n))).toBe(nodeSha1('x'.repeat(n)));
    for (const s of seeds) expect(sha1Hex(s.text)).toBe(nodeSha1(s.text));
  });
});

describe('mergeRulings', () => {
  it('keeps all 57 seed rulings, in input order, with unique ids derived from the English text', () => {
    const parsed = parseAll();
    const { rulings, diagnostics } = mergeRulings(parsed);
    expect(diagnostics).toEqual([]);
    const flat = parsed.flatMap((p) => p.rulings);
    expect(rulings).toHaveLength(57);
    expect(rulings.map((r) => r.en)).toEqual(flat.map((r) => r.en));
    expect(rulings.map((r) => r.origins)).toEqual(flat.map((r) => [{ file: r.file, line: r.line }]));
    expect(new Set(rulings.map((r) => r.id)).size).toBe(57);
    for (const r of rulings) {
      expect(r.id).toMatch(/^r-[0-9a-f]{10}$/);
      expect(r.id).toBe('r-' + nodeSha1(normaliseEnglish(r.en)).slice(0, 10));
    }
  });

  it('gives stable ids: the same for a re-parse, another file order and a re-wrapped copy', () => {
    const ids = (results: ParseResult[]) => new Map(mergeRulings(results).rulings.map((r) => [r.en, r.id]));
    const first = ids(parseAll());
    expect(ids(parseAll())).toEqual(first);
    expect(new Map([...ids(parseAll([...seeds].reverse()))].sort())).toEqual(new Map([...first].sort()));
    // Every English word on its own line: the joined text is the same, the layout is not.
    const wrapEnglish = (l: string) => (/^ {2}[A-Z]/.test(l) ? l.replace(/(\S) (?=\S)/g, '$1\n  ') : l);
    const rewrapped = seeds.map((s) => ({ ...s, text: s.text.split('\n').map(wrapEnglish).join('\n') }));
    const again = mergeRulings(parseAll(rewrapped)).rulings;
    expect(again.map((r) => r.id)).toEqual([...first.values()]);
  });

  it('merges the same ruling found in two files into one ruling with two origins', () => {
    const a = seeds[0];
    const lines = seeds[2].text.split('\n');
    const copied = a.text.split('\n').slice(bulletLines(a.text)[3] - 1, bulletLines(a.text)[3] + 4);
    const b = bulletLines(seeds[2].text)[5];
    lines.splice(b - 1, 0, ...copied, ''); // paste A's 4th bullet before B's 6th bullet
    const results = parseAll([a, { file: 'b.txt', text: lines.join('\n') }]);
    expect(results[1].diagnostics).toEqual([]);
    const { rulings, diagnostics } = mergeRulings(results);
    expect(diagnostics).toEqual([]);
    expect(rulings).toHaveLength(results[0].rulings.length + results[1].rulings.length - 1);
    const shared = rulings.filter((r) => r.origins.length > 1);
    expect(shared).toHaveLength(1);
    expect(shared[0].origins).toEqual([
      { file: a.file, line: bulletLines(a.text)[3] },
      { file: 'b.txt', line: b },
    ]);
    expect(rulings.indexOf(shared[0])).toBe(3); // where it first appeared
    expect(new Set(rulings.map((r) => r.id)).size).toBe(rulings.length);
  });

  it('treats English that differs only in whitespace as the same ruling', () => {
    const r = mergeRulings(parseAll([
      { file: 'a.txt', text: file('2022-06-10', 'official', '如果历险。', 'It is  exiled.') },
      { file: 'b.txt', text: file('2022-06-10', 'official', '如果历险。', 'It is\n  exiled.') },
    ]));
    expect(r.rulings).toHaveLength(1);
    expect(r.rulings[0].origins.map((o) => o.file)).toEqual(['a.txt', 'b.txt']);
    expect(r.rulings[0].id).toBe(rulingId('It is exiled.'));
  });

  it('keeps the first of disagreeing duplicates and warns at the later one, naming the first', () => {
    const r = mergeRulings(parseAll([
      { file: 'a.txt', text: file('2022-06-10', 'official', '如果历险。', 'It is exiled.') },
      { file: 'b.txt', text: file('2023-01-02', 'gpt', '另一种翻译。', 'It is exiled.') },
    ]));
    expect(r.rulings).toHaveLength(1);
    expect(r.rulings[0]).toMatchObject({ date: '2022-06-10', source: 'official', zh: '如果历险。' });
    expect(r.rulings[0].origins).toEqual([{ file: 'a.txt', line: 3 }, { file: 'b.txt', line: 3 }]);
    expect(r.diagnostics).toEqual([
      {
        file: 'b.txt',
        line: 3,
        col: 1,
        severity: 'warning',
        message:
          "same English text as the ruling at a.txt:3 but date 2023-01-02 vs 2022-06-10, source 'gpt' vs 'official', Chinese text differs; kept the one at a.txt:3",
      },
    ]);
  });

  it('the same ruling in Traditional in one file and Simplified in another: one ruling, in Simplified, no warning', () => {
    const hant = file('2024-02-09', 'MTGZH', '被偽裝的永久物翻回正面時，保留所有指示物。', 'A disguised permanent turned face up keeps its counters.');
    const hans = file('2024-02-09', 'MTGZH', '被伪装的永久物翻回正面时，保留所有指示物。', 'A disguised permanent turned face up keeps its counters.');
    const r = mergeRulings(parseAll([
      { file: 'tw.txt', text: hant },
      { file: 'cn.txt', text: hans },
    ]));
    expect(r.diagnostics).toEqual([]);
    expect(r.rulings).toHaveLength(1);
    expect(r.rulings[0].zh).toBe('被伪装的永久物翻回正面时，保留所有指示物。');
    expect(r.rulings[0].origins).toEqual([{ file: 'tw.txt', line: 3 }, { file: 'cn.txt', line: 3 }]);
    // Simplified first: it stays. Other words in Traditional still differ, and say so.
    const back = mergeRulings(parseAll([{ file: 'cn.txt', text: hans }, { file: 'tw.txt', text: hant }]));
    expect([back.rulings[0].zh, back.diagnostics]).toEqual(['被伪装的永久物翻回正面时，保留所有指示物。', []]);
    const other = mergeRulings(parseAll([{ file: 'cn.txt', text: hans }, { file: 'tw.txt', text: hant.replace('保留', '移除') }]));
    expect(other.diagnostics.map((d) => d.message)).toEqual(["same English text as the ruling at cn.txt:3 but Chinese text differs; kept the one at cn.txt:3"]);
  });

  it('warns when a ruling is repeated within one file', () => {
    const one = file('2022-06-10', 'official', '如果历险。', 'It is exiled.');
    const r = mergeRulings(parseAll([{ file: 'a.txt', text: one + one.replace('单卡释疑', '') }]));
    expect(r.rulings).toHaveLength(1);
    expect(r.rulings[0].origins).toEqual([{ file: 'a.txt', line: 3 }, { file: 'a.txt', line: 10 }]);
    expect(r.diagnostics.map((d) => [d.line, d.severity, d.message])).toEqual([[10, 'warning', 'ruling repeated in the same file (first at line 3)']]);
  });

  it('never lets two different rulings share an id (40-bit prefix clash)', () => {
    // Two texts whose SHA-1 share their first 10 hex digits (found by brute force).
    const [x, y] = ['Probe ruling number 1222755.', 'Probe ruling number 1360398.'];
    expect(rulingId(x)).toBe(rulingId(y));
    const r = mergeRulings(parseAll([
      { file: 'a.txt', text: file('2022-06-10', 'official', '甲。', x) },
      { file: 'b.txt', text: file('2022-06-10', 'official', '乙。', y) },
    ]));
    expect(r.rulings).toHaveLength(2);
    expect(r.rulings[0].id).toBe(rulingId(x));
    expect(r.rulings[1].id).not.toBe(r.rulings[0].id);
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]).toMatchObject({ file: 'b.txt', line: 3, severity: 'error' });
  });
});
