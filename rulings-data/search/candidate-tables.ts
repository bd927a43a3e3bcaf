// The data behind the search prefilter (candidate-index.ts), from either of two places:
// - built from the ruling texts (tablesFromDocs: feature-scan.ts + a counting sort), what a
//   bundle without a prebuilt index (or one merged with packs at run time) needs;
// - loaded from the bundle (tablesFromSerialized), what `rulings build` wrote with
//   serializeTables. Loading decodes nothing up front: the vocabulary is a JSON string array,
//   everything else is base64 varints (packed-ints.ts), each table read when a query first
//   needs its kind of feature, and a feature's postings (Golomb–Rice gaps, or a bit set for
//   common features) only when a query asks for that feature.
//
// Serialized feature order (the ids the loaded tables use): vocabulary words, word pairs (space,
// hyphen, other join), CJK bigrams, lone CJK characters; within a kind, by key.
import type { SerializedCandidates } from '../schema.ts';
import { scanFeatures, type FeatureDoc } from './feature-scan.ts';
import { GAP_KINDS } from './text-features.ts';
import { VarintReader, VarintWriter, base64Bytes, binarySearch, lowerBound, readAscending, riceDecode, riceEncode, riceSize } from './packed-ints.ts';

export interface CandidateTables {
  /** Rulings covered. */
  size: number;
  /** Latin vocabulary, lower-cased. */
  vocab: readonly string[];
  wordFeature(v: number): number;
  /** Feature of vocabulary words a, b in a row joined by `gap` (text-features.ts), or -1. */
  wordPair(gap: number, a: number, b: number): number;
  /** Dense number of a CJK character, -1 when no ruling has it. */
  charNumber(code: number): number;
  /** Features holding a character (its lone feature, its bigrams). */
  charFeatures(num: number): readonly number[];
  /** Feature of the bigram of dense characters a, b, or -1. */
  bigram(a: number, b: number): number;
  /** Rulings holding feature f, ascending. */
  postings(f: number): ArrayLike<number>;
  /** Whitespace tokens of each ruling's en / zh text (Fuse's field norm), capped at 65,535. */
  enTokens(): Uint16Array;
  zhTokens(): Uint16Array;
  postingCount: number;
  /** Bytes of postings held in memory now (for reports). */
  bytes(): number;
}

/** FNV-1a over the ids in order: tells a prebuilt index from one for other rulings. */
export function idsHash(rulings: readonly { id: string }[]): string {
  let h = 0x811c9dc5;
  for (const { id } of rulings) {
    for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
    h = Math.imul(h ^ 10, 0x01000193);
  }
  return `${rulings.length.toString(36)}-${(h >>> 0).toString(36)}`;
}

export function tablesFromDocs(docs: readonly FeatureDoc[]): CandidateTables & { scan: ReturnType<typeof scanFeatures> } {
  const n = docs.length;
  const scan = scanFeatures(docs);
  const { features, flat, docStart } = scan;
  const flatLength = docStart[n];
  // Counting sort into per-feature lists; walking rulings in order keeps each list sorted.
  const offsets = new Uint32Array(features + 1);
  for (let i = 0; i < flatLength; i++) offsets[flat[i] + 1]++;
  for (let f = 0; f < features; f++) offsets[f + 1] += offsets[f];
  // Ruling indexes fit 16 bits up to 65,536 rulings: half the memory (and half the fresh pages to
  // fault in, which is most of the build's time).
  const postings = n <= 0x10000 ? new Uint16Array(flatLength) : new Uint32Array(flatLength);
  const cursor = offsets.slice(0, features);
  for (let doc = 0; doc < n; doc++) {
    for (let i = docStart[doc]; i < docStart[doc + 1]; i++) postings[cursor[flat[i]]++] = doc;
  }
  return {
    scan,
    size: n,
    vocab: scan.vocab,
    wordFeature: (v) => scan.vocabFeature[v],
    wordPair: (gap, a, b) => scan.wordPairFeature[gap].get(a * 0x10000 + b),
    charNumber: (code) => (code >= 0 && code < 0x10000 ? scan.charNumber[code] : -1),
    charFeatures: (num) => scan.charFeatures[num],
    bigram: (a, b) => scan.pairFeature.get(a * 0x10000 + b),
    postings: (f) => postings.subarray(offsets[f], offsets[f + 1]),
    enTokens: () => scan.enTokens,
    zhTokens: () => scan.zhTokens,
    postingCount: flatLength,
    bytes: () => postings.byteLength + offsets.byteLength,
  };
}

/** The tables in the bundle's form, for `rulings` (the ones they were built from, in order). */
export function serializeTables(tables: ReturnType<typeof tablesFromDocs>, rulings: readonly { id: string }[]): SerializedCandidates {
  const { scan } = tables;
  const order: number[] = []; // serialized feature id → built feature id
  for (let v = 0; v < scan.vocab.length; v++) order.push(scan.vocabFeature[v]);
  const sortedKeys = (forEach: (fn: (f: number, key: number) => void) => void) => {
    const entries: [number, number][] = [];
    forEach((f, key) => entries.push([key, f]));
    entries.sort((x, y) => x[0] - y[0]);
    for (const [, f] of entries) order.push(f);
    const w = new VarintWriter();
    w.writeAscending(entries.map(([key]) => key));
    return { text: w.base64(), count: entries.length };
  };
  const pairs = scan.wordPairFeature.map((map) => sortedKeys((fn) => map.forEach(fn)));
  const bigrams = sortedKeys((fn) => scan.pairFeature.forEach(fn));
  const lone = sortedKeys((fn) => scan.loneFeature.forEach((f, num) => f >= 0 && fn(f, num)));
  if (order.length !== scan.features) throw new Error(`candidate tables: ${order.length} of ${scan.features} features serialized`);

  const sizes = new VarintWriter();
  const postings = new VarintWriter();
  for (const f of order) {
    const list = tables.postings(f);
    const start = postings.length;
    // The smallest of three forms (rare features: a byte or two of varint; most: Rice; common
    // ones: a bit set).
    const varint = gapBytes(list);
    const rice = riceSize(list);
    let kind = VARINT;
    if (list.length > 0 && bitmapBytes(list) + 3 < Math.min(varint, rice)) {
      kind = BITMAP;
      const bitmap = bitmapOf(list);
      postings.write(bitmap.skip);
      postings.writeBytes(bitmap.bytes);
    } else if (rice < varint) {
      kind = RICE;
      postings.writeBytes(riceEncode(list));
    } else postings.writeAscending(list);
    sizes.write((postings.length - start) * 4 + kind);
  }
  const tokens = new VarintWriter();
  for (const list of [scan.enTokens, scan.zhTokens]) for (const t of list) tokens.write(t);
  const chars = new Array<string>(scan.charFeatures.length);
  scan.charNumber.forEach((num, code) => {
    if (num >= 0) chars[num] = String.fromCharCode(code);
  });
  return {
    format: 1,
    rulings: tables.size,
    idsHash: idsHash(rulings),
    words: [...scan.vocab],
    wordPairs: pairs.map((p) => p.text) as [string, string, string],
    wordPairCounts: pairs.map((p) => p.count) as [number, number, number],
    chars: chars.join(''),
    bigrams: bigrams.text,
    bigramCount: bigrams.count,
    lone: lone.text,
    loneCount: lone.count,
    postingBytes: sizes.base64(),
    postings: postings.base64(),
    postingCount: tables.postingCount,
    tokens: tokens.base64(),
  };
}

const VARINT = 0;
const BITMAP = 1;
const RICE = 2;

/** Bytes of a list as varint gaps. */
function gapBytes(list: ArrayLike<number>): number {
  let bytes = 0;
  for (let i = 0, previous = 0; i < list.length; previous = list[i++]) {
    const gap = list[i] - previous;
    bytes += gap < 0x80 ? 1 : gap < 0x4000 ? 2 : gap < 0x200000 ? 3 : gap < 0x10000000 ? 4 : 5;
  }
  return bytes;
}

/** A list as a bit set (bit d of byte skip + ⌊d/8⌋ … for ruling d): common words and characters
 * are held by a large share of the rulings, where a bit per ruling beats a byte per holder. */
function bitmapOf(list: ArrayLike<number>): { skip: number; bytes: Uint8Array } {
  const skip = Math.floor(list[0] / 8);
  const bytes = new Uint8Array(bitmapBytes(list));
  for (let i = 0; i < list.length; i++) bytes[Math.floor(list[i] / 8) - skip] |= 1 << list[i] % 8;
  return { skip, bytes };
}

/** Bytes of a non-empty list's bit set (from its first ruling's byte to its last's). */
function bitmapBytes(list: ArrayLike<number>): number {
  return Math.floor(list[list.length - 1] / 8) - Math.floor(list[0] / 8) + 1;
}

/** Decodes one feature's postings (any of the three forms, see serializeTables). */
function decodePostings(bytes: Uint8Array, kind: number, max: number): Uint16Array | Uint32Array {
  if (kind === RICE) return riceDecode(bytes, max);
  const reader = new VarintReader(bytes);
  if (kind === VARINT) {
    let count = 0;
    for (let i = 0; i < bytes.length; i++) if (bytes[i] < 0x80) count++; // one final byte per value
    return readAscending(reader, count, max) as Uint16Array | Uint32Array;
  }
  const skip = reader.read();
  let count = 0;
  for (let i = reader.offset; i < bytes.length; i++) count += POPCOUNT[bytes[i]];
  const out = max <= 0xffff ? new Uint16Array(count) : new Uint32Array(count);
  let o = 0;
  for (let i = reader.offset, base = skip * 8; i < bytes.length; i++, base += 8) {
    for (let b = bytes[i]; b !== 0; b &= b - 1) out[o++] = base + (31 - Math.clz32(b & -b));
  }
  return out;
}

const POPCOUNT = new Uint8Array(256);
for (let i = 1; i < 256; i++) POPCOUNT[i] = (i & 1) + POPCOUNT[i >> 1];

/** Is `s` a prebuilt prefilter this loader reads, for exactly these rulings? */
export function serializedMatches(s: SerializedCandidates | undefined, rulings: readonly { id: string }[]): s is SerializedCandidates {
  if (!s || typeof s !== 'object' || s.format !== 1 || !Array.isArray(s.words) || typeof s.postings !== 'string') return false;
  return s.rulings === rulings.length && s.idsHash === idsHash(rulings);
}

// Decoded postings kept for later queries, up to this many ruling indexes (then forgotten).
const CACHE_POSTINGS = 1 << 21;

export function tablesFromSerialized(s: SerializedCandidates): CandidateTables {
  const n = s.rulings;
  const vocabCount = s.words.length;
  const pairBase: number[] = [];
  let next = vocabCount;
  for (let g = 0; g < GAP_KINDS; g++) {
    pairBase.push(next);
    next += s.wordPairCounts[g];
  }
  const bigramBase = next;
  const loneBase = bigramBase + s.bigramCount;
  const featureCount = loneBase + s.loneCount;

  // Each part is decoded when a query first needs it: a searcher that is created but never asked
  // costs nothing, and a first query reads only its own kind of feature (a Latin word needs no
  // CJK tables, a single word no word-pair keys).
  const ascending = (text: string, count: number) => readAscending(new VarintReader(base64Bytes(text)), count) as Uint32Array;
  /** Where each feature's postings start in `s.postings` (bytes: a JS string holds under 2^30
   * characters, so 32 bits are plenty), and their form. */
  let layout: { starts: Uint32Array; kinds: Uint8Array } | null = null;
  const postingLayout = () => {
    if (layout) return layout;
    const reader = new VarintReader(base64Bytes(s.postingBytes));
    const starts = new Uint32Array(featureCount + 1);
    const kinds = new Uint8Array(featureCount);
    for (let f = 0; f < featureCount; f++) {
      if (reader.done) throw new Error(`candidate tables: ${f} posting lists for ${featureCount} features`);
      const size = reader.read();
      starts[f + 1] = starts[f] + Math.floor(size / 4);
      kinds[f] = size % 4;
    }
    if (!reader.done) throw new Error(`candidate tables: more posting lists than the ${featureCount} features`);
    return (layout = { starts, kinds });
  };
  const pairKeys: (Uint32Array | undefined)[] = [];
  const pairKeysOf = (gap: number) => (pairKeys[gap] ??= ascending(s.wordPairs[gap], s.wordPairCounts[gap]));
  let charNumbers: Map<number, number> | null = null;
  const charNumberMap = () => {
    if (charNumbers) return charNumbers;
    // A map, not a 64K table: a few thousand characters at most, and no 256 kB to allocate.
    charNumbers = new Map<number, number>();
    for (let i = 0; i < s.chars.length; i++) charNumbers.set(s.chars.charCodeAt(i), i);
    return charNumbers;
  };
  let cjk: { bigramKeys: Uint32Array; lone: Uint32Array } | null = null;
  const cjkKeys = () => (cjk ??= { bigramKeys: ascending(s.bigrams, s.bigramCount), lone: ascending(s.lone, s.loneCount) });
  let tokens: [Uint16Array, Uint16Array] | null = null;
  const tokenLists = () => {
    if (tokens) return tokens;
    const reader = new VarintReader(base64Bytes(s.tokens));
    const en = new Uint16Array(n);
    const zh = new Uint16Array(n);
    for (let i = 0; i < n; i++) en[i] = reader.read();
    for (let i = 0; i < n; i++) zh[i] = reader.read();
    return (tokens = [en, zh]);
  };
  const byChar = new Map<number, number[]>();
  const cache = new Map<number, Uint16Array | Uint32Array>();
  let cached = 0;

  function postings(f: number): Uint16Array | Uint32Array {
    let list = cache.get(f);
    if (list) return list;
    const { starts, kinds } = postingLayout();
    list = decodePostings(base64Bytes(s.postings, starts[f], starts[f + 1]), kinds[f], n - 1);
    if (cached + list.length > CACHE_POSTINGS) {
      cache.clear();
      cached = 0;
    }
    cache.set(f, list);
    cached += list.length;
    return list;
  }

  return {
    size: n,
    vocab: s.words,
    wordFeature: (v) => v,
    wordPair(gap, a, b) {
      const i = binarySearch(pairKeysOf(gap), a * 0x10000 + b);
      return i < 0 ? -1 : pairBase[gap] + i;
    },
    charNumber: (code) => charNumberMap().get(code) ?? -1,
    charFeatures(num) {
      let out = byChar.get(num);
      if (out) return out;
      const { bigramKeys, lone } = cjkKeys();
      out = [];
      const l = binarySearch(lone, num);
      if (l >= 0) out.push(loneBase + l);
      // Bigrams starting with the character are one run of the sorted keys; those ending with it
      // are found by a scan (once per character: the answer is kept).
      const from = lowerBound(bigramKeys, num * 0x10000);
      const to = lowerBound(bigramKeys, (num + 1) * 0x10000, from);
      for (let i = from; i < to; i++) out.push(bigramBase + i);
      for (let i = 0; i < bigramKeys.length; i++) {
        if (bigramKeys[i] % 0x10000 === num && (i < from || i >= to)) out.push(bigramBase + i);
      }
      byChar.set(num, out);
      return out;
    },
    bigram(a, b) {
      const i = binarySearch(cjkKeys().bigramKeys, a * 0x10000 + b);
      return i < 0 ? -1 : bigramBase + i;
    },
    postings,
    enTokens: () => tokenLists()[0],
    zhTokens: () => tokenLists()[1],
    postingCount: s.postingCount,
    bytes: () => {
      let b = 0;
      cache.forEach((list) => (b += list.byteLength));
      return b + (layout ? layout.starts.byteLength : 0);
    },
  };
}
