// The tooltip's stylesheet, adopted into its shadow root (see host.ts).
//
// The host carries `all: initial`, so nothing is inherited from the page: every typographic
// property is set here explicitly (Zhongwen was broken for years by a page's line-height).
// Custom properties DO inherit through `all: initial`, so ours are prefixed `--rl-` and
// defined on the panel itself, which shadows anything a page sets on :root.

const CJK = '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC"';
const LATIN = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial';
const FONT_LATIN_FIRST = `${LATIN}, ${CJK}, sans-serif`;
const FONT_CJK_FIRST = `${CJK}, ${LATIN}, sans-serif`;

// Dark palette, used by data-theme="dark" and by "auto" when the OS prefers dark.
const DARK_VARS = `
  --rl-bg: #1f2124;
  --rl-fg: #e8eaed;
  --rl-muted: #a8adb4;
  --rl-border: #3c4043;
  --rl-rule-bg: #2d3034;
  --rl-accent: #8ab4f8;
  --rl-focus: #8ab4f8;
  --rl-hover: #2c3137;
  --rl-shadow: 0 6px 24px rgba(0, 0, 0, 0.6);
  --rl-badge-official-bg: #1e3a22; --rl-badge-official-fg: #a5d6a7; --rl-badge-official-bd: #3f7a45;
  --rl-badge-mtgzh-bg: #1a2c4a;    --rl-badge-mtgzh-fg: #a8c7fa;    --rl-badge-mtgzh-bd: #3b5f99;
  --rl-badge-gpt-bg: #3d2a12;      --rl-badge-gpt-fg: #f6c08a;      --rl-badge-gpt-bd: #8a5a24;
  --rl-badge-other-bg: #333639;    --rl-badge-other-fg: #d0d3d6;    --rl-badge-other-bd: #5f6368;
`;

export const TOOLTIP_CSS = `
:host { all: initial; }
*, *::before, *::after { box-sizing: border-box; }

.panel {
  --rl-bg: #ffffff;
  --rl-fg: #1d1d1f;
  --rl-muted: #5f6368;
  --rl-border: #d0d4da;
  --rl-rule-bg: #f1f3f5;
  --rl-accent: #1a5fb4;
  --rl-focus: #1a73e8;
  --rl-hover: #eef2f7;
  --rl-shadow: 0 6px 24px rgba(0, 0, 0, 0.18), 0 1px 3px rgba(0, 0, 0, 0.12);
  --rl-badge-official-bg: #e3f1e5; --rl-badge-official-fg: #1b5e20; --rl-badge-official-bd: #81c784;
  --rl-badge-mtgzh-bg: #e6eefb;    --rl-badge-mtgzh-fg: #0d47a1;    --rl-badge-mtgzh-bd: #90b4ec;
  --rl-badge-gpt-bg: #fbefe1;      --rl-badge-gpt-fg: #8a4500;      --rl-badge-gpt-bd: #e8b17a;
  --rl-badge-other-bg: #eeeeee;    --rl-badge-other-fg: #424242;    --rl-badge-other-bd: #bdbdbd;

  position: fixed;
  top: 0;
  left: 0;
  display: flex;
  flex-direction: column;
  width: max-content;
  min-width: 240px;
  max-width: min(420px, calc(100vw - 16px));
  max-height: 60vh;
  margin: 0;
  padding: 0;
  overflow: hidden;
  pointer-events: auto;
  color: var(--rl-fg);
  background: var(--rl-bg);
  border: 1px solid var(--rl-border);
  border-radius: 8px;
  box-shadow: var(--rl-shadow);
  font-family: ${FONT_LATIN_FIRST};
  font-size: 14px;
  font-weight: 400;
  font-style: normal;
  line-height: 1.5;
  letter-spacing: normal;
  word-spacing: normal;
  text-align: start;
  text-transform: none;
  text-indent: 0;
  white-space: normal;
  overflow-wrap: anywhere;
  direction: ltr;
  cursor: auto;
  user-select: text;
  -webkit-user-select: text;
}
.panel:focus { outline: none; }
.panel:focus-visible { outline: 2px solid var(--rl-focus); outline-offset: 1px; }

/* A CJK face first for Chinese runs (mainland glyph forms), a Latin face first for English runs
   even inside a Chinese UI. */
[lang="zh-Hans"] { font-family: ${FONT_CJK_FIRST}; }
[lang="en"] { font-family: ${FONT_LATIN_FIRST}; }

.panel[data-theme="dark"] {${DARK_VARS}}
@media (prefers-color-scheme: dark) {
  .panel[data-theme="auto"] {${DARK_VARS}}
}

button {
  all: unset;
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  font: inherit;
  color: inherit;
  cursor: pointer;
  border-radius: 4px;
}
button:hover { background: var(--rl-hover); }
button:focus-visible { outline: 2px solid var(--rl-focus); outline-offset: 1px; }

.head { display: flex; align-items: flex-start; gap: 8px; padding: 10px 10px 6px 14px; }
.title { flex: 1 1 auto; margin: 0; font-size: 15px; font-weight: 600; line-height: 1.4; }
.sep { color: var(--rl-muted); font-weight: 400; padding: 0 0.3em; }
.rule { color: var(--rl-muted); font-weight: 400; font-size: 13px; white-space: nowrap; }
.rule-link { padding: 0; border: 0; background: none; font: inherit; font-size: 13px; font-weight: 400; color: var(--rl-accent); text-decoration: underline; cursor: pointer; }
.close { flex: none; width: 26px; height: 26px; font-size: 18px; line-height: 1; color: var(--rl-muted); }

.langs {
  /* Never shrinks: with overflow hidden its min-height is 0, so a long list would squash it. */
  flex: none;
  display: inline-flex;
  margin: 0 14px 8px;
  border: 1px solid var(--rl-border);
  border-radius: 6px;
  overflow: hidden;
  align-self: flex-start;
}
.langs button { padding: 2px 10px; font-size: 12px; border-radius: 0; color: var(--rl-muted); }
.langs button + button { border-left: 1px solid var(--rl-border); }
.langs button[aria-pressed="true"] { background: var(--rl-accent); color: var(--rl-bg); }
.langs button:focus-visible { outline-offset: -2px; }
/* On the filled (selected) segment a blue ring would vanish: draw it in the background colour. */
.langs button[aria-pressed="true"]:focus-visible { outline-color: var(--rl-bg); outline-offset: -4px; }

.body {
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 0 14px 8px;
  border-top: 1px solid var(--rl-border);
}
.section-title {
  margin: 8px 0 4px;
  font-size: 12px;
  font-weight: 600;
  color: var(--rl-muted);
  text-transform: uppercase;
  letter-spacing: 0.03em;
}
.definition { margin: 0 0 6px; padding: 6px 8px; background: var(--rl-rule-bg); border-radius: 6px; }
.definition p, .ruling p { margin: 0 0 4px; }
.definition p:last-child, .ruling p:last-child { margin-bottom: 0; }
.def-rule { font-weight: 600; margin-right: 0.4em; }

.rulings { list-style: none; margin: 0; padding: 0; }
.ruling { padding: 6px 0; border-bottom: 1px solid var(--rl-border); }
.ruling:last-child { border-bottom: none; }
.ruling:focus { outline: none; }
.ruling:focus-visible { outline: 2px solid var(--rl-focus); outline-offset: 1px; }
.ruling-meta { display: flex; align-items: center; gap: 6px; margin-bottom: 2px; font-size: 12px; color: var(--rl-muted); }
.ruling-text[lang="en"] { color: var(--rl-fg); }
.both .ruling-text[lang="en"] { color: var(--rl-muted); }
.empty { margin: 8px 0; color: var(--rl-muted); }

.badge {
  display: inline-block;
  padding: 0 6px;
  font-size: 11px;
  font-weight: 600;
  line-height: 18px;
  border-radius: 9px;
  border: 1px solid var(--rl-badge-other-bd);
  background: var(--rl-badge-other-bg);
  color: var(--rl-badge-other-fg);
  cursor: help;
}
.badge[data-source="official"] { background: var(--rl-badge-official-bg); color: var(--rl-badge-official-fg); border-color: var(--rl-badge-official-bd); }
.badge[data-source="mtgzh"] { background: var(--rl-badge-mtgzh-bg); color: var(--rl-badge-mtgzh-fg); border-color: var(--rl-badge-mtgzh-bd); }
.badge[data-source="gpt"] { background: var(--rl-badge-gpt-bg); color: var(--rl-badge-gpt-fg); border-color: var(--rl-badge-gpt-bd); }

.more { margin: 6px 0 2px; padding: 2px 8px; font-size: 13px; color: var(--rl-accent); }
.mentioned { margin-top: 4px; border-top: 1px dashed var(--rl-border); }
.mentioned .more { justify-content: flex-start; gap: 4px; color: var(--rl-muted); text-align: start; }
.more-note { margin: 4px 0; font-size: 12px; color: var(--rl-muted); }
.chevron { display: inline-block; width: 1em; }
.whole-rule > div + div { margin-top: 6px; }
.whole-rule > div[data-current="true"] { margin-left: -8px; padding-left: 6px; border-left: 2px solid var(--rl-accent); }
.rule-omitted { margin: 4px 0; font-size: 12px; color: var(--rl-muted); }
[hidden] { display: none !important; }

.foot {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 2px 10px;
  padding: 6px 14px 8px;
  border-top: 1px solid var(--rl-border);
  font-size: 12px;
  color: var(--rl-muted);
}
.foot p { margin: 0; }
.why { flex: 1 1 100%; }
.credit { flex: 1 1 100%; }
.stamp { flex: 1 1 auto; }
.ignore { padding: 1px 6px; font-size: 12px; text-decoration: underline; color: var(--rl-muted); }
/* Links out (link-template.ts): the site's search, the rule number as a link; a copy button per ruling. */
a { color: var(--rl-accent); text-decoration: underline; cursor: pointer; }
a:focus-visible { outline: 2px solid var(--rl-focus); outline-offset: 1px; border-radius: 2px; }
.search { padding: 1px 6px; font-size: 12px; color: var(--rl-accent); text-decoration: underline; }
.copy { margin-left: auto; padding: 0 6px; font-size: 12px; color: var(--rl-muted); text-decoration: underline; }
.copy[data-copied] { color: var(--rl-fg); text-decoration: none; }
/* Read by screen readers, not drawn (the copy button's status). */
.visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }

/* Bottom sheet (small viewports: position.ts SHEET_QUERY; WCAG 1.4.10 reflow at 200 % and 400 %
   zoom): on the bottom edge at full width, up to the whole viewport height. Only the header stays
   put; the body (language switch, rulings and footer, moved into it by Tooltip.tsx) scrolls, so
   the rulings get the height left by one header line, never squeezed between fixed parts. */
.panel[data-sheet="true"] {
  top: auto;
  bottom: 0;
  left: 0;
  right: 0;
  width: auto;
  min-width: 0;
  max-width: none;
  /* A strip of the page stays visible above (a tap there closes it) while that still leaves the
     rulings 60 % of the height under a one-line header: 88 % at 400 % zoom, 96 px less on a phone. */
  max-height: max(88%, 100% - 96px);
  border-width: 1px 0 0;
  border-radius: 12px 12px 0 0;
}
.panel[data-sheet="true"] .langs { margin: 8px 0; }
.panel[data-sheet="true"] .foot { margin: 8px -14px -8px; }

/* Touch screens: every control is a 44 × 44 CSS px target at least (WCAG 2.5.5). */
@media (pointer: coarse) {
  button, a[href] { min-width: 44px; min-height: 44px; }
  a[href] { display: inline-flex; align-items: center; }
  .close { width: 44px; height: 44px; font-size: 22px; }
  .langs button { padding: 0 14px; font-size: 14px; }
  .ignore { padding: 0 10px; font-size: 13px; }
  .more { padding: 0 12px; }
}
`;
