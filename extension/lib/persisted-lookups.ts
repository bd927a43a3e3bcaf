// Persisted lookups: what the background answers a tooltip lookup from right after a
// service-worker wake-up. An MV3 worker is stopped when idle and starts again for the next hover;
// reading the whole stored merge back (merged-data.ts) is a structured clone of every ruling —
// ~2 s with 70,000 imported rulings (scripts/bench/scale-70k.ts) — to answer one keyword. So
// whenever a merge is stored, the tooltip data of each keyword is stored beside it, one record a
// keyword, plus one small `meta` record (the merge key, the data's info, the keyword ids), in the
// pack store's `lookups` object store. A wake-up then reads the enabled packs' keys, `meta` and
// the one keyword's record in a single transaction (pack-store.ts persistedLookup) and answers.
// The whole merge is still read, lazily, by the first request that needs it (a search, the
// omnibox) or when the persisted data is not there or not of the merge the stored packs and CR
// name now: `meta.key` is the merge key (merged-data.ts mergeKey), computed from what is stored
// before anything heavy is read, so stale records are never served; a missing or damaged record
// falls back to merging (or to the stored merge), which then persists the records again.
//
// Two parts, both pure wiring with the store injected (IndexedDB in the extension, fakes in tests):
// - persistingCache: the MergeCache merged-data.ts stores its merges through, which also stores
//   (and, for a merge stored before, makes up) the records;
// - createLookupFront: what the background's message listener asks.
import type { TooltipData } from '../../widget/contracts.ts';
import { META_ID, recordId } from './persisted-lookups-ids.ts';
import type { CachedMerge, MergeCache, MergedData, StoredPackKey } from './merged-data.ts';
import type { DataInfo, Replies } from './messages.ts';
import { createRulingsService, type BackgroundRequest, type RulingsService } from './rulings-service.ts';

/** Bump when the records' layout or what a lookup answers changes: older records are then not read. */
export const LOOKUPS_FORMAT = 1;
export { META_ID, recordId };

/** What the stored packs and CR name now, as merged-data.ts computes it (null: nothing imported). */
export type KeyOf = (packs: StoredPackKey[]) => string | null;

export interface LookupsMeta {
  id: typeof META_ID;
  format: typeof LOOKUPS_FORMAT;
  /** The key of the merge the records were made from. */
  key: string;
  /** What `info` answers for that merge. */
  info: DataInfo;
  /** Every keyword id of the merge (a lookup of another id answers null without a record). */
  keywords: string[];
}

export interface LookupRecord {
  id: string;
  /** The merge key again: a record left over from another merge is never read as this one's. */
  key: string;
  data: TooltipData;
}

/** A merge's lookup data: the meta, and the records made one by one as they are stored (all
 *  at once, 70,000 rulings' tooltips are ~60 MB of objects: each is garbage once written). */
export interface PersistedLookups {
  meta: LookupsMeta;
  records(): Iterable<LookupRecord>;
}

/** The lookup data of a stored merge, or null when its bundle is damaged (then nothing is persisted). */
export function lookupsOf(merge: CachedMerge, warn: (message: string) => void = console.warn): PersistedLookups | null {
  let damaged = false;
  const service = createRulingsService(merge.bundle, () => (damaged = true), merge.skipped ?? []);
  if (damaged) {
    warn('rulings-lens: the merge is damaged; no lookups persisted for it');
    return null;
  }
  const keywords = merge.bundle.keywords.map((k) => k.id);
  return {
    meta: { id: META_ID, format: LOOKUPS_FORMAT, key: merge.key, info: service.info(), keywords },
    *records() {
      for (const keyword of keywords) {
        const data = service.lookup(keyword);
        if (data) yield { id: recordId(keyword), key: merge.key, data };
      }
    },
  };
}

/** The meta record as read, or null when it is not one this version wrote. */
export function metaOf(raw: unknown): LookupsMeta | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const m = raw as Partial<LookupsMeta>;
  if (m.id !== META_ID || m.format !== LOOKUPS_FORMAT || typeof m.key !== 'string') return null;
  if (!Array.isArray(m.keywords) || m.keywords.some((k) => typeof k !== 'string')) return null;
  const info = m.info as Partial<DataInfo> | undefined;
  if (typeof info !== 'object' || info === null || typeof info.rulings !== 'number' || !Array.isArray(info.packs)) return null;
  return m as LookupsMeta;
}

/** A keyword's record as read, or null when it is missing, of another merge or damaged. */
export function recordOf(raw: unknown, key: string, keyword: string): TooltipData | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Partial<LookupRecord>;
  if (r.id !== recordId(keyword) || r.key !== key) return null;
  const d = r.data as Partial<TooltipData> | undefined;
  if (typeof d !== 'object' || d === null || d.keyword?.id !== keyword || !Array.isArray(d.rulings) || typeof d.dataDate !== 'string') return null;
  if (d.mentioned !== undefined && !Array.isArray(d.mentioned)) return null;
  if (d.mentionedTotal !== undefined && typeof d.mentionedTotal !== 'number') return null;
  return d as TooltipData;
}

/** Where the merges and their lookup data are kept (pack-store.ts in the extension). */
export interface LookupsStore {
  /** The stored merge that `keyOf` names for the enabled packs (PackStore.lastMerge). */
  lastMerge(keyOf: KeyOf): Promise<CachedMerge | undefined>;
  /** Stores a merge and its lookup data (none: the old records go) in one transaction. */
  putMerge(merge: CachedMerge, lookups: PersistedLookups | null): Promise<void>;
  /** Stores lookup data for the merge stored now (one read before their time); nothing when
   *  another merge was stored meanwhile. */
  putLookups(lookups: PersistedLookups): Promise<void>;
  /** The merge key the stored lookup data is of, if any. */
  lookupsKey(): Promise<string | undefined>;
}

export interface PersistingCache extends MergeCache {
  /** Resolves when every write started so far is done (the import worker waits for it). */
  settled(): Promise<void>;
}

/** The MergeCache of merged-data.ts over `store`, persisting each merge's lookup data with it:
 *  a merge stored now gets its records in the same transaction; a merge read back that has none
 *  (stored by a version before this one, or its records lost) gets them after it is read. */
export function persistingCache(store: LookupsStore, warn: (message: string) => void = console.warn): PersistingCache {
  const pending = new Set<Promise<unknown>>();
  const track = <T>(p: Promise<T>): Promise<T> => {
    const settled = p.finally(() => pending.delete(settled));
    pending.add(settled);
    return p;
  };
  async function ensureLookups(merge: CachedMerge): Promise<void> {
    if ((await store.lookupsKey()) === merge.key) return;
    const lookups = lookupsOf(merge, warn);
    if (lookups) await store.putLookups(lookups);
  }
  return {
    async get(keyOf) {
      const merge = await store.lastMerge(keyOf);
      if (merge) {
        track(ensureLookups(merge)).catch((e) => warn(`rulings-lens: the lookups of the stored merge could not be stored (${why(e)}); the next start reads the merge again`));
      }
      return merge;
    },
    put: (merge) => track(store.putMerge(merge, lookupsOf(merge, warn))),
    async settled() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}

const why = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Reads the persisted data (PackStore.persistedLookup): its meta and, for a keyword, that
 *  keyword's record, with the enabled packs as a merge key names them, in one transaction. */
export type ReadPersisted = (keyword?: string) => Promise<{ packs: StoredPackKey[]; meta: unknown; record?: unknown }>;

export interface LookupFrontDeps {
  /** A new MergedData (createMergedData with the background's deps), made when a request needs
   *  the whole data: a search, a lookup the records cannot answer. */
  makeData(): MergedData;
  /** Absent: every request goes to the merged data. */
  read?: ReadPersisted;
  /** The key function for what is stored now (merged-data.ts storedKeyOf with the stored CR);
   *  asked once per start or reload, while the first read runs. */
  keyOf(): Promise<KeyOf>;
  warn?: (message: string) => void;
}

export interface LookupFront {
  /** Answers a request: lookups and info from the persisted data while the whole data is not
   *  loaded, everything else from the whole data (loaded on the first such request). */
  handle<R extends BackgroundRequest>(request: R): Promise<Replies[R['type']]>;
  /** The whole data's service (search, the omnibox). */
  service(): Promise<RulingsService>;
  /** After the stored packs or CR changed: forgets what it holds, answers info for the new
   *  data — from the persisted data when it is of the new merge (the options page's import
   *  worker stored it), else from merging anew (which persists it). */
  reload(): Promise<DataInfo>;
}

type Persisted = { meta: LookupsMeta; data?: TooltipData | null };

export function createLookupFront({ makeData, read, keyOf, warn = console.warn }: LookupFrontDeps): LookupFront {
  let generation = 0;
  let data: MergedData | null = null;
  /** The whole data's service once it answers (then lookups go to it: in memory, no reads). */
  let full: RulingsService | null = null;
  let key: Promise<KeyOf> | null = null;
  /** False once the persisted data was found missing or stale: the whole data answers. */
  let usable = true;
  let known = new Map<string, TooltipData | null>();

  function service(): Promise<RulingsService> {
    const mine = generation;
    data ??= makeData();
    return data.service().then((s) => {
      if (mine === generation) full = s;
      return s;
    });
  }

  /** The persisted meta and, for `keyword`, its tooltip data (null: no such keyword); undefined
   *  when the whole data must answer. */
  async function persisted(keyword?: string): Promise<Persisted | undefined> {
    if (!read || !usable) return undefined;
    const mine = generation;
    try {
      key ??= keyOf();
      // Both at once: the key function may read the stored CR, the records another store.
      const [keyOfNow, got] = await Promise.all([key, read(keyword)]);
      if (mine !== generation) return undefined;
      const now = keyOfNow(got.packs);
      const meta = now === null ? null : metaOf(got.meta);
      if (!meta || meta.key !== now) {
        usable = false;
        return undefined;
      }
      if (keyword === undefined) return { meta };
      if (!meta.keywords.includes(keyword)) return { meta, data: null };
      const record = recordOf(got.record, meta.key, keyword);
      if (!record) {
        warn(`rulings-lens: the stored lookup of "${keyword}" is missing or damaged; reading the whole data`);
        return undefined;
      }
      return { meta, data: record };
    } catch (e) {
      warn(`rulings-lens: the stored lookups could not be read (${why(e)}); reading the whole data`);
      return undefined;
    }
  }

  async function lookup(id: string): Promise<TooltipData | null> {
    if (full) return full.lookup(id);
    const hit = known.get(id);
    if (hit !== undefined) return hit;
    const got = await persisted(id);
    if (got && got.data !== undefined) {
      known.set(id, got.data);
      return got.data;
    }
    return (await service()).lookup(id);
  }

  async function info(): Promise<DataInfo> {
    if (full) return full.info();
    return (await persisted())?.meta.info ?? (await service()).info();
  }

  return {
    async handle<R extends BackgroundRequest>(request: R): Promise<Replies[R['type']]> {
      const r: BackgroundRequest = request;
      const reply = r.type === 'lookup' ? await lookup(r.id) : r.type === 'info' ? await info() : (await service()).handle(r);
      return reply as Replies[R['type']];
    },
    service,
    async reload() {
      generation++;
      data = null;
      full = null;
      key = null;
      usable = true;
      known = new Map();
      return info();
    },
  };
}
