// Entry of `rulings-lens.packs.mjs`, the lazily loaded packs module: the script-tag builds
// `import()` it from next to their own script only when the tag has `data-packs` or a CR is given
// (`data-cr`, `mount({ cr })`), so the pack and CR readers never weigh on pages that use neither.
import type { WidgetData } from '../config/widget-data.ts';
import { applyPacks, type Warn } from '../packs/apply-packs.ts';
import { fetchPacks } from '../packs/fetch-packs.ts';

export { applyPacks, readWidgetPacks } from '../packs/apply-packs.ts';
export { fetchPacks } from '../packs/fetch-packs.ts';
export { applyCr } from '../cr/apply-cr.ts';

/** Fetches the packs at `urls` (resolved against `base`) and merges them into `data`. */
export async function loadPacks(data: WidgetData, urls: readonly string[], base: string, fetchFn: typeof fetch, warn: Warn): Promise<WidgetData> {
  return applyPacks(data, await fetchPacks(urls, base, fetchFn, warn), warn);
}

/** What the script-tag entry expects of the module it imports (checked by the type system). */
export interface PacksModule {
  loadPacks: typeof loadPacks;
  applyCr: typeof import('../cr/apply-cr.ts').applyCr;
}
