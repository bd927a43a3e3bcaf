// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Match } from '../../rulings-data/schema.ts';
import { MatchIndex } from './match-index.ts';

const m = (start: number, end: number, id: string): Match => ({ start, end, id, lang: 'en', confidence: 'medium' });

describe('MatchIndex', () => {
  const text = 'Flying, vigilance and ward; then proliferate twice.';
  const matches = [m(0, 6, 'flying'), m(8, 17, 'vigilance'), m(22, 26, 'ward'), m(33, 44, 'proliferate')];

  it('finds the match covering an offset by binary search, and nothing between matches', () => {
    const node = document.createTextNode(text);
    const index = new MatchIndex();
    index.set(node, text, matches);
    for (const match of matches) {
      expect(index.matchAt(node, match.start)?.id).toBe(match.id);
      expect(index.matchAt(node, match.end - 1)?.id).toBe(match.id);
    }
    expect(index.matchAt(node, 6)).toBeUndefined(); // the comma after Flying (end is exclusive)
    expect(index.matchAt(node, 30)).toBeUndefined();
    expect(index.matchAt(node, text.length)).toBeUndefined();
    expect(index.matchAt(document.createTextNode(text), 0)).toBeUndefined(); // never scanned
  });

  it('answers nothing for a node whose text changed since it was matched', () => {
    const node = document.createTextNode(text);
    const index = new MatchIndex();
    index.set(node, text, matches);
    expect(index.isStale(node)).toBe(false);
    node.data = `X${text}`;
    expect(index.isStale(node)).toBe(true);
    expect(index.get(node)).toBeUndefined();
    expect(index.matchAt(node, 1)).toBeUndefined();
    node.data = text; // back to what was matched: valid again
    expect(index.matchAt(node, 1)?.id).toBe('flying');
    index.delete(node);
    expect(index.has(node)).toBe(false);
  });
});

describe('MatchIndex.onMiss', () => {
  it('is asked about nodes without an entry (once per get), never about known or stale ones', () => {
    const index = new MatchIndex();
    const asked: Text[] = [];
    const known = document.createTextNode('ward');
    index.set(known, 'ward', [m(0, 4, 'ward')]);
    const fresh = document.createTextNode('ward');
    index.onMiss = (node) => {
      asked.push(node);
      index.set(node, node.data, [m(0, 4, 'ward')]); // what the engine does: match it now
    };
    expect(index.matchAt(fresh, 1)?.id).toBe('ward');
    expect(index.get(known)?.[0].id).toBe('ward');
    known.data = 'changed';
    expect(index.get(known)).toBeUndefined(); // stale: the mutation path rescans it
    expect(index.has(document.createTextNode('x'))).toBe(false); // has() never asks
    expect(asked).toEqual([fresh]);
  });
});
