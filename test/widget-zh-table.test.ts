// The widget's Traditional table (rulings-data/zh/zh-traditional-table.ts, ~7 KB gzip) loads with
// the tooltip UI module, never with the script tag (rulings-lens.js, whose budget is nearly
// spent), on the build made by test/global-setup.ts.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WIDGET_DIR } from '../scripts/serve-demo.ts';
import { holdsTraditionalTable } from './helpers/zh-table-marker.ts';

describe('the Traditional table in the widget build', () => {
  it('is in rulings-lens.ui.mjs (and the all-in-one builds), not in rulings-lens.js', () => {
    expect(holdsTraditionalTable(join(WIDGET_DIR, 'rulings-lens.ui.mjs'))).toBe(true);
    expect(holdsTraditionalTable(join(WIDGET_DIR, 'rulings-lens.mjs'))).toBe(true);
    expect(holdsTraditionalTable(join(WIDGET_DIR, 'rulings-lens.js'))).toBe(false);
  });
});
