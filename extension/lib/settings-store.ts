// Settings in extension storage (@wxt-dev/storage, `local` area: site lists can outgrow the
// `sync` area's 8 kB-per-item quota). The stored value is read through readSettings() every
// time, so every reader gets defaults filled and old keys migrated, and problems are logged
// once per distinct value instead of on every read.
import { storage } from 'wxt/utils/storage';
import { mergeSettings, readSettings, type Settings } from './settings.ts';

/** Stored raw: what is in storage may be older or hand-edited; readSettings() makes it valid. */
export const settingsItem = storage.defineItem<Record<string, unknown> | null>('local:settings', {
  fallback: null,
  version: 1,
});

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
  return resolve(await settingsItem.getValue());
}

/** Calls `cb` with the resolved settings on every change (in any tab or extension page). */
export function watchSettings(cb: (settings: Settings) => void): () => void {
  return settingsItem.watch((raw) => cb(resolve(raw)));
}

/** Read-modify-write of part of the settings; returns what was stored. */
export async function updateSettings(change: Partial<Settings> | ((current: Settings) => Partial<Settings>)): Promise<Settings> {
  const current = await loadSettings();
  const patch = typeof change === 'function' ? change(current) : change;
  const { settings } = mergeSettings(current, patch);
  await settingsItem.setValue({ ...settings });
  return settings;
}

export async function resetSettings(): Promise<void> {
  await settingsItem.removeValue();
}
