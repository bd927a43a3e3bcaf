// Sibling walks done by the browser instead of by script. Stepping through an element's children
// in script (`firstChild`/`nextSibling`, `Array.from(el.children)`) makes a JS wrapper for every
// child; on a page with 20,000 siblings that is 20,000 wrappers per walk, and the garbage
// collector then pays for them (a 45-70 ms scavenge in one task on the big hostile page, Chromium
// 156 trace). XPath walks the siblings natively and hands back only what was asked for.
// Without XPath (test DOMs), the script walk.

type XDoc = Document & { evaluate?: Document['evaluate'] };

const SNAPSHOT = 7; // XPathResult.ORDERED_NODE_SNAPSHOT_TYPE
const NUMBER = 1; // XPathResult.NUMBER_TYPE

/** The text nodes that are direct children of `el`, in document order. */
export function ownTextNodes(el: Element): Text[] {
  const doc = el.ownerDocument as XDoc;
  const out: Text[] = [];
  if (typeof doc.evaluate === 'function') {
    try {
      const r = doc.evaluate('text()', el, null, SNAPSHOT, null);
      for (let i = 0; i < r.snapshotLength; i++) out.push(r.snapshotItem(i) as Text);
      return out;
    } catch {
      out.length = 0; // e.g. an XML document that refuses the expression: walk instead
    }
  }
  for (let c = el.firstChild; c; c = c.nextSibling) if (c.nodeType === 3) out.push(c as Text);
  return out;
}

/** 1-based index of `el` among its parent's element children (what `:nth-child()` counts). */
export function elementIndex(el: Element): number {
  const doc = el.ownerDocument as XDoc;
  if (typeof doc.evaluate === 'function') {
    try {
      return doc.evaluate('count(preceding-sibling::*)', el, null, NUMBER, null).numberValue + 1;
    } catch {
      // fall through to the walk
    }
  }
  let i = 1;
  for (let s = el.previousElementSibling; s; s = s.previousElementSibling) i++;
  return i;
}
