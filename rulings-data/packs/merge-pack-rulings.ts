// The search-free half of mergePacks (merge-packs.ts): rulings unioned, new rulings linked to
// their keywords, packs listed — everything but the rebuilt search index. Split out so a reader
// that never searches (the embeddable widget, whose data has no search index) merges packs
// without pulling fuse.js and the index builder into its bundle. mergePacks = this + the index.
import type { Bundle, BundleKeyword, Ruling, RulingLink } from '../schema.ts';
import { linkRulings, type TextMatcher } from '../linking/link-rulings.ts';
import type { BundlePackInfo, MergeablePack } from './types.ts';
import { unionRulings } from './union-rulings.ts';
import { normaliseEnglish } from '../parser/merge-rulings.ts';

/** The bundle fields merging reads and writes (a widget bundle has no search index). */
export type MergeableBundle = Omit<Bundle, 'searchIndex'>;

/** A pack left out of a merge: its store id when it has one (names can change, ids do not),
 *  its name, and what is wrong with it (storedPackProblem). */
export interface SkippedPack {
  id?: string;
  name: string;
  problem: string;
}

export interface MergeRulingsOutput<B extends MergeableBundle> {
  bundle: B & { packs: BundlePackInfo[] };
  /** The packs that were merged (the others are in `skipped`). */
  merged: MergeablePack[];
  skipped: SkippedPack[];
  duplicates: number;
  conflicts: number;
}

/** What is wrong with a stored pack's shape, or null. Cheap: checks what merging relies on. */
export function storedPackProblem(raw: unknown): string | null {
  if (typeof raw !== 'object' || raw === null) return 'not an object';
  const p = raw as Partial<MergeablePack>;
  if (p.format !== 1) return `format ${JSON.stringify(p.format)} is not 1`;
  if (typeof p.name !== 'string') return 'no name';
  if (!Array.isArray(p.rulings)) return 'no rulings list';
  const bad = p.rulings.findIndex(
    (r) => typeof r?.id !== 'string' || typeof r.en !== 'string' || typeof r.zh !== 'string' || typeof r.date !== 'string' || typeof r.source !== 'string' || !Array.isArray(r.origins),
  );
  return bad >= 0 ? `rulings[${bad}] is damaged` : null;
}

export function mergePackRulings<B extends MergeableBundle>(builtIn: B, packs: readonly MergeablePack[], matcher: TextMatcher): MergeRulingsOutput<B> {
  const skipped: MergeRulingsOutput<B>['skipped'] = [];
  const good: MergeablePack[] = [];
  for (const p of packs) {
    const problem = storedPackProblem(p);
    if (problem) {
      const { id, name } = (p ?? {}) as { id?: unknown; name?: unknown };
      skipped.push({ ...(typeof id === 'string' ? { id } : {}), name: String(name ?? '?'), problem });
    }
    else good.push(p);
  }
  const union = unionRulings([builtIn.rulings, ...good.map((p) => p.rulings)]);
  const known = new Set(builtIn.rulings.map((r) => r.id));
  // A built-in bundle from before links said `primary` reads as "every link is the keyword's
  // own" (widget/engine/bundle-lookup.ts); once pack links that do say it join, its links must
  // say so too, or they would all read as mentions.
  const legacy = !builtIn.keywords.some((k) => k.rulings.some((l) => l.primary));
  // A conflict (a built-in ruling's English with another date, source or Chinese) takes its
  // built-in twin's links, so that it shows beside it, in the same list of the same tooltips:
  // its pack file does not know the context the built-in ruling's file gave it.
  const twinOf = new Map(builtIn.rulings.map((r) => [normaliseEnglish(r.en), r.id]));
  const twins = new Map<string, string[]>();
  const unrelated: Ruling[] = [];
  for (const r of union.rulings) {
    if (known.has(r.id)) continue;
    const twin = twinOf.get(normaliseEnglish(r.en));
    if (twin) twins.set(twin, [...(twins.get(twin) ?? []), r.id]);
    else unrelated.push(r);
  }
  // The other new rulings are linked as the build links them (same kinds, so concepts stay
  // strict; their primary keywords from their own pack files' mechanics). A pack ruling that
  // duplicates a built-in one keeps the built-in links and does not count towards its file's
  // mechanics.
  const kinds = new Map(builtIn.keywords.map((k) => [k.id, k.kind]));
  const added: Map<string, RulingLink[]> = linkRulings(unrelated, matcher, (id) => kinds.get(id));
  if (twins.size) {
    for (const k of builtIn.keywords) {
      for (const l of k.rulings) {
        for (const id of twins.get(l.rulingId) ?? []) {
          let list = added.get(k.id);
          if (!list) added.set(k.id, (list = []));
          list.push(legacy ? { ...l, rulingId: id, primary: true } : { ...l, rulingId: id });
        }
      }
    }
  }
  const dates = new Map(union.rulings.map((r) => [r.id, r.date]));
  const upgrade = legacy && added.size > 0;
  const keywords: BundleKeyword[] = builtIn.keywords.map((k) => {
    const extra = added.get(k.id);
    const own = upgrade ? k.rulings.map((l) => ({ ...l, primary: true as const })) : k.rulings;
    if (!extra) return upgrade ? { ...k, rulings: own } : k;
    const rulings = [...own, ...extra].sort(
      (a, b) => b.score - a.score || (dates.get(b.rulingId) ?? '').localeCompare(dates.get(a.rulingId) ?? '') || a.rulingId.localeCompare(b.rulingId),
    );
    return { ...k, rulings };
  });
  const bundle = {
    ...builtIn,
    dataDate: newest(union.rulings, builtIn.dataDate),
    keywords,
    rulings: union.rulings,
    files: [...builtIn.files, ...good.map((p) => p.fileName)],
    packs: good.map(packInfo),
  };
  return { bundle, merged: good, skipped, duplicates: union.duplicates, conflicts: union.conflicts };
}

/** A merged pack's entry: name, count and newest date; for a pack with an attribution or a
 *  licence, those and its ruling ids (the tooltip footer credits it under its rulings). */
function packInfo(p: MergeablePack): BundlePackInfo {
  const info: BundlePackInfo = { name: p.name, rulings: p.rulings.length, lastDate: p.lastDate };
  const { attribution, licence } = p.subscription ?? {};
  if (!attribution && !licence) return info;
  return { ...info, ...(attribution ? { attribution } : {}), ...(licence ? { licence } : {}), rulingIds: p.rulings.map((r) => r.id) };
}

function newest(rulings: readonly Ruling[], start: string): string {
  let max = start;
  for (const r of rulings) if (r.date > max) max = r.date;
  return max;
}
