// Reads keyword NAMES (never rules text) out of the bilingual Comprehensive Rules JSON.
// Shape: { version, main: Node[] }, Node = { chapter, en, zh, subrules?: Node[] }. Keyword
// actions are the headings 701.2.–701.N., keyword abilities 702.2.–702.M. (701.1/702.1 are
// introductory sentences, not names).

import type { KeywordKind } from '../../rulings-data/schema.ts';

export interface CrKeywordName {
  kind: Extract<KeywordKind, 'keyword-action' | 'keyword-ability'>;
  /** `702.35` (no trailing dot). */
  rule: string;
  en: string;
  zh: string;
}

interface CrNode {
  chapter: string;
  en?: unknown;
  zh?: unknown;
  subrules?: unknown;
}

/** A real name is short and is not a sentence; anything else means the JSON moved. */
const MAX_NAME_LENGTH = 40;

function fail(where: string, why: string): never {
  throw new Error(`CR ${where}: ${why}`);
}

function* walk(nodes: unknown, where: string): Generator<CrNode> {
  if (!Array.isArray(nodes)) fail(where, 'expected an array of rule nodes');
  for (const [i, node] of nodes.entries()) {
    const at = `${where}[${i}]`;
    if (typeof node !== 'object' || node === null || typeof (node as CrNode).chapter !== 'string') {
      fail(at, 'rule node without a string "chapter"');
    }
    const n = node as CrNode;
    yield n;
    if (n.subrules !== undefined) yield* walk(n.subrules, `${at} (${n.chapter}).subrules`);
  }
}

function mainOf(cr: unknown, source: string): unknown {
  if (typeof cr !== 'object' || cr === null || !('main' in cr)) {
    fail(source, 'not a CR JSON file (no "main" key)');
  }
  return (cr as { main: unknown }).main;
}

/** Every chapter number in the CR (`"702.35."`, `"601.2f"`), to check hand-written rule refs. */
export function crChapters(cr: unknown, source = 'input'): Set<string> {
  return new Set([...walk(mainOf(cr, source), `${source} main`)].map((n) => n.chapter));
}

/** `"702.35"` → `"702.35."`, `"601.2f"` → `"601.2f"`: how the JSON spells a rule number. */
export function chapterKey(rule: string): string {
  return /\d$/.test(rule) ? `${rule}.` : rule;
}

function checkName(value: unknown, chapter: string, lang: string, source: string): string {
  if (typeof value !== 'string' || value.trim() === '') fail(source, `${chapter} has no ${lang} name`);
  const name = value.trim();
  if (name.length > MAX_NAME_LENGTH || /[.。]\s/.test(name) || /[.。]$/.test(name)) {
    fail(source, `${chapter} ${lang} "${name.slice(0, 50)}…" looks like a sentence, not a keyword name`);
  }
  return name;
}

/**
 * The keyword names in rule order. Throws (naming the file and the rule) on a missing name,
 * a sentence where a name should be, a duplicate heading or a gap in the numbering.
 */
export function readKeywordNames(cr: unknown, source = 'input'): CrKeywordName[] {
  const found = new Map<string, CrKeywordName>();
  for (const node of walk(mainOf(cr, source), `${source} main`)) {
    const m = /^(70[12])\.(\d+)\.$/.exec(node.chapter);
    if (!m || Number(m[2]) < 2) continue;
    const rule = node.chapter.slice(0, -1);
    if (found.has(rule)) fail(source, `${node.chapter} appears twice`);
    found.set(rule, {
      kind: m[1] === '701' ? 'keyword-action' : 'keyword-ability',
      rule,
      en: checkName(node.en, node.chapter, 'en', source),
      zh: checkName(node.zh, node.chapter, 'zh', source),
    });
  }
  for (const section of ['701', '702']) {
    const numbers = [...found.keys()].filter((r) => r.startsWith(`${section}.`)).map((r) => Number(r.split('.')[1]));
    if (numbers.length === 0) fail(source, `no ${section}.N. keyword headings found`);
    const max = Math.max(...numbers);
    for (let n = 2; n <= max; n++) {
      if (!found.has(`${section}.${n}`)) fail(source, `${section}.${n}. is missing (numbering has a gap)`);
    }
  }
  return [...found.values()].sort((a, b) => compareRules(a.rule, b.rule));
}

/** Numeric order for rule numbers: 701.9 < 701.10 < 702.2; 118.8 < 118.9 < 601.2f. */
export function compareRules(a: string, b: string): number {
  const pa = a.split('.');
  const pb = b.split('.');
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i];
    const y = pb[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    const d = Number.parseInt(x, 10) - Number.parseInt(y, 10);
    if (d !== 0) return d;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}
