// The welcome page's live "try it" paragraph: the widget engine itself, mounted on that paragraph
// alone. The content script does not run on extension pages, so the page builds the engine as
// the content controller does (lib/content-controller.ts): the same matcher and tooltip UI
// modules, the same lookups from the background, the reader's settings (display language,
// theme, delay, marking level, ignored words) — so what the reader tries here is what pages show.
// Unlike a page, the paragraph is always marked: it is known to be about Magic (context 'mtg'),
// and "Off" / "no tint" would leave nothing to try, so those two show the tint anyway.
import type { Matcher } from '../../../rulings-data/matcher/types.ts';
import { resolveOptions } from '../../../widget/config/options.ts';
import type { DisplayLang, TooltipUi } from '../../../widget/contracts.ts';
import { createEngine, type Engine, type EngineDeps } from '../../../widget/engine/engine.ts';
import type { ContentDeps } from '../../lib/content-controller.ts';
import type { Settings } from '../../lib/settings.ts';

/** What the try-it paragraph needs: the content script's own dependencies (the same terms,
 *  matcher, lookups, UI and settings writes), less those about the page it runs in. */
export type TryItDeps = Pick<ContentDeps, 'terms' | 'createMatcher' | 'lookup' | 'createUi' | 'onIgnoreKeyword' | 'onLangChange' | 'rules' | 'warn'> & {
  /** Test seam. */
  createEngine?: (deps: EngineDeps) => Engine;
};

export interface TryIt {
  /** Applies (new) settings: starts the engine, restarts it, or retunes language and theme. */
  apply(settings: Settings): void;
  /** The running engine (null until the terms are there). */
  engine(): Engine | null;
  destroy(): void;
}

/** What needs a new engine when it changes (language and theme are retuned in place). */
const engineKey = (s: Settings) => JSON.stringify([s.highlight === 'high', s.level, s.delay, [...s.ignore].sort()]);

export function createTryIt(root: Element, deps: TryItDeps): TryIt {
  const warn = deps.warn ?? console.warn;
  const makeEngine = deps.createEngine ?? createEngine;
  let matcher: Matcher | null = null;
  let settings: Settings | null = null;
  let engine: Engine | null = null;
  let ui: TooltipUi | null = null;
  let key = '';
  let lang: DisplayLang = 'both';
  let destroyed = false;

  // Asked once: a failure leaves the paragraph as plain text, said in one console line.
  void deps
    .terms()
    .then((data) => deps.createMatcher(data))
    .then(
      (m) => {
        matcher = m;
        update();
      },
      (err: unknown) => warn(`rulings-lens: the try-it paragraph has no keyword list (${err instanceof Error ? err.message : String(err)})`),
    );

  function stop(): void {
    engine?.destroy();
    engine = ui = null;
    key = '';
  }

  function start(s: Settings, m: Matcher): void {
    const options = resolveOptions(
      { root, lang: s.lang, theme: s.theme, delay: s.delay, highlight: s.highlight === 'high' ? 'high' : 'all', level: s.level, context: 'mtg', ignore: s.ignore, rememberLang: false },
      warn,
      root.ownerDocument,
    );
    lang = s.lang;
    engine = makeEngine({
      options,
      matcher: m,
      lookup: deps.lookup,
      ui: () =>
        (ui = deps.createUi({
          theme: s.theme,
          lang,
          onOpenRule: deps.rules?.available() ? (rule) => deps.rules!.open(rule) : undefined,
          onLangChange: (next) => {
            lang = next;
            deps.onLangChange(next);
          },
          onIgnoreKeyword: (id) => {
            engine?.ignoreKeyword(id); // at once here; the stored list follows (a restart then)
            deps.onIgnoreKeyword(id);
          },
        })),
      warn,
    });
    key = engineKey(s);
  }

  function update(): void {
    if (destroyed || !settings || !matcher) return;
    const s = settings;
    if (engine && engineKey(s) !== key) stop();
    if (!engine) return start(s, matcher);
    if (s.lang !== lang) ui?.setLang((lang = s.lang));
    ui?.setTheme(s.theme);
  }

  return {
    apply(next) {
      settings = next;
      update();
    },
    engine: () => engine,
    destroy() {
      destroyed = true;
      stop();
    },
  };
}
