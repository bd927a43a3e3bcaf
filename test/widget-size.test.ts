// The widget's size budget and output hygiene, measured on the build made by test/global-setup.ts.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { WIDGET_BUDGET_GZIP } from '../scripts/build-widget.ts';
import { WIDGET_DIR } from '../scripts/serve-demo.ts';
import { README, readBlock } from '../scripts/readme-block.ts';
import { FIGURES_BLOCK, readFigures, SIZE_ROWS, sizeValue } from '../scripts/readme-figures.ts';

const read = (name: string) => readFileSync(join(WIDGET_DIR, name));
const SCRIPTS = ['rulings-lens.js', 'rulings-lens.full.js', 'rulings-lens.mjs', 'rulings-lens.packs.mjs', 'rulings-lens.ui.mjs'];

describe('widget build', () => {
  it(`keeps rulings-lens.js within ${WIDGET_BUDGET_GZIP / 1024} KB gzip`, () => {
    const gzip = gzipSync(read('rulings-lens.js')).length;
    expect(WIDGET_BUDGET_GZIP).toBe(30 * 1024);
    expect(gzip, `rulings-lens.js is ${(gzip / 1024).toFixed(1)} KB gzip`).toBeLessThanOrEqual(WIDGET_BUDGET_GZIP);
  });

  it("is the size the README states (sizes are deterministic: after a change, `npm run build && npm run figures`)", () => {
    const rows = readFigures(readBlock(readFileSync(README, 'utf8'), FIGURES_BLOCK) ?? '');
    expect(rows.get(SIZE_ROWS.widgetTag)).toBe(sizeValue(gzipSync(read('rulings-lens.js')).length, WIDGET_BUDGET_GZIP));
  });

  it('keeps the pack reader out of the script tags: they import rulings-lens.packs.mjs only for data-packs', () => {
    // A message only the pack reader (rulings-data/packs/read-pack.ts) writes (ASCII: minified
    // output escapes the Chinese).
    const marker = 'a .zip of them, or a rulings.json bundle';
    for (const name of ['rulings-lens.js', 'rulings-lens.full.js']) {
      const code = read(name).toString('utf8');
      expect(code, name).not.toContain(marker);
      expect(code, name).toContain('rulings-lens.packs.mjs');
    }
    expect(read('rulings-lens.packs.mjs').toString('utf8')).toContain(marker);
    expect(read('rulings-lens.mjs').toString('utf8')).toContain(marker); // ESM: mount({ packs }) is synchronous
  });

  it('keeps the tooltip UI (Preact, components, strings) out of rulings-lens.js: it imports rulings-lens.ui.mjs on the first tooltip', () => {
    // A UI string (widget/tooltip/strings.ts) and the tooltip host's fullscreen re-parenting
    // (host.ts). (Not attachShadow: the light script has one of its own, for the mark layer.)
    const markers = ['Stop highlighting this keyword', 'fullscreenchange'];
    const light = read('rulings-lens.js').toString('utf8');
    for (const m of markers) expect(light, m).not.toContain(m);
    expect(light).toContain('rulings-lens.ui.mjs');
    // The UI module: an ES module whose default export is the factory (it also exports the
    // keyboard's mark navigation, loaded from the same module).
    const ui = read('rulings-lens.ui.mjs').toString('utf8');
    expect(ui).toMatch(/export\s*\{[^}]*\b\w+\s+as\s+default\s*[,}]/);
    // .full.js promises no request at all: the UI is inlined, no loader; the ESM build bundles it.
    const full = read('rulings-lens.full.js').toString('utf8');
    expect(full).not.toContain('rulings-lens.ui.mjs');
    for (const name of ['rulings-lens.ui.mjs', 'rulings-lens.full.js', 'rulings-lens.mjs']) {
      for (const m of markers) expect(read(name).toString('utf8'), `${name}: ${m}`).toContain(m);
    }
  });

  it('writes every output, minified, with no eval / new Function', () => {
    for (const name of [...SCRIPTS, 'rulings-lens.data.json', 'types/widget/entries/esm.d.ts']) {
      expect(existsSync(join(WIDGET_DIR, name)), name).toBe(true);
    }
    for (const name of SCRIPTS) {
      const code = read(name).toString('utf8');
      expect(code, name).not.toMatch(/\beval\s*\(|\bnew\s+Function\s*\(/);
      // Minified: long lines (pretty-printed code averages ~30 characters a line; the only
      // line breaks left are inside the CSS template strings, which make up much of the UI
      // module) and no indented statement lines (CSS has none; pretty-printed code thousands).
      expect(code.length / code.split('\n').length, name).toBeGreaterThan(name === 'rulings-lens.ui.mjs' ? 100 : 200);
      expect(code, name).not.toMatch(/^[ \t]+(?:const|let|var|return|function)\s/m);
      expect(code, name).not.toMatch(/sourceMappingURL/);
    }
  });

  it('inlines the data only into the .full.js build, and the data file is the dist/data bundle (minus its search index) + terms', () => {
    const data = JSON.parse(read('rulings-lens.data.json').toString('utf8'));
    const bundle = JSON.parse(readFileSync(join(WIDGET_DIR, '../data/rulings.json'), 'utf8'));
    const terms = JSON.parse(readFileSync(join(WIDGET_DIR, '../data/terms.json'), 'utf8'));
    const { searchIndex, ...withoutIndex } = bundle;
    expect(searchIndex).toBeDefined();
    expect(data).toEqual({ bundle: withoutIndex, terms });
    // A ruling id is a cheap marker of inlined data.
    const marker = bundle.rulings[0].id as string;
    expect(read('rulings-lens.full.js').toString('utf8')).toContain(marker);
    expect(read('rulings-lens.js').toString('utf8')).not.toContain(marker);
    expect(read('rulings-lens.mjs').toString('utf8')).not.toContain(marker);
  });

  it('contacts no host: no absolute http(s) URLs in the scripts besides XML namespaces', () => {
    for (const name of SCRIPTS) {
      const urls = read(name).toString('utf8').match(/https?:\/\/[^\s"'`)]+/g) ?? [];
      expect(urls.filter((u) => !u.startsWith('http://www.w3.org/')), name).toEqual([]);
    }
  });
});
