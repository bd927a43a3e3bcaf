// The stored CR in the panel: its version (effective date), how many rules and glossary entries,
// its language(s), the files it came from, the rules only one language has (when two files were
// paired), and its remove button.
import type { StoredCr } from '../../../lib/cr-store.ts';
import type { CrLang } from '../../../../rulings-data/cr/types.ts';
import type { Translate } from '../../translate.ts';

/** Most rule numbers listed per language in the unpaired line; the count says how many in all. */
const SHOWN_UNPAIRED = 8;

const LANG_KEYS: Record<CrLang, string> = { en: 'crLangEn', zh: 'crLangZh' };

interface Props {
  stored: StoredCr;
  t: Translate;
  busy: boolean;
  onRemove(): void;
}

export function CrSummary({ stored, t, busy, onRemove }: Props) {
  const { doc } = stored;
  const unpaired = (['en', 'zh'] as const).filter((lang) => (doc.unpaired?.[lang].length ?? 0) > 0);
  return (
    <div class="cr-doc" data-part="cr-doc" data-version={doc.version}>
      <div class="cr-main">
        <strong data-part="cr-version">{t('crVersion', [doc.effectiveDate, doc.version])}</strong>
        <span class="muted" data-part="cr-counts">
          {t('crRuleCount', [doc.rules.length], doc.rules.length)} · {t('crGlossaryCount', [doc.glossary.length], doc.glossary.length)}
        </span>
        <span class="muted" data-part="cr-languages" data-langs={doc.languages.join(' ')}>
          {doc.languages.map((l) => t(LANG_KEYS[l])).join(' + ')}
        </span>
        <span class="muted file" data-part="cr-files" title={stored.importedAt}>
          {doc.files.map((f) => f.name).join(', ')}
        </span>
        {unpaired.length ? (
          <ul class="cr-unpaired" data-part="cr-unpaired">
            {unpaired.map((lang) => {
              const numbers = doc.unpaired![lang];
              const shown = numbers.slice(0, SHOWN_UNPAIRED).join(', ') + (numbers.length > SHOWN_UNPAIRED ? ', …' : '');
              return (
                <li key={lang} data-lang={lang}>
                  {t('crUnpaired', [t(LANG_KEYS[lang]), shown, numbers.length], numbers.length)}
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
      <div class="pack-actions">
        <button type="button" data-part="cr-remove" disabled={busy} onClick={onRemove}>
          {t('packsRemove')}
        </button>
      </div>
    </div>
  );
}
