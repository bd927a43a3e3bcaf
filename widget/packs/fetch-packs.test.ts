import { describe, expect, it } from 'vitest';
import { MAX_PACK_FILE_BYTES } from '../../rulings-data/packs/limits.ts';
import { fetchPacks, fileNameOfUrl } from './fetch-packs.ts';

describe('fetchPacks', () => {
  it('names each pack after its URL file name and keeps the given order', async () => {
    const seen: string[] = [];
    const fetchFn = (async (u: string) => (seen.push(u), new Response(u.endsWith('b.zip') ? 'PK' : 'text'))) as unknown as typeof fetch;
    const packs = await fetchPacks(['p/my%20notes.txt', 'https://cdn.example/b.zip'], 'https://blog.example/post/', fetchFn, () => {});
    expect(packs.map((p) => p.name)).toEqual(['my notes.txt', 'b.zip']);
    expect(new TextDecoder().decode(packs[0].bytes as Uint8Array)).toBe('text');
    expect(seen).toEqual(['https://blog.example/post/p/my%20notes.txt', 'https://cdn.example/b.zip']);
  });

  it('skips, with one line each, a URL that does not parse, a failed request and an oversized file (refused from its header, unread)', async () => {
    const warnings: string[] = [];
    let bodyRead = false;
    const fetchFn = (async (u: string) => {
      if (u.endsWith('down.txt')) throw new TypeError('Failed to fetch');
      const headers = new Headers({ 'content-length': String(MAX_PACK_FILE_BYTES + 1) });
      return { ok: true, status: 200, headers, arrayBuffer: async () => ((bodyRead = true), new ArrayBuffer(1)) };
    }) as unknown as typeof fetch;
    const packs = await fetchPacks(['http://[bad', 'down.txt', 'huge.txt'], 'https://blog.example/', fetchFn, (m) => warnings.push(m));
    expect(packs).toEqual([]);
    expect(bodyRead).toBe(false);
    expect(warnings).toEqual([
      'rulings-lens: pack http://[bad: not a URL; skipped',
      'rulings-lens: pack down.txt: could not load https://blog.example/down.txt (Failed to fetch); the widget runs without it',
      'rulings-lens: pack huge.txt: could not load https://blog.example/huge.txt (file is 20,971,521 bytes; the limit for a pack is 20.0 MB. Split it into smaller packs); the widget runs without it',
    ]);
  });

  it('fileNameOfUrl keeps a malformed escape as written', () => {
    expect(fileNameOfUrl(new URL('https://x.example/a/%E4%ZZ.txt'))).toBe('%E4%ZZ.txt');
    expect(fileNameOfUrl(new URL('https://x.example/'))).toBe('x.example');
  });
});
