// Yields the text nodes under a root, rejecting skipped subtrees at their top element (the walk
// never descends into a <script> or a contenteditable), and descending into OPEN shadow roots,
// which a TreeWalker alone does not do. A generator so the scheduler can stop and resume it.
//
// The walk follows firstChild / nextSibling itself instead of using a TreeWalker with a filter:
// a filter is a call from C++ into JS for every node, which measured 60 ms for the 37k nodes of
// the CR bench page against ~2 ms for this loop (Chromium 156).

export interface WalkHooks {
  /** True: reject this element and its whole subtree. */
  skip(el: Element): boolean;
  /** Called for every rejected element (e.g. to register explicit terms). */
  onSkipped?(el: Element): void;
  /** Called for every open shadow root entered (to observe it / adopt styles into it). */
  onShadowRoot?(root: ShadowRoot): void;
}

export function* walkTextNodes(root: Node, hooks: WalkHooks): Generator<Text, void, undefined> {
  if (root.nodeType === 3) {
    yield root as Text;
    return;
  }
  // The root itself is never passed through skip(): look at its shadow root here.
  if (root.nodeType === 1) yield* intoShadow(root as Element, hooks);
  let node: Node | null = root.firstChild;
  while (node) {
    let descend = false;
    const type = node.nodeType;
    if (type === 3) yield node as Text;
    else if (type === 1) {
      const el = node as Element;
      if (hooks.skip(el)) hooks.onSkipped?.(el);
      else {
        if (el.shadowRoot) yield* intoShadow(el, hooks); // null for closed roots: those stay private
        descend = el.firstChild !== null;
      }
    }
    node = descend ? node.firstChild : nextOutside(node, root);
  }
}

/** The node after `node`'s subtree in document order, staying inside `root` (null at the end). */
function nextOutside(node: Node, root: Node): Node | null {
  for (let cur: Node | null = node; cur && cur !== root; cur = cur.parentNode) {
    if (cur.nextSibling) return cur.nextSibling;
  }
  return null;
}

function* intoShadow(el: Element, hooks: WalkHooks): Generator<Text, void, undefined> {
  const shadow = el.shadowRoot;
  if (!shadow) return;
  hooks.onShadowRoot?.(shadow);
  yield* walkTextNodes(shadow, hooks);
}
