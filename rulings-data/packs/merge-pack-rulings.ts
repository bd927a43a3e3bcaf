// The search-free half of mergePacks (merge-packs.ts): rulings unioned, new rulings linked to
// their keywords, packs listed — everything but the rebuilt search index. Split out so a reader
// that never searches (the embeddable widget, whose data has no search index) merges packs
// without pulling fuse.js and the index builder into its bundle. mergePacks = this + the index.
import type { Bundle, BundleKeyword, Ruling, RulingLink } from '../schema.ts';
import { keywordsOfRuling, type TextMatcher } from '../linking/link-rulings.ts';
import type { BundlePackInfo, MergeablePack } from './types.ts';
import { unionRulings } from './union-rulings.ts';

/** The bundle fields merging reads and writes (a widget bundle has no search index). */
export type MergeableBundle = Omit<Bundle, 'searchIndex'>;

export interface MergeRulingsOutput<B extends MergeableBundle> {
  bundle: B & { packs: BundlePackInfo[] };
  /** The packs that were merged (the others are in `skipped`). */
  merged: MergeablePack[];
  skipped: Array<{ name: string; problem: string }>;
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
    if (problem) skipped.push({ name: String((p as { name?: unknown })?.name ?? '?'), problem });
    else good.push(p);
  }
  const union = unionRulings([builtIn.rulings, ...good.map((p) => p.rulings)]);
  const known = new Set(builtIn.rulings.map((r) => r.id));
  const added = new Map<string, RulingLink[]>();
  for (const r of union.rulings) {
    if (known.has(r.id)) continue;
    for (const { id, score } of keywordsOfRuling(r, matcher)) {
      let list = added.get(id);
      if (!list) added.set(id, (list = []));
      list.push({ rulingId: r.id, score });
    }
  }
  const dates = new Map(union.rulings.map((r) => [r.id, r.date]));
  const keywords: BundleKeyword[] = builtIn.keywords.map((k) => {
    const extra = added.get(k.id);
    if (!extra) return k;
    const rulings = [...k.rulings, ...extra].sort(
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
    packs: good.map((p) => ({ name: p.name, rulings: p.rulings.length, lastDate: p.lastDate })),
  };
  return { bundle, merged: good, skipped, duplicates: union.duplicates, conflicts: union.conflicts };
}

function newest(rulings: readonly Ruling[], start: string): string {
  let max = start;
  for (const r of rulings) if (r.date > max) max = r.date;
  return max;
}
