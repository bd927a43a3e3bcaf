// Reads the community's bilingual CR JSON (`{version, intro, main, glossary, credits,
// translatedterms}`): `main` is a tree of `{chapter: "100.1.", en, zh, subrules?, extras?}`
// (sections, rules, subrules, lettered subrules), where `extras` holds the paragraphs under a
// rule — its "Example: …" / "例如：…" lines and the odd unnumbered paragraph — as `{en, zh}`;
// `glossary` is a list of `{enname, zhname, en, zh}`. Only `version` and `main` are required;
// `intro`, `credits` and `translatedterms` are not read (the effective date comes from
// `version`, or from the intro when `version` is missing). Texts are kept as written.
import type { CrGlossaryEntry, CrLang, CrRule } from './types.ts';
import type { CrPart, CrReport, Position } from './cr-part.ts';
import { dateOfVersion, effectiveDateIn, type EffectiveDate } from './cr-dates.ts';
import { compareRules, isRuleNumber } from './cr-rule-number.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** Where a chapter is in the JSON text, its `nth` occurrence (0: the first); 1:1 when the text
 *  is not at hand. */
export type LocateChapter = (chapter: string, nth?: number) => Position;
const nowhere: LocateChapter = () => ({ line: 1, col: 1 });

/** The JSON's effective date: "version" (YYYYMMDD), else a date line of the intro. */
function jsonDate(json: Obj): EffectiveDate | null {
  const v = typeof json.version === 'number' ? String(json.version) : text(json.version);
  const fromVersion = v ? dateOfVersion(v) : null;
  if (fromVersion) return fromVersion;
  const intro = isObj(json.intro) && Array.isArray(json.intro.contents) ? json.intro.contents : [];
  for (const p of intro) {
    const d = isObj(p) ? effectiveDateIn(text(p.en)) ?? effectiveDateIn(text(p.zh)) : null;
    if (d) return d;
  }
  return null;
}

/** The rule a node gives (null when it has no text) and the nodes under it. */
function nodeRule(node: Obj): CrRule | null {
  const number = text(node.chapter).replace(/\.$/, '');
  const rule: CrRule = { number };
  const en = text(node.en);
  const zh = text(node.zh);
  if (en) rule.en = en;
  if (zh) rule.zh = zh;
  if (!en && !zh) return null;
  const extras = Array.isArray(node.extras) ? node.extras.filter(isObj) : [];
  const exEn = extras.map((e) => text(e.en)).filter(Boolean);
  const exZh = extras.map((e) => text(e.zh)).filter(Boolean);
  if (exEn.length || exZh.length) rule.examples = { ...(exEn.length ? { en: exEn } : {}), ...(exZh.length ? { zh: exZh } : {}) };
  return rule;
}

/** Walks `main` in document order (a node, then its subrules), checking each node's shape. */
function readRules(main: unknown[], report: CrReport, locate: LocateChapter): CrRule[] {
  const rules: CrRule[] = [];
  const seen = new Set<string>();
  const occurrences = new Map<string, number>();
  const walk = (nodes: unknown[], path: string) => {
    nodes.forEach((node, i) => {
      const where = `${path}[${i}]`;
      if (!isObj(node) || typeof node.chapter !== 'string') {
        report.error(`${where} is not a rule: expected {"chapter": "100.1.", "en": …, "zh": …}`);
        return;
      }
      // Located only when reported (the locator indexes the whole text on its first question).
      const key = text(node.chapter).replace(/\.$/, '');
      const nth = occurrences.get(key) ?? 0;
      occurrences.set(key, nth + 1);
      const at = () => locate(key, nth);
      const rule = nodeRule(node);
      if (!isRuleNumber(key)) {
        report.error(`${where}: "chapter" ${JSON.stringify(node.chapter)} is not a rule number like "7.", "702.", "702.9." or "702.9b"`, at());
      } else if (!rule) {
        report.warn('empty', `rule ${node.chapter} has neither "en" nor "zh" text; skipped`, at());
      } else if (seen.has(rule.number)) {
        report.warn('duplicate', `rule ${rule.number} appears twice; the first is kept`, at());
      } else {
        const previous = rules[rules.length - 1];
        if (previous && compareRules(rule.number, previous.number) < 0) {
          report.warn('order', `rule ${rule.number} comes after ${previous.number}; the numbers are out of order`, at());
        }
        seen.add(rule.number);
        rules.push(rule);
      }
      if (Array.isArray(node.subrules)) walk(node.subrules, `${where}.subrules`);
    });
  };
  walk(main, 'main');
  return rules;
}

function readGlossary(value: unknown, report: CrReport): CrGlossaryEntry[] {
  if (!Array.isArray(value)) return [];
  const out: CrGlossaryEntry[] = [];
  value.forEach((e, i) => {
    const entry: CrGlossaryEntry = {};
    if (isObj(e)) {
      for (const [key, from] of [['en', 'enname'], ['zh', 'zhname'], ['enText', 'en'], ['zhText', 'zh']] as const) {
        if (text(e[from])) entry[key] = text(e[from]);
      }
    }
    if ((entry.en || entry.zh) && (entry.enText || entry.zhText)) out.push(entry);
    else report.warn('glossary', `glossary[${i}] has no term or no text ({"enname", "zhname", "en", "zh"}); skipped`);
  });
  return out;
}

/** Reads a parsed bilingual CR JSON; null when it has an error (reported). */
export function readCrJson(json: unknown, file: string, report: CrReport, locate: LocateChapter = nowhere): CrPart | null {
  if (!isObj(json)) {
    report.error('expected the bilingual Comprehensive Rules JSON: an object with "version" and "main"');
    return null;
  }
  if (Array.isArray(json.rulings) || isObj(json.bundle)) {
    report.error('this is a rulings pack (a rulings.json bundle), not the Comprehensive Rules: import it with the rulings packs');
    return null;
  }
  if (!Array.isArray(json.main) || json.main.length === 0) {
    report.error('no "main": the bilingual Comprehensive Rules JSON holds its numbered rules in "main", a tree of {"chapter", "en", "zh", "subrules"}');
    return null;
  }
  const date = jsonDate(json);
  if (!date) report.error('no effective date: "version" should be the date the rules take effect, as YYYYMMDD (e.g. "20260417")');
  const rules = readRules(json.main, report, locate);
  if (rules.length === 0) report.error('no rules found: every node of "main" is empty');
  const glossary = readGlossary(json.glossary, report);
  if (report.hasErrors || !date) return null;
  const langs = (['en', 'zh'] as CrLang[]).filter((lang) => rules.some((r) => r[lang]));
  return { file, kind: 'bilingual-json', langs, version: date.version, effectiveDate: date.iso, datePos: { line: 1, col: 1 }, rules, glossary, where: (n) => locate(`${n}`) };
}
