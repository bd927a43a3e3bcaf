// Warms the tooltip up once, while the page is idle, so the reader's first hover is as quick as
// the ones after it. The first tooltip of a page pays for Preact's first render, the shadow
// sheet's first style match and the panel's first layout with its fonts (CJK fallback among
// them): on the CR bench page (Chromium) the first hover's task took ~50 ms, ~27 ms once a
// hidden panel had been laid out before (the rest is the page's own hit test).
// - In two idle tasks: the panel without its rulings (the names in both languages: fonts, the
//   first style match), then the whole panel. One task of both was ~18-20 ms of CPU; now each is
//   ~13-16 ms.
// - Only after marks are drawn, with a word drawn near the viewport as the sample: a page where
//   nothing is marked gets no tooltip host at all.
// - WARM_UP_DELAY_MS after the first marks, then an idle callback: the page's own load work and
//   the mount's tail come first (a first hover within that time simply pays, as before).
// - Skipped when a tooltip exists by then (a hover came first: nothing left to warm), and when
//   the lookup fails or finds nothing (a real hover reports that, not the warm-up).
import type { LookupFn, MatchInfo, TooltipData, TooltipUi } from '../contracts.ts';
import type { Job, Scheduler } from '../scan/scheduler.ts';

export const WARM_UP_DELAY_MS = 1500;

export interface WarmUpDeps {
  scheduler: Scheduler;
  /** A word drawn near the viewport now, or null. */
  sample(): { id: string; info: MatchInfo } | null;
  lookup: LookupFn;
  /** The UI if one exists already (then there is nothing to warm). */
  existingUi(): TooltipUi | null;
  /** Creates the UI. */
  ui(): TooltipUi;
}

export interface WarmUp {
  /** Plans the warm-up; later calls do nothing (once per engine). */
  schedule(): void;
  cancel(): void;
}

export function createWarmUp(deps: WarmUpDeps): WarmUp {
  let planned = false;
  let job: Job | null = null;
  let cancelled = false;

  async function run(): Promise<void> {
    const s = deps.existingUi() ? null : deps.sample();
    if (!s) return;
    let data: TooltipData | undefined;
    try {
      data = await deps.lookup(s.id);
    } catch {
      return;
    }
    if (!data || cancelled || deps.existingUi()) return;
    const full = data;
    deps.ui().prepare?.({ ...full, rulings: [] }, s.info);
    // The UI skips this if a tooltip was shown in between.
    job = deps.scheduler.run(
      () => {
        if (!cancelled) deps.existingUi()?.prepare?.(full, s.info);
        return false;
      },
      { first: 'idle' },
    );
  }

  return {
    schedule() {
      if (planned || cancelled) return;
      planned = true;
      job = deps.scheduler.run(() => (void run(), false), { first: 'idle', delayMs: WARM_UP_DELAY_MS });
    },
    cancel() {
      cancelled = true;
      job?.cancel();
    },
  };
}
