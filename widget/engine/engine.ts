// The engine: scanner + highlighter + hit-testing + pointer/keyboard handling around one
// TooltipUi. Shared by the widget (mount.ts) and the extension's content script, which brings its
// own lookup (answered by its background page) and its own options. Touches the page only
// through CSS highlights, adopted stylesheets (none in the document for the marks where the page
// provides their rules: options.markStyles), tabindex on our own <rulings-term> elements and the
// UI's host element; destroy() takes every one of them back.
import type { Matcher } from '../../rulings-data/matcher/types.ts';
import type { ResolvedOptions } from '../config/options.ts';
import type { LookupFn, MatchInfo, TooltipUi } from '../contracts.ts';
import { createHighlighter, type Highlighter } from '../highlight/highlighter.ts';
import type { MarkLayerFactory } from '../highlight/mark-layer.ts';
import { createHitTester, type Hit } from '../hit/hit-test.ts';
import { MatchIndex } from '../scan/match-index.ts';
import { watchMutations } from '../scan/mutations.ts';
import { detectMtgPage } from '../scan/page-context.ts';
import { createScanner } from '../scan/scanner.ts';
import { wordRange, type Piece } from '../scan/runs.ts';
import { browserSchedulerEnv, createScheduler, type Job, type Scheduler } from '../scan/scheduler.ts';
import { EXPLICIT_SELECTOR, isExplicitTerm, isInsideSkipped, shouldSkipElement, UI_HOST_ATTR, type SkipOptions } from '../scan/skip-rules.ts';
import type { WalkHooks } from '../scan/text-walker.ts';
import { browserLayout } from '../scan/layout-band.ts';
import { nearParts } from '../scan/near-content.ts';
import { viewportChecks } from '../scan/viewport-checks.ts';
import { explicitTermValue, findExplicitTerm, resolveTermId, TermFocus } from './explicit-terms.ts';
import { attachInput } from './pointer-input.ts';
import { createTooltipController, type Target } from './tooltip-controller.ts';
import { createWarmUp } from './warm-up.ts';
import type { MarkNav, MarkNavFactory } from '../keyboard/mark-nav.ts';

export interface EngineDeps {
  options: ResolvedOptions;
  matcher: Matcher;
  lookup: LookupFn;
  /** The UI, or a factory called on the first tooltip or by the idle warm-up after the first
   *  marks (so a page with nothing marked never gets a host element). The engine owns it:
   *  destroy() destroys it. */
  ui: TooltipUi | (() => TooltipUi);
  warn?: (message: string) => void;
  /** Injectable for tests (fake timers / synchronous slices). */
  scheduler?: Scheduler;
  /** Draws marks as boxes where ::highlight() rules would cost a big page a long task (Firefox,
   *  pages without ids; Chromium past 50,000 elements): createMarkLayer, passed by the widget's
   *  mount(); the extension passes a stand-in that loads it with the tooltip UI
   *  (lazy-mark-layer.ts: the content script stays smaller). Without it, the rules stay. */
  markLayer?: MarkLayerFactory;
  /** Loads the keyboard's mark navigation (keyboard/mark-nav.ts) on the first press of a
   *  shortcut or nav() call: the widget's light build and the extension import it with the
   *  tooltip UI module. Without it the shortcuts do nothing. */
  markNav?: () => Promise<MarkNavFactory>;
}

export interface Engine {
  /** Drops every match and mark, re-detects the page context and scans again. */
  refresh(): void;
  /** Stops marking `id` (e.g. the extension's "don't mark this word"), then rescans. */
  ignoreKeyword(id: string): void;
  /** Resolves when the current full scan has finished (tests, e2e, benchmarks). */
  whenScanned(): Promise<void>;
  /** The page context in use: 'mtg' when the page was found (or declared) to be about MTG. */
  context(): 'auto' | 'mtg';
  /** Goes to the next (1) / previous (-1) mark in reading order and opens its tooltip (what
   *  the shortcuts do; the extension's browser commands call it). */
  nav(dir: 1 | -1): void;
  readonly index: MatchIndex;
  readonly highlighter: Highlighter;
  destroy(): void;
}

export function createEngine(deps: EngineDeps): Engine {
  const { options, matcher } = deps;
  const root = options.root;
  const doc = root.ownerDocument;
  const win = doc.defaultView as Window & typeof globalThis;
  const warn = deps.warn ?? console.warn;
  const index = new MatchIndex();
  // Marks set away from what was drawn (mutations, hover): a check may draw them.
  const highlighter = createHighlighter(doc, options.highlight, () => checks.request(), options.markStyles, deps.markLayer);
  const scheduler = deps.scheduler ?? createScheduler(browserSchedulerEnv(win));
  const now = () => win.performance.now();
  const ignore = new Set(options.ignore);
  const shadowRoots = new Set<ShadowRoot>();
  const termFocus = new TermFocus();

  let ui: TooltipUi | null = typeof deps.ui === 'function' ? null : deps.ui;
  const getUi = () => (ui ??= (deps.ui as () => TooltipUi)());
  const skipOpts: SkipOptions = {
    scanCode: options.scanCode,
    get host() {
      return ui?.host ?? null;
    },
  };
  const skip = (el: Element) => shouldSkipElement(el, skipOpts);
  const registerTerm = (el: Element) => {
    if (!isExplicitTerm(el)) return;
    termFocus.register(el);
    highlighter.useStyles(); // styles <rulings-term>
  };
  const hooks: WalkHooks = {
    skip,
    onSkipped: registerTerm,
    onShadowRoot: (sr) => {
      if (shadowRoots.has(sr)) return;
      shadowRoots.add(sr);
      highlighter.adoptInto(sr);
      mutations.observe(sr);
    },
  };

  let context: 'auto' | 'mtg' = options.context;
  const scanner = createScanner({
    root,
    matcher,
    matchOptions: () => ({ minConfidence: options.minConfidence, context, level: options.level }),
    ignore,
    index,
    highlighter,
    scheduler,
    hooks,
    now,
    onIdle: () => checks.request(true), // what was just matched is near: draw it
  });

  // Viewport checks (after scrolling, resizing, document size changes; at most every 100 ms, in
  // an animation frame): the parts of the page near the viewport are scanned if new, and the
  // marks inside them drawn. whenScanned() waits for the first check after the first batch.
  const partsNow = nearParts(root, skip, typeof win.getComputedStyle === 'function' ? browserLayout(win) : null);
  let firstDrawn: (() => void) | null = null;
  /** False while the page context is (re)detected: nothing may be matched before it is known. */
  let live = false;
  /** The last check left the drawing to the check after it (see below). */
  let waited = false;
  const checks = viewportChecks(
    doc,
    () => {
      if (!live) return;
      const parts = partsNow();
      scanner.take(parts);
      // New text near the viewport is being matched (a scroll jump): its marks and the ones
      // already known are drawn together by the check the scan's end asks for (onIdle), not
      // now and again then: each batch changes the mark rules, and Chromium follows any change of
      // an adopted sheet with a walk over every element (~5 ms on the CR bench page), so two
      // batches per jump doubled that cost. At most one check in a row waits, so marks are never
      // held back long.
      if (scanner.busy() && !waited) {
        waited = true;
        return;
      }
      waited = false;
      const drawn = firstDrawn && !scanner.busy() ? firstDrawn : undefined;
      if (drawn) firstDrawn = null;
      if (!highlighter.drawNear(parts, drawn)) return checks.request(true);
    },
    100,
  );

  // Hover can reach text the viewport-driven scan has not come to yet (a jump, a reveal without
  // layout change): the index asks for it, and it is matched on the spot.
  index.onMiss = (node) => {
    if (!destroyed && node.isConnected && !isInsideSkipped(node, root, skipOpts)) scanner.matchNode(node);
  };

  const isOwn = (n: Node) => {
    const host = ui?.host;
    if (host && (n === host || host.contains(n))) return true;
    return n.nodeType === 1 && (n as Element).hasAttribute(UI_HOST_ATTR);
  };
  const mutations = watchMutations({
    scanner,
    scheduler,
    hooks,
    now,
    isInsideSkipped: (n) => isInsideSkipped(n, root, skipOpts),
    isOwn,
    onOverflow: () => rescan(),
  });

  const hitTester = createHitTester({ doc, index, shadowRoots: () => [...shadowRoots] });

  const controller = createTooltipController({
    ui: getUi,
    existingUi: () => ui,
    lookup: deps.lookup,
    delay: options.delay,
    setActive: (t) => highlighter.setActive(t?.node ?? null, t?.match),
    setTimer: (fn, ms) => win.setTimeout(fn, ms),
    clearTimer: (id) => win.clearTimeout(id as number),
    warn,
  });

  /** What a matched word looked like on the page (the tooltip's "why marked"): the whole word
   *  when it spans text nodes (runs.ts). */
  const infoOf = (node: Text, m: Piece): MatchInfo => ({ text: m.word?.text ?? node.data.slice(m.start, m.end), confidence: m.confidence });

  const warmUp = createWarmUp({
    scheduler,
    sample() {
      const s = highlighter.sample();
      return s && { id: s.match.id, info: infoOf(s.node, s.match) };
    },
    lookup: deps.lookup,
    existingUi: () => ui,
    ui: getUi,
  });

  // One live Range at a time for the word under the pointer (live ranges cost the browser work
  // on every DOM change, so they are not cached per match).
  let lastAuto: Target | null = null;
  // The pieces of a word that spans text nodes are one target (key: their Word), anchored on all of it.
  function autoTarget(hit: Hit): Target {
    const m: Piece = hit.match;
    const key = m.word ?? m;
    if (lastAuto && lastAuto.key === key) return lastAuto;
    return (lastAuto = { id: m.id, key, anchor: wordRange(doc, hit.node, m), info: infoOf(hit.node, m), node: hit.node, match: m });
  }

  const explicitCache = new WeakMap<Element, { value: string; target: Target | null }>();
  function explicitTarget(el: Element): Target | null {
    const value = explicitTermValue(el);
    const cached = explicitCache.get(el);
    if (cached && cached.value === value) return cached.target;
    const id = resolveTermId(value, matcher);
    const text = (el.textContent ?? '').trim().slice(0, 80) || value;
    const target: Target | null = id ? { id, key: el, anchor: el, info: { text, confidence: 'high' } } : null;
    explicitCache.set(el, { value, target });
    return target;
  }

  const detachInput = attachInput({
    doc,
    controller,
    targetAt(x, y, origin) {
      // Explicit markup works anywhere in the document: the writer asked for it.
      const el = findExplicitTerm(origin);
      if (el) return explicitTarget(el);
      const hit = hitTester.keywordAt(x, y);
      return hit ? autoTarget(hit) : null;
    },
    explicitTarget,
    inTooltip: (t) => ui?.containsEventTarget(t) ?? false,
    onViewportChange: () => hitTester.reset(),
    keys: options.keys,
    nav,
  });

  let markNav: MarkNav | null = null;
  let navLoaded: Promise<unknown> | null = null;
  function nav(dir: 1 | -1): void {
    if (destroyed || !deps.markNav) return;
    navLoaded ??= deps.markNav().then(
      (create) => {
        if (destroyed) return;
        markNav = create({ root, controller, index, highlighter, skip, lookup: deps.lookup, warn, termTarget: explicitTarget, ui: () => ui });
      },
      (err: unknown) => {
        navLoaded = null; // the next press tries again
        warn(`rulings-lens: no keyboard navigation (${String(err)})`);
      },
    );
    void navLoaded.then(() => markNav?.go(dir));
  }

  let scanned: Promise<void> = Promise.resolve();
  let settleScan: () => void = () => {};
  let destroyed = false;

  let startJob: Job | null = null;
  /** Page context first (in slices: trie build + sampling can take tens of ms on a big page),
   *  then what is near the viewport; whenScanned() resolves once that is matched and drawn. */
  function rescan(): void {
    startJob?.cancel();
    live = false;
    scanner.reset();
    index.clear();
    highlighter.clear();
    hitTester.reset();
    lastAuto = null;
    settleScan(); // a superseded scan's waiters are released, not left hanging
    // Explicit terms get their tab stop at once, wherever they are (the scan reaches far content
    // only when it comes near); the scan still reports those inside open shadow roots.
    for (const el of root.querySelectorAll(EXPLICIT_SELECTOR)) if (el.parentNode && !isInsideSkipped(el.parentNode, root, skipOpts)) registerTerm(el);
    let resolve!: () => void;
    scanned = new Promise((r) => (resolve = r));
    settleScan = resolve;
    const detect = options.context === 'mtg' ? null : detectMtgPage(matcher, root, skip, doc.title);
    startJob = scheduler.run(
      (deadline) => {
        if (!detect) context = 'mtg';
        else
          for (;;) {
            const step = detect.next();
            if (step.done) {
              context = step.value ? 'mtg' : 'auto';
              break;
            }
            if (now() >= deadline) return true;
          }
        return false;
      },
      {
        first: 'soon',
        rest: 'soon',
        onDone() {
          // An editable root (designMode, or inside a contenteditable) is an editor: not scanned.
          if ((root as HTMLElement).isContentEditable) return resolve();
          firstDrawn = () => {
            resolve();
            warmUp.schedule(); // the first tooltip, prepared at idle (once per engine)
          };
          live = true;
          checks.start();
          // What is near now is handed over at once (layout is usually clean here: we have not
          // changed anything yet); the check that draws it follows the batch.
          scanner.take(partsNow());
          if (!scanner.busy()) checks.request(true);
        },
      },
    );
  }

  mutations.observe(root);
  rescan();

  return {
    refresh() {
      if (destroyed) return;
      controller.hide();
      rescan();
    },
    ignoreKeyword(id) {
      if (destroyed || ignore.has(id)) return;
      ignore.add(id);
      controller.hide();
      rescan();
    },
    whenScanned: () => scanned,
    context: () => context,
    nav,
    index,
    highlighter,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      detachInput();
      markNav?.destroy();
      mutations.disconnect();
      startJob?.cancel();
      warmUp.cancel();
      scanner.cancel();
      checks.stop();
      scheduler.cancelAll();
      controller.destroy();
      highlighter.destroy();
      termFocus.restore();
      const host = ui?.host;
      ui?.destroy();
      host?.remove(); // in case a UI's destroy() left it behind
      ui = null;
      shadowRoots.clear();
      index.clear();
      settleScan();
      lastAuto = null;
    },
  };
}
