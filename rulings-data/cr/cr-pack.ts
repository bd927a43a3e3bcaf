// Reads keyword definitions out of the bilingual Comprehensive Rules data pack.
// The pack's sentences are licensed text we may not commit: they are read at build time from a
// path the user gives (or ../shared/data/cr/), attached to the bundle, and never written to git.
import type { Definition, FullRule, KeywordEntry } from '../schema.ts';

/** One node of the CR JSON (`{chapter, en, zh, subrules}`), as the community translation ships it. */
export interface CrNode {
  chapter: string;
  en: string;
  zh: string;
  subrules?: CrNode[];
}

export interface CrPack {
  version: string;
  main: CrNode[];
}

/** Thrown when a file is not a CR pack; the message says which part is missing. */
export class CrPackError extends Error {}

/** Checks the shape of a parsed CR JSON so later lookups can trust it. */
export function validateCrPack(value: unknown, where: string): CrPack {
  if (typeof value !== 'object' || value === null) throw new CrPackError(`${where}: not a JSON object`);
  const pack = value as Partial<CrPack>;
  if (typeof pack.version !== 'string' && typeof pack.version !== 'number') {
    throw new CrPackError(`${where}: missing "version" (expected e.g. "20260417")`);
  }
  if (!Array.isArray(pack.main) || pack.main.length === 0) {
    throw new CrPackError(`${where}: missing "main" (the numbered rules tree)`);
  }
  return { version: String(pack.version), main: pack.main };
}

/** Index of every node by its chapter with the trailing dot removed (`702.35`, `702.35a`). */
export function indexRules(pack: CrPack): Map<string, CrNode> {
  const byRule = new Map<string, CrNode>();
  const stack = [...pack.main];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (typeof node?.chapter === 'string') byRule.set(node.chapter.replace(/\.$/, ''), node);
    if (Array.isArray(node?.subrules)) stack.push(...node.subrules);
  }
  return byRule;
}

// The same choice serves the build-time JSON tree (indexRules) and a CR the reader imported
// (cr-doc-definitions.ts indexDocRules): an imported CR may hold one language only, its nodes
// then carry '' for the other, and the choice reads whichever language is there (English when
// both are: the Chinese shapes below only stand in for it).

/** The node's text the choice reads: English, else Chinese. */
const choiceText = (node: CrNode) => node.en || node.zh;

// A heading node ("Madness", "Handling Triggered Abilities") carries a title, not a rule: its
// definition is the first paragraph below it (702.35a, 603.1). A rule node like 202.3 already
// is the definition.
function isHeading(node: CrNode): boolean {
  return (node.subrules?.length ?? 0) > 0 && !/[.:;”"。：；]\s*$/.test(choiceText(node).trim());
}

// Many keyword rules open with a subrule that only classifies, of the shape "<Name> is an
// evasion ability." or "<Name> is a static ability." (Flying's 702.9a, Deathtouch's 702.2a). A
// tooltip quoting it tells the reader nothing, so such sentences are set aside when choosing,
// and the first subrule that still says something is the definition (702.9b for Flying: what
// can block it). A classifying sentence: "<name> is/are a|an [kind] ability|abilities|keyword
// action[, written “…”]" and nothing more (a sentence going on with "that modifies…" or "that
// functions…" counts as classifying too: it says where the ability works, not what it does).
// (Examples here are shapes, not quotes: CR text is never committed.)
const CLASSIFYING = /^[^.“”]*?\b(?:is|are)\s+(?:an?\s+)?(?:(?:static|triggered|activated|evasion|spell|mana|linked|keyword|characteristic-defining)\s+)?(?:abilit(?:y|ies)|action|keyword action)\b(?:,?\s+(?:that|which|of|written)\b[^]*)?$/i;
// "It is written “<name> N,” …": how it is printed, not what it does.
const WRITTEN = /^It is written\b/i;
// Subrules that never define: pointers elsewhere, the "multiple instances" boilerplate, and
// variants ("“<Name> with other” is a special form of <name>.", "<Name> is a variant of …").
const NOT_A_DEFINITION = /^(?:For more information|See rule|Multiple instances of |[^.]*? is a (?:special form|variant) of )/i;

// The Chinese translation's shapes of the same sentences, for a CR imported in Chinese only:
// "<名称>属于躲避式异能。", "<名称>是静止式异能，会影响战斗的规则。", "…异能，其叙述写作“<名称>N”…"
// classify; "同一个生物上的多个
// <名称>异能并无意义。", "欲了解更多信息，参见规则…" never define.
const ZH_CLASSIFYING = /^[^。“”]*?(?:属于|是)(?:一种|一个|一项)?[^。“”，,]{0,10}?(?:异能|动作)(?:[，,](?:[^。]*?(?:规则|生效|起作用)|其?(?:叙述)?(?:写法|写作|书写)[^。]*))?$/;
const ZH_WRITTEN = /^(?:其|它的)?(?:叙述)?(?:写法|写作|书写)/;
const ZH_NOT_A_DEFINITION = /^(?:欲了解更多|关于[^。]*更多信息|参见规则|同一[^。]{0,16}?上的(?:多个|数个)[^。]*(?:并无意义|没有意义|是多余的)|[^。]*?是[^。]*?的(?:特殊形式|变体|变化))/;

/** The sentences of a rule text, without "(See rule …)" / "（参见规则…）" asides. Quotes may hold
 *  full stops (“<Name>” means “You may … .”), so a sentence ends only outside them; a Chinese
 *  full stop ends one with no space after it. */
function sentences(rule: string): string[] {
  const text = rule.replace(/\s*\((?:See|see) [^)]*\)\s*/g, ' ').replace(/\s*[（(](?:参见|见)[^）)]*[）)]\s*/g, '').trim();
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const end = i + 1 === text.length || text[i + 1] === ' ';
    if (c === '“') depth++;
    else if (c === '”') {
      depth = Math.max(0, depth - 1);
      // “Enchant [object or player].” ends its sentence with the quote.
      if (depth === 0 && end && /[.!?。！？]/.test(text[i - 1])) {
        out.push(text.slice(start, i + 1).trim());
        start = i + 1;
      }
    } else if (((c === '.' || c === '!' || c === '?') && end || c === '。' || c === '！' || c === '？') && depth === 0) {
      out.push(text.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  if (text.slice(start).trim()) out.push(text.slice(start).trim());
  return out;
}

/** True when an English rule text only says what kind of ability or action something is. */
export function onlyClassifies(en: string): boolean {
  return sentences(en).every((s) => CLASSIFYING.test(s.replace(/[.!?]$/, '')) || WRITTEN.test(s));
}

/** The same for a Chinese rule text (a CR imported in Chinese only). */
export function onlyClassifiesZh(zh: string): boolean {
  return sentences(zh).every((s) => ZH_CLASSIFYING.test(s.replace(/[。！？]$/, '')) || ZH_WRITTEN.test(s));
}

const classifies = (node: CrNode) => (node.en ? onlyClassifies(node.en) : onlyClassifiesZh(node.zh));
const neverDefines = (node: CrNode) => (node.en ? NOT_A_DEFINITION.test(node.en) : ZH_NOT_A_DEFINITION.test(node.zh));

// 207.2c (every ability word's rule) says only that ability words have no rules meaning, and
// ends with the list of all 61 of them: the tooltip says so in its own words instead (ability
// words get no definition), so the bundle does not carry 207.2c 61 times.

/** The CR paragraph that defines a keyword, or undefined when the pack has no such rule (or the
 *  keyword is an ability word, which has no rules meaning of its own). */
export function definitionFor(entry: KeywordEntry, rules: Map<string, CrNode>): Definition | undefined {
  if (entry.kind === 'ability-word') return undefined;
  const node = rules.get(entry.rule);
  if (!node) return undefined;
  const candidates = isHeading(node) ? node.subrules! : [node];
  const usable = candidates.filter((n) => n && choiceText(n));
  const target = usable.find((n) => !classifies(n) && !neverDefines(n)) ?? usable.find((n) => !classifies(n)) ?? usable[0];
  return target ? toDefinition(target) : undefined;
}

/** Most characters (English + Chinese) of a keyword's whole rule carried in the bundle: the
 *  keyword rules fit (Flying 702.9 is ~300, Ward ~700, Protection ~6,600), the concepts that
 *  are whole sections (Triggered Abilities 603: ~22,000) are cut, and say how much was left. */
export const FULL_RULE_MAX_CHARS = 4000;

/** A keyword's whole rule, for the tooltip's "whole rule" view; undefined for ability words,
 *  for a rule the pack lacks, and when the rule is its definition alone (nothing more to show). */
export function fullRuleFor(entry: KeywordEntry, rules: Map<string, CrNode>): FullRule | undefined {
  if (entry.kind === 'ability-word') return undefined;
  const node = rules.get(entry.rule);
  if (!node) return undefined;
  const nodes: CrNode[] = [];
  const walk = (n: CrNode) => {
    nodes.push(n);
    for (const sub of n.subrules ?? []) walk(sub);
  };
  if (isHeading(node)) node.subrules!.forEach(walk);
  else walk(node);
  const paragraphs: Definition[] = [];
  let used = 0;
  let omitted = 0;
  for (const n of nodes) {
    if (!n || !choiceText(n)) continue;
    const size = n.en.length + n.zh.length;
    if (omitted > 0 || (used + size > FULL_RULE_MAX_CHARS && paragraphs.length > 0)) {
      omitted++;
      continue;
    }
    used += size;
    paragraphs.push(toDefinition(n));
  }
  if (paragraphs.length < 2 && omitted === 0) return undefined;
  return omitted ? { paragraphs, omitted } : { paragraphs };
}

function toDefinition(node: CrNode): Definition {
  return { rule: node.chapter.replace(/\.$/, ''), en: node.en, zh: node.zh };
}
