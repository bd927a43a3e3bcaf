// What the popup shows around the search: the settings (kept live), the data stamp's info, the
// tab it was opened over, whether a CR is imported, and the one error line. Loaded once on open.
import { useEffect, useState } from 'preact/hooks';
import type { DataInfo } from '../../lib/messages.ts';
import type { Settings } from '../../lib/settings.ts';
import type { PopupApi, SiteTarget } from './popup-api.ts';

export interface PopupData {
  settings: Settings | null;
  info: DataInfo | null;
  target: SiteTarget | null;
  crImported: boolean;
  error: string | null;
  setError(error: string | null): void;
}

export function usePopupData(api: PopupApi): PopupData {
  const [settings, setSettings] = useState<Settings | null>(null);
  const [info, setInfo] = useState<DataInfo | null>(null);
  const [target, setTarget] = useState<SiteTarget | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [crImported, setCrImported] = useState(false);

  useEffect(() => {
    api.loadSettings().then(setSettings, (e) => setError(String(e)));
    api.info().then(setInfo, (e) => setError(String(e)));
    void api.siteTarget().then(setTarget);
    void api.crImported?.().then(setCrImported, () => {});
    return api.watchSettings((s) => {
      setSettings(s);
      // The tab's content script applies the change on its own watch: ask it again shortly.
      setTimeout(() => void api.siteTarget().then(setTarget), 150);
    });
  }, []);

  useEffect(() => {
    if (settings) document.documentElement.dataset.theme = settings.theme;
  }, [settings?.theme]);

  return { settings, info, target, crImported, error, setError };
}
