import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../schema.ts';
import { looksLikeIndex, originPattern, readPackIndex, subscriptionUrlProblem, validatePackIndex } from './pack-index.ts';

const BASE = 'https://packs.example.org/mtg/index.json';
const where = (d: Diagnostic) => `${d.file}:${d.line}:${d.col}: ${d.severity}: ${d.message}`;
const json = (v: unknown) => JSON.stringify(v, null, 2);

describe('subscriptionUrlProblem', () => {
  it('accepts https anywhere and plain http on this machine only', () => {
    expect(subscriptionUrlProblem('https://example.org/p.zip')).toBeNull();
    expect(subscriptionUrlProblem('http://localhost:8080/p.txt')).toBeNull();
    expect(subscriptionUrlProblem('http://127.0.0.1:41234/index.json')).toBeNull();
    expect(subscriptionUrlProblem('http://example.org/p.zip')).toMatch(/plain http is not accepted/);
    expect(subscriptionUrlProblem('http://192.168.1.2/p.zip')).toMatch(/plain http is not accepted/);
    expect(subscriptionUrlProblem('ftp://example.org/p.zip')).toMatch(/only https:\/\//);
    expect(subscriptionUrlProblem('file:///etc/passwd')).toMatch(/only https:\/\//);
    expect(subscriptionUrlProblem('packs/index.json')).toMatch(/is not a URL/);
  });

  it('refuses a URL carrying a user name or password', () => {
    expect(subscriptionUrlProblem('https://me:secret@example.org/p.zip')).toMatch(/user name or password/);
  });

  it('asks for the host only: a match pattern has no port', () => {
    expect(originPattern('http://127.0.0.1:41234/a/index.json')).toBe('http://127.0.0.1/*');
    expect(originPattern('https://packs.example.org/mtg/index.json?x=1')).toBe('https://packs.example.org/*');
  });
});

describe('validatePackIndex', () => {
  it('reads a full index, resolving the pack against the index URL', () => {
    const { index, diagnostics } = validatePackIndex(
      { format: 1, name: 'Community rulings', revision: '2026-05-01', attribution: 'MTGZH volunteers', licence: 'CC BY-SA 4.0', pack: 'rulings.zip', kind: 'rulings' },
      BASE,
    );
    expect(diagnostics).toEqual([]);
    expect(index).toEqual({
      format: 1,
      name: 'Community rulings',
      revision: '2026-05-01',
      attribution: 'MTGZH volunteers',
      licence: 'CC BY-SA 4.0',
      url: BASE,
      files: ['https://packs.example.org/mtg/rulings.zip'],
      kind: 'rulings',
    });
  });

  it('takes "license" for "licence", defaults kind to rulings, and prefers its own "url" for updates', () => {
    const { index, diagnostics } = validatePackIndex({ format: 1, name: 'n', revision: '7', license: 'MIT', url: '/v2/index.json', files: ['../p/a.txt'] }, BASE);
    expect(diagnostics).toEqual([]);
    expect(index).toMatchObject({ licence: 'MIT', kind: 'rulings', url: 'https://packs.example.org/v2/index.json', files: ['https://packs.example.org/p/a.txt'] });
  });

  it('warns when "licence" and "license" disagree, and about unknown keys, without refusing', () => {
    const text = json({ format: 1, name: 'n', revision: '1', licence: 'CC BY 4.0', license: 'MIT', pack: 'a.txt', colour: 'blue' });
    const { index, diagnostics } = readPackIndex(text, BASE);
    expect(index?.licence).toBe('CC BY 4.0');
    expect(diagnostics.map(where)).toEqual([`${BASE}:8:3: warning: unknown key "colour" ignored`, `${BASE}:6:3: warning: "licence" and "license" differ; "licence" is used`]);
  });

  it('reads a CR index of two files', () => {
    const { index } = validatePackIndex({ format: 1, name: 'CR', revision: '20260417', kind: 'cr', files: ['en.txt', 'zh.json'] }, BASE);
    expect(index?.files).toEqual(['https://packs.example.org/mtg/en.txt', 'https://packs.example.org/mtg/zh.json']);
  });

  it('positions every bad field at its key, file:line:col, and refuses the index', () => {
    const text = json({ format: 2, name: '', revision: 3, kind: 'spells', pack: 'a.txt' });
    const { index, diagnostics } = readPackIndex(text, 'index.json', BASE);
    expect(index).toBeNull();
    expect(diagnostics.map(where)).toEqual([
      'index.json:2:3: error: "format" is 2; a pack index has "format": 1',
      'index.json:3:3: error: "name" must be a non-empty string',
      'index.json:4:3: error: "revision" must be a non-empty string',
      'index.json:5:3: error: "kind" is "spells"; expected "rulings" or "cr"',
    ]);
  });

  it('refuses missing fields, both "pack" and "files", and more files than the kind holds', () => {
    const missing = validatePackIndex({ format: 1 }, BASE);
    expect(missing.diagnostics.map((d) => d.message)).toEqual(['"name" is missing', '"revision" is missing', expect.stringMatching(/^"pack" is missing/)]);
    expect(validatePackIndex({ format: 1, name: 'n', revision: '1', pack: 'a.txt', files: ['b.txt'] }, BASE).diagnostics[0].message).toMatch(/either "pack".*or "files"/);
    expect(validatePackIndex({ format: 1, name: 'n', revision: '1', files: ['a.txt', 'b.txt'] }, BASE).diagnostics[0].message).toMatch(/a rulings pack is one file; "files" lists 2/);
    expect(validatePackIndex({ format: 1, name: 'n', revision: '1', kind: 'cr', files: ['a.txt', 'b.txt', 'c.txt'] }, BASE).diagnostics[0].message).toMatch(/one or two files/);
    expect(validatePackIndex({ format: 1, name: 'n', revision: '1', files: [] }, BASE).diagnostics[0].message).toMatch(/non-empty list/);
  });

  it('refuses pack files on another site, over plain http, or of a type the kind cannot read', () => {
    const msg = (pack: string, kind = 'rulings') => validatePackIndex({ format: 1, name: 'n', revision: '1', pack, kind }, BASE).diagnostics[0]?.message;
    expect(msg('https://elsewhere.example.com/a.zip')).toMatch(/on another site than the index \(https:\/\/packs\.example\.org\)/);
    expect(msg('http://packs.example.org/a.zip')).toMatch(/another site|plain http/);
    expect(msg('rulings.pdf')).toMatch(/a rulings pack is a \.txt, \.zip or \.json file/);
    expect(msg('rules.zip', 'cr')).toMatch(/a CR file is a \.txt or \.json/);
    expect(msg('a.txt?v=2')).toBeUndefined(); // the query does not hide the file type
  });

  it('refuses an own "url" on another site (the permission is for one site)', () => {
    const { index, diagnostics } = validatePackIndex({ format: 1, name: 'n', revision: '1', url: 'https://other.example/index.json', pack: 'a.txt' }, BASE);
    expect(index).toBeNull();
    expect(diagnostics[0].message).toMatch(/"url" .* is on another site/);
  });

  it('needs a URL to resolve against: a file name alone and no "url" is an error that says so', () => {
    const { index, diagnostics } = validatePackIndex({ format: 1, name: 'n', revision: '1', pack: 'a.txt' }, 'index.json');
    expect(index).toBeNull();
    expect(diagnostics[0].message).toMatch(/"url" is missing/);
  });

  it('a value that is not an object is refused at 1:1', () => {
    expect(validatePackIndex([1, 2], BASE).diagnostics.map(where)).toEqual([`${BASE}:1:1: error: a pack index is a JSON object: {"format": 1, "name", "revision", "pack", …}`]);
  });
});

describe('readPackIndex', () => {
  it('positions a JSON syntax error and accepts a BOM', () => {
    const bad = readPackIndex('{\n  "format": 1,\n  "name": "x",,\n}', 'index.json', BASE);
    expect(bad.index).toBeNull();
    expect(bad.diagnostics[0]).toMatchObject({ file: 'index.json', line: 3, severity: 'error' });
    expect(bad.diagnostics[0].message).toMatch(/^not valid JSON/);
    const bom = readPackIndex('\ufeff' + json({ format: 1, name: 'n', revision: '1', pack: 'a.txt' }), BASE);
    expect(bom.index?.name).toBe('n');
  });
});

describe('looksLikeIndex', () => {
  it('tells an index from a rulings.json bundle', () => {
    expect(looksLikeIndex({ format: 1, revision: '1', pack: 'a.txt' })).toBe(true);
    expect(looksLikeIndex({ format: 1, rulings: [], revision: 'x' })).toBe(false);
    expect(looksLikeIndex({ format: 1, dataDate: '2024-01-01' })).toBe(false);
    expect(looksLikeIndex('revision')).toBe(false);
  });
});
