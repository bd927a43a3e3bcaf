// "Proliferate · 增殖 · CR 701.34": both names always (the point of the tool is linking the
// two vocabularies), each tagged with its language so CJK glyphs pick the right font. With
// `onOpenRule` (the extension, when a CR is imported) the rule number is a button opening it.
import type { TooltipKeyword } from '../contracts.ts';

interface Props {
  keyword: TooltipKeyword;
  onOpenRule?: (rule: string) => void;
  /** The button's name, e.g. "Open CR 701.34 in the rules viewer". */
  label?: (rule: string) => string;
}

export function KeywordHeader({ keyword, onOpenRule, label }: Props) {
  return (
    <h2 class="title">
      <span lang="en" data-part="keyword-en">{keyword.en}</span>
      {keyword.zhHans ? (
        <>
          <span class="sep" aria-hidden="true">·</span>
          <span lang="zh-Hans" data-part="keyword-zh">{keyword.zhHans}</span>
        </>
      ) : null}
      {keyword.rule ? (
        <>
          <span class="sep" aria-hidden="true">·</span>
          {onOpenRule ? (
            <button type="button" class="rule rule-link" data-part="rule" aria-label={label?.(keyword.rule)} title={label?.(keyword.rule)} onClick={() => onOpenRule(keyword.rule)}>
              CR {keyword.rule}
            </button>
          ) : (
            <span class="rule" lang="en" data-part="rule">CR {keyword.rule}</span>
          )}
        </>
      ) : null}
    </h2>
  );
}
