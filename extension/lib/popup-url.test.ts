import { describe, expect, it } from 'vitest';
import { MAX_QUERY, popupUrl, readPopupParams } from './popup-url.ts';

describe('popup URL', () => {
  it('round-trips the query (whitespace collapsed) and the tab', () => {
    const url = popupUrl('  Look up\n増殖 & more ', 7);
    expect(url.startsWith('/popup.html?')).toBe(true);
    expect(readPopupParams(url.slice(url.indexOf('?')))).toEqual({ query: 'Look up 増殖 & more', page: true, tab: 7 });
  });
  it('caps the query length and ignores a bad tab id', () => {
    const long = popupUrl('x'.repeat(500));
    expect(readPopupParams(long.slice(long.indexOf('?'))).query).toHaveLength(MAX_QUERY);
    expect(readPopupParams('?tab=abc').tab).toBeNull();
    expect(readPopupParams('?tab=-1').tab).toBeNull();
    expect(readPopupParams('')).toEqual({ query: '', page: false, tab: null });
  });
});
