// Test helper (imported by the content-controller*.test.ts files only): the content controller's
// deps with a fake tooltip UI and a fake engine that record what the controller asks of them.
import { compileTerms, createMatcher } from '../../rulings-data/matcher/index.ts';
import { FIXTURE } from '../../rulings-data/matcher/test-fixtures.ts';
import type { TooltipUi, TooltipUiOptions } from '../../widget/contracts.ts';
import type { Engine, EngineDeps } from '../../widget/engine/engine.ts';
import type { ContentDeps } from './content-controller.ts';

/** The matcher fixture's terms, which the harness's `terms` dep answers with. */
export const terms = compileTerms(FIXTURE);

export interface Harness {
  deps: ContentDeps;
  /** How often the terms were asked for. */
  termsAsked: number;
  engines: Array<{ deps: EngineDeps; destroyed: boolean; ignored: string[] }>;
  ui: { lang: string[]; theme: string[]; options: TooltipUiOptions[] };
  saved: { ignore: string[]; lang: string[] };
  /** The page's URL as the controller reads it (a test may change it). */
  url: string;
}

/** Deps for `createContentController` on `url`: the fixture's terms, a UI that records the options
 *  it is made with and the languages / themes it is told, an engine that makes its UI at once (as
 *  on the first tooltip) and records being destroyed and the keywords it ignores. `extra`
 *  overrides or adds deps (onSearch, rules, recheckMs…). */
export function harness(url = 'https://scryfall.com/card/abc', extra: Partial<ContentDeps> = {}): Harness {
  const h: Harness = { termsAsked: 0, engines: [], ui: { lang: [], theme: [], options: [] }, saved: { ignore: [], lang: [] }, url, deps: null! };
  const fakeUi = (options: TooltipUiOptions): TooltipUi => {
    h.ui.options.push(options);
    return { setLang: (l: string) => h.ui.lang.push(l), setTheme: (t: string) => h.ui.theme.push(t) } as unknown as TooltipUi;
  };
  h.deps = {
    doc: document,
    url: () => h.url,
    terms: async () => (h.termsAsked++, terms),
    createMatcher,
    lookup: () => undefined,
    createUi: fakeUi,
    onIgnoreKeyword: (id) => h.saved.ignore.push(id),
    onLangChange: (lang) => h.saved.lang.push(lang),
    warn: () => {},
    createEngine(deps) {
      const rec = { deps, destroyed: false, ignored: [] as string[] };
      h.engines.push(rec);
      (deps.ui as () => TooltipUi)(); // as on the first tooltip
      return { destroy: () => (rec.destroyed = true), ignoreKeyword: (id: string) => rec.ignored.push(id) } as unknown as Engine;
    },
    ...extra,
  };
  return h;
}

/** The terms answered and the matcher prepared: its trie is built in a few scheduler slices
 *  (each one macrotask at most), so a few dozen macrotasks are plenty, whatever the load. */
export const answered = async () => {
  for (let i = 0; i < 40; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};
