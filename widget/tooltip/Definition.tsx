// What the keyword is, above its rulings. With the CR data pack: the subrule that says what it
// does (702.9b for Flying, not 702.9a, which only classifies it) and a toggle for the whole rule.
// Without it: the one-line summary, committed data, so a release build always says something.
// An ability word has no rules meaning of its own: the tooltip says so, then the summary (what
// the cards carrying it share). Shown in the display language; "both" is Chinese then English.
import type { DisplayLang, TooltipKeyword } from '../contracts.ts';
import { RuleText } from './RuleText.tsx';
import type { UiStrings } from './strings.ts';
import { WholeRule } from './WholeRule.tsx';

export function Definition({ keyword, lang, t }: { keyword: TooltipKeyword; lang: DisplayLang; t: UiStrings }) {
  const { definitions, summary, fullRule } = keyword;
  if (keyword.kind !== 'ability-word' && definitions && definitions.length > 0) {
    return (
      <section data-part="definition">
        <h3 class="section-title">{t.definition}</h3>
        <WholeRule rule={keyword.rule} definitions={definitions} full={fullRule} lang={lang} t={t} />
      </section>
    );
  }
  if (!summary && keyword.kind !== 'ability-word') return null;
  return (
    <section data-part="summary">
      <h3 class="section-title">{t.summary}</h3>
      <div class="definition">
        {keyword.kind === 'ability-word' ? <p data-part="ability-word">{t.abilityWord}</p> : null}
        {summary ? <RuleText en={summary.en} zh={summary.zh} lang={lang} /> : null}
      </div>
    </section>
  );
}
