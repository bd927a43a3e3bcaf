// "Which keyword is under the pointer?" One caret lookup per pointer move at most (moves are
// already throttled to one per frame), and none at all while the pointer stays inside the last
// hit word or the last character box: both are cached with their client rects. The caches are in
// viewport coordinates, so the engine resets them on scroll and resize.
import type { Match } from '../../rulings-data/schema.ts';
import type { MatchIndex } from '../scan/match-index.ts';
import { wordRange } from '../scan/runs.ts';
import { caretFromPoint, distance, type CaretHit } from './caret-from-point.ts';

export interface Hit {
  node: Text;
  match: Match;
  /** Client rects of the matched word (one per line box it spans), all of it when the match is a
   *  piece of a word that spans text nodes (runs.ts). */
  rects: DOMRect[];
}

/** How many elements under the top one are searched when the caret finds no text. */
const OVERLAY_DEPTH = 3;
/** Elements with more children than this are not searched (a page root, a long list). */
const OVERLAY_MAX_CHILDREN = 64;

export interface HitTester {
  keywordAt(x: number, y: number): Hit | undefined;
  /** Forget cached boxes (call on scroll, resize, and when matches change). */
  reset(): void;
}

export interface HitTesterDeps {
  doc: Document;
  index: MatchIndex;
  /** Open shadow roots the scanner entered (for caretPositionFromPoint's shadowRoots option). */
  shadowRoots(): readonly ShadowRoot[];
  /** Injectable for tests; defaults to caretFromPoint. */
  caret?(x: number, y: number): CaretHit | undefined;
}

export function createHitTester(deps: HitTesterDeps): HitTester {
  const caret = deps.caret ?? ((x: number, y: number) => caretFromPoint(deps.doc, x, y, deps.shadowRoots()));
  let lastHit: Hit | undefined;
  let lastChar: CaretHit | undefined;

  const rectsOf = (node: Text, match: Match) => Array.from(wordRange(deps.doc, node, match).getClientRects());

  /**
   * The caret found no text: maybe a transparent element covers it (click-catchers, some readers'
   * overlays; 10ten retries the same way). Look at the few elements below the top one, and test
   * only their indexed matches' boxes: no DOM or style change, and bounded work.
   */
  function underOverlay(x: number, y: number): Hit | undefined {
    const stack = typeof deps.doc.elementsFromPoint === 'function' ? deps.doc.elementsFromPoint(x, y) : [];
    for (const el of stack.slice(1, 1 + OVERLAY_DEPTH)) {
      if (el.childNodes.length > OVERLAY_MAX_CHILDREN) continue;
      for (const child of Array.from(el.childNodes)) {
        if (child.nodeType !== 3) continue;
        for (const match of deps.index.get(child as Text) ?? []) {
          const rects = rectsOf(child as Text, match);
          if (rects.some((r) => distance(r, x, y) === 0)) return { node: child as Text, match, rects };
        }
      }
    }
    return undefined;
  }

  /** Still the same word with the same text? (A mutation may have replaced it.) */
  const stillValid = (hit: Hit) => hit.node.isConnected && deps.index.matchAt(hit.node, hit.match.start) === hit.match;

  return {
    keywordAt(x, y) {
      if (lastHit && lastHit.rects.some((r) => distance(r, x, y) === 0) && stillValid(lastHit)) return lastHit;
      let ch = lastChar && distance(lastChar.rect, x, y) === 0 && lastChar.node.isConnected ? lastChar : undefined;
      ch ??= caret(x, y);
      lastChar = ch;
      if (!ch) return (lastHit = underOverlay(x, y));
      const match = deps.index.matchAt(ch.node, ch.offset);
      if (!match) return (lastHit = undefined);
      if (lastHit && lastHit.node === ch.node && lastHit.match === match) return lastHit;
      lastHit = { node: ch.node, match, rects: rectsOf(ch.node, match) };
      return lastHit;
    },
    reset() {
      lastHit = undefined;
      lastChar = undefined;
    },
  };
}
