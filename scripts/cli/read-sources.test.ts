import { describe, it, expect } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readSourceFiles } from './read-sources.ts';

const dir = mkdtempSync(join(tmpdir(), 'read-sources-'));
const good = join(dir, 'good.txt');
writeFileSync(good, '\ufeff单卡释疑\r\n• (2022-06-10 official)');

describe('readSourceFiles', () => {
  it('reads UTF-8 text, drops the BOM and keeps the path as given', async () => {
    expect(await readSourceFiles([good])).toEqual([{ file: good, text: '单卡释疑\r\n• (2022-06-10 official)' }]);
  });

  it('names every missing file, in the order given', async () => {
    const a = join(dir, 'nope-a.txt');
    const b = join(dir, 'nope-b.txt');
    await expect(readSourceFiles([a, good, b])).rejects.toThrow(`cannot read '${a}': no such file\ncannot read '${b}': no such file`);
  });

  it('explains a directory and a file that is not UTF-8', async () => {
    const latin1 = join(dir, 'latin1.txt');
    writeFileSync(latin1, Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]));
    await expect(readSourceFiles([dir])).rejects.toThrow(`cannot read '${dir}': it is a directory, not a file`);
    await expect(readSourceFiles([latin1])).rejects.toThrow(`cannot read '${latin1}': not valid UTF-8 (save it as UTF-8)`);
  });
});
