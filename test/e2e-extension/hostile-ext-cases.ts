// The hostile fixture pages (test/fixtures/hostile/) as the BUILT EXTENSION meets them — no
// widget injected. The fixtures are served from 127.0.0.1, an "other site" for the extension: it
// runs only once the page's own text shows MTG context (content-controller.ts), so each case says
// whether the extension activates there. The page probes are the widget suite's
// (test/e2e/widget-hostile-page.ts); the checks differ where the extension differs from the
// widget (it waits for context; its content script runs in every http(s) frame).
import { expect } from 'vitest';
import type { BrowserName, Tab } from '../e2e/widget-hostile-driver.ts';
import { hoverAndWait, markRulesReach, marks, marksSettled, panelLooks, waitForBoxOn, waitForMarksIn } from '../e2e/widget-hostile-page.ts';
import { HOST_TAG, INSTANCE_ATTR, settle } from './ext-helpers.ts';

export interface ExtCaseContext {
  browser: BrowserName;
  record(key: string, value: unknown): void;
}

export interface ExtHostileCase {
  file: string;
  /** 'active': the page shows MTG context at load; 'after-run': only once its script ran;
   *  'inactive': never (the page must then be left entirely alone). */
  activates: 'active' | 'after-run' | 'inactive';
  /** The page runs activity of its own (`window.__fixture.run()`), run by the suite in the
   *  extension-free reference browser too (its DOM is what the page's DOM must end as). */
  dynamic?: boolean;
  check(tab: Tab, ctx: ExtCaseContext): Promise<void>;
}

const owner = (tab: Tab) => tab.evaluate((attr) => document.documentElement.getAttribute(attr), INSTANCE_ATTR);
const hosts = (tab: Tab) => tab.evaluate((tag) => document.querySelectorAll(tag).length, HOST_TAG);
const run = (tab: Tab) => tab.evaluate(() => (window as unknown as { __fixture: { run(): Promise<number> } }).__fixture.run());

async function expectStyledPanel(tab: Tab): Promise<void> {
  expect(await panelLooks(tab)).toMatchObject({ position: 'fixed', borderRadius: '8px', fontSize: '14px', visibility: 'visible', transparent: false, red: false, onTop: true });
  expect((await panelLooks(tab)).width).toBeGreaterThan(200);
}

/** Nothing at all: no marks, no host, no ownership attribute (after giving it every chance). */
async function expectUntouched(tab: Tab): Promise<void> {
  await settle(2000);
  expect(await marks(tab)).toEqual([]);
  expect(await hosts(tab)).toBe(0);
  expect(await owner(tab)).toBeNull();
}

export const EXT_CASES: ExtHostileCase[] = [
  {
    file: 'csp-strict.html',
    activates: 'active',
    async check(tab) {
      await waitForMarksIn(tab, 'target', ['Convoke', 'Proliferate']);
      expect(await owner(tab)).toBe('extension');
      await hoverAndWait(tab, 'target', 'Proliferate', 'proliferate');
      await expectStyledPanel(tab);
      expect(await tab.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
      expect(tab.console.filter((m) => /content.security.policy|refused to/i.test(m))).toEqual([]);
    },
  },
  {
    file: 'aggressive-css.html',
    activates: 'active',
    async check(tab) {
      expect(await tab.evaluate(() => getComputedStyle(document.documentElement).position)).toBe('relative');
      await waitForMarksIn(tab, 'target', ['Convoke', 'Proliferate']);
      await hoverAndWait(tab, 'target', 'Proliferate', 'proliferate');
      await expectStyledPanel(tab);
    },
  },
  {
    file: 'mutation-storm.html',
    activates: 'after-run',
    dynamic: true,
    async check(tab) {
      // "A card with Proliferate … had Phasing": keywords, but not enough MTG context to start.
      await expectUntouched(tab);
      expect(await run(tab)).toBe(600);
      // The storm's texts ("creature card … Ward {2}") are context: it starts, then settles on
      // exactly the final text's keywords.
      await waitForMarksIn(tab, 'storm', ['Convoke', 'Madness']);
      await waitForMarksIn(tab, 'steady', ['Proliferate']);
      await hoverAndWait(tab, 'storm', 'Madness', 'madness');
    },
  },
  {
    file: 'managed-dom.html',
    activates: 'active',
    dynamic: true,
    async check(tab) {
      await waitForMarksIn(tab, 'app', ['Proliferate']);
      await run(tab); // 80 innerHTML re-renders and keyed moves; it throws on any foreign node
      await waitForMarksIn(tab, 'app', ['Proliferate']);
      await waitForMarksIn(tab, 'list', ['Convoke', 'Proliferate']);
      await hoverAndWait(tab, 'list', 'Convoke', 'convoke');
    },
  },
  {
    file: 'big-page.html',
    activates: 'active',
    async check(tab, ctx) {
      await waitForMarksIn(tab, 'p0', ['Proliferate']);
      await hoverAndWait(tab, 'p10000', 'Proliferate', 'proliferate');
      await waitForMarksIn(tab, 'p10000', ['Proliferate']);
      if (ctx.browser === 'chromium') {
        // 100,000 elements: the marks are boxes (the layer comes with the tooltip UI module), and
        // no mark rule is adopted (each change of the rules would be a pass over every element).
        await waitForBoxOn(tab, 'p10000', 'Proliferate');
        expect(await markRulesReach(tab, 'p10000')).toBe(false);
      } else {
        // Firefox: the rules are the build's content-script CSS, in the page from its start.
        expect(await markRulesReach(tab, 'p10000')).toBe(true);
        expect(await tab.evaluate(() => document.querySelectorAll('rulings-lens-marks').length)).toBe(0);
      }
      const longest = await tab.evaluate(() => (window as unknown as { __longest: number }).__longest);
      ctx.record('longest task since the page built itself, its own first layout included (ms; -1 = no longtask API)', Math.round(longest));
    },
  },
  {
    file: 'shadow-frames.html',
    activates: 'active',
    async check(tab, ctx) {
      await waitForMarksIn(tab, 'outside', ['Madness']);
      await waitForMarksIn(tab, 'open-host(open)/', ['Proliferate']);
      expect((await marksSettled(tab)).filter((m) => m.includes('(closed)'))).toEqual([]);
      // Unlike the widget, the extension's content script runs in every http(s) frame: the
      // same-origin frame (creature card + Ward {2}) gets its OWN instance; about:srcdoc gets none.
      const frameState = () =>
        tab.evaluate(() =>
          [...document.querySelectorAll('iframe')].map((f) => {
            const w = f.contentWindow as Window & typeof globalThis;
            return { id: f.id, highlights: w.CSS.highlights.size > 0, owner: f.contentDocument!.documentElement.getAttribute('data-rulings-lens') };
          }),
        );
      await tab.waitFor(() => ((document.getElementById('same-origin') as HTMLIFrameElement).contentWindow as Window & typeof globalThis).CSS.highlights.size > 0);
      const frames = await frameState();
      ctx.record('iframes', frames);
      expect(frames).toEqual([
        { id: 'same-origin', highlights: true, owner: 'extension' },
        { id: 'srcdoc', highlights: false, owner: null },
      ]);
      await hoverAndWait(tab, 'outside', 'Madness', 'madness');
      await hoverAndWait(tab, 'in-open', 'Proliferate', 'proliferate');
    },
  },
  {
    file: 'special-text.html',
    activates: 'inactive',
    async check(tab) {
      // The only prose the context sampler reads is "This creature card lets you Proliferate" and
      // the vertical 中文 line (SVG, editable, input and textarea text are skipped, as for
      // marking): below the context bar, so the extension leaves the page alone — including the
      // editable region and the form fields.
      await expectUntouched(tab);
      expect(await tab.evaluate(() => (document.getElementById('editable') as HTMLElement).isContentEditable)).toBe(true);
    },
  },
  {
    file: 'globals-clash.html',
    activates: 'inactive',
    async check(tab) {
      // "This creature card lets you Proliferate" + one <rulings-term>: below the context bar.
      await expectUntouched(tab);
      const globals = await tab.evaluate(() => {
        const w = window as unknown as { preact: unknown; h: unknown; define: unknown; module: { exports: object }; exports: unknown; __pageTermClass: unknown };
        return {
          preact: w.preact,
          h: w.h,
          amd: typeof w.define === 'function' && typeof (w.define as { amd?: unknown }).amd === 'object',
          exportsSame: w.exports === w.module.exports && Object.keys(w.module.exports).length === 0,
          termClassIsPages: customElements.get('rulings-term') === w.__pageTermClass,
        };
      });
      expect(globals).toEqual({ preact: 1, h: 'x', amd: true, exportsSame: true, termClassIsPages: true });
    },
  },
];
