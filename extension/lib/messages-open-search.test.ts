// The 'open-search' message (tooltip footer → background): a query the popup page can take.
import { describe, expect, it } from 'vitest';
import { MAX_QUERY_LENGTH, parseRequest } from './messages.ts';
import { popupUrl, readPopupParams } from './popup-url.ts';

describe("parseRequest: 'open-search'", () => {
  it('accepts a keyword name in any script, and the popup page reads it back as its search', () => {
    for (const query of ['Proliferate', '增殖', '偽裝', 'Split second']) {
      expect(parseRequest({ type: 'open-search', query })).toEqual({ ok: true, request: { type: 'open-search', query } });
      const url = popupUrl(query);
      expect(readPopupParams(url.slice(url.indexOf('?')))).toEqual({ query, page: true, tab: null });
    }
  });

  it('refuses a missing, blank or too long query with the reason', () => {
    const cases: Array<[unknown, string]> = [
      [undefined, 'undefined'],
      [42, 'number'],
      ['', '0 characters'],
      ['  ', '2 characters'],
      ['x'.repeat(MAX_QUERY_LENGTH + 1), `${MAX_QUERY_LENGTH + 1} characters`],
    ];
    for (const [query, got] of cases) {
      expect(parseRequest({ type: 'open-search', query })).toEqual({
        ok: false,
        error: `rulings-lens message: open-search needs a query of 1 to ${MAX_QUERY_LENGTH} characters, got ${got}`,
      });
    }
  });
});
