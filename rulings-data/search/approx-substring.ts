// Approximate substring distance: the fewest edits (insert, delete, substitute one character)
// that turn `pattern` into some substring of a word. This is what Fuse's bitap accepts as a
// match (errors / pattern length ≤ threshold, the match may start anywhere), so the prefilter
// can ask "would Fuse match this query word inside this vocabulary word?" without Fuse.
//
// Myers' bit-parallel algorithm (1999), search variant (no penalty for where the match starts):
// one pass over the word, a handful of 32-bit operations per character. Patterns are at most
// 31 characters; longer query words are cut (see MAX_PATTERN).

export const MAX_PATTERN = 31;

export interface SubstringMatcher {
  readonly pattern: string;
  /** Fewest edits to turn the pattern into a substring of `text`; stops early at 0. */
  distance(text: string): number;
}

/** `pattern` is used as given (callers lower-case both sides). */
export function substringMatcher(pattern: string): SubstringMatcher {
  const p = pattern.length > MAX_PATTERN ? pattern.slice(0, MAX_PATTERN) : pattern;
  const m = p.length;
  // Peq: for each character, the bit set of the pattern positions holding it. Latin text is
  // mostly ASCII, so a flat array; anything else goes through a Map.
  const ascii = new Int32Array(128);
  const other = new Map<number, number>();
  for (let i = 0; i < m; i++) {
    const c = p.charCodeAt(i);
    if (c < 128) ascii[c] |= 1 << i;
    else other.set(c, (other.get(c) ?? 0) | (1 << i));
  }
  const high = 1 << (m - 1);
  const all = m === 32 ? -1 : (1 << m) - 1;

  return {
    pattern: p,
    distance(text: string): number {
      if (m === 0) return 0;
      let pv = all;
      let mv = 0;
      let score = m;
      let best = m;
      for (let j = 0; j < text.length; j++) {
        const c = text.charCodeAt(j);
        const eq = c < 128 ? ascii[c] : (other.get(c) ?? 0);
        const xv = eq | mv;
        const xh = (((eq & pv) + pv) ^ pv) | eq;
        let ph = mv | ~(xh | pv);
        let mh = pv & xh;
        if (ph & high) score++;
        else if (mh & high) score--;
        // Search variant: the top row stays 0 (a match may start at any column), so no `| 1`.
        ph <<= 1;
        mh <<= 1;
        pv = mh | ~(xv | ph);
        mv = ph & xv;
        if (score < best) {
          best = score;
          if (best === 0) return 0;
        }
      }
      return best;
    },
  };
}
