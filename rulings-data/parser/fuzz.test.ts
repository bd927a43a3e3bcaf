// Structural fuzzing of the seed parser. parse-seed-guards.test.ts damages seeds character by
// character; this file damages them the way people and tools do — whole lines dropped,
// duplicated or reordered, files cut short, languages swapped, dates broken, bullets nested in
// Markdown style, line endings mixed, random Unicode (astral, RTL overrides, lone surrogates)
// pasted in — and checks three properties on every case:
//   1. parseSeedFile never throws;
//   2. every bullet yields exactly one ruling or one error (checked independently of the
//      parser's own counters, with the parser's full set of bullet markers);
//   3. bullets the mutation did not touch come out exactly as in the clean parse.
// Seeded xorshift32, so any failure names a reproducible case number.
import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES, MAX_LINE_CHARS, parseSeedFile } from './parse-seed.ts';
import type { ParseResult } from './types.ts';
import { assertEveryBulletAccounted, errorsOf, loadSeeds } from './seed-fixtures.ts';

/** Every marker the parser accepts (see bullet-header.ts), so the independent count agrees. */
const ANY_MARKER = /^[ \t\u3000]*(?:•|[·●∙][ \t\u3000]*[(（]|[*-][ \t\u3000]*[(（][ \t\u3000]*\d)/u;

function xorshift32(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 4294967296;
  };
}

type Rand = () => number;
const int = (rand: Rand, n: number) => Math.floor(rand() * n);
const pick = <T>(rand: Rand, xs: readonly T[]) => xs[int(rand, xs.length)];

/** A seed split into its preamble and one block of lines per bullet. */
interface Blocks {
  head: string[];
  blocks: string[][];
}

function toBlocks(text: string): Blocks {
  const out: Blocks = { head: [], blocks: [] };
  for (const line of text.split(/\r\n|\r|\n/)) {
    if (ANY_MARKER.test(line)) out.blocks.push([line]);
    else (out.blocks.length ? out.blocks[out.blocks.length - 1] : out.head).push(line);
  }
  return out;
}

const UNICODE_JUNK = ['\u202e', '\u202d', '\u200b', '\u200f', '\ufeff', '\ud83c\udccf', '\ud800', '\udfff', '\u0000', '\u3000', '𝕸𝕿𝕲', 'Ｐｒｏｌｉｆｅｒａｔｅ', '<img src=x onerror=alert(1)>', '\u0301', '\x7f', '\u2028', '\u2029'];
const BAD_DATES = ['2022-02-30', '2022-13-01', '0000-00-00', '22-06-10', '2022/06/10', '２０２２-０６-１０', '2022-06-10T00:00', '9999-99-99', ''];
const MARKER_VARIANTS = ['  ◦ (2022-06-10 official)', '- (2022-06-10 official)', '  * (2022-06-10 official)', '·(2022-06-10 official)', '\t• (2022-06-10 official)', '•• (2022-06-10 official)', '• • (2022-06-10 official)'];

/** Random printable-or-not code points, avoiding the bullet look-alikes at a line start. */
function randomText(rand: Rand, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) {
    const r = rand();
    if (r < 0.3) s += pick(rand, UNICODE_JUNK);
    else if (r < 0.6) s += String.fromCodePoint(0x20 + int(rand, 0x5f));
    else if (r < 0.85) s += String.fromCodePoint(0x4e00 + int(rand, 0x5000));
    else s += String.fromCodePoint(int(rand, 0x10ffff + 1 - 0xe000) + 0xe000);
  }
  return s;
}

interface Mutation {
  name: string;
  /** Mutates `b` in place; returns the indexes of blocks it changed (or 'all' for whole-file changes). */
  apply(b: Blocks, rand: Rand): number[] | 'all';
}

const blockIndex = (b: Blocks, rand: Rand) => int(rand, b.blocks.length);
const contentLine = (block: string[], rand: Rand) => 1 + int(rand, Math.max(1, block.length - 1));

const MUTATIONS: Mutation[] = [
  { name: 'drop a content line', apply: (b, r) => { const i = blockIndex(b, r); b.blocks[i].splice(contentLine(b.blocks[i], r), 1); return [i]; } },
  { name: 'duplicate a content line', apply: (b, r) => { const i = blockIndex(b, r); const at = contentLine(b.blocks[i], r); b.blocks[i].splice(at, 0, b.blocks[i][at] ?? ''); return [i]; } },
  { name: 'reorder lines inside a bullet', apply: (b, r) => { const i = blockIndex(b, r); const blk = b.blocks[i]; const rest = blk.slice(1); for (let k = rest.length - 1; k > 0; k--) { const j = int(r, k + 1); [rest[k], rest[j]] = [rest[j], rest[k]]; } b.blocks[i] = [blk[0], ...rest]; return [i]; } },
  // Whole bullets moved or copied: content unchanged, so no block counts as touched.
  { name: 'reorder whole bullets', apply: (b, r) => { const i = blockIndex(b, r); const j = blockIndex(b, r); [b.blocks[i], b.blocks[j]] = [b.blocks[j], b.blocks[i]]; return []; } },
  { name: 'duplicate a whole bullet', apply: (b, r) => { const i = blockIndex(b, r); b.blocks.splice(i, 0, [...b.blocks[i]]); return []; } },
  { name: 'drop a bullet header', apply: (b, r) => { const i = blockIndex(b, r); b.blocks[i][0] = ''; return i > 0 ? [i - 1, i] : 'all'; } },
  { name: 'swap languages', apply: (b, r) => { const i = blockIndex(b, r); const blk = b.blocks[i]; const full = blk.map((l, k) => [l, k] as const).filter(([l, k]) => k > 0 && l.trim()); if (full.length >= 2) { const [a, c] = [full[0][1], full[full.length - 1][1]]; [blk[a], blk[c]] = [blk[c], blk[a]]; } return [i]; } },
  { name: 'both paragraphs in one language', apply: (b, r) => { const i = blockIndex(b, r); const blk = b.blocks[i]; const full = blk.map((_, k) => k).filter((k) => k > 0 && blk[k].trim()); if (full.length >= 2) blk[full[full.length - 1]] = blk[full[0]]; return [i]; } },
  { name: 'bad date', apply: (b, r) => { const i = blockIndex(b, r); b.blocks[i][0] = b.blocks[i][0].replace(/\d{4}-\d{2}-\d{2}/, pick(r, BAD_DATES)); return [i]; } },
  { name: 'nested / Markdown bullet', apply: (b, r) => { const i = blockIndex(b, r); b.blocks[i].splice(contentLine(b.blocks[i], r), 0, pick(r, MARKER_VARIANTS), '  ' + randomText(r, 5)); return [i, i + 1]; } },
  { name: 'random unicode in a line', apply: (b, r) => { const i = blockIndex(b, r); const at = contentLine(b.blocks[i], r); const l = b.blocks[i][at] ?? ''; const cut = int(r, l.length + 1); b.blocks[i][at] = '  ' + l.slice(0, cut).trimStart() + randomText(r, 1 + int(r, 30)) + l.slice(cut); return [i]; } },
  { name: 'random line inserted', apply: (b, r) => { const i = blockIndex(b, r); b.blocks[i].splice(contentLine(b.blocks[i], r), 0, '  ' + randomText(r, 1 + int(r, 80))); return [i]; } },
  { name: 'header without closing parenthesis', apply: (b, r) => { const i = blockIndex(b, r); b.blocks[i][0] = b.blocks[i][0].replace(/[)）]\s*$/, ''); return [i]; } },
  { name: 'truncate the file', apply: (b, r) => { const i = blockIndex(b, r); const cut = int(r, b.blocks[i].length); b.blocks.length = i + 1; b.blocks[i].length = Math.max(1, cut); return [i]; } },
  { name: 'title removed or doubled', apply: (b, r) => { b.head = r() < 0.5 ? [] : [...b.head, ...b.head]; return []; } },
];

/** Joins lines with a random mix of LF, CRLF and CR (a pure layout change). */
function join(lines: string[], rand: Rand, mixed: boolean): string {
  if (!mixed) return lines.join('\n');
  return lines.map((l, i) => (i === lines.length - 1 ? l : l + pick(rand, ['\n', '\r\n', '\r']))).join('');
}

const key = (x: { date: string; source: string; zh: string; en: string }) => JSON.stringify([x.date, x.source, x.zh, x.en]);

/** Rulings of the clean parse, by block index (block i ↔ i-th bullet of the clean file). */
function cleanRulings(text: string): Map<number, string> {
  const blocks = toBlocks(text);
  const r = parseSeedFile(text, 'clean.txt');
  const headLines = blocks.head.length;
  const starts: number[] = [];
  let line = headLines + 1;
  for (const b of blocks.blocks) {
    starts.push(line);
    line += b.length;
  }
  const out = new Map<number, string>();
  for (const ruling of r.rulings) out.set(starts.indexOf(ruling.line), key(ruling));
  return out;
}

describe('structural fuzz of the seed parser', () => {
  const seeds = loadSeeds();
  const CASES = 600;

  it(`${CASES} mutated seeds: never throws, every bullet accounted for, untouched bullets unchanged`, () => {
    const rand = xorshift32(0xc0ffee);
    const used = new Map<string, number>();
    let errorBullets = 0;
    let untouchedChecked = 0;
    for (let n = 0; n < CASES; n++) {
      const seed = pick(rand, seeds);
      const clean = cleanRulings(seed.text);
      const b = toBlocks(seed.text);
      // Block identity survives reorders: remember each block's original index by reference.
      const origin = new Map(b.blocks.map((blk, i) => [blk, i]));
      const touched = new Set<string[]>();
      let whole = false;
      for (let k = 0; k < 1 + int(rand, 4); k++) {
        const m = pick(rand, MUTATIONS);
        used.set(m.name, (used.get(m.name) ?? 0) + 1);
        const hit = m.apply(b, rand);
        if (hit === 'all') whole = true;
        else for (const i of hit) if (b.blocks[i]) touched.add(b.blocks[i]);
      }
      const mixed = rand() < 0.3;
      const text = join([...b.head, ...b.blocks.flat()], rand, mixed);

      let r: ParseResult | undefined;
      expect(() => (r = parseSeedFile(text, `fuzz-${n}.txt`)), `case ${n}`).not.toThrow();
      try {
        errorBullets += assertEveryBulletAccounted(text, r!, ANY_MARKER);
      } catch (e) {
        throw new Error(`case ${n}: ${(e as Error).message}`);
      }

      // Property 3: a block whose lines are as in the clean file, followed by an intact header
      // (or the end of the file), parses to the same ruling as before.
      if (whole) continue;
      const got = new Set(r!.rulings.map(key));
      b.blocks.forEach((blk, i) => {
        const o = origin.get(blk);
        const next = b.blocks[i + 1];
        const nextIntact = next === undefined || (origin.has(next) && !touched.has(next));
        if (o === undefined || touched.has(blk) || !nextIntact || !clean.has(o)) return;
        untouchedChecked++;
        expect(got.has(clean.get(o)!), `case ${n}: untouched bullet ${o} of ${seed.file} changed`).toBe(true);
      });
    }
    // The fuzz really exercised every mutation, broke bullets, and checked survivors.
    expect([...used.keys()].sort()).toEqual(MUTATIONS.map((m) => m.name).sort());
    expect(errorBullets).toBeGreaterThan(CASES / 3);
    expect(untouchedChecked).toBeGreaterThan(CASES * 3);
  });

  it('a pure line-ending change (mixed LF / CRLF / CR) never changes the rulings', () => {
    const rand = xorshift32(42);
    for (const seed of seeds) {
      const lines = seed.text.split(/\r\n|\r|\n/);
      const clean = parseSeedFile(seed.text, 'a.txt').rulings.map(key);
      for (let k = 0; k < 10; k++) expect(parseSeedFile(join(lines, rand, true), 'b.txt').rulings.map(key)).toEqual(clean);
    }
  });
});

describe('huge inputs fail with a clear message', () => {
  it('a 100 MB string is rejected as over the 20 MB limit', () => {
    const text = 'x'.repeat(100 * 1024 * 1024);
    const r = parseSeedFile(text, 'huge.txt');
    expect(text.length).toBeGreaterThan(MAX_FILE_BYTES);
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]).toMatchObject({ file: 'huge.txt', severity: 'error', message: `file is larger than the 20 MB limit (${text.length} characters); it was not parsed` });
    expect([r.bullets, r.rulings.length]).toEqual([0, 0]);
  });

  it('a 1 MB single line (no line breaks at all) is rejected at line 1', () => {
    const line = '• (2022-06-10 official) ' + '释'.repeat(1024 * 1024);
    const r = parseSeedFile(line, 'one-line.txt');
    expect(r.diagnostics).toEqual([
      { file: 'one-line.txt', line: 1, col: MAX_LINE_CHARS + 1, severity: 'error', message: `line is ${line.length} characters long (limit ${MAX_LINE_CHARS}); the file was not parsed` },
    ]);
    expect(r.bullets).toBe(0);
  });
});
