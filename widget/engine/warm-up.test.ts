// The idle warm-up: once, late, only with a marked word and its data, never over a real tooltip.
import { describe, expect, it } from 'vitest';
import type { MatchInfo, TooltipData, TooltipUi } from '../contracts.ts';
import type { JobOptions, Scheduler, Step } from '../scan/scheduler.ts';
import { proliferate } from '../tooltip/test-fixtures.ts';
import { createWarmUp, WARM_UP_DELAY_MS, type WarmUpDeps } from './warm-up.ts';

const INFO: MatchInfo = { text: 'proliferate', confidence: 'high' };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(over: Partial<WarmUpDeps> = {}) {
  const jobs: Array<{ step: Step; opts?: JobOptions; cancelled: boolean; ran: boolean }> = [];
  const scheduler: Scheduler = {
    run(step, opts) {
      const job = { step, opts, cancelled: false, ran: false };
      jobs.push(job);
      return { cancel: () => void (job.cancelled = true), done: false };
    },
    cancelAll() {},
  };
  const prepared: Array<{ data: TooltipData; info: MatchInfo }> = [];
  let existing: TooltipUi | null = null;
  const lookups: string[] = [];
  const ui = { prepare: (data: TooltipData, info: MatchInfo) => prepared.push({ data, info }) } as unknown as TooltipUi;
  const warm = createWarmUp({
    scheduler,
    sample: () => ({ id: 'proliferate', info: INFO }),
    lookup: (id) => (lookups.push(id), proliferate()),
    existingUi: () => existing,
    ui: () => (existing = ui),
    ...over,
  });
  /** Runs the jobs planned so far the way the scheduler would (each once, unless cancelled). */
  const fire = async () => {
    for (const j of jobs.filter((j) => !j.ran && !j.cancelled)) {
      j.ran = true;
      expect(j.step(Infinity)).toBe(false);
    }
    await flush();
  };
  return { warm, jobs, prepared, lookups, fire, setExisting: (u: TooltipUi | null) => (existing = u) };
}

describe('tooltip warm-up', () => {
  it('plans one idle job, late; prepares the sampled word\'s panel without its rulings, then whole in a second idle task', async () => {
    const t = setup();
    t.warm.schedule();
    t.warm.schedule(); // once per engine
    expect(t.jobs).toHaveLength(1);
    expect(t.jobs[0].opts).toMatchObject({ first: 'idle', delayMs: WARM_UP_DELAY_MS });
    expect(t.prepared).toHaveLength(0);
    await t.fire();
    expect(t.lookups).toEqual(['proliferate']);
    expect(t.prepared).toEqual([{ data: { ...proliferate(), rulings: [] }, info: INFO }]);
    expect(t.jobs).toHaveLength(2);
    expect(t.jobs[1].opts).toMatchObject({ first: 'idle' });
    await t.fire();
    expect(t.prepared).toEqual([
      { data: { ...proliferate(), rulings: [] }, info: INFO },
      { data: proliferate(), info: INFO },
    ]);
  });

  it('no word drawn near the viewport: nothing looked up, no UI created', async () => {
    const t = setup({ sample: () => null });
    t.warm.schedule();
    await t.fire();
    expect(t.lookups).toEqual([]);
    expect(t.prepared).toHaveLength(0);
  });

  it('a tooltip that exists already (a hover came first) is left alone', async () => {
    const t = setup();
    t.setExisting({} as TooltipUi);
    t.warm.schedule();
    await t.fire();
    expect(t.lookups).toEqual([]);
  });

  it('a hover during an async lookup wins; a failed or empty lookup is dropped quietly', async () => {
    let release!: (d: TooltipData) => void;
    const t = setup({ lookup: () => new Promise<TooltipData>((r) => (release = r)) });
    t.warm.schedule();
    await t.fire();
    t.setExisting({} as TooltipUi);
    release(proliferate());
    await flush();
    expect(t.prepared).toHaveLength(0);

    const failing = setup({ lookup: () => Promise.reject(new Error('no background')) });
    failing.warm.schedule();
    await failing.fire();
    const empty = setup({ lookup: () => undefined });
    empty.warm.schedule();
    await empty.fire();
    expect([...failing.prepared, ...empty.prepared]).toHaveLength(0);
  });

  it('cancel() (destroy) stops a planned warm-up, one waiting for its lookup, and its second step', async () => {
    const t = setup();
    t.warm.schedule();
    t.warm.cancel();
    expect(t.jobs[0].cancelled).toBe(true);
    t.warm.schedule();
    expect(t.jobs).toHaveLength(1);

    let release!: (d: TooltipData) => void;
    const slow = setup({ lookup: () => new Promise<TooltipData>((r) => (release = r)) });
    slow.warm.schedule();
    await slow.fire();
    slow.warm.cancel();
    release(proliferate());
    await flush();
    expect(slow.prepared).toHaveLength(0);

    const half = setup();
    half.warm.schedule();
    await half.fire();
    expect(half.prepared).toHaveLength(1);
    half.warm.cancel();
    expect(half.jobs[1].cancelled).toBe(true);
  });
});
