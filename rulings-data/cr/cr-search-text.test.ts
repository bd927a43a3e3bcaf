// Folding, query terms and snippets of the rules search, and the glossary anchors it links to.
import { describe, expect, it } from 'vitest';
import { findTerm, fold, makeSnippet, queryTerms } from './cr-search-text.ts';
import { glossaryAnchors, isGlossaryAnchor } from './glossary-anchors.ts';

describe('fold', () => {
  it('folds case, curly quotes and full-width letters one unit for one', () => {
    const text = 'Can’t “Block” ＦＬＹＩＮＧ 飞行 İx';
    const folded = fold(text);
    expect(folded).toBe('can\'t "block" flying 飞行 İx');
    expect(folded).toHaveLength(text.length); // offsets in one are offsets in the other
  });
});

describe('queryTerms', () => {
  it('splits on spaces and punctuation, Latin runs apart from Chinese runs, no duplicates', () => {
    expect(queryTerms('Flying,  creature flying')).toEqual([
      { text: 'flying', wordStart: true },
      { text: 'creature', wordStart: true },
    ]);
    expect(queryTerms('flying飞行 阻挡')).toEqual([
      { text: 'flying', wordStart: true },
      { text: '飞行', wordStart: false },
      { text: '阻挡', wordStart: false },
    ]);
    expect(queryTerms('can’t 702.9b.')).toEqual([
      { text: "can't", wordStart: true },
      { text: '702.9b', wordStart: true },
    ]);
    expect(queryTerms(' ,;! ')).toEqual([]);
  });
});

describe('findTerm', () => {
  it('Latin terms match from a word start; Chinese anywhere; numbers not as the start of a longer one', () => {
    expect(findTerm('untap tap', { text: 'tap', wordStart: true })).toBe(6);
    expect(findTerm('untapped', { text: 'tap', wordStart: true })).toBe(-1);
    expect(findTerm('具有飞行的生物', { text: '飞行', wordStart: false })).toBe(2);
    expect(findTerm('rule 702.90 and 702.9b', { text: '702.9', wordStart: true, numberEnd: true })).toBe(16);
  });
});

describe('makeSnippet', () => {
  const long = `${'Some words before the hit go on for a while here. '.repeat(3)}Then the flying creature arrives, and more text follows it for a good long stretch after that.`;

  it('cuts around the first hit at a word, with ellipses, and marks every hit inside', () => {
    const terms = queryTerms('flying creature');
    const s = makeSnippet(long, fold(long), terms);
    expect(s.text.startsWith('…')).toBe(true);
    expect(s.text.endsWith('…')).toBe(true);
    expect(s.text.slice(1, 2)).not.toBe(' ');
    expect(s.marks.map(([a, b]) => s.text.slice(a, b))).toEqual(['flying', 'creature']);
    expect(s.text.length).toBeLessThanOrEqual(112);
  });

  it('a short text is quoted whole; line breaks become spaces without moving the marks', () => {
    const text = 'Reach\nlets it block fliers.';
    const s = makeSnippet(text, fold(text), queryTerms('fliers'));
    expect(s.text).toBe('Reach lets it block fliers.');
    expect(s.marks).toEqual([[20, 26]]);
  });

  it('overlapping hits become one mark; no terms: the start of the text, nothing marked', () => {
    const text = 'A flying thing.';
    const s = makeSnippet(text, fold(text), queryTerms('fly flying'));
    expect(s.marks).toEqual([[2, 8]]);
    expect(makeSnippet(text, fold(text), [])).toEqual({ text, marks: [] });
  });
});

describe('glossaryAnchors', () => {
  it('slugs the English term, else the Chinese one; repeated terms get a number', () => {
    const anchors = glossaryAnchors([{ en: 'Flying' }, { en: 'Mana Ability' }, { zh: '撤废' }, { en: 'Flying' }, { en: '!!' }, {}]);
    expect(anchors).toEqual(['glossary-flying', 'glossary-mana-ability', 'glossary-撤废', 'glossary-flying-2', 'glossary-5', 'glossary-6']);
    expect(anchors.every(isGlossaryAnchor)).toBe(true);
    expect(isGlossaryAnchor('glossary')).toBe(true);
    expect(isGlossaryAnchor('702.9b')).toBe(false);
  });
});
