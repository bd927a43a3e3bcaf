// Hover baseline: the simplest tooltip a page script could have, on the same CR page, without
// the widget. On a pointer move off the left margin it appends one fixed <div> holding three
// rulings' texts (textContent) next to the pointer, measures it once to keep it on screen, and
// removes it when the pointer is back in the margin. No hit testing, no lookup, no shadow root:
// what is left is what the page itself costs to show any overlay (style, layout, pre-paint and
// hit testing of a 37k-node document), so "widget ÷ plain" isolates what the widget adds.
import { settleJs, type BenchPage } from './browser.ts';

export const PLAIN_TIP_TAG = 'plain-tip';

/** Installs the plain tooltip; needs window.__rlBench.data (loadWidgetModule) for its texts. */
export const PLAIN_TOOLTIP_JS = `(() => {
  const rulings = window.__rlBench.data.bundle.rulings;
  let tip = null;
  let n = 0;
  // On the document (capture), like the widget: the probe's window listener runs first and sees
  // the move before either tooltip does.
  document.addEventListener('pointermove', (e) => {
    if (e.clientX < 50) { tip?.remove(); tip = null; return; }
    if (tip) return;
    tip = document.createElement('${PLAIN_TIP_TAG}');
    tip.style.cssText = 'all:initial;position:fixed;z-index:2147483647;display:block;width:420px;max-height:60vh;overflow:auto;' +
      'background:#fff;color:#222;border:1px solid #999;border-radius:6px;box-shadow:0 4px 16px rgba(0,0,0,.25);padding:8px 12px;font:14px/1.45 system-ui,sans-serif';
    for (let i = 0; i < 3; i++) {
      const r = rulings[(n + i) % rulings.length];
      for (const text of [r.zh, r.en]) {
        const p = document.createElement('p');
        p.style.margin = '0 0 6px';
        p.textContent = text;
        tip.append(p);
      }
    }
    n += 3;
    document.documentElement.append(tip);
    const h = tip.getBoundingClientRect().height;
    const below = e.clientY + 20 + h <= innerHeight;
    tip.style.left = Math.min(e.clientX, innerWidth - 430) + 'px';
    tip.style.top = (below ? e.clientY + 20 : Math.max(0, e.clientY - 20 - h)) + 'px';
  }, { capture: true, passive: true });
})()`;

/** Arms the probe for the next move: dispatch → tip appended → next animation frame. */
const ARM_PLAIN = `(() => {
  const b = window.__rlBench;
  b.hover = new Promise((resolve) => {
    let t0 = null;
    const timer = setTimeout(() => { mo.disconnect(); resolve(null); }, 2000);
    addEventListener('pointermove', () => { t0 = performance.now(); }, { capture: true, once: true });
    const mo = new MutationObserver(() => {
      if (!document.querySelector('${PLAIN_TIP_TAG}')) return;
      const t1 = performance.now();
      mo.disconnect();
      requestAnimationFrame(() => { clearTimeout(timer); resolve(t0 === null ? null : { panel: t1 - t0, painted: performance.now() - t0 }); });
    });
    mo.observe(document.documentElement, { childList: true });
  });
})()`;

/** One hover of the plain tooltip at (x, y), after parking in the margin until it is gone. */
export async function plainHoverOnce(page: BenchPage, park: { x: number; y: number }, x: number, y: number, restMs = 50): Promise<{ panel: number; painted: number } | null> {
  await page.move(park.x, park.y);
  await page.waitFor(`!document.querySelector('${PLAIN_TIP_TAG}')`, 3000);
  await settleJs(page, restMs); // from rest, as the widget's hovers
  await page.eval(ARM_PLAIN);
  await page.move(x, y);
  return page.eval<{ panel: number; painted: number } | null>('window.__rlBench.hover');
}
