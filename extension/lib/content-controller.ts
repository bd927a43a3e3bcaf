// The content script's brain, without browser.* (the entrypoint injects storage and messaging):
// decides from the settings and the URL whether this frame runs, waits for MTG context on
// other sites, stands aside for an embedded widget, and starts / restarts / stops the widget
// engine when the settings change (live, in every open tab). The matcher's terms are asked for
// (from the background) the first time this frame may run, not before: a blocked site or a
// switched-off extension never wakes the background.
import type { Matcher, TermData } from '../../rulings-data/matcher/types.ts';
import { resolveOptions, type MarkStyles } from '../../widget/config/options.ts';
import type { DisplayLang, LookupFn, TooltipUi, TooltipUiOptions } from '../../widget/contracts.ts';
import { createEngine, type Engine, type EngineDeps } from '../../widget/engine/engine.ts';
import { INSTANCE_ATTR } from '../../widget/engine/instance-attr.ts';
import type { MarkLayerFactory } from '../../widget/highlight/mark-layer.ts';
import type { MarkNavFactory } from '../../widget/keyboard/mark-nav.ts';
import { sampleText } from '../../widget/scan/page-context.ts';
import { browserSchedulerEnv, createScheduler } from '../../widget/scan/scheduler.ts';
import { shouldSkipElement } from '../../widget/scan/skip-rules.ts';
import type { SiteStatus } from './messages.ts';
import type { Settings } from './settings.ts';
import { decideSite, type SiteDecision } from './site-rules.ts';

/** Attribute on <html> naming the Rulings Lens instance that owns the page (from its own module:
 *  importing mount.ts would pull the widget's tooltip and Preact into the content script). */
export { INSTANCE_ATTR };
/** Value of INSTANCE_ATTR while the extension owns the page (the widget writes 'widget'). */
export const EXTENSION_INSTANCE = 'extension';
/** On other sites, how often at most the page is looked at again for MTG context as it changes. */
export const RECHECK_MS = 1500;
/** A failed terms request is tried once more after this long (an MV3 service worker that is
 *  being restarted or updated answers "receiving end does not exist" for a moment). */
export const TERMS_RETRY_MS = 500;

export interface ContentDeps {
  doc: Document;
  /** Current page URL (read again on every decision: SPAs change it without reloading). */
  url(): string;
  /** The matcher's terms (the background holds them). Called on first need, at most twice. */
  terms(): Promise<TermData>;
  /** Builds the matcher from the terms: the extension loads its code with them (lib/matcher-loader.ts). */
  createMatcher(data: TermData): Matcher | Promise<Matcher>;
  lookup: LookupFn;
  createUi(options: TooltipUiOptions): TooltipUi;
  /** Persist "don't mark this word" / the tooltip's language switch. */
  onIgnoreKeyword(id: string): void;
  onLangChange(lang: DisplayLang): void;
  /** The rules viewer: `available()` says whether a CR is imported (only then is the tooltip's
   *  rule number a button, TooltipUiOptions.onOpenRule), `open` opens it at a rule. Default: none. */
  rules?: { available(): boolean; open(rule: string): void };
  /** The tooltip's "Search" (TooltipUiOptions.onSearch): the popup's search on the keyword's
   *  name. Default: none (no search offered). */
  onSearch?(query: string): void;
  warn?(message: string): void;
  /** Where the mark rules come from: 'provided' when the build declares them as content-script
   *  CSS (mark-rules.ts). Default 'scoped' (the engine adopts them itself). */
  markStyles?: MarkStyles;
  /** Draws the marks as boxes where the page is too big for mark rules (engine.ts, EngineDeps).
   *  Default: none (the rules stay). */
  markLayer?: MarkLayerFactory;
  /** The keyboard's mark navigation, loaded on the first next / previous mark command (it comes
   *  with the tooltip UI module). Default: none (the commands do nothing). */
  markNav?: () => Promise<MarkNavFactory>;
  /** Test seams: a fake engine, shorter re-check and retry intervals. */
  createEngine?: (deps: EngineDeps) => Engine;
  recheckMs?: number;
  termsRetryMs?: number;
}

export interface ContentController {
  /** Applies (new) settings: start, restart, retune or stop. */
  apply(settings: Settings): void;
  /** The URL may have changed (SPA navigation): decide again. */
  urlChanged(): void;
  status(): SiteStatus;
  /** Whether a CR is imported changed: a tooltip UI made for the other answer is made again. */
  rulesChanged(): void;
  /** The "next / previous marked word" commands (the browser's shortcuts, relayed by the
   *  background): nothing when this frame is not marking. */
  nav(dir: 1 | -1): void;
  /** The running engine, if any (tests). */
  engine(): Engine | null;
  destroy(): void;
}

/** Settings that need a new engine when they change (lang and theme are retuned in place). */
function engineKey(s: Settings, decision: SiteDecision): string {
  return JSON.stringify([s.highlight, s.level, s.delay, [...s.ignore].sort(), decision.mode, s.chineseScript]);
}

export function createContentController(deps: ContentDeps): ContentController {
  const { doc } = deps;
  const warn = deps.warn ?? console.warn;
  const html = doc.documentElement;
  const makeEngine = deps.createEngine ?? createEngine;
  let matcher: Matcher | null = null;
  let termsAsked = false;
  let settings: Settings | null = null;
  let decision: SiteDecision = decideSite(deps.url(), { allow: [], block: [] });
  let engine: Engine | null = null;
  let ui: TooltipUi | null = null;
  /** Whether the tooltip UI was made with the rule number as a button. */
  let uiRules = false;
  let key = '';
  let lang: DisplayLang = 'both';
  let waiting: { observer: MutationObserver; timer: number | null } | null = null;
  let destroyed = false;

  const widgetOnPage = () => {
    const owner = html.getAttribute(INSTANCE_ATTR);
    return owner !== null && owner !== EXTENSION_INSTANCE;
  };

  /**
   * The matcher, or null while its terms are on their way (update() runs again when they
   * arrive) or after they could not be had: asked twice, then this frame stays untouched and
   * says so in one line; nothing is thrown into the page.
   */
  function getMatcher(): Matcher | null {
    if (matcher || termsAsked) return matcher;
    termsAsked = true;
    const win = doc.defaultView;
    const wait = () => new Promise<void>((resolve) => (win ? win.setTimeout(resolve, deps.termsRetryMs ?? TERMS_RETRY_MS) : resolve()));
    void deps
      .terms()
      .catch(() => wait().then(() => deps.terms()))
      .then((data) => deps.createMatcher(data)) // throws on a damaged term list: handled as a failure below
      .then(prepared)
      .then(
        (m) => {
          if (destroyed) return;
          matcher = m;
          update();
        },
        (err: unknown) => warn(`rulings-lens: no keyword list from the background (${err instanceof Error ? err.message : String(err)}); this page is left as it is`),
      );
    return null;
  }

  /** Resolves with `m` once its trie is built, in scheduler slices (a cold build on a big page
   *  is tens of ms: done at once, it would be one long task before the first decision). */
  function prepared(m: Matcher): Promise<Matcher> {
    const win = doc.defaultView;
    if (!win) return Promise.resolve(m);
    const steps = m.prepare();
    return new Promise((resolve) => {
      createScheduler(browserSchedulerEnv(win as Window & typeof globalThis)).run(
        (deadline) => {
          for (;;) {
            if (steps.next().done) return false;
            if (win.performance.now() >= deadline) return true;
          }
        },
        { first: 'soon', rest: 'soon', onDone: () => resolve(m) },
      );
    });
  }

  function stop(): void {
    stopWaiting();
    if (!engine) return;
    engine.destroy();
    engine = null;
    ui = null;
    key = '';
    if (html.getAttribute(INSTANCE_ATTR) === EXTENSION_INSTANCE) html.removeAttribute(INSTANCE_ATTR);
  }

  function start(s: Settings, matcher: Matcher): void {
    const root = doc.body ?? html;
    const options = resolveOptions(
      {
        root,
        lang: s.lang,
        theme: s.theme,
        delay: s.delay,
        highlight: s.highlight === 'hover' ? 'none' : s.highlight === 'high' ? 'high' : 'all',
        level: s.level,
        // On other sites we only start once the page showed MTG context, so it is MTG from here.
        context: 'mtg',
        ignore: s.ignore,
        rememberLang: false,
        markStyles: deps.markStyles,
        // The shortcuts are the browser's commands (rebindable on its shortcuts page): the page
        // never sees those keys, and the engine must not listen for keys of its own.
        keys: false,
      },
      warn,
      doc,
    );
    html.setAttribute(INSTANCE_ATTR, EXTENSION_INSTANCE);
    lang = s.lang;
    engine = makeEngine({
      options,
      matcher,
      lookup: deps.lookup,
      ui: () =>
        (ui = deps.createUi({
          theme: s.theme,
          lang,
          chineseScript: s.chineseScript,
          onOpenRule: (uiRules = deps.rules?.available() ?? false) ? (rule) => deps.rules!.open(rule) : undefined,
          onSearch: deps.onSearch && ((query) => deps.onSearch!(query)),
          onLangChange: (next) => {
            lang = next;
            deps.onLangChange(next);
          },
          onIgnoreKeyword: (id) => {
            // Stop marking it here at once; the stored list then reaches the other tabs.
            engine?.ignoreKeyword(id);
            if (settings && !settings.ignore.includes(id)) {
              settings = { ...settings, ignore: [...settings.ignore, id] };
              key = engineKey(settings, decision);
            }
            deps.onIgnoreKeyword(id);
          },
        })),
      warn,
      markLayer: deps.markLayer,
      markNav: deps.markNav,
    });
    key = engineKey(s, decision);
  }

  /** True when the page's own text shows it is about MTG (the matcher's signals). */
  function pageIsMtg(matcher: Matcher): boolean {
    const root = doc.body ?? html;
    const text = `${doc.title}\n${sampleText(root, (el) => shouldSkipElement(el, { scanCode: false }))}`;
    return matcher.hasMtgContext(text);
  }

  function stopWaiting(): void {
    if (!waiting) return;
    waiting.observer.disconnect();
    if (waiting.timer !== null) doc.defaultView?.clearTimeout(waiting.timer);
    waiting = null;
  }

  /** Other site without MTG context yet: look again (throttled) whenever the page changes. */
  function waitForMtgContext(): void {
    if (waiting) return;
    const win = doc.defaultView;
    if (!win) return;
    const observer = new win.MutationObserver(() => {
      if (!waiting || waiting.timer !== null) return;
      waiting.timer = win.setTimeout(() => {
        if (!waiting) return;
        waiting.timer = null;
        if (matcher && pageIsMtg(matcher)) {
          stopWaiting();
          update();
        }
      }, deps.recheckMs ?? RECHECK_MS);
    });
    observer.observe(doc.body ?? html, { childList: true, subtree: true, characterData: true });
    waiting = { observer, timer: null };
  }

  function update(): void {
    if (destroyed || !settings) return;
    const s = settings;
    decision = decideSite(deps.url(), s);
    if (s.highlight === 'off' || decision.mode === 'off' || widgetOnPage()) return stop();
    if (engine) {
      if (engineKey(s, decision) !== key) {
        stop();
        return update();
      }
      if (s.lang !== lang) ui?.setLang((lang = s.lang));
      ui?.setTheme(s.theme);
      return;
    }
    const m = getMatcher();
    if (!m) return; // update() runs again when the terms arrive
    if (decision.mode === 'auto' && !pageIsMtg(m)) return waitForMtgContext();
    stopWaiting();
    start(s, m);
  }

  return {
    apply(next) {
      settings = next;
      update();
    },
    urlChanged: update,
    rulesChanged() {
      if (!ui || uiRules === (deps.rules?.available() ?? false)) return; // made when needed, with the answer then
      stop();
      update();
    },
    status: () => ({
      url: deps.url(),
      decision: settings ? decideSite(deps.url(), settings) : decision,
      active: engine !== null,
      widgetOnPage: widgetOnPage(),
    }),
    nav: (dir) => engine?.nav(dir),
    engine: () => engine,
    destroy() {
      if (destroyed) return;
      stop();
      destroyed = true;
    },
  };
}
