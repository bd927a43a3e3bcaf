// @vitest-environment happy-dom
// The tooltip's "Search" in the extension: the content controller hands the tooltip UI an
// onSearch that asks for the popup's search on the name, and none without the dep.
import { beforeEach, describe, expect, it } from 'vitest';
import type { TooltipKeyword } from '../../widget/contracts.ts';
import { createContentController, type ContentDeps } from './content-controller.ts';
import { answered, harness as baseHarness } from './content-controller-test-deps.ts';
import { DEFAULT_SETTINGS } from './settings.ts';

const harness = (onSearch?: ContentDeps['onSearch']) => baseHarness(undefined, { onSearch });

beforeEach(() => {
  document.body.textContent = 'Proliferate.';
});

describe('content controller: the tooltip search', () => {
  it('passes the name the tooltip searches for on to onSearch', async () => {
    const asked: string[] = [];
    const h = harness((q) => asked.push(q));
    createContentController(h.deps).apply(DEFAULT_SETTINGS);
    await answered();
    expect(h.ui.options).toHaveLength(1);
    h.ui.options[0].onSearch!('增殖', { id: 'proliferate' } as TooltipKeyword);
    expect(asked).toEqual(['增殖']);
  });

  it('offers no search without the dep', async () => {
    const h = harness();
    createContentController(h.deps).apply(DEFAULT_SETTINGS);
    await answered();
    expect(h.ui.options[0].onSearch).toBeUndefined();
  });
});
