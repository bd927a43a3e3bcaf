// The marks' look: tints that paint inside the text's box only. A decoration or a shadow on a
// ::highlight() makes Chromium recompute the visual overflow of the marked text's ancestors at
// every change of the DOM, of style or of a highlight (highlight-styles.ts, MARK_RULES).
import { describe, expect, it } from 'vitest';
import { BOX_CSS, HIGHLIGHT_CSS, HIGHLIGHT_CSS_UNIVERSAL, HIGHLIGHT_NAMES, isPainted, rootRulesInherit, scopedCss, TERM_RULE } from './highlight-styles.ts';

/** Properties that paint outside the text's box (or, for the boxes, off the text). */
const OVERFLOWING = /text-decoration|text-shadow|text-stroke|outline|box-shadow|\bborder(-[a-z]+)*\s*:/;

/** The alpha of the tint in the rule for `::highlight(name)` in `css`. */
const alphaOf = (css: string, name: string): number => {
  const rule = css.split('\n').find((line) => line.includes(`::highlight(${name})`));
  const alpha = rule?.match(/background-color: rgb\(217 119 6 \/ ([\d.]+)\)/)?.[1];
  if (!alpha) throw new Error(`no tint for ${name} in ${rule}`);
  return Number(alpha);
};

describe('mark styles', () => {
  it('paint every mark as a background tint, in every sheet, and nothing outside the text', () => {
    for (const css of [HIGHLIGHT_CSS, HIGHLIGHT_CSS_UNIVERSAL, scopedCss(['#a', ':root > body']), BOX_CSS, TERM_RULE]) {
      expect(css).not.toMatch(OVERFLOWING);
      expect(css).toMatch(/background-color: rgb\(217 119 6 \/ 0\.\d+\)/);
    }
    for (const kind of Object.keys(HIGHLIGHT_NAMES)) expect(BOX_CSS).toMatch(new RegExp(`\\.${kind} \\{ background-color`));
  });

  it('tint surer matches more, and the active word most', () => {
    const a = (k: keyof typeof HIGHLIGHT_NAMES) => alphaOf(HIGHLIGHT_CSS, HIGHLIGHT_NAMES[k]);
    expect(a('low')).toBeLessThan(a('medium'));
    expect(a('medium')).toBeLessThan(a('high'));
    expect(a('high')).toBeLessThan(a('active'));
    expect(a('active')).toBeLessThanOrEqual(0.4); // the text under it stays legible
  });

  it('tell a painted background from a transparent one, in the forms engines serialize', () => {
    for (const c of ['rgba(217, 119, 6, 0.18)', 'rgb(217 119 6 / 0.18)', 'rgb(0, 0, 0)', 'rgba(217, 119, 6, 1)']) expect(isPainted(c)).toBe(true);
    for (const c of ['rgba(0, 0, 0, 0)', 'transparent', 'rgb(217 119 6 / 0)', 'rgba(1, 2, 3, 0.0)', '', undefined]) expect(isPainted(c)).toBe(false);
  });

  it('probe highlight inheritance through the computed tint; any doubt answers false', () => {
    const el = {} as Element;
    const win = (answer: () => { backgroundColor: string }) => ({ getComputedStyle: answer }) as unknown as Window & typeof globalThis;
    expect(rootRulesInherit(win(() => ({ backgroundColor: 'rgba(217, 119, 6, 0.18)' })), el)).toBe(true);
    expect(rootRulesInherit(win(() => ({ backgroundColor: 'rgba(0, 0, 0, 0)' })), el)).toBe(false);
    expect(
      rootRulesInherit(
        win(() => {
          throw new Error('no pseudo-element styles');
        }),
        el,
      ),
    ).toBe(false);
  });
});
