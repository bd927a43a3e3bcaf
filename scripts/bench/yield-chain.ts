// What a chain of yield continuations holds back (a profiling tool, not part of `npm run bench`):
// why the scheduler ends a run of scheduler.yield() slices after CHAIN_MS (widget/scan/
// scheduler.ts). On the CR page, in Chromium and Firefox: forty 8 ms busy slices, chained
//   - by scheduler.yield(),
//   - by a MessageChannel message,
//   - by scheduler.yield() with a MessageChannel message instead once a chain has run CHAIN_MS
//     (the scheduler's rule),
// while a requestAnimationFrame loop runs, the harness moves the pointer a dozen times, and a
// MessageChannel ping loop (the bench's Firefox task probe) runs. Prints the longest time between
// two frames, when the first pointer move reached the page, and the longest gap of the ping loop
// (ms, from the chain's start).
//
//   node scripts/run-ts.js scripts/bench/yield-chain.ts
import { CHAIN_MS } from '../../widget/scan/scheduler.ts';
import { openCrPage, openFirefoxPage, openFirefoxSession, openSession, playwrightBenchPage, type BenchPage } from './browser.ts';
import { ensureCrPage } from './cr-page.ts';

const MODES = ['scheduler.yield()', 'MessageChannel', `yield, capped at ${CHAIN_MS} ms`] as const;
const START = (mode: number) => `(() => {
  const busy = (ms) => { const t = performance.now(); while (performance.now() - t < ms); };
  const task = () => new Promise((r) => { const mc = new MessageChannel(); mc.port1.onmessage = () => r(); mc.port2.postMessage(0); });
  const w = (window.__chain = { t0: 0, frames: [], moves: [], gaps: [], done: 0 });
  addEventListener('pointermove', () => w.moves.push(performance.now() - w.t0), true);
  const probe = new MessageChannel();
  let last = 0;
  probe.port1.onmessage = () => { const t = performance.now(); w.gaps.push(t - last); last = t; if (!w.done) probe.port2.postMessage(0); };
  setTimeout(async () => {
    w.t0 = performance.now();
    const frame = () => { w.frames.push(performance.now() - w.t0); if (!w.done) requestAnimationFrame(frame); };
    requestAnimationFrame(frame);
    last = performance.now();
    probe.port2.postMessage(0);
    let chainStart = performance.now();
    for (let i = 0; i < 40; i++) {
      busy(8);
      if (${mode} === 1 || (${mode} === 2 && performance.now() - chainStart >= ${CHAIN_MS})) { await task(); chainStart = performance.now(); }
      else await scheduler.yield();
    }
    w.done = performance.now() - w.t0;
  }, 0);
})()`;
const RESULT = `(() => {
  const w = window.__chain;
  let gap = 0;
  for (let i = 1; i < w.frames.length; i++) if (w.frames[i - 1] < w.done) gap = Math.max(gap, w.frames[i] - w.frames[i - 1]);
  return { chain: Math.round(w.done), frameGap: Math.round(gap), firstMove: Math.round(w.moves[0] ?? -1), probeGap: Math.round(Math.max(0, ...w.gaps)) };
})()`;

async function measure(page: BenchPage, mode: number) {
  await page.eval(START(mode));
  for (let i = 0; i < 12; i++) await page.move(100 + i * 7, 200 + i);
  await page.eval(`new Promise((r) => { const f = () => (window.__chain.done ? setTimeout(r, 50) : setTimeout(f, 20)); f(); })`);
  return page.eval<{ chain: number; frameGap: number; firstMove: number; probeGap: number }>(RESULT);
}

ensureCrPage();
console.log('40 × 8 ms slices on the CR page (ms): chain length | longest frame gap | first pointer move | longest probe gap');
const chromium = await openSession();
try {
  for (const [mode, name] of MODES.entries()) {
    const opened = await openCrPage(chromium);
    const r = await measure(playwrightBenchPage(opened), mode);
    console.log(`  chromium ${name.padEnd(24)} ${r.chain} | ${r.frameGap} | ${r.firstMove} | ${r.probeGap}`);
    await opened.close();
  }
} finally {
  await chromium.close();
}
const firefox = await openFirefoxSession();
try {
  for (const [mode, name] of MODES.entries()) {
    const page = await openFirefoxPage(firefox);
    const r = await measure(page, mode);
    console.log(`  firefox  ${name.padEnd(24)} ${r.chain} | ${r.frameGap} | ${r.firstMove} | ${r.probeGap}`);
    await page.close();
  }
} finally {
  await firefox.close();
}
