// Keyboard shortcuts as one normalised string ("alt+shift+j"): the option is normalised once
// (options.ts), each keydown is turned into the same form and compared. Keys are read from
// `KeyboardEvent.code` (the physical key), not `key`: Alt+Shift+J gives "Ô" as `key` on a Mac
// keyboard, and a layout's letters would otherwise change the shortcut. This file is in the
// light script: it is all the widget carries for the shortcut until it is first pressed.

const MODIFIERS = ['ctrl', 'alt', 'shift', 'meta'];

/** "Alt+Shift+J" → "alt+shift+j" (modifiers in a fixed order, letters and digits by name, other
 *  keys by their `code`, e.g. "F2", "Period"); null when it names no key, an unknown modifier, or
 *  no modifier but Shift (a bare letter would take a key from the reader's typing). */
export function normaliseCombo(text: string): string | null {
  const parts = text.toLowerCase().split('+').map((p) => p.trim());
  const key = parts.pop();
  const mods = MODIFIERS.filter((m) => parts.includes(m));
  if (!key || parts.length !== mods.length || !mods.some((m) => m !== 'shift')) return null;
  return [...mods, key].join('+');
}

/** The keydown in the same form as normaliseCombo's. */
export const comboOf = (e: KeyboardEvent): string =>
  [e.ctrlKey && 'ctrl', e.altKey && 'alt', e.shiftKey && 'shift', e.metaKey && 'meta', e.code.replace(/^(Key|Digit)/, '').toLowerCase()].filter(Boolean).join('+');
