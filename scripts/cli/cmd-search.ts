import { createSearcher } from '../../rulings-data/search/search-index.ts';
import { parseArgs, UsageError } from './args.ts';
import { loadBundle } from './load-data.ts';
import type { Io } from './io.ts';

/** rulings search <query> [--limit N] [--bundle FILE]: one JSON object per result, best first.
 * Pinyin (`zengzhi`, `zz`) finds keywords; source names and dates (`official 2024`, `MTGZH`,
 * `2024-05`) filter the rulings (see rulings-data/search/query-filters.ts). */
export async function search(argv: string[], io: Io): Promise<number> {
  const { positionals, flags } = parseArgs(argv, { limit: 'number', bundle: 'string' });
  const query = positionals.join(' ').trim();
  if (!query) throw new UsageError('search needs a query, e.g. rulings search prolif');
  const searcher = createSearcher(await loadBundle(flags.bundle as string | undefined));
  for (const r of searcher.search(query, { limit: (flags.limit as number | undefined) ?? 10 })) {
    io.out(JSON.stringify({ type: r.type, id: r.id, score: Math.round(r.score * 1e4) / 1e4, title: r.title }));
  }
  return 0;
}
