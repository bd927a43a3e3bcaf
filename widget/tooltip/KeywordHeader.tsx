// "Proliferate · 增殖 · CR 701.34": both names always (the point of the tool is linking the
// two vocabularies), each tagged with its language so CJK glyphs pick the right font. With
// `onOpenRule` (the extension, when a CR is imported) the rule number is a button opening it;
// with a `ruleHref` (the widget's ruleUrl option) a real link, so middle-click and new tabs work.
import type { TooltipKeyword } from '../contracts.ts';
import { useZhTag } from './zh-tag.ts';

interface Props {
  keyword: TooltipKeyword;
  onOpenRule?: (rule: string) => void;
  /** The button's name, e.g. "Open CR 701.34 in the rules viewer". */
  label?: (rule: string) => string;
  /** The rule number as the heading's accessible name says it: "rule 701.34" (see below). */
  ruleName?: (rule: string) => string;
  /** Without onOpenRule: the rule number links here (widget option ruleUrl: link-template.ts). */
  ruleHref?: string | null;
  /** That link's title, e.g. "Open CR 701.34". */
  ruleLinkTitle?: (rule: string) => string;
}

/** "Proliferate, 增殖, rule 701.34": what the heading is called for screen readers. The visible
 *  separators are decoration (aria-hidden), and without them the names ran together
 *  ("Proliferate增殖CR 701.34"); a label also keeps the rule button's own name out of it. */
export function headingName(en: string, zh: string, rule: string, ruleName: (rule: string) => string = (r) => `CR ${r}`): string {
  return [en, zh, rule ? ruleName(rule) : ''].filter(Boolean).join(', ');
}

export function KeywordHeader({ keyword, onOpenRule, label, ruleName, ruleHref, ruleLinkTitle }: Props) {
  const zhTag = useZhTag();
  return (
    <h2 class="title" aria-label={headingName(keyword.en, keyword.zhHans, keyword.rule, ruleName)}>
      <span lang="en" data-part="keyword-en">{keyword.en}</span>
      {keyword.zhHans ? (
        <>
          <span class="sep" aria-hidden="true">·</span>
          <span lang={zhTag} data-part="keyword-zh">{keyword.zhHans}</span>
        </>
      ) : null}
      {keyword.rule ? (
        <>
          <span class="sep" aria-hidden="true">·</span>
          {onOpenRule ? (
            <button type="button" class="rule rule-link" data-part="rule" aria-label={label?.(keyword.rule)} title={label?.(keyword.rule)} onClick={() => onOpenRule(keyword.rule)}>
              CR {keyword.rule}
            </button>
          ) : ruleHref ? (
            <a class="rule rule-link" lang="en" data-part="rule" href={ruleHref} title={ruleLinkTitle?.(keyword.rule)}>
              CR {keyword.rule}
            </a>
          ) : (
            <span class="rule" lang="en" data-part="rule">CR {keyword.rule}</span>
          )}
        </>
      ) : null}
    </h2>
  );
}
