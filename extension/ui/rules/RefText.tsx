// A rule's or glossary entry's text with every reference to another rule as a link to it
// (`#702.9`), found by rulings-data/cr/rule-refs.ts. Text only: Preact escapes it.
import { splitRuleRefs, type RuleNumbers } from '../../../rulings-data/cr/rule-refs.ts';

export function RefText({ text, numbers }: { text: string; numbers: RuleNumbers }) {
  return (
    <>
      {splitRuleRefs(text, numbers).map((s, i) =>
        s.rule ? (
          <a key={i} class="ref" href={`#${s.rule}`} data-rule={s.rule}>
            {s.text}
          </a>
        ) : (
          s.text
        ),
      )}
    </>
  );
}
