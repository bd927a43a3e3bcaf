// The elements the widget adds to a page (the tooltip's host, the mark layer's host): their
// inline style, so nothing of the page's CSS reaches them and they never take space or clicks,
// and the sheet of their shadow roots.
// Set through CSSOM (style.setProperty, !important), never as a `style` attribute: a strict
// `style-src` CSP blocks style attributes written with setAttribute but not CSSOM changes. `all`
// comes first so the longhands after it win.

/** Sets the isolating style on `el`: placed at the top left of its containing block (`position`),
 *  0×0, overflow visible, no pointer events; `extra` declarations after those. */
export function isolateHost(el: HTMLElement, position: 'fixed' | 'absolute', extra: ReadonlyArray<readonly [string, string]> = []): void {
  const style: ReadonlyArray<readonly [string, string]> = [
    ['all', 'initial'],
    ['position', position],
    ['top', '0'],
    ['left', '0'],
    ['width', '0'],
    ['height', '0'],
    ['margin', '0'],
    ['padding', '0'],
    ['border', '0'],
    ['overflow', 'visible'],
    ['display', 'block'],
    ['visibility', 'visible'],
    ['opacity', '1'],
    ['transform', 'none'],
    ['pointer-events', 'none'],
    ...extra,
  ];
  for (const [prop, value] of style) el.style.setProperty(prop, value, 'important');
  // Text spacing is never locked with !important (WCAG 1.4.12, axe's avoid-inline-spacing; Firefox
  // expands `all` into these). Nothing of ours inherits them: the shadow sheets set their own.
  for (const prop of ['letter-spacing', 'word-spacing', 'line-height']) el.style.setProperty(prop, 'normal');
}

/**
 * Puts `css` in `shadow` as a constructable stylesheet (a strict `style-src` CSP blocks inline
 * `<style>` elements but not adopted sheets); a `<style>` element only where constructable
 * sheets are missing or adopting throws (e.g. Firefox content scripts cannot adopt a sheet built
 * in their own compartment). Returns which of the two it used.
 */
export function adoptShadowCss(shadow: ShadowRoot, doc: Document, css: string): 'adopted' | 'style-element' {
  const Sheet = (doc.defaultView as (Window & typeof globalThis) | null)?.CSSStyleSheet;
  if (Sheet && 'adoptedStyleSheets' in shadow && typeof Sheet.prototype.replaceSync === 'function') {
    try {
      const sheet = new Sheet();
      sheet.replaceSync(css);
      shadow.adoptedStyleSheets = [sheet];
      if (shadow.adoptedStyleSheets.length === 1) return 'adopted';
    } catch {
      // Falls through to the <style> element.
    }
  }
  const style = doc.createElement('style');
  style.textContent = css;
  shadow.appendChild(style);
  return 'style-element';
}
