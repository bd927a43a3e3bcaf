// The definition with a "Whole rule 702.9" toggle under it: opened, the box shows every
// paragraph of the keyword's CR rule in place of the definition alone, the definition marked
// among them (not shown twice). The other paragraphs are rendered only once opened: most
// readers never open it. Focus stays on the toggle, which does not go away (unlike "N more").
import { useId, useState } from 'preact/hooks';
import type { Definition, FullRule } from '../../rulings-data/schema.ts';
import type { DisplayLang } from '../contracts.ts';
import { RuleText } from './RuleText.tsx';
import type { UiStrings } from './strings.ts';

interface Props {
  rule: string;
  definitions: Definition[];
  full?: FullRule;
  lang: DisplayLang;
  t: UiStrings;
}

export function WholeRule({ rule, definitions, full, lang, t }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const current = new Set(definitions.map((d) => d.rule));
  const shown = open && full ? full.paragraphs : definitions;
  return (
    <>
      <div id={id} class={open ? 'definition whole-rule' : 'definition'} data-part={open ? 'whole-rule' : undefined}>
        {shown.map((d) => (
          <div key={d.rule} data-rule={d.rule} data-current={open && current.has(d.rule) ? 'true' : undefined}>
            <RuleText en={d.en} zh={d.zh} lang={lang} label={d.rule} />
          </div>
        ))}
        {open && full?.omitted ? <p class="rule-omitted" data-part="rule-omitted">{t.ruleOmitted(full.omitted, rule)}</p> : null}
      </div>
      {full ? (
        <button type="button" class="more" data-part="whole-rule-toggle" aria-expanded={open ? 'true' : 'false'} aria-controls={id} onClick={() => setOpen(!open)}>
          {open ? t.lessRule : t.wholeRule(rule)}
        </button>
      ) : null}
    </>
  );
}
