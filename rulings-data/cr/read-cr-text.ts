// Reads a Comprehensive Rules text, English as Wizards publishes it (MagicCompRules YYYYMMDD.txt)
// or the community's Simplified-Chinese translation: both have the same layout, so one reader
// takes both and tells the language from the rules' text. The layout:
//   a title, the effective-date line (cr-dates.ts), an introduction      (skipped)
//   "Contents" / "目录" and a list of section and rule headings          (skipped, see bodyStart)
//   the body: "1. Game Concepts", "100. General", "100.1. Text", "100.1a Text" (cr-rule-number.ts),
//     each rule followed by its "Example: …" / "例如：…" lines and any other unnumbered
//     paragraph, all kept in order as the rule's examples (the bilingual JSON's "extras")
//   "Glossary" / "词汇表" / "术语表" and its entries (cr-glossary-text.ts)
//   "Credits" / "制作人员" / "鸣谢" / "版权信息"                            (skipped)
// Numbering is checked loosely: a number out of order or repeated is a warning (the first of a
// repeat is kept); a line that starts like a number but is none is an error (the file is damaged).
import type { CrRule } from './types.ts';
import { CrReport, type CrPart, type Position } from './cr-part.ts';
import { effectiveDateIn } from './cr-dates.ts';
import { compareRules, isSection, numberedLine } from './cr-rule-number.ts';
import { readGlossaryLines } from './cr-glossary-text.ts';
import { isContentsHeading, isCreditsHeading, isGlossaryHeading, mostlyChinese, textLines, type TextLine } from './cr-text-lines.ts';
import { snippet } from '../parser/text-script.ts';

const isSubrule = (number: string) => number.includes('.');

/**
 * Index of the body's first line. The contents list repeats the body's headings ("1. Game
 * Concepts", "100. General"… "Glossary", "Credits"), so it must not be read as rules: it runs
 * from the first numbered line to the next line equal to it, as long as no subrule (100.1)
 * comes between. Without such a repeat the first numbered line starts the body; under a
 * "Contents" heading whose first entry does not come back, the body starts after the list's
 * "Credits" entry.
 */
function bodyStart(lines: readonly TextLine[]): number {
  const contents = lines.findIndex((l) => isContentsHeading(l.text));
  let first = -1;
  for (let i = contents + 1; i < lines.length && first < 0; i++) {
    const n = numberedLine(lines[i].text);
    if (n && n !== 'garbled') first = i;
  }
  if (first < 0) return lines.length;
  let credits = -1;
  for (let j = first + 1; j < lines.length; j++) {
    const t = lines[j].text;
    if (t === lines[first].text) return j;
    if (credits < 0 && isCreditsHeading(t)) credits = j;
    const n = numberedLine(t);
    if (n && n !== 'garbled' && isSubrule(n.number)) break;
  }
  return contents >= 0 && credits > first ? credits + 1 : first;
}

/** What a garbled number line should have been, for its error. */
function garbledMessage(text: string): string {
  const head = /^\S+/.exec(text)![0];
  if (text === head && /^\d{1,3}(?:\.\d{1,3}[a-z]?)?\.?$/.test(head)) return `rule ${head.replace(/\.$/, '')} has no text`;
  return `garbled rule number "${snippet(head, 16)}": a rule line starts with a section (7.), a rule (702.), a subrule (702.9.) or a lettered subrule (702.9b), then its text`;
}

interface BodyRule {
  number: string;
  text: string;
  examples: string[];
}

interface Body {
  rules: BodyRule[];
  positions: Map<string, Position>;
  /** Index of the glossary heading and of the credits heading (lines.length when absent). */
  glossary: number;
  credits: number;
}

/** Reads the numbered rules and their examples, up to the glossary or credits heading. */
function readBody(lines: readonly TextLine[], start: number, report: CrReport): Body {
  const rules: BodyRule[] = [];
  const positions = new Map<string, Position>();
  // The rule unnumbered lines attach to; `skipping` after a repeated number (its lines go too).
  let current: BodyRule | 'skipping' | null = null;
  let i = start;
  for (; i < lines.length; i++) {
    const l = lines[i];
    if (!l.text) continue;
    if (isGlossaryHeading(l.text) || isCreditsHeading(l.text)) break;
    const n = numberedLine(l.text);
    if (n === 'garbled') {
      report.error(garbledMessage(l.text), l);
      current = null;
    } else if (n) {
      current = null;
      const first = positions.get(n.number);
      if (first) {
        report.warn('duplicate', `rule ${n.number} appears twice (first on line ${first.line}); this one and its examples are skipped`, l);
        current = 'skipping';
        continue;
      }
      const previous = rules[rules.length - 1];
      if (previous && compareRules(n.number, previous.number) < 0) {
        report.warn('order', `rule ${n.number} comes after ${previous.number}; the numbers are out of order`, l);
      }
      current = { number: n.number, text: n.text, examples: [] };
      rules.push(current);
      positions.set(n.number, { line: l.line, col: l.col });
    } else if (current === 'skipping') {
      continue;
    } else if (current && !isSection(current.number)) {
      current.examples.push(l.text);
    } else {
      report.warn('unknown-line', `line skipped: "${snippet(l.text)}" is not a rule, an example under a rule, or a heading`, l);
    }
  }
  const glossary = i < lines.length && isGlossaryHeading(lines[i].text) ? i : lines.length;
  let credits = i;
  while (credits < lines.length && !isCreditsHeading(lines[credits].text)) credits++;
  return { rules, positions, glossary, credits };
}

/** A one-language CrRule from a body rule. */
function toRule(r: BodyRule, lang: 'en' | 'zh'): CrRule {
  const rule: CrRule = { number: r.number, [lang]: r.text };
  if (r.examples.length) rule.examples = { [lang]: r.examples };
  return rule;
}

const RULINGS_PACK = /^\s*单卡释疑\s*$|^\s*•\s*[(（]\s*\d{4}-\d{2}-\d{2}/m;

/** Reads one CR text; null when it has an error (reported). */
export function readCrText(text: string, file: string, report: CrReport): CrPart | null {
  const lines = textLines(text);
  const body = readBody(lines, bodyStart(lines), report);
  if (body.rules.length === 0) {
    report.error(RULINGS_PACK.test(text)
      ? 'this is a rulings pack (单卡释疑 bullets), not the Comprehensive Rules: import it with the rulings packs'
      : 'no rules found: a Comprehensive Rules text has numbered lines like "100.1. …" and "100.1a …"');
    return null;
  }
  const dateLine = lines.find((l) => effectiveDateIn(l.text));
  if (!dateLine) {
    report.error('no effective date: expected a line like "These rules are effective as of April 17, 2026." or "本规则自2026年4月17日起生效。"');
    return null;
  }
  const date = effectiveDateIn(dateLine.text)!;
  const lang = mostlyChinese(body.rules.map((r) => r.text)) ? 'zh' : 'en';
  const glossaryLines = body.glossary < body.credits ? lines.slice(body.glossary + 1, body.credits) : [];
  const glossary = readGlossaryLines(glossaryLines, lang, report);
  if (report.hasErrors) return null;
  return {
    file,
    kind: lang === 'en' ? 'official-txt' : 'zh-txt',
    langs: [lang],
    version: date.version,
    effectiveDate: date.iso,
    datePos: { line: dateLine.line, col: dateLine.col },
    rules: body.rules.map((r) => toRule(r, lang)),
    glossary,
    where: (number) => body.positions.get(number) ?? { line: 1, col: 1 },
  };
}
