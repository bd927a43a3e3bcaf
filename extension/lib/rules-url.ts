// The rules viewer's address, built and read in one place: `rules.html#702.9b` opens a rule
// (tooltips, the popup), `rules.html?q=…` opens a search (the popup's "Search the rules for …").
export const RULES_PATH = '/rules.html';
export const MAX_RULES_QUERY = 200;

/** A CR rule number as a tooltip or the popup names it: 1, 100, 702.9, 702.9b. */
export const RULE_NUMBER_RE = /^\d{1,3}(?:\.\d{1,3}[a-z]?)?$/;

/** The query a rule number was typed as ("702.9b", "CR 702.9b", "rule 702.9b."), or null. */
export function ruleNumberIn(query: string): string | null {
  const m = /^\s*(?:(?:cr|rule)\s*)?(\d{3}(?:\.\d{1,3}[a-z]?)?)\.?\s*$/i.exec(query);
  return m ? m[1].toLowerCase() : null;
}

/** The viewer at a rule (`#702.9b`) or, given a query, with that search open. */
export function rulesUrl(at: { rule: string } | { query: string }): string {
  if ('rule' in at) return `${RULES_PATH}#${at.rule}`;
  const q = at.query.replace(/\s+/g, ' ').trim().slice(0, MAX_RULES_QUERY);
  return `${RULES_PATH}?${new URLSearchParams({ q })}`;
}

/** The search the viewer opens with (`?q=`), '' when none. */
export function readRulesQuery(search: string): string {
  return (new URLSearchParams(search).get('q') ?? '').slice(0, MAX_RULES_QUERY);
}
