// Traditional Chinese names, derived from the Simplified ones so Traditional pages match too.
// opencc-js cn→tw converts characters and Taiwan variants but keeps wording. NOT cn→twp: its
// Taiwan-phrase table rewrites vocabulary (循环 → 迴圈 "loop"), which is wrong for MTG terms.

import * as OpenCC from 'opencc-js';

export interface ProtectedTerm {
  /** Simplified term as it appears inside a zhHans name. */
  hans: string;
  /** Traditional form(s) to use instead of OpenCC's output for that part; every form is kept. */
  hant: readonly string[];
  why: string;
}

/**
 * Terms OpenCC must not decide alone. Applied to the part of a name that contains them; the
 * rest of the name is converted as usual.
 */
export const PROTECTED_TERMS: readonly ProtectedTerm[] = [
  {
    hans: '循环',
    hant: ['循環'],
    why: 'Cycling (702.29) and its typecycling variants. cn→tw gives 循環 today; pinned because '
      + 'Taiwan-phrase tables (twp) turn 循环 into 迴圈 ("loop"), which no MTG text uses.',
  },
  {
    hans: '搜证',
    hant: ['搜證', '蒐證'],
    why: 'Collect evidence (701.59). cn→tw picks the Taiwan variant 蒐證; a Traditional MTG text '
      + 'may equally keep 搜 as in 搜尋 (Search, 701.23), so both spellings are listed.',
  },
];

const convert = OpenCC.Converter({ from: 'cn', to: 'tw' });

/** Splits `name` around protected terms (longest first, left to right). */
function segments(name: string): Array<string | ProtectedTerm> {
  const terms = [...PROTECTED_TERMS].sort((a, b) => b.hans.length - a.hans.length);
  const out: Array<string | ProtectedTerm> = [];
  let rest = name;
  while (rest !== '') {
    let best: { at: number; term: ProtectedTerm } | undefined;
    for (const term of terms) {
      const at = rest.indexOf(term.hans);
      if (at >= 0 && (best === undefined || at < best.at)) best = { at, term };
    }
    if (best === undefined) {
      out.push(rest);
      break;
    }
    if (best.at > 0) out.push(rest.slice(0, best.at));
    out.push(best.term);
    rest = rest.slice(best.at + best.term.hans.length);
  }
  return out;
}

/** Traditional forms of one Simplified name: usually one, more when a protected term has two. */
export function toHant(hans: string): string[] {
  let forms = [''];
  for (const seg of segments(hans)) {
    const options = typeof seg === 'string' ? [convert(seg)] : seg.hant;
    forms = forms.flatMap((prefix) => options.map((o) => prefix + o));
  }
  return forms;
}

/**
 * Traditional names for a list of Simplified names, in order, without duplicates. A name that
 * is the same in both scripts (磨, 占卜) is still listed, so zhHant is complete on its own and a
 * Traditional-only matcher needs no fallback to zhHans.
 */
export function hantNames(hansNames: readonly string[]): string[] {
  return [...new Set(hansNames.flatMap(toHant))];
}
