// When the tooltip opens, switches and closes. Hover waits `delay` ms on a word; leaving the word
// closes it unless the pointer is travelling into the panel (inside the box spanning word and
// panel, for at most GRACE_MS); a pinned tooltip ignores hover, and one opened from the keyboard
// (mark navigation) ignores the pointer until it has really moved (KEY_HOVER_SLOP_PX): a scroll
// to the mark under a still pointer, and Chromium's synthetic move after it, must not close it or
// open the word that slid under the pointer instead. Lookups may be async (the
// extension asks its background page): every change of intent bumps a sequence number and an
// answer for an older intent is dropped.
import type { Match } from '../../rulings-data/schema.ts';
import type { Anchor, LookupFn, MatchInfo, TooltipData, TooltipUi } from '../contracts.ts';

export const GRACE_MS = 300;
/** How far the pointer must move before it takes over from a keyboard-opened tooltip. */
export const KEY_HOVER_SLOP_PX = 8;

/** Something the tooltip can be about: an automatically matched word or an explicit term. */
export interface Target {
  id: string;
  /** Identity for "still the same word": the Match object or the explicit element. */
  key: object;
  anchor: Anchor;
  info: MatchInfo;
  /** The word's text node and match (auto matches only; drives the active-word tint). */
  node?: Text;
  match?: Match;
}

/** 'key': shown as a hover is, but opened from the keyboard (see the top of the file). */
export type OpenMode = 'hover' | 'pin' | 'preview' | 'key';

export interface ControllerDeps {
  /** The UI, created on first use. */
  ui(): TooltipUi;
  /** The UI if it already exists (never creates it). */
  existingUi(): TooltipUi | null;
  lookup: LookupFn;
  delay: number;
  setActive(target: Target | null): void;
  setTimer(fn: () => void, ms: number): unknown;
  clearTimer(id: unknown): void;
  warn(message: string): void;
}

export interface TooltipController {
  /** Pointer (mouse / pen) is over `target`, or over nothing of ours, at (x, y). */
  hover(target: Target | null, x: number, y: number): void;
  /** The pointer is inside the tooltip: keep it open. */
  enterTooltip(): void;
  /** Opens now. 'hover': plain; 'pin': shown then ui.pin(returnFocusTo) (click / keyboard);
   *  'preview': ui.show(..., { pinned: true }) (touch: stays until tapped away). */
  open(target: Target, mode: OpenMode, returnFocusTo?: HTMLElement | null): Promise<void>;
  hide(): void;
  /** What the open tooltip is about (null when closed, also when the UI closed itself). */
  shown(): Target | null;
  isPinned(): boolean;
  /** The open tooltip was opened from the keyboard (mode 'key', pinned since or not) and the
   *  pointer has not taken over. */
  byKey(): boolean;
  destroy(): void;
}

export function createTooltipController(deps: ControllerDeps): TooltipController {
  let shown: Target | null = null;
  let intent: Target | null = null;
  let seq = 0;
  let showTimer: unknown = null;
  let hideTimer: unknown = null;
  let destroyed = false;
  /** Opened by key: where the pointer was first seen since (null: not yet), or undefined. */
  let keyAt: { x: number; y: number } | null | undefined;
  const warned = new Set<string>();

  const isOpen = () => deps.existingUi()?.isOpen() ?? false;
  const isPinned = () => deps.existingUi()?.isPinned() ?? false;
  const same = (a: Target | null, b: Target | null) => !!a && !!b && a.key === b.key && a.id === b.id;

  /** The UI can close itself (close button, its own Esc handling): catch up with it. */
  function sync(): void {
    if (shown && !isOpen()) {
      shown = null;
      keyAt = undefined;
      deps.setActive(null);
    }
  }
  function clearShow(): void {
    if (showTimer !== null) deps.clearTimer(showTimer);
    showTimer = null;
  }
  function clearHide(): void {
    if (hideTimer !== null) deps.clearTimer(hideTimer);
    hideTimer = null;
  }
  function dropIntent(): void {
    clearShow();
    if (intent) seq++; // an in-flight lookup for it is now stale
    intent = null;
  }

  async function display(target: Target, mySeq: number, mode: OpenMode, returnFocusTo?: HTMLElement | null): Promise<void> {
    let data: TooltipData | undefined;
    try {
      data = await deps.lookup(target.id);
    } catch (err) {
      data = undefined;
      warnOnce(`rulings-lens: looking up "${target.id}" failed: ${String(err)}`);
    }
    if (destroyed || mySeq !== seq) return; // a newer hover / hide won
    intent = null;
    if (!data) {
      warnOnce(`rulings-lens: no data for keyword "${target.id}"`);
      return;
    }
    const ui = deps.ui();
    ui.show(data, target.anchor, target.info, mode === 'hover' || mode === 'key' ? undefined : { pinned: true });
    shown = target;
    keyAt = mode === 'key' ? null : undefined;
    deps.setActive(target);
    if (mode === 'pin') ui.pin(returnFocusTo);
  }

  function warnOnce(message: string): void {
    if (warned.has(message)) return;
    warned.add(message);
    deps.warn(message);
  }

  function hide(): void {
    clearHide();
    dropIntent();
    seq++;
    const ui = deps.existingUi();
    if (ui?.isOpen()) ui.hide();
    if (shown) deps.setActive(null);
    shown = null;
    keyAt = undefined;
  }

  return {
    hover(target, x, y) {
      if (destroyed) return;
      sync();
      if (isPinned()) return;
      if (keyAt !== undefined) {
        if (!keyAt) keyAt = { x, y };
        if (Math.abs(x - keyAt.x) + Math.abs(y - keyAt.y) < KEY_HOVER_SLOP_PX) return;
        keyAt = undefined;
      }
      if (target) {
        clearHide();
        if (same(shown, target)) return dropIntent();
        if (same(intent, target)) return;
        dropIntent();
        intent = target;
        const mySeq = ++seq;
        if (deps.delay <= 0) void display(target, mySeq, 'hover');
        else showTimer = deps.setTimer(() => ((showTimer = null), void display(target, mySeq, 'hover')), deps.delay);
        return;
      }
      dropIntent();
      if (!shown || hideTimer !== null) return;
      const panel = deps.existingUi()?.panelRect() ?? null;
      if (panel && inSafeZone(shown.anchor.getBoundingClientRect(), panel, x, y)) hideTimer = deps.setTimer(hide, GRACE_MS);
      else hide();
    },
    enterTooltip() {
      clearHide();
      dropIntent();
    },
    async open(target, mode, returnFocusTo) {
      if (destroyed) return;
      sync();
      clearHide();
      dropIntent();
      if (same(shown, target) && isOpen()) {
        if (mode === 'pin' && !isPinned()) deps.existingUi()?.pin(returnFocusTo);
        if (mode === 'key') keyAt = null;
        return;
      }
      intent = target;
      await display(target, ++seq, mode, returnFocusTo);
    },
    hide,
    shown() {
      sync();
      return shown;
    },
    isPinned,
    byKey: () => (sync(), keyAt !== undefined),
    destroy() {
      hide();
      destroyed = true;
    },
  };
}

/** Inside the smallest box holding both the word and the panel (plus a little slack)? */
export function inSafeZone(word: DOMRect, panel: DOMRect, x: number, y: number, slack = 4): boolean {
  const left = Math.min(word.left, panel.left) - slack;
  const right = Math.max(word.right, panel.right) + slack;
  const top = Math.min(word.top, panel.top) - slack;
  const bottom = Math.max(word.bottom, panel.bottom) + slack;
  return x >= left && x <= right && y >= top && y <= bottom;
}
