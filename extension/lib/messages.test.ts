import { describe, expect, it } from 'vitest';
import { MAX_QUERY_LENGTH, parseRequest, unwrapReply } from './messages.ts';

describe('parseRequest', () => {
  it('accepts each request type', () => {
    expect(parseRequest({ type: 'terms' })).toEqual({ ok: true, request: { type: 'terms' } });
    expect(parseRequest({ type: 'lookup', id: 'first-strike' })).toEqual({ ok: true, request: { type: 'lookup', id: 'first-strike' } });
    expect(parseRequest({ type: 'search', query: '增殖' })).toEqual({ ok: true, request: { type: 'search', query: '增殖', limit: 20 } });
    expect(parseRequest({ type: 'search', query: 'x', limit: 5 })).toEqual({ ok: true, request: { type: 'search', query: 'x', limit: 5 } });
    expect(parseRequest({ type: 'info' })).toEqual({ ok: true, request: { type: 'info' } });
    expect(parseRequest({ type: 'site-status' })).toEqual({ ok: true, request: { type: 'site-status' } });
    expect(parseRequest({ type: 'packs-changed' })).toEqual({ ok: true, request: { type: 'packs-changed' } });
  });

  it('rejects malformed messages with a reason', () => {
    const error = (raw: unknown) => {
      const r = parseRequest(raw);
      if (r.ok) throw new Error(`accepted ${JSON.stringify(raw)}`);
      return r.error;
    };
    expect(error(null)).toBe('rulings-lens message: expected an object, got object');
    expect(error('lookup')).toBe('rulings-lens message: expected an object, got string');
    expect(error({ type: 'nuke' })).toBe('rulings-lens message: unknown type "nuke"');
    expect(error({ type: 'lookup', id: '../../etc' })).toMatch(/lookup needs a keyword id like "proliferate", got "..\/..\/etc"/);
    expect(error({ type: 'lookup' })).toMatch(/got undefined/);
    expect(error({ type: 'search', query: 3 })).toBe('rulings-lens message: search needs a string query, got number');
    expect(error({ type: 'search', query: 'x'.repeat(MAX_QUERY_LENGTH + 1) })).toMatch(/201 characters; the limit is 200/);
    expect(error({ type: 'search', query: 'x', limit: 0 })).toMatch(/limit must be an integer from 1 to 50, got 0/);
    expect(error({ type: 'search', query: 'x', limit: 2.5 })).toMatch(/got 2.5/);
  });
});

describe('unwrapReply', () => {
  it('returns the value of an ok reply and throws the error of a failed one', () => {
    expect(unwrapReply('info', { ok: true, value: 42 })).toBe(42);
    expect(() => unwrapReply('lookup', { ok: false, error: 'boom' })).toThrow('boom');
  });
  it('says when nobody answered', () => {
    expect(() => unwrapReply('search', undefined)).toThrow('no valid reply to "search" (got nothing); is the background running?');
    expect(() => unwrapReply('search', { value: 1 })).toThrow('got object');
  });
});
