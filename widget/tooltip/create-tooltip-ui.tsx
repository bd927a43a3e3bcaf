// The tooltip UI behind the `TooltipUi` contract: owns the shadow host, the open/pinned state,
// focus handling and positioning, and re-renders the Preact <Tooltip> on every change.
//
// Focus rules (the peers do none of this; we do):
// - pin(el) moves focus into the panel and remembers `el`; when the tooltip then closes while
//   focus is inside it (Esc, ×, "don't mark"), focus goes back to `el`. A hide() while focus
//   is elsewhere (the engine closing it because the user clicked the page) never steals focus.
// - pin() without an argument remembers whatever had focus before (null = none).
import { render } from 'preact';
import type { Anchor, ChineseScript, DisplayLang, MatchInfo, Theme, TooltipData, TooltipUi, TooltipUiOptions, UiLang } from '../contracts.ts';
import { anchorLang, loadConverter, scriptFor, traditionalData, type Converter, type Script } from './chinese-script.ts';
import { createTooltipSpeech } from '../a11y/tooltip-speech.ts';
import { createHost } from './host.ts';
import { revealAboveSheet, trackPosition, watchSheet } from './position.ts';
import { uiLangForLocale } from '../config/ui-locale.ts';
import { Tooltip } from './Tooltip.tsx';
import type { TooltipLinks } from './link-template.ts';
import { INVALID, parseUrlTemplate, SEARCH_SLOTS } from '../config/option-parsers.ts';

const THEMES: readonly Theme[] = ['auto', 'light', 'dark'];
const LANGS: readonly DisplayLang[] = ['zh', 'en', 'both'];
const UI_LANGS: readonly UiLang[] = ['en', 'zh-Hans', 'zh-Hant'];
const SCRIPTS: readonly ChineseScript[] = ['auto', 'simplified', 'traditional'];

interface Resolved {
  theme: Theme;
  lang: DisplayLang;
  uiLang: UiLang;
  chineseScript: ChineseScript;
  onLangChange?: (lang: DisplayLang) => void;
  onIgnoreKeyword?: (id: string) => void;
  onOpenRule?: (rule: string) => void;
  /** ruleUrl / searchUrl (checked templates) and onSearch: link-template.ts. */
  links: TooltipLinks;
  container?: HTMLElement;
}

/** All defaults and validation in one place. theme: 'auto'; lang: 'both'; uiLang: the browser's
 * (navigator.language); chineseScript: 'auto'; container: document.documentElement (see
 * host.ts); the callbacks are optional. */
function resolveOptions(options: TooltipUiOptions | undefined): Resolved {
  const o = options ?? ({} as Partial<TooltipUiOptions>);
  return {
    theme: checkTheme(o.theme ?? 'auto', 'options.theme'),
    lang: checkLang(o.lang ?? 'both', 'options.lang'),
    uiLang: checkOne(o.uiLang ?? uiLangForLocale(globalThis.navigator?.language), UI_LANGS, 'options.uiLang'),
    chineseScript: checkOne(o.chineseScript ?? 'auto', SCRIPTS, 'options.chineseScript'),
    onLangChange: o.onLangChange,
    onIgnoreKeyword: o.onIgnoreKeyword,
    onOpenRule: o.onOpenRule,
    links: {
      ruleUrl: checkTemplate(o.ruleUrl, ['{rule}'], 'options.ruleUrl'),
      searchUrl: checkTemplate(o.searchUrl, SEARCH_SLOTS, 'options.searchUrl'),
      onSearch: o.onSearch,
    },
    container: o.container,
  };
}

function checkTheme(value: unknown, where: string): Theme {
  if (!THEMES.includes(value as Theme)) {
    throw new TypeError(`createTooltipUi: ${where} must be one of ${THEMES.join(' | ')}, got ${JSON.stringify(value)}`);
  }
  return value as Theme;
}

/** A link template: what option-parsers.ts parseUrlTemplate accepts (http(s) or relative). */
function checkTemplate(value: unknown, slots: readonly string[], where: string): string | undefined {
  if (value === undefined) return undefined;
  const parsed = parseUrlTemplate(value, slots);
  if (parsed.value === INVALID) throw new TypeError(`createTooltipUi: ${where} must be ${parsed.expected}, got ${JSON.stringify(value)}`);
  return parsed.value;
}

function checkOne<T extends string>(value: unknown, allowed: readonly T[], where: string): T {
  if (!allowed.includes(value as T)) {
    throw new TypeError(`createTooltipUi: ${where} must be one of ${allowed.join(' | ')}, got ${JSON.stringify(value)}`);
  }
  return value as T;
}

function checkLang(value: unknown, where: string): DisplayLang {
  if (!LANGS.includes(value as DisplayLang)) {
    throw new TypeError(`createTooltipUi: ${where} must be one of ${LANGS.join(' | ')}, got ${JSON.stringify(value)}`);
  }
  return value as DisplayLang;
}

interface Shown {
  data: TooltipData;
  anchor: Anchor;
  info: MatchInfo;
  /** `data` as shown: in Traditional characters when those are wanted (chinese-script.ts). */
  view: TooltipData;
  zhTag: Script;
}

export function createTooltipUi(options: TooltipUiOptions): TooltipUi {
  const opts = resolveOptions(options);
  const h = createHost(opts.container);
  const doc = h.host.ownerDocument;
  // Screen readers hear each opening once, politely (a11y/live-region.ts).
  const speech = createTooltipSpeech(h.shadow, doc);
  // A bottom sheet in small viewports (position.ts): re-rendered when the viewport crosses over.
  const sheet = watchSheet(doc.defaultView, () => {
    if (shown) paint();
  });
  let theme = opts.theme;
  let lang = opts.lang;
  let shown: Shown | null = null;
  let pinned = false;
  let returnFocus: HTMLElement | null = null;
  let stopPosition: (() => void) | null = null;
  let destroyed = false;
  /** Something was shown: the warm-up has nothing left to do. */
  let everShown = false;
  /** The Traditional converter, once import()ed (chinese-script.ts). */
  let converter: Converter | null = null;
  let converterFailed = false;

  const panel = () => h.mount.querySelector<HTMLElement>('[data-part="panel"]');
  const focusInside = () => h.shadow.activeElement != null;

  function tooltipFor(data: TooltipData, info: MatchInfo, zhTag: Script = 'zh-Hans') {
    const ignoreKeyword = opts.onIgnoreKeyword;
    return (
      <Tooltip
        data={data}
        info={info}
        lang={lang}
        uiLang={opts.uiLang}
        zhTag={zhTag}
        theme={theme}
        pinned={pinned}
        onLangChange={userChangedLang}
        onClose={hide}
        onIgnore={ignoreKeyword ? () => ignore(ignoreKeyword) : undefined}
        onOpenRule={opts.onOpenRule}
        links={opts.links}
        sheet={sheet.matches()}
      />
    );
  }

  function paint(): void {
    render(shown ? tooltipFor(shown.view, shown.info, shown.zhTag) : null, h.mount);
  }

  /** Puts `s` in Traditional when the page or the reader wants it. The first time, the converter
   *  is import()ed and `s` repainted once it is there (if still shown); until then, and if the
   *  load fails (warned once), the text shows as it came, in Simplified. */
  function applyScript(s: Shown): void {
    const want = scriptFor(opts.chineseScript, anchorLang(s.anchor, doc), s.info, s.data.keyword);
    if (want === 'zh-Hans') return;
    if (!converter) {
      if (converterFailed) return;
      loadConverter().then(
        (c) => {
          converter = c;
          if (shown !== s || destroyed) return;
          applyScript(s);
          paint();
        },
        (err: unknown) => {
          converterFailed = true;
          console.warn(`rulings-lens: Traditional characters are unavailable (${err instanceof Error ? err.message : String(err)}); showing Simplified`);
        },
      );
      return;
    }
    if (want === 'maybe' && !converter.hasTraditionalChars(s.info.text)) return;
    s.view = traditionalData(s.data, s.info, converter);
    s.zhTag = 'zh-Hant';
  }

  function userChangedLang(next: DisplayLang): void {
    lang = next;
    paint();
    opts.onLangChange?.(next);
  }

  function ignore(callback: (id: string) => void): void {
    if (!shown) return;
    const id = shown.data.keyword.id;
    hide();
    callback(id);
  }

  /** The element that has focus now, looking through (open) shadow roots; null for none. */
  function focusedOutside(): HTMLElement | null {
    let active: Element | null = doc.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === doc.body || active === doc.documentElement || active === h.host) return null;
    return active as HTMLElement;
  }

  function show(data: TooltipData, anchor: Anchor, info: MatchInfo, showOpts?: { pinned?: boolean }): void {
    if (destroyed) return; // late async lookups after destroy() are dropped on purpose
    everShown = true;
    h.ensureAttached();
    stopPosition?.();
    stopPosition = null;
    shown = { data, anchor, info, view: data, zhTag: 'zh-Hans' };
    applyScript(shown);
    pinned = false;
    paint();
    const el = panel();
    if (el) stopPosition = trackPosition(anchor, el);
    if (el) speech.opened(el, data.keyword.id);
    if (showOpts?.pinned) pin();
  }

  /** One hidden render + layout (see TooltipUi.prepare), taken down in the same task: the page
   *  never sees it. Skipped once anything was shown (the work is done then). */
  function prepare(data: TooltipData, info: MatchInfo): void {
    if (destroyed || everShown) return;
    h.ensureAttached();
    const style = h.mount.style; // CSSOM, not a style attribute: allowed under a strict CSP
    style.setProperty('visibility', 'hidden');
    render(tooltipFor(data, info), h.mount);
    panel()?.getBoundingClientRect(); // style and layout now, fonts included
    render(null, h.mount);
    style.removeProperty('visibility');
  }

  function hide(): void {
    if (!shown) return;
    const hadFocus = focusInside();
    const target = returnFocus;
    returnFocus = null;
    // Focus goes back BEFORE the panel is taken down: while the tooltip is still open and pinned,
    // the engine's focusin handler sees the move comes from the pinned tooltip and does not
    // re-open a preview on the term that receives it (Esc would otherwise bounce straight back).
    if (hadFocus && target?.isConnected) target.focus({ preventScroll: true });
    stopPosition?.();
    stopPosition = null;
    shown = null;
    pinned = false;
    speech.closed();
    paint();
  }

  function pin(returnFocusTo?: HTMLElement | null): void {
    if (!shown || destroyed) return;
    returnFocus = returnFocusTo === undefined ? (pinned ? returnFocus : focusedOutside()) : returnFocusTo;
    pinned = true;
    paint();
    const el = panel();
    el?.focus({ preventScroll: true });
    if (el) revealAboveSheet(shown.anchor, el);
  }

  return {
    host: h.host,
    show,
    hide,
    pin,
    prepare,
    announce: (text: string) => speech.announce(text),
    isOpen: () => shown !== null,
    isPinned: () => shown !== null && pinned,
    containsEventTarget(target: EventTarget | null): boolean {
      if (!target || destroyed) return false;
      if (target === h.host) return true;
      const node = target as Node;
      // Duck-typed: targets may come from another realm (iframes), where instanceof fails.
      if (typeof node.nodeType !== 'number') return false;
      return h.host.contains(node) || h.shadow.contains(node);
    },
    panelRect(): DOMRect | null {
      return shown ? (panel()?.getBoundingClientRect() ?? null) : null;
    },
    setTheme(next: Theme): void {
      theme = checkTheme(next, 'setTheme(theme)');
      if (shown) paint();
    },
    setLang(next: DisplayLang): void {
      lang = checkLang(next, 'setLang(lang)');
      if (shown) paint();
    },
    destroy(): void {
      if (destroyed) return;
      hide();
      destroyed = true;
      render(null, h.mount);
      speech.destroy();
      sheet.stop();
      h.destroy();
    },
  };
}
