// @vitest-environment happy-dom
// The TooltipUi contract: one isolated host, open/close/pin state, focus and keyboard,
// positioning, event containment, theme, and leaving nothing behind.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TooltipUi } from '../contracts.ts';
import { createTooltipUi } from './create-tooltip-ui.tsx';
import { TOOLTIP_CSS } from './styles.ts';
import { anchorAt, INFO, proliferate } from './test-fixtures.ts';

let ui: TooltipUi | null = null;
const cleanups: (() => void)[] = [];
afterEach(() => {
  ui?.destroy();
  ui = null;
  for (const c of cleanups.splice(0)) c();
  document.body.replaceChildren();
});

function make(options: Partial<Parameters<typeof createTooltipUi>[0]> = {}) {
  ui = createTooltipUi({ theme: 'auto', lang: 'en', ...options });
  const root = ui.host.shadowRoot!;
  const q = (part: string) => root.querySelector<HTMLElement>(`[data-part="${part}"]`);
  return { ui, root, q };
}

function pageButton(label: string): HTMLButtonElement {
  const b = document.createElement('button');
  b.textContent = label;
  document.body.appendChild(b);
  return b;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const key = (target: Element, k: string, shiftKey = false) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: k, shiftKey, bubbles: true, composed: true, cancelable: true }));

describe('host and isolation', () => {
  it('adds exactly one unregistered host with an open shadow root and adopted styles', () => {
    const before = Array.from(document.documentElement.children);
    const { ui, root } = make();
    const host = ui.host;
    expect(host.tagName.toLowerCase()).toBe('rulings-lens-ui');
    expect(host.hasAttribute('data-rulings-lens-ui')).toBe(true);
    expect(customElements.get('rulings-lens-ui')).toBeUndefined();
    expect(Array.from(document.documentElement.children)).toEqual([...before, host]);
    expect(host.style.getPropertyValue('z-index')).toBe('2147483647');
    expect(host.style.getPropertyPriority('z-index')).toBe('important');
    expect(host.style.getPropertyValue('position')).toBe('fixed');
    expect(host.style.getPropertyValue('pointer-events')).toBe('none');
    expect(host.style.getPropertyValue('all')).toBe('initial');
    expect(root.adoptedStyleSheets).toHaveLength(1);
    expect(root.querySelector('style')).toBeNull();
    expect(root.adoptedStyleSheets[0].cssRules.length).toBeGreaterThan(10);
  });

  it('falls back to a <style> in the shadow root without constructable stylesheets', () => {
    const win = document.defaultView as unknown as { CSSStyleSheet: unknown };
    const original = win.CSSStyleSheet;
    win.CSSStyleSheet = undefined;
    cleanups.push(() => (win.CSSStyleSheet = original));
    const { root } = make();
    expect(root.querySelector('style')!.textContent).toBe(TOOLTIP_CSS);
  });

  it('goes into options.container, and into the fullscreen element while there is one', () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    const { ui } = make({ container });
    expect(ui.host.parentNode).toBe(container);

    const stage = document.createElement('div');
    const video = document.createElement('video');
    document.body.append(stage, video);
    let fullscreen: Element | null = stage;
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => fullscreen });
    cleanups.push(() => delete (document as { fullscreenElement?: unknown }).fullscreenElement);
    document.dispatchEvent(new Event('fullscreenchange'));
    expect(ui.host.parentNode).toBe(stage);
    fullscreen = video; // cannot render children: stay home
    document.dispatchEvent(new Event('fullscreenchange'));
    expect(ui.host.parentNode).toBe(container);
    fullscreen = null;
    document.dispatchEvent(new Event('fullscreenchange'));
    expect(ui.host.parentNode).toBe(container);
  });

  it('destroy() removes the host and its listeners, leaving the page as it was', () => {
    const before = Array.from(document.documentElement.children);
    const { ui, q } = make();
    ui.show(proliferate(), anchorAt(), INFO);
    ui.destroy();
    expect(Array.from(document.documentElement.children)).toEqual(before);
    expect(ui.host.isConnected).toBe(false);
    expect(q('panel')).toBeNull();
    expect(ui.isOpen()).toBe(false);
    const stage = document.createElement('div');
    document.body.appendChild(stage);
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => stage });
    cleanups.push(() => delete (document as { fullscreenElement?: unknown }).fullscreenElement);
    document.dispatchEvent(new Event('fullscreenchange'));
    expect(ui.host.isConnected).toBe(false);
    ui.show(proliferate(), anchorAt(), INFO); // late show after destroy: ignored
    expect(ui.host.isConnected).toBe(false);
  });

  it('puts the host back when the page removed it', () => {
    const { ui } = make();
    ui.host.remove();
    ui.show(proliferate(), anchorAt(), INFO);
    expect(ui.host.parentNode).toBe(document.documentElement);
  });

  it('rejects unknown themes and languages with a clear error', () => {
    expect(() => createTooltipUi({ theme: 'neon' as never, lang: 'en' })).toThrow(/options\.theme.*"neon"/);
    const { ui } = make();
    expect(() => ui.setLang('fr' as never)).toThrow(/setLang.*"fr"/);
  });
});

describe('open, pin, close', () => {
  it('is a labelled non-modal dialog while open and gone when hidden', () => {
    const { ui, q } = make();
    expect(ui.isOpen()).toBe(false);
    expect(ui.panelRect()).toBeNull();
    ui.show(proliferate(), anchorAt(), INFO);
    const panel = q('panel')!;
    expect(panel.getAttribute('role')).toBe('dialog');
    expect(panel.getAttribute('aria-modal')).toBe('false');
    expect(panel.getAttribute('aria-label')).toBe('Rulings for Proliferate');
    expect(ui.isOpen()).toBe(true);
    expect(ui.isPinned()).toBe(false);
    expect(ui.panelRect()).not.toBeNull();
    ui.hide();
    expect(q('panel')).toBeNull();
    expect(ui.isOpen()).toBe(false);
  });

  it('pin() moves focus into the panel; Esc closes and returns focus without reaching the page', () => {
    const trigger = pageButton('word');
    const pageKeys = vi.fn();
    document.addEventListener('keydown', pageKeys);
    cleanups.push(() => document.removeEventListener('keydown', pageKeys));
    const { ui, root, q } = make();
    ui.show(proliferate(), anchorAt(), INFO);
    ui.pin(trigger);
    expect(ui.isPinned()).toBe(true);
    expect(root.activeElement).toBe(q('panel'));
    key(q('panel')!, 'Escape');
    expect(ui.isOpen()).toBe(false);
    expect(document.activeElement).toBe(trigger);
    expect(pageKeys).not.toHaveBeenCalled();
  });

  it('the close button closes and returns focus; pin() without argument remembers the focused element', () => {
    const trigger = pageButton('word');
    trigger.focus();
    const { ui, q } = make();
    ui.show(proliferate(), anchorAt(), INFO, { pinned: true });
    expect(ui.isPinned()).toBe(true);
    const close = q('close')!;
    expect(close.getAttribute('aria-label')).toBe('Close');
    close.focus();
    close.click();
    expect(ui.isOpen()).toBe(false);
    expect(document.activeElement).toBe(trigger);
  });

  it('hide() does not steal focus the user has moved elsewhere', () => {
    const trigger = pageButton('word');
    const elsewhere = pageButton('elsewhere');
    const { ui } = make();
    ui.show(proliferate(), anchorAt(), INFO);
    ui.pin(trigger);
    elsewhere.focus();
    ui.hide();
    expect(document.activeElement).toBe(elsewhere);
  });

  it('Tab and Shift+Tab cycle through the controls inside the panel', () => {
    const { ui, root, q } = make({ onIgnoreKeyword: () => {} });
    ui.show(proliferate(), anchorAt(), INFO);
    ui.pin(null);
    const buttons = Array.from(q('panel')!.querySelectorAll('button'));
    expect(buttons.map((b) => b.getAttribute('data-part') ?? b.getAttribute('data-lang'))).toEqual([
      'close', 'zh', 'en', 'both', 'copy', 'copy', 'copy', 'more', 'ignore',
    ]);
    key(root.activeElement!, 'Tab'); // from the panel itself
    expect(root.activeElement).toBe(buttons[0]);
    key(root.activeElement!, 'Tab', true);
    expect(root.activeElement).toBe(buttons[buttons.length - 1]);
    key(root.activeElement!, 'Tab');
    expect(root.activeElement).toBe(buttons[0]);
    key(root.activeElement!, 'Tab');
    expect(root.activeElement).toBe(buttons[1]);
  });
});

describe('prepare (the idle warm-up)', () => {
  /** Every panel layout read while prepare() runs: which keyword, and whether it was hidden. */
  function spyLayouts(root: ShadowRoot) {
    const seen: Array<{ keyword: string | undefined; visibility: string }> = [];
    const original = HTMLElement.prototype.getBoundingClientRect;
    HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
      if (this.dataset.part === 'panel') seen.push({ keyword: this.dataset.keyword, visibility: (root.firstElementChild as HTMLElement).style.visibility });
      return original.call(this);
    };
    cleanups.push(() => (HTMLElement.prototype.getBoundingClientRect = original));
    return seen;
  }

  it('lays the panel out while hidden, then leaves an empty host and a closed tooltip', () => {
    const { ui, root, q } = make();
    const seen = spyLayouts(root);
    ui.prepare!(proliferate(), INFO);
    expect(seen).toEqual([{ keyword: 'proliferate', visibility: 'hidden' }]);
    expect(ui.host.isConnected).toBe(true);
    expect(q('panel')).toBeNull();
    expect((root.firstElementChild as HTMLElement).style.visibility).toBe('');
    expect(ui.isOpen()).toBe(false);
    expect(ui.panelRect()).toBeNull();
    ui.prepare!(proliferate({ rulings: [] }), INFO); // the warm-up's steps: each laid out hidden
    expect(seen).toEqual([
      { keyword: 'proliferate', visibility: 'hidden' },
      { keyword: 'proliferate', visibility: 'hidden' },
    ]);
    expect(q('panel')).toBeNull();
    ui.show(proliferate(), anchorAt(), INFO);
    expect(q('panel')?.dataset.keyword).toBe('proliferate');
  });

  it('does nothing once a tooltip was shown, or after destroy()', () => {
    const { ui, root } = make();
    const seen = spyLayouts(root);
    ui.show(proliferate(), anchorAt(), INFO);
    ui.hide();
    const before = seen.length;
    ui.prepare!(proliferate(), INFO);
    expect(seen).toHaveLength(before);
    const other = createTooltipUi({ theme: 'auto', lang: 'en' });
    other.destroy();
    other.prepare!(proliferate(), INFO);
    expect(other.host.isConnected).toBe(false);
  });
});

describe('events, theme and position', () => {
  it('recognises targets inside the shadow root and events retargeted at the host', () => {
    const { ui, q } = make();
    ui.show(proliferate(), anchorAt(), INFO);
    const outside = pageButton('page');
    const seen: boolean[] = [];
    const listener = (e: Event) => seen.push(ui.containsEventTarget(e.target), ui.containsEventTarget(e.composedPath()[0]));
    document.addEventListener('pointerdown', listener);
    cleanups.push(() => document.removeEventListener('pointerdown', listener));
    q('badge')!.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    outside.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    expect(seen).toEqual([true, true, false, false]);
    expect(ui.containsEventTarget(null)).toBe(false);
    expect(ui.containsEventTarget(window)).toBe(false);
  });

  it('forces light/dark with data-theme and leaves "auto" to the media query', () => {
    const { ui, q } = make({ theme: 'dark' });
    ui.show(proliferate(), anchorAt(), INFO);
    expect(q('panel')!.dataset.theme).toBe('dark');
    ui.setTheme('light');
    expect(q('panel')!.dataset.theme).toBe('light');
    ui.setTheme('auto');
    expect(q('panel')!.dataset.theme).toBe('auto');
    expect(TOOLTIP_CSS).toMatch(/@media \(prefers-color-scheme: dark\)\s*{\s*\.panel\[data-theme="auto"\]/);
  });

  it('places the panel below the anchor, flips above near the bottom, caps the height', async () => {
    // happy-dom has no layout: give the viewport a size so the positioning's clipping works.
    const html = document.documentElement;
    Object.defineProperty(html, 'clientWidth', { configurable: true, get: () => window.innerWidth });
    Object.defineProperty(html, 'clientHeight', { configurable: true, get: () => window.innerHeight });
    cleanups.push(() => {
      delete (html as { clientWidth?: number }).clientWidth;
      delete (html as { clientHeight?: number }).clientHeight;
    });
    const { ui, q } = make();
    ui.show(proliferate(), anchorAt(100, 100, 80, 18), INFO);
    const panel = q('panel')!;
    // Placed synchronously by show(), so pin() can focus it at once (hidden panels take no focus).
    expect(panel.style.visibility).toBe('');
    await flush();
    expect(panel.style.left).toBe('100px');
    expect(panel.style.top).toBe('124px'); // 100 + 18 + 6 gap
    expect(parseFloat(panel.style.maxHeight)).toBeLessThanOrEqual(window.innerHeight * 0.6);
    ui.show(proliferate(), anchorAt(300, window.innerHeight - 20, 80, 18), INFO);
    await flush();
    expect(panel.style.left).toBe('300px');
    expect(parseFloat(panel.style.top)).toBeLessThan(window.innerHeight - 20);
  });
});
