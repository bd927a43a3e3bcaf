// How marks look. Painted through the CSS Custom Highlight API, so they are styles on ranges, not
// elements: nothing in the page's DOM changes. The sheet is a constructable stylesheet adopted by
// the document (and by each open shadow root we scan, since ::highlight rules do not cross shadow
// boundaries): no <style> node is added, and a strict style-src CSP does not block it.

export const HIGHLIGHT_NAMES = {
  high: 'rulings-lens-high',
  medium: 'rulings-lens-medium',
  low: 'rulings-lens-low',
  /** The word whose tooltip is open (or about to open). */
  active: 'rulings-lens-active',
} as const;

// Amber reads on white and on dark backgrounds alike and is not a link colour.
const ACCENT = 'rgb(217 119 6)';

export const HIGHLIGHT_CSS = `
::highlight(${HIGHLIGHT_NAMES.high}) {
  text-decoration: underline solid ${ACCENT};
  text-decoration-thickness: 2px;
}
::highlight(${HIGHLIGHT_NAMES.medium}) {
  text-decoration: underline dotted ${ACCENT};
  text-decoration-thickness: 2px;
}
::highlight(${HIGHLIGHT_NAMES.low}) {
  text-decoration: underline dotted rgb(217 119 6 / 0.45);
  text-decoration-thickness: 1px;
}
::highlight(${HIGHLIGHT_NAMES.active}) {
  background-color: rgb(217 119 6 / 0.2);
}
:where(rulings-term[term]) {
  cursor: help;
  text-decoration: underline solid ${ACCENT};
  text-decoration-thickness: 2px;
}
`;

type StyleRoot = Document | ShadowRoot;

/** Adopts one constructable sheet into documents / shadow roots and takes it back out. */
export class AdoptedSheet {
  private sheet: CSSStyleSheet | null = null;
  private readonly roots = new Set<StyleRoot>();

  constructor(private readonly doc: Document, private readonly css: string) {}

  /** Returns false where constructable sheets are unsupported or adopting throws (the marks then
   *  stay invisible, but hover still works: we never fall back to a <style> node in the page). */
  adopt(root: StyleRoot): boolean {
    if (this.roots.has(root)) return true;
    const sheet = this.getSheet();
    if (!sheet || !('adoptedStyleSheets' in root)) return false;
    try {
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
      this.roots.add(root);
      return true;
    } catch {
      return false; // e.g. a Firefox content script adopting a sheet from its own compartment
    }
  }

  removeAll(): void {
    for (const root of this.roots) {
      try {
        root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== this.sheet);
      } catch {
        // The root's document went away; nothing left to clean.
      }
    }
    this.roots.clear();
  }

  private getSheet(): CSSStyleSheet | null {
    if (this.sheet) return this.sheet;
    const Sheet = (this.doc.defaultView as (Window & typeof globalThis) | null)?.CSSStyleSheet;
    if (!Sheet || typeof Sheet.prototype.replaceSync !== 'function') return null;
    try {
      const sheet = new Sheet();
      sheet.replaceSync(this.css);
      this.sheet = sheet;
      return sheet;
    } catch {
      return null;
    }
  }
}
