// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { nearMarked } from './near-viewport.ts';

describe('nearMarked', () => {
  it('finds the marked elements inside the whole parts (open shadow roots included) and the opened ones', () => {
    document.body.replaceChildren();
    const part = document.body.appendChild(document.createElement('section'));
    const [a, b] = [part.appendChild(document.createElement('p')), part.appendChild(document.createElement('p'))];
    const deep = b.appendChild(document.createElement('b'));
    const host = part.appendChild(document.createElement('div'));
    const inShadow = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('p'));
    const far = document.body.appendChild(document.createElement('p'));
    const marked = new Set<Element>([a, deep, inShadow, far, document.body]);
    const found = nearMarked({ whole: [part], opened: [document.body] }, (el) => marked.has(el));
    expect(found).toEqual(new Set([document.body, a, deep, inShadow]));
  });
});
