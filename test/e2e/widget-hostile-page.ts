// Page-side pieces of the hostile-page suite: small functions handed to Tab.evaluate / waitFor
// (serialised, so each is self-contained), and the helpers built on them that both browsers use.
import type { Tab } from './widget-hostile-driver.ts';

export const INJECTED_ID = 'rl-under-test';

/** `outerHTML` of the page without what the widget may add: its host elements (the tooltip's;
 *  on very big pages, and in Firefox on big pages without ids, the mark layer's), the `data-rulings-lens` attribute on
 *  <html>, and the <script> the test injected. */
export function snapshot(tab: Tab): Promise<string> {
  return tab.evaluate((id) => {
    const clone = document.documentElement.cloneNode(true) as HTMLElement;
    for (const el of clone.querySelectorAll(`rulings-lens-ui, rulings-lens-marks, #${id}`)) el.remove();
    clone.removeAttribute('data-rulings-lens');
    return clone.outerHTML;
  }, INJECTED_ID);
}

/** Adds the script-tag full build (with `attrs` as its attributes) and waits for its first scan. */
export async function injectWidget(tab: Tab, attrs: Record<string, string> = {}): Promise<void> {
  await tab.evaluate(
    ({ id, attrs }) =>
      new Promise<void>((resolve, reject) => {
        const s = document.createElement('script');
        s.id = id;
        s.src = '/widget/rulings-lens.full.js';
        for (const [k, v] of Object.entries(attrs)) s.setAttribute(k, v);
        s.onload = () => resolve();
        s.onerror = () => reject(new Error('widget script failed to load'));
        document.head.append(s);
      }),
    { id: INJECTED_ID, attrs },
  );
  const active = await tab.evaluate(async () => {
    const handle = await window.RulingsLens!.ready;
    if (handle?.active) await handle.whenScanned();
    return handle?.active === true;
  });
  if (!active) throw new Error('widget did not mount');
}

/** Every marked word as `where:word`, `where` = nearest id (prefixed `host/` inside a shadow root). */
export function marks(tab: Tab): Promise<string[]> {
  return tab.evaluate(() => {
    const out: string[] = [];
    CSS.highlights.forEach((hl, name) => {
      if (!name.startsWith('rulings-lens-') || name.endsWith('-active')) return;
      hl.forEach((r) => {
        const range = r as AbstractRange;
        const node = range.startContainer as Text;
        const word = node.data.slice(range.startOffset, range.endOffset);
        const root = node.getRootNode();
        const host = root instanceof ShadowRoot ? `${root.host.id}(${root.mode})/` : '';
        out.push(`${host}${node.parentElement?.closest('[id]')?.id ?? '?'}:${word}`);
      });
    });
    return out.sort();
  });
}

/** Waits until the marks whose `where` starts with `prefix` are exactly `expected` (sorted). */
export async function waitForMarksIn(tab: Tab, prefix: string, expected: string[]): Promise<void> {
  await tab
    .waitFor(
      ({ prefix, expected }) => {
        const got: string[] = [];
        CSS.highlights.forEach((hl, name) => {
          if (!name.startsWith('rulings-lens-') || name.endsWith('-active')) return;
          hl.forEach((r) => {
            const range = r as AbstractRange;
            const node = range.startContainer as Text;
            const root = node.getRootNode();
            const host = root instanceof ShadowRoot ? `${root.host.id}(${root.mode})/` : '';
            const where = `${host}${node.parentElement?.closest('[id]')?.id ?? '?'}`;
            if (where.startsWith(prefix)) got.push(node.data.slice(range.startOffset, range.endOffset));
          });
        });
        return JSON.stringify(got.sort()) === JSON.stringify(expected);
      },
      { prefix, expected: [...expected].sort() },
    )
    .catch(async (e) => {
      throw new Error(`marks in "${prefix}" never became ${JSON.stringify(expected)}; now: ${JSON.stringify(await marks(tab))} (${e})`);
    });
}

/** Centre of `word` inside the element with id `id` (looked up in open shadow roots too). */
export async function wordCentre(tab: Tab, id: string, word: string): Promise<{ x: number; y: number }> {
  const box = await tab.evaluate(
    ({ id, word }) => {
      const roots: Array<Document | ShadowRoot> = [document];
      for (let i = 0; i < roots.length; i++) for (const el of roots[i].querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
      const el = roots.map((r) => r.querySelector(`#${id}`)).find(Boolean);
      if (!el) return null;
      el.scrollIntoView({ block: 'center' });
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
        const at = n.data.indexOf(word);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(n, at);
        range.setEnd(n, at + word.length);
        const r = range.getClientRects()[0];
        return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
      }
      return null;
    },
    { id, word },
  );
  if (!box) throw new Error(`"${word}" not found in #${id}`);
  return box;
}

/** Moves the pointer onto `word` in #id and waits for the tooltip to show `keyword`. */
export async function hoverAndWait(tab: Tab, id: string, word: string, keyword: string): Promise<void> {
  // Park first so a tooltip still open elsewhere does not cover the word.
  await tab.move(995, 695);
  // ...and wait until it has closed: on a loaded machine the park and the next move can land in
  // one frame, and a panel still covering the word would swallow the hover (CI saw exactly this).
  await tab.waitFor(() => {
    const panel = document.querySelector('rulings-lens-ui')?.shadowRoot?.querySelector<HTMLElement>('[data-part="panel"]');
    return !panel || panel.style.visibility === 'hidden' || panel.hidden || !panel.isConnected;
  }, undefined);
  const { x, y } = await wordCentre(tab, id, word);
  await tab.move(x, y);
  await tab.waitFor((keyword) => {
    const panel = document.querySelector('rulings-lens-ui')?.shadowRoot?.querySelector<HTMLElement>('[data-part="panel"]');
    return panel?.dataset.keyword === keyword && panel.style.visibility !== 'hidden';
  }, keyword);
}

/** The open panel really is there for a reader: styled by us, not by the page, and on top. */
export function panelLooks(tab: Tab): Promise<Record<string, string | number | boolean>> {
  return tab.evaluate(() => {
    const host = document.querySelector('rulings-lens-ui')!;
    const panel = host.shadowRoot!.querySelector<HTMLElement>('[data-part="panel"]')!;
    const s = getComputedStyle(panel);
    const r = panel.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + Math.min(20, r.height / 2));
    return {
      position: s.position,
      borderRadius: s.borderTopLeftRadius,
      fontSize: s.fontSize,
      visibility: s.visibility,
      transparent: s.backgroundColor === 'rgba(0, 0, 0, 0)' || s.backgroundColor === 'transparent',
      red: s.backgroundColor === 'rgb(255, 0, 0)',
      width: Math.round(r.width),
      height: Math.round(r.height),
      onTop: hit === host,
    };
  });
}

/**
 * Waits until the set of marks has not changed for `quietMs` (marks near the viewport arrive in
 * batches at most every 100 ms, see near-viewport.ts). A quiescence wait for the RECORDED
 * results only; it asserts nothing about time.
 */
export async function marksSettled(tab: Tab, quietMs = 400): Promise<string[]> {
  await tab.waitFor((quietMs) => {
    const w = window as unknown as { __rlSettle?: { sig: string; since: number } };
    const parts: string[] = [];
    CSS.highlights.forEach((hl, name) => {
      if (name.startsWith('rulings-lens-') && !name.endsWith('-active')) hl.forEach((r) => parts.push(`${(r as AbstractRange).startOffset}:${(r as AbstractRange).endOffset}`));
    });
    const sig = parts.sort().join(',');
    const now = performance.now();
    if (!w.__rlSettle || w.__rlSettle.sig !== sig) w.__rlSettle = { sig, since: now };
    return now - w.__rlSettle.since >= quietMs;
  }, quietMs);
  return marks(tab);
}

/** Waits until a box of the mark layer (<rulings-lens-marks>) lies on the first `word` in the
 *  text of `#id`'s descendants (the marks drawn as boxes, not by ::highlight() rules). */
export async function waitForBoxOn(tab: Tab, id: string, word: string): Promise<void> {
  await tab.waitFor(
    ({ id, word }) => {
      const walk = document.createTreeWalker(document.getElementById(id)!, NodeFilter.SHOW_TEXT);
      for (let node = walk.nextNode() as Text | null; node; node = walk.nextNode() as Text | null) {
        const at = node.data.indexOf(word);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + word.length);
        const w = range.getBoundingClientRect();
        const boxes = [...(document.querySelector('rulings-lens-marks')?.shadowRoot?.querySelectorAll('div') ?? [])].map((b) => b.getBoundingClientRect());
        return boxes.some((b) => Math.abs(b.left - w.left) < 1 && Math.abs(b.top - w.top) < 1 && Math.abs(b.width - w.width) < 1);
      }
      return false;
    },
    { id, word },
  );
}

/** True when a ::highlight() rule of the marks reaches `#id`'s first element child (its computed
 *  highlight style paints), whichever level. */
export function markRulesReach(tab: Tab, id: string): Promise<boolean> {
  return tab.evaluate((id) => {
    const el = document.getElementById(id)!.firstElementChild ?? document.getElementById(id)!;
    return ['high', 'medium', 'low'].some((k) => {
      const c = getComputedStyle(el, `::highlight(rulings-lens-${k})`).backgroundColor;
      return !!c && c !== 'transparent' && !/^rgba\(0, 0, 0, 0\)$/.test(c);
    });
  }, id);
}
