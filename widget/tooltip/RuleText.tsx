// One bilingual text of the "about" area (a CR paragraph or a summary) in the display language:
// "both" is Chinese then English, as for rulings; a missing translation falls back to the other
// language. `label` (a rule number) leads the first paragraph shown.
import type { DisplayLang } from '../contracts.ts';
import { useZhTag } from './zh-tag.ts';

interface Props {
  en: string;
  zh: string;
  lang: DisplayLang;
  label?: string;
}

export function RuleText({ en, zh, lang, label }: Props) {
  const zhTag = useZhTag();
  // A CR imported in one language leaves the other '' (cr-doc-definitions.ts): only one shows.
  const showZh = !!zh && (lang !== 'en' || !en);
  const showEn = !!en && (lang !== 'zh' || !zh);
  const tag = label ? <span class="def-rule" lang="en">{label}</span> : null;
  return (
    <>
      {showZh ? (
        <p lang={zhTag}>
          {tag}
          {zh}
        </p>
      ) : null}
      {showEn ? (
        <p lang="en">
          {showZh ? null : tag}
          {en}
        </p>
      ) : null}
    </>
  );
}
