// Keeps Tab inside the pinned tooltip: from the last control Tab goes to the first, from the
// first (or from the panel itself) Shift+Tab goes to the last. The panel is a non-modal
// dialog, so this only applies while focus is already inside it; Esc is the way out.
const TABBABLE = 'button:not([disabled]), a[href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Handles a Tab keydown inside `panel` (the caller prevents the default move). */
export function cycleFocus(panel: HTMLElement, backwards: boolean): void {
  const items = Array.from(panel.querySelectorAll<HTMLElement>(TABBABLE));
  const root = panel.getRootNode() as Document | ShadowRoot;
  const active = root.activeElement as HTMLElement | null;
  if (items.length === 0) {
    panel.focus();
    return;
  }
  const at = active ? items.indexOf(active) : -1;
  let next: HTMLElement;
  if (at >= 0) {
    next = items[(at + (backwards ? items.length - 1 : 1)) % items.length];
  } else {
    // Focus is on the panel or on a non-tab-stop inside it (a revealed ruling): go to the
    // nearest tab stop in document order, wrapping around.
    const inside = !!active && active !== panel && panel.contains(active);
    const is = (el: HTMLElement, flag: number) => inside && (active!.compareDocumentPosition(el) & flag) !== 0;
    if (backwards) {
      const before = items.filter((el) => is(el, Node.DOCUMENT_POSITION_PRECEDING));
      next = before[before.length - 1] ?? items[items.length - 1];
    } else {
      next = items.find((el) => is(el, Node.DOCUMENT_POSITION_FOLLOWING)) ?? items[0];
    }
  }
  next.focus();
}
