// Runs long work in small slices so the page stays responsive: requestIdleCallback when the
// browser has it (with a timeout, so a busy page still gets scanned eventually), setTimeout
// otherwise. A step works until the deadline it is given and says whether more remains; no slice
// is ever given more than MAX_SLICE_MS. Every pending callback can be cancelled (destroy()).

/** Normal slice budget: well under one frame. */
export const SLICE_MS = 8;
/** Hard cap for any single task (the "short task" that scans the viewport first included). */
export const MAX_SLICE_MS = 50;

/** Does work until `performance.now() >= deadline`; returns true when more work remains. */
export type Step = (deadline: number) => boolean;

export interface JobOptions {
  /** 'soon' = next macrotask (the viewport-first pass), 'idle' = idle slices. Default 'idle'. */
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
}

export interface Scheduler {
  run(step: Step, opts?: JobOptions): Job;
  /** Cancels every job started by this scheduler. */
  cancelAll(): void;
}

export function browserSchedulerEnv(win: Window & typeof globalThis = window): SchedulerEnv {
  const ric = typeof win.requestIdleCallback === 'function';
  return {
    now: () => win.performance.now(),
    setTimeout: (fn, ms) => win.setTimeout(fn, ms),
    clearTimeout: (id) => win.clearTimeout(id as number),
    requestIdleCallback: ric ? (fn, opts) => win.requestIdleCallback(() => fn(), opts) : undefined,
    cancelIdleCallback: ric ? (id) => win.cancelIdleCallback(id as number) : undefined,
  };
}

export function createScheduler(env: SchedulerEnv = browserSchedulerEnv()): Scheduler {
  const jobs = new Set<Job>();

  function run(step: Step, opts: JobOptions = {}): Job {
    let pending: { kind: 'timeout' | 'idle'; id: unknown } | null = null;
    let done = false;
    let cancelled = false;

    const slice = (budget: number) => {
      pending = null;
      if (cancelled) return;
      const more = step(env.now() + Math.min(budget, MAX_SLICE_MS));
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
      } else {
        pending = { kind: 'timeout', id: env.setTimeout(() => slice(budget), 0) };
      }
    };

    const job: Job = {
      cancel() {
        if (cancelled || done) return;
        cancelled = true;
        if (pending?.kind === 'idle') env.cancelIdleCallback?.(pending.id);
        else if (pending) env.clearTimeout(pending.id);
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
