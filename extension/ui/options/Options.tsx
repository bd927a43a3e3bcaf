// The options page: display language, highlight mode, marking level, hover delay, theme, site allow / block
// lists and the ignored keywords (listed by name: IgnoredWords.tsx). Each option has a one-line
// explanation under it, which its control names as its description (aria-describedby). Every
// change is stored at once (through readSettings, so what is stored is always valid) and open
// tabs follow live; what could not be stored as typed is listed next to the form instead of
// being dropped silently.
import { useState } from 'preact/hooks';
import type { ChineseScript, DisplayLang, Theme } from '../../../widget/contracts.ts';
import { MAX_DELAY, mergeSettings, type HighlightSetting, type Settings } from '../../lib/settings.ts';
import { MTG_SITES } from '../../lib/site-rules.ts';
import type { Level } from '../../../rulings-data/keywords/levels.ts';
import type { Translate } from '../translate.ts';
import { useSettings } from '../use-settings.ts';
import { IgnoredWords } from './IgnoredWords.tsx';
import type { KeywordNamesApi } from './keyword-names.ts';

export interface OptionsApi {
  loadSettings(): Promise<Settings>;
  watchSettings(cb: (settings: Settings) => void): () => void;
  saveSettings(settings: Settings): Promise<void>;
  resetSettings(): Promise<void>;
  /** Names of the ignored keywords, and search by name to add one (keyword-names.ts). */
  keywordNames: KeywordNamesApi;
}

const LANGS: Array<[DisplayLang, string]> = [['zh', 'langZh'], ['en', 'langEn'], ['both', 'langBoth']];
const HIGHLIGHTS: Array<[HighlightSetting, string]> = [
  ['all', 'optHighlightAll'],
  ['high', 'optHighlightHigh'],
  ['hover', 'optHighlightHover'],
  ['off', 'optHighlightOff'],
];
export const LEVEL_CHOICES: Array<[Level, string]> = [
  ['mechanics', 'optLevelMechanics'],
  ['rules', 'optLevelRules'],
  ['everything', 'optLevelEverything'],
];
const THEMES: Array<[Theme, string]> = [['auto', 'optThemeAuto'], ['light', 'optThemeLight'], ['dark', 'optThemeDark']];
const SCRIPTS: Array<[ChineseScript, string]> = [['auto', 'langScriptAuto'], ['simplified', 'langScriptSimplified'], ['traditional', 'langScriptTraditional']];

const lines = (text: string) => text.split('\n').map((l) => l.trim()).filter(Boolean);
/** The id of an option's one-line explanation (aria-describedby of its control). */
const hintId = (name: string) => `${name}-hint`;

export function Options({ api, t }: { api: OptionsApi; t: Translate }) {
  const [settings, setSettings] = useSettings(api);
  const [problems, setProblems] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);

  if (!settings) return null;
  const current = settings;

  /** Validates the change through mergeSettings (readSettings: the one place), then stores it. */
  function save(patch: Record<string, unknown>): void {
    const { settings: next, problems: found } = mergeSettings(current, patch);
    setProblems(found.map((p) => p.replace(/^settings: /, '')));
    setSettings(next);
    setSaved(false);
    void api.saveSettings(next).then(() => setSaved(true));
  }

  const radios = <T extends string>(name: keyof Settings, options: Array<[T, string]>, value: T) => (
    <div role="radiogroup" class="choices" aria-labelledby={`${name}-label`} aria-describedby={hintId(name)}>
      {options.map(([v, key]) => (
        <label key={v}>
          <input type="radio" name={name} value={v} checked={value === v} onChange={() => save({ [name]: v })} /> {t(key)}
        </label>
      ))}
    </div>
  );
  /** An option's one-line explanation, under it. */
  const hint = (name: string, key: string) => (
    <span id={hintId(name)} class="muted hint" data-part="option-hint">
      {t(key)}
    </span>
  );
  const list = (name: 'allow' | 'block', label: string, hintKey: string) => (
    <label class="field">
      <span class="label">{t(label)}</span>
      <textarea
        name={name}
        rows={4}
        spellcheck={false}
        aria-describedby={`${hintId(name)} ${hintId('sites')}`}
        value={settings[name].join('\n')}
        onChange={(e) => save({ [name]: lines((e.currentTarget as HTMLTextAreaElement).value) })}
      />
      {hint(name, hintKey)}
    </label>
  );

  // A div: the page's one <main> (entrypoints/options/index.html) holds this form and the pack
  // and CR sections mounted beside it, so every section is inside the main landmark.
  return (
    <div class="options">
      <h1>{t('optionsTitle')}</h1>
      {/* The imported Comprehensive Rules, side by side and searchable (entrypoints/rules). */}
      <p class="rules-viewer-link">
        <a href="/rules.html" target="_blank" data-part="open-rules-viewer">
          {t('rulesOpenViewer')}
        </a>
        {' · '}
        <a href="/welcome.html" target="_blank" data-part="open-welcome">
          {t('settingsOpenWelcome')}
        </a>
      </p>
      <fieldset>
        <legend>{t('optDisplay')}</legend>
        <div class="field">
          <span class="label" id="lang-label">{t('optLang')}</span>
          {radios('lang', LANGS, settings.lang)}
          {hint('lang', 'optLangHint')}
        </div>
        <div class="field">
          <span class="label" id="chineseScript-label">{t('langScript')}</span>
          {radios('chineseScript', SCRIPTS, settings.chineseScript)}
          {hint('chineseScript', 'langScriptHint')}
        </div>
        <div class="field">
          <span class="label" id="highlight-label">{t('optHighlight')}</span>
          {radios('highlight', HIGHLIGHTS, settings.highlight)}
          {hint('highlight', 'settingsHighlightHint')}
        </div>
        <div class="field">
          <span class="label" id="level-label">{t('optLevel')}</span>
          {radios('level', LEVEL_CHOICES, settings.level)}
          {hint('level', 'optLevelHint')}
        </div>
        <label class="field">
          <span class="label">{t('optDelay')}</span>
          <input
            type="number"
            name="delay"
            min={0}
            max={MAX_DELAY}
            step={50}
            aria-describedby={hintId('delay')}
            value={settings.delay}
            onChange={(e) => {
              const v = (e.currentTarget as HTMLInputElement).value.trim();
              // An emptied field is not "0 ms": it is ignored (readSettings reports other bad values).
              if (v !== '') save({ delay: Number(v) });
            }}
          />
          {hint('delay', 'optDelayHint')}
        </label>
        <div class="field">
          <span class="label" id="theme-label">{t('optTheme')}</span>
          {radios('theme', THEMES, settings.theme)}
          {hint('theme', 'settingsThemeHint')}
        </div>
      </fieldset>
      <fieldset id="sites">
        <legend>{t('optSites')}</legend>
        <p class="muted hint" id={hintId('sites')}>{t('optSitesHint')}</p>
        {list('allow', 'optAllow', 'settingsAllowHint')}
        {list('block', 'optBlock', 'settingsBlockHint')}
        <details>
          <summary class="muted">{t('optBuiltIn', [String(MTG_SITES.length)])}</summary>
          <p class="muted sites">{MTG_SITES.join(', ')}</p>
        </details>
      </fieldset>
      <fieldset id="ignored">
        <legend>{t('optIgnore')}</legend>
        <IgnoredWords ignore={settings.ignore} api={api.keywordNames} t={t} hintId={hintId('ignore')} onChange={(ignore) => save({ ignore })} />
      </fieldset>
      <div role="status" aria-live="polite" class="status" data-part="status">
        {problems.length ? (
          <div class="error">
            <p>{t('optProblems')}</p>
            <ul>
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
        ) : saved ? (
          <p>{t('optSaved')}</p>
        ) : null}
      </div>
      <button type="button" aria-describedby={hintId('reset')} onClick={() => void api.resetSettings().then(() => setProblems([]))}>
        {t('optReset')}
      </button>
      <p class="reset-hint">{hint('reset', 'settingsResetHint')}</p>
    </div>
  );
}
