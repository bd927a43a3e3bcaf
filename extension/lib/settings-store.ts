// Settings in extension storage: one value under the key `settings` of the `local` area (site
// lists can outgrow the `sync` area's 8 kB-per-item quota). The stored value is read through
// readSettings() every time, so every reader gets defaults filled and old keys migrated, and
// problems are logged once per distinct value instead of on every read.
//
// browser.storage directly, not @wxt-dev/storage: the content script imports this file, and that
// library (versioned items, snapshots, locks) was an eighth of the content script's gzip budget
// for four calls. The stored shape is the same one it wrote (a plain value, no metadata key).
import { browser } from 'wxt/browser';
import { mergeSettings, readSettings, type Settings } from './settings.ts';

const KEY = 'settings';
const area = () => browser.storage.local;

const reported = new Set<string>();
function resolve(raw: unknown): Settings {
  const { settings, problems } = readSettings(raw);
  for (const p of problems) {
    if (reported.has(p)) continue;
    reported.add(p);
    console.warn(`rulings-lens: ${p}`);
  }
  return settings;
}

export async function loadSettings(): Promise<Settings> {
  return resolve((await area().get(KEY))[KEY] ?? null);
}

/** Calls `cb` with the resolved settings on every change (in any tab or extension page). */
export function watchSettings(cb: (settings: Settings) => void): () => void {
  const listener = (changes: Record<string, { newValue?: unknown; oldValue?: unknown }>) => {
    const change = changes[KEY];
    // A write of the same value is no change (every open tab would otherwise re-apply it).
    if (!change || JSON.stringify(change.newValue) === JSON.stringify(change.oldValue)) return;
    cb(resolve(change.newValue ?? null));
  };
  area().onChanged.addListener(listener);
  return () => area().onChanged.removeListener(listener);
}

export async function saveSettings(settings: Settings): Promise<void> {
  await area().set({ [KEY]: { ...settings } });
}

/** Read-modify-write of part of the settings; returns what was stored. */
export async function updateSettings(change: Partial<Settings> | ((current: Settings) => Partial<Settings>)): Promise<Settings> {
  const current = await loadSettings();
  const patch = typeof change === 'function' ? change(current) : change;
  const { settings } = mergeSettings(current, patch);
  await saveSettings(settings);
  return settings;
}

export async function resetSettings(): Promise<void> {
  await area().remove(KEY);
}
