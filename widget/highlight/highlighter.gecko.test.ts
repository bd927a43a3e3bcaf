// @vitest-environment happy-dom
// The highlighter where ::highlight() styles are not inherited (Gecko), and where the page
// provides the mark rules (the extension's Firefox build): which rules are adopted, when the
// marks become boxes of the widget's own layer. Stand-ins: test-fakes.ts.
import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_CSS_UNIVERSAL } from './highlight-styles.ts';
import { adoptedCss, drawAll, fakeDoc, m, textIn } from './test-fakes.ts';
import { createHighlighter } from './highlighter.ts';
import { createMarkLayer } from './mark-layer.ts';

describe('in Gecko (no highlight inheritance)', () => {
  const gecko = () => {
    const fake = fakeDoc({ frames: true });
    Object.assign(fake.doc.defaultView!, { mozInnerScreenX: 0, addEventListener() {}, removeEventListener() {} }); // mozInnerScreenX: what tells Gecko apart
    // What the mark layer (boxes on big pages) needs from the document.
    Object.assign(fake.doc, { documentElement: document.documentElement, createElement: (t: string) => document.createElement(t), addEventListener() {}, removeEventListener() {} });
    return fake;
  };

  it('adopts the universal rules at the first mark where no id names a small subtree, and leaves them', () => {
    const { doc, sheets } = gecko();
    const p = document.body.appendChild(document.createElement('p'));
    const h = createHighlighter(doc, 'all');
    h.set(textIn(p, 'Ward'), [m(0, 4, 'high')]);
    h.drawNear({ whole: [p], opened: [] });
    expect(sheets.map((sh) => sh.css)).toEqual([HIGHLIGHT_CSS_UNIVERSAL]);
    h.drawNear({ whole: [p], opened: [] });
    expect(sheets.map((sh) => sh.css)).toEqual([HIGHLIGHT_CSS_UNIVERSAL]);
    h.destroy();
    p.remove();
  });

  it("names every element below the nearest uniquely id'd ancestor instead (not <body>, not a big one)", () => {
    const { doc } = gecko();
    const article = document.body.appendChild(document.createElement('article'));
    article.id = 'post';
    const p = article.appendChild(document.createElement('p'));
    const b = p.appendChild(document.createElement('b'));
    const h = createHighlighter(doc, 'all');
    h.set(textIn(b, 'Ward'), [m(0, 4, 'high')]);
    h.drawNear({ whole: [p], opened: [] });
    expect(adoptedCss(doc)).toContain('#post::highlight(rulings-lens-high), #post *::highlight(rulings-lens-high) {');
    h.destroy();
    // An id'd ancestor holding thousands of elements is no cheaper than the document: on a page
    // that big, the marks are drawn as boxes instead (below).
    for (let i = 0; i < 5001; i++) article.appendChild(document.createElement('span'));
    const h2 = createHighlighter(doc, 'all', undefined, 'scoped', createMarkLayer);
    h2.set(b.firstChild as Text, [m(0, 4, 'high')]);
    h2.drawNear({ whole: [p], opened: [] });
    expect(adoptedCss(doc)).not.toContain('::highlight(');
    expect(document.querySelectorAll('rulings-lens-marks')).toHaveLength(1);
    h2.destroy();
    article.remove();
  });

  it('on a big page where no id names the marked text: draws the marks as boxes of its own (mark-layer.ts) and adopts no mark rule: no restyle of the document', () => {
    const { doc, sheets, runFrames } = gecko();
    const filler = document.body.appendChild(document.createElement('div'));
    for (let i = 0; i < 5001; i++) filler.appendChild(document.createElement('i'));
    const p = document.body.appendChild(document.createElement('p'));
    const q = document.body.appendChild(document.createElement('p'));
    const h = createHighlighter(doc, 'all', undefined, 'scoped', createMarkLayer);
    h.set(textIn(p, 'Ward'), [m(0, 4, 'high')]);
    h.set(textIn(q, 'Ward'), [m(0, 4, 'medium')]);
    h.drawNear({ whole: [p], opened: [] });
    h.drawNear({ whole: [q], opened: [] }); // elsewhere: still no rule to write
    h.setActive(q.firstChild as Text, m(0, 4, 'medium'));
    runFrames();
    expect(h.size()).toBe(1);
    expect(sheets.filter((sh) => sh.css.includes('::highlight('))).toEqual([]);
    const layers = document.querySelectorAll('rulings-lens-marks');
    expect(layers).toHaveLength(1);
    expect(layers[0].parentElement).toBe(document.documentElement);
    expect(layers[0].hasAttribute('data-rulings-lens-ui')).toBe(true); // never scanned
    h.destroy();
    expect(document.querySelectorAll('rulings-lens-marks')).toHaveLength(0);
    // Without a layer to draw with (the extension's engine), the same page gets the universal rules.
    const plain = createHighlighter(doc, 'all');
    plain.set(p.firstChild as Text, [m(0, 4, 'high')]);
    plain.drawNear({ whole: [p], opened: [] });
    expect(adoptedCss(doc)).toBe(HIGHLIGHT_CSS_UNIVERSAL);
    expect(document.querySelectorAll('rulings-lens-marks')).toHaveLength(0);
    plain.destroy();
    filler.remove();
    p.remove();
    q.remove();
  });
});

describe("with the page's own mark rules (markStyles 'provided': the extension's Firefox build)", () => {
  it('draws marks without ever adopting or rewriting a document sheet; open shadow roots still get the shadow sheet', () => {
    const fake = fakeDoc({ frames: true });
    const { doc, sheets, runFrames } = fake;
    (doc.defaultView as unknown as Record<string, unknown>).mozInnerScreenX = 0; // Gecko: no inheritance
    const p = document.body.appendChild(document.createElement('p')); // no id to name it by
    const q = document.body.appendChild(document.createElement('p'));
    const h = createHighlighter(doc, 'all', () => {}, 'provided');
    h.set(textIn(p, 'Ward'), [m(0, 4, 'high')]);
    h.set(textIn(q, 'Ward'), [m(0, 4, 'medium')]);
    drawAll(h, p);
    h.drawNear({ whole: [q], opened: [] }); // a check far from the first: still nothing to adopt
    h.setActive(q.firstChild as Text, m(0, 4, 'medium'));
    runFrames();
    expect(h.size()).toBe(1);
    expect(doc.adoptedStyleSheets).toEqual([]);
    expect(sheets).toHaveLength(0);
    const root = { adoptedStyleSheets: [] as unknown[] } as unknown as ShadowRoot;
    h.adoptInto(root);
    expect((root.adoptedStyleSheets as unknown as Array<{ css: string }>)[0].css).toContain(HIGHLIGHT_CSS_UNIVERSAL);
    expect(doc.adoptedStyleSheets).toEqual([]);
    h.destroy();
    expect(root.adoptedStyleSheets).toEqual([]);
    p.remove();
    q.remove();
  });
});
