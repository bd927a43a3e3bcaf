// The mark rules (`::highlight(rulings-lens-*)`, widget/highlight/highlight-styles.ts) as
// content-script CSS. Firefox 153 has no highlight inheritance: on a page without ids the widget
// can name its subtrees by, its first marks need universal `*::highlight()` rules, and adopting
// them makes the engine restyle the whole document in one task (~0.1-0.17 s on the 18k-element
// CR bench page, 0.17-0.3 s on a 100,000-element page: measured). Declared in the manifest with
// run_at document_start (Firefox injects content-script CSS at its entry's run_at, so not in the
// content script's own document_idle entry), the same rules are in the document before it has
// elements: the page's first styling includes them and drawing marks restyles nothing. They style
// only our own highlight names, which nothing else registers. wxt.config.ts writes the file from
// highlight-styles.ts at build time and declares it; the content script is told the rules are
// in place (markStyles: 'provided').

/** The pages the content script (and the mark rules) go to: every frame of http(s) pages. */
export const PAGE_MATCHES = ['http://*/*', 'https://*/*'];

/** The built stylesheet, relative to the build folder. */
export const MARK_RULES_FILE = 'content-scripts/mark-rules.css';

/**
 * Whether `browser`'s build (WXT's target name) declares the mark rules in its manifest.
 * Chromium keeps the widget's scoped rules (scripts/bench/mark-rules-load.ts and
 * extension-marks.ts, Chromium 156, 2-core machine under load): `:root::highlight()` rules in
 * every page would save the first marks ~7 ms of style CPU on the CR page (~22 ms on the
 * 100,000-element page), once per marked page, but with them in, every full restyle of a page
 * costs 1.3-1.4× as much (38 → 53 ms on the CR page, 212 → 269 ms on the big page: Chromium
 * inherits highlight styles into every element), on every page the content script matches; a
 * page load's own style recalculation showed no difference above the noise (82 vs 84 ms CPU,
 * 420 vs 417 ms). Firefox pays nothing for its universal rules (34 vs 38 ms, 172 vs 152 ms).
 */
export const markRulesInManifest = (browser: string): boolean => browser === 'firefox';
