// Keyword definitions from a CR the reader imported (read-cr.ts): the document's flat rule list
// is turned into the tree the build-time CR JSON has (cr-pack.ts CrNode), so both go through the
// one choice of definitionFor / fullRuleFor. A language the document lacks is '' on its nodes
// (Definition has both strings): the tooltips show only the language that is there.
import type { Bundle, BundleKeyword } from '../schema.ts';
import type { CrDoc } from './types.ts';
import { definitionFor, fullRuleFor, type CrNode } from './cr-pack.ts';
import { parentRule } from './cr-rule-number.ts';

/** Every rule of the document by number, each node holding the rules under it in order. */
export function indexDocRules(doc: Pick<CrDoc, 'rules'>): Map<string, CrNode> {
  const byRule = new Map<string, CrNode>();
  for (const rule of doc.rules) {
    const node: CrNode = { chapter: rule.number, en: rule.en ?? '', zh: rule.zh ?? '' };
    byRule.set(rule.number, node);
    // Under the nearest rule above it that the document has (a missing 702.9 leaves 702.9a
    // under 702); a rule whose parents are all missing stands alone, still found by number.
    let parent = parentRule(rule.number);
    while (parent && !byRule.has(parent)) parent = parentRule(parent);
    const above = parent ? byRule.get(parent) : undefined;
    if (above) (above.subrules ??= []).push(node);
  }
  return byRule;
}

/** The keyword with its definition and whole rule from these rules, or without them when the
 *  rules have none (an old definition never outlives the CR it came from). */
function withDefinition(keyword: BundleKeyword, rules: Map<string, CrNode>): BundleKeyword {
  const { definitions: _oldDefinitions, fullRule: _oldFullRule, ...rest } = keyword;
  const out: BundleKeyword = rest;
  const def = definitionFor(keyword, rules);
  if (def) out.definitions = [def];
  const full = fullRuleFor(keyword, rules);
  if (full) out.fullRule = full;
  return out;
}

/** The bundle with every keyword's `definitions` and `fullRule` computed from the document (any it
 *  carried are replaced), and crVersion (and the data version's `cr`) = doc.version. */
export function withCrDefinitions(bundle: Bundle, doc: CrDoc): Bundle {
  const rules = indexDocRules(doc);
  const out: Bundle = { ...bundle, crVersion: doc.version, keywords: bundle.keywords.map((k) => withDefinition(k, rules)) };
  if (bundle.dataVersion) out.dataVersion = { ...bundle.dataVersion, cr: doc.version };
  return out;
}
