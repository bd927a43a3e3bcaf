// Which parts of the page are near the viewport now. The scanner matches only those (and what
// mutations and hover reach), and the highlighter draws only the marks inside them: a reader
// sees a few screens of a long page, and matching all of it up front is the biggest cost of
// annotating it. On the CR bench page (1.1 M characters) the matcher alone took 170-570 ms of
// main thread on a fresh page in Chromium (its code is cold: 2-5× slower than warm), against a
// few ms for the screens around the viewport.
//
// A walk down from the scan root that reads boxes on the way (layout-band.ts): an element at
// most a screen tall whose content does not overflow it (or without element children, or a
// shadow host) is a whole part; a taller one is opened (its own text nodes are near) and its
// children searched, descending into those near the viewport. On the CR page a walk reads a few
// dozen boxes. Children placed out of document order inside a long list in normal flow (fixed,
// absolute) can be missed there: hover still finds them (the engine matches on demand).
//
// Without layout (test environments), the whole root is one part.
import { bandOf, eachNear, nearBox, stacks, type Box, type Layout } from './layout-band.ts';

export interface NearParts {
  /** Subtrees near the viewport, each taken as a whole. */
  whole: Element[];
  /** Tall elements near the viewport: their own text nodes are near, their children were
   *  searched (those near are in `whole` or `opened`). */
  opened: Element[];
}

/** Children lists up to this long are checked one by one. */
const FEW = 8;

export function nearParts(root: Element, skip: (el: Element) => boolean, layout: Layout | null): () => NearParts {
  return () => {
    const parts: NearParts = { whole: [], opened: [] };
    if (!layout) {
      parts.whole.push(root);
      return parts;
    }
    const band = bandOf(layout);

    /** `el` is near (or the root): a whole part, or opened and its children searched. */
    const visit = (el: Element, box: Box): void => {
      if (el.shadowRoot || !el.firstElementChild || (box.height <= band.height && el.scrollHeight <= band.height)) {
        parts.whole.push(el);
        return;
      }
      parts.opened.push(el);
      // The live collection, not an array of it: the search reads a few dozen children, and only
      // those get JS wrappers (native-walks.ts says why that matters on long lists).
      const kids = el.children;
      eachNear(layout, band, kids, (k) => k, kids.length > FEW && stacks(layout, el), enter);
    };

    const enter = (el: Element, box: Box): void => {
      if (skip(el)) return;
      const n = nearBox(box, band);
      if (n === true) visit(el, box);
      else if (n === 'none' && el.isConnected && layout.style(el).display === 'contents') parts.whole.push(el);
    };

    const rootBox = layout.rect(root);
    // The root is searched even without a box of its own (display: contents, 0-height wrapper).
    if (nearBox(rootBox, band) !== false) visit(root, rootBox);
    return parts;
  };
}
