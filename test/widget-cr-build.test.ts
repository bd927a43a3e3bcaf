// The CR reader stays out of the script tags (their 30 KB gzip budget): they import
// rulings-lens.packs.mjs, which carries it, only when a CR is given (data-cr, mount({ cr })). The
// ESM build carries it itself (mount({ cr }) with files is synchronous). Measured on the build
// made by test/global-setup.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WIDGET_DIR } from '../scripts/serve-demo.ts';

const read = (name: string) => readFileSync(join(WIDGET_DIR, name)).toString('utf8');
// Messages only the CR reader (rulings-data/cr/read-cr-text.ts, cr-limits.ts) writes.
const MARKERS = ['a rule line starts with a section', 'the limit for a Comprehensive Rules file'];

describe('widget build: the CR reader', () => {
  it('is not in the script tags, which name the module that has it', () => {
    for (const name of ['rulings-lens.js', 'rulings-lens.full.js']) {
      const code = read(name);
      for (const m of MARKERS) expect(code, `${name}: ${m}`).not.toContain(m);
      expect(code, name).toContain('rulings-lens.packs.mjs');
    }
  });

  it('is in the lazily imported packs module and in the ESM build', () => {
    for (const name of ['rulings-lens.packs.mjs', 'rulings-lens.mjs']) {
      for (const m of MARKERS) expect(read(name), `${name}: ${m}`).toContain(m);
    }
  });
});
