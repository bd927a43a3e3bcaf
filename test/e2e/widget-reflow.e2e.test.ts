// Reflow in Chromium: at the 200 % and 400 % zoom equivalents of 1280 × 720 the tooltip is a
// bottom sheet with its header on screen and most of the height for the rulings; at 100 % it is
// still a popover. The checks are shared with Firefox (widget-reflow-suite.ts).
import { describe, it } from 'vitest';
import { playwrightTab } from './widget-hostile-driver.ts';
import { useChromiumSession } from './widget-helpers.ts';
import { expectPopover, expectSheet, measureReflow, NO_ZOOM, openProliferate, REFLOW_PAGE, ZOOMS } from './widget-reflow-suite.ts';

const session = useChromiumSession();

async function measure(width: number, height: number) {
  const t = await session.open(REFLOW_PAGE, { viewport: { width, height } });
  const tab = playwrightTab(t.page, async () => {}); // the session closes the context
  await openProliferate(tab);
  return measureReflow(tab);
}

describe('reflow (Chromium)', () => {
  for (const { zoom, width, height } of ZOOMS) {
    it(`at ${zoom} % (${width} × ${height} CSS px) the tooltip is a bottom sheet: header on screen, rulings ≥ 60 % high`, async () => {
      expectSheet(await measure(width, height));
    });
  }

  it(`at ${NO_ZOOM.zoom} % (${NO_ZOOM.width} × ${NO_ZOOM.height}) it is a popover by the word`, async () => {
    expectPopover(await measure(NO_ZOOM.width, NO_ZOOM.height));
  });
});
