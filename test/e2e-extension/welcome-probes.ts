// In-page probes of the welcome page's try-it paragraph, written once for both drivers: run with
// page.evaluate in Chromium, and as source text in the Firefox tab through the devtools server
// (`(${fn})(arg, d, w)`, with that tab's document and window: see welcome-firefox.e2e.test.ts).
// Self-contained on purpose: their source is all that reaches Firefox.

/** Centre of the first line box of `word` inside the try-it paragraph, scrolled into view
 *  (null when the word is not there). */
export function wordCentre(word: string, d: Document = document): { x: number; y: number } | null {
  const box = d.querySelector('[data-part="try-it"]');
  if (!box) return null;
  const walker = d.createTreeWalker(box, 4 /* NodeFilter.SHOW_TEXT */);
  for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
    const at = n.data.indexOf(word);
    if (at < 0) continue;
    (n.parentElement as HTMLElement).scrollIntoView({ block: 'center' });
    const range = d.createRange();
    range.setStart(n, at);
    range.setEnd(n, at + word.length);
    const r = range.getClientRects()[0];
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  }
  return null;
}

/** The words marked inside the try-it paragraph now (CSS highlights), per highlight in order. */
export function tryItMarks(_arg?: unknown, d: Document = document, w: Window = window): string[] {
  const box = d.querySelector('[data-part="try-it"]');
  const registry = (w as unknown as { CSS: { highlights?: Map<string, Set<AbstractRange>> } }).CSS.highlights;
  const out: string[] = [];
  registry?.forEach((hl, name) => {
    if (!name.startsWith('rulings-lens-') || name.endsWith('-active')) return;
    for (const r of hl) if (box?.contains(r.startContainer)) out.push((r.startContainer as Text).data.slice(r.startOffset, r.endOffset));
  });
  return out;
}

/** The open tooltip's keyword and ruling ids (null while none is open), as ext-helpers.ts
 *  panelState reads them. */
export function tooltipShown(_arg?: unknown, d: Document = document): { keyword: string; rulingIds: string[] } | null {
  const panel = d.querySelector('rulings-lens-ui')?.shadowRoot?.querySelector<HTMLElement>('[data-part="panel"]');
  if (!panel || panel.style.visibility === 'hidden') return null;
  return { keyword: panel.dataset.keyword ?? '', rulingIds: [...panel.querySelectorAll<HTMLElement>('[data-part="ruling"]')].map((li) => li.dataset.rulingId ?? '') };
}
