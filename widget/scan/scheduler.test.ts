import { describe, expect, it } from 'vitest';
import { createScheduler, MAX_SLICE_MS, SLICE_MS, type SchedulerEnv } from './scheduler.ts';

/** A manual clock and callback queue: tests decide when each scheduled slice runs. */
function fakeEnv(withIdle: boolean) {
  let t = 0;
  let nextId = 1;
  const queue = new Map<number, { fn: () => void; kind: string; ms: number }>();
  const env: SchedulerEnv = {
    now: () => t,
    setTimeout: (fn, ms) => (queue.set(nextId, { fn, kind: 'timeout', ms }), nextId++),
    clearTimeout: (id) => void queue.delete(id as number),
    ...(withIdle
      ? {
          requestIdleCallback: (fn: () => void) => (queue.set(nextId, { fn, kind: 'idle', ms: 0 }), nextId++),
          cancelIdleCallback: (id: unknown) => void queue.delete(id as number),
        }
      : {}),
  };
  return {
    env,
    advance: (ms: number) => (t += ms),
    pending: () => [...queue.values()].map((q) => `${q.kind}:${q.ms}`),
    runNext() {
      const [id, q] = queue.entries().next().value!;
      queue.delete(id);
      q.fn();
    },
  };
}

describe('scheduler', () => {
  it('gives each slice its budget, first "soon" then idle, until the step is done', () => {
    const f = fakeEnv(true);
    const budgets: number[] = [];
    let units = 5;
    let done = false;
    createScheduler(f.env).run(
      (deadline) => {
        budgets.push(deadline - f.env.now());
        units--;
        return units > 0;
      },
      { first: 'soon', firstBudgetMs: 999, onDone: () => (done = true) },
    );
    expect(f.pending()).toEqual(['timeout:0']);
    f.runNext();
    expect(budgets).toEqual([MAX_SLICE_MS]); // clamped: no slice anywhere near a long task (50 ms)
    while (f.pending().length) {
      expect(f.pending()).toEqual(['idle:0']);
      f.runNext();
    }
    expect(budgets).toEqual([MAX_SLICE_MS, SLICE_MS, SLICE_MS, SLICE_MS, SLICE_MS]);
    expect(done).toBe(true);
  });

  it('falls back to setTimeout without requestIdleCallback, and honours delayMs', () => {
    const f = fakeEnv(false);
    let runs = 0;
    createScheduler(f.env).run(() => (runs++, false), { delayMs: 40 });
    expect(f.pending()).toEqual(['timeout:40']);
    f.runNext();
    expect(f.pending()).toEqual(['timeout:0']);
    f.runNext();
    expect(runs).toBe(1);
  });

  it('cancelAll drops every pending slice', () => {
    const f = fakeEnv(true);
    const s = createScheduler(f.env);
    let runs = 0;
    const a = s.run(() => (runs++, true));
    s.run(() => (runs++, true), { delayMs: 100 });
    expect(f.pending()).toHaveLength(2);
    s.cancelAll();
    expect(f.pending()).toHaveLength(0);
    expect(a.done).toBe(true);
    expect(runs).toBe(0);
  });

  it("runs every slice as a task with rest: 'soon' (work the reader waits for)", () => {
    const f = fakeEnv(true);
    let units = 3;
    createScheduler(f.env).run(() => --units > 0, { first: 'soon', rest: 'soon' });
    for (let i = 0; i < 3; i++) {
      expect(f.pending()).toEqual(['timeout:0']);
      f.runNext();
    }
    expect(f.pending()).toEqual([]);
  });

  it("continues 'soon' slices with the env's yield; a cancelled job's continuation does nothing", () => {
    const f = fakeEnv(true);
    const yields: Array<() => void> = [];
    f.env.yieldThen = (fn) => void yields.push(fn);
    let units = 3;
    const job = createScheduler(f.env).run(() => --units > 0, { first: 'soon', rest: 'soon' });
    expect(f.pending()).toEqual([]); // no timer: a continuation
    yields.shift()!();
    expect(units).toBe(2);
    expect(yields).toHaveLength(1);
    job.cancel();
    yields.shift()!();
    expect(units).toBe(2); // the step did not run again
    expect(job.done).toBe(true);
  });

  it('never gives a slice more than MAX_SLICE_MS, far under a long task', () => {
    expect(MAX_SLICE_MS).toBeLessThan(50 / 2);
    expect(SLICE_MS).toBeLessThanOrEqual(MAX_SLICE_MS);
  });
});
