// "Proliferate · 增殖 · CR 701.34": both names always (the point of the tool is linking the
// two vocabularies), each tagged with its language so CJK glyphs pick the right font.
import type { TooltipKeyword } from '../contracts.ts';

export function KeywordHeader({ keyword }: { keyword: TooltipKeyword }) {
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
          <span class="rule" lang="en" data-part="rule">CR {keyword.rule}</span>
        </>
      ) : null}
    </h2>
  );
}
