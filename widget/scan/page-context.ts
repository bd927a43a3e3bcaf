// Decides once per scan whether the page is about MTG, from a sample of its readable text: the
// matcher then treats every keyword on the page as meant (context 'mtg'), so an article about
// 万智牌 gets its 伪装 / ward marked while a cooking blog's "adventure" stays plain.
import type { Matcher } from '../../rulings-data/matcher/types.ts';
import { walkTextNodes, type WalkHooks } from './text-walker.ts';

export const CONTEXT_SAMPLE_CHARS = 20_000;

/** The first `limit` characters of readable text under `root` (skipped subtrees excluded). */
export function sampleText(root: Node, skip: WalkHooks['skip'], limit = CONTEXT_SAMPLE_CHARS): string {
  const parts: string[] = [];
  let length = 0;
  for (const node of walkTextNodes(root, { skip })) {
    const t = node.data;
    if (!/\S/.test(t)) continue;
    parts.push(t);
    length += t.length + 1;
    if (length >= limit) break;
  }
  return parts.join(' ').slice(0, limit);
}

/** Characters per hasMtgContext call, so no single call (on a slow phone) nears a long task. */
const CHUNK = 4_000;
/** Chunks overlap a little so a phrase cut at a boundary is still seen whole. */
const OVERLAP = 40;

/**
 * Decides whether the page is about MTG in small steps: it yields between the matcher's one-off
 * trie build, the text sampling and each chunk of the sample, and returns the answer. The caller
 * drives it from scheduler slices, so the decision never becomes one long task.
 */
export function* detectMtgPage(matcher: Matcher, root: Node, skip: WalkHooks['skip'], title = ''): Generator<void, boolean, undefined> {
  yield* matcher.prepare(); // builds the trie (lazy in the matcher) in steps of its own
  yield;
  const text = `${title}\n${sampleText(root, skip)}`;
  yield;
  for (let i = 0; i < text.length; i += CHUNK) {
    if (matcher.hasMtgContext(text.slice(Math.max(0, i - OVERLAP), i + CHUNK))) return true;
    yield;
  }
  return false;
}
