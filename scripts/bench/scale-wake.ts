// The scale-70k bench's lookups: the first lookup after a wake-up (the worker stopped, then one
// request), the same with the persisted lookups removed (the baseline), the keyword with the
// largest reply after a wake-up, and warm lookups over many keywords; the worker's heap.
import { KEYWORDS } from '../../rulings-data/keywords/index.ts';
import type { WakeFigures } from './scale-figures.ts';
import { send, stopWorker, workerHeap, type Harness } from './scale-harness.ts';
import { clearLookups, waitPersisted } from './scale-store.ts';
import { max, p50, p95, round } from './stats.ts';

/** The keyword the wake-up lookups ask for (an ordinary one: tens of rulings). */
const WAKE_KEYWORD = 'proliferate';
const WARM_LOOKUPS = 60;
const BASELINE_WAKES = 3;

/** One wake-up: the worker stopped, then the time of one lookup of `id`. */
async function wakeLookup(h: Harness, id = WAKE_KEYWORD): Promise<{ ms: number; bytes: number }> {
  await stopWorker(h);
  return send(h.options, { type: 'lookup', id });
}

/** The first lookup after a wake-up with no pack stored (ms). */
export async function noPackWakeLookup(h: Harness): Promise<number> {
  return round((await wakeLookup(h)).ms, 1);
}

/** Keyword ids that exist in the bundle, in a fixed spread-out order (warm lookups). */
function sampleKeywords(n: number): string[] {
  const step = Math.max(1, Math.floor(KEYWORDS.length / n));
  return KEYWORDS.filter((_, i) => i % step === 0).map((k) => k.id).slice(0, n);
}

/** The keyword with the most rulings in the imported data (asked of the worker's `info`-free
 *  lookups: the largest reply among a few likely ones). */
export async function hottestKeyword(h: Harness): Promise<string> {
  let best = { id: WAKE_KEYWORD, bytes: 0 };
  for (const id of ['cast', 'play', 'exile', 'create', 'jump-start', 'face-down', 'counter', 'stack']) {
    const r = await send(h.options, { type: 'lookup', id });
    if (r.bytes > best.bytes) best = { id, bytes: r.bytes };
  }
  return best.id;
}

export async function wakeFigures(h: Harness, wakes: number, hotKeyword: string): Promise<WakeFigures> {
  const wakeLookupMs: number[] = [];
  for (let i = 0; i < wakes; i++) wakeLookupMs.push(round((await wakeLookup(h)).ms, 1));
  const memoryAfterLookup = await workerHeap(h);
  // Baseline: the same wake-ups without the persisted lookups (the worker then reads the whole
  // stored merge, and stores the lookups again for the next start).
  const fromMergeMs: number[] = [];
  for (let i = 0; i < BASELINE_WAKES; i++) {
    // The previous wake stores the lookups again in the background: wait for that, or it could
    // land after the clear and turn this baseline wake into a fast one.
    if (i > 0) await waitPersisted(h);
    await clearLookups(h);
    fromMergeMs.push(round((await wakeLookup(h)).ms, 1));
  }
  const memoryFromMerge = await workerHeap(h);
  await waitPersisted(h);
  const hot = await wakeLookup(h, hotKeyword);
  const warm: number[] = [];
  for (const id of sampleKeywords(WARM_LOOKUPS)) warm.push((await send(h.options, { type: 'lookup', id })).ms);
  return {
    wakeLookupMs,
    wakeLookupP50: round(p50(wakeLookupMs), 1),
    wakeLookupMax: round(max(wakeLookupMs), 1),
    fromMergeMs,
    fromMergeP50: round(p50(fromMergeMs), 1),
    memoryFromMerge,
    hotKeyword,
    hotWakeLookupMs: round(hot.ms, 0),
    hotReplyKB: round(hot.bytes / 1024, 0),
    warmLookupP50: round(p50(warm), 1),
    warmLookupP95: round(p95(warm), 1),
    memoryAfterLookup,
  };
}
