// Links to one section of the options page (the welcome page's #sites, #packs, #cr): the browser
// jumps to the anchor at load, but the form, the pack list and the CR panel fill in from storage
// after that, each moving the section down. So the section is brought back into view whenever
// the page's height changes, for a few seconds, until the reader scrolls, types or clicks.

/** How long the section is kept in view while the page fills in. */
export const SETTLE_MS = 3000;

export function keepSectionInView(doc: Document, id: string, ms = SETTLE_MS): void {
  const win = doc.defaultView;
  const target = () => (id ? doc.getElementById(id) : null);
  if (!win || !id || typeof win.ResizeObserver !== 'function') return;
  const observer = new win.ResizeObserver(() => target()?.scrollIntoView());
  const stop = () => {
    observer.disconnect();
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown']) win.removeEventListener(type, stop, true);
  };
  observer.observe(doc.documentElement);
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown']) win.addEventListener(type, stop, { capture: true, passive: true });
  win.setTimeout(stop, ms);
}
