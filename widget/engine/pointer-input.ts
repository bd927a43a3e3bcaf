// Turns DOM events into tooltip intents. Mouse: pointermove (passive, at most about one hit test
// per animation frame, see `moved`), click pins. Touch: a tap (no movement > TAP_SLOP_PX, no pointercancel from scrolling)
// previews; scrolling never opens anything. Keyboard: Esc closes, focus on an explicit term
// opens, Enter / Space on our <rulings-term> pins, the mark-navigation shortcuts (options.keys)
// go to the next / previous mark (keyboard/mark-nav.ts, loaded on the first press). We never block page navigation: clicks are
// never default-prevented, and a tap only suppresses the page's click when it landed on a
// keyword outside any control but a link (first tap previews, a second tap on it lets the page
// act: follows the link).
import type { TooltipController, Target } from './tooltip-controller.ts';
import { closestComposed, findExplicitTerm } from './explicit-terms.ts';
import type { NavKeys } from '../config/options.ts';
import { comboOf } from '../keyboard/key-combo.ts';

export const TAP_SLOP_PX = 10;
const INTERACTIVE = 'a[href], button, input, select, textarea, label, summary, [role="button"], [role="link"], [onclick]';

export interface InputDeps {
  doc: Document;
  controller: TooltipController;
  /** The keyword at a point (`origin` = the innermost event target, for explicit terms). */
  targetAt(x: number, y: number, origin: EventTarget | null): Target | null;
  /** The explicit-term target for an element (focus / keyboard). */
  explicitTarget(el: Element): Target | null;
  /** True when the event target is inside the tooltip's UI. */
  inTooltip(target: EventTarget | null): boolean;
  /** Scroll / resize: cached boxes are stale. */
  onViewportChange(): void;
  /** The mark-navigation shortcuts (null: none) and what they do. */
  keys?: NavKeys | null;
  nav?(dir: 1 | -1): void;
}

type Point = { x: number; y: number; origin: EventTarget | null; target: EventTarget | null };

export function attachInput(deps: InputDeps): () => void {
  const { doc, controller } = deps;
  const win = doc.defaultView!;
  const removers: Array<() => void> = [];
  const listen = <E extends Event>(t: EventTarget, type: string, fn: (e: E) => void, opts: AddEventListenerOptions) => {
    t.addEventListener(type, fn as EventListener, opts);
    removers.push(() => t.removeEventListener(type, fn as EventListener, opts));
  };
  const raf = win.requestAnimationFrame?.bind(win) ?? ((fn: FrameRequestCallback) => win.setTimeout(() => fn(win.performance.now()), 16));
  const cancelRaf = win.cancelAnimationFrame?.bind(win) ?? ((id: number) => win.clearTimeout(id));

  let last: Point | null = null;
  let frame = 0;
  let tap: { id: number; x: number; y: number; moved: boolean } | null = null;
  let lastTapKey: object | null = null;
  let blockTouchEndUntil = 0;

  const originOf = (e: Event) => (typeof e.composedPath === 'function' ? e.composedPath()[0] : null) ?? e.target;
  const inTooltip = (p: { origin: EventTarget | null; target: EventTarget | null }) => deps.inTooltip(p.target) || deps.inTooltip(p.origin);

  let dirty = false;
  function process(): void {
    dirty = false;
    if (!last) return;
    if (inTooltip(last)) return controller.enterTooltip();
    controller.hover(deps.targetAt(last.x, last.y, last.origin), last.x, last.y);
  }
  function endOfFrame(): void {
    frame = 0;
    if (dirty) process();
  }
  /** Handle the pointer later in this frame (viewport changes: the layout may still move). */
  function queue(): void {
    dirty = true;
    if (!frame) frame = raf(endOfFrame);
  }
  /**
   * A pointer move is handled at once when it is the first of its frame: browsers already deliver
   * mouse moves aligned to frames (Chromium dispatches them just before the animation frame
   * callbacks), so the tooltip renders in the frame the pointer arrived in, not the one after
   * (the hover → painted latency the benchmark measures). Further moves in the same frame are
   * coalesced into one handled from that frame's animation callback.
   */
  function moved(): void {
    if (frame) {
      dirty = true;
      return;
    }
    frame = raf(endOfFrame);
    process();
  }

  listen<PointerEvent>(doc, 'pointermove', (e) => {
    if (e.pointerType === 'touch') {
      if (tap && e.pointerId === tap.id && Math.hypot(e.clientX - tap.x, e.clientY - tap.y) > TAP_SLOP_PX) tap.moved = true;
      return;
    }
    last = { x: e.clientX, y: e.clientY, origin: originOf(e), target: e.target };
    moved();
  }, { capture: true, passive: true });

  listen<PointerEvent>(doc, 'pointerdown', (e) => {
    if (e.pointerType === 'touch') {
      tap = { id: e.pointerId, x: e.clientX, y: e.clientY, moved: false };
      return;
    }
    // A press outside a pinned tooltip (and not on its own word) closes it.
    const p = { origin: originOf(e), target: e.target };
    if (controller.isPinned() && !inTooltip(p)) {
      const t = deps.targetAt(e.clientX, e.clientY, p.origin);
      if (!t || t.key !== controller.shown()?.key) controller.hide();
    }
  }, { capture: true, passive: true });

  listen<PointerEvent>(doc, 'pointercancel', () => (tap = null), { capture: true, passive: true });

  listen<PointerEvent>(doc, 'pointerup', (e) => {
    if (e.pointerType !== 'touch' || !tap || tap.id !== e.pointerId) return;
    const moved = tap.moved;
    tap = null;
    if (moved) return; // a scroll or a drag, not a tap
    const p = { origin: originOf(e), target: e.target };
    if (inTooltip(p)) return;
    const t = deps.targetAt(e.clientX, e.clientY, p.origin);
    if (!t) {
      if (controller.shown()) controller.hide();
      lastTapKey = null;
      return;
    }
    // A link is tapped like text: the first tap previews (its click suppressed: no navigation
    // yet), a second tap follows it. Other controls (buttons, fields) act at once.
    const control = closestComposed(p.origin, INTERACTIVE) !== null && !closestComposed(p.origin, 'a[href],[role="link"]');
    const second = lastTapKey === t.key && controller.shown()?.key === t.key;
    lastTapKey = t.key;
    if (second && !control) {
      lastTapKey = null; // second tap: the page gets it
      return;
    }
    if (!control) blockTouchEndUntil = win.performance.now() + 300;
    void controller.open(t, 'preview');
  }, { capture: true, passive: true });

  // preventDefault on touchend is what suppresses the click that would follow a tap; it is only
  // called right after a first tap on a keyword outside any link / control.
  listen<TouchEvent>(doc, 'touchend', (e) => {
    if (win.performance.now() <= blockTouchEndUntil && e.cancelable) e.preventDefault();
    blockTouchEndUntil = 0;
  }, { capture: true, passive: false });

  listen<MouseEvent>(doc, 'click', (e) => {
    if ((e as PointerEvent).pointerType === 'touch') return; // taps are handled above
    const p = { origin: originOf(e), target: e.target };
    if (inTooltip(p)) return;
    const sel = doc.getSelection?.();
    if (sel && !sel.isCollapsed) return; // the reader is selecting text, not asking
    const t = deps.targetAt(e.clientX, e.clientY, p.origin);
    if (!t) return;
    // Inside a link or control the page's action wins: show, but do not pin (never block it).
    if (closestComposed(p.origin, INTERACTIVE)) void controller.open(t, 'hover');
    else void controller.open(t, 'pin', t.anchor instanceof win.HTMLElement && t.anchor.tabIndex >= 0 ? t.anchor : null);
  }, { capture: true, passive: true });

  listen<KeyboardEvent>(win, 'keydown', (e) => {
    if (e.key === 'Escape') {
      if (controller.shown()) controller.hide();
      return;
    }
    if (e.key !== 'Enter' && e.key !== ' ') return;
    const el = e.target as Element | null;
    if (el?.localName !== 'rulings-term' || !el.hasAttribute('term')) return;
    const t = deps.explicitTarget(el);
    if (!t) return;
    e.preventDefault(); // our own element: Space must not scroll the page here
    void controller.open(t, 'pin', el as HTMLElement);
  }, {});

  // Capture, on the window: the shortcut is ours before any page handler sees (or eats) it.
  const keys = deps.keys;
  if (keys) listen<KeyboardEvent>(win, 'keydown', (e) => {
    const combo = comboOf(e);
    const dir = combo === keys.next ? 1 : combo === keys.prev ? -1 : 0;
    if (!dir) return;
    e.preventDefault();
    e.stopPropagation();
    deps.nav?.(dir);
  }, { capture: true });

  listen<FocusEvent>(doc, 'focusin', (e) => {
    const el = findExplicitTerm(originOf(e));
    const t = el && deps.explicitTarget(el);
    if (t && !controller.isPinned()) void controller.open(t, 'hover');
  }, { capture: true });

  listen<FocusEvent>(doc, 'focusout', (e) => {
    const el = findExplicitTerm(originOf(e));
    if (!el || controller.isPinned() || deps.inTooltip(e.relatedTarget)) return;
    if (controller.shown()?.key === el) controller.hide();
  }, { capture: true });

  const onViewport = () => {
    deps.onViewportChange();
    // The page moved under a still pointer: re-test what is under it now.
    if (last && controller.shown() && !controller.isPinned() && !controller.byKey()) {
      last = { ...last, origin: doc.elementFromPoint(last.x, last.y), target: null };
      queue();
    }
  };
  listen(doc, 'scroll', onViewport, { capture: true, passive: true });
  listen(win, 'resize', onViewport, { passive: true });

  return () => {
    for (const remove of removers.splice(0)) remove();
    if (frame) cancelRaf(frame);
    frame = 0;
    dirty = false;
    last = null;
  };
}
