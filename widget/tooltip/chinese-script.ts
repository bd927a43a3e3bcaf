// Simplified or Traditional characters for one tooltip, and the tooltip data rewritten in
// Traditional. The data always comes in Simplified (the bundle and the packs store it so); a
// reader on a Traditional page (an element tagged zh-Hant / zh-TW / zh-HK / zh-MO, or a matched
// word written in Traditional, 偽裝) or who chose Traditional sees names and rulings converted
// on the fly, and the header shows the word as matched on the page, not our Simplified name.
// The converter and its table (rulings-data/zh/zh-traditional.ts, ~7 KB gzip) are import()ed
// the first time Traditional is wanted, never before.
import { uiLangForLocale } from '../config/ui-locale.ts';
import type { Anchor, ChineseScript, MatchInfo, TooltipData, TooltipKeyword, TooltipRuling } from '../contracts.ts';

export type Script = 'zh-Hans' | 'zh-Hant';

/** A BCP 47 tag that says Traditional: a Hant script or a TW / HK / MO region. */
export function isTraditionalTag(tag: string | null | undefined): boolean {
  return uiLangForLocale(tag) === 'zh-Hant';
}

/** The language of the element the anchor sits in (a Range's start; else the document's). */
export function anchorLang(anchor: Anchor, doc: Document): string {
  const node = (anchor as Partial<Range>).startContainer;
  const el = node ? (node.nodeType === 1 ? (node as Element) : node.parentElement) : null;
  const tagged = el?.closest('[lang]');
  return tagged?.getAttribute('lang') ?? doc.documentElement.getAttribute('lang') ?? '';
}

const HAN = /\p{Script=Han}/u;

/**
 * What the tooltip should show: 'traditional' / 'simplified' as chosen; 'auto': Traditional on a
 * Traditional-tagged element, or when the matched word is Chinese but not the keyword's
 * Simplified name and `isTraditional` (the converter's check, once loaded) says so. Returns
 * 'maybe' when only the converter can tell (a Chinese match on an untagged page).
 */
export function scriptFor(choice: ChineseScript, lang: string, info: MatchInfo, keyword: TooltipKeyword): Script | 'maybe' {
  if (choice === 'traditional') return 'zh-Hant';
  if (choice === 'simplified') return 'zh-Hans';
  if (isTraditionalTag(lang)) return 'zh-Hant';
  if (!HAN.test(info.text) || info.text === keyword.zhHans) return 'zh-Hans';
  if (keyword.zhHant && keyword.zhHant !== keyword.zhHans && info.text === keyword.zhHant) return 'zh-Hant';
  return 'maybe';
}

export interface Converter {
  toTraditional(text: string): string;
  hasTraditionalChars(text: string): boolean;
}

let loading: Promise<Converter> | null = null;

/** The converter module, import()ed once (forgotten on failure, so the next tooltip retries). */
export function loadConverter(): Promise<Converter> {
  return (loading ??= import('../../rulings-data/zh/zh-traditional.ts').catch((err: unknown) => {
    loading = null;
    throw err;
  }));
}

/** The keyword's Chinese name as the header shows it in Traditional: the matched word when it is
 *  one of its Chinese forms (偽裝 as hovered), else the table's Traditional name, else converted. */
function traditionalName(keyword: TooltipKeyword, info: MatchInfo, c: Converter): string {
  if (!keyword.zhHans) return '';
  const name = keyword.zhHant && keyword.zhHant !== keyword.zhHans ? keyword.zhHant : c.toTraditional(keyword.zhHans);
  const matched = info.text.trim();
  return HAN.test(matched) && c.toTraditional(matched) === c.toTraditional(keyword.zhHans) ? matched : name;
}

/** The tooltip data with every Chinese text in Traditional (the English untouched). */
export function traditionalData(data: TooltipData, info: MatchInfo, c: Converter): TooltipData {
  const t = (s: string) => c.toTraditional(s);
  const ruling = (r: TooltipRuling): TooltipRuling => ({ ...r, zh: t(r.zh) });
  const para = <P extends { zh: string }>(p: P): P => ({ ...p, zh: t(p.zh) });
  const k = data.keyword;
  const zh = traditionalName(k, info, c);
  // zhHans is the field the components show as the Chinese name: it carries the Traditional one
  // here (the data is a view for this one tooltip, never stored).
  const keyword: TooltipKeyword = {
    ...k,
    zhHans: zh,
    zhHant: zh,
    summary: k.summary && para(k.summary),
    definitions: k.definitions?.map(para),
    fullRule: k.fullRule && { ...k.fullRule, paragraphs: k.fullRule.paragraphs.map(para) },
  };
  return {
    ...data,
    keyword,
    rulings: data.rulings.map(ruling),
    mentioned: data.mentioned?.map(ruling),
    mentionedIn: data.mentionedIn?.map((m) => ({ ...m, zhHans: t(m.zhHans) })),
  };
}
