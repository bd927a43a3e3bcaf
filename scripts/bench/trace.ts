// Main-thread accounting from a Chromium trace: the sum and the longest of the renderer main
// thread's tasks between two performance.mark()s. Only the cheap 'toplevel' category is traced
// (plus user timing for the marks): the detailed devtools categories would slow the very tasks
// being measured.
import type { Browser, Page } from 'playwright-core';

export const TRACE_CATEGORIES = ['toplevel', 'blink.user_timing', '__metadata'];
/** For looking INTO tasks (style recalc, layout, paint, intersection observers, script): too
 *  heavy for measuring (it slows the traced tasks), right for finding where time goes. */
export const DETAILED_CATEGORIES = [...TRACE_CATEGORIES, 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink'];
/** A task is an outermost 'toplevel' event on the thread: usually ThreadControllerImpl::RunTask,
 *  but e.g. a scheduler.yield() continuation shows only as BlinkScheduler_PerformMicrotaskCheckpoint
 *  (Chromium 156): counting RunTask alone would miss that work. */
const isTopLevel = (e: TraceEvent) => e.ph === 'X' && typeof e.dur === 'number' && (e.cat ?? '').split(',').includes('toplevel');
/** Total blocking time: what each task spends over 50 ms, summed (the long-task threshold). */
export const LONG_TASK_MS = 50;

export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of the event, µs: what the thread actually ran, preemption excluded. */
  tdur?: number;
}

export interface MainThreadWindow {
  /** Sum of task time inside the window (tasks straddling an edge are clipped), ms. */
  totalMs: number;
  /** The same tasks' thread CPU time (clipped in proportion), ms: on a busy machine the wall
   *  figure also counts time the thread was descheduled. NaN when the trace has no thread time. */
  cpuMs: number;
  /** Longest single task overlapping the window (whole duration), ms. */
  longestMs: number;
  /** Total blocking time: Σ max(0, task − 50 ms) over the tasks overlapping the window, ms. */
  blockingMs: number;
  /** Thread CPU time of the longest task (by CPU time), ms: on a loaded machine the wall
   *  duration also counts time the thread waited for a core. NaN without thread times. */
  longestCpuMs: number;
  /** Tasks overlapping the window. */
  tasks: number;
  /** Window length, ms. */
  windowMs: number;
}

export async function startTrace(browser: Browser, page: Page, categories: readonly string[] = TRACE_CATEGORIES): Promise<void> {
  await browser.startTracing(page, { categories: [...categories] });
}

export async function stopTrace(browser: Browser): Promise<TraceEvent[]> {
  const buf = await browser.stopTracing();
  const json = JSON.parse(buf.toString('utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  return Array.isArray(json) ? json : (json.traceEvents ?? []);
}

/** Tasks of the thread that recorded `startMark`, between it and `endMark`. */
export function mainThreadWindow(events: readonly TraceEvent[], startMark: string, endMark: string): MainThreadWindow {
  const start = events.find((e) => e.name === startMark);
  const end = events.find((e) => e.name === endMark);
  if (!start || !end) throw new Error(`trace: mark ${start ? endMark : startMark} not found (was performance.mark called inside the traced page?)`);
  const tasks = events
    .filter((e) => isTopLevel(e) && e.pid === start.pid && e.tid === start.tid)
    .sort((a, b) => a.ts - b.ts);
  let totalUs = 0;
  let cpuUs = 0;
  let hasAnyCpu = false;
  let longestUs = 0;
  let blockingUs = 0;
  let longestCpuUs = 0;
  let count = 0;
  let coveredUntil = -Infinity; // nested RunTasks (nested run loops) are inside their parent: count once
  for (const t of tasks) {
    const tEnd = t.ts + t.dur!;
    if (tEnd <= start.ts || t.ts >= end.ts) continue;
    if (t.ts < coveredUntil) continue;
    coveredUntil = tEnd;
    const inside = Math.min(tEnd, end.ts) - Math.max(t.ts, start.ts);
    totalUs += inside;
    // Events without thread time (a yield continuation's microtask checkpoint) count their wall
    // time; a trace with no thread time at all has no CPU figure.
    const tdur = typeof t.tdur === 'number' ? t.tdur : t.dur!;
    if (typeof t.tdur === 'number') hasAnyCpu = true;
    cpuUs += t.dur! > 0 ? tdur * (inside / t.dur!) : 0;
    longestCpuUs = Math.max(longestCpuUs, tdur);
    longestUs = Math.max(longestUs, t.dur!);
    blockingUs += Math.max(0, t.dur! - LONG_TASK_MS * 1000);
    count++;
  }
  return {
    totalMs: totalUs / 1000,
    cpuMs: hasAnyCpu ? cpuUs / 1000 : Number.NaN,
    longestMs: longestUs / 1000,
    blockingMs: blockingUs / 1000,
    longestCpuMs: hasAnyCpu ? longestCpuUs / 1000 : Number.NaN,
    tasks: count,
    windowMs: (end.ts - start.ts) / 1000,
  };
}

export interface TaskBreakdown {
  /** Start, ms after the start mark. */
  atMs: number;
  durMs: number;
  /** Time per event name nested in the task (inclusive, nested names counted each), longest first. */
  inside: Array<[name: string, ms: number]>;
}

/**
 * The main thread's tasks between two marks that took at least `minMs`, each with what ran
 * inside it: with DETAILED_CATEGORIES this shows which task holds a style recalculation, an
 * intersection-observer pass, a script slice... (how the page-annotation work was profiled).
 */
export function taskBreakdown(events: readonly TraceEvent[], startMark: string, endMark: string, minMs = 5): TaskBreakdown[] {
  const start = events.find((e) => e.name === startMark);
  const end = events.find((e) => e.name === endMark);
  if (!start || !end) throw new Error(`trace: mark ${start ? endMark : startMark} not found`);
  const onThread = events.filter((e) => e.ph === 'X' && e.pid === start.pid && e.tid === start.tid && typeof e.dur === 'number').sort((a, b) => a.ts - b.ts);
  const out: TaskBreakdown[] = [];
  let coveredUntil = -Infinity;
  for (const t of onThread) {
    if (!isTopLevel(t) || t.ts < coveredUntil) continue;
    coveredUntil = t.ts + t.dur!;
    if (t.dur! < minMs * 1000 || t.ts + t.dur! <= start.ts || t.ts >= end.ts) continue;
    const inside = new Map<string, number>();
    for (const e of onThread) {
      if (e === t || e.ts < t.ts || e.ts + e.dur! > t.ts + t.dur!) continue;
      inside.set(e.name, (inside.get(e.name) ?? 0) + e.dur! / 1000);
    }
    out.push({ atMs: (t.ts - start.ts) / 1000, durMs: t.dur! / 1000, inside: [...inside].sort((a, b) => b[1] - a[1]) });
  }
  return out.sort((a, b) => a.atMs - b.atMs);
}
