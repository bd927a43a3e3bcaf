// Registers <rulings-term term="proliferate">增殖</rulings-term>. The element class is empty on
// purpose: all behaviour (hover, focus, click) comes from the engine's delegated listeners, so
// the markup works the same when the name is taken by the page, when customElements is missing
// (extension content scripts in Chromium have no registry), or after the widget is destroyed
// (a class cannot be unregistered, so it must not do anything by itself).
export const RULINGS_TERM_TAG = 'rulings-term';

export type DefineResult = 'defined' | 'already-defined' | 'unavailable';

export function defineRulingsTerm(win: Window & typeof globalThis = window): DefineResult {
  let registry: CustomElementRegistry | null | undefined;
  try {
    registry = win.customElements;
  } catch {
    registry = null;
  }
  if (!registry || typeof win.HTMLElement !== 'function') return 'unavailable';
  if (registry.get(RULINGS_TERM_TAG)) return 'already-defined';
  try {
    registry.define(RULINGS_TERM_TAG, class RulingsTermElement extends win.HTMLElement {});
    return 'defined';
  } catch {
    // Lost a race with another definition, or the registry refuses: delegation still works.
    return 'already-defined';
  }
}
