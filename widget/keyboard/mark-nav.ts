// Keyboard reach: the shortcuts (options.keys; the extension's browser commands) go to the next /
// previous mark in reading order (mark-order.ts), scroll it into view and open its tooltip as a
// hover would, anchored to it; Enter then pins it (focus moves in: the rulings take the scroll
// keys, Tab cycles inside), and Esc closes it and takes the reader back to where they were before
// the first press: the window's scroll position and the element that had focus.
// Loaded on the first press (the widget's UI module, the extension's tooltip-ui module): the
// light script and the content script carry only the key listener (engine/pointer-input.ts).
//
// A "trip" starts at a press while no keyboard-opened tooltip is showing; it ends at Esc, or
// when the tooltip closes or the pointer takes over (TooltipController.byKey() turns false).
// From a tooltip the pointer opened, the next mark is the one after that word; with none open,
// it is the first mark in view (next) or the last one (previous).
import type { Anchor, LookupFn, TooltipUi } from '../contracts.ts';
import type { TooltipController, Target } from '../engine/tooltip-controller.ts';
import type { Highlighter } from '../highlight/highlighter.ts';
import type { MatchIndex } from '../scan/match-index.ts';
import { isInline, wordRange, type Piece } from '../scan/runs.ts';
import { marksFrom, type Site } from './mark-order.ts';

/** What the engine hands over (engine.ts): few names, as they are spelled out in the light script. */
export interface MarkNavDeps {
  root: Element;
  controller: TooltipController;
  index: MatchIndex;
  highlighter: Highlighter;
  /** Subtrees never scanned (the engine's skip rule). */
  skip(el: Element): boolean;
  lookup: LookupFn;
  /** The tooltip target of an explicit term (null: names no keyword). */
  termTarget(el: Element): Target | null;
  /** The tooltip UI if there is one (its live region says what the tooltip does not). */
  ui(): TooltipUi | null;
  warn(message: string): void;
}

export interface MarkNav {
  /** Goes to the next (1) / previous (-1) mark; presses queue up, each moves one mark. */
  go(dir: 1 | -1): Promise<void>;
  destroy(): void;
}

export type MarkNavFactory = (deps: MarkNavDeps) => MarkNav;

/** Said when there is no mark further that way (the page does not move). */
export const NO_MORE_MARKS = 'No more marked words · 没有更多标记的词';

interface Trip {
  x: number;
  y: number;
  focus: HTMLElement | null;
}

export function createMarkNav(deps: MarkNavDeps): MarkNav {
  const { controller } = deps;
  const doc = deps.root.ownerDocument;
  const win = doc.defaultView as Window & typeof globalThis;
  let trip: Trip | null = null;
  let queue: Promise<void> = Promise.resolve();
  let destroyed = false;

  /** The marks of a node as drawn (first mentions, the highlight mode), or, where nothing is
   *  drawn (highlight 'none', no Highlight API), every match hover would reach. A paragraph not
   *  scanned yet is matched from its start, whichever way the walk goes: the first mention in it
   *  must be the one marked, as the scan would have it. */
  function marksOf(node: Text): readonly Piece[] | undefined {
    if (!deps.index.has(node)) scanBlockOf(node);
    const all = deps.index.get(node);
    return all && deps.highlighter.drawing ? deps.highlighter.marksOf(node) : all;
  }
  function scanBlockOf(node: Text): void {
    let block = node.parentElement;
    while (block && block !== deps.root && isInline(block)) block = block.parentElement;
    if (!block || block === deps.root) return;
    const walker = doc.createTreeWalker(block, 0x4 /* SHOW_TEXT */);
    for (let t = walker.nextNode() as Text | null; t && t !== node; t = walker.nextNode() as Text | null) if (!deps.index.has(t)) deps.index.get(t);
  }

  const order = { root: deps.root, skip: deps.skip, marksOf };

  /** The next mark from `from` (null: from the viewport) that is rendered, as a target. */
  function find(from: Site | null, dir: 1 | -1): Target | null {
    const vh = win.innerHeight;
    const outside = (r: DOMRect) => (dir > 0 ? r.bottom <= 0 : r.top >= vh);
    const clip = from ? undefined : (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.height > 0 && outside(r);
    };
    for (const site of marksFrom(order, from, dir, clip)) {
      const t = 'el' in site ? deps.termTarget(site.el) : autoTarget(site.node, site.match);
      if (!t) continue;
      // Not rendered (a closed <details>, display: none): nothing to show or scroll to.
      if (t.anchor.getClientRects && t.anchor.getClientRects().length === 0) continue;
      if (!from && outside(t.anchor.getBoundingClientRect())) continue;
      return t;
    }
    return null;
  }

  async function step(dir: 1 | -1): Promise<void> {
    if (destroyed) return;
    const shown = controller.shown();
    if (!controller.byKey()) trip = null;
    trip ??= { x: win.scrollX, y: win.scrollY, focus: focusedOutside() };
    const before = shown?.id;
    const t = find(shown ? siteOf(shown) : null, dir);
    if (!t) return void deps.ui()?.announce?.(NO_MORE_MARKS);
    // A pinned tooltip gives focus back first (to where the trip started): the next one opens
    // unpinned, as the first did, and Enter pins it again.
    if (controller.isPinned()) controller.hide();
    reveal(t.anchor, 'el' in siteOf(t) ? (t.key as Element) : (t.node?.parentElement ?? null));
    await controller.open(t, 'key');
    // Opening a tooltip says its keyword, names and first ruling (a11y/tooltip-speech.ts), once
    // per keyword: the next mark of the same keyword would go unsaid.
    if (!destroyed && before === t.id && controller.shown()?.key === t.key) await sayAgain(t);
  }

  async function sayAgain(t: Target): Promise<void> {
    const data = await Promise.resolve(deps.lookup(t.id)).catch(() => undefined);
    const k = data?.keyword;
    if (k && controller.shown()?.key === t.key) deps.ui()?.announce?.(`${k.en}, ${k.zhHans}: “${t.info.text}”`);
  }

  /** Scrolls so the mark sits well inside the viewport (nested scrollers included), at once:
   *  a page's smooth scrolling would leave the tooltip placed against where the word was. */
  function reveal(anchor: Anchor, el: Element | null): void {
    const vh = win.innerHeight;
    const inView = () => {
      const r = anchor.getBoundingClientRect();
      return r.top >= vh * 0.1 && r.bottom <= vh * 0.9;
    };
    if (inView()) return;
    el?.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' as ScrollBehavior });
    if (inView()) return;
    win.scrollBy({ top: anchor.getBoundingClientRect().top - vh / 3, behavior: 'instant' as ScrollBehavior });
  }

  /** Back to where the trip started: tooltip closed, scroll position and focus restored. */
  function back(): void {
    const t = trip;
    trip = null;
    controller.hide();
    if (!t) return;
    win.scrollTo({ left: t.x, top: t.y, behavior: 'instant' as ScrollBehavior });
    if (t.focus?.isConnected) t.focus.focus({ preventScroll: true });
  }

  /** Esc and Enter during a trip. Capture on the window: before the tooltip's own Esc (which
   *  would close without going back) and before the page's handlers. */
  function onKey(e: KeyboardEvent): void {
    if (!trip) return;
    if (!controller.byKey()) {
      trip = null;
      return;
    }
    const plain = !e.altKey && !e.ctrlKey && !e.metaKey && !e.shiftKey;
    if (e.key === 'Escape' || e.key === 'Esc') {
      e.preventDefault();
      e.stopPropagation();
      back();
    } else if (e.key === 'Enter' && plain && !controller.isPinned() && focusedOutside() === trip.focus) {
      // Only while focus is still where the trip started: Enter on a link the reader tabbed to
      // since is the page's.
      e.preventDefault();
      e.stopPropagation();
      const shown = controller.shown();
      if (shown) void controller.open(shown, 'pin', trip.focus);
    }
  }
  win.addEventListener('keydown', onKey, true);

  /** The focused element, through open shadow roots; null for none (the body) or our own UI. */
  function focusedOutside(): HTMLElement | null {
    let a: Element | null = doc.activeElement;
    const host = deps.ui()?.host;
    while (a?.shadowRoot?.activeElement && a !== host) a = a.shadowRoot.activeElement;
    return !a || a === doc.body || a === doc.documentElement || a === host ? null : (a as HTMLElement);
  }

  return {
    go(dir) {
      queue = queue.then(
        () => step(dir),
        () => step(dir),
      );
      queue.catch((err: unknown) => deps.warn(`rulings-lens: the keyboard could not move to the ${dir > 0 ? 'next' : 'previous'} mark (${String(err)})`));
      return queue.catch(() => {});
    },
    destroy() {
      destroyed = true;
      trip = null;
      win.removeEventListener('keydown', onKey, true);
    },
  };
}

/** The target of an automatic match, as the engine's hover makes it: the whole word when it
 *  spans text nodes (runs.ts). */
function autoTarget(node: Text, m: Piece): Target {
  const text = m.word?.text ?? node.data.slice(m.start, m.end);
  return { id: m.id, key: m.word ?? m, anchor: wordRange(node.ownerDocument, node, m), info: { text, confidence: m.confidence }, node, match: m };
}

/** Where a target is in the mark order. */
function siteOf(t: Target): Site {
  return t.node && t.match ? { node: t.node, match: t.match as Piece } : { el: t.key as Element };
}
