// Inline runs: what a reader sees as one stretch of a line, though the page split it into several
// text nodes with inline elements: `<i>Landfall</i> — Whenever…` (the dash and "Whenever" that
// make it a card's ability are in the next node), `Pro<wbr>liferate`, `Prolif<span>erate</span>`,
// ruby (`<ruby>伪<rt>wěi</rt>装<rt>zhuāng</rt></ruby>`). The scanner matches a run's joined text
// and cuts each match back into one piece per text node (cut()): the match index and the
// highlighter keep working per node, and the pieces of one word share a Word, through which
// hit-testing, the active tint and the tooltip ("matched text", anchor) take the whole word.
//
// A run is the text nodes of one line of a block: joined through the inline elements (INLINE),
// passing over ruby annotations (<rt>, <rp>, <rtc>) and comments, and ended by anything else: a
// block or unknown element (custom elements, <img>, <button>…), a <br>, a subtree the skip rules
// reject, the scan root, a shadow root's edge. So a run is always a whole line, which is what
// line-context.ts relies on. Styles are never read (a <span> made display: block still joins:
// a rare miss, against a style read per element).
// Most text nodes are alone on their line (`<p>text</p>`, text between blocks): the fast path
// (runOf's first line) answers them from three pointer reads, and they are matched as before. A run
// of more than MAX_STEPS nodes (a giant block of inline elements) is not joined either: each of
// its nodes is matched alone, as before; the bound keeps every run a few µs to find.
// Cost: on the CR bench page, where every paragraph is a run (`<b>702.9a</b> Flying is…`), a
// full synchronous scan took 58-76 ms node by node, 81-86 with runs, 95-124 with
// line-context.ts too (Chromium, medians of 18, three sessions); the mount matches a screen of
// it: unchanged within the bench's noise.
import type { Match } from '../../rulings-data/schema.ts';

/** The pieces of a match that spans text nodes, in order, and its whole text. */
export interface Word {
  text: string;
  pieces: Array<[Text, Match]>;
}
/** A match as kept per node: a piece of a Word when the match spans nodes. */
export type Piece = Match & { word?: Word };
export type Skip = (el: Element) => boolean;

const INLINE = new Set('a abbr b bdi bdo cite code data del dfn em font i ins kbd label mark q rb ruby s samp small span strong sub sup time u var wbr'.split(' '));
const ANNOTATION = /^r(t|p|tc)$/;
export const MAX_STEPS = 64;

/** An element that does not end a line (INLINE). */
export const isInline = (n: Node): boolean => n.nodeType === 1 && INLINE.has((n as Element).localName);
/** A sibling or parent that ends a line: none, or an element that is not inline. */
const edge = (n: Node | null) => !n || (n.nodeType === 1 && !isInline(n));

/**
 * Walks from `n` (excluded) in document order (`dir` 1) or backwards (-1), inside `root` and
 * outside rejected subtrees: hands `take` each text node, and null at each line boundary (an
 * element that is not inline, entered or left; a rejected subtree). Stops when `take` returns
 * a falsy value, at the root, or after `budget` nodes. Returns the budget left (< 0: ran out).
 */
export function walkLine(n: Node, dir: number, root: Node, skip: Skip, budget: number, take: (t: Text | null) => unknown): number {
  let down = false;
  for (;;) {
    let next: Node | null = down ? (dir > 0 ? n.firstChild : n.lastChild) : null;
    while (!next && !(next = dir > 0 ? n.nextSibling : n.previousSibling)) {
      const up = n.parentNode;
      if (!up || up === root || up.nodeType !== 1) return budget;
      n = up;
      if (!isInline(n) && !take(null)) return budget;
    }
    n = next;
    down = false;
    if (--budget < 0) return budget;
    if (n.nodeType === 3) {
      if (!take(n as Text)) return budget;
    } else if (n.nodeType === 1 && !ANNOTATION.test((n as Element).localName)) {
      const skipped = skip(n as Element);
      if ((skipped || !isInline(n)) && !take(null)) return budget;
      down = !skipped;
    }
  }
}

/** The text nodes of `node`'s run, in order (just `node` when it is alone on its line). */
export function runOf(node: Text, root: Node, skip: Skip): Text[] {
  if (edge(node.previousSibling) && edge(node.nextSibling) && edge(node.parentNode)) return [node];
  const nodes: Text[] = [];
  const left = walkLine(node, -1, root, skip, MAX_STEPS, (t) => t && nodes.unshift(t));
  nodes.push(node);
  return walkLine(node, 1, root, skip, left, (t) => t && nodes.push(t)) < 0 ? [node] : nodes;
}

/**
 * Cuts the matches of `before + text + …` (line-context.ts) that lie inside `text`, the joined
 * text of `nodes`, into pieces per node: one array per node, offsets into the node. A match over
 * several nodes gets one piece in each (same id, lang and confidence) and a Word shared by them;
 * a match reaching outside `text` is dropped.
 */
export function cut(nodes: Text[], text: string, matches: readonly Match[], before: number): Piece[][] {
  const out: Piece[][] = nodes.map(() => []);
  for (const m of matches) {
    const start = m.start - before;
    const end = m.end - before;
    if (start < 0 || end > text.length) continue;
    const pieces: Array<[Text, Piece]> = [];
    for (let i = 0, a = 0; a < end; a += nodes[i++].length) {
      const b = a + nodes[i].length;
      const from = Math.max(start, a);
      if (from >= b) continue; // before the match, or empty
      const p: Piece = { ...m, start: from - a, end: Math.min(end, b) - a };
      out[i].push(p);
      pieces.push([nodes[i], p]);
    }
    if (pieces[1]) {
      const word = { text: text.slice(start, end), pieces };
      for (const [, p] of pieces) p.word = word;
    }
  }
  return out;
}

/** A Range over the whole word of which `match` (of `node`) is a piece, or over the match. */
export function wordRange(doc: Document, node: Text, match: Piece): Range {
  const pieces = match.word?.pieces ?? [[node, match]];
  const [[n0, m0], [n1, m1]] = [pieces[0], pieces[pieces.length - 1]];
  const r = doc.createRange();
  r.setStart(n0, m0.start);
  r.setEnd(n1, m1.end);
  return r;
}
