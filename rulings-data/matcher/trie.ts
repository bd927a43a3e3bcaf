// The trie the scanner walks, rebuilt from TermData in typed arrays (no object per node):
// one node per code unit of every folded form; a dense 64K table for the root, so the first
// character costs a single array read; deeper edges in one open-addressing hash table keyed on
// (parent, folded code unit). ~1,300 forms + ~500 stop words build in a few milliseconds.
import { charTableSteps, type CharTables } from './char-tables.ts';
import type { TermData } from './types.ts';

export interface Trie {
  /** Raw (unfolded) code unit → depth-1 node, or 0 when no form starts with it (node 0 is the
   *  root, never a child, so 0 is free to mean "none" and the table needs no fill). */
  root: Int32Array;
  /** Folded code unit on the edge into each node. */
  edge: Uint16Array;
  /** Open-addressing hash (linear probing) of every (parent, folded code unit) → child.
   *  About one probe per step, where a sibling list would walk ~10 letters at depth 1. A parent
   *  in it is never the root (depth-1 nodes come from `root`), so hashParent 0 marks a free slot. */
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
  /** Entry number → its tier letter's code (TermData.tiers: k m a c x; 0x6b 'k' when absent). */
  tier: Uint8Array;
  ids: readonly string[];
}

export function buildTrie(data: TermData): Trie {
  const steps = buildTrieSteps(data);
  for (let s = steps.next(); ; s = steps.next()) if (s.done) return s.value;
}

/** buildTrie in steps of a few milliseconds at most (cold code included): the engine yields to
 *  the page between them, so building never becomes one long task. */
export function* buildTrieSteps(data: TermData): Generator<void, Trie, undefined> {
  const tables = yield* charTableSteps();
  yield;
  const b = trieBuilder(data, tables);
  // The forms in three parts of about the same length (keyword forms, then stop words).
  const half = data.terms.length >> 1;
  b.insertForms(0, half);
  yield;
  b.insertForms(half, data.terms.length);
  yield;
  b.insertForms(data.terms.length, data.terms.length + data.stop.length);
  return b.finish();
}

/**
 * The trie's arrays and the steps that fill them. On a fresh page all of this runs as cold code
 * (interpreted, ~0.5 µs per code unit of the forms on the 2-core bench machine), so it does as
 * little as it can: the forms go straight into the hash table (no child lists converted in a
 * second pass over the nodes), and the root table is a native copy patched for the few code
 * units that fold (no loop over all 65,536). With the char tables' identity loop gone too, the
 * build went from ~14 to ~9 ms of main-thread CPU on the CR bench page (Chromium 156).
 */
function trieBuilder(data: TermData, { foldX, folding }: CharTables) {
  const all = data.terms.concat(data.stop);
  let capacity = 1;
  for (const s of all) capacity += s.length;
  for (const s of data.signals) capacity += s.length;

  const edge = new Uint16Array(capacity);
  const slot = new Int32Array(capacity).fill(-1);
  const signal = new Uint8Array(capacity);
  // 0 means "none" in rootFolded and "free" in hashParent (see Trie): both start as allocated,
  // where a fill(-1) would write 100K+ entries on every fresh page (SpiderMonkey's typed-array
  // fill runs as self-hosted JS, interpreted while cold).
  const rootFolded = new Int32Array(0x10000);
  // Children as a hash table: (parent, char) → child. At most `capacity` edges, load ≤ 1/2.
  let size = 16;
  while (size < capacity * 2) size <<= 1;
  const hashParent = new Int32Array(size);
  const hashChar = new Uint16Array(size);
  const hashChild = new Int32Array(size);
  const mask = size - 1;
  const slotEntry = new Int32Array(all.length).fill(-1); // -1: a stop word
  const slotLang = new Uint8Array(all.length);
  let count = 1; // node 0 is the root

  /** Adds the folded form `s`; returns the node where it ends. */
  function insert(s: string): number {
    let node = 0; // the root
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (node === 0) {
        node = rootFolded[c];
        if (node === 0) edge[(node = rootFolded[c] = count++)] = c;
        continue;
      }
      let h = (Math.imul(node, 0x9e3779b1) ^ Math.imul(c, 0x85ebca6b)) & mask; // hashOf, inlined
      let child = -1;
      for (let p = hashParent[h]; p !== 0; p = hashParent[(h = (h + 1) & mask)]) {
        if (p === node && hashChar[h] === c) {
          child = hashChild[h];
          break;
        }
      }
      if (child < 0) {
        // h is the free slot the probe stopped at.
        edge[(child = count++)] = c;
        hashParent[h] = node;
        hashChar[h] = c;
        hashChild[h] = child;
      }
      node = child;
    }
    return node;
  }

  return {
    /** Keyword forms and stop words `from`..`to` (indexes into terms ++ stop). */
    insertForms(from: number, to: number): void {
      const terms = data.terms.length;
      for (let k = from; k < to; k++) {
        const node = insert(all[k]);
        // compileTerms guarantees unique terms; a stop word equal to a term would be dropped there.
        if (slot[node] < 0) slot[node] = k;
        if (k < terms) {
          slotEntry[k] = data.info[k] >> 2;
          slotLang[k] = data.info[k] & 3;
        }
      }
    },
    finish(): Trie {
      for (const s of data.signals) signal[insert(s)] = 1;
      // Root by raw code unit: 'W', 'w' and 'Ｗ' all lead to the node of 'w'. Patched in place
      // (no 64K copy): a code unit that folds to another never starts a folded form, so its
      // entry is still 0 here, and folding is idempotent, so no patched entry is read again.
      const root = rootFolded;
      for (const c of folding) root[c] = rootFolded[c ^ foldX[c]];
      const everyday = new Uint8Array(data.ids.length);
      for (const e of data.everyday) everyday[e >> 2] = e & 3;
      const abilityWord = new Uint8Array(data.ids.length);
      for (const e of data.abilityWords ?? []) abilityWord[e] = 1;
      const tier = new Uint8Array(data.ids.length).fill(0x6b);
      const tiers = data.tiers ?? '';
      for (let e = 0; e < tiers.length && e < tier.length; e++) tier[e] = tiers.charCodeAt(e);
      return { root, edge, hashParent, hashChar, hashChild, hashMask: mask, slot, signal, slotEntry, slotLang, everyday, abilityWord, tier, ids: data.ids };
    },
  };
}

/** Hash of a (parent, folded code unit) edge. scan.ts inlines the same formula in its hot loop. */
export function hashOf(parent: number, c: number): number {
  return Math.imul(parent, 0x9e3779b1) ^ Math.imul(c, 0x85ebca6b);
}
