// Hovering the fixtures' ward mark (#kw-ward) until its tooltip shows what a test waits for: the
// tab hears of a stored change (an import, a capture, a subscription update) a moment after the
// store, so the pointer is parked, the tooltip let close, and the mark hovered again until then.
// For either driver (playwright in Chromium, puppeteer in Firefox).
import { centreOf, HOST_TAG, panelState, settle, until, type PanelState, type Probe } from './ext-helpers.ts';

/** A page as hovering needs it: its mouse, a probe (ext-helpers.ts) and where to park the pointer
 *  so that no tooltip is open (firefox-helpers.ts `hoverable`; Chromium tests park at 5, 5). */
export interface HoverPage {
  mouse: { move(x: number, y: number): Promise<unknown> };
  probe: Probe;
  park: { x: number; y: number };
}

/** Parks the pointer until no tooltip is open, then hovers the centre of #`id`. */
export async function hoverMark(page: HoverPage, id: string): Promise<void> {
  await page.mouse.move(page.park.x, page.park.y);
  await until(() => panelState(page.probe), (s) => s === null, 'tooltip closed');
  const { x, y } = await centreOf(page.probe, id);
  await page.mouse.move(x, y);
}

/** The text of every element of the open tooltip with data-part `part`. */
export function tooltipTexts(page: HoverPage, part: string): Promise<string[]> {
  return page.probe.evaluate(
    ({ tag, part }: { tag: string; part: string }) => [...document.querySelector(tag)!.shadowRoot!.querySelectorAll(`[data-part="${part}"]`)].map((e) => e.textContent ?? ''),
    { tag: HOST_TAG, part },
  );
}

/** Hovers #kw-ward until its tooltip satisfies `ok` (polled while it stays open, for 8 s, then
 *  hovered again, for 20 s in all); with its footer's stamp (which names the packs). */
export async function hoverWard(page: HoverPage, ok: (s: PanelState) => boolean, what: string): Promise<PanelState & { stamp: string }> {
  const end = Date.now() + 20_000;
  for (;;) {
    try {
      await hoverMark(page, 'kw-ward');
      const state = await until(() => panelState(page.probe), (s) => s?.keyword === 'ward' && ok(s), what, 8_000);
      const [stamp = ''] = await tooltipTexts(page, 'stamp');
      return { ...state!, stamp };
    } catch (e) {
      if (Date.now() > end) throw e;
    }
  }
}

/** Hovers #kw-ward until `ok` holds for its tooltip and its footer's credit lines (each hover
 *  read once, then hovered again after 300 ms, for 25 s in all). */
export async function hoverWardCredits(page: HoverPage, ok: (s: PanelState, credits: string[]) => boolean, what: string): Promise<{ state: PanelState; credits: string[] }> {
  const end = Date.now() + 25_000;
  for (;;) {
    try {
      await hoverMark(page, 'kw-ward');
      const state = (await until(() => panelState(page.probe), (s) => s?.keyword === 'ward', 'ward tooltip', 8_000))!;
      const credits = await tooltipTexts(page, 'attribution');
      if (ok(state, credits)) return { state, credits };
      throw new Error(`${what}: not yet (${JSON.stringify({ rulings: state.rulingIds, credits })})`);
    } catch (e) {
      if (Date.now() > end) throw e;
      await settle(300);
    }
  }
}
