// @vitest-environment happy-dom
// The tooltip's rule number and the rules viewer: the content controller gives the tooltip UI
// onOpenRule only while a CR is imported, and makes the UI again when that changes.
import { beforeEach, describe, expect, it } from 'vitest';
import { compileTerms, createMatcher } from '../../rulings-data/matcher/index.ts';
import { FIXTURE } from '../../rulings-data/matcher/test-fixtures.ts';
import type { TooltipUi, TooltipUiOptions } from '../../widget/contracts.ts';
import type { Engine } from '../../widget/engine/engine.ts';
import { createContentController, type ContentDeps } from './content-controller.ts';
import { DEFAULT_SETTINGS } from './settings.ts';

const terms = compileTerms(FIXTURE);

function harness(rules?: ContentDeps['rules']) {
  const uis: TooltipUiOptions[] = [];
  const engines: Array<{ destroyed: boolean }> = [];
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
    rules,
    createEngine(engineDeps) {
      const rec = { destroyed: false };
      engines.push(rec);
      (engineDeps.ui as () => TooltipUi)(); // as on the first tooltip
      return { destroy: () => (rec.destroyed = true), ignoreKeyword() {} } as unknown as Engine;
    },
  };
  return { deps, uis, engines };
}

const answered = async () => {
  for (let i = 0; i < 40; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

beforeEach(() => {
  document.body.textContent = 'Proliferate.';
});

describe('content controller: the rules viewer link', () => {
  it('no rules dep (or no CR imported): the tooltip gets no onOpenRule', async () => {
    for (const rules of [undefined, { available: () => false, open: () => {} }]) {
      const h = harness(rules);
      createContentController(h.deps).apply(DEFAULT_SETTINGS);
      await answered();
      expect(h.uis).toHaveLength(1);
      expect(h.uis[0].onOpenRule).toBeUndefined();
    }
  });

  it('a CR imported: onOpenRule opens the viewer at the rule', async () => {
    const opened: string[] = [];
    const h = harness({ available: () => true, open: (r) => opened.push(r) });
    createContentController(h.deps).apply(DEFAULT_SETTINGS);
    await answered();
    h.uis[0].onOpenRule!('702.9b');
    expect(opened).toEqual(['702.9b']);
  });

  it('the CR imported or removed later: the tooltip UI is made again with the new answer, once', async () => {
    let imported = false;
    const h = harness({ available: () => imported, open: () => {} });
    const c = createContentController(h.deps);
    c.apply(DEFAULT_SETTINGS);
    await answered();
    c.rulesChanged(); // same answer: nothing happens
    expect(h.engines.filter((e) => !e.destroyed)).toHaveLength(1);
    expect(h.uis).toHaveLength(1);
    imported = true;
    c.rulesChanged();
    expect(h.engines[0].destroyed).toBe(true);
    expect(h.uis).toHaveLength(2);
    expect(h.uis[1].onOpenRule).toBeTypeOf('function');
    imported = false;
    c.rulesChanged();
    expect(h.uis).toHaveLength(3);
    expect(h.uis[2].onOpenRule).toBeUndefined();
    expect(h.engines.filter((e) => !e.destroyed)).toHaveLength(1);
  });
});
