// The glossary: each entry's term (both languages, as the page shows them) and its text, with
// references as links, under an anchor of its own (`#glossary-flying`, glossary-anchors.ts).
import type { RuleNumbers } from '../../../rulings-data/cr/rule-refs.ts';
import type { CrGlossaryEntry } from '../../../rulings-data/cr/types.ts';
import type { Translate } from '../translate.ts';
import type { RulesLang } from './rules-model.ts';
import { RuleCell, Title } from './RuleRow.tsx';

interface Props {
  entries: readonly CrGlossaryEntry[];
  anchors: readonly string[];
  lang: RulesLang;
  numbers: RuleNumbers;
  t: Translate;
}

export function GlossaryList({ entries, anchors, lang, numbers, t }: Props) {
  return (
    <dl class="glossary-list">
      {entries.map((g, i) => (
        <div key={anchors[i]} class="term" id={anchors[i]} tabIndex={-1} data-lang={lang}>
          <dt>
            <a class="num" href={`#${anchors[i]}`}>
              <Title rule={g} lang={lang} />
            </a>
          </dt>
          <dd>
            {lang !== 'zh' ? <RuleCell lang="en" text={g.enText} numbers={numbers} t={t} /> : null}
            {lang !== 'en' ? <RuleCell lang="zh" text={g.zhText} numbers={numbers} t={t} /> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
