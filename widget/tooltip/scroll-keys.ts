// The keys that scroll the tooltip's body (definition and rulings) while focus is inside it (a
// pinned tooltip): ArrowUp / ArrowDown a line, PageUp / PageDown and Space / Shift+Space a page,
// Home / End to the ends. Without this the browser scrolled the PAGE: the focused panel is not
// itself scrollable, so the keys went to the document (issue 26: scrollY 0 → 1304 while the
// rulings stayed at the top). A handled key never reaches the page, even when the body is
// already at that end: a reader reading the rulings must not lose their place on the page.

export const LINE_PX = 40;
/** Keys typed where they mean something else: Space presses a button; fields take every key. */
const PRESSABLE = 'button, a[href], summary, [role="button"], [role="link"]';
const FIELD = 'input, select, textarea, [contenteditable]';

/** Scrolls the body of `panel` for `e` and returns true when the key is one of those above
 *  (the caller prevents its default); false for any other key, or one that belongs elsewhere. */
export function scrollKey(e: KeyboardEvent, panel: HTMLElement): boolean {
  if (e.altKey || e.ctrlKey || e.metaKey) return false;
  const origin = (typeof e.composedPath === 'function' ? e.composedPath()[0] : e.target) as Element | null;
  const at = (sel: string) => typeof origin?.closest === 'function' && origin.closest(sel) !== null;
  if (at(FIELD) || (e.key === ' ' && at(PRESSABLE))) return false;
  const body = panel.querySelector<HTMLElement>('[data-part="body"]');
  if (!body) return false;
  const page = Math.max(body.clientHeight - LINE_PX, LINE_PX);
  const now = body.scrollTop;
  const to: Record<string, number> = {
    ArrowDown: now + LINE_PX,
    ArrowUp: now - LINE_PX,
    PageDown: now + page,
    PageUp: now - page,
    ' ': now + (e.shiftKey ? -page : page),
    Home: 0,
    End: body.scrollHeight,
  };
  const top = to[e.key];
  if (top === undefined) return false;
  body.scrollTop = top;
  return true;
}
