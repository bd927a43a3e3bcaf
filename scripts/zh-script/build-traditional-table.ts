// Builds the Simplified → Traditional (Taiwan) table the tooltip converts Chinese names and
// rulings through on Traditional pages: rulings-data/zh/zh-traditional-table.ts.
//
// From OpenCC through opencc-js (a devDependency; OpenCC's data is Apache-2.0), the cn → tw
// conversion: STPhrases + STCharacters, then TWVariants. Characters and regional variants only,
// no Taiwan vocabulary (cn → twp would turn 循环 "loop" into 迴圈: another text, not the same
// text in other characters; the official Traditional card text is character-converted too).
//
// Kept small, as it loads with the tooltip: characters are those of the committed data (seed
// rulings, keyword names, summaries) plus GB 2312's level-1 hanzi (the 3,755 most common, what
// an imported pack or a CR mostly uses), and only the ones that change. Phrases are OpenCC's
// where converting character by character would pick the wrong Traditional form (头发 → 頭髮,
// not 頭發), but only phrases that occur in the committed data: elsewhere a one-to-many
// character gets its most common form.
import * as OpenCC from 'opencc-js';
import { KEYWORDS } from '../../rulings-data/keywords/index.ts';
import { KEYWORD_SUMMARIES } from '../../rulings-data/keywords/summaries.ts';
import { loadSeeds } from '../../rulings-data/parser/seed-fixtures.ts';
import { convertWith, phraseLookup } from '../../rulings-data/zh/zh-traditional.ts';

/** The table as the generated module writes it (see rulings-data/zh/zh-traditional.ts). */
export interface TraditionalTable {
  /** FROM[i] (a Simplified character, by code point) is written TO[i] in Traditional. */
  from: string;
  to: string;
  /** "simplified traditional" pairs of whole phrases, longest first within one start. */
  phrases: Array<[string, string]>;
}

/** GB 2312 level 1 (rows 0xB0–0xD7): the 3,755 most common hanzi, through the WHATWG decoder. */
function gb2312Level1(): Set<string> {
  const decoder = new TextDecoder('gb2312');
  const out = new Set<string>();
  for (let a = 0xb0; a <= 0xd7; a++) {
    for (let b = 0xa1; b <= 0xfe; b++) {
      const c = decoder.decode(new Uint8Array([a, b]));
      if ([...c].length === 1 && c !== '\ufffd') out.add(c);
    }
  }
  return out;
}

/** The entries of one of opencc-js's dictionaries ("a b|c d"): [from, to] with the first
 *  candidate (opencc-js keeps only that one). */
function entries(dict: unknown, name: string): Array<[string, string]> {
  if (typeof dict !== 'string') throw new Error(`zh-traditional table: opencc-js has no ${name} dictionary (got ${typeof dict})`);
  return dict
    .split('|')
    .map((e) => e.split(' '))
    .filter((p): p is [string, string] => p.length >= 2 && p[0] !== '' && p[1] !== '')
    .map((p) => [p[0], p[1]]);
}

/** Every Chinese text of the committed data: seed rulings, keyword names, summaries. */
export function committedChineseTexts(): string[] {
  const texts = loadSeeds().map((s) => s.text);
  for (const k of KEYWORDS) texts.push(...k.zhHans);
  for (const s of Object.values(KEYWORD_SUMMARIES)) texts.push(s.zh);
  return texts;
}

const isHan = (c: string) => /\p{Script=Han}/u.test(c);

export function buildTraditionalTable(texts: readonly string[] = committedChineseTexts()): TraditionalTable {
  const [stPhrases, stChars] = OpenCC.Locale.from.cn?.[0] ?? [];
  const [twPhrases, twChars] = OpenCC.Locale.to.tw?.[0] ?? [];
  const st = new Map(entries(stChars, 'STCharacters'));
  const tw = new Map(entries(twChars, 'TWVariants'));
  const full = OpenCC.Converter({ from: 'cn', to: 'tw' });
  // TWVariants phrases are a handful of names (張棟樑…): the phrase check below covers them.
  void twPhrases;

  const wanted = gb2312Level1();
  for (const t of texts) for (const c of t) if (isHan(c)) wanted.add(c);
  const chars = new Map<string, string>();
  for (const c of wanted) {
    const t = st.get(c) ?? c;
    const out = tw.get(t) ?? t;
    if (out !== c) chars.set(c, out);
  }
  const all = texts.join('\n');
  const byChar = (s: string) => [...s].map((c) => chars.get(c) ?? c).join('');

  // A phrase is kept when the data holds it and its OpenCC form is not what the characters give;
  // then, text by text, every phrase the text holds while our conversion of it still differs
  // from OpenCC's: a phrase converted alike may still be needed to stop a wrong one matching
  // across a word boundary (触发式: 触发 keeps 发式 → 髮式 "hairstyle" from applying).
  const inData = entries(stPhrases, 'STPhrases').filter(([s]) => all.includes(s));
  const kept = new Map(inData.filter(([s]) => full(s) !== byChar(s)).map(([s]) => [s, full(s)]));
  for (const text of texts) {
    const convert = (t: string) => convertWith({ chars, phrases: phraseLookup([...kept]) }, t);
    if (convert(text) === full(text)) continue;
    for (const [s] of inData) if (text.includes(s)) kept.set(s, full(s));
  }
  const phrases = [...kept];
  phrases.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const pairs = [...chars].sort((a, b) => a[0].codePointAt(0)! - b[0].codePointAt(0)!);
  return { from: pairs.map((p) => p[0]).join(''), to: pairs.map((p) => p[1]).join(''), phrases };
}

/** The generated module's text. */
export function serializeTraditionalTable(table: TraditionalTable): string {
  return `// GENERATED by scripts/generate-zh-traditional-table.ts from OpenCC's cn → tw tables (opencc-js;
// OpenCC data: Apache License 2.0, https://github.com/BYVoid/OpenCC). Do not edit: regenerate.
// ZH_HANT_FROM's n-th character (code point) is written ZH_HANT_TO's n-th in Traditional;
// ZH_HANT_PHRASES: "simplified traditional" pairs joined by "|". See zh-traditional.ts.
export const ZH_HANT_FROM = ${JSON.stringify(table.from)};
export const ZH_HANT_TO = ${JSON.stringify(table.to)};
export const ZH_HANT_PHRASES = ${JSON.stringify(table.phrases.map((p) => p.join(' ')).join('|'))};
`;
}
