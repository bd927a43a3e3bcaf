// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { defineRulingsTerm, RULINGS_TERM_TAG } from './define-rulings-term.ts';

describe('defineRulingsTerm', () => {
  it('defines <rulings-term> once, and never throws when the name is taken or there is no registry', () => {
    const first = defineRulingsTerm(window as Window & typeof globalThis);
    expect(['defined', 'already-defined']).toContain(first);
    expect(customElements.get(RULINGS_TERM_TAG)).toBeDefined();
    expect(defineRulingsTerm(window as Window & typeof globalThis)).toBe('already-defined');
    // Chromium content scripts: window.customElements is null.
    const noRegistry = { customElements: null, HTMLElement: window.HTMLElement } as unknown as Window & typeof globalThis;
    expect(defineRulingsTerm(noRegistry)).toBe('unavailable');
  });

  it('leaves a page-defined element alone', () => {
    class PageTerm extends HTMLElement {}
    const registry = { get: () => PageTerm, define: () => { throw new Error('must not be called'); } };
    const win = { customElements: registry, HTMLElement: window.HTMLElement } as unknown as Window & typeof globalThis;
    expect(defineRulingsTerm(win)).toBe('already-defined');
  });
});
