// The keyword's Comprehensive Rules paragraphs, only when the bundle was built with them.
// Shown in the display language; for "both", Chinese first then English (as for rulings).
import type { Definition as CrDefinition } from '../../rulings-data/schema.ts';
import type { DisplayLang } from '../contracts.ts';
import type { UiStrings } from './strings.ts';

export function Definition({ definitions, lang, t }: { definitions?: CrDefinition[]; lang: DisplayLang; t: UiStrings }) {
  if (!definitions || definitions.length === 0) return null;
  return (
    <section data-part="definition">
      <h3 class="section-title">{t.definition}</h3>
      <div class="definition">
        {definitions.map((d) => (
          <div key={d.rule} data-rule={d.rule}>
            {lang !== 'en' && d.zh ? (
              <p lang="zh-Hans">
                <span class="def-rule" lang="en">{d.rule}</span>
                {d.zh}
              </p>
            ) : null}
            {lang !== 'zh' || !d.zh ? (
              <p lang="en">
                {lang === 'en' || !d.zh ? <span class="def-rule">{d.rule}</span> : null}
                {d.en}
              </p>
            ) : null}
          </div>
        ))}
      </div>
    </section>
  );
}
