// @vitest-environment happy-dom
// The "mentioned in…" group when only the most relevant rulings were sent (the extension caps
// them: TooltipData.mentionedTotal): the toggle counts them all, the opened list ends with
// "…and N more" in the UI's language; without a total, no such line.
import { afterEach, describe, expect, it } from 'vitest';
import type { TooltipRuling, TooltipUi, UiLang } from '../contracts.ts';
import { createTooltipUi } from './create-tooltip-ui.tsx';
import { anchorAt, INFO, proliferate } from './test-fixtures.ts';

let ui: TooltipUi | null = null;
afterEach(() => {
  ui?.destroy();
  ui = null;
});

const mentions = (n: number): TooltipRuling[] => Array.from({ length: n }, (_, i) => ({ id: `m${i}`, date: '2026-01-01', source: 'official', en: `Mention ${i}.`, zh: `提及${i}。` }));

function open(uiLang: UiLang, total?: number) {
  ui = createTooltipUi({ theme: 'auto', lang: 'en', uiLang });
  ui.show(proliferate({ mentioned: mentions(30), ...(total === undefined ? {} : { mentionedTotal: total }) }), anchorAt(), INFO, { pinned: true });
  const root = ui.host.shadowRoot!;
  const toggle = root.querySelector<HTMLButtonElement>('[data-part="mentioned-toggle"]')!;
  return { root, toggle };
}

describe('mentioned rulings, capped', () => {
  it('counts them all and ends the opened list with "…and N more"', async () => {
    const { root, toggle } = open('en', 6389);
    expect(toggle.textContent).toContain('(6389)');
    toggle.click();
    await new Promise((r) => setTimeout(r, 0));
    expect(root.querySelectorAll('[data-part="mentioned-rulings"] > li:not([data-part="mentioned-more"])').length).toBe(30);
    expect(root.querySelector('[data-part="mentioned-more"]')?.textContent).toBe('…and 6,359 more');
  });

  it('says it in Chinese for a Chinese UI, and says nothing when all were sent', async () => {
    const zh = open('zh-Hans', 31);
    zh.toggle.click();
    await new Promise((r) => setTimeout(r, 0));
    expect(zh.root.querySelector('[data-part="mentioned-more"]')?.textContent).toBe('……另有 1 条');
    ui!.destroy();
    const all = open('en');
    expect(all.toggle.textContent).toContain('(30)');
    all.toggle.click();
    await new Promise((r) => setTimeout(r, 0));
    expect(all.root.querySelector('[data-part="mentioned-more"]')).toBeNull();
  });
});
