// Where the page-annotation figure goes (a profiling tool, not part of `npm run bench`): the same
// scenario as page-annotation.ts (CR page, widget mount → whenScanned + 250 ms tail + 2 frames),
// traced with the detailed categories. Prints each task over `--min` ms with what ran inside it,
// the main thread's self time per trace event (wall and thread CPU), and the CPU time per phase
// (the mount() task, the scheduler's yield continuations, frames) and kind (script, JS compile,
// style, compositing inputs, paint…). `--idle`: the same window with nothing mounted (the page's
// own frames). `--js`: a sampled JS profile too (a separate run: the profiler slows the script),
// of an unminified build so names are readable: self and inclusive time per function, and what
// the synchronous part of mount() spent its time on. `--widget DIR`: the build to serve at
// /widget/ (default dist/widget). `--gc`: a full collection before the window, as the bench does.
//
//   node scripts/run-ts.js scripts/bench/profile-annotation.ts [--runs N] [--min 2] [--idle] [--js] [--gc] [--widget DIR]
//
// The detailed trace slows what it traces, and the machine's load shows in every figure: compare
// shares and runs made together, not absolutes with the bench's.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { widgetViteConfig, WIDGET_OUT_DIR } from '../../vite.widget.config.ts';
import { COMPILE_HINT } from '../build-widget.ts';
import { collectPageGarbage, loadWidgetJs, openCrPage, openSession, playwrightBenchPage, type BenchSession } from './browser.ts';
import { BENCH_TMP, ensureCrPage } from './cr-page.ts';
import { annotateWithWidget } from './page-annotation.ts';
import { DETAILED_CATEGORIES, mainThreadWindow, startTrace, stopTrace } from './trace.ts';

type Ev = Awaited<ReturnType<typeof stopTrace>>[number];

const arg = (name: string, dflt: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : dflt;
};
const runs = Number(arg('runs', '3'));
const minMs = Number(arg('min', '2'));
const idle = process.argv.includes('--idle');
const js = process.argv.includes('--js');
const gc = process.argv.includes('--gc');
/** --gc: a full collection before the window, as page-annotation.ts does. */
const maybeCollect = async (page: Page) => void (gc && (await collectPageGarbage(page)));

/** What an event's self time is: the engine's work, by kind. */
function kindOf(name: string): string {
  if (/GC|Sweep|Marking|Scavenge|Oilpan/i.test(name)) return 'gc';
  if (/^V8\.(Compile|Parse)/.test(name)) return 'js compile';
  if (name === 'Blink.CompositingInputs.UpdateTime') return 'compositing inputs';
  if (/StyleEngine|recalcStyle|RecalcStyle|UpdateLayoutTree|Blink\.Style|StyleInvalidator|ParseAuthorStyleSheet|CSSParser|parseStyleSheet/.test(name)) return 'style';
  if (/^Layout|Blink\.Layout|LayoutNG|UpdateLayout$/.test(name)) return 'layout';
  if (/Paint|Layerize|Raster|PaintArtifact|Blink\.Paint|PrePaint/.test(name)) return 'paint';
  if (/Commit|BeginMainFrame|UpdateLifecycle|Animate|ScheduleAnimation|MainFrameAborted/.test(name)) return 'frame & commit';
  return 'script & other'; // FunctionCall, RunMicrotasks, the DevTools evaluate (mojo message), V8 internals…
}

/** Self time per event name over the main thread's events inside [start, end] (wall, CPU). */
function selfTimes(events: readonly Ev[]): { byName: Map<string, { wall: number; cpu: number; n: number }>; tasks: Array<{ at: number; dur: number; cpu: number; top: string }>; phases: Map<string, Map<string, number>> } {
  const start = events.find((e) => e.name === 'bench:start')!;
  const end = events.find((e) => e.name === 'bench:end')!;
  const onThread = events
    .filter((e) => e.ph === 'X' && e.pid === start.pid && e.tid === start.tid && typeof e.dur === 'number' && e.ts + e.dur! > start.ts && e.ts < end.ts)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const byName = new Map<string, { wall: number; cpu: number; n: number }>();
  const stack: Array<{ e: Ev; childWall: number; childCpu: number; kids: Map<string, number> }> = [];
  const tasks: Array<{ at: number; dur: number; cpu: number; top: string }> = [];
  /** phase → kind → CPU ms (self time of the events of that kind, in the tasks of that phase). */
  const phases = new Map<string, Map<string, number>>();
  const pop = () => {
    const f = stack.pop()!;
    const selfWall = f.e.dur! - f.childWall;
    const selfCpu = (f.e.tdur ?? f.e.dur!) - f.childCpu;
    const s = byName.get(f.e.name) ?? { wall: 0, cpu: 0, n: 0 };
    s.wall += selfWall / 1000;
    s.cpu += selfCpu / 1000;
    s.n++;
    byName.set(f.e.name, s);
    const parent = stack[stack.length - 1];
    if (parent) {
      parent.childWall += f.e.dur!;
      parent.childCpu += f.e.tdur ?? f.e.dur!;
      for (const [k, v] of f.kids) parent.kids.set(k, (parent.kids.get(k) ?? 0) + v);
      parent.kids.set(f.e.name, (parent.kids.get(f.e.name) ?? 0) + selfWall / 1000);
    } else {
      // The task's phase: mount (holds the start mark), a frame (runs the rendering lifecycle),
      // a yield continuation (microtasks only), or other.
      const names = [...f.kids.keys(), f.e.name];
      const phase = f.e.ts <= start.ts && start.ts <= f.e.ts + f.e.dur! ? 'mount task' : names.some((n) => /BeginMainFrame|UpdateLifecycle/.test(n)) ? 'frames' : names.includes('RunMicrotasks') || names.includes('BlinkScheduler_PerformMicrotaskCheckpoint') ? 'yield continuations' : 'other tasks';
      const ph = phases.get(phase) ?? new Map<string, number>();
      phases.set(phase, ph);
      const scale = f.e.dur! > 0 ? (f.e.tdur ?? f.e.dur!) / f.e.dur! : 1; // CPU share of the task's wall time
      for (const [k, v] of [...f.kids, [`${f.e.name} (self)`, selfWall / 1000] as [string, number]]) {
        const kind = kindOf(k.replace(/ \(self\)$/, ''));
        ph.set(kind, (ph.get(kind) ?? 0) + v * scale);
      }
      ph.set('(tasks)', (ph.get('(tasks)') ?? 0) + 1);
      ph.set('(cpu)', (ph.get('(cpu)') ?? 0) + (f.e.tdur ?? f.e.dur!) / 1000);
    }
    if (!parent && f.e.dur! >= minMs * 1000) {
      f.kids.set(`${f.e.name} (self)`, selfWall / 1000);
      const top = [...f.kids].sort((a, b) => b[1] - a[1]).slice(0, 6).filter(([, v]) => v >= 0.2).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ');
      tasks.push({ at: (f.e.ts - start.ts) / 1000, dur: f.e.dur! / 1000, cpu: (f.e.tdur ?? f.e.dur!) / 1000, top });
    }
  };
  for (const e of onThread) {
    while (stack.length && stack[stack.length - 1].e.ts + stack[stack.length - 1].e.dur! <= e.ts) pop();
    stack.push({ e, childWall: 0, childCpu: 0, kids: new Map() });
  }
  while (stack.length) pop();
  return { byName, tasks, phases };
}

async function traceRun(session: BenchSession): Promise<ReturnType<typeof selfTimes> & { total: number; cpu: number }> {
  const page = playwrightBenchPage(await openCrPage(session));
  try {
    if (!idle) {
      await loadWidgetJs(page);
      await page.eval('new Promise((r) => setTimeout(r, 300))');
    }
    await maybeCollect(page.pw!);
    await startTrace(session.browser, page.pw!, [...DETAILED_CATEGORIES, 'v8', 'cc', 'disabled-by-default-v8.gc', 'disabled-by-default-v8.compile', 'v8.compile']);
    let events: Ev[];
    try {
      if (idle)
        await page.eval(`(async () => { performance.mark('bench:start'); await new Promise((r) => setTimeout(r, 250)); await window.__rlBench.frames(2); performance.mark('bench:end'); })()`);
      else await annotateWithWidget(page);
    } finally {
      events = (await stopTrace(session.browser)) as Ev[];
    }
    const w = mainThreadWindow(events, 'bench:start', 'bench:end');
    return { ...selfTimes(events), total: w.totalMs, cpu: w.cpuMs };
  } finally {
    await page.close();
  }
}

/** An unminified ESM build next to the data, for readable JS profiles. */
async function unminifiedWidget(): Promise<string> {
  const outDir = join(BENCH_TMP, 'profile-widget');
  mkdirSync(outDir, { recursive: true });
  const cfg = widgetViteConfig('esm');
  await build({
    ...cfg,
    plugins: (cfg.plugins ?? []).filter((p) => !(p && typeof p === 'object' && 'name' in p && p.name === 'rulings-lens:minify-esm')),
    build: { ...cfg.build, outDir, minify: false },
  });
  cpSync(join(WIDGET_OUT_DIR, 'rulings-lens.data.json'), join(outDir, 'rulings-lens.data.json'));
  const file = join(outDir, 'rulings-lens.mjs');
  writeFileSync(file, COMPILE_HINT + readFileSync(file, 'utf8')); // as build-widget.ts ships it
  return outDir;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

async function jsProfile(session: BenchSession): Promise<Map<string, number>> {
  const page = playwrightBenchPage(await openCrPage(session));
  const cdp = await page.pw!.context().newCDPSession(page.pw!);
  try {
    await loadWidgetJs(page);
    await page.eval('new Promise((r) => setTimeout(r, 300))');
    await maybeCollect(page.pw!);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
    await cdp.send('Profiler.start');
    await annotateWithWidget(page);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] } };
    // Self time per function (sample count × interval), and inclusive per function.
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const incl = new Map<string, number>();
    const self = new Map<string, number>();
    const name = (n: ProfileNode) => `${n.callFrame.functionName || '(anon)'}${n.callFrame.url ? `@${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}` : ''}`;
    profile.samples.forEach((id, i) => {
      const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      const n = byId.get(id)!;
      self.set(name(n), (self.get(name(n)) ?? 0) + dt);
      const seen = new Set<string>();
      for (let p: number | undefined = id; p !== undefined; p = parent.get(p)) {
        const k = name(byId.get(p)!);
        if (seen.has(k)) continue;
        seen.add(k);
        incl.set(k, (incl.get(k) ?? 0) + dt);
      }
    });
    // Self time of the samples taken inside mount() (the synchronous part), per function.
    const underMount = new Map<string, number>();
    profile.samples.forEach((id, i) => {
      const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      let inMount = false;
      for (let p: number | undefined = id; p !== undefined; p = parent.get(p)) if (byId.get(p)!.callFrame.functionName === 'mount$1') inMount = true;
      if (!inMount) return;
      // The frame just below the engine's or mount's own code: what mount() spent it on.
      const chain: string[] = [];
      for (let p: number | undefined = id; p !== undefined; p = parent.get(p)) chain.push(byId.get(p)!.callFrame.functionName || '(anon)');
      const at = chain.indexOf('mount$1');
      const k = chain.slice(Math.max(0, at - 3), at).reverse().join(' > ') + ` | self ${chain[0]}`;
      underMount.set(k, (underMount.get(k) ?? 0) + dt);
    });
    const out = new Map<string, number>();
    for (const [k, v] of [...underMount].sort((a, b) => b[1] - a[1]).slice(0, 40)) out.set(`mount ${k}`, v);
    for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) out.set(`self ${k}`, v);
    for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 45)) out.set(`incl ${k}`, v);
    return out;
  } finally {
    await cdp.detach().catch(() => undefined);
    await page.close();
  }
}

ensureCrPage();
const session = await openSession({ widgetDir: js ? await unminifiedWidget() : arg('widget', WIDGET_OUT_DIR) });
try {
  const all: Array<Awaited<ReturnType<typeof traceRun>>> = [];
  for (let i = 0; i < runs; i++) {
    const r = await traceRun(session);
    all.push(r);
    console.log(`\nrun ${i + 1}: main thread ${r.total.toFixed(1)} ms wall, ${r.cpu.toFixed(1)} ms CPU; tasks ≥ ${minMs} ms:`);
    for (const t of r.tasks) console.log(`  @${t.at.toFixed(1).padStart(6)} ${t.dur.toFixed(1).padStart(5)} ms (cpu ${t.cpu.toFixed(1)}): ${t.top}`);
  }
  const names = new Set(all.flatMap((r) => [...r.byName.keys()]));
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const rows = [...names]
    .map((n) => ({ n, wall: med(all.map((r) => r.byName.get(n)?.wall ?? 0)), cpu: med(all.map((r) => r.byName.get(n)?.cpu ?? 0)), count: med(all.map((r) => r.byName.get(n)?.n ?? 0)) }))
    .filter((r) => r.wall >= 0.1)
    .sort((a, b) => b.wall - a.wall);
  console.log(`\nself time by event (median of ${runs}; main thread, whole trace window incl. nested; wall / cpu ms, count):`);
  for (const r of rows) console.log(`  ${r.wall.toFixed(2).padStart(7)} ${r.cpu.toFixed(2).padStart(7)} ${String(r.count).padStart(4)}  ${r.n}`);
  console.log(`median main thread: ${med(all.map((r) => r.total)).toFixed(1)} ms wall, ${med(all.map((r) => r.cpu)).toFixed(1)} ms CPU`);
  console.log(`\nby phase and kind (median of ${runs}; CPU ms, self times scaled by each task's CPU/wall):`);
  for (const phase of ['mount task', 'yield continuations', 'frames', 'other tasks']) {
    const kinds = new Set(all.flatMap((r) => [...(r.phases.get(phase)?.keys() ?? [])]));
    const cells = [...kinds].map((k) => [k, med(all.map((r) => r.phases.get(phase)?.get(k) ?? 0))] as const).sort((a, b) => (a[0].startsWith('(') ? -1 : b[0].startsWith('(') ? 1 : b[1] - a[1]));
    console.log(`  ${phase.padEnd(20)} ${cells.map(([k, v]) => `${k} ${k === '(tasks)' ? v : v.toFixed(1)}`).join(' | ')}`);
  }
  if (js) {
    const p = await jsProfile(session);
    console.log('\nJS profile (one run, 50 µs sampling; ms):');
    for (const [k, v] of p) console.log(`  ${v.toFixed(2).padStart(7)}  ${k}`);
  }
} finally {
  await session.close();
}
