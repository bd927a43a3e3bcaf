// @vitest-environment happy-dom
// The tooltip's "Search" in the extension: the content controller hands the tooltip UI an
// onSearch that asks for the popup's search on the name, and none without the dep.
import { beforeEach, describe, expect, it } from 'vitest';
import { compileTerms, createMatcher } from '../../rulings-data/matcher/index.ts';
import { FIXTURE } from '../../rulings-data/matcher/test-fixtures.ts';
import type { TooltipKeyword, TooltipUi, TooltipUiOptions } from '../../widget/contracts.ts';
import type { Engine } from '../../widget/engine/engine.ts';
import { createContentController, type ContentDeps } from './content-controller.ts';
import { DEFAULT_SETTINGS } from './settings.ts';

const terms = compileTerms(FIXTURE);

function harness(onSearch?: ContentDeps['onSearch']) {
  const uis: TooltipUiOptions[] = [];
  const deps: ContentDeps = {
    doc: document,
    url: () => 'https://scryfall.com/card/abc',
    terms: async () => terms,
    createMatcher,
    lookup: () => undefined,
    createUi: (options) => (uis.push(options), { setLang() {}, setTheme() {} } as unknown as TooltipUi),
    onIgnoreKeyword: () => {},
    onLangChange: () => {},
    warn: () => {},
    onSearch,
    createEngine(engineDeps) {
      (engineDeps.ui as () => TooltipUi)(); // as on the first tooltip
      return { destroy() {}, ignoreKeyword() {} } as unknown as Engine;
    },
  };
  return { deps, uis };
}

const answered = async () => {
  for (let i = 0; i < 40; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

beforeEach(() => {
  document.body.textContent = 'Proliferate.';
});

describe('content controller: the tooltip search', () => {
  it('passes the name the tooltip searches for on to onSearch', async () => {
    const asked: string[] = [];
    const h = harness((q) => asked.push(q));
    createContentController(h.deps).apply(DEFAULT_SETTINGS);
    await answered();
    expect(h.uis).toHaveLength(1);
    h.uis[0].onSearch!('增殖', { id: 'proliferate' } as TooltipKeyword);
    expect(asked).toEqual(['增殖']);
  });

  it('offers no search without the dep', async () => {
    const h = harness();
    createContentController(h.deps).apply(DEFAULT_SETTINGS);
    await answered();
    expect(h.uis[0].onSearch).toBeUndefined();
  });
});
