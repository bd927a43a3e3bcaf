// @vitest-environment happy-dom
// The header's rule number: plain text by default (the widget), a button calling
// TooltipUiOptions.onOpenRule when one is given (the extension with a CR imported), reachable
// by the tooltip's own Tab cycle.
import { afterEach, describe, expect, it } from 'vitest';
import type { TooltipUi } from '../contracts.ts';
import { createTooltipUi } from './create-tooltip-ui.tsx';
import { anchorAt, INFO, proliferate } from './test-fixtures.ts';

let ui: TooltipUi | null = null;
afterEach(() => {
  ui?.destroy();
  ui = null;
});

function open(options: Partial<Parameters<typeof createTooltipUi>[0]> = {}) {
  ui = createTooltipUi({ theme: 'auto', lang: 'en', ...options });
  ui.show(proliferate(), anchorAt(), INFO, { pinned: true });
  return ui.host.shadowRoot!.querySelector<HTMLElement>('[data-part="rule"]')!;
}

describe('rule number in the tooltip header', () => {
  it('is text without onOpenRule', () => {
    const rule = open();
    expect(rule.tagName).toBe('SPAN');
    expect(rule.textContent).toBe(`CR ${proliferate().keyword.rule}`);
  });

  it('is a named button with onOpenRule; a click hands over the rule number', () => {
    const opened: string[] = [];
    const rule = open({ onOpenRule: (r) => opened.push(r) });
    const number = proliferate().keyword.rule;
    expect(rule.tagName).toBe('BUTTON');
    expect(rule.textContent).toBe(`CR ${number}`);
    expect(rule.getAttribute('aria-label')).toBe(`Open CR ${number} in the rules viewer`);
    rule.click();
    expect(opened).toEqual([number]);
  });

  it('is the first stop of the pinned tooltip\'s Tab cycle', () => {
    const rule = open({ onOpenRule: () => {} });
    const root = ui!.host.shadowRoot!;
    root.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, composed: true, cancelable: true }));
    expect(root.activeElement).toBe(rule);
  });

  it('is named in the UI language', () => {
    const rule = open({ lang: 'en', uiLang: 'zh-Hans', onOpenRule: () => {} });
    expect(rule.getAttribute('aria-label')).toBe(`在规则查看器中打开 CR ${proliferate().keyword.rule}`);
  });
});
