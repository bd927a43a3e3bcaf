// The page's marks in reading order, from a given mark (or from the viewport) forwards or
// backwards: what the keyboard's next / previous mark walks (mark-nav.ts). Marks are not elements
// (they are painted: highlight/highlighter.ts), so this walks the text nodes in document order and
// asks for each its marks, matching it on the spot when the viewport-driven scan has not reached it
// yet; explicit terms (<rulings-term>, [data-rulings-term]) are marks of their own. Skipped
// subtrees (scripts, inputs, our UI, data-rulings-ignore…) are passed over whole, as the scan does.
// Open shadow roots are not entered: their marks are reached by pointer and Tab only.
import type { Piece } from '../scan/runs.ts';
import { isExplicitTerm } from '../scan/skip-rules.ts';

/** One mark: a (piece of a) matched word in a text node, or an explicit term element. */
export type Site = { node: Text; match: Piece } | { el: Element };

export interface OrderDeps {
  root: Node;
  /** Subtrees never scanned (skip-rules.ts shouldSkipElement; explicit terms are asked first). */
  skip(el: Element): boolean;
  /** The marks of a text node in text order (undefined / empty: none). */
  marksOf(node: Text): readonly Piece[] | undefined;
}

const ACCEPT = 1; // NodeFilter.FILTER_ACCEPT (constants: the module also runs where NodeFilter is not a global)
const REJECT = 2;
const SKIP = 3;

/**
 * Marks after (dir 1) or before (dir -1) `from`, in that order; a word cut into pieces by inline
 * elements (runs.ts) is one mark, given by its first piece met. From null, the walk starts at the
 * start (dir 1) or end (dir -1) of the root; `clip` then rejects whole subtrees the caller knows
 * hold nothing it wants (elements wholly above / below the viewport).
 */
export function* marksFrom(deps: OrderDeps, from: Site | null, dir: 1 | -1, clip?: (el: Element) => boolean): Generator<Site, void, undefined> {
  const doc = (deps.root.ownerDocument ?? deps.root) as Document;
  const walker = doc.createTreeWalker(deps.root, 0x5 /* SHOW_ELEMENT | SHOW_TEXT */, {
    acceptNode(n: Node) {
      if (n.nodeType !== 1) return ACCEPT;
      const el = n as Element;
      if (clip?.(el)) return REJECT;
      return isExplicitTerm(el) ? ACCEPT : deps.skip(el) ? REJECT : SKIP;
    },
  });
  const step = () => (dir > 0 ? walker.nextNode() : walker.previousNode());
  /** The word (or piece) last given: its other pieces are not marks of their own. */
  let lastKey: object | null = null;

  function* inNode(node: Text, keep: (m: Piece) => boolean): Generator<Site, void, undefined> {
    const marks = deps.marksOf(node) ?? [];
    for (let i = dir > 0 ? 0 : marks.length - 1; i >= 0 && i < marks.length; i += dir) {
      const m = marks[i];
      const key = m.word ?? m;
      if (key === lastKey || !keep(m)) continue;
      lastKey = key;
      yield { node, match: m };
    }
  }

  let n: Node | null;
  if (!from) {
    if (dir < 0) while (walker.lastChild());
    n = walker.currentNode === deps.root ? step() : walker.currentNode;
  } else if ('el' in from) {
    walker.currentNode = from.el;
    do n = step();
    while (n && dir > 0 && from.el.contains(n));
  } else {
    // Start in the text node holding the word's last piece (forwards) or first (backwards).
    const m = from.match;
    const pieces = m.word?.pieces ?? [[from.node, m]];
    const [node, piece] = pieces[dir > 0 ? pieces.length - 1 : 0];
    lastKey = m.word ?? m;
    yield* inNode(node, (x) => (dir > 0 ? x.start >= piece.end : x.end <= piece.start));
    walker.currentNode = node;
    n = step();
  }
  for (; n; n = step()) {
    if (n.nodeType === 3) yield* inNode(n as Text, () => true);
    else {
      lastKey = null;
      yield { el: n as Element };
    }
  }
}
