// @vitest-environment happy-dom
// What screen readers get from the tooltip: the heading's name ("Proliferate, 增殖, rule 701.34"
// instead of the names run together), the opening words said once through the polite live region
// (not again on pin, re-render or language switch; dropped when closed before they are said), the
// engine's own announcements; and the bottom-sheet layout of small viewports (Tooltip.tsx moves
// the language switch and the footer into the scrolling body).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TooltipUi, TooltipUiOptions } from '../contracts.ts';
import { ANNOUNCE_DELAY_MS } from '../a11y/live-region.ts';
import { createTooltipUi } from './create-tooltip-ui.tsx';
import { SHEET_QUERY } from './position.ts';
import { anchorAt, INFO, proliferate, RULINGS } from './test-fixtures.ts';

let ui: TooltipUi | null = null;
const restore: Array<() => void> = [];
afterEach(() => {
  ui?.destroy();
  ui = null;
  for (const r of restore.splice(0)) r();
  vi.useRealTimers();
});

function make(options: Partial<TooltipUiOptions> = {}) {
  ui = createTooltipUi({ theme: 'auto', lang: 'both', uiLang: 'en', ...options });
  const root = ui.host.shadowRoot!;
  const q = (part: string) => root.querySelector<HTMLElement>(`[data-part="${part}"]`);
  return { ui, root, q };
}

const live = (root: ShadowRoot) => root.querySelector<HTMLElement>('[data-part="live"]')!;

describe('heading name', () => {
  it('reads "English, Chinese, rule N" in the UI language, whatever the visible separators', () => {
    const cases = [
      ['en', 'Proliferate, 增殖, rule 701.34'],
      ['zh-Hans', 'Proliferate, 增殖, 规则 701.34'],
      ['zh-Hant', 'Proliferate, 增殖, 規則 701.34'],
    ] as const;
    for (const [uiLang, name] of cases) {
      const { ui, root } = make({ uiLang });
      ui.show(proliferate(), anchorAt(), INFO);
      expect(root.querySelector('h2')!.getAttribute('aria-label')).toBe(name);
      ui.destroy();
    }
  });

  it('leaves out what the keyword does not have (no Chinese name, no rule)', () => {
    const { ui, root } = make();
    const data = proliferate();
    ui.show({ ...data, keyword: { ...data.keyword, zhHans: '', rule: '' } }, anchorAt(), INFO);
    expect(root.querySelector('h2')!.getAttribute('aria-label')).toBe('Proliferate');
  });
});

describe('live region', () => {
  it('exists in the shadow root before any tooltip, polite, outside the panel Preact renders', () => {
    const { root, q } = make();
    const region = live(root);
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    expect(q('root')!.contains(region)).toBe(false);
  });

  it('says the heading name and the first ruling as shown (both languages, tagged) once per opening', () => {
    vi.useFakeTimers();
    const { ui, root } = make();
    ui.show(proliferate(), anchorAt(), INFO);
    expect(live(root).textContent).toBe(''); // written a moment later
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS);
    const spans = [...live(root).children] as HTMLElement[];
    expect(spans.map((s) => [s.lang, s.textContent!.trim()])).toEqual([
      ['en', 'Proliferate, 增殖, rule 701.34.'],
      ['zh-Hans', RULINGS[0].zh],
      ['en', RULINGS[0].en],
    ]);
    const said = live(root).textContent;

    // The same keyword again (the engine re-shows it on click), pinning, a language switch:
    // nothing new is said (the region is not emptied and refilled).
    let writes = 0;
    const observer = new MutationObserver((records) => (writes += records.length));
    observer.observe(live(root), { childList: true, subtree: true, characterData: true });
    ui.show(proliferate(), anchorAt(), INFO);
    ui.pin();
    ui.setLang('en');
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS * 3);
    observer.takeRecords();
    expect(writes).toBe(0);
    expect(live(root).textContent).toBe(said);
    observer.disconnect();
  });

  it('in English only says the English ruling; a keyword without rulings says so', () => {
    vi.useFakeTimers();
    const { ui, root } = make({ lang: 'en' });
    ui.show(proliferate(), anchorAt(), INFO);
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS);
    expect(live(root).textContent).toBe(`Proliferate, 增殖, rule 701.34. ${RULINGS[0].en}`);
    ui.hide();
    expect(live(root).textContent).toBe(''); // nothing stale left to read
    ui.show(proliferate({ rulings: [] }), anchorAt(), INFO);
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS);
    expect(live(root).textContent).toBe('Proliferate, 增殖, rule 701.34. No rulings for this keyword yet.');
  });

  it('a tooltip closed (or replaced) before its words are written says nothing (or only the last)', () => {
    vi.useFakeTimers();
    const { ui, root } = make({ lang: 'en' });
    ui.show(proliferate(), anchorAt(), INFO);
    ui.hide();
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS * 2);
    expect(live(root).textContent).toBe('');
    const data = proliferate();
    ui.show({ ...data, keyword: { ...data.keyword, id: 'convoke', en: 'Convoke', zhHans: '召集', rule: '702.51' } }, anchorAt(), INFO);
    ui.show(proliferate(), anchorAt(), INFO);
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS);
    expect(live(root).textContent).toMatch(/^Proliferate, 增殖, rule 701\.34\. /);
    expect(live(root).textContent).not.toContain('Convoke');
  });

  it('announce() (the engine: a mark reached by a shortcut) is said with the opening words', () => {
    vi.useFakeTimers();
    const { ui, root } = make({ lang: 'en' });
    ui.announce!('Mark 2 of 5.');
    ui.show(proliferate(), anchorAt(), INFO);
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS);
    expect(live(root).textContent).toBe(`Mark 2 of 5. Proliferate, 增殖, rule 701.34. ${RULINGS[0].en}`);
  });
});

describe('bottom sheet', () => {
  /** matchMedia answering SHEET_QUERY with `sheet`, and able to flip it. */
  function fakeViewport(sheet: boolean) {
    const listeners = new Set<() => void>();
    const original = window.matchMedia;
    const state = { matches: sheet };
    window.matchMedia = ((query: string) => ({
      get matches() {
        return query === SHEET_QUERY && state.matches;
      },
      media: query,
      addEventListener: (_: string, fn: () => void) => listeners.add(fn),
      removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    })) as unknown as typeof window.matchMedia;
    restore.push(() => (window.matchMedia = original));
    return {
      flip(next: boolean) {
        state.matches = next;
        for (const fn of listeners) fn();
      },
      listeners,
    };
  }

  it('in a small viewport the panel is a sheet whose scrolling body holds the language switch and footer', () => {
    const viewport = fakeViewport(true);
    const { ui, q } = make();
    ui.show(proliferate(), anchorAt(), INFO);
    expect(q('panel')!.dataset.sheet).toBe('true');
    expect(q('body')!.contains(q('lang-switch'))).toBe(true);
    expect(q('body')!.contains(q('why'))).toBe(true);
    // The stylesheet places a sheet: no inline popover placement left on it.
    expect([q('panel')!.style.left, q('panel')!.style.top, q('panel')!.style.maxHeight]).toEqual(['', '', '']);

    // The viewport grows (zoom back to 100 %): a popover again, switch and footer outside the body.
    viewport.flip(false);
    expect(q('panel')!.hasAttribute('data-sheet')).toBe(false);
    expect(q('body')!.contains(q('lang-switch'))).toBe(false);
    expect(q('body')!.contains(q('why'))).toBe(false);
    expect(q('panel')!.contains(q('why'))).toBe(true);
    ui.destroy();
    expect(viewport.listeners.size).toBe(0);
  });
});
