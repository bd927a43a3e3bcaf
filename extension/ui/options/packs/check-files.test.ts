import { describe, expect, it } from 'vitest';
import { seedText, syntheticRulings, utf8 } from '../../../../rulings-data/packs/pack-fixtures.ts';
import { checkFiles, formatDiagnostic, type CheckProgress, type PickedFile } from './check-files.ts';

/** A picked file; `reads` counts how often its bytes were asked for. */
function picked(name: string, text: string | Uint8Array, size?: number): PickedFile & { reads: number } {
  const bytes = typeof text === 'string' ? utf8(text) : text;
  const f = {
    name,
    size: size ?? bytes.length,
    reads: 0,
    arrayBuffer: async () => {
      f.reads++;
      return bytes.slice().buffer as ArrayBuffer;
    },
  };
  return f;
}
const GOOD = seedText(syntheticRulings(3));

describe('checkFiles (options page)', () => {
  it('gives a pack per good file and reports progress file by file', async () => {
    const seen: CheckProgress[] = [];
    const out = await checkFiles([picked('a.txt', GOOD), picked('b.txt', seedText(syntheticRulings(2, 'b')))], (p) => seen.push(p));
    expect(out.refused).toBe(false);
    expect(out.packs.map((p) => [p.name, p.rulings.length])).toEqual([['a', 3], ['b', 2]]);
    expect(seen.map((p) => `${p.done}/${p.total} ${p.file}`)).toEqual(['0/2 a.txt', '1/2 b.txt', '2/2 ']);
  });

  it('refuses the whole pick when one file has an error, and lists every problem as file:line:col', async () => {
    const out = await checkFiles([picked('a.txt', GOOD), picked('bad.txt', GOOD.replace('(2020-01-01 official)', '(2020-01-32 official)'))]);
    expect(out.refused).toBe(true);
    expect(out.packs).toEqual([]);
    expect(out.diagnostics.map(formatDiagnostic)).toEqual([expect.stringMatching(/^bad\.txt:3:4: error: .*2020-01-32/)]);
  });

  it('refuses a 50 MB file from its size, without reading it', async () => {
    const huge = picked('huge.txt', new Uint8Array(0), 50 * 1024 * 1024);
    const out = await checkFiles([huge]);
    expect(out.refused).toBe(true);
    expect(huge.reads).toBe(0);
    expect(formatDiagnostic(out.diagnostics[0])).toBe('huge.txt:1:1: error: file is 50.0 MB; the limit for a pack is 20.0 MB. Split it into smaller packs');
  });

  it('refuses empty and non-UTF-8 files, and a file that cannot be read', async () => {
    const unreadable = { name: 'gone.txt', size: 10, arrayBuffer: () => Promise.reject(new Error('NotReadableError')) };
    const out = await checkFiles([picked('empty.txt', ''), picked('gbk.txt', new Uint8Array([0xd4, 0xf6, 0xd6, 0xb3])), unreadable]);
    expect(out.refused).toBe(true);
    expect(out.diagnostics.map(formatDiagnostic)).toEqual([
      'empty.txt:1:1: error: file is empty (0 bytes); nothing to import',
      expect.stringMatching(/^gbk\.txt:1:1: error: file is not valid UTF-8/),
      'gone.txt:1:1: error: could not read the file (NotReadableError)',
    ]);
  });
});
