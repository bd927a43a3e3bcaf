// Runs long work in short slices so the page stays responsive: no slice is given more than
// SLICE_MS, and between slices the main thread is handed back (input, rendering and the page's
// own tasks run first). Two ways to continue:
// - 'soon' (work the reader waits for: what is near the viewport): a yield continuation,
//   `scheduler.yield()` where the browser has it (Chromium: runs before other queued tasks but
//   after input), else a MessageChannel message (no 4 ms timer clamping), else setTimeout(0);
// - 'idle' (background work: mutation batches): requestIdleCallback with a timeout, so a busy
//   page still gets it done, setTimeout otherwise.
// Input preempts scanning: every slice ends within SLICE_MS and hands the thread back, and a
// pending discrete input event (a key, a click) is dispatched before the next slice. Yield
// continuations go ahead of everything else, though: frames, and with them the input Chromium
// delivers in frames (pointer moves, hence hover), waited for a whole chain of them (CHAIN_MS).
// So no run of back-to-back continuations lasts longer than CHAIN_MS: the slice after it waits
// in a task of its own, behind what the browser has queued. Every pending callback can be
// cancelled (destroy()).

/** Normal slice budget: well under one frame. */
export const SLICE_MS = 8;
/** Hard cap for any single slice, whatever a job asks for (a long task is ≥ 50 ms). */
export const MAX_SLICE_MS = 16;
/**
 * The longest run of back-to-back 'soon' slices (yield continuations, of any job). A continuation
 * runs before every queued task: in a page running forty 8 ms slices chained by scheduler.yield(),
 * Chromium 156 drew a frame only every ~105 ms and pointer moves waited ~100 ms for it, and Firefox
 * 153 ran no queued message (nor the test harness's synthetic input) until the chain ended. The
 * widget's own chains are shorter (at mount on the CR page, frames came at most 23-34 ms apart
 * with or without this cap), but a slower machine or a bigger page stretches them. After this
 * long the next slice is a task queued behind the others (a frame that is due is drawn first),
 * then a new chain starts. scripts/bench/yield-chain.ts measures all this.
 */
export const CHAIN_MS = 40;
/** A pause between two of our slices longer than this: something else ran (a new chain). */
const CHAIN_GAP_MS = 2;

/** Does work until `performance.now() >= deadline`; returns true when more work remains. */
export type Step = (deadline: number) => boolean;

export interface JobOptions {
  /** 'soon' = a yield continuation (the viewport-first pass), 'idle' = idle slices. Default 'idle'. */
  first?: 'soon' | 'idle';
  /** How the slices after the first run. Default 'idle'. */
  rest?: 'soon' | 'idle';
  /** Budget of the first slice (clamped to MAX_SLICE_MS). Default SLICE_MS. */
  firstBudgetMs?: number;
  /** Wait this long before the first slice (back-off). Default 0. */
  delayMs?: number;
  /** Called once when the step reports no more work. */
  onDone?(): void;
}

export interface Job {
  cancel(): void;
  readonly done: boolean;
}

export interface SchedulerEnv {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  requestIdleCallback?(fn: () => void, opts: { timeout: number }): unknown;
  cancelIdleCallback?(id: unknown): void;
  /** Runs `fn` after yielding to the event loop (a continuation; not cancellable: a cancelled
   *  job's slice returns at once). Without it, 'soon' slices use setTimeout(fn, 0). */
  yieldThen?(fn: () => void): void;
  /** Runs `fn` in a task queued behind the ones waiting (not cancellable either): where a chain
   *  of continuations ends (CHAIN_MS). Without it, setTimeout(fn, 0). */
  macrotask?(fn: () => void): void;
}

export interface Scheduler {
  run(step: Step, opts?: JobOptions): Job;
  /** Cancels every job started by this scheduler. */
  cancelAll(): void;
}

type YieldingScheduler = { yield?: () => Promise<void> };

/** The browser's best yield: scheduler.yield(), then a MessageChannel, then nothing (timers). */
export function browserYield(win: Window & typeof globalThis): SchedulerEnv['yieldThen'] {
  const sched = (win as unknown as { scheduler?: YieldingScheduler }).scheduler;
  if (sched && typeof sched.yield === 'function') return (fn) => void sched.yield!().then(fn, () => win.setTimeout(fn, 0));
  return browserMacrotask(win);
}

/** A task behind the queued ones: a MessageChannel message (no 4 ms timer clamping), else
 *  nothing (timers). */
export function browserMacrotask(win: Window & typeof globalThis): SchedulerEnv['macrotask'] {
  if (typeof win.MessageChannel !== 'function') return undefined;
  // One channel per window, a FIFO of callbacks: each message runs the oldest.
  let channel: MessageChannel | null = null;
  const queue: Array<() => void> = [];
  return (fn) => {
    if (!channel) {
      channel = new win.MessageChannel();
      channel.port1.onmessage = () => queue.shift()?.();
    }
    queue.push(fn);
    channel.port2.postMessage(0);
  };
}

export function browserSchedulerEnv(win: Window & typeof globalThis = window): SchedulerEnv {
  const ric = typeof win.requestIdleCallback === 'function';
  return {
    now: () => win.performance.now(),
    setTimeout: (fn, ms) => win.setTimeout(fn, ms),
    clearTimeout: (id) => win.clearTimeout(id as number),
    requestIdleCallback: ric ? (fn, opts) => win.requestIdleCallback(() => fn(), opts) : undefined,
    cancelIdleCallback: ric ? (id) => win.cancelIdleCallback(id as number) : undefined,
    yieldThen: browserYield(win),
    macrotask: browserMacrotask(win),
  };
}

export function createScheduler(env: SchedulerEnv = browserSchedulerEnv()): Scheduler {
  const jobs = new Set<Job>();
  // The current chain of 'soon' slices, across jobs (CHAIN_MS): when it began, when our last
  // slice ended.
  let chainStart = -Infinity;
  let lastEnd = -Infinity;

  function run(step: Step, opts: JobOptions = {}): Job {
    let pending: { kind: 'timeout' | 'idle' | 'yield'; id?: unknown } | null = null;
    let done = false;
    let cancelled = false;

    const slice = (budget: number, continued = false) => {
      pending = null;
      if (cancelled) return;
      const start = env.now();
      // Not straight from a continuation (the queue was let through), or after a pause: a new chain.
      if (!continued || start - lastEnd > CHAIN_GAP_MS) chainStart = start;
      const more = step(start + Math.min(budget, MAX_SLICE_MS));
      lastEnd = env.now();
      if (cancelled) return; // the step may cancel its own job
      if (more) schedule(opts.rest ?? 'idle', 0);
      else finish();
    };
    const finish = () => {
      done = true;
      jobs.delete(job);
      opts.onDone?.();
    };
    const schedule = (how: 'soon' | 'idle', delay: number, budget = SLICE_MS) => {
      if (delay > 0) {
        pending = { kind: 'timeout', id: env.setTimeout(() => schedule(how, 0, budget), delay) };
      } else if (how === 'idle' && env.requestIdleCallback) {
        pending = { kind: 'idle', id: env.requestIdleCallback(() => slice(budget), { timeout: 1000 }) };
      } else if (how === 'soon' && env.yieldThen) {
        pending = { kind: 'yield' };
        const t = env.now();
        if (t - lastEnd > CHAIN_GAP_MS) chainStart = t; // none of our slices just ran: a new chain
        if (t - chainStart < CHAIN_MS || !env.macrotask) env.yieldThen(() => slice(budget, true));
        else env.macrotask(() => slice(budget));
      } else {
        pending = { kind: 'timeout', id: env.setTimeout(() => slice(budget), 0) };
      }
    };

    const job: Job = {
      cancel() {
        if (cancelled || done) return;
        cancelled = true;
        if (pending?.kind === 'idle') env.cancelIdleCallback?.(pending.id);
        else if (pending?.kind === 'timeout') env.clearTimeout(pending.id);
        pending = null;
        jobs.delete(job);
      },
      get done() {
        return done || cancelled;
      },
    };
    jobs.add(job);
    schedule(opts.first ?? 'idle', opts.delayMs ?? 0, opts.firstBudgetMs ?? SLICE_MS);
    return job;
  }

  return {
    run,
    cancelAll() {
      for (const job of [...jobs]) job.cancel();
    },
  };
}
