// What a mark's style costs every later frame in Chromium (a profiling tool, not part of
// `npm run bench`): why the marks are tints (highlight-styles.ts, MARK_RULES). On the CR page, no
// widget: 12 ranges in one registered highlight, styled by a `:root::highlight()` rule, once with
// an underline and once with a background tint; then, each in a frame of its own and traced, the
// changes a page with marks lives with: a range added, a range removed, another highlight set, and
// a text change inside a fixed element (like a tooltip's). Prints, per style and change, the
// frame's `Blink.CompositingInputs.UpdateTime` (where Chromium re-validates highlight markers and,
// for a decoration, invalidates the marked text's visual overflow) and its paint time (median of
// `--runs` fresh pages, ms).
//
//   node scripts/run-ts.js scripts/bench/highlight-style-cost.ts [--runs 3]
import { openCrPage, openSession, playwrightBenchPage, settleJs } from './browser.ts';
import { ensureCrPage } from './cr-page.ts';
import { median, round } from './stats.ts';
import { DETAILED_CATEGORIES, startTrace, stopTrace } from './trace.ts';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1] || 3);
const STYLES = {
  underline: 'text-decoration: underline solid rgb(217 119 6) 2px',
  tint: 'background-color: rgb(217 119 6 / 0.18)',
};
const SETUP = (decl: string) => `(() => {
  const w = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const ranges = [];
  for (let n = w.nextNode(); n && ranges.length < 40; n = w.nextNode()) {
    if (n.data.length > 20) ranges.push(new StaticRange({ startContainer: n, startOffset: 2, endContainer: n, endOffset: 8 }));
  }
  window.__ranges = ranges;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(':root::highlight(x) { ${decl} }');
  document.adoptedStyleSheets = [sheet];
  CSS.highlights.set('x', new Highlight(...ranges.slice(0, 12)));
  const box = document.createElement('div');
  box.style.cssText = 'position: fixed; left: 10px; top: 10px; width: 200px; background: #fff';
  document.documentElement.appendChild(box);
  window.__box = box;
})()`;
const CHANGES: Record<string, string> = {
  'range added': `CSS.highlights.get('x').add(__ranges[30])`,
  'range removed': `CSS.highlights.get('x').delete(__ranges[30])`,
  'another highlight set': `CSS.highlights.set('y', new Highlight(__ranges[35]))`,
  'text changed in a fixed element': `__box.textContent = 'tooltip ' + Math.random()`,
};
const FRAMES = `new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))`;

ensureCrPage();
const session = await openSession();
const out = new Map<string, { ci: number[]; paint: number[] }>();
try {
  for (let r = 0; r < runs; r++) {
    for (const [style, decl] of Object.entries(STYLES)) {
      const opened = await openCrPage(session);
      const page = playwrightBenchPage(opened);
      await settleJs(page, 300);
      await page.eval(SETUP(decl));
      await page.eval(FRAMES);
      await settleJs(page, 300);
      await startTrace(session.browser, opened.page, DETAILED_CATEGORIES);
      for (const [i, js] of Object.values(CHANGES).entries()) {
        await page.eval(`performance.mark('s${i}')`);
        await page.eval(js);
        await page.eval(FRAMES);
        await page.eval(`performance.mark('e${i}')`);
        await page.eval('new Promise((r) => setTimeout(r, 100))');
      }
      const events = await stopTrace(session.browser);
      for (const [i, change] of Object.keys(CHANGES).entries()) {
        const s = events.find((e) => e.name === `s${i}`)!;
        const e = events.find((x) => x.name === `e${i}`)!;
        const sum = (name: string) =>
          events.filter((x) => x.name === name && x.pid === s.pid && x.tid === s.tid && x.ts >= s.ts && x.ts <= e.ts).reduce((a, x) => a + (x.dur ?? 0) / 1000, 0);
        const key = `${style}\t${change}`;
        const slot = out.get(key) ?? { ci: [], paint: [] };
        slot.ci.push(sum('Blink.CompositingInputs.UpdateTime'));
        slot.paint.push(sum('Blink.Paint.UpdateTime'));
        out.set(key, slot);
      }
      await opened.close();
    }
  }
} finally {
  await session.close();
}
console.log(`CR page, one highlight of 12 ranges, medians of ${runs} fresh pages (ms): compositing inputs / paint`);
for (const [key, { ci, paint }] of out) {
  const [style, change] = key.split('\t');
  console.log(`  ${style.padEnd(10)} ${change.padEnd(32)} ${String(round(median(ci), 1)).padStart(5)} / ${round(median(paint), 1)}`);
}
