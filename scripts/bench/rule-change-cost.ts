// What the first marks cost Chromium on a page, by either way of drawing them (a profiling tool,
// not part of `npm run bench`): why the big page's longest task stays near 50 ms (scoped-styles.ts,
// apply()). No widget; a fresh page per run, each change in a traced window of its own:
// - rule change: an empty sheet adopted by the document, the style update forced (as apply()
//   does); then a sheet of 60 id-scoped `::highlight()` rules added the same way, then swapped for
//   another such sheet (a scroll far away). Chromium answers any change of the document's rules
//   with a walk over EVERY element of the document, matching the changed rules against each
//   (StyleEngine::scheduleInvalidationsForRuleSets): what the rules say, and how few elements
//   they match, do not change its length, and an empty sheet costs it too. Ids that name no
//   element, so nothing is restyled: the walk alone.
// - overlay host: the other way to draw marks (mark-layer.ts), a host styled as that layer's
//   (absolutely placed at the document's origin, 0×0, size and layout containment) with 20
//   tinted boxes, appended to <html>: the frame that paints it (on a page of its own).
// - overlay host in the top layer: the same host made a manual popover (on a page of its own).
//   Its frame skips the pass that the host in <html> costs (Chromium's compositing-inputs phase,
//   ~10-17 ms on the big page, for any box added under <html>), but the top layer paints above
//   everything the page has, whatever its z-index: the marks would cover the page's fixed
//   headers and open menus wherever those overlap marked text. Measured to show the difference,
//   not used.
// Prints per page its element count and, over `--runs` pages, the median and worst of: the
// task (ms), and for the rule changes the walk inside it.
//
//   node scripts/run-ts.js scripts/bench/rule-change-cost.ts [--runs 5]
import { openCrPage, openSession, playwrightBenchPage, settleJs } from './browser.ts';
import { CR_PAGE_NAME, ensureCrPage } from './cr-page.ts';
import { max, median, round } from './stats.ts';
import { HIGHLIGHT_NAMES } from '../../widget/highlight/highlight-styles.ts';
import { mainThreadWindow, startTrace, stopTrace, taskBreakdown, TRACE_CATEGORIES } from './trace.ts';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1] || 5);
const PAGES = { 'CR page': CR_PAGE_NAME, 'big page': 'hostile/big-page.html' } as const;
/** 'blink' adds the walk's own event; 'devtools.timeline' is left out on purpose: with it, each
 *  layout counts every layout object for its trace event (~12 ms on the big page). */
const CATEGORIES = [...TRACE_CATEGORIES, 'blink'];
const WALK = 'StyleEngine::scheduleInvalidationsForRuleSets';

const sheetJs = (seed: number) => `(() => {
  const s = new CSSStyleSheet();
  s.replaceSync(Array.from({ length: 60 }, (_, j) => '#rl-cost-${seed}-' + j + '::highlight(${HIGHLIGHT_NAMES.high}) { background-color: rgb(217 119 6 / 0.18) }').join('\\n'));
  return s;
})()`;
const hostJs = (topLayer: boolean) => `{
    const host = document.createElement('rulings-lens-cost');
    host.style.cssText = 'all: initial; display: block; position: absolute; top: 0; left: 0; width: 0; height: 0; pointer-events: none; contain: size layout style${topLayer ? '; inset: auto; margin: 0; padding: 0; border: 0; overflow: visible' : ''}';
    ${topLayer ? "host.setAttribute('popover', 'manual');" : ''}
    const root = host.attachShadow({ mode: 'open' });
    for (let j = 0; j < 20; j++) {
      const d = document.createElement('div');
      d.style.cssText = 'position: absolute; width: 60px; height: 18px; background: rgb(217 119 6 / 0.18); left: ' + (100 + j * 7) + 'px; top: ' + (scrollY + 50 + j * 20) + 'px';
      root.appendChild(d);
    }
    document.documentElement.appendChild(host);
    ${topLayer ? 'host.showPopover();' : ''}
  }`;
/** The changes, in groups: each group on a fresh page, its changes in order. */
const GROUPS: ReadonlyArray<Record<string, string>> = [
  {
    'rule change: empty sheet': `document.adoptedStyleSheets = [...document.adoptedStyleSheets, new CSSStyleSheet()]; void getComputedStyle(document.documentElement).color;`,
    'rule change: 60 rules added': `document.adoptedStyleSheets = [...document.adoptedStyleSheets, (window.__rlSheet = ${sheetJs(1)})]; void getComputedStyle(document.documentElement).color;`,
    'rule change: sheet swapped': `{ const next = ${sheetJs(2)}; document.adoptedStyleSheets = document.adoptedStyleSheets.map((s) => (s === window.__rlSheet ? next : s)); void getComputedStyle(document.documentElement).color; }`,
  },
  { 'overlay host: first paint': hostJs(false) },
  { 'overlay host, top layer: first paint': hostJs(true) },
];
const FRAMES = `new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 50))))`;


ensureCrPage();
const session = await openSession();
const out = new Map<string, { elements: number; task: number[]; walk: number[] }>();
try {
  for (let r = 0; r < runs; r++) {
    for (const [pageName, path] of Object.entries(PAGES)) for (const changes of GROUPS) {
      const opened = await openCrPage(session, path);
      const page = playwrightBenchPage(opened);
      await settleJs(page, 500);
      const elements = await page.eval<number>(`document.getElementsByTagName('*').length`);
      for (const [change, js] of Object.entries(changes)) {
        await startTrace(session.browser, opened.page, CATEGORIES);
        await page.eval(`performance.mark('rl:s')`);
        await page.eval(js);
        await page.eval(FRAMES);
        await page.eval(`performance.mark('rl:e')`);
        const events = await stopTrace(session.browser);
        const key = `${pageName}\t${change}`;
        const slot = out.get(key) ?? { elements, task: [], walk: [] };
        slot.task.push(mainThreadWindow(events, 'rl:s', 'rl:e').longestMs);
        slot.walk.push(taskBreakdown(events, 'rl:s', 'rl:e', 0).reduce((a, t) => a + (t.inside.find(([name]) => name === WALK)?.[1] ?? 0), 0));
        out.set(key, slot);
        await settleJs(page, 200);
      }
      await opened.close();
    }
  }
} finally {
  await session.close();
}
console.log(`Chromium, no widget, ${runs} fresh pages each: longest task, median / worst (ms); for rule changes also the walk over the elements (${WALK})`);
for (const [key, { elements, task, walk }] of out) {
  const [pageName, change] = key.split('\t');
  const walkCell = change.startsWith('rule') ? `   walk ${round(median(walk), 1)} / ${round(max(walk), 1)}` : '';
  console.log(`  ${pageName.padEnd(9)} (${elements.toLocaleString('en')} elements)  ${change.padEnd(36)} task ${round(median(task), 1)} / ${round(max(task), 1)}${walkCell}`);
}
