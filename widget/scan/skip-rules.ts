// Which parts of a page are never scanned. Rejecting a whole subtree at its root keeps the walk
// cheap and guarantees we never touch what the reader is typing into.
//
// Decisions:
// - SVG is skipped entirely: Chromium paints highlights in SVG <text> poorly and caret hit-testing
//   does not reach into SVG text, so a mark there could not be hovered anyway (10ten does the same).
// - `[hidden]` is skipped (never rendered); `aria-hidden="true"` is NOT: that text is still visible,
//   only hidden from assistive tech, and readers hover what they see.
// - Explicit terms (`[data-rulings-term]`, `<rulings-term>`) are not scanned inside: the writer
//   already said which keyword they are, so a second automatic mark would only compete.

export interface SkipOptions {
  /** Scan code/pre/kbd/samp too (off by default: code is rarely prose about MTG). */
  scanCode: boolean;
  /** The widget's own UI host, when known (also recognised by its attribute). */
  host?: Element | null;
}

export const UI_HOST_ATTR = 'data-rulings-lens-ui';
export const IGNORE_ATTR = 'data-rulings-ignore';
export const EXPLICIT_SELECTOR = '[data-rulings-term], rulings-term[term]';

const SVG_NS = 'http://www.w3.org/2000/svg';
const MATHML_NS = 'http://www.w3.org/1998/Math/MathML';
const HTML_NS = 'http://www.w3.org/1999/xhtml';

/** Never text a reader reads as prose (or text we must not touch). Lower-case local names. */
const ALWAYS_SKIPPED = new Set([
  'script', 'style', 'noscript', 'template', 'textarea', 'input', 'select', 'option', 'optgroup',
  'iframe', 'frame', 'object', 'embed', 'canvas', 'video', 'audio', 'head', 'title', 'meta', 'link',
]);
const CODE_TAGS = new Set(['code', 'pre', 'kbd', 'samp']);

/**
 * True when `el` and everything under it must not be scanned. Called for every element of the
 * page on a full scan, so it reads no style or layout (`isContentEditable` would: it needs an
 * up-to-date computed style, a forced recalculation right after our sheet is adopted), allocates
 * nothing, and looks at attributes only when the element has any.
 * Editability: a contenteditable element is rejected with its subtree (so its descendants never
 * come here); an editable scan root (designMode) is not scanned at all (see the engine), and
 * isInsideSkipped() reads inherited editability for nodes found one by one.
 */
export function shouldSkipElement(el: Element, opts: SkipOptions): boolean {
  const ns = el.namespaceURI;
  if (ns === SVG_NS || ns === MATHML_NS) return true;
  const tag = ns === HTML_NS ? el.localName : el.localName.toLowerCase();
  if (ALWAYS_SKIPPED.has(tag)) return true;
  if (!opts.scanCode && CODE_TAGS.has(tag)) return true;
  if (el === opts.host) return true;
  if (!el.hasAttributes()) return false; // most elements: nothing below can apply
  if (el.hasAttribute(UI_HOST_ATTR) || el.hasAttribute(IGNORE_ATTR) || el.hasAttribute('hidden')) return true;
  if (isEditable(el)) return true;
  return isExplicitTerm(el);
}

export function isExplicitTerm(el: Element): boolean {
  return el.hasAttribute('data-rulings-term') || (el.localName === 'rulings-term' && el.hasAttribute('term'));
}

/** contenteditable with any value but "false" (so also "plaintext-only" and ""). */
function isEditable(el: Element): boolean {
  const attr = el.getAttribute('contenteditable');
  return attr !== null && attr.toLowerCase() !== 'false';
}

/**
 * For a node found outside a full walk (a mutation): true when it or any ancestor up to `root`
 * is skipped, crossing shadow boundaries through their hosts.
 */
export function isInsideSkipped(node: Node, root: Node, opts: SkipOptions): boolean {
  // Inherited editability (designMode, a contenteditable above the root) shows only in style:
  // one read per node here, never per element of a full walk.
  if ((node.nodeType === 1 ? (node as HTMLElement) : node.parentElement)?.isContentEditable) return true;
  let cur: Node | null = node.nodeType === 1 || node.nodeType === 11 ? node : node.parentNode;
  while (cur && cur !== root) {
    if (cur.nodeType === 1) {
      if (shouldSkipElement(cur as Element, opts)) return true;
    } else if (cur.nodeType === 11) {
      cur = (cur as ShadowRoot).host ?? null; // document fragment without host: detached
      continue;
    }
    cur = cur.parentNode;
  }
  // Fell off the top without meeting `root`: the node is detached or elsewhere, so not ours.
  return cur !== root;
}
