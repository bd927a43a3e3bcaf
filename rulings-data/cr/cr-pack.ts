// Reads keyword definitions out of the bilingual Comprehensive Rules data pack.
// The pack's sentences are licensed text we may not commit: they are read at build time from a
// path the user gives (or ../shared/data/cr/), attached to the bundle, and never written to git.
import type { Definition, KeywordEntry } from '../schema.ts';

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

// A heading node ("Madness", "Handling Triggered Abilities") carries a title, not a rule: its
// definition is the first paragraph below it (702.35a, 603.1). A rule node like 202.3 already
// is the definition.
function isHeading(node: CrNode): boolean {
  return (node.subrules?.length ?? 0) > 0 && !/[.:;”"]\s*$/.test(node.en.trim());
}

// 207.2c (every ability word's rule) ends with the list of all 61 ability words. Under each of
// them it would tell the reader nothing about the word at hand and add ~2 KB × 61 to the
// bundle, so ability words get the paragraph without the list ("…no special rules meaning").
const ABILITY_WORD_LIST = { en: /\s*The ability words are [^]*$/, zh: /异能提示包括[^]*$/ };

/** The CR paragraph that defines a keyword, or undefined when the pack has no such rule. */
export function definitionFor(entry: KeywordEntry, rules: Map<string, CrNode>): Definition | undefined {
  const node = rules.get(entry.rule);
  if (!node) return undefined;
  const target = isHeading(node) ? node.subrules![0] : node;
  if (!target?.en || !target.zh) return undefined;
  const rule = target.chapter.replace(/\.$/, '');
  if (entry.kind !== 'ability-word') return { rule, en: target.en, zh: target.zh };
  const en = target.en.replace(ABILITY_WORD_LIST.en, '').trim();
  const zh = target.zh.replace(ABILITY_WORD_LIST.zh, '').trim();
  return en && zh ? { rule, en, zh } : undefined;
}
