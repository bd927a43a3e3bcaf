// The widget's LookupFn: answers from the bundle it carries (the extension answers from its
// background page instead). Results are built once per keyword and cached.
import type { Bundle, BundleKeyword, Ruling } from '../../rulings-data/schema.ts';
import type { LookupFn, TooltipData, TooltipRuling } from '../contracts.ts';

export function createBundleLookup(bundle: Pick<Bundle, 'keywords' | 'rulings' | 'dataDate' | 'packs'>, warn: (msg: string) => void = console.warn): LookupFn {
  // Indexed on the first lookup (the first hover), not at mount: mount() runs on every page
  // load, before the first marks, where each millisecond counts (cold code, Firefox above all).
  let indexed: { keywords: Map<string, BundleKeyword>; rulings: Map<string, Ruling> } | null = null;
  const cache = new Map<string, TooltipData>();

  const index = () => {
    const keywords = new Map<string, BundleKeyword>(bundle.keywords.map((k) => [k.id, k]));
    const rulings = new Map<string, Ruling>(bundle.rulings.map((r) => [r.id, r]));
    // A link to a ruling the bundle does not carry is a build bug: say so once.
    const dangling = bundle.keywords.flatMap((k) => k.rulings.filter((l) => !rulings.has(l.rulingId)).map((l) => `${k.id} → ${l.rulingId}`));
    if (dangling.length) warn(`rulings-lens: bundle links to ${dangling.length} missing ruling(s), skipped: ${dangling.slice(0, 5).join(', ')}`);
    return (indexed = { keywords, rulings });
  };

  return (id) => {
    const hit = cache.get(id);
    if (hit) return hit;
    const { keywords, rulings } = indexed ?? index();
    const k = keywords.get(id);
    if (!k) return undefined;
    const list: TooltipRuling[] = [];
    // k.rulings is already ranked most relevant first: keep that order.
    for (const link of k.rulings) {
      const r = rulings.get(link.rulingId);
      if (r) list.push({ id: r.id, date: r.date, source: r.source, en: r.en, zh: r.zh });
    }
    const data: TooltipData = {
      keyword: {
        id: k.id,
        kind: k.kind,
        rule: k.rule,
        en: k.en[0] ?? k.id,
        zhHans: k.zhHans[0] ?? k.en[0] ?? k.id,
        zhHant: k.zhHant[0] ?? k.zhHans[0] ?? k.en[0] ?? k.id,
        ...(k.definitions ? { definitions: k.definitions } : {}),
      },
      rulings: list,
      dataDate: bundle.dataDate,
    };
    if (bundle.packs?.length) data.packs = bundle.packs.map((p) => p.name);
    cache.set(id, data);
    return data;
  };
}
