// The scale-70k bench's search: the popup's request (runtime message, limit 30) end to end from
// the options page: the first one after a wake-up (it loads the search data), then the search
// bench's queries repeated; the worker's heap after them.
import type { SearchFigures } from './scale-figures.ts';
import { send, stopWorker, workerHeap, type Harness } from './scale-harness.ts';
import { QUERIES } from './search-bench.ts';
import { p50, p95, round } from './stats.ts';

const SEARCH_LIMIT = 30; // what the popup asks for
const SEARCH_ROUNDS = 5;

export async function searchFigures(h: Harness): Promise<SearchFigures> {
  await stopWorker(h);
  const first = await send(h.options, { type: 'search', query: 'counter', limit: SEARCH_LIMIT });
  const times: number[] = [];
  for (let r = 0; r < SEARCH_ROUNDS; r++) for (const q of QUERIES) times.push((await send(h.options, { type: 'search', query: q, limit: SEARCH_LIMIT })).ms);
  const memoryAfterSearch = await workerHeap(h);
  return {
    firstSearchAfterWakeMs: round(first.ms, 0),
    searchP50: round(p50(times), 1),
    searchP95: round(p95(times), 1),
    searches: times.length,
    memoryAfterSearch,
  };
}
