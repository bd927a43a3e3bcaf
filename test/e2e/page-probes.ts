// In-page probes shared by the widget's and the extension's e2e tests, over either driver: pass
// them to evaluate (`tab.evaluate(drawnMarksInPage, 'node')`). Self-contained on purpose: they
// are serialised into the page.

/** In the page: the marks drawn (the confidence highlights, not the active tint) in document
 *  order, as `text@offset`, or with 'node' as `text#n` (n: the index of the mark's text node in
 *  the document). */
export function drawnMarksInPage(label: 'offset' | 'node'): string[] {
  const texts: Node[] = [];
  const w = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = w.nextNode(); n; n = w.nextNode()) texts.push(n);
  const ranges: AbstractRange[] = [];
  for (const name of ['rulings-lens-high', 'rulings-lens-medium', 'rulings-lens-low']) CSS.highlights.get(name)?.forEach((r) => void ranges.push(r as AbstractRange));
  ranges.sort((a, b) => texts.indexOf(a.startContainer) - texts.indexOf(b.startContainer) || a.startOffset - b.startOffset);
  return ranges.map((s) => `${(s.startContainer as Text).data.slice(s.startOffset, s.endOffset)}${label === 'node' ? `#${texts.indexOf(s.startContainer)}` : `@${s.startOffset}`}`);
}

/** In the page: centre of the `index`th element matching `selector` in the shadow root of the
 *  tooltip host `tag`, scrolled into view first. */
export function tooltipPartCentreInPage({ tag, selector, index }: { tag: string; selector: string; index: number }): { x: number; y: number } {
  const el = document.querySelector(tag)!.shadowRoot!.querySelectorAll<HTMLElement>(selector)[index];
  el.scrollIntoView({ block: 'nearest' });
  const r = el.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

/** In the page: centre of `word` where it occurs inside the text `context` (searched in the
 *  document and every open shadow root), scrolled into view first; measured with a Range, as a
 *  reader's pointer would see it. null: not on the page. */
export function wordCentreInPage({ context, word }: { context: string; word: string }): { x: number; y: number } | null {
  const roots: Array<Document | ShadowRoot> = [document];
  for (let i = 0; i < roots.length; i++) for (const el of roots[i].querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
  for (const root of roots) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
      const at = n.data.indexOf(context);
      if (at < 0) continue;
      const start = at + context.indexOf(word);
      n.parentElement!.scrollIntoView({ block: 'center' });
      const range = document.createRange();
      range.setStart(n, start);
      range.setEnd(n, start + word.length);
      const r = range.getClientRects()[0];
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    }
  }
  return null;
}
