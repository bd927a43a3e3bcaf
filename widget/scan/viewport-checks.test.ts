// Viewport checks and the document's size: a ResizeObserver notification asks for a check only
// when the size differs from what the last check saw (its first notification, sent right after
// observe() whatever the size, usually does not).
import { beforeEach, describe, expect, it } from 'vitest';
import { viewportChecks, type CheckScheduling } from './viewport-checks.ts';

let size: { width: number; height: number };
let notify: (entries: Array<{ contentRect: { width: number; height: number } }>) => void;
let frames: Array<() => void>;
let timers: Array<() => void>;
let clock: number;
let checks: number;

const win = {
  addEventListener() {},
  removeEventListener() {},
  ResizeObserver: class {
    constructor(cb: typeof notify) {
      notify = cb;
    }
    observe() {}
    disconnect() {}
  },
};
const doc = {
  defaultView: win,
  documentElement: { getBoundingClientRect: () => ({ ...size }) },
  addEventListener() {},
  removeEventListener() {},
} as unknown as Document;
const sch: CheckScheduling = {
  now: () => clock,
  frame: (fn) => frames.push(fn),
  cancelFrame() {},
  setTimeout: (fn) => timers.push(fn),
  clearTimeout() {},
};
/** Runs the pending frame callbacks, then (if asked) the pending timers and their frames. */
function flush(withTimers = false): void {
  for (const fn of frames.splice(0)) fn();
  if (withTimers) {
    clock += 200;
    for (const fn of timers.splice(0)) fn();
    for (const fn of frames.splice(0)) fn();
  }
}

beforeEach(() => {
  size = { width: 1280, height: 50_000 };
  frames = [];
  timers = [];
  clock = 1000;
  checks = 0;
});

describe('viewportChecks and ResizeObserver', () => {
  it('skips the first notification when it reports the size the check just saw', () => {
    const c = viewportChecks(doc, () => checks++, 100, sch);
    c.start();
    c.request(true);
    flush();
    expect(checks).toBe(1);
    notify([{ contentRect: { width: 1280, height: 50_000 } }]);
    flush(true);
    expect(checks).toBe(1);
  });

  it('checks again when the document has changed size since', () => {
    const c = viewportChecks(doc, () => checks++, 100, sch);
    c.start();
    c.request(true);
    flush();
    notify([{ contentRect: { width: 1280, height: 62_000 } }]);
    flush(true);
    expect(checks).toBe(2);
  });

  it('a notification before any check asks for one', () => {
    const c = viewportChecks(doc, () => checks++, 100, sch);
    c.start();
    notify([{ contentRect: { width: 1280, height: 50_000 } }]);
    flush(true);
    expect(checks).toBe(1);
  });
});
