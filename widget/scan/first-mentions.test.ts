// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import type { Match } from '../../rulings-data/schema.ts';
import { createFirstMentions } from './first-mentions.ts';
import { MatchIndex } from './match-index.ts';
import type { Piece } from './runs.ts';

const m = (id: string, start: number, end: number): Match => ({ id, start, end, lang: 'en', confidence: 'medium' });

describe('first mentions', () => {
  let index: MatchIndex;
  beforeEach(() => {
    document.body.innerHTML = '';
    index = new MatchIndex();
  });

  /** Records `matches` for `node` as the scanner does, and returns what is tinted. */
  function scan(first: ReturnType<typeof createFirstMentions>, node: Text, matches: Piece[]) {
    index.set(node, node.data, matches);
    return first.tinted(node, matches).map((x) => x.id);
  }

  it('tints a keyword once per paragraph, across inline elements and text nodes', () => {
    document.body.innerHTML = '<p id="a">Convoke lets <b>convoke</b> pay; convoke again.</p><p id="b">Convoke here too.</p>';
    const first = createFirstMentions(index);
    const [t1] = document.querySelector('#a')!.childNodes as unknown as Text[];
    const bold = document.querySelector('#a b')!.firstChild as Text;
    const rest = document.querySelector('#a')!.lastChild as Text;
    const other = document.querySelector('#b')!.firstChild as Text;
    expect(scan(first, t1, [m('convoke', 0, 7)])).toEqual(['convoke']);
    expect(scan(first, bold, [m('convoke', 0, 7)])).toEqual([]);
    expect(scan(first, rest, [m('convoke', 6, 13), m('flying', 20, 26), m('flying', 30, 36)])).toEqual(['flying']);
    expect(scan(first, other, [m('convoke', 0, 7)])).toEqual(['convoke']);
  });

  it('hands the tint on when the first mention is gone, and keeps it when the owner is matched again', () => {
    document.body.innerHTML = '<p><span>Ward</span> and <span>ward</span></p>';
    const first = createFirstMentions(index);
    const [a, b] = [...document.querySelectorAll('span')].map((s) => s.firstChild as Text);
    expect(scan(first, a, [m('ward', 0, 4)])).toEqual(['ward']);
    expect(scan(first, b, [m('ward', 0, 4)])).toEqual([]);
    expect(scan(first, a, [m('ward', 0, 4)])).toEqual(['ward']);
    a.parentElement!.remove();
    expect(scan(first, b, [m('ward', 0, 4)])).toEqual(['ward']);
  });

  it('tints every piece of a word split across nodes', () => {
    document.body.innerHTML = '<p>Pro<span>liferate</span></p>';
    const first = createFirstMentions(index);
    const head = document.querySelector('p')!.firstChild as Text;
    const tail = document.querySelector('span')!.firstChild as Text;
    const word = { text: 'Proliferate', pieces: [] as Array<[Text, Match]> };
    const p1: Piece = { ...m('proliferate', 0, 3), word };
    const p2: Piece = { ...m('proliferate', 0, 8), word };
    word.pieces.push([head, p1], [tail, p2]);
    expect(scan(first, head, [p1])).toEqual(['proliferate']);
    expect(scan(first, tail, [p2])).toEqual(['proliferate']);
  });

  it('reset() forgets every paragraph', () => {
    document.body.innerHTML = '<p><i>Ward</i> <i>ward</i></p>';
    const first = createFirstMentions(index);
    const [a, b] = [...document.querySelectorAll('i')].map((s) => s.firstChild as Text);
    scan(first, a, [m('ward', 0, 4)]);
    first.reset();
    expect(scan(first, b, [m('ward', 0, 4)])).toEqual(['ward']);
  });
});
