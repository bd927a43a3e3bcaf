import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import { KEYWORDS } from '../keywords/index.ts';
import { KEYWORD_OPTIONS, RULING_OPTIONS, keywordDoc, maxEdits } from './fuse-options.ts';

describe('maxEdits', () => {
  it('is the most substitutions Fuse still accepts, for every pattern length it takes whole', () => {
    for (const threshold of [KEYWORD_OPTIONS.threshold!, RULING_OPTIONS.threshold!]) {
      for (let m = 1; m <= 32; m++) {
        const pattern = 'abcdefghijklmnopqrstuvwxyz012345'.slice(0, m);
        const withEdits = (k: number) => `${'Z'.repeat(k)}${pattern.slice(k)}`;
        const k = maxEdits(m, threshold);
        const options = { ...RULING_OPTIONS, threshold };
        expect(Fuse.match(pattern, `-- ${withEdits(k)} --`, options).isMatch, `m=${m} k=${k}`).toBe(true);
        if (k + 1 < m) expect(Fuse.match(pattern, `-- ${withEdits(k + 1)} --`, options).isMatch, `m=${m} k+1=${k + 1}`).toBe(false);
      }
    }
  });
});

describe('keyword ranking', () => {
  const fuse = new Fuse(KEYWORDS.map(keywordDoc), KEYWORD_OPTIONS);
  const ids = (q: string) => fuse.search(q).map((h) => h.item.id);

  it('ranks by the best single name, not by how many inflections matched', () => {
    const { sortFn: _ours, ...fuseDefault } = KEYWORD_OPTIONS;
    const plain = new Fuse(KEYWORDS.map(keywordDoc), fuseDefault);
    // Fuse's own product ranks Convert (four matching inflections) above Convoke.
    expect(plain.search('convke')[0].item.id).toBe('convert');
    expect(ids('convke').slice(0, 2)).toEqual(['convoke', 'convert']);
    expect(ids('counter')[0]).toBe('counter'); // the exact name, not "counters" with many aliases
  });

  it('keeps exact and prefix hits first', () => {
    expect(ids('prolif')[0]).toBe('proliferate');
    expect(ids('phased out')[0]).toBe('phasing');
    expect(ids('增殖')[0]).toBe('proliferate');
    expect(ids('偽裝')[0]).toBe('disguise');
  });
});
