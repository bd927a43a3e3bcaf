// The widget's LookupFn: answers from the bundle it carries (the extension's background answers
// with the same function, from its bundle). Results are built once per keyword and cached.
//
// A keyword's rulings come in two lists: the ones about it (links marked `primary`, see
// rulings-data/linking/primary-links.ts) and the ones that only mention it, with what those are
// about ("mentioned in Disguise rulings"): the ruling's best scored primary keyword.
import type { Bundle, BundleKeyword, Ruling, RulingLink } from '../../rulings-data/schema.ts';
import type { LookupFn, MentionTopic, TooltipData, TooltipRuling } from '../contracts.ts';

/** Most topics the mentioned group names; more and the tooltip says "other rulings". */
export const MAX_MENTION_TOPICS = 2;

interface Index {
  keywords: Map<string, BundleKeyword>;
  rulings: Map<string, Ruling>;
  /** False for a bundle built before links said `primary`: every link is then the keyword's own. */
  marksPrimary: boolean;
}

export function createBundleLookup(bundle: Pick<Bundle, 'keywords' | 'rulings' | 'dataDate' | 'packs'>, warn: (msg: string) => void = console.warn): LookupFn {
  // Indexed on the first lookup (the first hover), not at mount: mount() runs on every page
  // load, before the first marks, where each millisecond counts (cold code, Firefox above all).
  let indexed: Index | null = null;
  /** Per ruling, its best scored primary keyword: made on the first keyword with mentions. */
  let topics: Map<string, { id: string; score: number }> | null = null;
  const cache = new Map<string, TooltipData>();

  const index = (): Index => {
    const keywords = new Map<string, BundleKeyword>(bundle.keywords.map((k) => [k.id, k]));
    const rulings = new Map<string, Ruling>(bundle.rulings.map((r) => [r.id, r]));
    // A link to a ruling the bundle does not carry is a build bug: say so once.
    const dangling = bundle.keywords.flatMap((k) => k.rulings.filter((l) => !rulings.has(l.rulingId)).map((l) => `${k.id} → ${l.rulingId}`));
    if (dangling.length) warn(`rulings-lens: bundle links to ${dangling.length} missing ruling(s), skipped: ${dangling.slice(0, 5).join(', ')}`);
    const marksPrimary = bundle.keywords.some((k) => k.rulings.some((l) => l.primary));
    return (indexed = { keywords, rulings, marksPrimary });
  };

  const topicOf = (rulingId: string) => {
    if (!topics) {
      topics = new Map();
      for (const k of bundle.keywords) {
        for (const l of k.rulings) {
          const best = topics.get(l.rulingId);
          if (l.primary && (!best || l.score > best.score)) topics.set(l.rulingId, { id: k.id, score: l.score });
        }
      }
    }
    return topics.get(rulingId)?.id;
  };

  return (id) => {
    const hit = cache.get(id);
    if (hit) return hit;
    const { keywords, rulings, marksPrimary } = indexed ?? index();
    const k = keywords.get(id);
    if (!k) return undefined;
    const own: TooltipRuling[] = [];
    const mentioned: TooltipRuling[] = [];
    const mentionedLinks: RulingLink[] = [];
    // k.rulings is already ranked most relevant first: keep that order in both lists.
    for (const link of k.rulings) {
      const r = rulings.get(link.rulingId);
      if (!r) continue;
      const item = { id: r.id, date: r.date, source: r.source, en: r.en, zh: r.zh };
      if (link.primary || !marksPrimary) own.push(item);
      else {
        mentioned.push(item);
        mentionedLinks.push(link);
      }
    }
    const data: TooltipData = {
      keyword: {
        id: k.id,
        kind: k.kind,
        rule: k.rule,
        en: k.en[0] ?? k.id,
        zhHans: k.zhHans[0] ?? k.en[0] ?? k.id,
        zhHant: k.zhHant[0] ?? k.zhHans[0] ?? k.en[0] ?? k.id,
        ...(k.summary ? { summary: k.summary } : {}),
        ...(k.definitions ? { definitions: k.definitions } : {}),
        ...(k.fullRule ? { fullRule: k.fullRule } : {}),
      },
      rulings: own,
      dataDate: bundle.dataDate,
    };
    if (mentioned.length) {
      data.mentioned = mentioned;
      const named = mentionTopics(mentionedLinks.map((l) => topicOf(l.rulingId)), keywords);
      if (named) data.mentionedIn = named;
    }
    if (bundle.packs?.length) data.packs = bundle.packs.map((p) => p.name);
    cache.set(id, data);
    return data;
  };
}

/** The topics of the mentioned rulings, in order of first appearance, when every one has a
 *  known topic and there are at most MAX_MENTION_TOPICS of them; otherwise undefined. */
function mentionTopics(ids: ReadonlyArray<string | undefined>, keywords: Map<string, BundleKeyword>): MentionTopic[] | undefined {
  const out: MentionTopic[] = [];
  for (const id of ids) {
    const k = id === undefined ? undefined : keywords.get(id);
    if (!k) return undefined;
    if (out.some((t) => t.id === k.id)) continue;
    if (out.length === MAX_MENTION_TOPICS) return undefined;
    out.push({ id: k.id, en: k.en[0] ?? k.id, zhHans: k.zhHans[0] ?? k.en[0] ?? k.id });
  }
  return out;
}
