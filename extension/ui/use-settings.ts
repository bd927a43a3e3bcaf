// The reader's settings on an extension page (options, welcome), kept current: a change made
// elsewhere (another page, the popup, a tooltip's "Don't mark this word") shows at once, and
// the page's theme follows the setting.
import { useEffect, useState } from 'preact/hooks';
import type { Settings } from '../lib/settings.ts';

export interface SettingsSource {
  loadSettings(): Promise<Settings>;
  /** Calls back on every change; returns the unsubscribe. */
  watchSettings(cb: (s: Settings) => void): () => void;
}

/** The settings (null until read) and a setter for a page's own optimistic updates. */
export function useSettings(api: SettingsSource): [Settings | null, (s: Settings) => void] {
  const [settings, setSettings] = useState<Settings | null>(null);
  useEffect(() => {
    void api.loadSettings().then(setSettings);
    return api.watchSettings(setSettings);
  }, []);
  useEffect(() => {
    if (settings) document.documentElement.dataset.theme = settings.theme;
  }, [settings?.theme]);
  return [settings, setSettings];
}
