// The one pass over the text. For every position that can start a term — any code unit that is
// not in the middle of a Latin/Greek/Cyrillic word — read the root table; if a form starts with
// that character, walk the trie forward and keep the LONGEST form whose end is a word boundary
// (when its last character is a letter/digit). Emit it and resume after it: leftmost-longest,
// non-overlapping, the classic forward-maximum-matching of Chinese dictionary segmentation.
//
// Why a trie walk and not Aho–Corasick failure links: leftmost-longest + word boundaries needs a
// restart after each match anyway (that is what leftmost AC automata do too), and a walk only
// starts at word starts in English and at the few Han characters that begin a keyword in
// Chinese; walks end after 1–3 code units on ordinary text. The bench shows the cost.
//
// Nothing is allocated per character: results go to growable Int32Arrays reused across calls.
import { charTables, WORD } from './char-tables.ts';
import { manaSymbolEnd } from './mana.ts';
import type { Trie } from './trie.ts';

/** Stride of ScanResult.hits: start, end, slot, flags (flags are filled by the assessor). */
export const HIT = 4;

export interface ScanResult {
  hits: Int32Array;
  hitCount: number;
  /** Context signals (mana symbols, MTG phrases), stride 2: start, end; sorted by start. */
  sigs: Int32Array;
  sigCount: number;
}

export function newScanResult(): ScanResult {
  return { hits: new Int32Array(64 * HIT), hitCount: 0, sigs: new Int32Array(64), sigCount: 0 };
}

function pushSig(out: ScanResult, start: number, end: number): void {
  const at = out.sigCount * 2;
  if (at + 2 > out.sigs.length) {
    const grown = new Int32Array(out.sigs.length * 2);
    grown.set(out.sigs);
    out.sigs = grown;
  }
  out.sigs[at] = start;
  out.sigs[at + 1] = end;
  out.sigCount++;
}

function pushHit(out: ScanResult, start: number, end: number, slot: number): void {
  const at = out.hitCount * HIT;
  if (at + HIT > out.hits.length) {
    const grown = new Int32Array(out.hits.length * 2);
    grown.set(out.hits);
    out.hits = grown;
  }
  out.hits[at] = start;
  out.hits[at + 1] = end;
  out.hits[at + 2] = slot;
  out.hits[at + 3] = 0;
  out.hitCount++;
}

export function scan(trie: Trie, text: string, out: ScanResult): void {
  const { foldX, cls } = charTables();
  const { root, edge, slot, signal, slotEntry, hashParent, hashChar, hashChild, hashMask } = trie;
  const n = text.length;
  out.hitCount = 0;
  out.sigCount = 0;
  let prevWord = 0;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    const w = cls[c] & WORD;
    if (w !== 0 && prevWord !== 0) continue; // inside a word: no English term starts here
    prevWord = w;
    if (c === 0x7b /* { */) {
      const e = manaSymbolEnd(text, i);
      if (e > 0) pushSig(out, i, e);
      continue;
    }
    let node = root[c];
    if (node === 0) continue; // no form starts with c

    let best = -1;
    let bestEnd = -1;
    let j = i + 1;
    for (;;) {
      const s = slot[node];
      if (s >= 0 || signal[node] !== 0) {
        // A form ending in a letter/digit must not be followed by one ("ward" ≠ "wardrobe").
        if ((cls[edge[node]] & WORD) === 0 || j >= n || (cls[text.charCodeAt(j)] & WORD) === 0) {
          if (s >= 0) {
            best = s;
            bestEnd = j;
          }
          if (signal[node] !== 0) pushSig(out, i, j);
        }
      }
      if (j >= n) break;
      let x = text.charCodeAt(j);
      let f = x ^ foldX[x];
      if (f === 0x20 && edge[node] === 0x20) {
        // A run of spaces/line breaks/hyphens matches the single space of a multi-word form.
        do j++;
        while (j < n && ((x = text.charCodeAt(j)) ^ foldX[x]) === 0x20);
        if (j >= n) break;
        x = text.charCodeAt(j);
        f = x ^ foldX[x];
      }
      // Child of (node, f): the open-addressing probe of trie.ts, hashOf inlined.
      let h = (Math.imul(node, 0x9e3779b1) ^ Math.imul(f, 0x85ebca6b)) & hashMask;
      let child = -1;
      for (let p = hashParent[h]; p !== 0; p = hashParent[(h = (h + 1) & hashMask)]) {
        if (p === node && hashChar[h] === f) {
          child = hashChild[h];
          break;
        }
      }
      if (child < 0) break;
      node = child;
      j++;
    }
    if (best >= 0) {
      // Stop words (slotEntry -1) swallow their span without producing a match.
      if (slotEntry[best] >= 0) pushHit(out, i, bestEnd, best);
      i = bestEnd - 1;
      prevWord = cls[text.charCodeAt(bestEnd - 1)] & WORD;
    }
  }
}
