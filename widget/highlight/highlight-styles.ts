// How marks look. Painted through the CSS Custom Highlight API, so they are styles on ranges, not
// elements: nothing in the page's DOM changes. The sheet is a constructable stylesheet adopted by
// the document (and by each open shadow root we scan: without highlight inheritance, ::highlight
// rules do not cross shadow boundaries): no <style> node is added, and a strict style-src CSP
// does not block it.

export const HIGHLIGHT_NAMES = {
  high: 'rulings-lens-high',
  medium: 'rulings-lens-medium',
  low: 'rulings-lens-low',
  /** The word whose tooltip is open (or about to open). */
  active: 'rulings-lens-active',
} as const;

// Amber reads on white and on dark backgrounds alike and is not a link colour.
const ACCENT_RGB = '217 119 6';
const tint = (alpha: number) => `background-color: rgb(${ACCENT_RGB} / ${alpha})`;

/**
 * Marks are tints (a highlighter pen), stronger for surer matches, and strongest for the word
 * whose tooltip is open. Not underlines: Chromium (156) re-validates every highlight range at each
 * change of the DOM, of style or of a highlight, and for each range styled with a text decoration
 * (or another effect that paints outside the text) it invalidates the visual overflow of the text
 * and of every box above it (HighlightRegistry::ValidateHighlightMarkers). Recomputing that
 * overflow visits every child of those boxes: ~10 ms per frame on the CR bench page, in the frame
 * of every tooltip shown, every mark drawn and every change the page makes to itself, for as long
 * as a mark is on the page. A background is painted inside the text's box: no overflow, ~0.2 ms
 * (scripts/bench/highlight-style-cost.ts; hover → tooltip painted went from p50 19 to 8 ms).
 */
const MARK_RULES: Record<keyof typeof HIGHLIGHT_NAMES, string> = {
  high: tint(0.18),
  medium: tint(0.12),
  low: tint(0.07),
  active: tint(0.32),
};

/** The same marks as boxes (mark-layer.ts, where ::highlight() rules would cost a restyle of the
 *  whole document): the same tints, over the text. */
const BOX_RULES: Record<keyof typeof HIGHLIGHT_NAMES, string> = MARK_RULES;
const boxCss = () =>
  [
    'div { position: absolute; box-sizing: border-box; pointer-events: none }',
    ...Object.entries(BOX_RULES).map(([k, rule]) => `.${k} { ${rule} }`),
    // Placed for the screen's layout: a printed page is laid out anew, where they would be off.
    '@media print { div { display: none } }',
  ].join('\n');
export const BOX_CSS = /* @__PURE__ */ boxCss();

/** For <rulings-term> elements (explicit markup). In a sheet of its own, adopted only where the
 *  page has them: the mark rules change as the reader scrolls, and Gecko restyles the whole
 *  document for any sheet change that holds a `:where()` rule. */
export const TERM_RULE = `:where(rulings-term[term]) { cursor: help; ${MARK_RULES.high} }`;

/** Each mark rule for every selector of `selectors` (with the pseudo-element on each). */
const sheetWith = (selectors: string[]) =>
  Object.entries(MARK_RULES)
    .map(([k, rule]) => {
      const name = HIGHLIGHT_NAMES[k as keyof typeof HIGHLIGHT_NAMES];
      return `${selectors.map((s) => `${s}::highlight(${name})`).join(', ')} { ${rule} }`;
    })
    .join('\n');

/**
 * The rules on the root element only. With highlight inheritance (Chromium: a ::highlight()
 * style inherits from the parent element's), that styles marks everywhere below, shadow trees
 * included, while adopting the sheet restyles the document about half as expensively as a
 * universal `::highlight()` rule, which every element matches (measured on the CR bench page,
 * Chromium 156: ~55 vs ~110 ms of style recalculation, the same as any inherited change on
 * :root costs). Engines without highlight inheritance (Firefox 153) paint nothing from it: see
 * HIGHLIGHT_CSS_UNIVERSAL and the probe in highlighter.ts.
 */
export const HIGHLIGHT_CSS = /* @__PURE__ */ sheetWith([':root']);
/** The same rules for every element (and, adopted into a shadow root, for its elements). */
export const HIGHLIGHT_CSS_UNIVERSAL = /* @__PURE__ */ sheetWith(['']);

/** The mark rules for the elements the selectors `scope` name only (with highlight inheritance,
 *  Chromium, the elements below them inherit them). See scoped-styles.ts. A plain selector list,
 *  not one `:is()`: both engines file a rule like `#p12::highlight()` under its id and skip it for
 *  every other element, while an `:is()` list is tried on every element (Gecko, which also
 *  restyles the whole document for it: 0.4-0.6 s on the 100,000-element page, measured). */
export const scopedCss = (scope: readonly string[]): string => sheetWith([...scope]);

/** A computed background colour that paints something: not `transparent`, not zero alpha. */
export const isPainted = (color: string | undefined): boolean =>
  !!color && color !== 'transparent' && !/^rgba\(.*,\s*0(\.0*)?\s*\)$/.test(color) && !/\/\s*0(\.0*)?\s*\)$/.test(color);

/**
 * True when the root-only sheet reaches `el` (highlight inheritance), read from the computed
 * style of its ::highlight() pseudo-element. Read it once the sheet is applied and the style is
 * up to date (after a frame), or it forces the page's restyle synchronously. Any doubt (an engine
 * that cannot compute pseudo-element styles, a throw) answers false: the universal rules are the
 * safe choice.
 */
export function rootRulesInherit(win: Window & typeof globalThis, el: Element): boolean {
  try {
    return isPainted(win.getComputedStyle(el, `::highlight(${HIGHLIGHT_NAMES.high})`).backgroundColor);
  } catch {
    return false;
  }
}

type StyleRoot = Document | ShadowRoot;

/** Adopts one constructable sheet into documents / shadow roots and takes it back out. */
export class AdoptedSheet {
  private sheet: CSSStyleSheet | null = null;
  private readonly roots = new Set<StyleRoot>();

  constructor(private readonly doc: Document, private css: string) {}

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

  /** Swaps the rules everywhere the sheet is adopted, by adopting a new sheet in the old one's
   *  place: Gecko restyles the whole document when an adopted sheet's rules are replaced
   *  (`replaceSync`: 110-250 ms on the 100,000-element page, Firefox 153), while for a sheet
   *  taken out and one put in it restyles only what their selectors name (~20 ms there). */
  replace(css: string): void {
    const old = this.sheet;
    this.css = css;
    if (!old) return; // not made yet: getSheet() makes it with these rules
    this.sheet = null;
    const next = this.getSheet();
    if (!next) {
      this.sheet = old; // keep the rules we have
      return;
    }
    for (const root of this.roots) {
      try {
        root.adoptedStyleSheets = root.adoptedStyleSheets.map((s) => (s === old ? next : s));
      } catch {
        // The root's document went away.
      }
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
