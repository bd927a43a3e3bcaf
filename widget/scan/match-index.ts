// Keyword matches per text node. Weakly keyed so nodes the page drops are collected with their
// matches; the text each node had when it was matched is kept so a changed node is noticed even
// before its mutation record is processed (a stale entry answers nothing instead of a wrong word).
import type { Match } from '../../rulings-data/schema.ts';

interface Entry {
  text: string;
  matches: readonly Match[];
}

export class MatchIndex {
  private entries = new WeakMap<Text, Entry>();
  /** Asked by get() about a node without an entry; it may match the node now (the engine does,
   *  for text the viewport-driven scan has not reached yet). */
  onMiss: ((node: Text) => void) | null = null;

  set(node: Text, text: string, matches: readonly Match[]): void {
    this.entries.set(node, { text, matches });
  }

  /** Matches recorded for `node`, or undefined if never scanned or its text changed since. */
  get(node: Text): readonly Match[] | undefined {
    let e = this.entries.get(node);
    if (!e && this.onMiss) {
      this.onMiss(node);
      e = this.entries.get(node);
    }
    return e && e.text === node.data ? e.matches : undefined;
  }

  has(node: Text): boolean {
    return this.entries.has(node);
  }

  /** True when the node was scanned but its text differs now. */
  isStale(node: Text): boolean {
    const e = this.entries.get(node);
    return e !== undefined && e.text !== node.data;
  }

  delete(node: Text): boolean {
    return this.entries.delete(node);
  }

  clear(): void {
    this.entries = new WeakMap();
  }

  /** The match with start <= offset < end (binary search over the sorted, non-overlapping list). */
  matchAt(node: Text, offset: number): Match | undefined {
    const matches = this.get(node);
    if (!matches) return undefined;
    let lo = 0;
    let hi = matches.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const m = matches[mid];
      if (offset < m.start) hi = mid - 1;
      else if (offset >= m.end) lo = mid + 1;
      else return m;
    }
    return undefined;
  }
}
