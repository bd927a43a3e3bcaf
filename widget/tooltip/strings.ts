// UI strings of the tooltip in English and Simplified Chinese.
//
// Which dictionary is used follows the display language: the English UI for `en`, the Chinese
// UI for `zh` and `both`. Rationale: someone who asked to see Chinese (alone or next to the
// English) is served best by Chinese chrome; someone who chose English-only may not read
// Chinese at all. Ruling and keyword TEXT is always shown per the display language, this only
// concerns labels, buttons and titles.
import type { Confidence } from '../../rulings-data/schema.ts';
import type { DisplayLang } from '../contracts.ts';

export type UiLang = 'en' | 'zh-Hans';

export interface UiStrings {
  /** Dialog label, e.g. "Rulings for Proliferate". */
  dialogLabel(keyword: string): string;
  close: string;
  /** Label of the 中文 / English / both group. */
  langGroup: string;
  langBoth: string;
  /** "3 more" on the expand button. */
  more(n: number): string;
  /** Footer data stamp, e.g. "Rulings as of 2024-07-05". */
  stamp(date: string): string;
  /** Before the imported pack names on the stamp line: "built-in + ". */
  builtInPlus: string;
  /** Before a subscribed pack's attribution and licence: "Rulings from <pack>: ". */
  rulingsFrom(pack: string): string;
  /** "why marked" line, e.g. `Matched "Proliferate" (high confidence)`. */
  why(text: string, confidence: Confidence): string;
  ignore: string;
  ignoreTitle: string;
  noRulings: string;
  /** When the only rulings naming the keyword are about something else. */
  noOwnRulings: string;
  /** Toggle of the collapsed group of rulings that only mention the keyword: "Mentioned in
   *  Disguise rulings (1)"; `topics` null: about many things ("other rulings"). */
  mentionedIn(topics: string[] | null, n: number): string;
  definition: string;
  /** Title of the one-line summary (shown when there is no CR text). */
  summary: string;
  /** What an ability word is, instead of a definition. */
  abilityWord: string;
  /** The header's rule number as a button (extension with a CR imported): what it does. */
  openRule(rule: string): string;
  /** The toggle that shows the keyword's whole CR rule, e.g. "Whole rule 702.9". */
  wholeRule(rule: string): string;
  /** The same toggle, open. */
  lessRule: string;
  /** After a whole rule cut short: "…and 30 more paragraphs in CR 603". */
  ruleOmitted(n: number, rule: string): string;
  rulings: string;
  sourceLabel: { official: string; mtgzh: string; gpt: string };
  sourceTitle: { official: string; mtgzh: string; gpt: string; other(source: string): string };
}

const confidenceEn: Record<Confidence, string> = { high: 'high', medium: 'medium', low: 'low' };
const confidenceZh: Record<Confidence, string> = { high: '高', medium: '中', low: '低' };

const en: UiStrings = {
  dialogLabel: (k) => `Rulings for ${k}`,
  close: 'Close',
  langGroup: 'Display language',
  langBoth: 'Both',
  more: (n) => `${n} more`,
  stamp: (d) => `Rulings as of ${d}`,
  builtInPlus: 'built-in + ',
  rulingsFrom: (p) => `Rulings from ${p}: `,
  why: (t, c) => `Matched "${t}" (${confidenceEn[c] ?? c} confidence)`,
  ignore: "Don't mark this word",
  ignoreTitle: 'Stop highlighting this keyword',
  noRulings: 'No rulings for this keyword yet.',
  noOwnRulings: 'No rulings about this keyword yet.',
  mentionedIn: (topics, n) => `Mentioned in ${topics ? topics.join(' and ') : 'other'} rulings (${n})`,
  definition: 'Comprehensive Rules',
  summary: 'In short',
  abilityWord: 'Ability word: no rules meaning of its own.',
  openRule: (rule) => `Open CR ${rule} in the rules viewer`,
  wholeRule: (rule) => `Whole rule ${rule}`,
  lessRule: 'Show less',
  ruleOmitted: (n, rule) => `…and ${n} more paragraph${n === 1 ? '' : 's'} in CR ${rule}.`,
  rulings: 'Rulings',
  sourceLabel: { official: 'Official', mtgzh: 'MTGZH', gpt: 'GPT' },
  sourceTitle: {
    official: 'Official ruling and translation',
    mtgzh: 'Community translation by MTGZH',
    gpt: 'Machine translation (GPT)',
    other: (s) => `Source: ${s}`,
  },
};

const zh: UiStrings = {
  dialogLabel: (k) => `“${k}”的裁定`,
  close: '关闭',
  langGroup: '显示语言',
  langBoth: '双语',
  more: (n) => `另外 ${n} 条`,
  stamp: (d) => `裁定日期截至 ${d}`,
  builtInPlus: '内置 + ',
  rulingsFrom: (p) => `裁定来自 ${p}：`,
  why: (t, c) => `匹配到“${t}”（${confidenceZh[c] ?? c}置信度）`,
  ignore: '不再标记此词',
  ignoreTitle: '不再高亮此关键词',
  noRulings: '暂无此关键词的裁定。',
  noOwnRulings: '暂无关于此关键词的裁定。',
  mentionedIn: (topics, n) => `在${topics ? topics.join('、') : '其他'}裁定中提及（${n}）`,
  definition: '完整规则',
  summary: '简介',
  abilityWord: '异能提示：本身没有规则含义。',
  openRule: (rule) => `在规则查看器中打开 CR ${rule}`,
  wholeRule: (rule) => `展开整条规则 ${rule}`,
  lessRule: '收起',
  ruleOmitted: (n, rule) => `……CR ${rule} 另有 ${n} 段未收录。`,
  rulings: '裁定',
  sourceLabel: { official: '官方', mtgzh: 'MTGZH', gpt: 'GPT' },
  sourceTitle: {
    official: '官方裁定与译文',
    mtgzh: '社区翻译（MTGZH）',
    gpt: '机器翻译（GPT）',
    other: (s) => `来源：${s}`,
  },
};

/** The UI language for a display language (see the comment at the top). */
export function uiLangFor(lang: DisplayLang): UiLang {
  return lang === 'en' ? 'en' : 'zh-Hans';
}

export function stringsFor(lang: DisplayLang): UiStrings {
  return uiLangFor(lang) === 'en' ? en : zh;
}
