// Which marked elements are near the viewport: those inside the near parts of the page
// (scan/near-content.ts, the same walk the scanner uses), found by walking the parts' elements
// (shadow roots included): a few screens' worth, whatever the length of the page.
//
// Why only those are drawn: in Chromium every frame in which a registered Highlight changes costs
// time proportional to ALL registered ranges (measured, Chromium 156: ~10-17 µs per range per
// changed frame, so 10,000 marks = 60-170 ms per change). Drawing only the marks near the
// viewport keeps that bounded by what is on screen. This replaced an IntersectionObserver
// watching every marked element: observing ~6,000 targets cost ~200 ms during a full scan of the
// CR bench page and 5-20 ms on every scrolled frame.
import type { NearParts } from '../scan/near-content.ts';

/** The elements of `parts` for which `marked(el)` holds. */
export function nearMarked(parts: NearParts, marked: (el: Element) => boolean): Set<Element> {
  const out = new Set<Element>();
  for (const el of parts.opened) if (marked(el)) out.add(el);
  const visit = (el: Element): void => {
    if (marked(el)) out.add(el);
    if (el.shadowRoot) for (let c = el.shadowRoot.firstElementChild; c; c = c.nextElementSibling) visit(c);
    for (let c = el.firstElementChild; c; c = c.nextElementSibling) visit(c);
  };
  for (const el of parts.whole) visit(el);
  return out;
}
