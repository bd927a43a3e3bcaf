// The background's data: the built-in bundle merged with the enabled imported packs, as one
// RulingsService. Built on start (an MV3 service worker starts often) and again when the
// options page says the packs changed. Requests wait for the build in progress, so the first
// lookup after a wake-up already sees the packs.
// A start first looks for the last merge (`cache`, IndexedDB in the background): merging anew
// (linking every ruling of the packs, rebuilding the search index) made the first lookup after
// a wake-up wait ~1 s with a 5,000-ruling pack in Chrome, against ~0.2 s to read the stored
// merge (scripts/bench/packs-import.ts). The stored merge is used only when its
// key still names the same thing: the extension's version, the built-in bundle and the enabled
// packs (ids, import times and whether their rulings are stored, in order); any other start
// merges anew and stores the result.
// Pure wiring: the pack loading and the store are injected (IndexedDB in the background, fakes
// in tests).
import type { Bundle } from '../../rulings-data/schema.ts';
import type { TermData } from '../../rulings-data/matcher/types.ts';
import { createMatcher } from '../../rulings-data/matcher/index.ts';
import { mergePacks } from '../../rulings-data/packs/merge-packs.ts';
import type { MergeablePack } from '../../rulings-data/packs/types.ts';
import { bundleProblem, createRulingsService, type RulingsService } from './rulings-service.ts';

/** What the merge key names of a stored pack: its import, and whether its rulings are there
 *  (a pack whose rulings went missing is skipped by merging: a merge made before that is stale). */
export interface StoredPackKey {
  id: string;
  importedAt: string;
  hasRulings: boolean;
}

type StoredImport = Omit<StoredPackKey, 'hasRulings'>;

/** A merge as stored: the bundle and the key it was made for. */
export interface CachedMerge {
  key: string;
  bundle: Bundle;
}

export interface MergeCache {
  /** The last stored merge if it is still the one `keyOf` names for the enabled packs as stored
   *  now (in import order; null: none to look for). Read in one go, and the merge itself only
   *  when the keys match: a stale merge is megabytes of structured clone not worth reading. */
  get(keyOf: (packs: readonly StoredPackKey[]) => string | null): Promise<CachedMerge | undefined>;
  /** Stores a merge in place of the last one. */
  put(merge: CachedMerge): Promise<void>;
}

/** Bump when merging changes what it makes from the same inputs (a stored merge is then stale).
 *  2: links of pack rulings say `primary` (linking/primary-links.ts). */
const MERGE_FORMAT = 2;

/** The key of a merge of `builtIn` with these packs, by `version` of the extension. */
export function mergeKey(version: string, builtIn: Bundle, packs: readonly StoredPackKey[]): string {
  return JSON.stringify([MERGE_FORMAT, version, builtIn.dataDate, builtIn.rulings.length, builtIn.keywords.length, builtIn.crVersion, packs.map((p) => [p.id, p.importedAt, p.hasRulings])]);
}

export interface MergedDataDeps {
  builtIn: Bundle;
  terms: TermData;
  /** The enabled packs, in order. A merge is stored (`cache`) only when they carry their ids
   *  and import times: its key is then that of what was merged, read in the same transaction. */
  loadPacks(): Promise<ReadonlyArray<MergeablePack & Partial<StoredImport>>>;
  /** Where the last merge is kept across starts. Default: none (every start merges). */
  cache?: MergeCache;
  /** The extension's version: a stored merge from another version is not used. Default ''. */
  version?: string;
  warn?: (message: string) => void;
}

export interface MergedData {
  /** The current service (waits for a build in progress). */
  service(): Promise<RulingsService>;
  /** Rebuilds from the stored packs; resolves when the new service answers. */
  reload(): Promise<RulingsService>;
}

export function createMergedData({ builtIn, terms, loadPacks, cache, version = '', warn = console.warn }: MergedDataDeps): MergedData {
  const plain = createRulingsService(builtIn, warn);
  let matcher: ReturnType<typeof createMatcher> | null = null;
  let current: Promise<RulingsService> = Promise.resolve(plain);
  let generation = 0;

  /** The stored merge when it is still that of the enabled packs; undefined otherwise (then
   *  merging is the answer: a store that cannot be read costs time, never rulings). */
  async function stored(): Promise<RulingsService | undefined> {
    if (!cache) return undefined;
    try {
      const last = await cache.get((packs) => (packs.length === 0 ? null : mergeKey(version, builtIn, packs)));
      if (!last || bundleProblem(last.bundle)) return undefined;
      return createRulingsService(last.bundle, warn);
    } catch (e) {
      warn(`rulings-lens: the last merge of the imported packs could not be read (${e instanceof Error ? e.message : String(e)}); merging again`);
      return undefined;
    }
  }

  function store(packs: ReadonlyArray<MergeablePack & Partial<StoredImport>>, bundle: Bundle): void {
    if (!cache || !packs.every((p) => typeof p.id === 'string' && typeof p.importedAt === 'string')) return;
    const keys = packs.map((p) => ({ id: p.id!, importedAt: p.importedAt!, hasRulings: Array.isArray(p.rulings) }));
    cache.put({ key: mergeKey(version, builtIn, keys), bundle }).catch((e) => {
      warn(`rulings-lens: the merge of the imported packs could not be stored (${e instanceof Error ? e.message : String(e)}); the next start merges again`);
    });
  }

  async function build(): Promise<RulingsService> {
    // A damaged built-in bundle is answered by the plain service (one clear DATA_DAMAGED error).
    if (bundleProblem(builtIn)) return plain;
    const last = await stored();
    if (last) return last;
    let packs: ReadonlyArray<MergeablePack & Partial<StoredImport>>;
    try {
      packs = await loadPacks();
    } catch (e) {
      // Storage unreadable (a browser profile problem): the built-in rulings still answer.
      warn(`rulings-lens: imported packs could not be read (${e instanceof Error ? e.message : String(e)}); built-in rulings only`);
      return plain;
    }
    if (packs.length === 0) return plain;
    try {
      matcher ??= createMatcher(terms);
      const { bundle, skipped } = mergePacks(builtIn, packs, matcher);
      for (const s of skipped) warn(`rulings-lens: imported pack "${s.name}" is damaged (${s.problem}); skipped`);
      const service = createRulingsService(bundle, warn);
      store(packs, bundle);
      return service;
    } catch (e) {
      warn(`rulings-lens: imported packs could not be merged (${e instanceof Error ? e.message : String(e)}); built-in rulings only`);
      return plain;
    }
  }

  function reload(): Promise<RulingsService> {
    const mine = ++generation;
    const next = build();
    // A slower earlier build must not replace a later one.
    current = next.then((s) => (mine === generation ? s : current));
    return current;
  }

  reload();
  return { service: () => current, reload };
}
