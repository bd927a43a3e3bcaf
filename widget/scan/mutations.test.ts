// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { MAX_BACKOFF_MS, MAX_BATCH_NODES, watchMutations } from './mutations.ts';
import type { Scanner } from './scanner.ts';
import { createScheduler, type SchedulerEnv } from './scheduler.ts';

/** Manual clock + queue; the fake scanner's work advances the clock. */
function harness(msPerNode: number) {
  let t = 0;
  let id = 1;
  const queue = new Map<number, { fn: () => void; ms: number }>();
  const env: SchedulerEnv = {
    now: () => t,
    setTimeout: (fn, ms) => (queue.set(id, { fn, ms }), id++),
    clearTimeout: (x) => void queue.delete(x as number),
  };
  const matched: Text[] = [];
  const forgotten: Text[] = [];
  const scanner: Scanner = {
    take() {},
    busy: () => false,
    reset() {},
    matchNode: (n) => (matched.push(n), (t += msPerNode)),
    forget: (n) => void forgotten.push(n),
    *walk(root) {
      if (root.nodeType === 3) yield root as Text;
      else for (const n of Array.from(root.childNodes)) if (n.nodeType === 3) yield n as Text;
    },
    cancel() {},
  };
  let callback!: MutationCallback;
  let overflowed = 0;
  const watcher = watchMutations({
    scanner,
    scheduler: createScheduler(env),
    hooks: { skip: () => false },
    now: () => t,
    isInsideSkipped: () => false,
    isOwn: () => false,
    onOverflow: () => overflowed++,
    createObserver: (cb) => ((callback = cb), { observe() {}, disconnect() {}, takeRecords: () => [] }) as unknown as MutationObserver,
  });
  watcher.observe(document.body);
  const added = (nodes: Node[]) =>
    callback([{ type: 'childList', target: document.body, addedNodes: nodes as unknown as NodeList, removedNodes: [] as unknown as NodeList } as unknown as MutationRecord], {} as MutationObserver);
  const runNext = () => {
    const [k, q] = queue.entries().next().value!;
    queue.delete(k);
    q.fn();
    return q.ms;
  };
  return { watcher, matched, forgotten, added, runNext, pendingTimers: () => queue.size, overflowed: () => overflowed, callback: () => callback };
}

const texts = (n: number) => Array.from({ length: n }, (_, i) => document.body.appendChild(document.createTextNode(`node ${i}`)));

describe('mutation batches', () => {
  it('processes at most MAX_BATCH_NODES per batch and backs off exponentially while saturated', () => {
    document.body.innerHTML = '';
    const h = harness(0.001); // fast nodes: the node cap, not the clock, ends each batch
    h.added(texts(MAX_BATCH_NODES * 3 + 10));
    const delays: number[] = [];
    const sizes: number[] = [];
    while (h.pendingTimers()) {
      const before = h.matched.length;
      const ms = h.runNext();
      if (h.matched.length > before) sizes.push(h.matched.length - before);
      else delays.push(ms);
    }
    expect(sizes.every((s) => s <= MAX_BATCH_NODES)).toBe(true);
    expect(h.matched).toHaveLength(MAX_BATCH_NODES * 3 + 10);
    expect(delays.filter((d) => d > 0)).toEqual([16, 32, 64]);
    expect(h.watcher.backoff()).toBe(0); // calm again once drained
  });

  it('caps the back-off and bounds each batch by time too', () => {
    document.body.innerHTML = '';
    const h = harness(1); // 1 ms per node: the 10 ms budget ends each batch
    h.added(texts(400));
    let maxPerBatch = 0;
    let lastDelay = 0;
    while (h.pendingTimers()) {
      const before = h.matched.length;
      const ms = h.runNext();
      maxPerBatch = Math.max(maxPerBatch, h.matched.length - before);
      if (ms) lastDelay = ms;
    }
    expect(maxPerBatch).toBeLessThanOrEqual(11);
    expect(lastDelay).toBe(MAX_BACKOFF_MS);
    expect(h.matched).toHaveLength(400);
  });

  it('drops removed subtrees and rescans changed text', () => {
    document.body.innerHTML = '<p>a</p>';
    const p = document.querySelector('p')!;
    const text = p.firstChild as Text;
    const h = harness(0);
    p.remove();
    h.callback()([{ type: 'childList', target: document.body, addedNodes: [], removedNodes: [p] } as unknown as MutationRecord], {} as MutationObserver);
    document.body.append(p);
    h.callback()([{ type: 'characterData', target: text, addedNodes: [], removedNodes: [] } as unknown as MutationRecord], {} as MutationObserver);
    while (h.pendingTimers()) h.runNext();
    expect(h.forgotten).toEqual([text]);
    expect(h.matched).toEqual([text]); // connected again: rescanned
  });
});
