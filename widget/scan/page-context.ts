// Decides once per scan whether the page is about MTG, from a sample of its readable text: the
// matcher then treats every keyword on the page as meant (context 'mtg'), so an article about
// 万智牌 gets its 伪装 / ward marked while a cooking blog's "adventure" stays plain.
import type { Matcher } from '../../rulings-data/matcher/types.ts';
import { walkTextNodes, type WalkHooks } from './text-walker.ts';

export const CONTEXT_SAMPLE_CHARS = 20_000;

/** The text of the non-blank text nodes under `root`, in document order (skipped subtrees excluded). */
function* readableTexts(root: Node, skip: WalkHooks['skip']): Generator<string, void, undefined> {
  for (const node of walkTextNodes(root, { skip })) if (/\S/.test(node.data)) yield node.data;
}

/** The first `limit` characters of readable text under `root` (skipped subtrees excluded). */
export function sampleText(root: Node, skip: WalkHooks['skip'], limit = CONTEXT_SAMPLE_CHARS): string {
  const parts: string[] = [];
  let length = 0;
  for (const t of readableTexts(root, skip)) {
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
 * trie build and each chunk of the sample (the title, then sampleText()), and returns the answer.
 * The caller drives it from scheduler slices, so the decision never becomes one long task. The
 * page is read only as far as the chunk being tested needs: an MTG page usually answers in its
 * first chunk, and then the rest of the sample is never walked (on the CR bench page that was
 * most of the sampling's ~1-2 ms at mount).
 */
export function* detectMtgPage(matcher: Matcher, root: Node, skip: WalkHooks['skip'], title = ''): Generator<void, boolean, undefined> {
  yield* matcher.prepare(); // builds the trie (lazy in the matcher) in steps of its own
  yield;
  const head = `${title}\n`;
  const end = head.length + CONTEXT_SAMPLE_CHARS; // where sampleText() would cut the sample
  const texts = readableTexts(root, skip);
  let text = head;
  let parts = 0;
  let counted = 0; // sampleText's running count: Σ (part length + 1)
  let more = true;
  for (let i = 0; ; i += CHUNK) {
    // Read on until the chunk is complete, or the sample is (the same parts sampleText takes).
    while (more && text.length < Math.min(i + CHUNK, end)) {
      const next = counted < CONTEXT_SAMPLE_CHARS ? texts.next() : null;
      if (!next || next.done) more = false;
      else {
        text += (parts++ ? ' ' : '') + next.value;
        counted += next.value.length + 1;
      }
    }
    const stop = Math.min(text.length, end);
    if (i >= stop) return false;
    if (matcher.hasMtgContext(text.slice(Math.max(0, i - OVERLAP), Math.min(i + CHUNK, stop)))) return true;
    yield;
  }
}
