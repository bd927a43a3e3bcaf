import { describe, expect, it } from 'vitest';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { readPack } from './read-pack.ts';
import { exportPack } from './export-pack.ts';
import { MAX_PACK_FILE_BYTES, MAX_ZIP_ENTRIES, latestRulingDate } from './limits.ts';
import { seedText, syntheticRulings, utf8 } from './pack-fixtures.ts';
import type { Diagnostic } from '../schema.ts';
import { loadSeeds } from '../parser/seed-fixtures.ts';

const errors = (ds: Diagnostic[]) => ds.filter((d) => d.severity === 'error');
const where = (d: Diagnostic) => `${d.file}:${d.line}:${d.col}`;
const GOOD = seedText(syntheticRulings(3));

describe('readPack: .txt', () => {
  it('reads a 单卡释疑 file into a pack with stats', () => {
    const { pack, diagnostics } = readPack({ name: 'my-rulings.txt', bytes: utf8(GOOD) });
    expect(errors(diagnostics)).toEqual([]);
    expect(pack).toMatchObject({ name: 'my-rulings', fileName: 'my-rulings.txt', container: 'txt', firstDate: '2020-01-01', lastDate: '2022-03-03' });
    expect(pack!.rulings).toHaveLength(3);
    expect(pack!.rulings[0].origins).toEqual([{ file: 'my-rulings.txt', line: 3 }]);
    expect(pack!.sources.map((s) => s.source).sort()).toEqual(['MTGZH', 'gpt', 'official']);
  });

  it('reads every real seed file without errors', () => {
    for (const seed of loadSeeds()) {
      const { pack, diagnostics } = readPack({ name: seed.file, bytes: utf8(seed.text) });
      expect(errors(diagnostics), seed.file).toEqual([]);
      expect(pack!.rulings.length).toBeGreaterThan(0);
    }
  });

  it('refuses the whole file when one bullet is bad, with file:line:col', () => {
    const bad = GOOD.replace('• (2021-02-02 MTGZH)', '• (2021-02-31 MTGZH)');
    const { pack, diagnostics } = readPack({ name: 'bad.txt', bytes: utf8(bad) });
    expect(pack).toBeNull();
    const e = errors(diagnostics);
    expect(e).toHaveLength(1);
    expect(where(e[0])).toBe('bad.txt:9:4');
    expect(e[0].message).toMatch(/date/i);
  });

  it('refuses non-UTF-8 (GBK) with the position of the first bad byte', () => {
    // "单卡释疑\n• (2022-01-01 official)\n" then GBK bytes for 增殖.
    const head = utf8('单卡释疑\n\n• (2022-01-01 official)\n\n  ');
    const bytes = new Uint8Array([...head, 0xd4, 0xf6, 0xd6, 0xb3, 0x0a]);
    const { pack, diagnostics } = readPack({ name: 'gbk.txt', bytes });
    expect(pack).toBeNull();
    expect(diagnostics).toHaveLength(1);
    expect(where(diagnostics[0])).toBe('gbk.txt:5:3');
    expect(diagnostics[0].message).toMatch(/not valid UTF-8/);
  });

  it('refuses UTF-16', () => {
    const { pack, diagnostics } = readPack({ name: 'u16.txt', bytes: new Uint8Array([0xff, 0xfe, 0x55, 0x00]) });
    expect(pack).toBeNull();
    expect(diagnostics[0].message).toMatch(/UTF-16/);
  });

  it('refuses empty, blank and bullet-less files', () => {
    for (const [name, text] of [['empty.txt', ''], ['blank.txt', '\n \n'], ['title.txt', '单卡释疑\n']] as const) {
      const { pack, diagnostics } = readPack({ name, bytes: utf8(text) });
      expect(pack, name).toBeNull();
      expect(errors(diagnostics).length, name).toBeGreaterThan(0);
    }
  });

  it('refuses a file over the size limit before reading it', () => {
    const { pack, diagnostics } = readPack({ name: 'huge.txt', bytes: new Uint8Array(MAX_PACK_FILE_BYTES + 1) });
    expect(pack).toBeNull();
    expect(diagnostics[0].message).toMatch(/limit for a pack is 20\.0 MB/);
  });

  it('refuses unknown file types', () => {
    const { pack, diagnostics } = readPack({ name: 'x.docx', bytes: utf8(GOOD) });
    expect(pack).toBeNull();
    expect(diagnostics[0].message).toMatch(/unknown file type/);
  });

  it('keeps a BOM and CRLF so the export is byte-identical', () => {
    const text = '\ufeff' + GOOD.replace(/\n/g, '\r\n');
    const bytes = utf8(text);
    const { pack } = readPack({ name: 'crlf.txt', bytes });
    expect(pack!.rulings).toHaveLength(3);
    expect(exportPack(pack!).bytes).toEqual(bytes);
  });

  it('keeps duplicates once and both sides of a conflict', () => {
    const [a, b] = syntheticRulings(2);
    const text = seedText([a, b, a, { ...b, date: '2024-05-05' }]);
    const { pack, diagnostics } = readPack({ name: 'dups.txt', bytes: utf8(text) });
    expect(errors(diagnostics)).toEqual([]);
    expect(pack!.rulings).toHaveLength(3);
    expect(pack!.rulings[0].origins.map((o) => o.line)).toEqual([3, 15]);
    expect(new Set(pack!.rulings.map((r) => r.id)).size).toBe(3);
  });
});

describe('readPack: ruling dates a pack may carry', () => {
  // A pack's newest date becomes the tooltips' "rulings as of" line: a typo must not get there.
  it('refuses a date after tomorrow (UTC) or before the first Magic set, at the date, file:line:col', () => {
    const text = GOOD.replace('(2021-02-02 MTGZH)', '(2205-02-02 MTGZH)').replace('(2022-03-03 gpt)', '(1925-03-03 gpt)');
    const { pack, diagnostics } = readPack({ name: 'typo.txt', bytes: utf8(text) }, { latestDate: '2026-12-03' });
    expect(pack).toBeNull();
    expect(errors(diagnostics).map((d) => `${where(d)} ${d.message}`)).toEqual([
      'typo.txt:9:4 date 2205-02-02 is in the future; is it a typo?',
      'typo.txt:15:4 date 1925-03-03 is before the first Magic set (1993-08-05); is it a typo?',
    ]);
  });

  it('accepts the latest date itself and the day Alpha came out; the default latest date is tomorrow', () => {
    const text = GOOD.replace('(2021-02-02 MTGZH)', '(2026-12-03 MTGZH)').replace('(2022-03-03 gpt)', '(1993-08-05 gpt)');
    const { pack } = readPack({ name: 'edge.txt', bytes: utf8(text) }, { latestDate: '2026-12-03' });
    expect([pack!.firstDate, pack!.lastDate]).toEqual(['1993-08-05', '2026-12-03']);
    expect(latestRulingDate(new Date('2026-12-02T23:30:00Z'))).toBe('2026-12-03');
    const tomorrow = latestRulingDate();
    expect(readPack({ name: 't.txt', bytes: utf8(GOOD.replace('(2021-02-02 MTGZH)', `(${tomorrow} MTGZH)`)) }).pack).not.toBeNull();
  });

  it('checks zip members and rulings.json bundles too', () => {
    const zip = zipSync({ 'deep/dir/a.txt': strToU8(GOOD.replace('(2020-01-01 official)', '(2099-01-01 official)')) });
    const z = readPack({ name: 'z.zip', bytes: zip }, { latestDate: '2026-12-03' });
    expect(z.pack).toBeNull();
    expect(errors(z.diagnostics).map(where)).toEqual(['z.zip/deep/dir/a.txt:3:4']);
    const json = JSON.stringify({ format: 1, rulings: [{ id: 'r-x', date: '2099-01-01', source: 'official', zh: '中文。', en: 'English.', origins: [] }] }, null, 1);
    const b = readPack({ name: 'b.json', bytes: utf8(json) }, { latestDate: '2026-12-03' });
    expect(b.pack).toBeNull();
    expect(b.diagnostics[0].message).toBe('rulings[0] date 2099-01-01 is in the future; is it a typo?');
    expect(b.diagnostics[0].line).toBe(5); // the ruling's "id"
  });
});

describe('readPack: .zip', () => {
  const zip = (entries: Record<string, string | Uint8Array>) =>
    zipSync(Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, typeof v === 'string' ? strToU8(v) : v])));

  it('reads member names written without the UTF-8 flag (UTF-8 from macOS, GBK from Chinese Windows)', () => {
    // fflate flags non-ASCII names; an ASCII placeholder of the same byte length, patched
    // afterwards, gives the unflagged names other zip tools write.
    const patch = (bytes: Uint8Array, from: string, to: Uint8Array) => {
      const needle = strToU8(from);
      for (let i = 0; i + needle.length <= bytes.length; i++) if (needle.every((b, k) => bytes[i + k] === b)) bytes.set(to, i);
      return bytes;
    };
    const bad = GOOD.replace('(2021-02-02 MTGZH)', '(2021-02-31 MTGZH)');
    let bytes: Uint8Array = zip({ 'abcdef.txt': GOOD, 'dir/abcd.txt': bad });
    bytes = patch(bytes, 'abcdef.txt', strToU8('裁定.txt')); // UTF-8, 6 + 4 bytes
    bytes = patch(bytes, 'dir/abcd.txt', new Uint8Array([...strToU8('dir/'), 0xb2, 0xc3, 0xb6, 0xa8, ...strToU8('.txt')])); // GBK 裁定
    const { diagnostics } = readPack({ name: 'names.zip', bytes });
    expect(errors(diagnostics).map(where)).toEqual(['names.zip/dir/裁定.txt:9:4']);
    const ok = readPack({ name: 'ok.zip', bytes: patch(zip({ 'abcdef.txt': GOOD }), 'abcdef.txt', strToU8('裁定.txt')) });
    expect(ok.pack!.files.map((f) => f.name)).toEqual(['ok.zip/裁定.txt']);
    expect(Object.keys(unzipSync(exportPack(ok.pack!).bytes))).toEqual(['裁定.txt']);
  });

  it('reads every .txt member; skips others with a warning; exports the members again', () => {
    const a = seedText(syntheticRulings(2, 'a'));
    const b = seedText(syntheticRulings(3, 'b'));
    const bytes = zip({ 'a.txt': a, 'sub/b.txt': b, 'README.md': '# hi', 'sub/': new Uint8Array() });
    const { pack, diagnostics } = readPack({ name: 'set.zip', bytes });
    expect(errors(diagnostics)).toEqual([]);
    expect(diagnostics.map(where)).toEqual(['set.zip/README.md:1:1']);
    expect(pack).toMatchObject({ name: 'set', container: 'zip' });
    expect(pack!.rulings).toHaveLength(5);
    expect(pack!.files.map((f) => f.name)).toEqual(['set.zip/a.txt', 'set.zip/sub/b.txt']);
    const again = readPack({ name: 'set.zip', bytes: exportPack(pack!).bytes });
    expect(again.pack!.files).toEqual(pack!.files);
    expect(again.pack!.rulings).toEqual(pack!.rulings);
  });

  it('refuses the whole zip when one member has an error, naming the member', () => {
    const bytes = zip({ 'ok.txt': GOOD, 'bad.txt': GOOD.replace('(2020-01-01 official)', '(2020-13-01 official)') });
    const { pack, diagnostics } = readPack({ name: 'set.zip', bytes });
    expect(pack).toBeNull();
    expect(errors(diagnostics).map(where)).toEqual(['set.zip/bad.txt:3:4']);
  });

  it('refuses a damaged zip, a zip without .txt files, too many entries and a zip bomb', () => {
    const cases: Array<[string, Uint8Array, RegExp]> = [
      ['damaged.zip', zip({ 'a.txt': GOOD }).slice(0, 40), /damaged/],
      ['not.zip', utf8(GOOD), /not a zip archive/],
      ['none.zip', zip({ 'a.md': 'x' }), /no \.txt files/],
      ['many.zip', zip(Object.fromEntries(Array.from({ length: MAX_ZIP_ENTRIES + 1 }, (_, i) => [`${i}.txt`, 'x']))), /more than 1000 files/],
      // 70 MB of spaces compress to ~70 KB: refused from the declared size, never inflated.
      ['bomb.zip', zipSync({ 'a.txt': new Uint8Array(70 * 1024 * 1024).fill(32) }), /more than 64\.0 MB uncompressed/],
    ];
    for (const [name, bytes, re] of cases) {
      const { pack, diagnostics } = readPack({ name, bytes });
      expect(pack, name).toBeNull();
      expect(errors(diagnostics).map((d) => d.message).join('\n'), name).toMatch(re);
    }
  });
});

describe('readPack: rulings.json bundle', () => {
  const rulings = syntheticRulings(2).map((r, i) => ({ id: `r-${i}`, ...r, origins: [{ file: 'x.txt', line: 3 }] }));
  const text = JSON.stringify({ format: 1, dataDate: '2021-02-02', rulings, keywords: [] }, null, 2);

  it('takes the rulings of a built bundle; exports the JSON as it was', () => {
    const { pack, diagnostics } = readPack({ name: 'rulings.json', bytes: utf8(text) });
    expect(diagnostics).toEqual([]);
    expect(pack).toMatchObject({ name: 'rulings', container: 'bundle' });
    expect(pack!.rulings[0].origins).toEqual([{ file: 'rulings.json/x.txt', line: 3 }]);
    expect(new TextDecoder().decode(exportPack(pack!).bytes)).toBe(text);
  });

  it("reads the widget's data file ({ bundle, terms }) like the bundle inside it", () => {
    const widgetData = JSON.stringify({ bundle: JSON.parse(text), terms: {} }, null, 2);
    const { pack, diagnostics } = readPack({ name: 'rulings-lens.data.json', bytes: utf8(widgetData) });
    expect(diagnostics).toEqual([]);
    expect(pack!.rulings.map((r) => r.en)).toEqual(rulings.map((r) => r.en));
    expect(readPack({ name: 'x.json', bytes: utf8('{"terms":{}}') }).diagnostics[0].message).toMatch(/"format" is missing/);
  });

  it('positions a JSON syntax error and a bad ruling', () => {
    const broken = readPack({ name: 'b.json', bytes: utf8(text.replace('"format": 1,', '"format": 1')) });
    expect(broken.pack).toBeNull();
    expect(where(broken.diagnostics[0])).toMatch(/^b\.json:3:\d+$/);
    const badDate = readPack({ name: 'c.json', bytes: utf8(text.replace('"2020-01-01"', '"2020-02-30"')) });
    expect(badDate.pack).toBeNull();
    expect(badDate.diagnostics[0].message).toMatch(/rulings\[0\] "date" "2020-02-30"/);
    expect(badDate.diagnostics[0].line).toBe(text.split('\n').findIndex((l) => l.includes('"r-0"')) + 1);
    const wrong = readPack({ name: 'd.json', bytes: utf8('{"format":2,"rulings":[]}') });
    expect(wrong.diagnostics[0].message).toMatch(/format/);
  });
});
