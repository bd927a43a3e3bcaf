// Merges the built-in bundle with the enabled imported packs into one bundle, the same shape
// the build writes, so every reader (tooltip lookups, popup search, omnibox) needs no change.
// - rulings: built-in first, then packs in order, through unionRulings (duplicates merged,
//   conflicts kept side by side);
// - links: the built-in links are kept; only rulings new to the bundle are linked (with the
//   same scoring and primary keywords as the build, linking/link-rulings.ts, each pack file's
//   mechanics read off its own rulings), then each touched keyword is re-ranked;
// - search index: rebuilt over everything (search/search-index.ts);
// - packs: name and count of each merged pack, for the "rulings as of …" freshness line.
// A stored pack that lost its shape (damaged storage) is skipped and named in `skipped`.
// Everything but the search index happens in merge-pack-rulings.ts (the widget uses that alone).
import type { Bundle } from '../schema.ts';
import type { TextMatcher } from '../linking/link-rulings.ts';
import { buildSearchIndex } from '../search/search-index.ts';
import type { BundlePackInfo, MergeablePack } from './types.ts';
import { mergePackRulings, storedPackProblem, type SkippedPack } from './merge-pack-rulings.ts';

export { storedPackProblem, type SkippedPack };

export interface MergeOutput {
  bundle: Bundle & { packs: BundlePackInfo[] };
  skipped: SkippedPack[];
  duplicates: number;
  conflicts: number;
}

export function mergePacks(builtIn: Bundle, packs: readonly MergeablePack[], matcher: TextMatcher): MergeOutput {
  const { bundle, merged, skipped, duplicates, conflicts } = mergePackRulings(builtIn, packs, matcher);
  const searchIndex = merged.length === 0 ? builtIn.searchIndex : buildSearchIndex(bundle.keywords, bundle.rulings, { pinyin: builtIn.searchIndex.pinyin });
  return { bundle: { ...bundle, searchIndex }, skipped, duplicates, conflicts };
}
