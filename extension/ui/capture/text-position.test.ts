import { describe, expect, it } from 'vitest';
import { offsetAt } from './text-position.ts';

describe('offsetAt', () => {
  it('finds line:col across LF, CRLF and CR line ends', () => {
    const text = 'ab\r\ncd\nef\rgh';
    expect(offsetAt(text, 1, 1)).toBe(0);
    expect(offsetAt(text, 2, 2)).toBe(5);
    expect(text[offsetAt(text, 3, 2)]).toBe('f');
    expect(text[offsetAt(text, 4, 1)]).toBe('g');
  });
  it('counts columns in code points, as the parser does', () => {
    const text = '𠀀𠀀x\nz';
    expect(text.slice(offsetAt(text, 1, 3))).toBe('x\nz');
  });
  it('clamps to the end of the line and of the text', () => {
    expect(offsetAt('ab\ncd', 1, 9)).toBe(2);
    expect(offsetAt('ab\ncd', 7, 1)).toBe(5);
  });
});
