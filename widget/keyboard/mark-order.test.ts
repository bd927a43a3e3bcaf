// @vitest-environment happy-dom
// The marks in reading order: forwards and backwards from a mark, from the ends, explicit terms as
// marks of their own, a word cut by inline elements as one mark, skipped subtrees passed over.
import { afterEach, describe, expect, it } from 'vitest';
import type { Piece, Word } from '../scan/runs.ts';
import { isExplicitTerm } from '../scan/skip-rules.ts';
import { marksFrom, type OrderDeps, type Site } from './mark-order.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

/** Marks every "ward" / "flying" in a node (a stand-in for the engine's marks), and the
 *  `Pro<b>liferate</b>` of #split as one word in two pieces. */
function setup(html: string): { deps: OrderDeps; asked: Text[] } {
  document.body.innerHTML = html;
  const asked: Text[] = [];
  const pieces = new Map<Text, Piece[]>();
  const split = document.querySelector('#split');
  if (split) {
    const a = split.firstChild as Text;
    const b = split.querySelector('b')!.firstChild as Text;
    const pa: Piece = { id: 'proliferate', start: a.data.length - 3, end: a.data.length, lang: 'en', confidence: 'high' };
    const pb: Piece = { id: 'proliferate', start: 0, end: 8, lang: 'en', confidence: 'high' };
    const word: Word = { text: 'Proliferate', pieces: [[a, pa], [b, pb]] };
    pa.word = pb.word = word;
    pieces.set(a, [pa]);
    pieces.set(b, [pb]);
  }
  const deps: OrderDeps = {
    root: document.body,
    skip: (el) => isExplicitTerm(el) || el.localName === 'script' || el.hasAttribute('data-rulings-ignore'),
    marksOf(node) {
      asked.push(node);
      if (pieces.has(node)) return pieces.get(node);
      return [...node.data.matchAll(/ward|flying/gi)].map((m) => ({ id: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length, lang: 'en', confidence: 'high' }) as Piece);
    },
  };
  return { deps, asked };
}

const describeSite = (s: Site) => ('el' in s ? `term:${s.el.getAttribute('term')}` : `${s.node.data.slice(s.match.start, s.match.end)}@${s.match.start}`);
const take = (it: Iterable<Site>, n = 99) => {
  const out: string[] = [];
  for (const s of it) {
    out.push(describeSite(s));
    if (out.length >= n) break;
  }
  return out;
};

const PAGE = `<p>Ward and flying.</p><p><rulings-term term="ward">this term</rulings-term> then Flying</p>
  <script>var ward = 1;</script><p data-rulings-ignore>ward ignored</p><p>last ward</p>`;

describe('marksFrom', () => {
  it('lists the marks in document order from the start, explicit terms included, skipped subtrees not', () => {
    const { deps } = setup(PAGE);
    expect(take(marksFrom(deps, null, 1))).toEqual(['Ward@0', 'flying@9', 'term:ward', 'Flying@6', 'ward@5']);
  });

  it('lists them backwards from the end', () => {
    const { deps } = setup(PAGE);
    expect(take(marksFrom(deps, null, -1))).toEqual(['ward@5', 'Flying@6', 'term:ward', 'flying@9', 'Ward@0']);
  });

  it('goes on from a mark in both directions, the mark itself excluded', () => {
    const { deps } = setup(PAGE);
    const all = [...marksFrom(deps, null, 1)];
    expect(take(marksFrom(deps, all[1], 1))).toEqual(['term:ward', 'Flying@6', 'ward@5']);
    expect(take(marksFrom(deps, all[1], -1))).toEqual(['Ward@0']);
    expect(take(marksFrom(deps, all[2], 1))).toEqual(['Flying@6', 'ward@5']);
    expect(take(marksFrom(deps, all[2], -1))).toEqual(['flying@9', 'Ward@0']);
    expect(take(marksFrom(deps, all[4], 1))).toEqual([]);
    expect(take(marksFrom(deps, all[0], -1))).toEqual([]);
  });

  it('gives a word cut by an inline element once, and steps over its other piece', () => {
    const { deps } = setup('<p>flying</p><p id="split">To pro<b>liferate</b> ward</p><p>flying</p>');
    const forward = [...marksFrom(deps, null, 1)];
    expect(forward.map(describeSite)).toEqual(['flying@0', 'pro@3', 'ward@1', 'flying@0']);
    // From the word (given by its first piece): forwards past its second piece, backwards before its first.
    expect(take(marksFrom(deps, forward[1], 1))).toEqual(['ward@1', 'flying@0']);
    expect(take(marksFrom(deps, forward[1], -1))).toEqual(['flying@0']);
    // Backwards the word is met at its last piece, once.
    expect(take(marksFrom(deps, null, -1))).toEqual(['flying@0', 'ward@1', 'liferate@0', 'flying@0']);
  });

  it('asks for the marks of a node only when the walk reaches it (the rest of the page is not matched)', () => {
    const { deps, asked } = setup('<p>ward</p><p>flying</p><p>ward</p><p>flying</p>');
    take(marksFrom(deps, null, 1), 2);
    expect(asked.map((n) => n.data)).toEqual(['ward', 'flying']);
  });

  it('passes over subtrees the clip rejects (the viewport)', () => {
    const { deps } = setup('<div id="above"><p>ward</p></div><p>flying</p>');
    expect(take(marksFrom(deps, null, 1, (el) => el.id === 'above'))).toEqual(['flying@0']);
  });
});
