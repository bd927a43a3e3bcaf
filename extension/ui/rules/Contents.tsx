// The table of contents: the sections and their rules (702. Keyword Abilities), then the
// glossary; each a link to its anchor. A nav landmark with its own heading.
import type { Translate } from '../translate.ts';
import type { RulesLang, RulesModel } from './rules-model.ts';
import { Title } from './RuleRow.tsx';
import { GLOSSARY_ID } from '../../../rulings-data/cr/glossary-anchors.ts';

interface Props {
  model: RulesModel;
  lang: RulesLang;
  hasGlossary: boolean;
  t: Translate;
}

export function Contents({ model, lang, hasGlossary, t }: Props) {
  return (
    <nav class="toc" aria-labelledby="rules-contents-title" data-part="rules-toc">
      <h2 id="rules-contents-title">{t('rulesContents')}</h2>
      <ol class="toc-sections">
        {model.sections.map((s) => (
          <li key={s.number}>
            <a href={`#${s.number}`} class="toc-section">
              <span class="num">{s.number}.</span> <Title rule={s.head} lang={lang} />
            </a>
            {s.groups.length ? (
              <ol class="toc-groups">
                {s.groups.map((g) => (
                  <li key={g.number}>
                    <a href={`#${g.number}`}>
                      <span class="num">{g.number}.</span> <Title rule={g.head} lang={lang} />
                    </a>
                  </li>
                ))}
              </ol>
            ) : null}
          </li>
        ))}
        {hasGlossary ? (
          <li>
            <a href={`#${GLOSSARY_ID}`} class="toc-section">
              {t('rulesGlossary')}
            </a>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
