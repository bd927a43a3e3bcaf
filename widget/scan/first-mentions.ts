// Only the first mention of a keyword in a paragraph is tinted (at the mechanics and rules levels):
// an article that says "Convoke" four times in one paragraph needs one mark to show that it can
// be opened, not four. Every mention stays in the match index, so hovering any of them still
// opens the tooltip. The paragraph is the nearest ancestor that is not an inline element (the
// same line-breaking elements as runs.ts); a node directly in a shadow root has none and is
// tinted as it comes.
import type { MatchIndex } from './match-index.ts';
import { isInline, type Piece } from './runs.ts';

export interface FirstMentions {
  /** The matches of `node` to tint: those whose keyword no other node of its paragraph tints. */
  tinted(node: Text, matches: readonly Piece[]): readonly Piece[];
  /** Forgets every paragraph (before a rescan). */
  reset(): void;
}

/** `index` answers whether the node that tinted a keyword still has it (its text may have
 *  changed, or the node left the page: then the next mention takes over). */
export function createFirstMentions(index: MatchIndex): FirstMentions {
  /** Per paragraph, the node tinting each keyword id. */
  let owners = new WeakMap<Element, Map<string, Text>>();

  const stillOwns = (owner: Text, id: string) => owner.isConnected && index.has(owner) && (index.get(owner) ?? []).some((m) => m.id === id);

  return {
    tinted(node, matches) {
      let block = node.parentElement;
      while (block && isInline(block)) block = block.parentElement;
      if (!block || matches.length < 1) return matches;
      let ids = owners.get(block);
      if (!ids) owners.set(block, (ids = new Map()));
      const here = new Set<string>();
      return matches.filter((m) => {
        if (here.has(m.id)) return false; // a second mention in this node
        here.add(m.id);
        const owner = ids.get(m.id);
        // The other pieces of a word split across nodes are tinted with it.
        if (owner && owner !== node && stillOwns(owner, m.id) && !m.word?.pieces.some(([t]) => t === owner)) return false;
        ids.set(m.id, node);
        return true;
      });
    },
    reset() {
      owners = new WeakMap();
    },
  };
}
