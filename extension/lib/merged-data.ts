// The background's data: the built-in bundle merged with the enabled imported packs, as one
// RulingsService. Built on start (an MV3 service worker starts often) and again when the
// options page says the packs changed. Requests wait for the build in progress, so the first
// lookup after a wake-up already sees the packs.
// A start first looks for the last merge (`cache`, IndexedDB in the background): merging anew
// (linking every ruling of the packs, rebuilding the search index) made the first lookup after
// a wake-up wait ~1 s with a 5,000-ruling pack in Chrome, against ~0.2 s to read the stored
// merge (scripts/bench/packs-import.ts). The stored merge is used only when its key still
// names the same thing: the extension's version, the built-in bundle, the enabled packs (ids,
// import times, whether their rulings are stored, and the names and credits a merge shows, in
// order: stored-pack-key.ts) and the imported CR (its import time and version, read from its
// small key record when `loadCrKey` is given, so the 1 MB document is read only to merge);
// any other start merges anew and stores the result.
// Even reading the stored merge is ~0.5 s at 70,000 rulings: the background makes this only
// when a request needs the whole data, and answers a wake-up's lookups from each keyword's
// tooltip data stored beside the merge (persisted-lookups.ts, through `cache`).
// The imported Comprehensive Rules (cr-store.ts) give the keywords their definitions: applied
// after the packs are merged (cr-doc-definitions.ts), with or without packs.
// Pure wiring: the pack loading and the store are injected (IndexedDB in the background, fakes
// in tests).
import type { Bundle } from '../../rulings-data/schema.ts';
import type { TermData } from '../../rulings-data/matcher/types.ts';
import { createMatcher } from '../../rulings-data/matcher/index.ts';
import { mergePacks, type MergeOutput, type SkippedPack } from '../../rulings-data/packs/merge-packs.ts';
import type { TextMatcher } from '../../rulings-data/linking/link-rulings.ts';
import type { MergeablePack } from '../../rulings-data/packs/types.ts';
import { withCrDefinitions } from '../../rulings-data/cr/cr-doc-definitions.ts';
import type { CrDoc } from '../../rulings-data/cr/types.ts';
import { bundleProblem, createRulingsService, type RulingsService } from './rulings-service.ts';
import { storedPackKey, type StoredPackKey } from './stored-pack-key.ts';

export type { StoredPackKey };

/** What a loaded pack carries of its store row (id, import time; its name is the pack's). */
type StoredImport = Pick<StoredPackKey, 'id' | 'importedAt'>;

/** A merge as stored: the bundle, the key it was made for, and the packs it left out as
 *  damaged (a start that reads the merge still tells the options page why they are not in use). */
export interface CachedMerge {
  key: string;
  bundle: Bundle;
  /** Absent in a merge stored before it was kept: read as none. */
  skipped?: SkippedPack[];
}

export interface MergeCache {
  /** The last stored merge if it is still the one `keyOf` names for the enabled packs as stored
   *  now (in import order; null: none to look for). Read in one go, and the merge itself only
   *  when the keys match: a stale merge is megabytes of structured clone not worth reading. */
  get(keyOf: (packs: readonly StoredPackKey[]) => string | null): Promise<CachedMerge | undefined>;
  /** Stores a merge in place of the last one. */
  put(merge: CachedMerge): Promise<void>;
}

/** What the merge key names of the imported CR: a new import or another version is another merge. */
export interface CrKey {
  importedAt: string;
  version: string;
}

/** Bump when merging changes what it makes from the same inputs (a stored merge is then stale).
 *  2: links of pack rulings say `primary` (linking/primary-links.ts).
 *  3: a Traditional and a Simplified copy of one ruling are one ruling (union-rulings.ts).
 *  4: the packs' names, attributions and licences are in the key (a rename is another merge);
 *     the persisted lookups send at most 30 mentioned rulings (rulings-service.ts capMentioned). */
const MERGE_FORMAT = 4;

/** The key of a merge of `builtIn` with these packs and the imported CR (null: none), by
 *  `version` of the extension. */
export function mergeKey(version: string, builtIn: Bundle, packs: readonly StoredPackKey[], cr: CrKey | null = null): string {
  const crPart = cr ? [cr.importedAt, cr.version] : null;
  return JSON.stringify([MERGE_FORMAT, version, builtIn.dataDate, builtIn.rulings.length, builtIn.keywords.length, builtIn.crVersion, packs.map((p) => [p.id, p.importedAt, p.hasRulings, p.name, p.attribution ?? null, p.licence ?? null]), crPart]);
}

/** The key of the stored merge to look for, given the stored packs (null: none to look for,
 *  nothing is imported). Also what the persisted lookups are checked against
 *  (persisted-lookups.ts): computed before any merge or record is read. */
export function storedKeyOf(version: string, builtIn: Bundle, cr: CrKey | null): (packs: readonly StoredPackKey[]) => string | null {
  return (packs) => (packs.length === 0 && !cr ? null : mergeKey(version, builtIn, packs, cr));
}

export interface MergedDataDeps {
  builtIn: Bundle;
  terms: TermData;
  /** The enabled packs, in order. A merge is stored (`cache`) only when they carry their ids
   *  and import times: its key is then that of what was merged, read in the same transaction. */
  loadPacks(): Promise<ReadonlyArray<MergeablePack & Partial<StoredImport>>>;
  /** The imported CR (cr-store.ts loadCr), undefined when none. Default: none. */
  loadCr?(): Promise<{ doc: CrDoc; importedAt: string } | undefined>;
  /** What names the imported CR in the merge key, without its rules (cr-store.ts crKey): the
   *  stored merge is then looked for without reading the document, read only to merge anew.
   *  Default: the key of what loadCr gives. */
  loadCrKey?(): Promise<CrKey | undefined>;
  /** Where the last merge is kept across starts. Default: none (every start merges). */
  cache?: MergeCache;
  /** The extension's version: a stored merge from another version is not used. Default ''. */
  version?: string;
  /** How the packs are merged. Default mergePacks; the options page's import worker passes one
   *  that makes the same bundle with the search index built in a second worker meanwhile. */
  merge?: (builtIn: Bundle, packs: readonly MergeablePack[], matcher: TextMatcher) => Pick<MergeOutput, 'bundle' | 'skipped'> | Promise<Pick<MergeOutput, 'bundle' | 'skipped'>>;
  warn?: (message: string) => void;
}

export interface MergedData {
  /** The current service (waits for a build in progress). */
  service(): Promise<RulingsService>;
  /** Rebuilds from the stored packs; resolves when the new service answers. */
  reload(): Promise<RulingsService>;
}

export function createMergedData({ builtIn, terms, loadPacks, loadCr, loadCrKey, cache, version = '', merge = mergePacks, warn = console.warn }: MergedDataDeps): MergedData {
  const plain = createRulingsService(builtIn, warn);
  let matcher: ReturnType<typeof createMatcher> | null = null;
  let current: Promise<RulingsService> = Promise.resolve(plain);
  let generation = 0;

  /** The stored merge when it is still that of the enabled packs; undefined otherwise (then
   *  merging is the answer: a store that cannot be read costs time, never rulings). */
  async function stored(cr: CrKey | null): Promise<RulingsService | undefined> {
    if (!cache) return undefined;
    try {
      const last = await cache.get(storedKeyOf(version, builtIn, cr));
      if (!last || bundleProblem(last.bundle)) return undefined;
      return createRulingsService(last.bundle, warn, last.skipped ?? []);
    } catch (e) {
      warn(`rulings-lens: the last merge of the imported packs could not be read (${e instanceof Error ? e.message : String(e)}); merging again`);
      return undefined;
    }
  }

  function store(packs: ReadonlyArray<MergeablePack & Partial<StoredImport>>, bundle: Bundle, skipped: SkippedPack[], cr: CrKey | null): void {
    if (!cache || !packs.every((p) => typeof p.id === 'string' && typeof p.importedAt === 'string')) return;
    const keys = packs.map((p) => storedPackKey({ ...p, id: p.id!, importedAt: p.importedAt! }, Array.isArray(p.rulings)));
    cache.put({ key: mergeKey(version, builtIn, keys, cr), bundle, skipped }).catch((e) => {
      warn(`rulings-lens: the merge of the imported packs could not be stored (${e instanceof Error ? e.message : String(e)}); the next start merges again`);
    });
  }

  /** The stored CR, or null (none, or unreadable: the rulings still answer, without definitions). */
  async function storedCr(): Promise<{ doc: CrDoc; importedAt: string } | null> {
    try {
      return (await loadCr?.()) ?? null;
    } catch (e) {
      warn(`rulings-lens: the imported Comprehensive Rules could not be read (${e instanceof Error ? e.message : String(e)}); no definitions`);
      return null;
    }
  }

  const keyOfCr = (cr: { doc: CrDoc; importedAt: string } | null): CrKey | null => cr && { importedAt: cr.importedAt, version: cr.doc.version };

  /** The stored merge for the stored CR, and the CR itself when there is no such merge (read
   *  only then when its key is stored apart: loadCrKey; an unreadable key: as without it). */
  async function lastOrCr(): Promise<{ last?: RulingsService; cr: { doc: CrDoc; importedAt: string } | null }> {
    const crKey = loadCrKey ? await loadCrKey().then((k) => (k ? { importedAt: k.importedAt, version: k.version } : null), () => undefined) : undefined;
    if (crKey === undefined) {
      const cr = await storedCr();
      return { last: await stored(keyOfCr(cr)), cr };
    }
    const last = await stored(crKey);
    return last ? { last, cr: null } : { cr: crKey ? await storedCr() : null };
  }

  /** `bundle` with the CR's definitions (its data version then names that CR, not "definitions
   *  off"); `bundle` as it was when they cannot be applied. */
  function withDefinitions(bundle: Bundle, doc: CrDoc): Bundle {
    try {
      return withCrDefinitions(bundle, doc);
    } catch (e) {
      warn(`rulings-lens: the imported Comprehensive Rules could not be applied (${e instanceof Error ? e.message : String(e)}); no definitions`);
      return bundle;
    }
  }

  async function build(): Promise<RulingsService> {
    // A damaged built-in bundle is answered by the plain service (one clear DATA_DAMAGED error).
    if (bundleProblem(builtIn)) return plain;
    const { last, cr } = await lastOrCr();
    if (last) return last;
    // The key of what is merged (the CR as read now, which may be newer than a key read before).
    const crKey = keyOfCr(cr);
    let packs: ReadonlyArray<MergeablePack & Partial<StoredImport>>;
    try {
      packs = await loadPacks();
    } catch (e) {
      // Storage unreadable (a browser profile problem): the built-in rulings still answer.
      warn(`rulings-lens: imported packs could not be read (${e instanceof Error ? e.message : String(e)}); built-in rulings only`);
      return cr ? createRulingsService(withDefinitions(builtIn, cr.doc), warn) : plain;
    }
    if (packs.length === 0 && !cr) return plain;
    try {
      let bundle = builtIn;
      let skipped: SkippedPack[] = [];
      if (packs.length) {
        matcher ??= createMatcher(terms);
        ({ bundle, skipped } = await merge(builtIn, packs, matcher));
        for (const s of skipped) warn(`rulings-lens: imported pack "${s.name}" is damaged (${s.problem}); skipped`);
      }
      if (cr) bundle = withDefinitions(bundle, cr.doc);
      const service = createRulingsService(bundle, warn, skipped);
      store(packs, bundle, skipped, crKey);
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
