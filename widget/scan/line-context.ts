// Context for short lines. The matcher reads a keyword alone on its line as a site's label (a menu's
// "Support", "Adventure") unless a line next to it is card-shaped (mana symbols, "When/Whenever…",
// reminder text): `<p>Flying</p>` above a card's rules text is the keyword. A short run (runs.ts:
// always a whole line; at most LINE_MAX characters, CJK counting two: isShort()) is therefore
// matched with the lines around it:
//
//   matcher.match(before + run + after)
//     before  the last ≤ CONTEXT characters of the lines above it, then "\n" ('' at the top)
//     after   "\n", then the first ≤ CONTEXT characters of the lines below it ('' at the bottom)
//
// The matcher contract: the text may contain neighbouring lines separated by "\n"; only the
// matches inside [before.length, before.length + run.length) are kept (one reaching into the
// context is dropped), their offsets shifted back to the run's (scanner.ts, cut() in runs.ts);
// a keyword on a line next to a card-shaped one comes back (at least 'low').
// Only a short line that holds a keyword at all gets its context (holdsKeyword(): the line
// matched alone at the 'everything' level and minConfidence 'low', where no label or sense rule
// drops a word; at the strict levels the matcher drops a label-like keyword alone on its line
// even at 'low'). Context costs: on the CR bench page, where nearly
// all of its 1,491 short lines (of 8,615) are headings and glossary terms holding a keyword, a
// full synchronous scan takes ~1.4-1.6× the time it takes without (Chromium, medians); the probe
// spares the short lines of ordinary pages (menus, buttons, dates), which mostly hold none.
// Lines are runs.ts's: one "\n" wherever block elements, <br>s or rejected subtrees start or end;
// whitespace-only text nodes are left out; the walk stops at the scan root and after
// CONTEXT_STEPS nodes either way. Longer runs get no context: they carry their own.
import type { Matcher, MatchOptions } from '../../rulings-data/matcher/types.ts';
import { walkLine, type Skip } from './runs.ts';

export const LINE_MAX = 40;
export const CONTEXT = 160;
const CONTEXT_STEPS = 48;

/** A run short enough to be a label (or a card's keyword line). Wide characters (CJK) count
 *  twice: 40 of them are a sentence (the CR page's Chinese rules), not a label. */
export function isShort(text: string): boolean {
  const t = text.trim();
  return t.length <= LINE_MAX && t.replace(/[\u2e80-\uffff]/g, '..').length <= LINE_MAX;
}

/** The short line `text` holds a keyword (see above): matched alone at the loosest level, where
 *  no label rule hides one. */
export const holdsKeyword = (matcher: Matcher, text: string, opts: MatchOptions): boolean =>
  matcher.match(text, { ...opts, level: 'everything', minConfidence: 'low' }).length > 0;

/** [before, after] for the run `nodes`. */
export function lineContext(nodes: Text[], root: Node, skip: Skip): [string, string] {
  return [side(nodes[0], -1, root, skip), side(nodes[nodes.length - 1], 1, root, skip)];
}

function side(from: Text, dir: number, root: Node, skip: Skip): string {
  let s = '';
  let nl = '';
  walkLine(from, dir, root, skip, CONTEXT_STEPS, (t) => {
    if (!t) nl = '\n';
    else if (/\S/.test(t.data)) {
      s = dir > 0 ? s + nl + t.data.slice(0, CONTEXT) : t.data.slice(-CONTEXT) + nl + s;
      nl = '';
    }
    return s.length < CONTEXT;
  });
  return dir > 0 ? s.slice(0, CONTEXT) : s.slice(-CONTEXT);
}
