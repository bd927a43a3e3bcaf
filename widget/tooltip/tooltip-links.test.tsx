// @vitest-environment happy-dom
// Links out of the tooltip (issue 26.6) as the reader meets them: the rule number as a link
// (ruleUrl) or a button (onOpenRule) or text; "Search" as a link (searchUrl) or a button
// (onSearch) or absent; a labelled copy button on every ruling that copies what is shown with
// its date and source, through the Clipboard API or the textarea fallback, and says so.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TooltipUi, TooltipUiOptions } from '../contracts.ts';
import { createTooltipUi } from './create-tooltip-ui.tsx';
import { anchorAt, INFO, proliferate, RULINGS } from './test-fixtures.ts';

let ui: TooltipUi | null = null;
afterEach(() => {
  ui?.destroy();
  ui = null;
  vi.restoreAllMocks();
});

function open(options: Partial<TooltipUiOptions> = {}) {
  ui = createTooltipUi({ theme: 'auto', lang: 'en', uiLang: 'en', ...options });
  ui.show(proliferate(), anchorAt(), INFO, { pinned: true });
  return ui.host.shadowRoot!;
}

const part = <T extends HTMLElement = HTMLElement>(root: ShadowRoot, name: string) => root.querySelector<T>(`[data-part="${name}"]`);
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('rule number', () => {
  it('with ruleUrl is a real link to the filled template, its text the number', () => {
    const rule = part<HTMLAnchorElement>(open({ ruleUrl: 'https://example.org/cr#{rule}' }), 'rule')!;
    expect(rule.tagName).toBe('A');
    expect(rule.getAttribute('href')).toBe('https://example.org/cr#701.34');
    expect(rule.textContent).toBe('CR 701.34');
    expect(rule.title).toBe('Open CR 701.34');
  });

  it('onOpenRule wins over ruleUrl; neither leaves plain text', () => {
    expect(part(open({ ruleUrl: '/cr#{rule}', onOpenRule: () => {} }), 'rule')!.tagName).toBe('BUTTON');
    ui!.destroy();
    const rule = part(open(), 'rule')!;
    expect(rule.tagName).toBe('SPAN');
    expect(rule.querySelector('a, button')).toBeNull();
  });

  it('a template with another scheme is refused where the UI is made', () => {
    expect(() => createTooltipUi({ theme: 'auto', lang: 'en', ruleUrl: 'javascript:alert({rule})' })).toThrow(/options\.ruleUrl must be an http\(s\) or relative URL with \{rule\}/);
  });
});

describe('search', () => {
  it('is absent by default', () => {
    expect(part(open(), 'search')).toBeNull();
  });

  it('with searchUrl is a link named after what it searches for', () => {
    const search = part<HTMLAnchorElement>(open({ searchUrl: '/search?q={query}' }), 'search')!;
    expect(search.tagName).toBe('A');
    expect(search.getAttribute('href')).toBe('/search?q=Proliferate');
    expect(search.textContent).toBe('Search');
    expect(search.getAttribute('aria-label')).toBe('Search for “Proliferate”');
  });

  it('with onSearch is a button handing over the Chinese name when Chinese is shown', () => {
    const calls: string[] = [];
    const search = part(open({ lang: 'both', uiLang: 'zh-Hans', onSearch: (q, k) => calls.push(`${q}/${k.id}`) }), 'search')!;
    expect(search.tagName).toBe('BUTTON');
    expect(search.textContent).toBe('搜索');
    expect(search.getAttribute('aria-label')).toBe('搜索“增殖”');
    search.click();
    expect(calls).toEqual(['增殖/proliferate']);
  });

  it('is a Tab stop of the pinned tooltip', () => {
    const root = open({ searchUrl: '/search?q={query}' });
    const search = part(root, 'search')!;
    const seen = new Set<Element | null>();
    for (let i = 0; i < 30 && root.activeElement !== search; i++) {
      root.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, composed: true, cancelable: true }));
      seen.add(root.activeElement);
    }
    expect(root.activeElement).toBe(search);
  });
});

describe('copy button', () => {
  const first = RULINGS[0];

  it('is on every ruling, labelled, with an empty status for screen readers', () => {
    const root = open();
    const rulings = root.querySelectorAll('[data-part="ruling"]');
    const buttons = root.querySelectorAll<HTMLButtonElement>('[data-part="ruling"] [data-part="copy"]');
    expect(buttons.length).toBe(rulings.length);
    expect(buttons[0].tagName).toBe('BUTTON');
    expect(buttons[0].textContent).toBe('Copy');
    expect(buttons[0].title).toBe('Copy this ruling with its date and source');
    const status = rulings[0].querySelector('[data-part="copy-status"]')!;
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toBe('');
  });

  it('copies the shown languages under the date and source, and says "Copied"', async () => {
    const written: string[] = [];
    vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(async (text: string) => void written.push(text));
    const root = open({ lang: 'both' });
    const button = part<HTMLButtonElement>(root, 'copy')!;
    button.click();
    await flush();
    expect(written).toEqual([`${first.date} (${first.source})\n${first.zh}\n${first.en}`]);
    expect(button.textContent).toBe('Copied');
    expect(button.dataset.copied).toBe('clipboard');
    expect(part(root, 'copy-status')!.textContent).toBe('Copied');
  });

  it('copies English alone when only English is shown', async () => {
    const written: string[] = [];
    vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(async (text: string) => void written.push(text));
    part<HTMLButtonElement>(open({ lang: 'en' }), 'copy')!.click();
    await flush();
    expect(written).toEqual([`${first.date} (${first.source})\n${first.en}`]);
  });

  it('falls back to a textarea inside the shadow root when the Clipboard API refuses, then removes it', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const root = open({ lang: 'zh' });
    const copied: Array<{ value: string; inShadow: boolean; selected: string }> = [];
    // happy-dom has no execCommand: provide one that reads what is selected, as a browser copies it.
    (document as unknown as { execCommand: (c: string) => boolean }).execCommand = (command: string) => {
      const area = root.querySelector<HTMLTextAreaElement>('[data-part="copy-area"]');
      copied.push({ value: area?.value ?? '', inShadow: area?.getRootNode() === root, selected: command });
      return true;
    };
    const button = part<HTMLButtonElement>(root, 'copy')!;
    button.click();
    await flush();
    expect(copied).toEqual([{ value: `${first.date} (${first.source})\n${first.zh}`, inShadow: true, selected: 'copy' }]);
    expect(root.querySelector('[data-part="copy-area"]')).toBeNull();
    expect(document.querySelector('textarea')).toBeNull();
    expect(button.dataset.copied).toBe('fallback');
    expect(button.textContent).toBe('Copied');
    expect(root.activeElement).toBe(button);
  });

  it('says "Could not copy" when both ways fail', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('no'));
    (document as unknown as { execCommand: () => boolean }).execCommand = () => false;
    const root = open({ uiLang: 'zh-Hant' });
    const button = part<HTMLButtonElement>(root, 'copy')!;
    expect(button.textContent).toBe('複製');
    button.click();
    await flush();
    expect(button.textContent).toBe('複製失敗');
    expect(button.dataset.copied).toBe('failed');
    expect(part(root, 'copy-status')!.textContent).toBe('複製失敗');
  });

  it('goes back to "Copy" after a moment', async () => {
    vi.useFakeTimers();
    try {
      vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
      const root = open();
      const button = part<HTMLButtonElement>(root, 'copy')!;
      button.click();
      await vi.advanceTimersByTimeAsync(10);
      expect(button.textContent).toBe('Copied');
      await vi.advanceTimersByTimeAsync(2500);
      expect(button.textContent).toBe('Copy');
      expect(button.dataset.copied).toBeUndefined();
      expect(part(root, 'copy-status')!.textContent).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });
});
