// One numbered rule: its number (a link to itself, to copy or share), then its text and examples
// in English, in Chinese, or both side by side; every reference inside is a link (RefText).
import type { RuleNumbers } from '../../../rulings-data/cr/rule-refs.ts';
import type { CrLang, CrRule } from '../../../rulings-data/cr/types.ts';
import type { Translate } from '../translate.ts';
import type { RulesLang } from './rules-model.ts';
import { RefText } from './RefText.tsx';

export const HTML_LANG: Record<CrLang, string> = { en: 'en', zh: 'zh-Hans' };
const EXAMPLE_LABEL = /^(?:example|例)/i;

interface CellProps {
  lang: CrLang;
  text: string | undefined;
  examples?: readonly string[];
  numbers: RuleNumbers;
  t: Translate;
}

/** The text in one language; a rule the other file alone has says so (not an empty cell). */
export function RuleCell({ lang, text, examples, numbers, t }: CellProps) {
  return (
    <div class="cell" data-lang={lang}>
      {text ? (
        <p lang={HTML_LANG[lang]}>
          <RefText text={text} numbers={numbers} />
        </p>
      ) : (
        <p class="missing muted">{t(lang === 'en' ? 'rulesMissingEn' : 'rulesMissingZh')}</p>
      )}
      {examples?.map((example, i) => (
        <p key={i} class="example" lang={HTML_LANG[lang]}>
          {/* The label unless the imported text already starts with it. */}
          {EXAMPLE_LABEL.test(example) ? null : <span class="example-label">{lang === 'en' ? 'Example: ' : '例：'}</span>}
          <RefText text={example} numbers={numbers} />
        </p>
      ))}
    </div>
  );
}

interface RowProps {
  rule: CrRule;
  lang: RulesLang;
  numbers: RuleNumbers;
  t: Translate;
}

/** A numbered subrule that is only a name ("702.9 Flying"): the title of the subrules after it. */
function isTitle(rule: CrRule): boolean {
  if (rule.en) return rule.en.length < 80 && !/[.:;”")]\s*$/.test(rule.en);
  return !!rule.zh && rule.zh.length < 40 && !/[。：；”）]\s*$/.test(rule.zh);
}

export function RuleRow({ rule, lang, numbers, t }: RowProps) {
  // 702.9 (a rule's paragraph) or 702.9b (a lettered subrule): the latter sits further in.
  const depth = /[a-z]$/.test(rule.number) ? 2 : 1;
  const title = depth === 1 && isTitle(rule);
  return (
    <div class="rule" id={rule.number} data-rule={rule.number} data-depth={depth} data-title={title ? 'true' : undefined} tabIndex={-1}>
      <a class="num" href={`#${rule.number}`}>
        {rule.number}
      </a>
      {lang !== 'zh' ? <RuleCell lang="en" text={rule.en} examples={rule.examples?.en} numbers={numbers} t={t} /> : null}
      {lang !== 'en' ? <RuleCell lang="zh" text={rule.zh} examples={rule.examples?.zh} numbers={numbers} t={t} /> : null}
    </div>
  );
}

/** A title or term in the shown language(s), "Keyword Abilities · 关键字异能"; in the language it
 *  has when only the other one has it. */
export function Title({ rule, lang }: { rule: { en?: string; zh?: string } | undefined; lang: RulesLang }) {
  let en = lang !== 'zh' ? rule?.en : undefined;
  let zh = lang !== 'en' ? rule?.zh : undefined;
  if (!en && !zh) [en, zh] = [rule?.en, rule?.en ? undefined : rule?.zh];
  return (
    <>
      {en ? <span lang="en">{en}</span> : null}
      {en && zh ? <span class="sep" aria-hidden="true"> · </span> : null}
      {zh ? <span lang="zh-Hans">{zh}</span> : null}
    </>
  );
}
