// Which keywords could match a query at all. Fuse checks every name of all ~280 keywords with
// bitap (a few milliseconds a query, most of the popup's budget on the seed data); the same
// test — is the query within `threshold × length` edits of some substring of a name? — runs
// here with Myers' algorithm over the lower-cased names in a fraction of that, and Fuse then
// scores only the keywords that pass. The test is Fuse's own acceptance rule, so nothing Fuse
// would have found is dropped.
import { MAX_PATTERN, substringMatcher } from './approx-substring.ts';
import { maxEdits } from './fuse-options.ts';

export interface NameFilter {
  /** Ascending indexes of the entries with a name the query may match; null = cannot tell
   * (query longer than the matcher handles): search everything. */
  matching(query: string, threshold: number): number[] | null;
}

export function nameFilter(entries: readonly (readonly string[])[]): NameFilter {
  const names = entries.map((list) => list.map((s) => s.toLowerCase()));
  return {
    matching(query, threshold) {
      const q = query.toLowerCase();
      // Fuse splits longer patterns into 32-character chunks and averages them: not this rule.
      if (q.length > MAX_PATTERN || q.length === 0) return null;
      const k = maxEdits(q.length, threshold);
      const matcher = substringMatcher(q);
      const out: number[] = [];
      names.forEach((list, i) => {
        for (const name of list) {
          if (name.length < q.length - k) continue;
          if (name.includes(q) || (k > 0 && matcher.distance(name) <= k)) {
            out.push(i);
            return;
          }
        }
      });
      return out;
    },
  };
}
