// mergePacks (rulings-data/packs/merge-packs.ts) on two threads, for the import worker: its two
// long steps do not depend on each other — linking the new rulings to keywords needs the
// unioned rulings and the matcher, the search index needs only the unioned rulings — so a second
// worker (index-worker.ts) unions the same stored packs and builds the index while the import
// worker links. At 70,000 rulings each step is ~2 s (scripts/bench/scale-70k.ts). The result is
// mergePacks's: the index is used only when it was built over exactly the rulings the link step
// unioned (same ids, same order), and built here otherwise.
import type { TextMatcher } from '../../../../rulings-data/linking/link-rulings.ts';
import { mergePackRulings, storedPackProblem } from '../../../../rulings-data/packs/merge-pack-rulings.ts';
import type { MergeOutput } from '../../../../rulings-data/packs/merge-packs.ts';
import type { MergeablePack } from '../../../../rulings-data/packs/types.ts';
import { unionRulings } from '../../../../rulings-data/packs/union-rulings.ts';
import type { Bundle, SerializedSearchIndex } from '../../../../rulings-data/schema.ts';
import { buildSearchIndex } from '../../../../rulings-data/search/search-index.ts';

/** What the index worker answers: the index, and the ids of the rulings it indexed, in order. */
export interface BuiltIndex {
  ids: string[];
  searchIndex: SerializedSearchIndex;
}

/** What the index needs of the built-in bundle (posted to the index worker, which so does not
 *  load the whole bundle): its rulings and the keywords' pinyin. A bundle's pinyin is the packed
 *  list, which buildSearchIndex keeps as it is: the keywords themselves are not needed. */
export interface IndexBase {
  rulings: Bundle['rulings'];
  pinyin: SerializedSearchIndex['pinyin'];
}

export const indexBaseOf = (builtIn: Bundle): IndexBase => ({ rulings: builtIn.rulings, pinyin: builtIn.searchIndex.pinyin });

/** The search index of the built-in rulings merged with `packs`, as mergePacks builds it (over
 *  the union of the built-in rulings and those of the packs merging does not skip as damaged). */
export function indexOfPacks(base: IndexBase, packs: readonly MergeablePack[]): BuiltIndex {
  const good = packs.filter((p) => storedPackProblem(p) === null);
  const { rulings } = unionRulings([base.rulings, ...good.map((p) => p.rulings)]);
  return { ids: rulings.map((r) => r.id), searchIndex: buildSearchIndex([], rulings, { pinyin: base.pinyin }) };
}

function sameIds(ids: readonly string[], rulings: readonly { id: string }[]): boolean {
  return ids.length === rulings.length && rulings.every((r, i) => r.id === ids[i]);
}

/** mergePacks, the index from `index` (started before this is called, built elsewhere meanwhile)
 *  when it is of the same rulings; a failed or mismatched one is built here. */
export async function mergeWithIndex(builtIn: Bundle, packs: readonly MergeablePack[], matcher: TextMatcher, index: Promise<BuiltIndex>): Promise<Pick<MergeOutput, 'bundle' | 'skipped'>> {
  const ready = index.catch(() => null); // handled now: it may fail while the linking runs
  const { bundle, merged, skipped } = mergePackRulings(builtIn, packs, matcher);
  let searchIndex = builtIn.searchIndex;
  if (merged.length) {
    const built = await ready;
    searchIndex = built && sameIds(built.ids, bundle.rulings) ? built.searchIndex : buildSearchIndex(bundle.keywords, bundle.rulings, { pinyin: builtIn.searchIndex.pinyin });
  }
  return { bundle: { ...bundle, searchIndex }, skipped };
}
