// Small statistics helpers shared by the benchmarks. Percentiles use the nearest-rank method
// (the value at rank ⌈p·n⌉ of the sorted sample): with 50 samples p95 is the 48th value, an
// actual observation rather than an interpolation between two.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export function sorted(xs: readonly number[]): number[] {
  return [...xs].sort((a, b) => a - b);
}

/** Nearest-rank percentile, p in [0, 100]. Throws on an empty sample (a bench that measured
 *  nothing must fail loudly, not print NaN). */
export function percentile(xs: readonly number[], p: number): number {
  if (xs.length === 0) throw new Error('percentile: empty sample');
  if (!(p >= 0 && p <= 100)) throw new Error(`percentile: p must be within 0..100, got ${p}`);
  const s = sorted(xs);
  const rank = Math.max(1, Math.ceil((p / 100) * s.length));
  return s[rank - 1];
}

export const median = (xs: readonly number[]): number => percentile(xs, 50);
export const p50 = median;
export const p95 = (xs: readonly number[]): number => percentile(xs, 95);

export function mean(xs: readonly number[]): number {
  if (xs.length === 0) throw new Error('mean: empty sample');
  return xs.reduce((a, b) => a + b, 0) / xs.length;
}

export function round(x: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

/** Runs fn `warmup` times untimed, then `runs` times timed; returns every timing in ms. */
export function timeRuns(fn: () => unknown, runs: number, warmup = 1): number[] {
  for (let i = 0; i < warmup; i++) fn();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    out.push(performance.now() - t0);
  }
  return out;
}

/** "12.3×" — how many times `slow` is of `fast` (both positive). */
export function ratio(slow: number, fast: number, digits = 1): number {
  if (!(fast > 0)) return Number.POSITIVE_INFINITY;
  return round(slow / fast, digits);
}

/** ✅ / ❌ mark for a target line in the tables. */
export const verdict = (met: boolean): string => (met ? 'met' : 'MISSED');

/** Largest value, or `empty` for an empty sample. */
export function max(xs: readonly number[], empty = Number.NaN): number {
  return xs.length ? Math.max(...xs) : empty;
}

/** "+1.2" / "-0.3": a difference with its sign. */
export const signed = (x: number): string => `${x >= 0 ? '+' : ''}${x}`;

/** Process CPU time (user + system, all threads), ms: unlike wall time it does not grow while
 *  other processes have the CPU, which matters on a shared 2-core machine. */
export function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** A full GC now when the runtime allows it (Node: --expose-gc set at run time), else a no-op.
 *  Benches call it between sizes so one size's garbage is not collected on the next's time. */
export async function collectGarbage(): Promise<void> {
  collectGarbageNow();
}

/** collectGarbage, synchronously (for benches that time synchronous code). */
export function collectGarbageNow(): void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('typeof gc === "function" ? gc : null') as (() => void) | null;
  gc?.();
}
