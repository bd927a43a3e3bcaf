// "Enabled on this site" for the tab the popup was opened over, with a line saying why the
// extension is (not) running there. Switching writes the allow / block lists; every open tab of
// that site follows live (content scripts watch the settings).
import type { Settings } from '../../lib/settings.ts';
import { decideSite, setSiteEnabled } from '../../lib/site-rules.ts';
import type { Translate } from '../translate.ts';
import type { SiteTarget } from './popup-api.ts';

interface Props {
  target: SiteTarget;
  settings: Settings;
  t: Translate;
  onChange(lists: Pick<Settings, 'allow' | 'block'>): void;
}

/** On = the site's own decision is 'mtg', or an "other site" page the content script is marking. */
export function siteIsOn(target: SiteTarget, settings: Settings): boolean {
  const d = decideSite(target.url, settings);
  if (d.mode === 'mtg') return true;
  return d.mode === 'auto' && !!target.status?.active;
}

function reason(target: SiteTarget, settings: Settings, t: Translate): string {
  if (target.status?.widgetOnPage) return t('siteWidget');
  if (settings.highlight === 'off') return t('siteAllOff');
  const d = decideSite(target.url, settings);
  switch (d.reason) {
    case 'mtg-site':
      return t('siteMtg', [d.entry ?? '']);
    case 'allowed':
      return t('siteAllowed');
    case 'blocked':
      return t('siteBlocked');
    case 'other-site':
      return target.status?.active ? t('siteAutoActive') : t('siteAutoIdle');
    default:
      return t('siteUnavailable');
  }
}

export function SiteSwitch({ target, settings, t, onChange }: Props) {
  const webPage = decideSite(target.url, { allow: [], block: [] }).reason !== 'not-a-web-page';
  const on = webPage && siteIsOn(target, settings);
  return (
    <section class="site" data-part="site">
      <label class="switch">
        <input
          type="checkbox"
          role="switch"
          data-part="site-switch"
          checked={on}
          disabled={!webPage}
          onChange={(e) => onChange(setSiteEnabled({ allow: settings.allow, block: settings.block }, target.url, (e.currentTarget as HTMLInputElement).checked))}
        />
        <span>{t('siteSwitch')}</span>
      </label>
      <p class="muted" data-part="site-reason">{webPage ? reason(target, settings, t) : t('siteUnavailable')}</p>
    </section>
  );
}
