// The trie the scanner walks, rebuilt from TermData in typed arrays (no object per node):
// one node per code unit of every folded form; a dense 64K table for the root, so the first
// character costs a single array read; deeper edges in one open-addressing hash table keyed on
// (parent, folded code unit). ~1,300 forms + ~500 stop words build in a few milliseconds.
import { charTableSteps } from './char-tables.ts';
import type { TermData } from './types.ts';

export interface Trie {
  /** Raw (unfolded) code unit → depth-1 node, or -1 when no form starts with it. */
  root: Int32Array;
  /** Folded code unit on the edge into each node. */
  edge: Uint16Array;
  /** Open-addressing hash (linear probing) of every (parent, folded code unit) → child.
   *  About one probe per step, where a sibling list would walk ~10 letters at depth 1. */
  hashParent: Int32Array;
  hashChar: Uint16Array;
  hashChild: Int32Array;
  hashMask: number;
  /** Node → slot of the keyword form or stop word ending there, or -1. */
  slot: Int32Array;
  /** Node → 1 when a signal phrase ends there. */
  signal: Uint8Array;
  /** Slot → entry number, or -1 for a stop word. */
  slotEntry: Int32Array;
  /** Slot → language code (0 en, 1 zh-Hans, 2 zh-Hant). */
  slotLang: Uint8Array;
  /** Entry number → language mask of its everyday names (1 = English, 2 = Chinese). */
  everyday: Uint8Array;
  /** Entry number → 1 for an ability word (207.2c). */
  abilityWord: Uint8Array;
  ids: readonly string[];
}

export function buildTrie(data: TermData): Trie {
  const steps = buildTrieSteps(data);
  for (let s = steps.next(); ; s = steps.next()) if (s.done) return s.value;
}

/** buildTrie in steps of a few milliseconds at most (cold code included): the engine yields to
 *  the page between them, so building never becomes one long task. */
export function* buildTrieSteps(data: TermData): Generator<void, Trie, undefined> {
  const { fold } = yield* charTableSteps();
  yield;
  const all = [...data.terms, ...data.stop];
  let capacity = 1;
  for (const s of all) capacity += s.length;
  for (const s of data.signals) capacity += s.length;

  const edge = new Uint16Array(capacity);
  const firstChild = new Int32Array(capacity).fill(-1);
  const nextSibling = new Int32Array(capacity).fill(-1);
  const slot = new Int32Array(capacity).fill(-1);
  const signal = new Uint8Array(capacity);
  const rootFolded = new Int32Array(0x10000).fill(-1);
  let count = 1; // node 0 is the root

  const insert = (s: string): number => {
    let node = -1;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      let next: number;
      if (node < 0) {
        next = rootFolded[c];
        if (next < 0) next = rootFolded[c] = newNode(c, -1);
      } else {
        next = firstChild[node];
        while (next >= 0 && edge[next] !== c) next = nextSibling[next];
        if (next < 0) next = newNode(c, node);
      }
      node = next;
    }
    return node;
  };
  const newNode = (c: number, parent: number): number => {
    const n = count++;
    edge[n] = c;
    if (parent >= 0) {
      nextSibling[n] = firstChild[parent];
      firstChild[parent] = n;
    }
    return n;
  };

  const slotEntry = new Int32Array(all.length);
  const slotLang = new Uint8Array(all.length);
  all.forEach((s, k) => {
    const node = insert(s);
    // compileTerms guarantees unique terms; a stop word equal to a term would be dropped there.
    if (slot[node] < 0) slot[node] = k;
    if (k < data.terms.length) {
      slotEntry[k] = data.info[k] >> 2;
      slotLang[k] = data.info[k] & 3;
    } else {
      slotEntry[k] = -1;
    }
  });
  for (const s of data.signals) signal[insert(s)] = 1;
  yield;

  // Root by raw code unit: 'W', 'w' and 'Ｗ' all lead to the node of 'w'.
  const root = new Int32Array(0x10000);
  for (let c = 0; c < 0x10000; c++) root[c] = rootFolded[fold[c]];
  yield;

  const everyday = new Uint8Array(data.ids.length);
  for (const e of data.everyday) everyday[e >> 2] = e & 3;
  const abilityWord = new Uint8Array(data.ids.length);
  for (const e of data.abilityWords ?? []) abilityWord[e] = 1;
  // Children as a hash table: (parent, char) → child.
  let size = 16;
  while (size < count * 2) size <<= 1;
  const hashParent = new Int32Array(size).fill(-1);
  const hashChar = new Uint16Array(size);
  const hashChild = new Int32Array(size);
  const mask = size - 1;
  for (let parent = 1; parent < count; parent++) {
    for (let child = firstChild[parent]; child >= 0; child = nextSibling[child]) {
      let h = hashOf(parent, edge[child]) & mask;
      while (hashParent[h] >= 0) h = (h + 1) & mask;
      hashParent[h] = parent;
      hashChar[h] = edge[child];
      hashChild[h] = child;
    }
  }
  return { root, edge, hashParent, hashChar, hashChild, hashMask: mask, slot, signal, slotEntry, slotLang, everyday, abilityWord, ids: data.ids };
}

/** Hash of a (parent, folded code unit) edge. scan.ts inlines the same formula in its hot loop. */
export function hashOf(parent: number, c: number): number {
  return Math.imul(parent, 0x9e3779b1) ^ Math.imul(c, 0x85ebca6b);
}
