// UI strings of the tooltip in English, Simplified and Traditional Chinese.
//
// Which dictionary is used follows the UI locale (the browser's, or the widget's `uiLang`
// option), not the display language: an English browser gets English labels even while the
// reader studies the Chinese rulings, and the 中文 / English / both choice only concerns ruling
// and keyword TEXT. zh-CN / zh-SG (and zh-Hans) get Simplified, zh-TW / zh-HK / zh-MO (and
// zh-Hant) Traditional in Taiwan usage, every other locale English (uiLangForLocale).
import type { Confidence } from '../../rulings-data/schema.ts';
import type { UiLang } from '../contracts.ts';

export type { UiLang } from '../contracts.ts';
export { uiLangForLocale } from '../config/ui-locale.ts';

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
  /** Last line of that group when only the most relevant were sent: "…and 6,359 more". */
  mentionedMore(n: number): string;
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
  /** The rule number as spoken in the heading's accessible name: "rule 701.34". */
  ruleName(rule: string): string;
  rulings: string;
  /** The header's rule number as a link (widget option `ruleUrl`): its title. */
  openRuleLink(rule: string): string;
  /** The footer's search action (widget `searchUrl` / `onSearch`, the extension's popup search). */
  search: string;
  /** Its accessible name and title: what it searches for. */
  searchFor(name: string): string;
  /** The copy button on each ruling, and its title. */
  copy: string;
  copyTitle: string;
  /** Said on the button and to screen readers once copied, or when copying failed. */
  copied: string;
  copyFailed: string;
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
  mentionedMore: (n) => `…and ${n.toLocaleString('en')} more`,
  definition: 'Comprehensive Rules',
  summary: 'In short',
  abilityWord: 'Ability word: no rules meaning of its own.',
  openRule: (rule) => `Open CR ${rule} in the rules viewer`,
  wholeRule: (rule) => `Whole rule ${rule}`,
  lessRule: 'Show less',
  ruleOmitted: (n, rule) => `…and ${n} more paragraph${n === 1 ? '' : 's'} in CR ${rule}.`,
  ruleName: (rule) => `rule ${rule}`,
  rulings: 'Rulings',
  openRuleLink: (rule) => `Open CR ${rule}`,
  search: 'Search',
  searchFor: (name) => `Search for “${name}”`,
  copy: 'Copy',
  copyTitle: 'Copy this ruling with its date and source',
  copied: 'Copied',
  copyFailed: 'Could not copy',
  sourceLabel: { official: 'Official', mtgzh: 'MTGZH', gpt: 'GPT' },
  sourceTitle: {
    official: 'Official ruling and translation',
    mtgzh: 'Community translation by MTGZH',
    gpt: 'Machine translation (GPT)',
    other: (s) => `Source: ${s}`,
  },
};

const zhHans: UiStrings = {
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
  mentionedMore: (n) => `……另有 ${n} 条`,
  definition: '完整规则',
  summary: '简介',
  abilityWord: '异能提示：本身没有规则含义。',
  openRule: (rule) => `在规则查看器中打开 CR ${rule}`,
  wholeRule: (rule) => `展开整条规则 ${rule}`,
  lessRule: '收起',
  ruleOmitted: (n, rule) => `……CR ${rule} 另有 ${n} 段未收录。`,
  ruleName: (rule) => `规则 ${rule}`,
  rulings: '裁定',
  openRuleLink: (rule) => `打开 CR ${rule}`,
  search: '搜索',
  searchFor: (name) => `搜索“${name}”`,
  copy: '复制',
  copyTitle: '复制此裁定（含日期和来源）',
  copied: '已复制',
  copyFailed: '复制失败',
  sourceLabel: { official: '官方', mtgzh: 'MTGZH', gpt: 'GPT' },
  sourceTitle: {
    official: '官方裁定与译文',
    mtgzh: '社区翻译（MTGZH）',
    gpt: '机器翻译（GPT）',
    other: (s) => `来源：${s}`,
  },
};

const confidenceHant: Record<Confidence, string> = { high: '高', medium: '中', low: '低' };

// Taiwan usage, not a character-by-character copy of the Simplified: 關鍵字, 內建, 社群,
// 檢視器, 開啟, 收合, 比對, 「」 quotes.
const zhHant: UiStrings = {
  dialogLabel: (k) => `「${k}」的裁定`,
  close: '關閉',
  langGroup: '顯示語言',
  langBoth: '雙語',
  more: (n) => `另外 ${n} 條`,
  stamp: (d) => `裁定日期截至 ${d}`,
  builtInPlus: '內建 + ',
  rulingsFrom: (p) => `裁定來自 ${p}：`,
  why: (t, c) => `比對到「${t}」（${confidenceHant[c] ?? c}可信度）`,
  ignore: '不再標記此詞',
  ignoreTitle: '不再醒目提示此關鍵字',
  noRulings: '尚無此關鍵字的裁定。',
  noOwnRulings: '尚無關於此關鍵字的裁定。',
  mentionedIn: (topics, n) => `在${topics ? topics.join('、') : '其他'}裁定中提及（${n}）`,
  mentionedMore: (n) => `……另有 ${n} 條`,
  definition: '完整規則',
  summary: '簡介',
  abilityWord: '異能提示：本身沒有規則含義。',
  openRule: (rule) => `在規則檢視器中開啟 CR ${rule}`,
  wholeRule: (rule) => `展開整條規則 ${rule}`,
  lessRule: '收合',
  ruleOmitted: (n, rule) => `……CR ${rule} 另有 ${n} 段未收錄。`,
  ruleName: (rule) => `規則 ${rule}`,
  rulings: '裁定',
  openRuleLink: (rule) => `開啟 CR ${rule}`,
  search: '搜尋',
  searchFor: (name) => `搜尋「${name}」`,
  copy: '複製',
  copyTitle: '複製此裁定（含日期與來源）',
  copied: '已複製',
  copyFailed: '複製失敗',
  sourceLabel: { official: '官方', mtgzh: 'MTGZH', gpt: 'GPT' },
  sourceTitle: {
    official: '官方裁定與譯文',
    mtgzh: '社群翻譯（MTGZH）',
    gpt: '機器翻譯（GPT）',
    other: (s) => `來源：${s}`,
  },
};

const DICTIONARIES: Record<UiLang, UiStrings> = { en, 'zh-Hans': zhHans, 'zh-Hant': zhHant };

export function stringsFor(uiLang: UiLang): UiStrings {
  return DICTIONARIES[uiLang] ?? en;
}
