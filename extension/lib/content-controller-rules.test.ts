// @vitest-environment happy-dom
// The tooltip's rule number and the rules viewer: the content controller gives the tooltip UI
// onOpenRule only while a CR is imported, and makes the UI again when that changes.
import { beforeEach, describe, expect, it } from 'vitest';
import { createContentController, type ContentDeps } from './content-controller.ts';
import { answered, harness as baseHarness } from './content-controller-test-deps.ts';
import { DEFAULT_SETTINGS } from './settings.ts';

const harness = (rules?: ContentDeps['rules']) => baseHarness(undefined, { rules });

beforeEach(() => {
  document.body.textContent = 'Proliferate.';
});

describe('content controller: the rules viewer link', () => {
  it('no rules dep (or no CR imported): the tooltip gets no onOpenRule', async () => {
    for (const rules of [undefined, { available: () => false, open: () => {} }]) {
      const h = harness(rules);
      createContentController(h.deps).apply(DEFAULT_SETTINGS);
      await answered();
      expect(h.ui.options).toHaveLength(1);
      expect(h.ui.options[0].onOpenRule).toBeUndefined();
    }
  });

  it('a CR imported: onOpenRule opens the viewer at the rule', async () => {
    const opened: string[] = [];
    const h = harness({ available: () => true, open: (r) => opened.push(r) });
    createContentController(h.deps).apply(DEFAULT_SETTINGS);
    await answered();
    h.ui.options[0].onOpenRule!('702.9b');
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
    expect(h.ui.options).toHaveLength(1);
    imported = true;
    c.rulesChanged();
    expect(h.engines[0].destroyed).toBe(true);
    expect(h.ui.options).toHaveLength(2);
    expect(h.ui.options[1].onOpenRule).toBeTypeOf('function');
    imported = false;
    c.rulesChanged();
    expect(h.ui.options).toHaveLength(3);
    expect(h.ui.options[2].onOpenRule).toBeUndefined();
    expect(h.engines.filter((e) => !e.destroyed)).toHaveLength(1);
  });
});
