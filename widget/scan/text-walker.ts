// Yields the text nodes under a root, rejecting skipped subtrees at their top element (the walker
// never descends into a <script> or a contenteditable), and descending into OPEN shadow roots,
// which a TreeWalker alone does not do. A generator so the scheduler can stop and resume it.

// NodeFilter constants as numbers: they are fixed by the DOM spec, and this way the walker does
// not depend on a `NodeFilter` global (absent in some test environments / other realms).
const SHOW_ELEMENT = 0x1;
const SHOW_TEXT = 0x4;
const FILTER_ACCEPT = 1;
const FILTER_REJECT = 2;

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
  const doc = root.nodeType === 9 ? (root as Document) : root.ownerDocument;
  if (!doc) return;
  const walker = doc.createTreeWalker(root, SHOW_ELEMENT | SHOW_TEXT, {
    acceptNode(node: Node): number {
      if (node.nodeType !== 1) return FILTER_ACCEPT;
      if (!hooks.skip(node as Element)) return FILTER_ACCEPT;
      hooks.onSkipped?.(node as Element);
      return FILTER_REJECT;
    },
  });
  // The root itself is never passed through the filter: look at its shadow root here.
  if (root.nodeType === 1) yield* intoShadow(root as Element, hooks);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === 3) yield node as Text;
    else yield* intoShadow(node as Element, hooks);
  }
}

function* intoShadow(el: Element, hooks: WalkHooks): Generator<Text, void, undefined> {
  const shadow = el.shadowRoot; // null for closed roots: those stay private to their component
  if (!shadow) return;
  hooks.onShadowRoot?.(shadow);
  yield* walkTextNodes(shadow, hooks);
}
