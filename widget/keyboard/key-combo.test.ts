// @vitest-environment happy-dom
// The shortcut option: normalised once, compared with each keydown in the same form; bad values
// warned about, with the defaults kept.
import { describe, expect, it } from 'vitest';
import { resolveOptions } from '../config/options.ts';
import { optionsFromDataset } from '../config/dataset.ts';
import { comboOf, normaliseCombo } from './key-combo.ts';

const key = (code: string, mods: { alt?: boolean; shift?: boolean; ctrl?: boolean; meta?: boolean } = {}, keyText = 'x') =>
  new KeyboardEvent('keydown', { code, key: keyText, altKey: mods.alt, shiftKey: mods.shift, ctrlKey: mods.ctrl, metaKey: mods.meta });

describe('normaliseCombo / comboOf', () => {
  it('puts modifiers in one order, letters and digits by name, other keys by code', () => {
    expect(normaliseCombo('Alt+Shift+J')).toBe('alt+shift+j');
    expect(normaliseCombo(' shift + ALT + j ')).toBe('alt+shift+j');
    expect(normaliseCombo('Alt+Ctrl+1')).toBe('ctrl+alt+1');
    expect(normaliseCombo('Meta+F2')).toBe('meta+f2');
  });

  it('refuses a key without Alt, Ctrl or Meta, an unknown modifier, or no key', () => {
    for (const bad of ['J', 'Shift+J', 'Hyper+J', 'Alt+', '', 'Alt+Shift+J+K']) expect(normaliseCombo(bad)).toBeNull();
  });

  it('reads the physical key: Alt+Shift+J matches whatever character the layout makes of it', () => {
    expect(comboOf(key('KeyJ', { alt: true, shift: true }, 'Ô'))).toBe('alt+shift+j');
    expect(comboOf(key('Digit1', { ctrl: true, alt: true }))).toBe('ctrl+alt+1');
    expect(comboOf(key('KeyJ', { alt: true }))).not.toBe(normaliseCombo('Alt+Shift+J'));
  });
});

describe('the keys option', () => {
  const resolve = (keys: unknown) => {
    const warnings: string[] = [];
    const o = resolveOptions({ keys }, (m) => warnings.push(m));
    return { keys: o.keys, warnings };
  };

  it('defaults to Alt+Shift+J / Alt+Shift+K', () => {
    expect(resolveOptions({}, () => {}).keys).toEqual({ next: 'alt+shift+j', prev: 'alt+shift+k' });
  });

  it('takes false or "off" to turn them off, an object (either key may be left out) or "next prev"', () => {
    expect(resolve(false)).toEqual({ keys: null, warnings: [] });
    expect(resolve('off')).toEqual({ keys: null, warnings: [] });
    expect(resolve({ next: 'Ctrl+Alt+N' })).toEqual({ keys: { next: 'ctrl+alt+n', prev: 'alt+shift+k' }, warnings: [] });
    expect(resolve('Alt+N Alt+P')).toEqual({ keys: { next: 'alt+n', prev: 'alt+p' }, warnings: [] });
  });

  it('warns about a bad shortcut, or the same one twice, and keeps the defaults', () => {
    for (const bad of [{ next: 'J' }, 'Alt+N Alt+N', 42, { prev: 7 }]) {
      const { keys, warnings } = resolve(bad);
      expect(keys).toEqual({ next: 'alt+shift+j', prev: 'alt+shift+k' });
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/option "keys" has a bad value .*Alt\+Shift\+J Alt\+Shift\+K/);
    }
  });

  it('is read from the script tag as data-keys', () => {
    const script = document.createElement('script');
    script.dataset.keys = 'off';
    expect(resolveOptions(optionsFromDataset(script), () => {}).keys).toBeNull();
  });
});
