// The first-run page (welcome.html, opened once when the extension is installed; linked from the
// options page and the popup): what the extension does, a live paragraph to try it on, the
// marking level (the options page's own setting), how sites are switched on and off, where packs
// and the Comprehensive Rules are imported, and the privacy summary. One heading per part, so a
// screen reader's heading list is the page's table of contents.
import { useEffect, useState } from 'preact/hooks';
import type { Level } from '../../../rulings-data/keywords/levels.ts';
import shot from '../../../docs/screenshots/tooltip-light-both.png';
import { MTG_SITES } from '../../lib/site-rules.ts';
import { LEVEL_CHOICES } from '../options/Options.tsx';
import type { Translate } from '../translate.ts';
import { useSettings } from '../use-settings.ts';
import { TryIt } from './TryIt.tsx';
import type { WelcomeApi } from './welcome-api.ts';

interface Props {
  api: WelcomeApi;
  t: Translate;
}

function WhatItDoes({ t }: { t: Translate }) {
  return (
    <section aria-labelledby="welcome-what">
      <h2 id="welcome-what">{t('welcomeWhatTitle')}</h2>
      <p>{t('welcomeWhat')}</p>
      <img class="shot" src={shot} width={1000} height={700} alt={t('welcomeShotAlt')} data-part="welcome-shot" />
    </section>
  );
}

function LevelChoice({ level, t, onChange }: { level: Level | null; t: Translate; onChange(level: Level): void }) {
  return (
    <section aria-labelledby="welcome-level">
      <h2 id="welcome-level">{t('welcomeLevelTitle')}</h2>
      <p id="welcome-level-intro">{t('welcomeLevelIntro')}</p>
      <div role="radiogroup" class="choices" aria-labelledby="welcome-level" aria-describedby="welcome-level-hint" data-part="welcome-level">
        {LEVEL_CHOICES.map(([value, key]) => (
          <label key={value}>
            <input type="radio" name="level" value={value} checked={level === value} disabled={level === null} onChange={() => onChange(value)} /> {t(key)}
          </label>
        ))}
      </div>
      <p id="welcome-level-hint" class="muted hint">{t('optLevelHint')}</p>
    </section>
  );
}

function Sites({ t, shortcut }: { t: Translate; shortcut: string }) {
  return (
    <section aria-labelledby="welcome-sites">
      <h2 id="welcome-sites">{t('welcomeSitesTitle')}</h2>
      <p>{t('welcomeSites', [String(MTG_SITES.length)])}</p>
      <p data-part="welcome-site-switch">{shortcut ? t('welcomeSitesSwitch', [shortcut]) : t('welcomeSitesSwitchNoKey')}</p>
      <p>
        <a href="/options.html#sites">{t('welcomeSitesLink')}</a>
      </p>
    </section>
  );
}

function Packs({ t }: { t: Translate }) {
  return (
    <section aria-labelledby="welcome-packs">
      <h2 id="welcome-packs">{t('welcomePacksTitle')}</h2>
      <p>{t('welcomePacks')}</p>
      <ul>
        <li>
          <a href="/options.html#packs" data-part="welcome-packs-link">{t('welcomePacksLink')}</a>
        </li>
        <li>
          <a href="/options.html#cr" data-part="welcome-cr-link">{t('welcomeCrLink')}</a>
        </li>
      </ul>
    </section>
  );
}

export function Welcome({ api, t }: Props) {
  const [settings] = useSettings(api);
  const [shortcut, setShortcut] = useState('');
  useEffect(() => void api.siteShortcut().then(setShortcut, () => {}), []);
  return (
    <main class="welcome">
      <h1>{t('welcomeTitle')}</h1>
      <WhatItDoes t={t} />
      <TryIt t={t} mount={api.mountTryIt} />
      <LevelChoice level={settings?.level ?? null} t={t} onChange={(level) => void api.setLevel(level)} />
      <Sites t={t} shortcut={shortcut} />
      <Packs t={t} />
      <section aria-labelledby="welcome-privacy">
        <h2 id="welcome-privacy">{t('welcomePrivacyTitle')}</h2>
        <p data-part="welcome-privacy">{t('welcomePrivacy')}</p>
      </section>
      <p>
        <a href="/options.html" data-part="welcome-options-link">{t('welcomeOptionsLink')}</a>
      </p>
    </main>
  );
}
