// Test and bench helpers: write a CR document back as the texts readCr reads — the official
// English layout (MagicCompRules YYYYMMDD.txt) and the Chinese translation's layout — so tests
// build their CR files in memory, from made-up rules or from the real JSON read at run time
// (CR text is never committed).
import type { CrDoc } from './types.ts';
import { isSection, parentRule } from './cr-rule-number.ts';

export interface CrTextOptions {
  /** Line end (default '\n'). */
  eol?: '\n' | '\r\n' | '\r';
  /** Start with a UTF-8 BOM (default false). */
  bom?: boolean;
  /** Write the contents list (default true). */
  contents?: boolean;
  /** Chinese glossary term lines: `撤废（Abandon）` (default), `撤废 Abandon` or `撤废`. */
  zhTerms?: 'paren' | 'space' | 'bare';
}

type Doc = Pick<CrDoc, 'effectiveDate' | 'rules' | 'glossary'>;
type Lang = 'en' | 'zh';

const WORDS: Record<Lang, { title: string; date: (iso: string) => string; intro: string; contents: string; glossary: string; credits: string; creditsText: string }> = {
  en: {
    title: 'Magic: The Gathering Comprehensive Rules',
    date: (iso) => {
      const [y, m, d] = iso.split('-').map(Number);
      const month = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][m - 1];
      return `These rules are effective as of ${month} ${d}, ${y}.`;
    },
    intro: 'Introduction',
    contents: 'Contents',
    glossary: 'Glossary',
    credits: 'Credits',
    creditsText: 'Made-up credits line for a test.',
  },
  zh: {
    title: '万智牌完整规则',
    date: (iso) => {
      const [y, m, d] = iso.split('-').map(Number);
      return `本规则自${y}年${m}月${d}日起生效。`;
    },
    intro: '引言',
    contents: '目录',
    glossary: '词汇表',
    credits: '制作人员',
    creditsText: '测试用的虚构制作人员。',
  },
};

/** A rule's line as the CR writes it: `1. Title`, `100. Title`, `100.1. Text`, `100.1a Text`. */
function ruleLine(number: string, text: string): string {
  return /[a-z]$/.test(number) ? `${number} ${text}` : `${number}. ${text}`;
}

function termLine(term: { en?: string; zh?: string }, style: CrTextOptions['zhTerms']): string {
  const zh = term.zh ?? '';
  if (!term.en || style === 'bare') return zh;
  return style === 'space' ? `${zh} ${term.en}` : `${zh}（${term.en}）`;
}

/** The text of a CR document in one language (rules without text in it are left out). */
export function crText(doc: Doc, lang: Lang, options: CrTextOptions = {}): string {
  const w = WORDS[lang];
  const rules = doc.rules.filter((r) => r[lang]);
  const headings = rules.filter((r) => isSection(r.number) || /^\d{3}$/.test(r.number));
  const lines: string[] = [w.title, '', w.date(doc.effectiveDate), '', w.intro, '', lang === 'en' ? 'A made-up introduction.' : '虚构的引言。', ''];
  if (options.contents ?? true) lines.push(w.contents, '', ...headings.map((r) => ruleLine(r.number, r[lang]!)), w.glossary, w.credits, '');
  for (const r of rules) {
    lines.push(ruleLine(r.number, r[lang]!), '');
    for (const ex of r.examples?.[lang] ?? []) lines.push(ex, '');
  }
  lines.push(w.glossary, '');
  for (const g of doc.glossary) {
    const text = lang === 'en' ? g.enText : g.zhText;
    if (!text) continue;
    lines.push(lang === 'en' ? g.en! : termLine(g, options.zhTerms ?? 'paren'), ...text.split('\n'), '');
  }
  lines.push(w.credits, '', w.creditsText, '');
  return (options.bom ? '\ufeff' : '') + lines.join(options.eol ?? '\n');
}

interface JsonNode {
  chapter: string;
  en: string;
  zh: string;
  subrules?: JsonNode[];
  extras?: Array<{ en: string; zh: string }>;
}

/** The bilingual JSON of a CR document, shaped as the community ships it (`main` a tree of
 *  `{chapter: "100.1.", en, zh, subrules, extras}`, lettered subrules without the dot). */
export function crJson(doc: Doc & Pick<CrDoc, 'version'>): object {
  const main: JsonNode[] = [];
  const nodes = new Map<string, JsonNode>();
  for (const r of doc.rules) {
    const node: JsonNode = { chapter: /[a-z]$/.test(r.number) ? r.number : `${r.number}.`, en: r.en ?? '', zh: r.zh ?? '' };
    const ex = r.examples;
    if (ex) node.extras = Array.from({ length: Math.max(ex.en?.length ?? 0, ex.zh?.length ?? 0) }, (_, i) => ({ en: ex.en?.[i] ?? '', zh: ex.zh?.[i] ?? '' }));
    nodes.set(r.number, node);
    const parent = nodes.get(parentRule(r.number) ?? '');
    if (parent) (parent.subrules ??= []).push(node);
    else main.push(node);
  }
  const glossary = doc.glossary.map((g) => ({ enname: g.en ?? '', zhname: g.zh ?? '', en: g.enText ?? '', zh: g.zhText ?? '' }));
  return { version: doc.version, intro: { contents: [] }, main, glossary, credits: { contents: [] }, translatedterms: {} };
}

/** A tiny made-up bilingual CR document (invented sentences of the CR's shapes). */
export function tinyCr(): Doc & Pick<CrDoc, 'version'> {
  return {
    version: '20260417',
    effectiveDate: '2026-04-17',
    rules: [
      { number: '1', en: 'Game Ideas', zh: '游戏概念' },
      { number: '100', en: 'Basics', zh: '基础' },
      { number: '100.1', en: 'These made-up rules are for tests.', zh: '这些虚构的规则用于测试。' },
      { number: '100.1a', en: 'A two-seat game has two seats.', zh: '双座游戏有两个座位。', examples: { en: ['Example: Two seats, one table.'], zh: ['例如：两个座位，一张桌子。'] } },
      { number: '100.1b', en: 'A many-seat game has more.', zh: '多座游戏有更多座位。' },
      { number: '7', en: 'More Ideas', zh: '更多概念' },
      { number: '702', en: 'Keyword Things', zh: '关键字事物' },
      { number: '702.9', en: 'Flying', zh: '飞行' },
      { number: '702.9a', en: 'Flying is an evasion ability.', zh: '飞行是躲避异能。' },
      { number: '702.9b', en: 'A flier can be blocked only by fliers and reachers. (See rule 509.)', zh: '飞行者只能被飞行者与延势者阻挡。（参见规则509。）' },
      { number: '702.9c', en: 'Multiple instances of flying on the same creature are redundant.', zh: '同一个生物上的多个飞行异能并无意义。' },
    ],
    glossary: [
      { en: 'Abandon', zh: '撤废', enText: 'To put a made-up card away.', zhText: '将一张虚构的牌收起。' },
      { en: 'Ability', zh: '异能', enText: '1. Made-up text on an object.\n2. A made-up thing on the stack.', zhText: '1. 物件上的虚构文字。\n2. 堆叠上的虚构事物。' },
    ],
  };
}
