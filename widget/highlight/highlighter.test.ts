// @vitest-environment happy-dom
// Bookkeeping only: happy-dom has no CSS Custom Highlight API, so a minimal stand-in registry is
// used here (test-fakes.ts). Painting itself can only be checked in real Chromium (browser
// e2e). The engines without highlight inheritance: highlighter.gecko.test.ts.
import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_CSS_UNIVERSAL, HIGHLIGHT_NAMES } from './highlight-styles.ts';
import { adoptedCss, drawAll, fakeDoc, m, textIn } from './test-fakes.ts';
import { createHighlighter } from './highlighter.ts';
import { createMarkLayer, LAYER_TAG } from './mark-layer.ts';
import { scopeSelectors } from './scoped-styles.ts';
import { cut } from '../scan/runs.ts';

describe('highlighter', () => {
  it('registers one Highlight per level, replaces and removes a node\'s ranges, unregisters on destroy', () => {
    const { doc, registry } = fakeDoc();
    const h = createHighlighter(doc, 'all');
    expect([...registry.keys()].sort()).toEqual(Object.values(HIGHLIGHT_NAMES).sort());
    const p = document.createElement('p');
    const a = textIn(p, 'Ward and flying and madness');
    h.set(a, [m(0, 4, 'high'), m(9, 15, 'medium'), m(20, 27, 'low')]);
    drawAll(h, p);
    expect(registry.get(HIGHLIGHT_NAMES.high)!.size).toBe(1);
    expect(registry.get(HIGHLIGHT_NAMES.medium)!.size).toBe(1);
    expect(registry.get(HIGHLIGHT_NAMES.low)!.size).toBe(1);
    expect(h.size()).toBe(3);
    h.set(a, [m(9, 15, 'medium')]); // text changed: old ranges go
    expect(h.size()).toBe(1);
    expect(registry.get(HIGHLIGHT_NAMES.high)!.size).toBe(0);
    h.remove(a);
    expect(h.size()).toBe(0);
    h.destroy();
    expect(registry.size).toBe(0);
  });

  it("'high' marks only high; 'none' marks nothing", () => {
    const p = document.createElement('p');
    const a = textIn(p, 'Ward and flying');
    const high = fakeDoc();
    const hh = createHighlighter(high.doc, 'high');
    hh.set(a, [m(0, 4, 'high'), m(9, 15, 'medium')]);
    drawAll(hh, p);
    expect(hh.size()).toBe(1);
    expect(high.registry.get(HIGHLIGHT_NAMES.medium)!.size).toBe(0);
    const none = fakeDoc();
    const hn = createHighlighter(none.doc, 'none');
    hn.set(a, [m(0, 4, 'high')]);
    drawAll(hn, p);
    expect(hn.size()).toBe(0);
    expect(none.registry.has(HIGHLIGHT_NAMES.high)).toBe(false);
    expect(hn.drawing).toBe(false);
  });

  it('draws the marks inside the near parts and takes away those that leave', () => {
    const { doc, registry } = fakeDoc();
    const h = createHighlighter(doc, 'all');
    const near = document.createElement('p');
    const far = document.createElement('p');
    const a = textIn(near, 'Ward');
    const b = textIn(far, 'Ward and flying');
    h.set(a, [m(0, 4, 'medium')]);
    h.set(b, [m(0, 4, 'medium'), m(9, 15, 'high')]);
    expect(h.size()).toBe(0); // nothing is near until a check says so
    expect(h.drawNear({ whole: [near], opened: [] })).toBe(true);
    expect(h.size()).toBe(1);
    expect(h.drawNear({ whole: [far], opened: [] })).toBe(true);
    expect(h.size()).toBe(2);
    expect(registry.get(HIGHLIGHT_NAMES.high)!.size).toBe(1);
    const c = textIn(far, 'Ward');
    h.set(c, [m(0, 4, 'low')]); // an element already drawn: drawn at once
    expect(h.size()).toBe(3);
    h.destroy();
  });

  it('sample(): a word drawn near the viewport (the tooltip warm-up), null while none is', () => {
    const { doc } = fakeDoc();
    const h = createHighlighter(doc, 'all');
    const near = document.createElement('p');
    const far = document.createElement('p');
    const a = textIn(near, 'Ward');
    const b = textIn(far, 'and flying');
    h.set(b, [m(4, 10, 'high')]);
    expect(h.sample()).toBeNull(); // matched, not drawn
    h.drawNear({ whole: [far], opened: [] });
    expect(h.sample()).toEqual({ node: b, match: m(4, 10, 'high') });
    h.set(a, [m(0, 4, 'medium')]);
    h.drawNear({ whole: [near], opened: [] }); // far left the viewport
    expect(h.sample()).toEqual({ node: a, match: m(0, 4, 'medium') });
    h.clear();
    expect(h.sample()).toBeNull();
    h.destroy();
  });

  it('waits for new mark rules to be applied (their own task) before changing the ranges, then says so', () => {
    const { doc, registry, runTimers } = fakeDoc({ timers: true });
    const h = createHighlighter(doc, 'all');
    const section = document.body.appendChild(document.createElement('section'));
    const [p1, p2] = [section.appendChild(document.createElement('p')), section.appendChild(document.createElement('p'))];
    const a = textIn(p1, 'Ward');
    const b = textIn(p2, 'Ward');
    h.set(a, [m(0, 4, 'medium')]);
    h.set(b, [m(0, 4, 'high')]);
    const drawn: string[] = [];
    h.drawNear({ whole: [p1], opened: [section] }, () => drawn.push(`p1 with ${h.size()} range(s), rules: ${adoptedCss(doc) !== ''}`));
    // One change for the page to take in: the rules and the ranges land in the same task.
    expect(h.size()).toBe(0);
    expect(adoptedCss(doc)).toBe('');
    expect(drawn).toEqual([]);
    runTimers();
    expect(drawn).toEqual(['p1 with 1 range(s), rules: true']);
    expect(registry.get(HIGHLIGHT_NAMES.medium)!.size).toBe(1);
    // The rules already reach p1: a check that keeps them changes the ranges at once.
    h.drawNear({ whole: [p1], opened: [section] }, () => drawn.push('again'));
    expect(drawn).toEqual(['p1 with 1 range(s), rules: true', 'again']);
    h.destroy();
    section.remove();
  });

  it('scopes the mark rules to the near subtrees, as padded sibling ranges; universal rules where styles are not inherited', () => {
    for (const inherited of [true, false]) {
      const { doc, runFrames } = fakeDoc({ frames: true, inherited });
      const section = document.body.appendChild(document.createElement('section'));
      const blocks = Array.from({ length: 120 }, (_, i) => {
        const div = section.appendChild(document.createElement('div'));
        textIn(div.appendChild(document.createElement('p')), i === 60 ? 'Ward here' : 'plain');
        return div;
      });
      const h = createHighlighter(doc, 'all');
      h.set(blocks[60].firstChild!.firstChild as Text, [m(0, 4, 'high')]);
      h.drawNear({ whole: blocks.slice(55, 66), opened: [section] });
      expect(doc.adoptedStyleSheets).toHaveLength(1);
      const index = [...document.body.children].indexOf(section) + 1;
      const range = `:root > body:nth-child(2) > section:nth-child(${index}) > div:nth-child(n+${61 - 24}):nth-child(-n+${61 + 24})`;
      expect(adoptedCss(doc)).toContain(`${range}::highlight(rulings-lens-high) {`);
      expect(adoptedCss(doc)).not.toContain(':root::highlight');
      runFrames(); // the frame that applies the sheet, then the probe
      expect(adoptedCss(doc) === HIGHLIGHT_CSS_UNIVERSAL).toBe(!inherited);
      h.destroy();
      section.remove();
      expect(doc.adoptedStyleSheets).toHaveLength(0);
    }
  });

  it('names a subtree by its id when it has a unique one, and swaps in a new sheet when the rules change', () => {
    const { doc, sheets } = fakeDoc();
    const main = document.body.appendChild(document.createElement('main'));
    const ps = ['a', 'b', 'b'].map((id) => {
      const p = main.appendChild(document.createElement('p'));
      p.id = id;
      textIn(p, 'Ward');
      return p;
    });
    const h = createHighlighter(doc, 'all');
    for (const p of ps) h.set(p.firstChild as Text, [m(0, 4, 'high')]);
    h.drawNear({ whole: [ps[0]], opened: [] });
    expect(adoptedCss(doc)).toContain('#a::highlight(rulings-lens-high) {');
    const first = doc.adoptedStyleSheets[0];
    // `b` is not unique: its element is named by position.
    h.drawNear({ whole: [ps[2]], opened: [] });
    expect(doc.adoptedStyleSheets).toHaveLength(1);
    expect(doc.adoptedStyleSheets[0]).not.toBe(first); // a new sheet, not the old one rewritten
    expect(adoptedCss(doc)).toContain('p:nth-child(n+1):nth-child(-n+27)::highlight(rulings-lens-high)');
    expect(sheets.filter((sh) => (sh as unknown) !== doc.adoptedStyleSheets[0]).every((sh) => sh.css.includes('#a::highlight'))).toBe(true);
    h.destroy();
    main.remove();
  });
});

describe('on a document of over 50,000 elements', () => {
  it('draws the marks as boxes (mark-layer.ts) and never adopts a mark rule, even where styles are inherited: each change of the rules would cost a pass over every element', () => {
    const fake = fakeDoc({ frames: true, inherited: true });
    const { doc, sheets } = fake;
    // What the mark layer needs from the document.
    Object.assign(doc, { documentElement: document.documentElement, createElement: (t: string) => document.createElement(t), addEventListener() {}, removeEventListener() {} });
    Object.assign(doc.defaultView!, { addEventListener() {}, removeEventListener() {} });
    const p = document.body.appendChild(document.createElement('p'));
    p.id = 'near';
    textIn(p, 'Ward');
    const h = createHighlighter(doc, 'all', undefined, 'scoped', createMarkLayer);
    h.set(p.firstChild as Text, [m(0, 4, 'high')]);
    h.drawNear({ whole: [p], opened: [] });
    expect(adoptedCss(doc)).toContain('#near::highlight(rulings-lens-high) {'); // a small page: the rules
    expect(document.querySelectorAll(LAYER_TAG)).toHaveLength(0);
    h.destroy();
    // 50,250 elements, built detached and in groups (happy-dom moves a flat fragment's children slowly).
    const filler = document.createElement('div');
    for (let i = 0; i < 250; i++) {
      const group = filler.appendChild(document.createElement('div'));
      for (let j = 0; j < 200; j++) group.appendChild(document.createElement('i'));
    }
    document.body.appendChild(filler);
    const big = createHighlighter(doc, 'all', undefined, 'scoped', createMarkLayer);
    big.set(p.firstChild as Text, [m(0, 4, 'high')]);
    const before = sheets.length;
    big.drawNear({ whole: [p], opened: [] });
    fake.runFrames();
    expect(big.size()).toBe(1);
    expect(sheets.slice(before).filter((sh) => sh.css.includes('::highlight('))).toEqual([]);
    expect(document.querySelectorAll(LAYER_TAG)).toHaveLength(1);
    // Without a layer to draw with (the extension's engine), the scoped rules stay.
    const plain = createHighlighter(doc, 'all');
    plain.set(p.firstChild as Text, [m(0, 4, 'high')]);
    plain.drawNear({ whole: [p], opened: [] });
    expect(adoptedCss(doc)).toContain('#near::highlight(rulings-lens-high) {');
    plain.destroy();
    big.destroy();
    expect(document.querySelectorAll(LAYER_TAG)).toHaveLength(0);
    filler.remove();
    p.remove();
  });
});

describe('marks in an open shadow root', () => {
  it('are left to the shadow sheet: the document rules are not rewritten for them, check after check', () => {
    const { doc, sheets } = fakeDoc();
    const host = document.body.appendChild(document.createElement('div'));
    const p = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('p'));
    const h = createHighlighter(doc, 'all');
    h.set(textIn(p, 'Ward'), [m(0, 4, 'high')]);
    for (let i = 0; i < 3; i++) h.drawNear({ whole: [host], opened: [] });
    expect(h.size()).toBe(1);
    expect(sheets).toHaveLength(0); // no document sheet was even needed
    h.destroy();
    host.remove();
  });
});

describe('scopeSelectors', () => {
  it("names siblings as padded ranges under their parent's path, split where they are far apart", () => {
    const main = document.body.appendChild(document.createElement('main'));
    const ps = Array.from({ length: 300 }, () => main.appendChild(document.createElement('p')));
    const at = [...document.body.children].indexOf(main) + 1;
    const path = `:root > body:nth-child(2) > main:nth-child(${at})`;
    expect(scopeSelectors([ps[10], ps[12], ps[30], ps[200]], 10)).toEqual([
      `${path} > p:nth-child(n+1):nth-child(-n+41)`, // 11..31 padded by 10 (clamped at 1)
      `${path} > p:nth-child(n+191):nth-child(-n+211)`,
    ]);
    const div = main.insertBefore(document.createElement('div'), ps[11]); // mixed tags: no tag in the range
    expect(scopeSelectors([ps[10], div, ps[11]], 2)).toEqual([`${path} > :nth-child(n+9):nth-child(-n+15)`]);
    expect(scopeSelectors([document.documentElement])).toEqual([':root']);
    main.remove();
  });

  it('the active tint covers every piece of a word that spans text nodes (scan/runs.ts)', () => {
    const { doc, registry } = fakeDoc();
    const h = createHighlighter(doc, 'all');
    document.body.innerHTML = '<p>Prolif<span>er<b>a</b>te</span></p>';
    const p = document.querySelector('p')!;
    const nodes = [p.firstChild, p.querySelector('span')!.firstChild, p.querySelector('b')!.firstChild, p.querySelector('span')!.lastChild] as Text[];
    const pieces = cut(nodes, 'Proliferate', [m(0, 11, 'high')], 0);
    nodes.forEach((n, i) => h.set(n, pieces[i]));
    const active = () => [...registry.get(HIGHLIGHT_NAMES.active)!].map((r) => {
      const { startContainer: n, startOffset: s, endOffset: e } = r as StaticRange;
      return (n as Text).data.slice(s, e);
    });
    h.setActive(nodes[2], pieces[2][0]);
    expect(active()).toEqual(['Prolif', 'er', 'a', 'te']);
    h.setActive(nodes[0], m(0, 3, 'high')); // a match of one node: just it
    expect(active()).toEqual(['Pro']);
    h.setActive(null);
    expect(active()).toEqual([]);
    h.destroy();
  });
});
