import { describe, expect, it } from 'vitest';
import { CHAIN_MS, createScheduler, MAX_SLICE_MS, SLICE_MS, type SchedulerEnv } from './scheduler.ts';

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

  describe('chains of continuations (CHAIN_MS)', () => {
    /** An env whose continuations and macrotasks are queued in one list, tagged. */
    function chainEnv() {
      const f = fakeEnv(true);
      const queued: Array<{ how: 'yield' | 'task'; fn: () => void }> = [];
      f.env.yieldThen = (fn) => void queued.push({ how: 'yield', fn });
      f.env.macrotask = (fn) => void queued.push({ how: 'task', fn });
      /** Runs everything queued, in order; returns how each slice was reached. */
      const drain = (between = 0) => {
        const hows: string[] = [];
        for (let q = queued.shift(); q; q = queued.shift()) {
          f.advance(between);
          hows.push(q.how);
          q.fn();
        }
        return hows;
      };
      return { f, drain };
    }
    /** A 'soon' job of `slices` slices of SLICE_MS each. */
    const job = (f: ReturnType<typeof fakeEnv>, s: ReturnType<typeof createScheduler>, slices: number) =>
      s.run(() => (f.advance(SLICE_MS), --slices > 0), { first: 'soon', rest: 'soon' });

    it('lets the queue through once a chain has run CHAIN_MS, then chains again', () => {
      const { f, drain } = chainEnv();
      job(f, createScheduler(f.env), 12);
      const perChain = CHAIN_MS / SLICE_MS; // slices of one chain
      const hows = drain();
      expect(hows).toHaveLength(12);
      expect(hows.slice(0, perChain)).toEqual(Array(perChain).fill('yield'));
      expect(hows[perChain]).toBe('task');
      expect(hows.slice(perChain + 1, 2 * perChain)).toEqual(Array(perChain - 1).fill('yield'));
      expect(hows[2 * perChain]).toBe('task');
      // No run of continuations (slices reached by one) is longer than CHAIN_MS.
      const runs = hows.join(' ').split('task').map((r) => r.trim().split(' ').filter(Boolean).length);
      expect(Math.max(...runs) * SLICE_MS).toBeLessThanOrEqual(CHAIN_MS);
    });

    it('starts a new chain after a pause (something else ran between two slices)', () => {
      const { f, drain } = chainEnv();
      job(f, createScheduler(f.env), 12);
      expect(drain(3)).toEqual(Array(12).fill('yield'));
    });

    it('counts the chain across jobs: one started from the last slice of another continues its chain', () => {
      const { f, drain } = chainEnv();
      const s = createScheduler(f.env);
      let slices = CHAIN_MS / SLICE_MS;
      s.run(() => (f.advance(SLICE_MS), --slices > 0), { first: 'soon', rest: 'soon', onDone: () => void job(f, s, 3) });
      expect(drain()).toEqual([...Array(CHAIN_MS / SLICE_MS).fill('yield'), 'task', 'yield', 'yield']);
    });
  });

  it('never gives a slice more than MAX_SLICE_MS, far under a long task', () => {
    expect(MAX_SLICE_MS).toBeLessThan(50 / 2);
    expect(SLICE_MS).toBeLessThanOrEqual(MAX_SLICE_MS);
  });
});
