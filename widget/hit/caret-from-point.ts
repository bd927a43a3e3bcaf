// Which character is under the pointer. caretPositionFromPoint (standard; Chromium 128+, Firefox)
// with caretRangeFromPoint as the fallback (older Chromium / Safari). Both return the NEAREST
// caret, even when the pointer is in padding, past the end of a line or between lines, so the
// answer is checked against the box of the character on either side of the caret: farther than
// `tolerance` px and we say "nothing here" (10ten does the same; otherwise tooltips open for a
// word the pointer is nowhere near).

export interface CaretHit {
  node: Text;
  /** Index of the character UNDER the pointer (not the caret insertion point). */
  offset: number;
  /** That character's box, so a caller can skip the lookup while the pointer stays inside it. */
  rect: DOMRect;
}

export const CARET_TOLERANCE_PX = 4;

type CaretDoc = Document & {
  caretPositionFromPoint?(x: number, y: number, opts?: { shadowRoots?: ShadowRoot[] }): CaretPosition | null;
  caretRangeFromPoint?(x: number, y: number): Range | null;
};

export function caretFromPoint(
  doc: Document,
  x: number,
  y: number,
  shadowRoots: readonly ShadowRoot[] = [],
  tolerance = CARET_TOLERANCE_PX,
): CaretHit | undefined {
  const d = doc as CaretDoc;
  let node: Node | null = null;
  let offset = 0;
  if (typeof d.caretPositionFromPoint === 'function') {
    let pos: CaretPosition | null = null;
    try {
      // The options bag lets the caret land inside open shadow roots we scanned (Chromium 128+);
      // engines that do not know it ignore it.
      pos = shadowRoots.length ? d.caretPositionFromPoint(x, y, { shadowRoots: [...shadowRoots] }) : d.caretPositionFromPoint(x, y);
    } catch {
      pos = d.caretPositionFromPoint(x, y);
    }
    if (pos) ({ offsetNode: node, offset } = pos);
  } else if (typeof d.caretRangeFromPoint === 'function') {
    const r = d.caretRangeFromPoint(x, y);
    if (r) ({ startContainer: node, startOffset: offset } = r);
  }
  if (!node || node.nodeType !== 3) return undefined;
  return characterNear(doc, node as Text, offset, x, y, tolerance);
}

/** The character before or after the caret whose box is nearest the point, if within tolerance. */
function characterNear(doc: Document, node: Text, caret: number, x: number, y: number, tolerance: number): CaretHit | undefined {
  const range = doc.createRange();
  let best: CaretHit | undefined;
  let bestDistance = Infinity;
  for (const start of [caret, caret - 1]) {
    if (start < 0 || start >= node.length) continue;
    range.setStart(node, start);
    range.setEnd(node, start + 1);
    for (const rect of Array.from(range.getClientRects())) {
      const d = distance(rect, x, y);
      if (d < bestDistance) {
        bestDistance = d;
        best = { node, offset: start, rect };
      }
    }
    if (bestDistance === 0) break;
  }
  range.detach?.();
  return bestDistance <= tolerance ? best : undefined;
}

/** Distance from a point to a rectangle (0 inside). */
export function distance(rect: { left: number; right: number; top: number; bottom: number }, x: number, y: number): number {
  const dx = x < rect.left ? rect.left - x : x > rect.right ? x - rect.right : 0;
  const dy = y < rect.top ? rect.top - y : y > rect.bottom ? y - rect.bottom : 0;
  return Math.hypot(dx, dy);
}
