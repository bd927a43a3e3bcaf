// Main-thread tasks during a scenario, the same figures in both browsers: Chromium from a trace
// (trace.ts: exact task durations, between the 'bench:start' and 'bench:end' marks the scenario
// sets), Firefox from the in-page task probe (browser.ts: gaps of a MessageChannel ping loop,
// started before the scenario and stopped after it, counted between the same two marks, so the
// harness's own script evaluation before the start mark is out of both). Total blocking time =
// Σ (task − 50 ms).
import type { Browser } from 'playwright-core';
import type { BenchPage } from './browser.ts';
import { mainThreadWindow, startTrace, stopTrace } from './trace.ts';

export interface TaskFigures {
  /** Main-thread time of the tasks in the window (Firefox: gaps ≥ 2 ms of the probe), ms. */
  totalMs: number;
  longestMs: number;
  /** Total blocking time, ms. */
  blockingMs: number;
  tasks: number;
  /** Chromium: thread CPU time of the same tasks, and of the longest one (NaN in Firefox). */
  cpuMs: number;
  longestCpuMs: number;
}

/** Runs `scenario` (which must mark 'bench:start' and 'bench:end' in the page) and measures. */
export async function withTasks<T>(page: BenchPage, chromium: Browser | undefined, scenario: () => Promise<T>): Promise<{ value: T; tasks: TaskFigures }> {
  if (page.browser === 'chromium') {
    if (!chromium || !page.pw) throw new Error('withTasks: a Chromium page needs its browser for the trace');
    await startTrace(chromium, page.pw);
    let value: T;
    let events: Awaited<ReturnType<typeof stopTrace>>;
    try {
      value = await scenario();
    } finally {
      events = await stopTrace(chromium); // always: a browser with a trace running refuses the next one
    }
    const w = mainThreadWindow(events, 'bench:start', 'bench:end');
    return { value, tasks: { totalMs: w.totalMs, longestMs: w.longestMs, blockingMs: w.blockingMs, tasks: w.tasks, cpuMs: w.cpuMs, longestCpuMs: w.longestCpuMs } };
  }
  await page.eval('window.__rlBench.probeStart()');
  let value: T;
  try {
    value = await scenario();
  } catch (err) {
    await page.eval('window.__rlBench.probeStop()').catch(() => undefined); // end the ping loop
    throw err;
  }
  const probe = await page.eval<Omit<TaskFigures, 'cpuMs' | 'longestCpuMs'>>('window.__rlBench.probeStop()');
  return { value, tasks: { ...probe, cpuMs: Number.NaN, longestCpuMs: Number.NaN } };
}
