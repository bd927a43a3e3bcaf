// English and Chinese side by side, or either alone: native radio buttons (arrow keys move
// between them), shown only when the document has both languages.
import type { Translate } from '../translate.ts';
import type { RulesLang } from './rules-model.ts';

const CHOICES: Array<[RulesLang, string]> = [['both', 'rulesLangBoth'], ['en', 'langEn'], ['zh', 'langZh']];

export function LangChoice({ lang, onChange, t }: { lang: RulesLang; onChange(lang: RulesLang): void; t: Translate }) {
  return (
    <fieldset class="lang-choice" data-part="rules-lang">
      <legend class="sr-only">{t('rulesLangLabel')}</legend>
      {CHOICES.map(([value, key]) => (
        <label key={value}>
          <input type="radio" name="rules-lang" value={value} checked={lang === value} onChange={() => onChange(value)} />
          <span>{t(key)}</span>
        </label>
      ))}
    </fieldset>
  );
}
