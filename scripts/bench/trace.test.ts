import { describe, expect, it } from 'vitest';
import { mainThreadWindow, taskBreakdown } from './trace.ts';

const ev = (name: string, ts: number, dur?: number, cat = name.includes('::RunTask') || name.startsWith('BlinkScheduler') ? 'toplevel' : 'x') => ({
  name,
  cat,
  ph: dur === undefined ? 'R' : 'X',
  pid: 1,
  tid: 1,
  ts,
  dur,
});

describe('taskBreakdown', () => {
  it('lists the long tasks between the marks with what ran inside them', () => {
    const events = [
      ev('s', 1000),
      ev('ThreadControllerImpl::RunTask', 2000, 60_000),
      ev('UpdateLayoutTree', 3000, 50_000),
      ev('FunctionCall', 55_000, 4000),
      ev('ThreadControllerImpl::RunTask', 70_000, 1000), // short: left out
      ev('ThreadControllerImpl::RunTask', 80_000, 9000),
      ev('FunctionCall', 81_000, 8000),
      { ...ev('ThreadControllerImpl::RunTask', 82_000, 50_000), tid: 2 }, // another thread
      ev('e', 100_000),
    ];
    expect(taskBreakdown(events, 's', 'e')).toEqual([
      { atMs: 1, durMs: 60, inside: [['UpdateLayoutTree', 50], ['FunctionCall', 4]] },
      { atMs: 79, durMs: 9, inside: [['FunctionCall', 8]] },
    ]);
  });
});

describe('mainThreadWindow', () => {
  it('counts every outermost toplevel event as a task (yield continuations have no RunTask), once, with TBT', () => {
    const events = [
      ev('s', 1000),
      ev('ThreadControllerImpl::RunTask', 2000, 70_000),
      ev('BlinkScheduler_PerformMicrotaskCheckpoint', 10_000, 5000), // nested: inside the task above
      ev('BlinkScheduler_PerformMicrotaskCheckpoint', 80_000, 6000), // a continuation on its own
      ev('FunctionCall', 80_500, 5000), // not toplevel
      ev('ThreadControllerImpl::RunTask', 90_000, 55_000),
      ev('e', 200_000),
    ];
    const w = mainThreadWindow(events, 's', 'e');
    expect(w.tasks).toBe(3);
    expect(w.totalMs).toBe(131);
    expect(w.longestMs).toBe(70);
    expect(w.blockingMs).toBe(25); // (70 − 50) + (55 − 50)
  });
});
