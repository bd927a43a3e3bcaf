// The "next / previous marked word" command as the background relays it to a tab's top frame.
import { describe, expect, it } from 'vitest';
import { parseRequest } from './messages.ts';

describe('mark-nav', () => {
  it('carries the direction, 1 (next) or -1 (previous)', () => {
    expect(parseRequest({ type: 'mark-nav', dir: 1 })).toEqual({ ok: true, request: { type: 'mark-nav', dir: 1 } });
    expect(parseRequest({ type: 'mark-nav', dir: -1 })).toEqual({ ok: true, request: { type: 'mark-nav', dir: -1 } });
  });

  it('refuses any other direction, saying what it got', () => {
    for (const dir of [0, 2, '1', undefined, null]) {
      const r = parseRequest({ type: 'mark-nav', dir });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toBe(`rulings-lens message: mark-nav needs dir 1 (next) or -1 (previous), got ${JSON.stringify(dir)}`);
    }
  });
});
