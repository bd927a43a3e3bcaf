// Unit tests for the benchmark helpers that decide what a figure means: percentiles, the
// README section splice, the synthetic rulings, the CR page renderer, size measuring and the
// trace accounting (Chromium's trace and Firefox's in-page probe). The benchmarks themselves are run by `npm run bench`, not by the tests.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseSeedFile } from '../../rulings-data/parser/parse-seed.ts';
import { renderCrPage } from './cr-page.ts';
import { replaceSection } from './readme.ts';
import { measureSizes, popupAssets } from './sizes.ts';
import { median, p95, percentile } from './stats.ts';
import { syntheticRulings, toSourceText } from './synthetic.ts';
import { mainThreadWindow } from './trace.ts';
import { INIT_SCRIPT } from './browser.ts';

describe('percentile (nearest rank)', () => {
  it('returns observed values', () => {
    const xs = Array.from({ length: 50 }, (_, i) => 50 - i); // 50..1, unsorted order
    expect(median(xs)).toBe(25);
    expect(p95(xs)).toBe(48);
    expect(percentile(xs, 100)).toBe(50);
    expect(percentile([7], 95)).toBe(7);
  });
  it('refuses an empty sample and a bad p', () => {
    expect(() => median([])).toThrow(/empty/);
    expect(() => percentile([1], 101)).toThrow(/0\.\.100/);
  });
});

describe('replaceSection', () => {
  it('replaces only the named section', () => {
    const md = '# T\n\n## A\n\nold\n\n## Performance\n\nold table\n\n## Z\n\nz\n';
    const out = replaceSection(md, 'Performance', 'new table');
    expect(out).toBe('# T\n\n## A\n\nold\n\n## Performance\n\nnew table\n\n## Z\n\nz\n');
  });
  it('appends the section when missing', () => {
    expect(replaceSection('# T\n\ntext\n', 'Performance', 'x')).toBe('# T\n\ntext\n\n## Performance\n\nx\n');
  });
});

describe('synthetic rulings', () => {
  it('are deterministic, distinct and parse without diagnostics', () => {
    const a = syntheticRulings(300, 7);
    expect(syntheticRulings(300, 7)).toEqual(a);
    expect(new Set(a.map((r) => r.en)).size).toBe(300);
    const parsed = parseSeedFile(toSourceText(a), 'syn.txt');
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.rulings.map((r) => [r.date, r.source, r.en, r.zh])).toEqual(a.map((r) => [r.date, r.source, r.en, r.zh]));
  });
});

describe('renderCrPage', () => {
  it('renders every rule in both languages, escaped, and counts its text nodes', () => {
    const cr = {
      version: '1',
      main: [{ chapter: '1.', en: 'Game <Concepts>', zh: '游戏概念', subrules: [{ chapter: '100.1.', en: 'A & B.', zh: '甲和乙。' }] }],
      glossary: [{ enname: 'Ward', zhname: '守护', en: 'See rule 702.21.', zh: '见规则702.21。' }],
    };
    const { html, entries, textNodes } = renderCrPage(cr);
    expect(entries).toBe(3);
    expect(html).toContain('Game &lt;Concepts&gt;');
    expect(html).toContain(' A &amp; B.');
    expect(html).toContain('甲和乙。');
    expect(html).toContain('<dt>Ward / 守护</dt>');
    expect(html).not.toContain('<Concepts>');
    expect(textNodes).toBeGreaterThan(entries * 2);
  });
  it('refuses JSON that is not the CR pack', () => {
    expect(() => renderCrPage({} as never)).toThrow(/main/);
  });
});

describe('measureSizes', () => {
  it('gzips what exists, follows popup.html, and marks the rest missing', () => {
    const root = mkdtempSync(join(tmpdir(), 'rl-sizes-'));
    const ext = join(root, 'dist/extension/chrome-mv3');
    mkdirSync(join(ext, 'chunks'), { recursive: true });
    mkdirSync(join(ext, 'content-scripts'), { recursive: true });
    const code = 'console.log("x");'.repeat(200);
    writeFileSync(join(ext, 'content-scripts/content.js'), code);
    writeFileSync(join(ext, 'chunks/popup-a.js'), 'a'.repeat(100));
    writeFileSync(join(ext, 'chunks/shared-b.js'), 'b'.repeat(100));
    writeFileSync(
      join(ext, 'popup.html'),
      '<script type="module" crossorigin src="/chunks/popup-a.js"></script><link rel="modulepreload" crossorigin href="/chunks/shared-b.js">',
    );
    expect(popupAssets(root)?.js).toEqual(['dist/extension/chrome-mv3/chunks/popup-a.js', 'dist/extension/chrome-mv3/chunks/shared-b.js']);
    const sizes = measureSizes(root);
    const cs = sizes.find((s) => s.name.startsWith('content script'))!;
    expect(cs).toMatchObject({ present: true, bytes: code.length, gzipBytes: gzipSync(code).length, withinBudget: true });
    expect(sizes.find((s) => s.name.startsWith('popup JS'))).toMatchObject({ present: true, bytes: 200 });
    expect(sizes.find((s) => s.name.includes('rulings-lens.js'))).toMatchObject({ present: false, bytes: 0 });
  });
});

describe('mainThreadWindow', () => {
  const task = (ts: number, dur: number, tid = 1) => ({ name: 'ThreadControllerImpl::RunTask', cat: 'toplevel', ph: 'X', pid: 1, tid, ts, dur, tdur: dur / 2 });
  const mark = (name: string, ts: number) => ({ name, ph: 'I', pid: 1, tid: 1, ts });
  it('sums clipped top-level tasks of the marking thread only', () => {
    const events = [
      mark('s', 1000),
      mark('e', 11000),
      task(500, 1500), // straddles the start: 1000 µs inside, 1500 long
      task(3000, 4000), // inside
      task(3500, 1000), // nested in the previous: not counted again
      task(3000, 9000, 2), // another thread
      task(10000, 3000), // straddles the end: 1000 µs inside
      task(20000, 5000), // after
    ];
    expect(mainThreadWindow(events, 's', 'e')).toEqual({ totalMs: 6, cpuMs: 3, longestMs: 4, blockingMs: 0, longestCpuMs: 2, tasks: 3, windowMs: 10 });
  });
  it('says which mark is missing', () => {
    expect(() => mainThreadWindow([mark('s', 1)], 's', 'e')).toThrow(/mark e not found/);
  });
});

describe('the in-page task probe (Firefox)', () => {
  /** INIT_SCRIPT's harness in this process (Node has performance marks and MessageChannel). */
  const harness = () => {
    const g = globalThis as unknown as { window?: unknown; __rlBench?: { probe: (() => number[][]) | null; probeStop(): unknown } };
    g.window = globalThis;
    new Function(INIT_SCRIPT)();
    const b = g.__rlBench!;
    delete g.window;
    delete g.__rlBench;
    return b;
  };
  it('counts the same window as mainThreadWindow: gaps clipped to the marks, longest whole', () => {
    const b = harness();
    performance.clearMarks();
    performance.mark('bench:start', { startTime: 1 });
    performance.mark('bench:end', { startTime: 11 });
    // [start, length] in ms, as the ping loop records them: the same tasks as the trace test.
    b.probe = () => [[0.5, 1.5], [3, 4], [10, 3], [20, 5]];
    expect(b.probeStop()).toEqual({ totalMs: 6, longestMs: 4, blockingMs: 0, tasks: 3 });
    performance.clearMarks();
  });
  it('counts every gap when the scenario set no marks, and long gaps as blocking', () => {
    const b = harness();
    performance.clearMarks();
    b.probe = () => [[0, 70], [100, 5]];
    expect(b.probeStop()).toEqual({ totalMs: 75, longestMs: 70, blockingMs: 20, tasks: 2 });
  });
});
