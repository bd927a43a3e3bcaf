// @vitest-environment happy-dom
// The try-it engine's wiring, with a fake engine and UI (the real engine, matcher and tooltip are
// exercised in the browsers: test/e2e-extension/welcome-*.e2e.test.ts): it starts once both the
// terms and the settings are there, on the paragraph only, as a page known to be about Magic;
// a new level, delay or ignore list makes a new engine, a new language or theme is retuned in
// place; "don't mark this word" stops marking at once and is stored; "Off" still shows marks.
import { describe, expect, it } from 'vitest';
import type { Matcher, TermData } from '../../../rulings-data/matcher/types.ts';
import type { TooltipUi, TooltipUiOptions } from '../../../widget/contracts.ts';
import type { Engine, EngineDeps } from '../../../widget/engine/engine.ts';
import { DEFAULT_SETTINGS, type Settings } from '../../lib/settings.ts';
import { createTryIt } from './try-it.ts';

const TERMS = { version: 1 } as TermData;
const MATCHER = { match: () => [] } as unknown as Matcher;

function setup() {
  const root = document.createElement('p');
  document.body.append(root);
  const engines: Array<{ deps: EngineDeps; destroyed: boolean; ignored: string[]; ui: TooltipUi | null }> = [];
  const uiCalls: string[] = [];
  const stored = { ignored: [] as string[], langs: [] as string[] };
  let giveTerms!: (t: TermData) => void;
  const tryIt = createTryIt(root, {
    terms: () => new Promise((r) => (giveTerms = r)),
    createMatcher: (data) => (expect(data).toBe(TERMS), MATCHER),
    lookup: () => undefined,
    createUi: (options: TooltipUiOptions) => {
      uiCalls.push(`create ${options.lang} ${options.theme}`);
      return { options, setLang: (l: string) => uiCalls.push(`lang ${l}`), setTheme: (th: string) => uiCalls.push(`theme ${th}`) } as unknown as TooltipUi;
    },
    onIgnoreKeyword: (id) => stored.ignored.push(id),
    onLangChange: (lang) => stored.langs.push(lang),
    createEngine: (deps) => {
      const e = { deps, destroyed: false, ignored: [] as string[], ui: null as TooltipUi | null };
      engines.push(e);
      return {
        destroy: () => void (e.destroyed = true),
        ignoreKeyword: (id: string) => void e.ignored.push(id),
      } as unknown as Engine;
    },
  });
  /** The UI of engine `i`, made as the engine makes it (on the first tooltip). */
  const uiOf = (i: number) => (engines[i].ui ??= (engines[i].deps.ui as () => TooltipUi)());
  return { root, tryIt, engines, uiCalls, stored, giveTerms: (t: TermData) => giveTerms(t), uiOf };
}

const settle = () => new Promise((r) => setTimeout(r, 0));
const s = (patch: Partial<Settings> = {}): Settings => ({ ...DEFAULT_SETTINGS, ...patch });

describe('try-it engine', () => {
  it('starts once the terms and the settings are both there, on the paragraph, as a Magic page', async () => {
    const x = setup();
    x.tryIt.apply(s({ level: 'rules', delay: 250, ignore: ['ward'] }));
    await settle();
    expect(x.engines).toHaveLength(0);
    x.giveTerms(TERMS);
    await settle();
    expect(x.engines).toHaveLength(1);
    const { options, matcher } = x.engines[0].deps;
    expect(options.root).toBe(x.root);
    expect(matcher).toBe(MATCHER);
    expect(options).toMatchObject({ context: 'mtg', level: 'rules', delay: 250, ignore: ['ward'], highlight: 'all', rememberLang: false });
  });

  it('marks the paragraph even when highlighting is off or untinted; "high" is kept', async () => {
    const x = setup();
    x.giveTerms(TERMS);
    x.tryIt.apply(s({ highlight: 'off' }));
    await settle();
    expect(x.engines[0].deps.options.highlight).toBe('all');
    x.tryIt.apply(s({ highlight: 'high' }));
    expect(x.engines[1].deps.options.highlight).toBe('high');
    expect(x.engines[0].destroyed).toBe(true);
  });

  it('a new level makes a new engine; a new language or theme is retuned in place', async () => {
    const x = setup();
    x.giveTerms(TERMS);
    x.tryIt.apply(s());
    await settle();
    x.uiOf(0);
    x.tryIt.apply(s({ lang: 'en', theme: 'dark' }));
    expect(x.engines).toHaveLength(1);
    expect(x.uiCalls).toEqual(['create both auto', 'lang en', 'theme dark']);
    x.tryIt.apply(s({ lang: 'en', theme: 'dark', level: 'everything' }));
    expect(x.engines).toHaveLength(2);
    expect(x.engines[0].destroyed).toBe(true);
    expect(x.engines[1].deps.options.level).toBe('everything');
    x.tryIt.destroy();
    expect(x.engines[1].destroyed).toBe(true);
  });

  it('"don\'t mark this word" and the language switch in its tooltip are stored; the word stops at once', async () => {
    const x = setup();
    x.giveTerms(TERMS);
    x.tryIt.apply(s());
    await settle();
    const ui = x.uiOf(0) as unknown as { options: TooltipUiOptions };
    ui.options.onIgnoreKeyword!('proliferate');
    ui.options.onLangChange!('zh');
    expect(x.engines[0].ignored).toEqual(['proliferate']);
    expect(x.stored).toEqual({ ignored: ['proliferate'], langs: ['zh'] });
  });

  it('a failed terms request leaves the paragraph alone, said once', async () => {
    const root = document.createElement('p');
    const warnings: string[] = [];
    const tryIt = createTryIt(root, {
      terms: () => Promise.reject(new Error('no background')),
      createMatcher: () => MATCHER,
      lookup: () => undefined,
      createUi: () => ({}) as TooltipUi,
      onIgnoreKeyword: () => {},
      onLangChange: () => {},
      warn: (m) => warnings.push(m),
      createEngine: () => {
        throw new Error('no engine expected');
      },
    });
    tryIt.apply(s());
    await settle();
    expect(warnings).toEqual(['rulings-lens: the try-it paragraph has no keyword list (no background)']);
    expect(tryIt.engine()).toBeNull();
  });
});
