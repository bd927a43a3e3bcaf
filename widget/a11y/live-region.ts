// The one place the widget speaks to screen readers: a visually hidden, polite live region,
// created once per tooltip host and reused for every announcement. It is made at once (with the
// host), not on first use: a region must already be in the accessibility tree when its text
// changes, or screen readers miss the change.
//
// - Polite: what the reader is hearing is finished first; nothing here is urgent.
// - The text is written a moment after it is asked for (ANNOUNCE_DELAY_MS), after the region
//   was emptied: re-announcing the same words must be a change too, and a pointer sweeping over
//   ten marks in that moment says only the last one. Each call names a slot ('tooltip' for what
//   an opening tooltip says, 'message' by default): a call replaces what its slot had queued,
//   and the slots queued in that moment are said together, in the order they were first used.
// - Parts carry a `lang` so a screen reader can switch voice between English and Chinese.
// - Text only (textContent): the words come from data and pages, never markup.
// - Hidden through CSSOM (allowed under a strict style-src CSP), so it needs no stylesheet:
//   1 × 1 px, clipped, no clicks.
// Loaded with the tooltip UI (rulings-lens.ui.mjs, the extension's UI chunk), never in the light
// script: the engine reaches it through TooltipUi.announce.

export const ANNOUNCE_DELAY_MS = 120;

/** One run of words, in one language (`lang` omitted: the region's own). */
export interface SpokenPart {
  text: string;
  lang?: string;
}

export type Words = string | readonly SpokenPart[] | (() => readonly SpokenPart[]);

export interface LiveRegion {
  readonly element: HTMLElement;
  /** Says `what` once, politely, replacing what `slot` had queued (see above). A function is
   *  called when the words are written, so they are what is on screen by then. */
  announce(what: Words, slot?: string): void;
  /** Drops what is not said yet and empties the region (nothing stale to read later). */
  clear(): void;
  destroy(): void;
}

const HIDDEN: ReadonlyArray<readonly [string, string]> = [
  ['position', 'fixed'],
  ['top', '0'],
  ['left', '0'],
  ['width', '1px'],
  ['height', '1px'],
  ['margin', '-1px'],
  ['padding', '0'],
  ['border', '0'],
  ['overflow', 'hidden'],
  ['clip-path', 'inset(50%)'],
  ['white-space', 'nowrap'],
  ['pointer-events', 'none'],
];

/** Creates the region as the last child of `parent` (a shadow root or an element). */
export function createLiveRegion(parent: Node, doc: Document): LiveRegion {
  const win = doc.defaultView ?? globalThis;
  const el = doc.createElement('div');
  el.setAttribute('data-part', 'live');
  el.setAttribute('role', 'status');
  el.setAttribute('aria-live', 'polite');
  el.setAttribute('aria-atomic', 'true');
  for (const [prop, value] of HIDDEN) el.style.setProperty(prop, value, 'important');
  parent.appendChild(el);

  const queued = new Map<string, Words>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const write = () => {
    timer = null;
    const parts = [...queued.values()].flatMap(partsOf);
    queued.clear();
    el.replaceChildren(...parts.map((p, i) => spanFor(doc, p, i < parts.length - 1)));
  };
  const clear = () => {
    if (timer !== null) win.clearTimeout(timer);
    timer = null;
    queued.clear();
    el.replaceChildren();
  };

  return {
    element: el,
    announce(what, slot = 'message') {
      if (typeof what !== 'function' && partsOf(what).length === 0) return;
      queued.set(slot, what);
      el.replaceChildren();
      if (timer !== null) win.clearTimeout(timer);
      timer = win.setTimeout(write, ANNOUNCE_DELAY_MS);
    },
    clear,
    destroy() {
      clear();
      el.remove();
    },
  };
}

/** The non-blank parts of `what` (a function is called now). */
function partsOf(what: Words): SpokenPart[] {
  const parts = typeof what === 'string' ? [{ text: what }] : typeof what === 'function' ? what() : what;
  return parts.filter((p) => p.text.trim() !== '');
}

/** A span per part; a space after all but the last, so the words never run together. */
function spanFor(doc: Document, part: SpokenPart, spaceAfter: boolean): HTMLElement {
  const span = doc.createElement('span');
  if (part.lang) span.lang = part.lang;
  span.textContent = spaceAfter ? `${part.text} ` : part.text;
  return span;
}
