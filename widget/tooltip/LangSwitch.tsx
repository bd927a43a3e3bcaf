// 中文 / English / both, as a segmented control of real toggle buttons (aria-pressed).
// The language names are written in their own language (and tagged so) whatever the UI
// language is, so a user who cannot read the current UI can still find theirs.
import type { DisplayLang } from '../contracts.ts';
import type { UiStrings } from './strings.ts';

interface Props {
  lang: DisplayLang;
  t: UiStrings;
  onChange(lang: DisplayLang): void;
}

export function LangSwitch({ lang, t, onChange }: Props) {
  const options: { value: DisplayLang; label: string; lang?: string }[] = [
    { value: 'zh', label: '中文', lang: 'zh-Hans' },
    { value: 'en', label: 'English', lang: 'en' },
    { value: 'both', label: t.langBoth },
  ];
  return (
    <div class="langs" role="group" aria-label={t.langGroup} data-part="lang-switch">
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          lang={o.lang}
          data-lang={o.value}
          aria-pressed={o.value === lang ? 'true' : 'false'}
          onClick={() => {
            if (o.value !== lang) onChange(o.value);
          }}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
