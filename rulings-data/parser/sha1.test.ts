import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha1Hex } from './sha1.ts';

const reference = (text: string) => createHash('sha1').update(text, 'utf8').digest('hex');

describe('sha1Hex', () => {
  it('gives the FIPS 180-4 test vectors', () => {
    expect(sha1Hex('')).toBe('da39a3ee5e6b4b0d3255bfef95601890afd80709');
    expect(sha1Hex('abc')).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
    expect(sha1Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe('84983e441c3bd26ebaae4aa1f95129e5e54670f1');
  });

  it('matches node:crypto on every length around the 64-byte block edges, ASCII, CJK and astral text', () => {
    const pieces = ['a', '增', '殖', '😀', ' ', 'Proliferate.'];
    let text = '';
    for (let n = 0; n < 300; n++) {
      expect(sha1Hex(text), `length ${text.length}`).toBe(reference(text));
      text += pieces[n % pieces.length];
    }
  });

  it('hashes long texts (several KB, the buffer grows) and stays right for short ones after', () => {
    const long = 'If an effect copies an Adventure spell, the copy is also an Adventure. 冒险。'.repeat(200);
    expect(sha1Hex(long)).toBe(reference(long));
    expect(sha1Hex('abc')).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
  });
});
