// 中文 / English / both: the display language of the rulings, one setting shared with the
// tooltip and the options page (a radio group of buttons).
import type { DisplayLang } from '../../../widget/contracts.ts';
import type { Translate } from '../translate.ts';

const LANGS: Array<[DisplayLang, string]> = [['zh', 'langZh'], ['en', 'langEn'], ['both', 'langBoth']];

export function LangSwitch({ lang, t, onChange }: { lang: DisplayLang; t: Translate; onChange(lang: DisplayLang): void }) {
  return (
    <div class="langs" role="radiogroup" aria-label={t('langLabel')}>
      {LANGS.map(([value, key]) => (
        <button key={value} type="button" role="radio" data-lang={value} aria-checked={lang === value} onClick={() => onChange(value)}>
          {t(key)}
        </button>
      ))}
    </div>
  );
}
