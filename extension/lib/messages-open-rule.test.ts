// The 'open-rule' message (tooltip header → background): only a CR rule number gets through.
import { describe, expect, it } from 'vitest';
import { parseRequest } from './messages.ts';

describe("parseRequest: 'open-rule'", () => {
  it('accepts a section, a rule and subrules', () => {
    for (const rule of ['7', '702', '702.9', '702.9b', '100.1a']) {
      expect(parseRequest({ type: 'open-rule', rule })).toEqual({ ok: true, request: { type: 'open-rule', rule } });
    }
  });

  it('refuses anything else with the reason', () => {
    for (const rule of [undefined, 702.9, '', '702.9b#x', 'javascript:alert(1)', '../options.html', '7020', '702.9B', ' 702.9']) {
      const r = parseRequest({ type: 'open-rule', rule });
      expect(r.ok, String(rule)).toBe(false);
      if (!r.ok) expect(r.error).toBe(`rulings-lens message: open-rule needs a rule number like "702.9b", got ${JSON.stringify(rule)}`);
    }
  });
});
