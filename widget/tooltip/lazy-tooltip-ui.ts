// A TooltipUi returned at once whose real implementation is loaded on the first show(). The
// engine asks for its UI synchronously (contracts.ts), but a host that keeps the tooltip (Preact,
// components, styles) out of its eager code — the extension's content script, injected into
// every page — can only have it asynchronously. This proxy bridges the two:
// - show() / pin() before the UI is there are remembered (only the latest) and replayed once it
//   is; a hide() before that drops them, so a word hovered and left during the load opens nothing.
// - isOpen() / isPinned() count a remembered show: the tooltip controller must treat it as open
//   (leaving the word then calls hide(), which cancels it). panelRect() is null until a panel
//   exists, so leaving the word closes at once instead of waiting for a pointer to travel to it.
// - prepare() (the idle warm-up) loads the module too and passes the latest call on, unless a
//   show came first: the chunk's download, parse and compile leave the first hover as well.
// - A failed load is logged once and forgotten: the page keeps working without a tooltip, and the
//   next show() tries again.
// Generic on purpose: `load` says where the real factory comes from.
import type { Anchor, DisplayLang, MatchInfo, Theme, TooltipData, TooltipUi, TooltipUiOptions } from '../contracts.ts';

export type TooltipUiFactory = (options: TooltipUiOptions) => TooltipUi;

export interface LazyTooltipUiDeps {
  /** Resolves to the real factory (createTooltipUi); called again after a failure. */
  load(): Promise<TooltipUiFactory>;
  warn?(message: string): void;
}

interface Pending {
  data: TooltipData;
  anchor: Anchor;
  info: MatchInfo;
  opts?: { pinned?: boolean };
  /** pin() was called after show(): its argument (undefined = "whatever had focus"). */
  pin?: { returnFocusTo?: HTMLElement | null };
  /** announce() was called after show(): said once the UI is there. */
  say?: string;
}

export function createLazyTooltipUi(options: TooltipUiOptions, deps: LazyTooltipUiDeps): TooltipUi {
  const warn = deps.warn ?? console.warn;
  let theme: Theme = options.theme;
  let lang: DisplayLang = options.lang;
  let factory: TooltipUiFactory | null = null;
  let real: TooltipUi | null = null;
  let loading = false;
  let pending: Pending | null = null;
  let preparing: { data: TooltipData; info: MatchInfo } | null = null;
  let destroyed = false;
  let warned = false;
  // Stands in for `host` until the real one exists: never attached, so the engine's "is this
  // node ours?" checks are simply false, as they should be while nothing is on the page.
  let placeholder: HTMLElement | null = null;

  function fail(err: unknown): void {
    pending = null;
    if (warned) return;
    warned = true;
    warn(`rulings-lens: the tooltip could not be loaded (${err instanceof Error ? err.message : String(err)}); words stay marked, and the next hover tries again`);
  }

  /** The real UI, created with the latest theme and language; null (logged) if that throws. */
  function ensureReal(): TooltipUi | null {
    if (real || !factory) return real;
    try {
      real = factory({ ...options, theme, lang });
    } catch (err) {
      fail(err);
    }
    return real;
  }

  function replay(p: Pending): void {
    const ui = ensureReal();
    if (!ui) return;
    ui.show(p.data, p.anchor, p.info, p.opts);
    if (p.pin) ui.pin(p.pin.returnFocusTo);
    if (p.say) ui.announce?.(p.say);
  }

  function load(): void {
    if (loading) return;
    loading = true;
    deps
      .load()
      .then((f) => {
        if (typeof f !== 'function') throw new TypeError(`the loaded module gave ${typeof f}, not a tooltip factory`);
        return f;
      })
      .then(
        (f) => {
          loading = false;
          factory = f;
          const warm = preparing;
          preparing = null;
          if (destroyed) return;
          if (!pending) {
            if (warm) ensureReal()?.prepare?.(warm.data, warm.info);
            return;
          }
          const p = pending;
          pending = null;
          replay(p);
        },
        (err: unknown) => {
          loading = false;
          preparing = null;
          if (!destroyed) fail(err);
        },
      );
  }

  return {
    get host(): HTMLElement {
      return real?.host ?? (placeholder ??= (options.container?.ownerDocument ?? document).createElement('div'));
    },
    show(data, anchor, info, opts) {
      if (destroyed) return;
      if (factory) {
        ensureReal()?.show(data, anchor, info, opts);
        return;
      }
      pending = { data, anchor, info, opts };
      load();
    },
    prepare(data, info) {
      if (destroyed) return;
      if (factory) {
        ensureReal()?.prepare?.(data, info);
        return;
      }
      preparing = { data, info };
      load();
    },
    hide() {
      pending = null;
      real?.hide();
    },
    pin(returnFocusTo) {
      if (real) real.pin(returnFocusTo);
      else if (pending) pending.pin = { returnFocusTo };
    },
    announce(text) {
      if (real) real.announce?.(text);
      else if (pending) pending.say = text;
    },
    isOpen: () => (real ? real.isOpen() : pending !== null),
    isPinned: () => (real ? real.isPinned() : pending !== null && (pending.opts?.pinned === true || pending.pin !== undefined)),
    containsEventTarget: (target) => real?.containsEventTarget(target) ?? false,
    panelRect: () => real?.panelRect() ?? null,
    setTheme(next) {
      theme = next;
      real?.setTheme(next);
    },
    setLang(next) {
      lang = next;
      real?.setLang(next);
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      pending = null;
      real?.destroy();
    },
  };
}
