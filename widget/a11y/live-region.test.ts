// @vitest-environment happy-dom
// The polite live region: written a moment after it is asked (emptied first), one slot's later
// words replace its earlier ones, slots are said together, parts keep their language, and
// clear / destroy leave nothing to read.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCE_DELAY_MS, createLiveRegion, type LiveRegion } from './live-region.ts';

let region: LiveRegion;
beforeEach(() => {
  vi.useFakeTimers();
  region = createLiveRegion(document.body, document);
});
afterEach(() => {
  region.destroy();
  vi.useRealTimers();
  document.body.replaceChildren();
});

const said = () => region.element.textContent;

describe('live region', () => {
  it('is a polite, atomic status region appended to its parent at once, visually hidden', () => {
    const el = region.element;
    expect(el.parentNode).toBe(document.body);
    expect(el.getAttribute('aria-live')).toBe('polite');
    expect(el.getAttribute('aria-atomic')).toBe('true');
    expect(el.getAttribute('role')).toBe('status');
    expect([el.style.getPropertyValue('width'), el.style.getPropertyValue('clip-path')]).toEqual(['1px', 'inset(50%)']);
    expect(said()).toBe('');
  });

  it('writes the words after the delay, emptying the region first (the same words twice are a change)', () => {
    region.announce('Proliferate');
    expect(said()).toBe('');
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS);
    expect(said()).toBe('Proliferate');
    region.announce('Proliferate');
    expect(said()).toBe('');
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS);
    expect(said()).toBe('Proliferate');
  });

  it('a slot says only its latest words; different slots are said together, in first-use order', () => {
    region.announce('Mark 1 of 9');
    region.announce([{ text: 'Convoke.' }], 'tooltip');
    region.announce([{ text: 'Proliferate.' }], 'tooltip');
    region.announce('Mark 2 of 9');
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS);
    expect(said()).toBe('Mark 2 of 9 Proliferate.');
  });

  it('tags each part with its language, as text (never markup)', () => {
    region.announce([{ text: 'Proliferate,', lang: 'en' }, { text: '<b>增殖</b>', lang: 'zh-Hans' }, { text: '   ' }]);
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS);
    const spans = [...region.element.children] as HTMLElement[];
    expect(spans.map((s) => [s.lang, s.textContent])).toEqual([
      ['en', 'Proliferate, '],
      ['zh-Hans', '<b>增殖</b>'],
    ]);
    expect(region.element.querySelector('b')).toBeNull();
  });

  it('reads words given as a function when it writes them (what is on screen by then)', () => {
    let shown = 'before';
    region.announce(() => [{ text: shown }], 'tooltip');
    shown = 'after';
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS);
    expect(said()).toBe('after');
  });

  it('ignores blank words; clear() drops what is pending and empties; destroy() removes it', () => {
    region.announce('   ');
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS);
    expect(said()).toBe('');
    region.announce('said');
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS);
    region.announce('never said');
    region.clear();
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS * 2);
    expect(said()).toBe('');
    const el = region.element;
    region.destroy();
    expect(el.isConnected).toBe(false);
  });
});
