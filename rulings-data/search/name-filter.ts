// Which keywords could match a query at all. Fuse checks every name of all ~370 keywords with
// bitap (a few milliseconds a query, most of the popup's budget on the seed data); the same
// test — is the query within `threshold × length` edits of some substring of a name? — runs
// here with Myers' algorithm over the lower-cased names in a fraction of that, and Fuse then
// scores only the keywords that pass. The test is Fuse's own acceptance rule, so nothing Fuse
// would have found is dropped.
//
// The names are lower-cased on the first query, into one flat list: a list per keyword and a
// fresh string per name (toLowerCase copies even a name it leaves as it is) were most of the
// garbage a searcher made before its first result. Most names need no copy: Chinese ones, and
// English ones but for the capital of the display name.
import { MAX_PATTERN, substringMatcher } from './approx-substring.ts';
import { maxEdits } from './fuse-options.ts';

export interface NameFilter {
  /** Ascending indexes of the entries with a name the query may match; null = cannot tell
   * (query longer than the matcher handles): search everything. */
  matching(query: string, threshold: number): number[] | null;
}

/** `entries[i]`: the names of entry i, in any case. Nothing is read until the first query. */
export function nameFilter(entries: readonly (readonly string[])[]): NameFilter {
  let names: { lower: string[]; entryEnd: Int32Array } | null = null;
  return {
    matching(query, threshold) {
      const q = query.toLowerCase();
      // Fuse splits longer patterns into 32-character chunks and averages them: not this rule.
      if (q.length > MAX_PATTERN || q.length === 0) return null;
      names ??= lowerCasedNames(entries);
      const { lower, entryEnd } = names;
      const k = maxEdits(q.length, threshold);
      const matcher = substringMatcher(q);
      const out: number[] = [];
      for (let i = 0, n = 0; i < entryEnd.length; n = entryEnd[i++]) {
        for (let m = n; m < entryEnd[i]; m++) {
          const name = lower[m];
          if (name.length < q.length - k) continue;
          if (name.includes(q) || (k > 0 && matcher.distance(name) <= k)) {
            out.push(i);
            break;
          }
        }
      }
      return out;
    },
  };
}

/** Every entry's names, lower-cased, one after the other; entry i's end where entryEnd[i] says. */
function lowerCasedNames(entries: readonly (readonly string[])[]): { lower: string[]; entryEnd: Int32Array } {
  const entryEnd = new Int32Array(entries.length);
  let count = 0;
  entries.forEach((list, i) => (entryEnd[i] = count += list.length));
  // Sized once: pushing ~2,000 names grew (copied) the list a dozen times.
  const lower = new Array<string>(count);
  let n = 0;
  for (const list of entries) for (const name of list) lower[n++] = lowerCase(name);
  return { lower, entryEnd };
}

/** name.toLowerCase(), without a copy when it would change nothing: no capital A–Z, and nothing
 * outside ASCII but CJK ideographs (which have no case). Anything else goes to toLowerCase, so
 * the result is always toLowerCase's. */
export function lowerCase(name: string): string {
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if ((c >= 65 && c <= 90) || (c >= 0x80 && !(c >= 0x3400 && c <= 0x9fff))) return name.toLowerCase();
  }
  return name;
}
