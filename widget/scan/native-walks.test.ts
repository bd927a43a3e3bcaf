// @vitest-environment happy-dom
// Both paths give what the plain script walk gives: the XPath one where the DOM has XPath (the
// browsers; the hostile e2e runs it on the big page in Chromium and Firefox), the walk elsewhere.
import { afterEach, describe, expect, it } from 'vitest';
import { elementIndex, ownTextNodes } from './native-walks.ts';

function fixture() {
  const main = document.body.appendChild(document.createElement('main'));
  main.append('first ', document.createElement('p'), 'second', document.createComment('not text'));
  const b = main.appendChild(document.createElement('b'));
  b.append('inside b (not own text)');
  main.append(' third');
  return { main, b };
}

const hasXPath = typeof document.evaluate === 'function';
const evaluate = document.evaluate;

describe.each([
  ['as the document offers it' + (hasXPath ? ' (XPath)' : ' (no XPath here: the walk)'), false],
  ['without XPath (the walk)', true],
])('native walks, %s', (_name, withoutXPath) => {
  afterEach(() => {
    if (withoutXPath) (document as { evaluate?: unknown }).evaluate = evaluate;
    document.body.replaceChildren();
  });
  const setUp = () => {
    if (withoutXPath) (document as { evaluate?: unknown }).evaluate = undefined;
    return fixture();
  };

  it("ownTextNodes: the element's own text nodes in order, none from its children", () => {
    const { main } = setUp();
    expect(ownTextNodes(main).map((t) => t.data)).toEqual(['first ', 'second', ' third']);
    expect(ownTextNodes(main).every((t) => t.parentNode === main)).toBe(true);
  });

  it('elementIndex: what :nth-child() counts (elements only, 1-based)', () => {
    const { main, b } = setUp();
    expect(elementIndex(main.querySelector('p')!)).toBe(1);
    expect(elementIndex(b)).toBe(2);
    expect(elementIndex(main)).toBe(1);
  });
});
